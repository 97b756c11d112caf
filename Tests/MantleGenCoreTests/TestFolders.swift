import Foundation

/// Folders of files for tests that read from disk.
enum TestFolders {
  /// Writes `files` (path relative to the folder → text) into a new temporary folder whose name
  /// starts with `prefix`, and returns the folder (the caller removes it).
  static func make(_ prefix: String, _ files: [String: String]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (path, text) in files {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return folder
  }
}
