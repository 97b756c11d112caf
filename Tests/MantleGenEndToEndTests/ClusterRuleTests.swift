import Foundation
import Testing

/// Class clusters chosen by a value, one of several values or the presence of a key, open to
/// objects no rule matches: compiled, round-tripped, drift-checked.
@Suite("Cluster rules")
struct ClusterRuleTests {
  static let schema = """
    {
      "mantlegen": 1, "root": "Feed", "rootType": "[AnyItem]",
      "models": [
        { "name": "Item", "properties": [{ "name": "id", "key": "id", "type": "Int" }] },
        { "name": "TextItem", "extends": "Item", "properties": [{ "name": "text", "key": "text", "type": "String" }] },
        { "name": "ImageItem", "extends": "Item", "properties": [{ "name": "imageURL", "key": "image_url", "type": "URL" }] },
        { "name": "VideoItem", "extends": "Item", "properties": [
          { "name": "kind", "key": "kind", "type": "String" },
          { "name": "seconds", "key": "seconds", "type": "Int" }
        ] }
      ],
      "clusters": [
        { "name": "AnyItem", "cases": [
          { "case": "text", "model": "TextItem", "when": { "key": "type", "equals": "text" } },
          { "case": "image", "model": "ImageItem", "when": { "key": "image_url", "present": true } },
          { "case": "video", "model": "VideoItem", "when": { "key": "kind", "oneOf": ["video", "clip"] } }
        ] }
      ]
    }
    """

  static let document = #"""
    [{"type": "text", "id": 1, "text": "hi"},
     {"id": 2, "image_url": "https://example.com/a.png"},
     {"id": 3, "kind": "clip", "seconds": 4},
     {"id": 5, "kind": "video", "seconds": 9},
     {"type": "poll", "id": 4, "options": ["a", {"b": null}]}]
    """#

  @Test("presence, one-of and equals rules choose the case; an object no rule matches is kept and written back unchanged")
  func openClusterRoundTrip() async throws {
    let folder = try TestPaths.scratchFolder("cluster-rules")
    defer { try? FileManager.default.removeItem(at: folder) }
    let main = """
      import Foundation

      let data = try Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1]))
      let feed = try JSONDecoder().decode(Feed.self, from: data)
      let kinds = feed.map { item -> String in
        switch item {
        case .text: "text"
        case .image: "image"
        case .video(let video): "video \\(video.kind)"
        case .unknown: "unknown"
        }
      }
      guard kinds == ["text", "image", "video clip", "video video", "unknown"] else { fatalError("\\(kinds)") }
      FileHandle.standardOutput.write(try JSONEncoder().encode(feed))

      """
    let (schema, checker) = try await RoundTripChecker.build(schema: Self.schema, in: folder, main: main)
    let input = folder.appendingPathComponent("feed.json")
    try Data(Self.document.utf8).write(to: input)
    let run = try await ProcessRunner.run(checker, [input.path])
    try #require(run.status == 0, "\(run.standardError)")
    #expect(
      try JSONTree.parse(Array(Self.document.utf8)).firstDifference(from: JSONTree.parse(Array(run.standardOutput.utf8)))
        == nil, "\(run.standardOutput)")

    // The drift check: a new discriminator value is a warning on an open cluster, an error on a closed one.
    let open = try await ProcessRunner.run(TestPaths.mantlegen, ["check", schema.path, input.path])
    #expect(open.status == 0)
    #expect(
      open.standardOutput.contains(
        #"warning: $[]: no cluster rule matches: no rule of AnyItem matches (type is "poll"); it decodes as unknown, kept as JSON"#
      ), "\(open.standardOutput)")
    try Self.schema.replacingOccurrences(of: #""name": "AnyItem", "cases""#, with: #""name": "AnyItem", "open": false, "cases""#)
      .write(to: schema, atomically: true, encoding: .utf8)
    let closed = try await ProcessRunner.run(TestPaths.mantlegen, ["check", schema.path, input.path])
    #expect(closed.status == 1)
    #expect(
      closed.standardOutput.contains(
        #"error: $[]: no cluster rule matches: no rule of AnyItem matches (type is "poll") and it has no fallback case"#),
      "\(closed.standardOutput)")
  }
}

@Suite("Cluster rules in exported JSON Schemas")
struct ClusterRuleExportTests {
  @Test(
    "the exported schema accepts what the open cluster decodes; closed, it rejects an object no rule matches",
    .enabled(if: ReferenceValidator.isAvailable, "python3 with the jsonschema package (pip) is not available"))
  func exportedRules() async throws {
    let folder = try TestPaths.scratchFolder("cluster-export")
    defer { try? FileManager.default.removeItem(at: folder) }
    var checks: [ReferenceValidator.Check] = []
    let known = folder.appendingPathComponent("known.json")
    try Data(ClusterRuleTests.document.replacingOccurrences(of: #""type": "poll", "#, with: #""type": "text", "text": "?", "#).utf8)
      .write(to: known)
    let all = folder.appendingPathComponent("all.json")
    try Data(ClusterRuleTests.document.utf8).write(to: all)
    for (name, isOpen) in [("open", true), ("closed", false)] {
      let schemaText =
        isOpen
        ? ClusterRuleTests.schema
        : ClusterRuleTests.schema.replacingOccurrences(
          of: #""name": "AnyItem", "cases""#, with: #""name": "AnyItem", "open": false, "cases""#)
      let schema = folder.appendingPathComponent("\(name).mantlegen.json")
      try Data(schemaText.utf8).write(to: schema)
      let exported = folder.appendingPathComponent("\(name).schema.json")
      let export = try await ProcessRunner.run(TestPaths.mantlegen, ["export", schema.path, "-o", exported.path])
      try #require(export.status == 0, "\(export.standardError)")
      checks.append(.init(schema: exported.path, instance: known.path, shouldBeValid: true))
      checks.append(.init(schema: exported.path, instance: all.path, shouldBeValid: isOpen))
    }
    let failures = try await ReferenceValidator.failures(of: checks, in: folder)
    #expect(failures.isEmpty, "\(failures)")
  }
}
