import Foundation
import MantleGenCore

/// Reads the samples named on the command line: files, folders of samples, or `-` for standard input.
enum SampleLoader {
  static let sampleExtensions: Set<String> = ["json", "jsonl", "ndjson"]

  static func load(_ paths: [String]) throws(Diagnostic) -> [SampleInput] {
    var samples: [SampleInput] = []
    for path in paths {
      if path == "-" {
        guard !samples.contains(where: { $0.name == "-" }) else {
          throw Diagnostic(.error, "standard input can be read only once", at: SourceLocation(file: "-"))
        }
        samples.append(SampleInput(name: "-", bytes: try InputReader.read("-").get(), isJSONLines: false))
        continue
      }
      if InputReader.isStream(path) {
        // A pipe (`<(…)`, /dev/fd/N) or FIFO can be read only once: read it whole now.
        samples.append(SampleInput(name: path, bytes: try InputReader.read(path).get(), isJSONLines: isJSONLines(path)))
        continue
      }
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw Diagnostic(.error, "no such file or folder", at: SourceLocation(file: path))
      }
      let files = isDirectory.boolValue ? try samplesInFolder(path) : [path]
      for file in files {
        guard FileManager.default.isReadableFile(atPath: file) else {
          throw Diagnostic(.error, "cannot read the file", at: SourceLocation(file: file))
        }
        samples.append(SampleInput(name: file, content: .file(path: file), isJSONLines: isJSONLines(file)))
      }
    }
    return samples
  }

  private static func samplesInFolder(_ path: String) throws(Diagnostic) -> [String] {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else {
      throw Diagnostic(.error, "cannot list the folder", at: SourceLocation(file: path))
    }
    let samples = names.filter { sampleExtensions.contains(($0 as NSString).pathExtension.lowercased()) }.sorted()
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
