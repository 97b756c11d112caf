import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The benchmark runs each measured command through a fresh copy of itself in this mode
/// (`mantlegen-bench --measure-child RESULT COMMAND...`), which spawns the command, waits for it
/// and writes its wall time and peak RSS to the file RESULT.
///
/// Why: on Linux a child started with `posix_spawn` (`vfork` and `exec`) reports as its peak RSS
/// (`ru_maxrss`) at least the high-water mark of the process it was spawned from, which the kernel
/// carries across `exec`; spawned from the benchmark, which holds its inputs' names, results and
/// Python peers' output, every command reported the benchmark's own 27.9 MiB. The helper is a
/// process just started, so the floor it passes on is its own few MiB.
enum MeasuringHelper {
  static let flag = "--measure-child"

  /// Runs the helper when the arguments ask for it (`[flag, resultPath, command...]`); returns
  /// `false` otherwise. Exits with the command's status.
  static func runIfAsked(_ arguments: [String]) -> Bool {
    guard arguments.first == flag, arguments.count >= 3 else { return false }
    let resultPath = arguments[1]
    let command = Array(arguments.dropFirst(2))
    let start = monotonicSeconds()
    var pid = pid_t()
    let argv = command.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    let spawnStatus = posix_spawn(&pid, command[0], nil, nil, argv, environ)
    guard spawnStatus == 0 else {
      FileHandle.standardError.write(Data("cannot run \(command[0]): \(String(cString: strerror(spawnStatus)))\n".utf8))
      exit(127)
    }
    guard let (status, peakRSS) = reap(pid) else { exit(126) }
    let seconds = monotonicSeconds() - start
    try? "\(seconds) \(peakRSS)\n".write(toFile: resultPath, atomically: false, encoding: .utf8)
    // The command's own outcome, as a shell reports it.
    exit(status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F))
  }

  /// The path of this executable, to run as the helper.
  static var executablePath: String {
    Bundle.main.executablePath ?? CommandLine.arguments[0]
  }

  /// The command's wall time and peak RSS that the helper wrote to `resultPath`.
  static func measurement(at resultPath: String) throws -> RunMeasurement {
    let text = (try? String(contentsOfFile: resultPath, encoding: .utf8)) ?? ""
    let parts = text.split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
    guard parts.count == 2, let seconds = Double(parts[0]), let peakRSS = Int(parts[1]) else {
      throw BenchmarkError("the measuring helper wrote no result to \(resultPath)")
    }
    return RunMeasurement(seconds: seconds, peakRSS: peakRSS)
  }
}
