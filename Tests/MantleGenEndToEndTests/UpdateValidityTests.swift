import Foundation
import Testing

/// `update` never writes a schema that `generate` and `check` reject, and regenerating after it
/// rewrites only the files of the types that changed.
@Suite("Update keeps the schema valid and the diff small")
struct UpdateValidityTests {
  @Test("after update with a sample that adds one key to one model, generate rewrites only that model's file and the tables")
  func regenerationRewritesOnlyChangedTypes() async throws {
    let folder = try TestPaths.scratchFolder("update-diff")
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = folder.appendingPathComponent("first.json")
    try Data(#"{"id": 1, "user": {"name": "a"}, "place": {"city": "b"}, "tags": ["x"]}"#.utf8).write(to: first)
    let schema = folder.appendingPathComponent("post.mantlegen.json")
    let models = folder.appendingPathComponent("Models")
    let infer = try await ProcessRunner.run(
      TestPaths.mantlegen, ["infer", first.path, "--name", "Post", "-o", models.path, "--schema-out", schema.path])
    try #require(infer.status == 0, "\(infer.standardError)")
    let before = try FolderSnapshot(models)
    let second = folder.appendingPathComponent("second.json")
    try Data(#"{"id": 2, "user": {"name": "c", "verified": true}, "place": {"city": "d"}, "tags": []}"#.utf8)
      .write(to: second)
    let update = try await ProcessRunner.run(TestPaths.mantlegen, ["update", schema.path, second.path])
    try #require(update.status == 0, "\(update.standardError)")
    let generate = try await ProcessRunner.run(TestPaths.mantlegen, ["generate", schema.path, "-o", models.path])
    try #require(generate.status == 0, "\(generate.standardError)")
    let after = try FolderSnapshot(models)
    let changed = Set(after.entries.keys.filter { after.entries[$0] != before.entries[$0] })
    #expect(changed == ["User.swift", "MappingTables.md", "MappingTables.json"])
  }

  @Test("a default the widened type cannot hold is removed with a note; generate and check then pass")
  func widenedTypeDropsDefault() async throws {
    let folder = try TestPaths.scratchFolder("update-valid")
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = folder.appendingPathComponent("first.json")
    try Data(#"{"id": 1, "retweet_count": 3}"#.utf8).write(to: first)
    let schema = folder.appendingPathComponent("tweet.mantlegen.json")
    let infer = try await ProcessRunner.run(
      TestPaths.mantlegen, ["infer", first.path, "--name", "Tweet", "--schema-out", schema.path])
    try #require(infer.status == 0, "\(infer.standardError)")
    let text = try String(contentsOf: schema, encoding: .utf8)
    let withDefault = text.replacingOccurrences(
      of: #""key": "retweet_count", "type": "Int""#, with: #""key": "retweet_count", "type": "Int", "default": 0"#)
    try #require(withDefault != text, "\(text)")
    try withDefault.write(to: schema, atomically: true, encoding: .utf8)
    let second = folder.appendingPathComponent("second.json")
    try Data(#"{"id": 2, "retweet_count": "many"}"#.utf8).write(to: second)
    let update = try await ProcessRunner.run(TestPaths.mantlegen, ["update", schema.path, second.path])
    #expect(update.status == 0, "\(update.standardError)")
    #expect(
      update.standardError.contains("Tweet.retweetCount: default 0 removed (not a value of IntOrString)"),
      "\(update.standardError)")
    let generate = try await ProcessRunner.run(
      TestPaths.mantlegen, ["generate", schema.path, "-o", folder.appendingPathComponent("Models").path])
    #expect(generate.status == 0, "\(generate.standardError)")
    let check = try await ProcessRunner.run(TestPaths.mantlegen, ["check", schema.path, first.path, second.path])
    #expect(check.status == 0, "\(check.standardOutput)\(check.standardError)")
  }
}
