import Foundation
import Testing

/// Enums whose JSON values are integers, booleans or `null` (Mantle's value-mapping transformer
/// with non-string values: status codes, flags), open, closed and with a fallback, through
/// generation, the drift check, export and update.
@Suite("Enums of integers, booleans and null")
struct ValueEnumTests {
  static let schema = """
    { "mantlegen": 1, "root": "Ticket", "rootType": "Ticket", "sources": ["ticket.json"],
      "options": { "access": "public", "merge": false },
      "models": [ { "name": "Ticket", "jsonPaths": ["$"], "properties": [
        { "name": "status", "key": "status", "type": "Status" },
        { "name": "review", "key": "review", "type": "Review" },
        { "name": "priority", "key": "priority", "type": "Priority" },
        { "name": "tier", "key": "tier", "type": "Status", "default": 2 },
        { "name": "mood", "key": "mood", "type": "Mood" } ] } ],
      "enums": [
        { "name": "Status", "cases": [
            { "case": "pending", "value": 0 }, { "case": "active", "value": 1 }, { "case": "archived", "value": 2 } ] },
        { "name": "Review", "open": false, "cases": [
            { "case": "approved", "value": true }, { "case": "rejected", "value": false },
            { "case": "pending", "value": null } ] },
        { "name": "Mood", "fallback": "other", "cases": [
            { "case": "happy", "value": "happy" }, { "case": "unset", "value": null } ] },
        { "name": "Priority", "fallback": "normal", "cases": [
            { "case": "low", "value": 0 }, { "case": "normal", "value": 1 }, { "case": "high", "value": 2 } ] } ] }
    """

  static let main = """
    import Foundation

    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    for path in CommandLine.arguments.dropFirst() {
      do {
        let value = try JSONDecoder().decode(Ticket.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        print(value.status, value.review, value.priority, value.tier)
        print(String(decoding: try encoder.encode(value), as: UTF8.self))
      } catch {
        print("error")
      }
    }

    """

  @Test(
    "integer, boolean and null values decode to their cases and encode back; open keeps, fallback replaces, closed fails"
  )
  func decodesAndEncodes() async throws {
    let folder = try TestPaths.scratchFolder("value-enums")
    defer { try? FileManager.default.removeItem(at: folder) }
    let (schema, checker) = try await RoundTripChecker.build(schema: Self.schema, in: folder, main: Self.main)
    func sample(_ name: String, _ json: String) throws -> String {
      try SchemaFixtures.sample(name, json, in: folder)
    }
    let known = try sample("known.json", #"{"status": 1, "review": null, "priority": 2, "mood": null}"#)
    let unknown = try sample(
      "unknown.json", #"{"status": 7, "review": false, "priority": 9, "tier": 0, "mood": "sad"}"#)
    let wrongKind = try sample("wrong.json", #"{"status": 1, "review": "yes", "priority": 2, "mood": "happy"}"#)
    let run = try await ProcessRunner.run(checker, [known, unknown, wrongKind])
    try #require(run.status == 0, "\(run.standardError)")
    #expect(
      run.standardOutput == """
        active pending high archived
        {"mood":null,"priority":2,"review":null,"status":1,"tier":2}
        unknown(7) rejected normal pending
        {"mood":"other","priority":1,"review":false,"status":7,"tier":0}
        error

        """)

    let clean = try await ProcessRunner.run(TestPaths.mantlegen, ["check", schema.path, known])
    #expect(clean.status == 0, "\(clean.standardOutput)")
    let drifted = try await ProcessRunner.run(TestPaths.mantlegen, ["check", schema.path, unknown, wrongKind])
    #expect(drifted.status == 1)
    #expect(drifted.standardOutput.contains("7 is not a case of Status; it decodes as an unknown value"))
    #expect(drifted.standardOutput.contains("9 is not a case of Priority; it decodes as an unknown value"))
    #expect(drifted.standardOutput.contains("Review in schema, String in sample"), "\(drifted.standardOutput)")
  }

  @Test(
    "export writes the values with their JSON type; tables list them; update keeps the enum where samples hold integers"
  )
  func exportTablesAndUpdate() async throws {
    let folder = try TestPaths.scratchFolder("value-enums-export")
    defer { try? FileManager.default.removeItem(at: folder) }
    let schema = folder.appendingPathComponent("ticket.mantlegen.json")
    try Data(Self.schema.utf8).write(to: schema)
    let export = try await ProcessRunner.run(TestPaths.mantlegen, ["export", schema.path])
    #expect(export.status == 0, "\(export.standardError)")
    let exported = try JSONSerialization.jsonObject(with: Data(export.standardOutput.utf8)) as? [String: Any]
    let definitions = exported?["$defs"] as? [String: [String: Any]]
    #expect(definitions?["Review"]?["type"] as? [String] == ["boolean", "null"])
    #expect(definitions?["Review"]?["enum"] as? [NSObject] == [true as NSNumber, false as NSNumber, NSNull()])
    #expect(definitions?["Status"]?["type"] as? String == "integer")

    let output = folder.appendingPathComponent("out")
    let generated = try await ProcessRunner.run(TestPaths.mantlegen, ["generate", schema.path, "-o", output.path])
    #expect(generated.status == 0, "\(generated.standardError)")
    let tables = try String(contentsOf: output.appendingPathComponent("MappingTables.md"), encoding: .utf8)
    #expect(tables.contains("| `pending` | `null` |"))
    #expect(tables.contains("| `archived` | `2` |"))

    let sample = folder.appendingPathComponent("ticket.json")
    try Data(#"{"status": 1, "review": true, "priority": 0, "tier": 2}"#.utf8).write(to: sample)
    let update = try await ProcessRunner.run(TestPaths.mantlegen, ["update", schema.path, sample.path])
    #expect(update.status == 0, "\(update.standardError)")
    let updated = try String(contentsOf: schema, encoding: .utf8)
    #expect(updated.contains(#""name": "status", "key": "status", "type": "Status""#), "\(updated)")
    #expect(updated.contains(#"{ "case": "pending", "value": 0 }"#), "\(updated)")
  }

  @Test("mixed kinds, a fraction and a fallback that is not a case are located schema errors")
  func schemaErrors() async throws {
    let cases: [(String, String)] = [
      (#""cases": [ { "case": "a", "value": 0 }, { "case": "b", "value": "one" } ]"#, "must be of one kind"),
      (#""cases": [ { "case": "a", "value": 0.5 } ]"#, "must be an integer"),
      (#""cases": [ { "case": "a", "value": [1] } ]"#, "must be a string, an integer, true, false or null"),
      (#""cases": [ { "case": "a", "value": 1 }, { "case": "b", "value": 1.0 } ]"#, "two cases for the value 1"),
      (
        #""fallback": "other", "cases": [ { "case": "a", "value": 0 } ]"#,
        "an enum of number values has no value to give it"
      ),
    ]
    let nullCase = """
      { "mantlegen": 1, "root": "T", "rootType": "T",
        "models": [ { "name": "T", "jsonPaths": ["$"], "properties": [ { "name": "e", "key": "e", "type": "E", "optional": true } ] } ],
        "enums": [ { "name": "E", "cases": [ { "case": "a", "value": "a" }, { "case": "missing", "value": null } ] } ] }
      """
    try await SchemaFixtures.expectLocatedErrors(
      [(nullCase, "has a case for null, so null decodes as that case")], line: 2, label: "value-enums-null")
    try await SchemaFixtures.expectLocatedErrors(
      cases.map { fields, message in
        (
          """
          { "mantlegen": 1, "root": "T", "rootType": "T",
            "models": [ { "name": "T", "jsonPaths": ["$"], "properties": [ { "name": "e", "key": "e", "type": "E" } ] } ],
            "enums": [ { "name": "E", \(fields) } ] }
          """, message
        )
      }, line: 3, label: "value-enums-errors")
  }
}
