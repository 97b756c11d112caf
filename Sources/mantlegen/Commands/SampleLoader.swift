import Foundation
import MantleGenCore

/// Reads the samples named on the command line: files, folders of samples (their `.json`, `.jsonl`
/// and `.ndjson` files; subfolders are reported, not read), patterns such as `'fixtures/**/*.json'`
/// (expanded here, see ``GlobPattern``), or `-` for standard input (JSON Lines when it holds more
/// than one document; streamed when longer than ``SampleInput/streamHeadByteCount``).
enum SampleLoader {
  static let sampleExtensions: Set<String> = ["json", "jsonl", "ndjson"]

  static func load(_ paths: [String]) throws(Diagnostic) -> [SampleInput] {
    var samples: [SampleInput] = []
    for path in paths {
      if path == "-" {
        guard !samples.contains(where: { $0.name == "-" }) else {
          throw Diagnostic(.error, "standard input can be read only once", at: SourceLocation(file: "-"))
        }
        samples.append(
          try SampleInput.fromStream(name: "-", descriptor: 0, ownsDescriptor: false, isJSONLinesByName: false))
        continue
      }
      if InputReader.isStream(path) {
        // A pipe (`<(…)`, /dev/fd/N) or FIFO can be read only once: JSON Lines by its name or, when
        // the name does not say, by its content; a long one is streamed.
        samples.append(
          try SampleInput.fromStream(
            name: path, descriptor: try InputReader.openStream(path), ownsDescriptor: true,
            isJSONLinesByName: isJSONLines(path)))
        continue
      }
      var isDirectory: ObjCBool = false
      let files: [String]
      if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
        files = isDirectory.boolValue ? try samplesInFolder(path) : [path]
      } else if GlobPattern.isPattern(path) {
        files = GlobPattern(path).matchingFiles()
        guard !files.isEmpty else {
          throw Diagnostic(.error, "no file matches the pattern", at: SourceLocation(file: path))
        }
      } else {
        throw Diagnostic(.error, "no such file or folder", at: SourceLocation(file: path))
      }
      for file in files {
        guard FileManager.default.isReadableFile(atPath: file) else {
          throw Diagnostic(.error, "cannot read the file", at: SourceLocation(file: file))
        }
        samples.append(SampleInput(name: file, content: .file(path: file), isJSONLines: isJSONLines(file)))
      }
    }
    return samples
  }

  /// The samples of `paths` (see ``load(_:)``) of the kind `schema` was inferred from, when a folder
  /// is among them: a folder that `infer` split into a schema per kind holds the others too (see
  /// ``GeneratorPipeline/samplesOfKind(of:among:diagnostics:)``, which notes the files not read).
  static func load(_ paths: [String], ofKindOf schema: MappingSchema) throws(Diagnostic) -> [SampleInput] {
    let samples = try load(paths)
    guard namesFolder(paths) else { return samples }
    return try GeneratorPipeline.samplesOfKind(of: schema, among: samples, diagnostics: Console.diagnostics)
  }

  /// Whether any of `paths` is a folder of samples.
  static func namesFolder(_ paths: [String]) -> Bool {
    paths.contains { path in
      var isDirectory: ObjCBool = false
      return path != "-" && FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        && isDirectory.boolValue
    }
  }

  private static func samplesInFolder(_ path: String) throws(Diagnostic) -> [String] {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else {
      throw Diagnostic(.error, "cannot list the folder", at: SourceLocation(file: path))
    }
    let samples = names.filter { sampleExtensions.contains(($0 as NSString).pathExtension.lowercased()) }.sorted()
    // Nothing is skipped silently: a subfolder's samples are not read, and the warning says so.
    for name in names.sorted() where !name.hasPrefix(".") {
      var isDirectory: ObjCBool = false
      let subfolder = (path as NSString).appendingPathComponent(name)
      guard FileManager.default.fileExists(atPath: subfolder, isDirectory: &isDirectory), isDirectory.boolValue
      else { continue }
      Console.diagnostics.emit(
        Diagnostic(
          .warning,
          "a folder inside the samples folder: its samples are not read (name it as an argument of its own, or read the whole tree with a pattern such as 'folder/**/*.json')",
          at: SourceLocation(file: subfolder)))
    }
    guard !samples.isEmpty else {
      throw Diagnostic(.error, "the folder holds no .json, .jsonl or .ndjson files", at: SourceLocation(file: path))
    }
    return samples.map { (path as NSString).appendingPathComponent($0) }
  }

  private static func isJSONLines(_ path: String) -> Bool {
    let pathExtension = (path as NSString).pathExtension.lowercased()
    return pathExtension == "jsonl" || pathExtension == "ndjson"
  }
}
