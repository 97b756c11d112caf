import Foundation
import Testing

/// Writes under the faults machines produce: concurrent runs, a full disk, a read-only folder,
/// links planted at mantlegen's temporary names; and what a write keeps (permissions, owner) and
/// where it writes to rather than replaces (`/dev/stdout`, a FIFO).
@Suite("Write transaction: faults")
struct WriteFaultTests {
  @Test("runs at once into one folder end with exactly one run's output, never a union, nothing left over")
  func concurrentRunsDoNotMix() throws {
    let folder = try WriteSamples.folder("concurrent")
    defer { try? FileManager.default.removeItem(at: folder) }
    var outputs: [WriteState] = []
    for sample in ["old.json", "new.json"] {
      try #require(try HookedRunner.run(WriteSamples.infer(sample, in: folder)).status == 0)
      outputs.append(try WriteSamples.state(in: folder))
    }
    for _ in 0..<8 {
      let processes = (0..<4).map { index in
        let process = Process()
        process.executableURL = TestPaths.mantlegen
        process.arguments = WriteSamples.infer(index.isMultiple(of: 2) ? "old.json" : "new.json", in: folder)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        return process
      }
      for process in processes { try process.run() }
      for process in processes { process.waitUntilExit() }
      #expect(processes.allSatisfy { $0.terminationStatus == 0 })
      let state = try WriteSamples.state(in: folder)
      #expect(state == outputs[0] || state == outputs[1], "a mix: \(state.files.keys.sorted()) \(state.hidden)")
    }
  }

  @Test("links planted at the journal's and older versions' temporary names are never written through")
  func plantedLinksAreNotFollowed() throws {
    let folder = try WriteSamples.folder("links")
    defer { try? FileManager.default.removeItem(at: folder) }
    try #require(try HookedRunner.run(WriteSamples.infer("old.json", in: folder)).status == 0)
    let victim = folder.appendingPathComponent("victim.txt")
    try Data("keep me\n".utf8).write(to: victim)
    let models = folder.appendingPathComponent("Models")
    let schemaFolder = folder.appendingPathComponent("schema")
    let names = [".login.json.mantlegen-\(getpid() + 1)", ".mantlegen-staging-\(getpid() + 1)", ".mantlegen-0-0.tmp"]
    for name in names {
      try FileManager.default.createSymbolicLink(at: models.appendingPathComponent(name), withDestinationURL: victim)
      try FileManager.default.createSymbolicLink(at: schemaFolder.appendingPathComponent(name), withDestinationURL: victim)
    }
    let end = try HookedRunner.run(WriteSamples.infer("new.json", in: folder))
    #expect(end.status == 0, "\(end)")
    #expect(try String(contentsOf: victim, encoding: .utf8) == "keep me\n")
    // A link at the journal's name is not a journal: the run refuses to act on it and changes nothing.
    let before = try WriteSamples.state(in: folder)
    try FileManager.default.createSymbolicLink(at: models.appendingPathComponent(".mantlegen-journal"), withDestinationURL: victim)
    let refused = try HookedRunner.run(WriteSamples.infer("old.json", in: folder))
    #expect(refused.status == 2)
    #expect(refused.standardError.contains(".mantlegen-journal: error: cannot finish the interrupted run"), "\(refused)")
    #expect(try String(contentsOf: victim, encoding: .utf8) == "keep me\n")
    #expect(try WriteSamples.state(in: folder).looksLike(before))
  }

  @Test("a replaced schema and generated file keep their permissions, and as root their owner")
  func permissionsAndOwnerAreKept() throws {
    let folder = try WriteSamples.folder("modes")
    defer { try? FileManager.default.removeItem(at: folder) }
    try #require(try HookedRunner.run(WriteSamples.infer("old.json", in: folder)).status == 0)
    let schema = folder.appendingPathComponent("schema/login.json")
    let root = folder.appendingPathComponent("Models/Login.swift")
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: schema.path)
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: root.path)
    let isRoot = geteuid() == 0
    if isRoot { #expect(chown(schema.path, 4321, 4321) == 0) }
    let update = try HookedRunner.run(["update", schema.path, folder.appendingPathComponent("new.json").path])
    #expect(update.status == 0, "\(update)")
    var status = stat()
    #expect(stat(schema.path, &status) == 0)
    #expect(status.st_mode & 0o7777 == 0o600)
    if isRoot { #expect(status.st_uid == 4321 && status.st_gid == 4321) }
    let schemaText = try String(contentsOf: schema, encoding: .utf8)
    #expect(schemaText.contains("\"message\""), "the schema was not updated")
    let generate = try HookedRunner.run(["generate", schema.path, "-o", folder.appendingPathComponent("Models").path])
    #expect(generate.status == 0, "\(generate)")
    #expect(stat(root.path, &status) == 0)
    #expect(status.st_mode & 0o7777 == 0o640)
  }

  @Test("--schema-out /dev/stdout and a FIFO are written to, not replaced; '-' prints the schema")
  func streamDestinationsAreWrittenTo() throws {
    let folder = try WriteSamples.folder("streams")
    defer { try? FileManager.default.removeItem(at: folder) }
    let sample = folder.appendingPathComponent("new.json").path
    let models = folder.appendingPathComponent("Models").path
    let printed = folder.appendingPathComponent("printed.json")
    var status = stat()
    #expect(lstat("/dev/stdout", &status) == 0)
    let stdoutType = status.st_mode & S_IFMT
    for destination in ["/dev/stdout", "-"] {
      let end = try HookedRunner.run(["infer", sample, "-o", models, "--schema-out", destination], output: printed)
      #expect(end.status == 0, "\(end)")
      #expect(try String(contentsOf: printed, encoding: .utf8).hasPrefix("{\n  \"mantlegen\": 1,"))
    }
    // What /dev/stdout is (a link on Linux) is left as it was: it was written to, not replaced.
    #expect(lstat("/dev/stdout", &status) == 0 && status.st_mode & S_IFMT == stdoutType)
    let fifo = folder.appendingPathComponent("schema.fifo").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let reader = Process()
    reader.executableURL = URL(fileURLWithPath: "/bin/cat")
    reader.arguments = [fifo]
    let read = folder.appendingPathComponent("read.json")
    try Data().write(to: read)
    reader.standardOutput = try FileHandle(forWritingTo: read)
    try reader.run()
    let end = try HookedRunner.run(["infer", sample, "-o", models, "--schema-out", fifo])
    reader.waitUntilExit()
    #expect(end.status == 0, "\(end)")
    #expect(try String(contentsOf: read, encoding: .utf8).hasPrefix("{\n  \"mantlegen\": 1,"))
    #expect(lstat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
  }

  @Test("'-o afile/sub' says which part is a file; nothing is created")
  func outputUnderAFileIsClearError() throws {
    let folder = try WriteSamples.folder("afile")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("afile")
    try Data().write(to: file)
    let end = try HookedRunner.run(["infer", folder.appendingPathComponent("new.json").path, "-o", file.path + "/sub"])
    #expect(end.status == 2)
    #expect(end.standardError == "\(file.path)/sub: error: cannot create the folder: '\(file.path)' is a file, not a folder\n")
  }
}
