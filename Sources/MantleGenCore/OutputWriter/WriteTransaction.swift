#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One write of a run, planned in full before anything changes: the files to add or replace (the
/// schema first, then the output folder's files) and the stale generated files to remove.
///
/// ``commit()`` stages every new file under an exclusive, unpredictable temporary name in its own
/// folder and flushes it; writes the journal (when more than one entry changes), which is the
/// commit point; renames the staged files into place; removes the stale files; and drops the
/// journal. A failure or Ctrl-C before the commit point removes the staged files and leaves the old
/// state; after it, the write is finished (or, if killed, finished by the next run).
struct WriteTransaction {
  /// A file to put in place.
  struct Change {
    var folder: FolderHandle
    var name: String
    var bytes: [UInt8]
    /// The regular file it replaces, whose permissions and owner it keeps.
    var replaced: stat?
  }

  /// The folder that holds the journal (the output folder, else the schema's folder).
  var primary: FolderHandle
  var changes: [Change] = []
  /// Stale generated files in the primary folder.
  var removals: [String] = []

  var isEmpty: Bool { changes.isEmpty && removals.isEmpty }

  /// Applies the plan; see the type's documentation for the order and guarantees.
  func commit() throws(Diagnostic) {
    let interrupts = InterruptGuard()
    var staged: [String] = []
    let usesJournal = changes.count + removals.count > 1
    do throws(FileSystemError) {
      for change in changes {
        staged.append(try stage(change))
        if interrupts.interrupted {
          throw FileSystemError(operation: "finish: interrupted", path: change.folder.path, code: EINTR)
        }
      }
      for folder in folders { try folder.synchronize() }
      FaultHook.operationDone()
      if usesJournal { try writeJournal(staged: staged) }
    } catch {
      for (change, name) in zip(changes, staged) { try? change.folder.remove(name) }
      interrupts.release()
      throw error.code == EINTR ? Diagnostic(.error, "interrupted; nothing was changed") : error.diagnostic
    }
    do throws(FileSystemError) {
      for (change, name) in zip(changes, staged) {
        try change.folder.rename(name, to: change.name)
        FaultHook.operationDone()
      }
      if usesJournal {
        for folder in folders { try folder.synchronize() }
        try WriteRecovery.finish(WriteJournal(renames: [], removals: removals.map { .init(name: $0) }), in: primary)
      } else {
        for folder in folders { try folder.synchronize() }
        FaultHook.operationDone()
      }
    } catch {
      interrupts.release()
      var diagnostic = error.diagnostic
      diagnostic.message += "; the next mantlegen run that writes here finishes the change"
      throw diagnostic
    }
    interrupts.release()
  }

  /// The distinct folders the plan writes into.
  private var folders: [FolderHandle] {
    var seen = Set<FileIdentity>()
    return ([primary] + changes.map(\.folder)).filter { seen.insert($0.identity).inserted }
  }

  /// Writes the journal under a temporary name, flushes it and renames it into place: the commit point.
  private func writeJournal(staged: [String]) throws(FileSystemError) {
    let renames = zip(changes, staged).map { change, temporary in
      WriteJournal.Rename(
        folder: change.folder.identity == primary.identity ? nil : absolute(change.folder.path), from: temporary,
        to: change.name)
    }
    let journal = WriteJournal(renames: renames, removals: removals.map { .init(name: $0) })
    let temporary = try stage(Change(folder: primary, name: WriteJournal.fileName, bytes: journal.encoded()))
    do {
      try primary.rename(temporary, to: WriteJournal.fileName)
    } catch {
      try? primary.remove(temporary)
      throw error
    }
    FaultHook.operationDone()
    try primary.synchronize()
    FaultHook.operationDone()
  }

  /// Writes `change` to a new temporary file beside its destination, with the replaced file's
  /// permissions and owner, flushed to disk; returns the temporary name.
  private func stage(_ change: Change) throws(FileSystemError) -> String {
    var attempt = 0
    while true {
      let name = WriteJournal.newTemporaryName()
      let descriptor: Int32
      do {
        descriptor = try change.folder.createExclusively(name, mode: change.replaced == nil ? 0o666 : 0o600)
      } catch  where error.code == EEXIST && attempt < 8 {
        attempt += 1
        continue
      }
      FaultHook.operationDone()
      var isOpen = true
      do throws(FileSystemError) {
        try FileDescriptorIO.writeAll(descriptor, change.bytes, path: change.folder.path(of: change.name))
        FaultHook.operationDone()
        if let replaced = change.replaced {
          if replaced.st_uid != geteuid() || replaced.st_gid != getegid() {
            // Ownership is kept where the system allows it (as root; the group when you belong to it).
            if fchown(descriptor, replaced.st_uid, replaced.st_gid) != 0 {
              _ = fchown(descriptor, uid_t.max, replaced.st_gid)
            }
          }
          guard fchmod(descriptor, replaced.st_mode & 0o7777) == 0 else {
            throw FileSystemError(
              operation: "set the permissions of a new file", path: change.folder.path(of: change.name))
          }
        }
        guard fsync(descriptor) == 0 else {
          throw FileSystemError(operation: "write this file", path: change.folder.path(of: change.name))
        }
        FaultHook.operationDone()
        isOpen = false
        guard close(descriptor) == 0 else {
          throw FileSystemError(operation: "write this file", path: change.folder.path(of: change.name))
        }
      } catch {
        if isOpen { close(descriptor) }
        try? change.folder.remove(name)
        throw error
      }
      return name
    }
  }

  private func absolute(_ path: String) -> String {
    if path.hasPrefix("/") { return path }
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    guard getcwd(&buffer, buffer.count) != nil else { return path }
    let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    return String(decoding: bytes, as: UTF8.self) + "/" + path
  }
}
