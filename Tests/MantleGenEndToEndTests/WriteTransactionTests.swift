import Foundation
import Testing

/// A write stopped at any point — by SIGKILL or Ctrl-C, between any two file operations or at a
/// random moment — leaves the old or the new output (the folder and the schema together), and the
/// next run ends in the new output with nothing left behind.
@Suite("Write transaction: kills and interrupts")
struct WriteTransactionTests {
  /// The old state, the new state, and a folder ready to be reset to the old state.
  struct Scenario {
    var folder: URL
    var old: WriteState
    var new: WriteState

    init(_ label: String) throws {
      folder = try WriteSamples.folder(label)
      try #require(try HookedRunner.run(WriteSamples.infer("new.json", in: folder)).status == 0)
      new = try WriteSamples.state(in: folder)
      old = new
      try reset()
      old = try WriteSamples.state(in: folder)
      #expect(old.files.keys.contains("LoginResult.swift") && new.files.keys.contains("LoginData.swift"))
    }

    /// Puts the old output back (after whatever a stopped run left).
    func reset() throws {
      for name in ["Models", "schema"] { try? FileManager.default.removeItem(at: folder.appendingPathComponent(name)) }
      try #require(try HookedRunner.run(WriteSamples.infer("old.json", in: folder)).status == 0)
    }

    func runNew(stopAfter: Int? = nil, signal: String = "KILL") throws -> ProcessEnd {
      let hook = stopAfter.map { ["MANTLEGEN_TEST_STOP_AFTER": "\($0)", "MANTLEGEN_TEST_STOP_SIGNAL": signal] } ?? [:]
      return try HookedRunner.run(WriteSamples.infer("new.json", in: folder), environment: hook)
    }
  }

  @Test("SIGKILL after each file operation: old or new (a journal marks a started commit); the next run finishes cleanly")
  func killAfterEveryOperation() throws {
    let scenario = try Scenario("kill")
    defer { try? FileManager.default.removeItem(at: scenario.folder) }
    var seen: [String: Int] = [:]
    for operation in 1...200 {
      try scenario.reset()
      let end = try scenario.runNew(stopAfter: operation)
      if end.signal == nil {
        #expect(end.status == 0, "\(end)")
        #expect(try WriteSamples.state(in: scenario.folder) == scenario.new)
        #expect(operation > 10, "the write should take more than 10 file operations")
        break
      }
      #expect(end.signal == SIGKILL)
      let stopped = try WriteSamples.state(in: scenario.folder)
      if stopped.looksLike(scenario.old) {
        seen["old", default: 0] += 1
      } else if stopped.looksLike(scenario.new) {
        seen["new", default: 0] += 1
      } else {
        // Killed between the commit point and the last rename: the journal must be there.
        #expect(stopped.hidden.contains(".mantlegen-journal"), "a mix without a journal after operation \(operation)")
        seen["journal", default: 0] += 1
      }
      let next = try scenario.runNew()
      #expect(next.status == 0, "\(next)")
      #expect(try WriteSamples.state(in: scenario.folder) == scenario.new, "after operation \(operation)")
    }
    #expect(seen["old", default: 0] > 0 && seen["new", default: 0] > 0, "\(seen)")
  }

  @Test("Ctrl-C after each file operation: the process ends by SIGINT leaving exactly old or new, nothing hidden")
  func interruptAfterEveryOperation() throws {
    let scenario = try Scenario("interrupt")
    defer { try? FileManager.default.removeItem(at: scenario.folder) }
    var seen: [String: Int] = [:]
    for operation in 1...200 {
      try scenario.reset()
      let end = try scenario.runNew(stopAfter: operation, signal: "INT")
      if end.signal == nil {
        #expect(end.status == 0, "\(end)")
        break
      }
      #expect(end.signal == SIGINT)
      let stopped = try WriteSamples.state(in: scenario.folder)
      #expect(stopped.hidden.isEmpty, "left behind after operation \(operation): \(stopped.hidden)")
      #expect(stopped == scenario.old || stopped == scenario.new, "a mix after operation \(operation)")
      seen[stopped == scenario.old ? "old" : "new", default: 0] += 1
    }
    #expect(seen["old", default: 0] > 0 && seen["new", default: 0] > 0, "\(seen)")
  }

  @Test("SIGKILL or SIGINT at random moments of real runs: old, new or journaled, and the next run is clean")
  func signalsAtRandomMoments() async throws {
    let scenario = try Scenario("random-kill")
    defer { try? FileManager.default.removeItem(at: scenario.folder) }
    for attempt in 0..<24 {
      try scenario.reset()
      let process = Process()
      process.executableURL = TestPaths.mantlegen
      process.arguments = WriteSamples.infer("new.json", in: scenario.folder)
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      try await Task.sleep(for: .microseconds(Int.random(in: 0...40_000)))
      kill(process.processIdentifier, attempt.isMultiple(of: 2) ? SIGKILL : SIGINT)
      process.waitUntilExit()
      let stopped = try WriteSamples.state(in: scenario.folder)
      let isOldOrNew = stopped.looksLike(scenario.old) || stopped.looksLike(scenario.new)
      #expect(isOldOrNew || stopped.hidden.contains(".mantlegen-journal"), "a mix without a journal")
      if !attempt.isMultiple(of: 2) { #expect(isOldOrNew && !stopped.hidden.contains(".mantlegen-journal")) }
      let next = try scenario.runNew()
      #expect(next.status == 0, "\(next)")
      #expect(try WriteSamples.state(in: scenario.folder) == scenario.new)
    }
  }

  @Test("a run of another command finishes the journal an interrupted run left, then writes its own output")
  func otherCommandFinishesJournal() throws {
    let scenario = try Scenario("journal")
    defer { try? FileManager.default.removeItem(at: scenario.folder) }
    var operation = 1
    var stopped = scenario.old
    // A stop after the schema was renamed but before the folder's files were (a journal remains).
    while !(stopped.hidden.contains(".mantlegen-journal") && stopped.schema == scenario.new.schema), operation < 200 {
      try scenario.reset()
      _ = try scenario.runNew(stopAfter: operation)
      stopped = try WriteSamples.state(in: scenario.folder)
      operation += 1
    }
    try #require(stopped.hidden.contains(".mantlegen-journal"), "no operation left a journal")
    // `generate` from the schema the interrupted run committed, into the same folder.
    let schema = scenario.folder.appendingPathComponent("schema/login.json").path
    let models = scenario.folder.appendingPathComponent("Models").path
    let end = try HookedRunner.run(["generate", schema, "-o", models])
    #expect(end.status == 0, "\(end)")
    #expect(try WriteSamples.state(in: scenario.folder) == scenario.new)
  }
}

/// `check --generated` on a folder a killed run left mid-change.
@Suite("Write transaction: drift check of an interrupted folder")
struct InterruptedFolderCheckTests {
  @Test("check --generated reports the journal and ignores temporary files; after the next run it passes")
  func checkSeesJournal() throws {
    let scenario = try WriteTransactionTests.Scenario("check-journal")
    defer { try? FileManager.default.removeItem(at: scenario.folder) }
    var operation = 1
    var stopped = scenario.old
    while !stopped.hidden.contains(".mantlegen-journal"), operation < 200 {
      try scenario.reset()
      _ = try scenario.runNew(stopAfter: operation)
      stopped = try WriteSamples.state(in: scenario.folder)
      operation += 1
    }
    let schema = scenario.folder.appendingPathComponent("schema/login.json").path
    let sample = scenario.folder.appendingPathComponent("new.json").path
    let models = scenario.folder.appendingPathComponent("Models").path
    let printed = scenario.folder.appendingPathComponent("check.txt")
    #expect(try HookedRunner.run(["check", schema, sample, "--generated", models], output: printed).status == 1)
    let report = try String(contentsOf: printed, encoding: .utf8)
    #expect(report.contains(".mantlegen-journal:1:1: error: generated file out of date: a mantlegen run was stopped while writing here"), "\(report)")
    #expect(!report.contains(".tmp"), "\(report)")
    #expect(try scenario.runNew().status == 0)
    #expect(try HookedRunner.run(["check", schema, sample, "--generated", models]).status == 0)
  }
}
