import Foundation
import Testing

/// Equality and encoding control per property (Mantle's transitory storage and decode-only
/// properties): compiled and run, as a struct and as a class.
@Suite("Property equality and encoding control")
struct PropertyControlTests {
  static func schema(classes: Bool) -> String {
    """
    { "mantlegen": 1, "root": "Track", "rootType": "Track", "sources": ["track.json"],
      "options": { "access": "public", "merge": false\(classes ? #", "classes": true"# : "") },
      "models": [ { "name": "Track", "jsonPaths": ["$"], "properties": [
        { "name": "id", "key": "id", "type": "Int" },
        { "name": "title", "key": "title", "type": "String" },
        { "name": "artworkCache", "key": "artwork_cache", "type": "String", "optional": true, "compares": false },
        { "name": "serverScore", "key": "meta.server_score", "type": "Int", "writes": false },
        { "name": "playCount", "key": "play_count", "type": "Int", "writes": false, "compares": false } ] } ] }
    """
  }

  static let main = """
    import Foundation

    func track(_ json: String) throws -> Track { try JSONDecoder().decode(Track.self, from: Data(json.utf8)) }
    let first = try track(#"{"id": 1, "title": "A", "artwork_cache": "x.png", "meta": {"server_score": 5}, "play_count": 3}"#)
    let second = try track(#"{"id": 1, "title": "A", "artwork_cache": "y.png", "meta": {"server_score": 5}, "play_count": 9}"#)
    let other = try track(#"{"id": 1, "title": "B", "meta": {"server_score": 5}, "play_count": 3}"#)
    let rescored = try track(#"{"id": 1, "title": "A", "meta": {"server_score": 6}, "play_count": 3}"#)
    print(first == second, first.hashValue == second.hashValue, Set([first, second]).count)
    print(first == other, first == rescored)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    print(String(decoding: try encoder.encode(first), as: UTF8.self))
    print(first.serverScore, first.playCount)

    """

  @Test(
    "a property with compares: false is left out of == and hash; one with writes: false is decoded, never encoded",
    arguments: [false, true])
  func transitoryAndDecodeOnly(classes: Bool) async throws {
    let folder = try TestPaths.scratchFolder("property-control")
    defer { try? FileManager.default.removeItem(at: folder) }
    let (schema, checker) = try await RoundTripChecker.build(schema: Self.schema(classes: classes), in: folder, main: Self.main)
    let run = try await ProcessRunner.run(checker, [])
    try #require(run.status == 0, "\(run.standardError)")
    #expect(
      run.standardOutput == """
        true true 1
        false false
        {"artwork_cache":"x.png","id":1,"title":"A"}
        5 3

        """)
    // `update` rewrites the schema with a new key and keeps both choices.
    let sample = folder.appendingPathComponent("track.json")
    try Data(#"{"id": 1, "title": "A", "meta": {"server_score": 5}, "play_count": 3, "genre": "jazz"}"#.utf8)
      .write(to: sample)
    let update = try await ProcessRunner.run(TestPaths.mantlegen, ["update", schema.path, sample.path])
    #expect(update.status == 0, "\(update.standardError)")
    let text = try String(contentsOf: schema, encoding: .utf8)
    #expect(text.contains(#""name": "genre""#), "\(text)")
    #expect(text.contains(#""optional": true, "compares": false"#), "\(text)")
    #expect(text.contains(#""key": "meta.server_score", "type": "Int", "writes": false"#), "\(text)")
    #expect(text.contains(#""key": "play_count", "type": "Int", "compares": false, "writes": false"#), "\(text)")
  }

  @Test("writes: false on a property that is not in the JSON is a located error")
  func decodeOnlyNeedsAKey() async throws {
    let folder = try TestPaths.scratchFolder("property-control-error")
    defer { try? FileManager.default.removeItem(at: folder) }
    let schema = folder.appendingPathComponent("s.json")
    try Self.schema(classes: false).replacingOccurrences(
      of: #""key": "play_count", "type": "Int", "writes": false"#,
      with: #""key": null, "type": "Int", "default": 0, "writes": false"#
    ).write(to: schema, atomically: true, encoding: .utf8)
    let generate = try await ProcessRunner.run(TestPaths.mantlegen, ["generate", schema.path])
    #expect(generate.status == 2)
    #expect(generate.standardError.contains("error: a property that is not in the JSON (key null) writes nothing anyway"))
  }
}

/// Per-property merge rules (Mantle's `merge<Key>FromModel:`, whose test model sums `count`).
@Suite("Merge rules")
struct MergeRuleTests {
  static let schema = """
    { "mantlegen": 1, "root": "Stats", "rootType": "Stats", "sources": ["stats.json"],
      "options": { "access": "public", "merge": true },
      "models": [ { "name": "Stats", "jsonPaths": ["$"], "properties": [
        { "name": "name", "key": "name", "type": "String", "merge": "keep" },
        { "name": "count", "key": "count", "type": "Int", "merge": "sum" },
        { "name": "tags", "key": "tags", "type": "[String]", "merge": "union" },
        { "name": "note", "key": "note", "type": "String", "optional": true, "merge": "replace" },
        { "name": "owner", "key": "owner", "type": "String", "optional": true } ] } ] }
    """

  @Test("sum, union, keep and replace combine as named; a property without a rule takes the other's non-nil value")
  func mergeRules() async throws {
    let folder = try TestPaths.scratchFolder("merge-rules")
    defer { try? FileManager.default.removeItem(at: folder) }
    let main = """
      let a = Stats(name: "a", count: 2, tags: ["x", "y"], note: "old", owner: "ann")
      let b = Stats(name: "b", count: 3, tags: ["y", "z"], note: nil, owner: nil)
      let merged = a.merging(b)
      print(merged.name, merged.count, merged.tags, merged.note as Any, merged.owner as Any)

      """
    let (_, checker) = try await RoundTripChecker.build(schema: Self.schema, in: folder, main: main)
    let run = try await ProcessRunner.run(checker, [])
    try #require(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput == "a 5 [\"x\", \"y\", \"z\"] nil Optional(\"ann\")\n")
  }

  @Test(
    "a merge rule that cannot apply, or an unknown one, is a located error",
    arguments: [
      (#""type": "String", "merge": "keep""#, #""type": "String", "merge": "sum""#, "the merge rule 'sum' adds numbers"),
      (#""type": "String", "merge": "keep""#, #""type": "String", "merge": "union""#, "the merge rule 'union' joins arrays"),
      (#""type": "Int", "merge": "sum""#, #""type": "Int", "merge": "add""#, "unknown merge rule 'add'; expected one of 'replace', 'keep', 'sum', 'union'"),
    ])
  func invalidRules(original: String, replacement: String, message: String) async throws {
    let folder = try TestPaths.scratchFolder("merge-rules-error")
    defer { try? FileManager.default.removeItem(at: folder) }
    let schema = folder.appendingPathComponent("s.json")
    let text = Self.schema.replacingOccurrences(of: original, with: replacement)
    #expect(text != Self.schema)
    try text.write(to: schema, atomically: true, encoding: .utf8)
    let generate = try await ProcessRunner.run(TestPaths.mantlegen, ["generate", schema.path])
    #expect(generate.status == 2)
    #expect(generate.standardError.contains("s.json:4:") || generate.standardError.contains("s.json:5:"), "\(generate.standardError)")
    #expect(generate.standardError.contains("error: \(message)"), "\(generate.standardError)")
  }
}
