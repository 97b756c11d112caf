import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one write path of every command that writes: generated files into an output folder and a
/// schema file, as one transaction (see ``WriteTransaction``).
///
/// Before planning, the writer locks every folder it writes into (waiting for another run that
/// holds it), finishes or cleans up what an interrupted run left there, and then plans the whole
/// change: files to add, files to replace (only regular files that carry the generated header;
/// anything else is refused), stale generated files to remove, and the schema. Unchanged files are
/// not touched. A schema destination that is a descriptor or a device (`-`, `/dev/stdout`, a FIFO)
/// is written to after the files are committed, not replaced.
package struct OutputWriter {
  /// The output folder, if the run writes one, as the user wrote it: the system resolves it (a
  /// `..` after a link leads out of the link's target, as `mkdir -p` and `cp` see it).
  var directory: String?
  /// The schema file (`--schema-out`, or the schema `update` rewrites), if the run writes one.
  var schemaPath: String?
  /// Called with a folder's path when another run holds its lock, before waiting for it.
  var onWait: (String) -> Void

  /// A writer into `directory` and `schemaPath` (either may be `nil`), calling `onWait` before
  /// waiting for another run.
  package init(directory: String? = nil, schemaPath: String? = nil, onWait: @escaping (String) -> Void = { _ in }) {
    self.directory = directory
    self.schemaPath = schemaPath
    self.onWait = onWait
  }

  /// What a write changed in the output folder.
  package struct Outcome: Sendable {
    /// The output files added or whose contents changed.
    package var written: [String] = []
    /// Stale generated files removed.
    package var removed: [String] = []
  }

  /// Writes `files` into ``directory`` and `schema` to ``schemaPath``, all or nothing.
  /// - Returns: what changed in the output folder.
  @discardableResult
  package func write(_ files: [GeneratedFile], schema: String? = nil) throws(Diagnostic) -> Outcome {
    let folderPath = directory
    if let folderPath { try validateNames(files.map(\.name), in: folderPath) }
    let destination = try schemaPath.map { path throws(Diagnostic) in try FileDestination(path: path) }
    var created: [String] = []
    do throws(Diagnostic) {
      var output: FolderHandle?
      var schemaFolder: FolderHandle?
      if let folderPath {
        created += try FolderCreation.create(folderPath, for: folderPath)
        output = try open(folderPath)
      }
      if case .file(let folder, _)? = destination, schema != nil {
        created += try FolderCreation.create(folder, for: schemaPath ?? folder)
        let handle = try open(folder)
        schemaFolder = handle.identity == output?.identity ? output : handle
      }
      var outcome = Outcome()
      if let primary = output ?? schemaFolder {
        let locked = uniqueFolders([output, schemaFolder])
        do throws(FileSystemError) {
          for folder in locked {
            try folder.lock { onWait(folder.path) }
            try WriteRecovery.recover(folder)
          }
        } catch {
          throw error.diagnostic
        }
        var planner = WritePlanner(transaction: WriteTransaction(primary: primary))
        if let output { try planner.planFolder(output, files: files) }
        if case .file(_, let name)? = destination, let schemaFolder, let schema {
          try planner.planSchema(
            name, in: schemaFolder, contents: schema, reserved: output.map { _ in files.map(\.name) } ?? [])
        }
        outcome = Outcome(written: planner.changedNames, removed: planner.transaction.removals)
        if !planner.transaction.isEmpty { try planner.transaction.commit() }
      }
      if let destination, let schema, let schemaPath { try destination.stream(Array(schema.utf8), path: schemaPath) }
      return outcome
    } catch {
      FolderCreation.remove(created)
      throw error
    }
  }

  /// Replaces one file as a transaction of its own (e.g. a schema after `update`).
  package static func replaceFile(at path: String, with contents: String) throws(Diagnostic) {
    try OutputWriter(schemaPath: path).write([], schema: contents)
  }

  /// Whether `path` names this process's standard output (`-`, `/dev/stdout`, `/dev/fd/1`).
  package static func isStandardOutput(_ path: String) -> Bool {
    ["-", "/dev/stdout", "/dev/fd/1", "/proc/self/fd/1"].contains(path)
  }

  private func open(_ path: String) throws(Diagnostic) -> FolderHandle {
    do throws(FileSystemError) {
      return try FolderHandle(path: path)
    } catch {
      throw error.diagnostic
    }
  }

  /// The folders without repeats, in a fixed order (device, inode) so that concurrent runs lock them
  /// in the same order and never wait for each other in a cycle.
  private func uniqueFolders(_ folders: [FolderHandle?]) -> [FolderHandle] {
    var seen = Set<FileIdentity>()
    return folders.compactMap { $0 }.filter { seen.insert($0.identity).inserted }.sorted { $0.identity < $1.identity }
  }

  /// File names must be single, portable path components, distinct even on case-insensitive disks.
  private func validateNames(_ names: [String], in folder: String) throws(Diagnostic) {
    var seen = Set<String>()
    for name in names {
      let isSafe =
        !name.isEmpty && name.utf8.count <= 255 && !name.hasPrefix(".") && !name.contains("/")
        && !name.contains("\\") && !name.contains(":") && !name.unicodeScalars.contains { $0.value < 0x20 }
      guard isSafe else {
        throw Diagnostic(
          .error, "refusing to write a file named \(name.debugDescription)", at: SourceLocation(file: folder))
      }
      guard seen.insert(name.lowercased()).inserted else {
        throw Diagnostic(
          .error, "two output files would be named '\(name)' on a case-insensitive file system",
          at: SourceLocation(file: folder))
      }
    }
  }
}
