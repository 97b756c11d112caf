import Foundation

/// The two layouts of a generated input.
enum InputFormat: String, CaseIterable, Sendable {
  case jsonLines = "JSON Lines"
  case array = "JSON array"

  var fileExtension: String { self == .jsonLines ? "jsonl" : "json" }
}

/// A generated input file.
struct InputFile: Sendable {
  var format: InputFormat
  /// The size asked for, in MB (10^6 bytes); the file is at most one event larger.
  var megabytes: Int
  var path: String
  var bytes: Int
}

/// Generates the benchmark inputs from the corpus's GitHub events, or reuses them.
///
/// A file's name holds the generator version, the seed and the size; it is written under a
/// temporary name and renamed when complete, so an existing file is a finished one.
struct InputFiles {
  /// Bump when the generator changes, so that old files are not reused.
  static let generatorVersion = 1
  static let templatesPath = "Tests/MantleGenEndToEndTests/Fixtures/corpus/github-events.json"

  var folder: String
  var packageRoot: String
  var seed: UInt64

  /// The JSON Lines and array files of `megabytes` MB, generated in one pass when missing.
  func prepare(megabytes: Int) throws -> [InputFile] {
    let paths = InputFormat.allCases.map { path(for: $0, megabytes: megabytes) }
    if !paths.allSatisfy({ FileManager.default.fileExists(atPath: $0) }) {
      log("generating \(megabytes) MB inputs (seed \(seed)) in \(folder)")
      try generate(megabytes: megabytes, into: paths)
    }
    return try zip(InputFormat.allCases, paths).map { format, path in
      InputFile(format: format, megabytes: megabytes, path: path, bytes: try fileSize(path))
    }
  }

  /// A JSON array of generated events, each smaller than `bytes`, of at least `bytes` bytes (at
  /// most about twice that): the sample of the start-up figure.
  func smallSample(bytes: Int) throws -> String {
    let path = "\(folder)/events-v\(Self.generatorVersion)-seed\(seed)-\(bytes)B.json"
    if FileManager.default.fileExists(atPath: path) { return path }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    var generator = EventGenerator(templates: try templates(), seed: seed)
    var output = Array("[".utf8)
    var event: [UInt8] = []
    while output.count < bytes {
      event.removeAll(keepingCapacity: true)
      generator.appendEvent(to: &event)
      guard event.count < bytes else { continue }
      if output.count > 1 { output.append(UInt8(ascii: ",")) }
      output.append(contentsOf: event)
    }
    output.append(contentsOf: "]\n".utf8)
    try Data(output).write(to: URL(fileURLWithPath: path), options: .atomic)
    return path
  }

  private func path(for format: InputFormat, megabytes: Int) -> String {
    "\(folder)/events-v\(Self.generatorVersion)-seed\(seed)-\(megabytes)MB.\(format.fileExtension)"
  }

  private func templates() throws -> [TemplateNode] {
    let url = URL(fileURLWithPath: packageRoot).appendingPathComponent(Self.templatesPath)
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw BenchmarkError(
        "cannot read the template events \(url.path); run from the package root or pass --package DIR")
    }
    return TemplateReader.templates(from: [UInt8](data), seed: seed)
  }

  /// Writes the same events as JSON Lines to `paths[0]` and as one array to `paths[1]`.
  private func generate(megabytes: Int, into paths: [String]) throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let partials = paths.map { $0 + ".partial" }
    let handles = try partials.map { path -> FileHandle in
      guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path)
      else { throw BenchmarkError("cannot write \(path)") }
      return handle
    }
    var generator = EventGenerator(templates: try templates(), seed: seed)
    let target = megabytes * 1_000_000
    var written = 0
    var event: [UInt8] = []
    var lines: [UInt8] = []
    var array = Array("[\n".utf8)
    lines.reserveCapacity(1 << 22)
    array.reserveCapacity(1 << 22)
    while written < target {
      event.removeAll(keepingCapacity: true)
      generator.appendEvent(to: &event)
      if written > 0 { array.append(contentsOf: ",\n".utf8) }
      array.append(contentsOf: event)
      lines.append(contentsOf: event)
      lines.append(UInt8(ascii: "\n"))
      written += event.count + 1
      if lines.count >= 1 << 22 || written >= target {
        if written >= target { array.append(contentsOf: "\n]\n".utf8) }
        try handles[0].write(contentsOf: lines)
        try handles[1].write(contentsOf: array)
        lines.removeAll(keepingCapacity: true)
        array.removeAll(keepingCapacity: true)
      }
    }
    for (handle, (partial, path)) in zip(handles, zip(partials, paths)) {
      try handle.close()
      try? FileManager.default.removeItem(atPath: path)
      try FileManager.default.moveItem(atPath: partial, toPath: path)
    }
  }
}

/// The size of the file at `path` in bytes.
func fileSize(_ path: String) throws -> Int {
  let attributes = try FileManager.default.attributesOfItem(atPath: path)
  return (attributes[.size] as? NSNumber)?.intValue ?? 0
}

/// Progress and notes, on standard error so that standard output stays the report.
func log(_ message: String) {
  FileHandle.standardError.write(Data("mantlegen-bench: \(message)\n".utf8))
}

/// A failure that ends the benchmark with a message.
struct BenchmarkError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
