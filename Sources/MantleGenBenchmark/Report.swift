import Foundation

/// The results as Markdown: the throughput table, the start-up and decoding figures and the goals
/// of the performance issue, for standard output and for the README block.
struct Report {
  static let beginMarker = "<!-- bench:begin -->"
  static let endMarker = "<!-- bench:end -->"

  var results: BenchmarkResults

  /// The whole report: what was measured where, the table and the goals.
  var markdown: String {
    let machine = results.machine
    let peer =
      results.peerVersion.map {
        "\nPeer: \($0), same inputs and timing (JSON Lines: one document per line; arrays: the whole\n"
          + "file); \"mantlegen / genson\" compares one-core figures. genson-rs (polars-genson): its engine\n"
          + "alone, in-process on data already in memory, one core (`taskset -c 0`), median of the same runs."
      } ?? ""
    return """
      Measured by `make bench` on \(machine.date): \(machine.cpu), \(machine.cores) cores, \(machine.system), \
      \(machine.swift).
      `mantlegen infer FILE --name Event` (the `make release` binary, output to /dev/null), end to end, median wall
      time of \(results.runs) run(s), after one that reads the file into the page cache (the other inputs are
      dropped from it first); 1 core = `taskset -c 0`; peak RSS of the process (`wait4`); MB = 10^6 bytes.
      Each run on one core is followed by two one-core runs at once (cores 0 and 1) and a run on all
      cores: "machine limit" is twice the one-core time over the pair's, what the cores give at most.
      Check: `mantlegen check SCHEMA FILE` on all cores, the schema inferred from the same file; its time
      as a multiple of `infer`'s on all cores.\(peer)

      \(table)
      \(goals.map { "- \($0)" }.joined(separator: "\n"))

      """
  }

  /// One row per input: mantlegen on one core and on all cores, peak RSS, and genson.
  var table: String {
    let cores = results.machine.cores
    var lines = [
      "| Input | Size | 1 core | \(cores) cores | Speed-up | Machine limit | Peak RSS | genson | genson peak RSS "
        + "| mantlegen / genson | genson-rs engine | mantlegen / genson-rs | check | check peak RSS | check / infer |",
      "|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|",
    ]
    for row in results.inputs {
      lines.append("| " + cells(row).joined(separator: " | ") + " |")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The cells of one row of `table`.
  private func cells(_ row: InputResult) -> [String] {
    let bytes = row.input.bytes
    let oneCore: Double? = row.oneCore.map { speed(bytes, $0.seconds) }
    let allCores = speed(bytes, row.allCores.seconds)
    let peer: Double? = row.peer.map { speed(bytes, $0.seconds) }
    let rss = max(row.oneCore?.peakRSS ?? 0, row.allCores.peakRSS)
    var cells = [row.input.format.rawValue, sizeLabel(row.input.megabytes)]
    cells.append(oneCore.map { "\(format($0)) MB/s" } ?? "–")
    cells.append("\(format(allCores)) MB/s")
    cells.append(oneCore.map { String(format: "%.2f×", allCores / $0) } ?? "–")
    cells.append(row.parallelCeiling.map { String(format: "%.2f×", $0) } ?? "–")
    cells.append(mebibytes(rss))
    cells.append(peer.map { "\(format($0)) MB/s" } ?? row.peerNote ?? "–")
    cells.append(row.peer.map { mebibytes($0.peakRSS) } ?? "–")
    cells.append(peer.map { ratio((oneCore ?? allCores) / $0) } ?? "–")
    let gensonRS: Double? = row.gensonRSSeconds.map { speed(bytes, $0) }
    cells.append(gensonRS.map { "\(format($0)) MB/s" } ?? "–")
    cells.append(gensonRS.map { ratio((oneCore ?? allCores) / $0) } ?? "–")
    cells.append(row.check.map { String(format: "%.2f s", $0.seconds) } ?? "–")
    cells.append(row.check.map { mebibytes($0.peakRSS) } ?? "–")
    cells.append(row.check.map { String(format: "%.2f×", $0.seconds / row.allCores.seconds) } ?? "–")
    return cells
  }

  /// The goals of the performance issue, each with its figure and whether it is met.
  var goals: [String] {
    var goals: [String] = []
    let rows = results.inputs
    // Every size: the goal is at 10 MB, 100 MB and 1 GB alike.
    let compared = rows.compactMap { row in
      row.oneCore.flatMap { one in row.gensonRSSeconds.map { (row, $0 / one.seconds) } }
    }
    if !compared.isEmpty {
      goals.append(
        goal("one core at least as fast as genson-rs's engine", ratios(compared), compared.allSatisfy { $0.1 >= 1 }))
    }
    let largeRows = rows.contains { $0.input.megabytes >= 100 } ? rows.filter { $0.input.megabytes >= 100 } : rows
    if !largeRows.isEmpty {
      let rss = largeRows.map { max($0.oneCore?.peakRSS ?? 0, $0.allCores.peakRSS) }.max() ?? 0
      let sizes = Set(largeRows.map(\.input.megabytes)).sorted().map(sizeLabel).joined(separator: ", ")
      goals.append(
        goal(
          "peak RSS < 64 MiB, flat in the input size, on one core and on all", "at most \(mebibytes(rss)) on \(sizes)",
          rss < 64 << 20))
    }
    let checked = largeRows.compactMap { row in row.check.map { (row, $0) } }
    if !checked.isEmpty {
      let slowest = checked.map { $0.1.seconds / $0.0.allCores.seconds }.max() ?? 0
      let rss = checked.map(\.1.peakRSS).max() ?? 0
      goals.append(
        goal(
          "check ≤ 2× infer's time, < 64 MiB", String(format: "%.2f×, at most %@", slowest, mebibytes(rss)),
          slowest <= 2 && rss < 64 << 20))
    }
    let scaled = largeRows.compactMap { row in row.oneCore.map { (row, $0.seconds / row.allCores.seconds) } }
    if !scaled.isEmpty {
      let limits = largeRows.compactMap { row in row.parallelCeiling.map { (row, $0) } }
      let ceiling =
        limits.isEmpty
        ? ""
        : "; this machine's own limit, in the same rounds (two one-core runs at once against one alone): "
          + ratios(limits)
      goals.append(
        goal(
          "≥ 1.8× the one-core figure on \(results.machine.cores) cores", ratios(scaled) + ceiling,
          scaled.allSatisfy { $0.1 >= 1.8 }))
    }
    goals.append(
      goal(
        "start-up < 10 ms",
        String(
          format: "%.1f ms on a %d-byte sample (median of %d)", results.startupSeconds * 1000,
          results.startupSampleBytes, results.startupRuns),
        results.startupSeconds < 0.01))
    if let decode = results.decode {
      goals.append(
        goal(
          "decoding with generated models ≤ 1.1× a hand-written Codable struct",
          String(
            format: "%.2f× (%.0f ms vs %.0f ms for %d records, %.1f MB)", decode.ratio,
            decode.generatedSeconds * 1000, decode.handWrittenSeconds * 1000, decode.records, decode.megabytes),
          decode.ratio <= 1.1))
    }
    return goals
  }

  /// Replaces the block between the markers in the file at `path` with `markdown`; appends a
  /// "Performance" section with the markers when the file has none.
  func rewriteReadme(at path: String) throws {
    guard var text = try? String(contentsOfFile: path, encoding: .utf8) else {
      throw BenchmarkError("cannot read \(path)")
    }
    let block = "\(Self.beginMarker)\n\(markdown)\(Self.endMarker)"
    if let begin = text.range(of: Self.beginMarker),
      let end = text.range(of: Self.endMarker, range: begin.upperBound..<text.endIndex)
    {
      text.replaceSubrange(begin.lowerBound..<end.upperBound, with: block)
    } else {
      text += (text.hasSuffix("\n") ? "\n" : "\n\n") + "## Performance\n\n\(block)\n"
    }
    try text.write(toFile: path, atomically: true, encoding: .utf8)
  }

  /// `1.23× (100 MB JSON Lines), …`: a ratio per input.
  private func ratios(_ figures: [(InputResult, Double)]) -> String {
    figures.map {
      String(format: "%.2f×", $0.1) + " (\(sizeLabel($0.0.input.megabytes)) \($0.0.input.format.rawValue))"
    }.joined(separator: ", ")
  }

  private func goal(_ name: String, _ figure: String, _ met: Bool) -> String {
    "\(name): \(figure) — \(met ? "met" : "**not met**")"
  }

  private func speed(_ bytes: Int, _ seconds: Double) -> Double {
    Double(bytes) / 1e6 / max(seconds, 1e-9)
  }

  private func format(_ megabytesPerSecond: Double) -> String {
    String(format: megabytesPerSecond >= 100 ? "%.0f" : "%.1f", megabytesPerSecond)
  }

  /// `10 MB`, `100 MB`, `1 GB`.
  private func sizeLabel(_ megabytes: Int) -> String {
    megabytes % 1000 == 0 ? "\(megabytes / 1000) GB" : "\(megabytes) MB"
  }

  private func ratio(_ value: Double) -> String {
    String(format: value >= 10 ? "%.0f×" : "%.1f×", value)
  }

  private func mebibytes(_ bytes: Int) -> String {
    String(format: "%.1f MiB", Double(bytes) / 1_048_576)
  }
}
