import Foundation
import Testing

/// Every command reads a sample or a schema from `-` (standard input) and from a descriptor name
/// such as a shell's `<(cat file)` gives (`/dev/fd/63`), exactly as from the file.
@Suite("Inputs from standard input and /dev/fd")
struct InputStreamTests {
  static let sample = TestPaths.samples.appendingPathComponent("login_result.json").path
  static let schema = TestPaths.packageRoot.appendingPathComponent("Schemas/login_result.json").path

  /// Runs a bash script with `$M` the mantlegen executable.
  private func bash(_ script: String) async throws -> ProcessResult {
    try await ProcessRunner.run(URL(fileURLWithPath: "/bin/bash"), ["-c", "M=\"\(TestPaths.mantlegen.path)\"; " + script])
  }

  private func mantlegen(_ arguments: [String]) async throws -> ProcessResult {
    try await ProcessRunner.run(TestPaths.mantlegen, arguments)
  }

  @Test("infer reads '-' and <(cat sample) the way it reads the file")
  func inferReadsStreams() async throws {
    let fromFile = try await mantlegen(["infer", Self.sample, "--name", "LoginResult"])
    for script in [#"$M infer - --name LoginResult < "\#(Self.sample)""#, #"$M infer <(cat "\#(Self.sample)") --name LoginResult"#] {
      let result = try await bash(script)
      #expect(result.status == 0, "\(script): \(result.standardError)")
      #expect(result.standardOutput == fromFile.standardOutput)
    }
  }

  @Test("JSON Lines piped into '-' or <(cat …) are read as the .jsonl file is: one document per line")
  func jsonLinesFromStreams() async throws {
    let folder = try TestPaths.scratchFolder("stream-jsonl")
    defer { try? FileManager.default.removeItem(at: folder) }
    let lines = folder.appendingPathComponent("events.jsonl")
    try Data("{\"type\": \"push\", \"id\": 1}\n{\"type\": \"fork\", \"id\": 2, \"forkee\": \"x\"}\n".utf8).write(to: lines)
    let fromFile = try await mantlegen(["infer", lines.path, "--name", "Event"])
    try #require(fromFile.status == 0, "\(fromFile.standardError)")
    #expect(fromFile.standardOutput.contains("public struct Event: Codable"))
    for script in [#"cat "\#(lines.path)" | $M infer - --name Event"#, #"$M infer <(cat "\#(lines.path)") --name Event"#] {
      let result = try await bash(script)
      #expect(result.status == 0, "\(script): \(result.standardError)")
      #expect(result.standardOutput == fromFile.standardOutput)
    }
    let schema = folder.appendingPathComponent("event.mantlegen.json")
    _ = try await mantlegen(["infer", lines.path, "--name", "Event", "--schema-out", schema.path])
    let check = try await bash(#"cat "\#(lines.path)" | $M check "\#(schema.path)" -"#)
    #expect(check.status == 0, "\(check.standardOutput)\(check.standardError)")
  }

  @Test("generate reads the schema from '-' and <(cat schema), printing and into a folder")
  func generateReadsStreams() async throws {
    let fromFile = try await mantlegen(["generate", Self.schema])
    try #require(fromFile.status == 0)
    let folder = try TestPaths.scratchFolder("stream-generate")
    defer { try? FileManager.default.removeItem(at: folder) }
    for script in [#"$M generate - < "\#(Self.schema)""#, #"$M generate <(cat "\#(Self.schema)")"#] {
      let result = try await bash(script)
      #expect(result.status == 0, "\(script): \(result.standardError)")
      #expect(result.standardOutput == fromFile.standardOutput)
    }
    let written = try await bash(#"$M generate - -o "\#(folder.path)/Models" < "\#(Self.schema)""#)
    #expect(written.status == 0, "\(written.standardError)")
    #expect(try FolderSnapshot(folder.appendingPathComponent("Models")).names.contains("LoginResult.swift"))
  }

  @Test("check reads the schema or the sample from '-' and from /dev/fd", arguments: [
    #"$M check - "$SAMPLE" < "$SCHEMA""#, #"$M check <(cat "$SCHEMA") "$SAMPLE""#,
    #"$M check "$SCHEMA" - < "$SAMPLE""#, #"$M check "$SCHEMA" <(cat "$SAMPLE")"#,
    #"$M check <(cat "$SCHEMA") <(cat "$SAMPLE")"#,
  ])
  func checkReadsStreams(script: String) async throws {
    let result = try await bash(#"SCHEMA="\#(Self.schema)"; SAMPLE="\#(Self.sample)"; "# + script)
    #expect(result.status == 0, "\(script): \(result.standardError)")
    #expect(result.standardOutput.contains("1 sample"), "\(result.standardOutput)")
  }

  @Test("update reads samples from '-' and /dev/fd; with '-' as the schema it prints the updated schema")
  func updateReadsStreams() async throws {
    let folder = try TestPaths.scratchFolder("stream-update")
    defer { try? FileManager.default.removeItem(at: folder) }
    let newer = #"{"code": 1, "message": "ok", "result": {"access_token": "m", "user_id": 2}}"#
    for (index, input) in ["- <<< '\(newer)'", "<(echo '\(newer)')"].enumerated() {
      let schema = folder.appendingPathComponent("schema\(index).json")
      try FileManager.default.copyItem(atPath: Self.schema, toPath: schema.path)
      let result = try await bash(#"$M update "\#(schema.path)" "# + input)
      #expect(result.status == 0, "\(input): \(result.standardError)")
      #expect(try String(contentsOf: schema, encoding: .utf8).contains(#""name": "message""#))
    }
    let printed = try await bash(#"$M update - <(echo '\#(newer)') < "\#(Self.schema)""#)
    #expect(printed.status == 0, "\(printed.standardError)")
    #expect(printed.standardOutput.hasPrefix("{\n  \"mantlegen\": 1,") && printed.standardOutput.contains(#""name": "message""#))
  }

  @Test("'-' for both the schema and a sample is an error: standard input can be read only once")
  func standardInputOnce() async throws {
    for command in ["check", "update"] {
      let result = try await bash(#"$M \#(command) - - < "\#(Self.schema)""#)
      #expect(result.status == 2)
      #expect(result.standardError == "-: error: standard input can be read only once: give the schema or the samples as a file\n")
    }
  }
}
