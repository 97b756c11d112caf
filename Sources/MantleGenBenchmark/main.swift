import Foundation

// mantlegen-bench: the performance benchmark behind `make bench` (see BenchmarkOptions.usage).
// A timed run goes through a fresh copy of this program (see MeasuringHelper).
if MeasuringHelper.runIfAsked(Array(CommandLine.arguments.dropFirst())) { exit(0) }
do {
  guard let options = try BenchmarkOptions.parse(Array(CommandLine.arguments.dropFirst())) else {
    print(BenchmarkOptions.usage)
    exit(0)
  }
  try Benchmark(options: options).runAndReport()
} catch {
  log("error: \(error)")
  exit(2)
}
