import Foundation

/// The result of the decoding comparison: median seconds of one `JSONDecoder` decode of the same
/// array with the generated models and with the hand-written baseline.
struct DecodeResult: Sendable {
  var records: Int
  var megabytes: Double
  var generatedSeconds: Double
  var handWrittenSeconds: Double

  /// Generated time over hand-written time (goal ≤ 1.1).
  var ratio: Double { generatedSeconds / handWrittenSeconds }
}

/// Compares decoding with the models `mantlegen infer` generates for `Tests/Benchmark/DecodeSample.json`
/// with decoding with the hand-written `Codable` struct beside it: both are compiled with
/// `swiftc -O` into a program with `DecodeMain.swift` that decodes an array of ~200k records.
struct DecodeComparison {
  static let sourceFolder = "Tests/Benchmark"
  static let recordCount = 200_000
  static let iterations = 5

  var mantlegen: String
  var packageRoot: String
  var folder: String
  var timer: ProcessTimer

  func run() throws -> DecodeResult {
    let sources = "\(packageRoot)/\(Self.sourceFolder)"
    let generated = "\(folder)/generated"
    try? FileManager.default.removeItem(atPath: generated)
    try FileManager.default.createDirectory(atPath: generated, withIntermediateDirectories: true)
    log("decoding: generating models for \(sources)/DecodeSample.json")
    _ = try timer.run([mantlegen, "infer", "\(sources)/DecodeSample.json", "--name", "Records", "-o", generated])
    let generatedSources = try FileManager.default.contentsOfDirectory(atPath: generated)
      .filter { $0.hasSuffix(".swift") }.sorted().map { "\(generated)/\($0)" }

    let data = "\(folder)/records.json"
    let records = try writeRecords(sample: "\(sources)/DecodeSample.json", to: data)
    log("decoding: compiling the generated and the hand-written program (swiftc -O)")
    let generatedProgram = try compile(
      generatedSources + ["\(sources)/DecodeMain.swift"], to: "\(folder)/decode-generated")
    let handWrittenProgram = try compile(
      ["\(sources)/HandWrittenRecord.swift", "\(sources)/DecodeMain.swift"], to: "\(folder)/decode-handwritten")

    log("decoding: \(records) records, \(Self.iterations) decodes per program, two rounds")
    var generatedTimes: [Double] = []
    var handWrittenTimes: [Double] = []
    for _ in 0..<2 {
      handWrittenTimes.append(try decodeSeconds(handWrittenProgram, data: data))
      generatedTimes.append(try decodeSeconds(generatedProgram, data: data))
    }
    return DecodeResult(
      records: records, megabytes: Double(try fileSize(data)) / 1e6,
      generatedSeconds: generatedTimes.min()!, handWrittenSeconds: handWrittenTimes.min()!)
  }

  /// Writes a JSON array of the sample's elements repeated to about `recordCount`; returns the count.
  private func writeRecords(sample: String, to path: String) throws -> Int {
    guard let bytes = FileManager.default.contents(atPath: sample).map([UInt8].init),
      let elements = try JSONSerialization.jsonObject(with: Data(bytes)) as? [Any], !elements.isEmpty,
      let open = bytes.firstIndex(of: UInt8(ascii: "[")), let close = bytes.lastIndex(of: UInt8(ascii: "]"))
    else { throw BenchmarkError("\(sample) must be a non-empty JSON array") }
    let body = bytes[(open + 1)..<close]
    let copies = max(1, Self.recordCount / elements.count)
    var output = Array("[".utf8)
    output.reserveCapacity(copies * (body.count + 1) + 2)
    for copy in 0..<copies {
      if copy > 0 { output.append(UInt8(ascii: ",")) }
      output.append(contentsOf: body)
    }
    output.append(UInt8(ascii: "]"))
    try Data(output).write(to: URL(fileURLWithPath: path))
    return copies * elements.count
  }

  private func compile(_ files: [String], to output: String) throws -> String {
    guard let swiftc = executableOnPath("swiftc") else { throw BenchmarkError("swiftc not found on PATH") }
    _ = try timer.run(
      [swiftc, "-O", "-parse-as-library", "-swift-version", "6", "-module-name", "DecodeBench"] + files
        + ["-o", output])
    return output
  }

  /// The median seconds of one decode, as the program reports it.
  private func decodeSeconds(_ program: String, data: String) throws -> Double {
    let output = try timer.output(of: [program, data, String(Self.iterations)])
    guard let seconds = output.split(separator: " ").first.flatMap({ Double($0) }) else {
      throw BenchmarkError("unexpected output from \(program): \(output)")
    }
    return seconds
  }
}
