import Foundation
import Testing

/// A small run of the benchmark behind `make bench` (1 MB, one run each, no peer, no decoding
/// comparison, no README), so that the benchmark cannot rot. Its figures are not checked here:
/// performance is measured by `make bench`, never by a timed test.
@Suite("Benchmark smoke run")
struct BenchmarkSmokeTests {
  @Test("mantlegen-bench --smoke runs against the built mantlegen and prints a row per input")
  func smokeRun() async throws {
    let scratch = try TestPaths.scratchFolder("bench")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let benchmark = TestPaths.mantlegen.deletingLastPathComponent().appendingPathComponent("mantlegen-bench")
    let arguments = [
      "--smoke", "--mantlegen", TestPaths.mantlegen.path, "--scratch", scratch.path,
      "--package", TestPaths.packageRoot.path,
    ]
    let result = try await ProcessRunner.run(benchmark, arguments)
    #expect(result.status == 0, "standard error: \(result.standardError)")
    let rows = result.standardOutput.split(separator: "\n").filter { $0.hasPrefix("| JSON") }
    #expect(rows.count == 2, "standard output: \(result.standardOutput)")
    for format in ["JSON Lines", "JSON array"] {
      #expect(rows.contains { $0.hasPrefix("| \(format) | 1 MB | ") && $0.contains(" MB/s ") })
    }
    #expect(result.standardOutput.contains("- start-up < 10 ms: "))
    // With two cores and taskset, each row and the speed-up goal say what the machine itself allows.
    if ProcessInfo.processInfo.activeProcessorCount >= 2,
      FileManager.default.isExecutableFile(atPath: "/usr/bin/taskset")
    {
      #expect(result.standardOutput.contains("this machine's own limit, in the same rounds (two one-core runs at once"))
      #expect(rows.allSatisfy { $0.split(separator: "|", omittingEmptySubsequences: false)[6].hasSuffix("× ") })
    }
  }
}
