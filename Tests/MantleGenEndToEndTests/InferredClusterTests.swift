import Foundation
import Testing

@testable import MantleGenCore

/// Class clusters inferred from samples, through the whole tool: `infer` writes an enum with a case
/// per discriminator value, the generated Swift compiles, decodes every sample to the right case,
/// keeps an object of a kind it has not seen, and writes everything back unchanged.
@Suite("Inferred clusters")
struct InferredClusterTests {
  /// Chat message blocks keyed on `type`, a list keyed on `kind` beside a `data` member whose
  /// shape depends on it, and 15 shapes keyed on `shape`.
  static let sample = """
    {
      "blocks": [
        {"type": "section", "block_id": "b1", "text": {"type": "mrkdwn", "text": "Hello"}},
        {"type": "image", "block_id": "b2", "image_url": "https://example.com/1.png", "alt_text": "one"},
        {"type": "divider", "block_id": "b3"},
        {"type": "section", "block_id": "b4", "text": {"type": "plain_text", "text": "Again"}},
        {"type": "image", "block_id": "b5", "image_url": "https://example.com/2.png", "alt_text": "two"},
        {"type": "divider", "block_id": "b6"}
      ],
      "children": [
        {"kind": "t3", "data": {"title": "A post", "score": 12, "url": "https://example.com/a"}},
        {"kind": "t1", "data": {"body": "A comment", "parent_id": "t3_a", "depth": 0}},
        {"kind": "t3", "data": {"title": "Another", "score": 3, "url": "https://example.com/b"}},
        {"kind": "t1", "data": {"body": "A reply", "parent_id": "t1_b", "depth": 1}}
      ],
      "shapes": \(fifteenShapes)
    }
    """

  static var fifteenShapes: String {
    let kinds = (0..<15).map { "kind_\(String(UnicodeScalar(UInt8(97 + $0))))" }
    return "["
      + (kinds + kinds).enumerated().map { index, kind in
        #"{"id": \#(index), "shape": "\#(kind)", "\#(kind)_value": \#(index * 10)}"#
      }.joined(separator: ", ") + "]"
  }

  /// Blocks and children of kinds the samples never showed, among known ones.
  static let unseen = """
    {
      "blocks": [
        {"type": "video", "block_id": "v1", "video_url": "https://example.com/v.mp4", "extra": [1, {"a": null}]},
        {"type": "divider", "block_id": "b7"}
      ],
      "children": [{"kind": "more", "data": {"count": 3, "children": ["x"]}}],
      "shapes": [{"id": 99, "shape": "kind_z", "whatever": true}, {"id": 98, "shape": "kind_o", "kind_o_value": 1}]
    }
    """

  static let main = """
    import Foundation

    let data = try Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1]))
    let root = try JSONDecoder().decode(Root.self, from: data)
    let blocks = root.blocks.map { block -> String in
      switch block {
      case .section(let section): "section \\(section.blockID) \\(section.text.text)"
      case .image(let image): "image \\(image.altText)"
      case .divider: "divider"
      case .unknown: "unknown"
      }
    }
    let children = root.children.map { child -> String in
      switch child {
      case .t3(let post): "post \\(post.data.title)"
      case .t1(let comment): "comment \\(comment.data.depth)"
      case .unknown: "unknown"
      }
    }
    let shapes = root.shapes.map { shape -> String in
      switch shape {
      case .kindA(let value): "a \\(value.id) \\(value.kindAValue)"
      case .unknown: "unknown"
      default: "other"
      }
    }
    FileHandle.standardError.write(Data((blocks + children + shapes.prefix(2)).joined(separator: "|").utf8))
    FileHandle.standardOutput.write(try JSONEncoder().encode(root))

    """

  @Test("clusters inside the object, beside a varying member and of 15 cases compile, choose their cases and round-trip; unseen kinds are kept")
  func inferredClustersRoundTrip() async throws {
    let folder = try TestPaths.scratchFolder("inferred-clusters")
    defer { try? FileManager.default.removeItem(at: folder) }
    let sample = folder.appendingPathComponent("sample.json")
    try Self.sample.write(to: sample, atomically: true, encoding: .utf8)
    let models = folder.appendingPathComponent("Models")
    let schemaFile = folder.appendingPathComponent("schema.json")
    let infer = try await ProcessRunner.run(
      TestPaths.mantlegen, ["infer", sample.path, "--name", "Root", "-o", models.path, "--schema-out", schemaFile.path])
    try #require(infer.status == 0, "infer failed: \(infer.standardError)")
    let files = Set(try FileManager.default.contentsOfDirectory(atPath: models.path))
    for name in ["Block", "BlockBase", "SectionBlock", "ImageBlock", "DividerBlock", "Child", "T3Child", "T3ChildData",
      "T1Child", "T1ChildData", "Shape", "ShapeBase", "KindAShape", "KindOShape"]
    {
      #expect(files.contains(name + ".swift"), "no \(name).swift among \(files.sorted())")
    }

    let checker = try await RoundTripChecker.build(models: models, in: folder, main: Self.main)
    for (document, expectedCases) in [
      (Self.sample, "section b1 Hello|image one|divider|section b4 Again|image two|divider|post A post|comment 0|post Another|comment 1|a 0 0|other"),
      (Self.unseen, "unknown|divider|unknown|unknown|other"),
    ] {
      let input = folder.appendingPathComponent("input.json")
      try document.write(to: input, atomically: true, encoding: .utf8)
      let run = try await ProcessRunner.run(checker, [input.path])
      try #require(run.status == 0, "decoding failed: \(run.standardError)")
      #expect(run.standardError == expectedCases)
      let difference = try JSONTree.parse([UInt8](document.utf8))
        .firstDifference(from: JSONTree.parse([UInt8](run.standardOutput.utf8)))
      #expect(difference == nil, "re-encoded JSON differs at \(difference ?? "")")
    }

    // The drift check knows the cluster: an unseen kind is a warning on an open cluster, not a failure.
    let unseen = folder.appendingPathComponent("unseen.json")
    try Self.unseen.write(to: unseen, atomically: true, encoding: .utf8)
    let check = try await ProcessRunner.run(TestPaths.mantlegen, ["check", schemaFile.path, unseen.path])
    #expect(check.status == 0, "\(check.standardOutput)\(check.standardError)")
    #expect((check.standardOutput + check.standardError).contains("video"), "\(check.standardOutput)")
  }

  @Test("a closed cluster of string rules reads its key once and fails on a value no rule names, saying where")
  func closedClusterFailsOnUnknownValue() async throws {
    let folder = try TestPaths.scratchFolder("closed-string-cluster")
    defer { try? FileManager.default.removeItem(at: folder) }
    let schema = """
      {
        "mantlegen": 1, "root": "Root", "rootType": "[Item]",
        "models": [
          { "name": "TextItem", "properties": [{ "name": "text", "key": "text", "type": "String" }] },
          { "name": "MediaItem", "properties": [
            { "name": "kind", "key": "kind", "type": "String" }, { "name": "url", "key": "url", "type": "URL" }
          ] }
        ],
        "clusters": [
          { "name": "Item", "open": false, "cases": [
            { "case": "text", "model": "TextItem", "when": { "key": "kind", "equals": "text" } },
            { "case": "media", "model": "MediaItem", "when": { "key": "kind", "oneOf": ["image", "video"] } }
          ] }
        ]
      }
      """
    let (schemaFile, checker) = try await RoundTripChecker.build(schema: schema, in: folder)
    let generated = try String(
      contentsOf: schemaFile.deletingLastPathComponent().appendingPathComponent("Models/Item.swift"), encoding: .utf8)
    #expect(generated.contains(#"case "image", "video": self = .media(try MediaItem(from: decoder))"#), "\(generated)")
    let input = folder.appendingPathComponent("feed.json")
    let known = #"[{"kind": "text", "text": "hi"}, {"kind": "video", "url": "https://example.com/v"}]"#
    try known.write(to: input, atomically: true, encoding: .utf8)
    let run = try await ProcessRunner.run(checker, [input.path])
    try #require(run.status == 0, "\(run.standardError)")
    #expect(try JSONTree.parse([UInt8](known.utf8)).firstDifference(from: JSONTree.parse([UInt8](run.standardOutput.utf8))) == nil)
    try #"[{"kind": "text", "text": "hi"}, {"kind": "poll"}]"#.write(to: input, atomically: true, encoding: .utf8)
    let failed = try await ProcessRunner.run(checker, [input.path])
    #expect(failed.status != 0)
    #expect(failed.standardError.contains("No rule of Item matches this object."), "\(failed.standardError)")
  }

  @Test("the GitHub events sample gives a cluster with one case per event type, each with its own payload type")
  func githubEvents() async throws {
    let folder = try TestPaths.scratchFolder("github-events-cluster")
    defer { try? FileManager.default.removeItem(at: folder) }
    let sample = TestPaths.fixtures.appendingPathComponent("corpus/github-events.json")
    let schemaFile = folder.appendingPathComponent("schema.json")
    let infer = try await ProcessRunner.run(
      TestPaths.mantlegen, ["infer", sample.path, "--schema-out", schemaFile.path])
    try #require(infer.status == 0, "infer failed: \(infer.standardError)")
    let schema = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: schemaFile)) as? [String: Any])
    let clusters = try #require(schema["clusters"] as? [[String: Any]])
    let events = try #require(clusters.first { $0["name"] as? String == "GitHubEvent" })
    let cases = try #require(events["cases"] as? [[String: Any]])
    #expect(
      cases.compactMap { $0["model"] as? String }
        == ["PushEvent", "IssueCommentEvent", "CreateEvent", "WatchEvent", "PullRequestEvent", "DeleteEvent"])
    let models = try #require(schema["models"] as? [[String: Any]])
    func properties(of name: String) -> [[String: Any]] {
      models.first { $0["name"] as? String == name }?["properties"] as? [[String: Any]] ?? []
    }
    #expect(properties(of: "PushEvent").compactMap { $0["type"] as? String } == ["PushEventPayload"])
    #expect(properties(of: "WatchEvent").compactMap { $0["type"] as? String } == ["WatchEventPayload"])
    #expect(
      properties(of: "GitHubEventBase").compactMap { $0["key"] as? String }
        == ["id", "actor", "repo", "public", "created_at", "org"])
    #expect(properties(of: "DeleteEventPayload").allSatisfy { $0["optional"] == nil }, "no optional payload keys")
  }

  @Test("GeoJSON geometries (coordinates nested to each type's depth) and blocks with one object per type compile and round-trip as clusters")
  func geometriesAndBlocksRoundTrip() async throws {
    let documents = [
      """
      {"type": "FeatureCollection", "features": [
        {"type": "Feature", "geometry": {"type": "Point", "coordinates": [102.0, 0.5]}, "properties": {"name": "a"}},
        {"type": "Feature", "geometry": {"type": "LineString", "coordinates": [[102.0, 0.0], [103.0, 1.0]]}, "properties": {"name": "b"}},
        {"type": "Feature", "geometry": {"type": "Polygon", "coordinates": [[[100.0, 0.0], [101.0, 1.0], [100.0, 0.0]]]}, "properties": {"name": "c"}},
        {"type": "Feature", "geometry": {"type": "MultiPolygon", "coordinates": [[[[102.0, 2.0], [103.0, 2.0], [102.0, 2.0]]]]}, "properties": {"name": "d"}}
      ]}
      """,
      """
      {"blocks": [
        {"type": "section", "text": {"type": "mrkdwn", "text": "Hello"}, "block_id": "b1"},
        {"type": "divider", "block_id": "b2"},
        {"type": "image", "image_url": "https://example.com/a.png", "alt_text": "a", "block_id": "b3"},
        {"type": "actions", "elements": [{"type": "button", "action_id": "go", "text": {"type": "plain_text", "text": "Go"}}], "block_id": "b4"},
        {"type": "context", "elements": [{"type": "mrkdwn", "text": "note"}], "block_id": "b5"}
      ]}
      """,
    ]
    let schemas = try documents.indices.map { try BatchRoundTrip.inferSchema(documents[$0], index: $0) }
    #expect(schemas[0].clusters.contains { $0.cases.map(\.model).contains("Doc0MultiPolygonGeometry") }, "\(schemas[0].clusters)")
    #expect(schemas[1].clusters.contains { $0.cases.count == 5 }, "one case per block type: \(schemas[1].clusters)")
    try await BatchRoundTrip.check(documents: documents, schemas: schemas, folderName: "geometries-blocks")
  }
}
