import Foundation
import Testing

@testable import MantleGenCore

/// Class clusters inferred from samples: objects at one place told apart by the value of one of
/// their keys, decided by evidence (which keys each value's objects have, or the shape of a member
/// beside the key); a key named for its object's kind (`type`, `kind`, `…_type`) needs less of it.
@Suite("Cluster inference")
struct ClusterInferenceTests {
  static func infer(_ text: String, rootName: String = "Root") throws -> MappingSchema {
    try GeneratorPipeline.inferSchema(
      from: [SampleInput(name: "sample.json", bytes: Array(text.utf8), isJSONLines: false)], rootName: rootName,
      diagnostics: DiagnosticList())
  }

  /// Chat message blocks keyed on `type`: each kind has keys of its own, all share `block_id`.
  static let blocks = """
    {"blocks": [
      {"type": "section", "block_id": "b1", "text": {"type": "mrkdwn", "text": "Hello"}},
      {"type": "image", "block_id": "b2", "image_url": "https://example.com/1.png", "alt_text": "one"},
      {"type": "divider", "block_id": "b3"},
      {"type": "section", "block_id": "b4", "text": {"type": "mrkdwn", "text": "Again"}},
      {"type": "image", "block_id": "b5", "image_url": "https://example.com/2.png", "alt_text": "two"},
      {"type": "divider", "block_id": "b6"}
    ]}
    """

  @Test("a key whose values say which keys an object has makes a cluster with a case per value and a shared parent")
  func discriminatorInsideTheObject() throws {
    let schema = try Self.infer(Self.blocks)
    let cluster = try #require(schema.clusters.first)
    #expect(schema.clusters.count == 1)
    #expect(cluster.name == "Block")
    #expect(cluster.isOpen, "a value not in the samples decodes to the unknown case")
    #expect(cluster.cases.map(\.name) == ["section", "image", "divider"])
    #expect(cluster.cases.map(\.model) == ["SectionBlock", "ImageBlock", "DividerBlock"])
    #expect(
      cluster.cases.map(\.rule) == ["section", "image", "divider"].map { ClusterRule(key: "type", value: .string($0)) })
    #expect(schema.model(named: "Root")?.properties.first?.type == .array(.cluster("Block")))
    let base = try #require(schema.model(named: "BlockBase"))
    #expect(base.properties.map(\.swiftName) == ["blockID"])
    let image = try #require(schema.model(named: "ImageBlock"))
    #expect(image.extends == "BlockBase")
    #expect(image.properties.map(\.swiftName) == ["imageURL", "altText"])
    #expect(image.properties.allSatisfy { !$0.isOptional }, "every image block had them")
    #expect(schema.model(named: "DividerBlock")?.properties.isEmpty == true)
    #expect(schema.model(named: "SectionBlock")?.properties.map(\.swiftName) == ["text"])
  }

  @Test("a key beside a member whose shape varies with its value gives each case its own type for the member")
  func discriminatorBesideTheVaryingMember() throws {
    let schema = try Self.infer(
      """
      {"children": [
        {"kind": "t3", "data": {"title": "A post", "score": 12, "url": "https://example.com/a"}},
        {"kind": "t1", "data": {"body": "A comment", "parent_id": "t3_a", "depth": 0}},
        {"kind": "t3", "data": {"title": "Another", "score": 3, "url": "https://example.com/b"}},
        {"kind": "t1", "data": {"body": "A reply", "parent_id": "t1_b", "depth": 1}}
      ]}
      """)
    let cluster = try #require(schema.clusters.first)
    #expect(cluster.name == "Child")
    #expect(cluster.cases.map(\.model) == ["T3Child", "T1Child"])
    #expect(schema.model(named: "ChildBase") == nil, "no key besides the discriminator is shared")
    let post = try #require(schema.model(named: "T3Child")?.properties.first)
    let comment = try #require(schema.model(named: "T1Child")?.properties.first)
    #expect(post.keyPath == ["data"] && comment.keyPath == ["data"])
    #expect(post.type == .model("T3ChildData"))
    #expect(comment.type == .model("T1ChildData"))
    #expect(schema.model(named: "T3ChildData")?.properties.map(\.swiftName) == ["title", "score", "url"])
    #expect(schema.model(named: "T1ChildData")?.properties.allSatisfy { !$0.isOptional } == true)
  }

  /// Fifteen kinds of shapes, each seen twice, each with a key of its own.
  static let fifteenKinds: String = {
    let kinds = (0..<15).map { "kind_\(String(UnicodeScalar(UInt8(97 + $0))))" }
    let objects = (kinds + kinds).enumerated().map { index, kind in
      #"{"id": \#(index), "shape": "\#(kind)", "\#(kind)_value": \#(index * 10)}"#
    }
    return "[" + objects.joined(separator: ",\n") + "]"
  }()

  @Test("fifteen values make fifteen cases, each named after its value")
  func fifteenCases() throws {
    let schema = try Self.infer(Self.fifteenKinds, rootName: "Shapes")
    let cluster = try #require(schema.clusters.first)
    #expect(cluster.cases.count == 15)
    #expect(cluster.cases.first?.name == "kindA")
    #expect(cluster.cases.first?.model == "KindAShape")
    #expect(cluster.cases.allSatisfy { $0.rule?.key == "shape" }, "the key's name plays no part")
    #expect(schema.model(named: "KindAShape")?.properties.map(\.keyPath) == [["kind_a_value"]])
    #expect(schema.model(named: "KindAShape")?.extends == "ShapeBase")
    #expect(schema.model(named: "ShapeBase")?.properties.map(\.swiftName) == ["id"])
    // A root array not named for its elements adds no `Element` to the case names.
    #expect(try Self.infer(Self.fifteenKinds).clusters.first?.cases.first?.model == "KindA")
  }

  @Test("names, free text and values seen once are no discriminator, even where keys vary")
  func namesAreNoDiscriminator() throws {
    // `name` repeats, but objects of one name have no keys of their own.
    let names = try Self.infer(
      """
      [{"name": "alice", "age": 3}, {"name": "bob", "age": 4, "email": "b@example.com"},
       {"name": "alice", "age": 5, "email": "a@example.com"}, {"name": "bob"},
       {"name": "alice", "age": 6}, {"name": "bob", "age": 7}]
      """)
    #expect(names.clusters.isEmpty)
    // Titles with spaces, each with its own keys.
    let titles = try Self.infer(
      """
      [{"title": "The Wood Brothers", "a": 1}, {"title": "The Wood Brothers", "a": 2},
       {"title": "Muse Live", "b": 1}, {"title": "Muse Live", "b": 2}]
      """)
    #expect(titles.clusters.isEmpty)
    // Every value seen once, under a key not named for a kind: nothing tells a kind from a coincidence.
    let once = try Self.infer(#"[{"label": "x", "a": 1}, {"label": "y", "b": 2}, {"label": "z", "c": 3}]"#)
    #expect(once.clusters.isEmpty)
  }

  @Test(
    "a key named for its object's kind makes a cluster from one object per value when the shapes differ, and not when they do not"
  )
  func conventionalKeyFromLittleEvidence() throws {
    let blocks = try Self.infer(
      """
      {"blocks": [
        {"type": "section", "block_id": "a1", "text": {"type": "mrkdwn", "text": "Hello"}},
        {"type": "divider", "block_id": "a2"},
        {"type": "image", "block_id": "a3", "image_url": "https://example.com/a.png", "alt_text": "a picture"},
        {"type": "actions", "block_id": "a4", "elements": [{"action_id": "ok", "value": "ok"}]},
        {"type": "context", "block_id": "a5", "elements": [{"text": "small print", "emoji": true}]}
      ]}
      """)
    let cluster = try #require(blocks.clusters.first { $0.name == "Block" })
    #expect(cluster.cases.map(\.name) == ["section", "divider", "image", "actions", "context"])
    #expect(blocks.model(named: "BlockBase")?.properties.map(\.swiftName) == ["blockID"])
    for key in ["kind", "object", "event_type", "__typename"] {
      let once = try Self.infer(
        "[{\"\(key)\": \"x\", \"a\": 1}, {\"\(key)\": \"y\", \"b\": 2}, {\"\(key)\": \"z\", \"c\": 3}]")
      #expect(once.clusters.count == 1, "\(key)")
    }
    // The same keys under every value: an account type, not kinds of object.
    let accounts = try Self.infer(
      #"[{"account_type": "savings", "id": 1, "note": "a"}, {"account_type": "checking", "id": 2}, {"account_type": "loan", "id": 3, "note": "c"}]"#
    )
    #expect(accounts.clusters.isEmpty)
  }

  @Test("geometries whose coordinates nest to different depths are a cluster by type, each case typed to its depth")
  func geoJSONGeometries() throws {
    let schema = try Self.infer(
      """
      {"features": [
        {"geometry": {"type": "Point", "coordinates": [102.0, 0.5]}},
        {"geometry": {"type": "LineString", "coordinates": [[102.0, 0.0], [103.0, 1.0]]}},
        {"geometry": {"type": "Polygon", "coordinates": [[[100.0, 0.0], [101.0, 1.0], [100.0, 0.0]]]}},
        {"geometry": {"type": "MultiPolygon", "coordinates": [[[[102.0, 2.0], [103.0, 2.0], [102.0, 2.0]]]]}}
      ]}
      """)
    let cluster = try #require(schema.clusters.first)
    #expect(
      cluster.cases.map(\.model) == ["PointGeometry", "LineStringGeometry", "PolygonGeometry", "MultiPolygonGeometry"])
    let depths = cluster.cases.map { schema.model(named: $0.model)?.properties.first?.type }
    #expect(
      depths == [
        .array(.double), .array(.array(.double)), .array(.array(.array(.double))),
        .array(.array(.array(.array(.double)))),
      ])
  }

  @Test("a state whose only difference is a null value is no cluster")
  func nullableValueIsNoEvidence() throws {
    let schema = try Self.infer(
      """
      [{"state": "open", "closed_at": null, "title": "a"}, {"state": "closed", "closed_at": "2024-01-02T03:04:05Z", "title": "b"},
       {"state": "open", "closed_at": null, "title": "c"}, {"state": "closed", "closed_at": "2024-02-02T03:04:05Z", "title": "d"}]
      """)
    #expect(schema.clusters.isEmpty)
    #expect(schema.model(named: "RootElement")?.properties.count == 3)
  }

  @Test("places one type decodes are judged together and make one cluster of all their objects")
  func placesOfOneTypeMakeOneCluster() throws {
    // `first` and `second` are one model, so one type decodes both `items[]`.
    let first = #"[{"type": "a", "x": 1, "z": 1}, {"type": "b", "y": 1, "w": 1}, {"type": "a", "x": 3, "z": 1}]"#
    let second = #"[{"type": "b", "y": 4, "w": 1}]"#
    let schema = try Self.infer(#"{"first": {"items": \#(first)}, "second": {"items": \#(second)}}"#)
    let cluster = try #require(schema.clusters.first)
    #expect(schema.clusters.count == 1)
    #expect(cluster.cases.map(\.model) == ["AItem", "BItem"])
    #expect(schema.model(named: "First")?.properties.first?.type == .array(.cluster(cluster.name)))
    #expect(schema.model(named: "BItem")?.properties.map(\.swiftName) == ["y", "w"], "both places' b objects")
  }

  @Test("the candidate places are found from the summary and split when the samples are read again")
  func candidatesAndSplit() throws {
    let summary = ShapeSummary()
    _ = try Array(Self.blocks.utf8).withUnsafeBufferPointer { bytes in
      try ShapeBuilder.absorb(bytes, file: "t", allowsMultipleDocuments: false, into: summary)
    }
    let places = try #require(ClusterDetection.candidatePlaces(in: summary))
    #expect(places.members["blocks"]?.elements?.candidateKeys == ["type"])
    try Array(Self.blocks.utf8).withUnsafeBufferPointer { bytes in
      try places.split(bytes, allowsMultipleDocuments: false)
    }
    let split = try #require(places.allPartitions["$.blocks[]"]?["type"])
    #expect(split.map(\.value) == ["section", "image", "divider"])
    #expect(split.map(\.summary.objectCount) == [2, 2, 2])
    #expect(split[1].summary.keyOrder == ["type", "block_id", "image_url", "alt_text"])
    #expect(DiscriminatorNames.isIdentifierLike("user.created") && DiscriminatorNames.isIdentifierLike("t3"))
    #expect(!DiscriminatorNames.isIdentifierLike("The Wood Brothers") && !DiscriminatorNames.isIdentifierLike("3d"))
  }

  @Test("a wide object of many enum-like strings splits on a few keys, the one named for its kind first")
  func wideObjectsSplitOnFewKeys() throws {
    // Each candidate key is a reading of every object at its place: one per key made 800 settings take 19 s.
    let settings = (0..<300).map { #""setting\#($0)": "mode\#($0 % 3)""# }.joined(separator: ", ")
    let document = #"{"a": {\#(settings), "kind": "config"}, "b": {\#(settings), "kind": "config"}}"#
    let summary = ShapeSummary()
    _ = try Array(document.utf8).withUnsafeBufferPointer { bytes in
      try ShapeBuilder.absorb(bytes, file: "t", allowsMultipleDocuments: false, into: summary)
    }
    let places = try #require(ClusterDetection.candidatePlaces(in: summary))
    let keys = try #require(places.members["a"]?.candidateKeys)
    #expect(keys == ["kind"] + (0..<ClusterDetection.maximumCandidateKeys - 1).map { "setting\($0)" })
  }
}

/// The second reading of a file for clusters streams it in batches like the first.
@Suite("Cluster evidence from streamed files")
struct StreamedSplitTests {
  @Test(
    "a JSON Lines file and a top-level array read in small batches, on one worker or several, split as the whole bytes do"
  )
  func streamedSplitMatchesWholeSplit() throws {
    let events = (0..<60).map { index in
      index == 50
        ? #"{"type": "video", "id": 50, "video_url": "https://example.com/50.mp4"}"#
        : index % 3 == 0
          ? #"{"type": "image", "id": \#(index), "image_url": "https://example.com/\#(index).png"}"#
          : #"{"type": "text", "id": \#(index), "text": "line \#(index) with some words to fill the batch"}"#
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("split-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, text, isJSONLines) in [
      ("events.jsonl", events.joined(separator: "\n") + "\n", true),
      ("events.json", "[" + events.joined(separator: ",\n") + "]", false),
    ] {
      let file = folder.appendingPathComponent(name)
      try text.write(to: file, atomically: true, encoding: .utf8)
      let summary = ShapeSummary()
      _ = try Array(text.utf8).withUnsafeBufferPointer { bytes in
        try ShapeBuilder.absorb(bytes, file: name, allowsMultipleDocuments: isJSONLines, into: summary)
      }
      let whole = try #require(ClusterDetection.candidatePlaces(in: summary))
      try Array(text.utf8).withUnsafeBufferPointer { try whole.split($0, allowsMultipleDocuments: isJSONLines) }
      let path = isJSONLines ? "$" : "$[]"
      let wholeSplit = try #require(whole.allPartitions[path]?["type"])
      for workers in [1, 2, 4] {
        let streamed = try #require(ClusterDetection.candidatePlaces(in: summary))
        #expect(
          try StreamingSummarizer(chunkSize: 1 << 10, workerCount: workers).split(
            path: file.path, name: name, isJSONLines: isJSONLines, along: streamed))
        let streamedSplit = try #require(streamed.allPartitions[path]?["type"])
        #expect(streamedSplit.map(\.value) == ["image", "text", "video"])
        #expect(streamedSplit.map(\.value) == wholeSplit.map(\.value))
        #expect(streamedSplit.map(\.summary.objectCount) == [20, 39, 1])
        #expect(streamedSplit.map(\.summary.keyOrder) == wholeSplit.map(\.summary.keyOrder))
        // Examples are the first value in the file, whichever copy read it.
        let examples = { (split: [VariantPartition]) in split.map { $0.summary.field(named: "text")?.strings.example } }
        #expect(examples(streamedSplit) == [nil, "line 1 with some words to fill the batch", nil])
        #expect(examples(streamedSplit) == examples(wholeSplit))
      }
    }
  }

  @Test(
    "a key not named for the kind whose values choose keys only after the first megabyte still splits the whole file")
  func evidenceLateInALargeSampleIsSplit() throws {
    // A megabyte and a half of objects whose `layout` chooses nothing (a and b have the same keys),
    // then the kinds that have keys of their own.
    var lines: [String] = []
    var size = 0
    while size <= 3 << 19 {
      let line = #"{"layout": "\#(lines.count % 2 == 0 ? "a" : "b")", "id": \#(lines.count), "text": "t"}"#
      lines.append(line)
      size += line.utf8.count + 1
    }
    for index in 0..<4 {
      lines.append(
        #"{"layout": "image", "id": -\#(index), "text": "t", "image_url": "https://example.com/\#(index).png"}"#)
      lines.append(
        #"{"layout": "video", "id": -\#(index), "text": "t", "video_url": "https://example.com/\#(index).mp4"}"#)
    }
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("late-\(UUID().uuidString).jsonl")
    try (lines.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let schema = try GeneratorPipeline.inferSchema(
      from: [SampleInput(name: "blocks.jsonl", content: .file(path: file.path), isJSONLines: true)],
      rootName: "Block", diagnostics: DiagnosticList())
    let cluster = try #require(schema.clusters.first)
    #expect(cluster.cases.map(\.model) == ["ABlock", "BBlock", "ImageBlock", "VideoBlock"])
    #expect(schema.model(named: "VideoBlock")?.properties.map(\.swiftName) == ["videoURL"])
  }

  @Test("the same events give the same schema, cluster included, under a megabyte and at ten times the size")
  func sameTypesAtAnySize() throws {
    func events(count: Int) -> String {
      (0..<count).map { index in
        let org = index % 7 == 0 ? #", "org": {"login": "o\#(index % 5)"}"# : ""
        let payload =
          switch (index * 7_919) % 3 {
          case 0: #""type": "PushEvent", "payload": {"size": \#(index % 4), "commits": [{"sha": "s\#(index)"}]}"#
          case 1: #""type": "WatchEvent", "payload": {"action": "started"}"#
          default: #""type": "IssuesEvent", "payload": {"action": "opened", "issue": {"number": \#(index)}}"#
          }
        return #"{"id": \#(index), \#(payload), "actor": {"login": "u\#(index % 50)"}\#(org)}"#
      }.joined(separator: "\n") + "\n"
    }
    func schema(of text: String) throws -> MappingSchema {
      let file = FileManager.default.temporaryDirectory.appendingPathComponent("events-\(UUID().uuidString).jsonl")
      try text.write(to: file, atomically: true, encoding: .utf8)
      defer { try? FileManager.default.removeItem(at: file) }
      var schema = try GeneratorPipeline.inferSchema(
        from: [SampleInput(name: "events.jsonl", content: .file(path: file.path), isJSONLines: true)],
        rootName: "Event", diagnostics: DiagnosticList())
      schema.sources = []
      return schema
    }
    let small = events(count: 2_100)
    let large = events(count: 21_000)
    #expect(small.utf8.count < 1 << 20)
    #expect(large.utf8.count > 2 << 20)
    let smallSchema = try schema(of: small)
    #expect(smallSchema.clusters.first?.cases.map(\.model) == ["PushEvent", "IssuesEvent", "WatchEvent"])
    #expect(try schema(of: large) == smallSchema)
  }
}
