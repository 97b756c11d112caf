import Foundation
import Testing

/// Key paths through arrays (`users[].name` → `[String]`; Mantle #733): each element's member is
/// decoded and written back, through generation, the drift check, export and update; a key that
/// ends in `[]` is written `key\[]`.
@Suite("Key paths through arrays")
struct ArrayKeyPathTests {
  static let schema = #"""
    { "mantlegen": 1, "root": "Team", "rootType": "Team", "sources": ["team.json"],
      "options": { "access": "public", "merge": false },
      "models": [ { "name": "Team", "jsonPaths": ["$"], "properties": [
        { "name": "names", "key": "users[].name", "type": "[String]", "constraints": { "minItems": 1 } },
        { "name": "ids", "key": "data.members[].id", "type": "[Int]", "optional": true },
        { "name": "tags", "key": "tags\\[]", "type": "String", "optional": true } ] } ] }
    """#

  static let sample =
    #"{"users": [{"name": "foo"}, {"name": "bar"}, {"name": "baz"}], "data": {"members": [{"id": 1}]}, "tags[]": "x"}"#

  @Test("each element's member decodes into the array and encodes back as objects with that member")
  func roundTrip() async throws {
    let folder = try TestPaths.scratchFolder("array-key-paths")
    defer { try? FileManager.default.removeItem(at: folder) }
    let main = """
      import Foundation

      let encoder = JSONEncoder()
      encoder.outputFormatting = .sortedKeys
      for path in CommandLine.arguments.dropFirst() {
        do {
          let value = try JSONDecoder().decode(Team.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
          print(value.names, value.ids ?? [], value.tags ?? "-")
          print(String(decoding: try encoder.encode(value), as: UTF8.self))
        } catch let DecodingError.keyNotFound(key, context) {
          print("missing", key.stringValue, "at", context.codingPath.map(\\.stringValue).joined(separator: "."))
        }
      }

      """
    let (schema, checker) = try await RoundTripChecker.build(schema: Self.schema, in: folder, main: main)
    let sample = folder.appendingPathComponent("team.json")
    try Data(Self.sample.utf8).write(to: sample)
    let missing = folder.appendingPathComponent("missing.json")
    try Data(#"{"users": [{"name": "a"}, {"id": 2}]}"#.utf8).write(to: missing)
    let run = try await ProcessRunner.run(checker, [sample.path, missing.path])
    try #require(run.status == 0, "\(run.standardError)")
    #expect(
      run.standardOutput == """
        ["foo", "bar", "baz"] [1] x
        {"data":{"members":[{"id":1}]},"tags[]":"x","users":[{"name":"foo"},{"name":"bar"},{"name":"baz"}]}
        missing name at users.Index 1

        """)

    let clean = try await ProcessRunner.run(TestPaths.mantlegen, ["check", schema.path, sample.path])
    #expect(clean.status == 0, "\(clean.standardOutput)")
    let drifted = folder.appendingPathComponent("drifted.json")
    try Data(#"{"users": [{"name": 5}, "x"]}"#.utf8).write(to: drifted)
    let check = try await ProcessRunner.run(TestPaths.mantlegen, ["check", schema.path, drifted.path])
    #expect(check.status == 1)
    #expect(check.standardOutput.contains("$.users[].name: type changed: String in schema, Int in sample"))
    #expect(check.standardOutput.contains("$.users[]: type changed: an object with name in schema, String in sample"))

    let export = try await ProcessRunner.run(TestPaths.mantlegen, ["export", schema.path])
    let exported = try JSONSerialization.jsonObject(with: Data(export.standardOutput.utf8)) as? [String: Any]
    let team = (exported?["$defs"] as? [String: [String: Any]])?["Team"]
    let users = (team?["properties"] as? [String: [String: Any]])?["users"]
    let items = users?["items"] as? [String: Any]
    #expect(items?["required"] as? [String] == ["name"], "\(export.standardOutput)")
    #expect(users?["minItems"] as? Int == 1, "\(export.standardOutput)")

    let update = try await ProcessRunner.run(TestPaths.mantlegen, ["update", schema.path, sample.path])
    #expect(update.status == 0, "\(update.standardError)")
    let updated = try String(contentsOf: schema, encoding: .utf8)
    #expect(updated.contains(#"{ "name": "names", "key": "users[].name", "type": "[String]""#), "\(updated)")
    #expect(updated.contains(#""key": "tags\\[]""#), "\(updated)")
  }

  @Test("an inferred key that ends in [] is written escaped and reads back as a plain key")
  func escapedKeys() async throws {
    let folder = try TestPaths.scratchFolder("array-key-escape")
    defer { try? FileManager.default.removeItem(at: folder) }
    let sample = folder.appendingPathComponent("form.json")
    try Data(#"{"tags[]": "a", "x[]y": 1}"#.utf8).write(to: sample)
    let schema = folder.appendingPathComponent("form.mantlegen.json")
    let infer = try await ProcessRunner.run(
      TestPaths.mantlegen, ["infer", sample.path, "--name", "Form", "--schema-out", schema.path])
    #expect(infer.status == 0, "\(infer.standardError)")
    let text = try String(contentsOf: schema, encoding: .utf8)
    #expect(text.contains(#""key": "tags\\[]""#), "\(text)")
    #expect(text.contains(#""key": "x[]y""#), "\(text)")
    let check = try await ProcessRunner.run(TestPaths.mantlegen, ["check", schema.path, sample.path])
    #expect(check.status == 0, "\(check.standardOutput)")
  }

  @Test("a type that is not an array, two arrays, a member path and a transform are located errors")
  func schemaErrors() async throws {
    let cases = [
      (#""key": "users[].name", "type": "String""#, "the type must be an array, not String"),
      (#""key": "a[].b[].c", "type": "[String]""#, "goes through an array only as 'array[].member'"),
      (#""key": "users[].profile.name", "type": "[String]""#, "goes through an array only as 'array[].member'"),
      (#""key": "users[]", "type": "[String]""#, "goes through an array only as 'array[].member'"),
      (#""key": "users[].n", "type": "[Int]", "transform": "lenient""#, "cannot have a transform"),
      (#""key": ["users[].a", "users[].b"], "type": "R""#, "cannot go through an array here"),
    ]
    try await SchemaFixtures.expectLocatedErrors(
      cases.map {
        (
          SchemaFixtures.oneProperty(
            $0.0,
            models:
              #", { "name": "R", "jsonPaths": ["$.r"], "properties": [ { "name": "a", "key": "a", "type": "Int" } ] }"#),
          $0.1
        )
      }, line: 2, label: "array-key-errors")
  }
}
