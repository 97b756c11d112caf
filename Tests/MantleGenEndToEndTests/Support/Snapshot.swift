import Foundation
import Testing

/// Golden (snapshot) files: what a run is expected to write, kept in `Golden/<name>/` next to the
/// tests and compared byte for byte. With `RECORD_SNAPSHOTS=1` in the environment the comparison
/// (re)writes the golden folder instead and records an issue, so a recording run never passes
/// silently; review the diff, then run again without the variable.
enum Snapshot {
  static let goldenRoot = TestPaths.packageRoot.appendingPathComponent("Tests/MantleGenEndToEndTests/Golden")

  static var isRecording: Bool {
    ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
  }

  /// Expects the regular files of `produced` to be exactly those of `Golden/<golden>/`, with the same
  /// bytes; each missing, unexpected or different file is one issue, with the first differing line.
  static func expectFolder(
    _ produced: URL, matchesGolden golden: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let expectedFolder = goldenRoot.appendingPathComponent(golden)
    let actual = try FolderSnapshot(produced).files
    if isRecording {
      try? FileManager.default.removeItem(at: expectedFolder)
      try FileManager.default.createDirectory(at: expectedFolder, withIntermediateDirectories: true)
      for (name, data) in actual {
        try data.write(to: expectedFolder.appendingPathComponent(name))
      }
      Issue.record(
        "Recorded \(actual.count) golden files in Golden/\(golden); run again without RECORD_SNAPSHOTS=1.",
        sourceLocation: sourceLocation)
      return
    }
    guard FileManager.default.fileExists(atPath: expectedFolder.path) else {
      Issue.record(
        "No golden folder Golden/\(golden); record it with RECORD_SNAPSHOTS=1.", sourceLocation: sourceLocation)
      return
    }
    let expected = try FolderSnapshot(expectedFolder).files
    for name in Set(expected.keys).union(actual.keys).sorted() {
      switch (expected[name], actual[name]) {
      case (nil, _):
        Issue.record("Golden/\(golden): unexpected file '\(name)' was written.", sourceLocation: sourceLocation)
      case (_, nil):
        Issue.record("Golden/\(golden): expected file '\(name)' was not written.", sourceLocation: sourceLocation)
      case (let expected?, let actual?) where expected != actual:
        Issue.record(
          "Golden/\(golden)/\(name) differs: \(firstDifference(expected: expected, actual: actual))",
          sourceLocation: sourceLocation)
      default:
        break
      }
    }
  }

  /// The first line where two texts differ, as `line N: expected …, got …`.
  static func firstDifference(expected: Data, actual: Data) -> String {
    let expectedLines = String(decoding: expected, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    let actualLines = String(decoding: actual, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(expectedLines.count, actualLines.count) {
      let expectedLine = index < expectedLines.count ? String(expectedLines[index]) : "<end of file>"
      let actualLine = index < actualLines.count ? String(actualLines[index]) : "<end of file>"
      if expectedLine != actualLine {
        return "line \(index + 1): expected \(expectedLine.debugDescription), got \(actualLine.debugDescription)"
      }
    }
    return "the bytes differ (line endings or encoding)"
  }
}

/// Everything in one folder (not recursive), hidden entries included: each regular file's bytes,
/// each symbolic link's destination, and modification dates — to compare a folder before and after
/// a run.
struct FolderSnapshot: Equatable {
  enum Entry: Equatable {
    case file(Data, modified: Date)
    case link(destination: String)
    case folder
  }

  var entries: [String: Entry]

  init(_ folder: URL) throws {
    let fileManager = FileManager.default
    entries = [:]
    for name in try fileManager.contentsOfDirectory(atPath: folder.path) {
      let path = folder.appendingPathComponent(name).path
      let attributes = try fileManager.attributesOfItem(atPath: path)
      switch attributes[.type] as? FileAttributeType {
      case .typeSymbolicLink?:
        entries[name] = .link(destination: try fileManager.destinationOfSymbolicLink(atPath: path))
      case .typeDirectory?:
        entries[name] = .folder
      default:
        let modified = attributes[.modificationDate] as? Date ?? .distantPast
        entries[name] = .file(try Data(contentsOf: URL(fileURLWithPath: path)), modified: modified)
      }
    }
  }

  /// The names in the folder, sorted.
  var names: [String] { entries.keys.sorted() }

  /// The contents of the regular files, by name.
  var files: [String: Data] {
    entries.compactMapValues { entry in
      if case .file(let data, _) = entry { return data }
      return nil
    }
  }

  /// The modification dates of the regular files, by name.
  var modificationDates: [String: Date] {
    entries.compactMapValues { entry in
      if case .file(_, let modified) = entry { return modified }
      return nil
    }
  }
}
