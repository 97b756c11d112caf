import Foundation
import Testing

/// How a process ended: its exit status, or the signal that ended it.
struct ProcessEnd: Equatable, CustomStringConvertible {
  var status: Int32
  var signal: Int32?
  var standardError: String

  var description: String { signal.map { "signal \($0)" } ?? "exit \(status): \(standardError)" }
}

/// Runs `mantlegen` with extra environment variables (the fault hook) and reports whether a signal
/// ended it; standard output is discarded unless `output` is given.
enum HookedRunner {
  static func run(
    _ arguments: [String], environment: [String: String] = [:], input: Data? = nil, output: URL? = nil
  ) throws -> ProcessEnd {
    let process = Process()
    process.executableURL = TestPaths.mantlegen
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let errors = FileManager.default.temporaryDirectory.appendingPathComponent("mantlegen-err-\(UUID().uuidString)")
    try Data().write(to: errors)
    defer { try? FileManager.default.removeItem(at: errors) }
    let errorHandle = try FileHandle(forWritingTo: errors)
    process.standardError = errorHandle
    if let output {
      try Data().write(to: output)
      process.standardOutput = try FileHandle(forWritingTo: output)
    } else {
      process.standardOutput = FileHandle.nullDevice
    }
    if let input {
      let inputFile = errors.appendingPathExtension("in")
      try input.write(to: inputFile)
      defer { try? FileManager.default.removeItem(at: inputFile) }
      process.standardInput = try FileHandle(forReadingFrom: inputFile)
    } else {
      process.standardInput = FileHandle.nullDevice
    }
    try process.run()
    process.waitUntilExit()
    try errorHandle.close()
    let text = String(decoding: try Data(contentsOf: errors), as: UTF8.self)
    let signal = process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil
    return ProcessEnd(status: process.terminationStatus, signal: signal, standardError: text)
  }
}

/// What a reader of an output folder and a schema file sees: the visible files' bytes, the schema's
/// bytes, and the hidden entries (a journal or temporary files) apart.
struct WriteState: Equatable {
  var files: [String: Data]
  var schema: Data?
  var hidden: [String]

  init(folder: URL, schema: URL) throws {
    let snapshot = (try? FolderSnapshot(folder)) ?? FolderSnapshot.empty
    files = snapshot.files.filter { !$0.key.hasPrefix(".") }
    hidden = snapshot.names.filter { $0.hasPrefix(".") }
    self.schema = try? Data(contentsOf: schema)
    hidden += ((try? FolderSnapshot(schema.deletingLastPathComponent()).names) ?? []).filter { $0.hasPrefix(".") }
  }

  /// The same visible files and schema, whatever is hidden.
  func looksLike(_ other: WriteState) -> Bool { files == other.files && schema == other.schema }
}

extension FolderSnapshot {
  static var empty: FolderSnapshot { FolderSnapshot(entries: [:]) }

  init(entries: [String: Entry]) {
    self.entries = entries
  }
}

/// Two samples for one root type whose outputs differ in every way a write can: `old` gives
/// `LoginResult.swift`, `new` drops it (a stale file to remove), adds `LoginData.swift` and changes
/// the root file, the tables and the schema.
enum WriteSamples {
  static let old = Data(#"{"code": 1, "result": {"access_token": "m_x", "user_id": 1}}"#.utf8)
  static let new = Data(#"{"code": 1, "message": "ok", "data": {"token": "t", "ttl": 60}}"#.utf8)

  /// A scratch folder holding `old.json` and `new.json`.
  static func folder(_ label: String) throws -> URL {
    let folder = try TestPaths.scratchFolder(label)
    try old.write(to: folder.appendingPathComponent("old.json"))
    try new.write(to: folder.appendingPathComponent("new.json"))
    return folder
  }

  /// `infer SAMPLE --name Login -o Models --schema-out schema/login.json` inside `folder`.
  static func infer(_ sample: String, in folder: URL) -> [String] {
    [
      "infer", folder.appendingPathComponent(sample).path, "--name", "Login", "-o", folder.appendingPathComponent("Models").path,
      "--schema-out", folder.appendingPathComponent("schema/login.json").path,
    ]
  }

  static func state(in folder: URL) throws -> WriteState {
    try WriteState(folder: folder.appendingPathComponent("Models"), schema: folder.appendingPathComponent("schema/login.json"))
  }
}
