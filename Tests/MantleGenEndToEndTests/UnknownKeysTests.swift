import Foundation
import Testing

/// Keys the schema does not list, kept and written back: unknown keys (`--keep-unknown-keys`) and
/// typed other keys beside fixed ones (`"unknownKeys": true`), compiled and round-tripped.
@Suite("Other keys")
struct UnknownKeysTests {
  @Test("--keep-unknown-keys writes back keys the API added, at every level; check still reports them")
  func unknownKeysRoundTrip() async throws {
    let folder = try TestPaths.scratchFolder("unknown-keys")
    defer { try? FileManager.default.removeItem(at: folder) }
    let sample = folder.appendingPathComponent("repos.json")
    try Data(#"[{"id": 1, "owner": {"login": "a"}, "tags": [{"name": "x"}]}]"#.utf8).write(to: sample)
    let models = folder.appendingPathComponent("Models")
    let schema = folder.appendingPathComponent("schema.json")
    let infer = try await ProcessRunner.run(
      TestPaths.mantlegen,
      ["infer", sample.path, "--name", "Root", "--keep-unknown-keys", "--merge", "-o", models.path,
       "--schema-out", schema.path])
    try #require(infer.status == 0, "\(infer.standardError)")
    #expect(try String(contentsOf: schema, encoding: .utf8).contains(#""keepUnknownKeys": true"#))
    let newer = folder.appendingPathComponent("newer.json")
    let document = #"""
      [{"id": 1, "$schema": "s", "owner": {"login": "a", "site_admin": false, "plan": {"seats": [1, null]}},
        "tags": [{"name": "x", "color": "red"}, {"name": "y"}], "license": null},
       {"id": 2, "owner": {"login": "b"}, "tags": []}]
      """#
    try Data(document.utf8).write(to: newer)
    let checker = try await RoundTripChecker.build(models: models, in: folder)
    let run = try await ProcessRunner.run(checker, [newer.path])
    try #require(run.status == 0, "\(run.standardError)")
    let original = try JSONTree.parse(Array(document.utf8))
    #expect(original.firstDifference(from: try JSONTree.parse(Array(run.standardOutput.utf8))) == nil, "\(run.standardOutput)")
    let check = try await ProcessRunner.run(TestPaths.mantlegen, ["check", schema.path, newer.path])
    #expect(check.status == 0)
    #expect(check.standardOutput.contains("$[].owner.site_admin: new key"), "\(check.standardOutput)")
  }

  /// A config with a fixed `version` and one entry per plugin, and a feature tree whose nodes have
  /// `__compat` beside sub-features named by data.
  static let schema = """
    {
      "mantlegen": 1, "root": "Config", "rootType": "Config",
      "models": [
        { "name": "Config", "properties": [
          { "name": "version", "key": "version", "type": "Int" },
          { "name": "features", "key": "features", "type": "Feature", "optional": true },
          { "name": "plugins", "unknownKeys": true, "type": "[String: Plugin]" }
        ] },
        { "name": "Plugin", "properties": [
          { "name": "isEnabled", "key": "enabled", "type": "Bool" }
        ] },
        { "name": "Feature", "properties": [
          { "name": "compat", "key": "__compat", "type": "Compat", "optional": true },
          { "name": "subfeatures", "unknownKeys": true, "type": "[String: Feature]" }
        ] },
        { "name": "Compat", "properties": [
          { "name": "since", "key": "support.since", "type": "String" }
        ] }
      ]
    }
    """

  @Test("typed other keys beside fixed keys decode into one dictionary and are written back in place, recursively")
  func typedUnknownKeysRoundTrip() async throws {
    let folder = try TestPaths.scratchFolder("other-keys")
    defer { try? FileManager.default.removeItem(at: folder) }
    let main = """
      import Foundation

      let data = try Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1]))
      let value = try JSONDecoder().decode(Config.self, from: data)
      guard value.plugins.keys.sorted() == ["lint", "test"], value.plugins["lint"]?.isEnabled == true,
        value.features?.subfeatures["api"]?.subfeatures["fetch"]?.compat?.since == "42"
      else { fatalError("\\(value)") }
      FileHandle.standardOutput.write(try JSONEncoder().encode(value))

      """
    let (schema, checker) = try await RoundTripChecker.build(schema: Self.schema, in: folder, main: main)
    let document = #"""
      {"version": 2, "lint": {"enabled": true}, "test": {"enabled": false},
       "features": {"api": {"__compat": {"support": {"since": "1"}},
                            "fetch": {"__compat": {"support": {"since": "42"}}, "body": {}}}}}
      """#
    let input = folder.appendingPathComponent("config.json")
    try Data(document.utf8).write(to: input)
    let run = try await ProcessRunner.run(checker, [input.path])
    try #require(run.status == 0, "\(run.standardError)")
    #expect(
      try JSONTree.parse(Array(document.utf8)).firstDifference(from: JSONTree.parse(Array(run.standardOutput.utf8)))
        == nil, "\(run.standardOutput)")
    // The drift check reads the data keys as plugins: no new keys, and a wrong plugin is an error.
    let clean = try await ProcessRunner.run(TestPaths.mantlegen, ["check", schema.path, input.path])
    #expect(clean.status == 0 && clean.standardOutput.hasPrefix("0 breaking changes, 0 warnings"), "\(clean.standardOutput)")
    let wrong = folder.appendingPathComponent("wrong.json")
    try Data(#"{"version": 2, "lint": {"enabled": "yes"}}"#.utf8).write(to: wrong)
    let drift = try await ProcessRunner.run(TestPaths.mantlegen, ["check", schema.path, wrong.path])
    #expect(drift.status == 1)
    #expect(drift.standardOutput.contains("$.*.enabled: type changed: Bool in schema, String in sample"), "\(drift.standardOutput)")
  }
}
