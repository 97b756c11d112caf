import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Wall time and peak memory of one child process.
struct RunMeasurement: Sendable {
  var seconds: Double
  /// The child's peak resident set size (`ru_maxrss` from `wait4`), in bytes.
  var peakRSS: Int
}

/// The median wall time and the largest peak RSS of several runs of one command.
struct Timing: Sendable {
  var seconds: Double
  var peakRSS: Int

  init(_ runs: [RunMeasurement]) {
    let times = runs.map(\.seconds).sorted()
    seconds =
      times.count % 2 == 1
      ? times[times.count / 2] : (times[times.count / 2 - 1] + times[times.count / 2]) / 2
    peakRSS = runs.map(\.peakRSS).max() ?? 0
  }
}

/// Runs commands with `posix_spawn` and measures them with `wait4` (timed runs through the
/// ``MeasuringHelper``): standard input and output are `/dev/null`, standard error goes to a log
/// file that is shown when the command fails.
struct ProcessTimer {
  var errorLog: String

  /// Runs `arguments` (`arguments[0]` is the executable's path) `runs` times; each run's figures
  /// go to standard error, so that noise (another busy process) can be seen.
  func time(_ arguments: [String], runs: Int) throws -> Timing {
    let measurements = try (0..<max(runs, 1)).map { _ in try run(arguments) }
    let figures = measurements.map { String(format: "%.3f s %.1f MiB", $0.seconds, Double($0.peakRSS) / 1_048_576) }
    log("  \(figures.joined(separator: ", "))")
    return Timing(measurements)
  }

  /// Runs `arguments` once and returns its standard output.
  func output(of arguments: [String]) throws -> String {
    let path = errorLog + ".out"
    defer { try? FileManager.default.removeItem(atPath: path) }
    _ = try run(arguments, standardOutput: path)
    return (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
  }

  /// Runs `arguments` once, its standard output going to the file `standardOutput`, through the
  /// ``MeasuringHelper`` (so that its peak RSS is its own); throws when it cannot start or does not
  /// exit with status 0.
  func run(_ arguments: [String], standardOutput: String = "/dev/null") throws -> RunMeasurement {
    let resultPath = errorLog + ".measurement"
    try? FileManager.default.removeItem(atPath: resultPath)
    defer { try? FileManager.default.removeItem(atPath: resultPath) }
    let helper = [MeasuringHelper.executablePath, MeasuringHelper.flag, resultPath] + arguments
    let pid = try spawn(helper, standardOutput: standardOutput)
    _ = try wait(for: pid, arguments)
    return try MeasuringHelper.measurement(at: resultPath)
  }

  /// Runs every command of `commands` at the same time (standard error of all to the log).
  /// - Returns: the wall time until the last one ended.
  func runTogether(_ commands: [[String]]) throws -> Double {
    let start = monotonicSeconds()
    let pids = try commands.map { try spawn($0, standardOutput: "/dev/null") }
    for (pid, arguments) in zip(pids, commands) { _ = try wait(for: pid, arguments) }
    return monotonicSeconds() - start
  }

  private func spawn(_ arguments: [String], standardOutput: String) throws -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, standardOutput, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, errorLog, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

    let environment = ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = environment.map { strdup($0) } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var pid = pid_t()
    let spawnStatus = posix_spawn(&pid, arguments[0], &actions, nil, argv, envp)
    guard spawnStatus == 0 else {
      throw BenchmarkError("cannot run \(arguments[0]): \(String(cString: strerror(spawnStatus)))")
    }
    return pid
  }

  /// Waits for `pid` (running `arguments`) to end; throws unless it exited with status 0.
  /// - Returns: its peak resident set size in bytes.
  private func wait(for pid: pid_t, _ arguments: [String]) throws -> Int {
    guard let (status, peakRSS) = reap(pid) else { throw BenchmarkError("wait4 failed for \(arguments[0])") }
    let exitCode = (status >> 8) & 0xFF
    guard status & 0x7F == 0, exitCode == 0 else {
      let detail = (try? String(contentsOfFile: errorLog, encoding: .utf8)) ?? ""
      let how = status & 0x7F == 0 ? "exit status \(exitCode)" : "signal \(status & 0x7F)"
      throw BenchmarkError(
        "\(arguments.joined(separator: " ")) failed (\(how))\n\(detail.suffix(2000))")
    }
    return peakRSS
  }
}

/// Waits for the child `pid` to end, again when a signal interrupts the wait.
/// - Returns: its wait status and peak resident set size (`ru_maxrss`) in bytes, or `nil` when
///   `wait4` fails.
func reap(_ pid: pid_t) -> (status: Int32, peakRSS: Int)? {
  var status: Int32 = 0
  var usage = rusage()
  while wait4(pid, &status, 0, &usage) < 0 {
    guard errno == EINTR else { return nil }
  }
  #if os(Linux)
    return (status, Int(usage.ru_maxrss) * 1024)  // kilobytes on Linux
  #else
    return (status, Int(usage.ru_maxrss))  // bytes on macOS
  #endif
}

/// Seconds on the monotonic clock.
func monotonicSeconds() -> Double {
  var now = timespec()
  clock_gettime(CLOCK_MONOTONIC, &now)
  return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

/// The first executable named `name` on `PATH`, or `nil`.
func executableOnPath(_ name: String) -> String? {
  let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
  return path.split(separator: ":").map { "\($0)/\(name)" }
    .first { FileManager.default.isExecutableFile(atPath: $0) }
}
