import Foundation

/// The commit record of a write that changes more than one file: which temporary files become
/// which files, and which stale files go. It is written complete (to a temporary name, flushed,
/// then renamed to ``fileName``) only after every new file is staged and flushed, so its presence
/// means "the new state is decided". A run killed after that point leaves it behind, and the next
/// run into the folder finishes the renames and removals before doing anything else.
struct WriteJournal: Codable, Equatable {
  /// Moves a staged temporary file over its final name.
  struct Rename: Codable, Equatable {
    /// The absolute folder path, or `nil` for the folder that holds the journal.
    var folder: String?
    var from: String
    var to: String
  }

  /// Removes a generated file that the new output no longer has.
  struct Removal: Codable, Equatable {
    var name: String
  }

  static let fileName = ".mantlegen-journal"
  /// The prefix and suffix of every temporary name (`.mantlegen-<random>.tmp`).
  static let temporaryPrefix = ".mantlegen-"
  static let temporarySuffix = ".tmp"

  var version = 1
  var renames: [Rename]
  /// Removals happen in the journal's folder, after every rename.
  var removals: [Removal]

  /// Whether `name` is one of mantlegen's temporary names.
  static func isTemporaryName(_ name: String) -> Bool {
    name.hasPrefix(temporaryPrefix) && name.hasSuffix(temporarySuffix)
      && name.count > temporaryPrefix.count + temporarySuffix.count
  }

  /// A fresh unpredictable temporary name.
  static func newTemporaryName() -> String {
    let random = (0..<2).map { _ in String(UInt64.random(in: .min ... .max), radix: 16) }.joined(separator: "-")
    return temporaryPrefix + random + temporarySuffix
  }

  /// Whether every name is a plain file name of the expected form (a journal found on disk is checked
  /// before it is acted on).
  var isWellFormed: Bool {
    func isPlainName(_ name: String) -> Bool {
      !name.isEmpty && name != "." && name != ".." && !name.contains("/") && !name.contains("\0")
    }
    return version == 1
      && renames.allSatisfy {
        Self.isTemporaryName($0.from) && isPlainName($0.from) && isPlainName($0.to)
          && ($0.folder?.hasPrefix("/") ?? true)
      }
      && removals.allSatisfy { isPlainName($0.name) && !Self.isTemporaryName($0.name) && $0.name != Self.fileName }
  }

  func encoded() -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return Array((try? encoder.encode(self)) ?? Data())
  }

  static func decoded(_ bytes: [UInt8]) -> WriteJournal? {
    try? JSONDecoder().decode(WriteJournal.self, from: Data(bytes))
  }
}

/// Finishing what an interrupted run left in a folder: a journal is completed (roll forward), then
/// temporary files that no journal names are removed (the run stopped before its commit point).
enum WriteRecovery {
  /// Completes a journal in `folder`, if there is one, and removes leftover temporary files.
  static func recover(_ folder: FolderHandle) throws(FileSystemError) {
    if let status = try folder.status(of: WriteJournal.fileName) {
      guard status.st_mode & S_IFMT == S_IFREG,
        let journal = WriteJournal.decoded(try folder.read(WriteJournal.fileName)), journal.isWellFormed
      else {
        throw FileSystemError(
          operation:
            "finish the interrupted run recorded here (the journal is not one mantlegen wrote; check the folder, then remove it)",
          path: folder.path(of: WriteJournal.fileName), code: EINVAL)
      }
      try finish(journal, in: folder)
    }
    try removeLeftovers(in: folder)
  }

  /// Applies a committed journal: the renames still pending, then the removals, then drops it.
  static func finish(_ journal: WriteJournal, in folder: FolderHandle) throws(FileSystemError) {
    var others: [String: FolderHandle] = [:]
    for rename in journal.renames {
      var target = folder
      if let path = rename.folder {
        guard let other = others[path] ?? (try? FolderHandle(path: path)) else { continue }
        others[path] = other
        target = other
      }
      if let status = try target.status(of: rename.from), status.st_mode & S_IFMT == S_IFREG {
        try target.rename(rename.from, to: rename.to)
        FaultHook.operationDone()
      }
    }
    for other in others.values { try other.synchronize() }
    try folder.synchronize()
    FaultHook.operationDone()
    for removal in journal.removals where try isGeneratedFile(removal.name, in: folder) {
      try folder.remove(removal.name)
      FaultHook.operationDone()
    }
    try folder.synchronize()
    FaultHook.operationDone()
    try folder.remove(WriteJournal.fileName)
    FaultHook.operationDone()
    try folder.synchronize()
    FaultHook.operationDone()
  }

  /// Whether `name` in `folder` is a regular file carrying mantlegen's generated header.
  static func isGeneratedFile(_ name: String, in folder: FolderHandle) throws(FileSystemError) -> Bool {
    guard let status = try folder.status(of: name), status.st_mode & S_IFMT == S_IFREG else { return false }
    let top = try folder.read(name, limit: GeneratedHeader.searchLength)
    return GeneratedHeader.isGenerated(top: String(decoding: top, as: UTF8.self))
  }

  /// Removes temporary files of runs that stopped before their commit point, and the staging
  /// folders and `.NAME.mantlegen-PID` files of older mantlegen versions. Called with the folder
  /// locked, so no other run is writing them.
  static func removeLeftovers(in folder: FolderHandle) throws(FileSystemError) {
    for name in try folder.names() where name.hasPrefix(".") {
      guard let status = try folder.status(of: name) else { continue }
      let type = status.st_mode & S_IFMT
      if type == S_IFREG && (WriteJournal.isTemporaryName(name) || isLegacyTemporaryName(name)) {
        try folder.remove(name)
        FaultHook.operationDone()
      } else if type == S_IFDIR && name.hasPrefix(".mantlegen-staging-") {
        try removeLegacyStaging(name, in: folder)
      }
    }
  }

  /// `.NAME.mantlegen-PID`, which older versions wrote beside a schema.
  private static func isLegacyTemporaryName(_ name: String) -> Bool {
    guard let range = name.range(of: ".mantlegen-", options: .backwards), range.lowerBound != name.startIndex else {
      return false
    }
    let suffix = name[range.upperBound...]
    return !suffix.isEmpty && suffix.allSatisfy(\.isASCII) && suffix.allSatisfy(\.isNumber)
  }

  /// Empties and removes an older version's staging folder (its regular files only, never following a link).
  private static func removeLegacyStaging(_ name: String, in folder: FolderHandle) throws(FileSystemError) {
    guard let staging = try? FolderHandle(path: folder.path(of: name)) else { return }
    for entry in try staging.names() {
      if let status = try staging.status(of: entry), status.st_mode & S_IFMT == S_IFREG { try staging.remove(entry) }
    }
    _ = unlinkat(folder.descriptor, name, AT_REMOVEDIR)
    FaultHook.operationDone()
  }
}
