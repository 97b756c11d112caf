import Foundation

/// The fastest open peer: genson-rs (Rust, simd-json), through the `polars-genson` wheel installed
/// (with `polars`) into the benchmark's virtual environment on first use. Its engine is timed
/// in-process by a small Python script, on data already in memory: JSON Lines as one row per
/// line, an array as one row holding the whole file.
struct GensonRS {
  /// The virtual environment's Python.
  var python: String
  /// The timing script.
  var script: String

  static let scriptSource = """
    import sys, time
    import polars as pl
    import polars_genson as pg

    path, layout, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])
    with open(path, encoding="utf-8") as file:
        text = file.read()
    frame = pl.DataFrame({"json": text.splitlines() if layout == "lines" else [text]})
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        frame.select(pg.infer_json_schema(pl.col("json"), ndjson=False))
        times.append(time.perf_counter() - start)
    times.sort()
    print(times[len(times) // 2])
    print(pg.__version__ if hasattr(pg, "__version__") else "")

    """

  /// genson-rs from `environment` (its packages installed when missing), or `nil` with a note on
  /// standard error when Python, the environment or the wheels are not available.
  static func prepare(environment: String, scratch: String, timer: ProcessTimer) -> GensonRS? {
    let python = "\(environment)/bin/python3"
    guard FileManager.default.isExecutableFile(atPath: python) else {
      log("note: no Python environment at \(environment); the genson-rs columns are skipped")
      return nil
    }
    if (try? timer.run([python, "-c", "import polars, polars_genson"])) == nil {
      log("installing polars and polars-genson into \(environment) (first use)")
      do {
        _ = try timer.run([python, "-m", "pip", "install", "--quiet", "polars", "polars-genson"])
        _ = try timer.run([python, "-c", "import polars, polars_genson"])
      } catch {
        log("note: cannot install polars-genson (\(error)); the genson-rs columns are skipped")
        return nil
      }
    }
    let script = "\(scratch)/genson-rs.py"
    do {
      try scriptSource.write(toFile: script, atomically: true, encoding: .utf8)
    } catch {
      log("note: cannot write \(script) (\(error)); the genson-rs columns are skipped")
      return nil
    }
    return GensonRS(python: python, script: script)
  }

  /// The median seconds of genson-rs's engine on `input` over `runs` runs, on one core when
  /// `taskset` is given.
  func seconds(on input: InputFile, runs: Int, taskset: String?, timer: ProcessTimer) throws -> Double {
    let layout = input.format == .jsonLines ? "lines" : "array"
    let pin = taskset.map { [$0, "-c", "0"] } ?? []
    let output = try timer.output(of: pin + [python, script, input.path, layout, String(runs)])
    guard let first = output.split(separator: "\n").first, let seconds = Double(first), seconds > 0 else {
      throw BenchmarkError("genson-rs printed no time: \(output)")
    }
    return seconds
  }
}
