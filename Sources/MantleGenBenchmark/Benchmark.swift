import Foundation

/// The figures of one input file.
struct InputResult: Sendable {
  var input: InputFile
  /// Pinned to one core with `taskset -c 0`; `nil` when `taskset` is missing.
  var oneCore: Timing?
  var allCores: Timing
  /// genson's figures, or `nil` with `peerNote` saying why not.
  var peer: Timing?
  var peerNote: String?
  /// `mantlegen check` of the input against a schema inferred from it, on all cores.
  var check: Timing?
  /// The median seconds of genson-rs's engine alone (in-process, data in memory, one core).
  var gensonRSSeconds: Double?
  /// What this machine's two cores give at most: two one-core runs at once against one alone,
  /// median of the rounds (see `Benchmark.timeInfer`); `nil` on one core or without `taskset`.
  var parallelCeiling: Double?
}

/// Everything one benchmark run measured.
struct BenchmarkResults: Sendable {
  var machine: Machine
  var runs: Int
  var peerVersion: String?
  var inputs: [InputResult]
  var startupSampleBytes: Int
  var startupRuns: Int
  var startupSeconds: Double
  var decode: DecodeResult?
}

/// Runs the measurements that `options` ask for; progress and notes go to standard error.
struct Benchmark {
  var options: BenchmarkOptions

  /// Runs the benchmark, prints the report and rewrites the README block when `--readme` asks.
  func runAndReport() throws {
    let report = Report(results: try run())
    print(report.markdown, terminator: "")
    if let readme = options.readme {
      try report.rewriteReadme(at: readme)
      log("wrote the results into \(readme)")
    }
  }

  func run() throws -> BenchmarkResults {
    let root = absolute(options.packageRoot)
    let scratch = absolute(options.scratch)
    try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    let timer = ProcessTimer(errorLog: "\(scratch)/last-stderr.txt")
    let mantlegen = absolute(options.mantlegen ?? Self.siblingMantlegen())
    guard FileManager.default.isExecutableFile(atPath: mantlegen) else {
      throw BenchmarkError("no mantlegen binary at \(mantlegen); run `swift build -c release` or pass --mantlegen PATH")
    }
    let taskset = executableOnPath("taskset")
    if taskset == nil { log("note: taskset not found; the one-core columns are skipped") }
    let genson = options.runsPeer ? Genson.prepare(environment: "\(root)/.venv-bench", timer: timer) : nil
    let gensonRS =
      options.runsPeer ? GensonRS.prepare(environment: "\(root)/.venv-bench", scratch: scratch, timer: timer) : nil
    let files = InputFiles(folder: "\(scratch)/inputs", packageRoot: root, seed: options.seed)

    var inputs: [InputResult] = []
    for megabytes in options.sizes {
      for input in try files.prepare(megabytes: megabytes) {
        let command = [mantlegen, "infer", input.path, "--name", "Event"]
        let name = "\(input.megabytes) MB \(input.format.rawValue)"
        PageCache.dropFiles(in: files.folder, except: input.path)
        _ = try timer.run(command)  // warm-up: the file into the page cache
        var result = try timeInfer(command, on: name, taskset: taskset, timer: timer, input: input)
        let schema =
          "\(scratch)/schema-\(input.megabytes)MB-\(input.format.rawValue.replacingOccurrences(of: " ", with: "-")).json"
        _ = try timer.run(command + ["--schema-out", schema])
        log("timing mantlegen check on \(name), all cores")
        result.check = try timer.time([mantlegen, "check", schema, input.path], runs: options.runs)
        measurePeer(genson, on: input, into: &result, timer: timer)
        // genson-rs's engine is fast enough for every size; only Python genson has a size limit.
        if let gensonRS {
          log("timing genson-rs's engine on \(name)")
          do {
            result.gensonRSSeconds = try gensonRS.seconds(on: input, runs: options.runs, taskset: taskset, timer: timer)
          } catch {
            log("note: genson-rs failed on \(input.path): \(error)")
          }
        }
        inputs.append(result)
      }
    }

    let sample = try files.smallSample(bytes: 1000)
    log("timing start-up: \(options.startupRuns) runs on \(sample)")
    let startup = try timer.time([mantlegen, "infer", sample, "--name", "Event"], runs: options.startupRuns)

    var decode: DecodeResult?
    if options.runsDecode {
      decode = try DecodeComparison(
        mantlegen: mantlegen, packageRoot: root, folder: "\(scratch)/decode", timer: timer
      ).run()
    }
    return BenchmarkResults(
      machine: Machine.current(timer: timer), runs: options.runs,
      peerVersion: genson.flatMap { try? timer.output(of: [$0.executable, "--version"]) }?
        .trimmingCharacters(in: .whitespacesAndNewlines),
      inputs: inputs, startupSampleBytes: try fileSize(sample), startupRuns: options.startupRuns,
      startupSeconds: startup.seconds, decode: decode)
  }

  /// Times `infer` on one core and on all, in rounds that also run two one-core runs at once (on
  /// cores 0 and 1) to measure what this machine's two cores give: each round runs the three one
  /// after the other, so that a busier or quieter spell of the machine affects them alike. Shared
  /// caches, memory bandwidth and a virtual machine's host can keep that limit well under 2×, and
  /// a program's own speed-up under it.
  private func timeInfer(_ command: [String], on name: String, taskset: String?, timer: ProcessTimer, input: InputFile)
    throws -> InputResult
  {
    let pairs = ProcessInfo.processInfo.activeProcessorCount >= 2
    log(
      "timing mantlegen on \(name): "
        + (taskset == nil ? "all cores" : pairs ? "one core, two at once, all cores" : "one core, all cores"))
    var (alone, all, limits): ([RunMeasurement], [RunMeasurement], [Double]) = ([], [], [])
    for _ in 0..<max(options.runs, 1) {
      var figures: [String] = []
      if let taskset {
        let one = try timer.run([taskset, "-c", "0"] + command)
        alone.append(one)
        figures.append(String(format: "1 core %.3f s", one.seconds))
        if pairs {
          let together = try timer.runTogether([[taskset, "-c", "0"] + command, [taskset, "-c", "1"] + command])
          limits.append(2 * one.seconds / together)
          figures.append(String(format: "two at once %.3f s (%.2f×)", together, limits[limits.count - 1]))
        }
      }
      let every = try timer.run(command)
      all.append(every)
      figures.append(String(format: "all cores %.3f s %.1f MiB", every.seconds, Double(every.peakRSS) / 1_048_576))
      log("  " + figures.joined(separator: ", "))
    }
    return InputResult(
      input: input, oneCore: alone.isEmpty ? nil : Timing(alone), allCores: Timing(all),
      parallelCeiling: limits.isEmpty ? nil : limits.sorted()[limits.count / 2])
  }

  /// Times genson on `input` unless it is unavailable or the input is above `--peer-max-size`.
  private func measurePeer(_ genson: Genson?, on input: InputFile, into result: inout InputResult, timer: ProcessTimer)
  {
    guard let genson else {
      result.peerNote = options.runsPeer ? "genson unavailable" : "not run"
      return
    }
    guard input.megabytes <= options.peerMaxSize else {
      result.peerNote = "skipped (> \(options.peerMaxSize) MB)"
      log(
        "note: genson skipped on \(input.megabytes) MB \(input.format.rawValue): above --peer-max-size \(options.peerMaxSize)"
      )
      return
    }
    log("timing genson on \(input.megabytes) MB \(input.format.rawValue)")
    do {
      result.peer = try timer.time(genson.command(for: input), runs: options.runs)
    } catch {
      result.peerNote = "genson failed"
      log("note: genson failed on \(input.path): \(error)")
    }
  }

  /// `path` made absolute against the current directory.
  private func absolute(_ path: String) -> String {
    path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
  }

  /// The `mantlegen` built beside this program (same build folder and configuration).
  private static func siblingMantlegen() -> String {
    let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    return executable.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("mantlegen").path
  }
}
