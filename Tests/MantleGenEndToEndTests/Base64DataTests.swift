import Foundation
import Testing

/// `Data` properties: base64 text in the JSON (what `JSONDecoder` and `JSONEncoder` do by
/// default), through generation, the drift check, export and update.
@Suite("Base64 Data")
struct Base64DataTests {
  static let schema = """
    { "mantlegen": 1, "root": "Blob", "rootType": "Blob", "sources": ["blob.json"],
      "options": { "access": "public", "merge": false },
      "models": [ { "name": "Blob", "jsonPaths": ["$"], "properties": [
        { "name": "name", "key": "name", "type": "String" },
        { "name": "payload", "key": "payload", "type": "Data" },
        { "name": "thumbnail", "key": "thumbnail", "type": "Data", "default": "AAE=" } ] } ] }
    """

  @Test("Data decodes base64 text and writes it back; check reports text that is not base64; export and update keep it")
  func base64Data() async throws {
    let folder = try TestPaths.scratchFolder("base64-data")
    defer { try? FileManager.default.removeItem(at: folder) }
    let main = """
      import Foundation

      let data = try Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1]))
      let value = try JSONDecoder().decode(Blob.self, from: data)
      print(String(decoding: value.payload, as: UTF8.self), Array(value.thumbnail))
      let encoder = JSONEncoder()
      encoder.outputFormatting = .sortedKeys
      print(String(decoding: try encoder.encode(value), as: UTF8.self))

      """
    let (schema, checker) = try await RoundTripChecker.build(schema: Self.schema, in: folder, main: main)
    let sample = folder.appendingPathComponent("blob.json")
    try Data(#"{"name": "a", "payload": "aGVsbG8="}"#.utf8).write(to: sample)
    let run = try await ProcessRunner.run(checker, [sample.path])
    try #require(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput == "hello [0, 1]\n{\"name\":\"a\",\"payload\":\"aGVsbG8=\",\"thumbnail\":\"AAE=\"}\n")

    let clean = try await ProcessRunner.run(TestPaths.mantlegen, ["check", schema.path, sample.path])
    #expect(clean.status == 0, "\(clean.standardOutput)")
    let drifted = folder.appendingPathComponent("drifted.json")
    try Data(#"{"name": "a", "payload": "not base64!"}"#.utf8).write(to: drifted)
    let check = try await ProcessRunner.run(TestPaths.mantlegen, ["check", schema.path, drifted.path])
    #expect(check.status == 1)
    #expect(check.standardOutput.contains(#""not base64!" is not base64 text"#), "\(check.standardOutput)")

    let export = try await ProcessRunner.run(TestPaths.mantlegen, ["export", schema.path])
    #expect(export.standardOutput.contains(#""contentEncoding": "base64""#), "\(export.standardOutput)")
    let update = try await ProcessRunner.run(TestPaths.mantlegen, ["update", schema.path, sample.path])
    #expect(update.status == 0, "\(update.standardError)")
    #expect(try String(contentsOf: schema, encoding: .utf8).contains(#""name": "payload", "key": "payload", "type": "Data""#))
  }

  @Test("a JSON Schema string with contentEncoding base64 imports as Data")
  func importsBase64() async throws {
    let folder = try TestPaths.scratchFolder("base64-import")
    defer { try? FileManager.default.removeItem(at: folder) }
    let jsonSchema = folder.appendingPathComponent("blob.schema.json")
    try Data(
      #"{"type": "object", "properties": {"blob": {"type": "string", "contentEncoding": "base64"}}, "required": ["blob"]}"#
        .utf8
    ).write(to: jsonSchema)
    let mapping = folder.appendingPathComponent("blob.mantlegen.json")
    let imported = try await ProcessRunner.run(
      TestPaths.mantlegen, ["import", jsonSchema.path, "--name", "Blob", "--schema-out", mapping.path])
    #expect(imported.status == 0, "\(imported.standardError)")
    #expect(try String(contentsOf: mapping, encoding: .utf8).contains(#""key": "blob", "type": "Data""#))
  }
}
