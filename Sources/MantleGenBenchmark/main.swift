import Foundation

// mantlegen-bench: the performance benchmark behind `make bench` (see BenchmarkOptions.usage).
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
