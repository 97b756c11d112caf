import Foundation
import Testing

@testable import MantleGenCore

/// Objects that name their kind (`"type": "image"`) are read by kind in the one reading of the
/// samples: the scan finds each object's kind wherever the key stands, and the summaries by kind
/// are the evidence of class clusters, with no second reading.
@Suite("Objects read by kind")
struct ObjectDiscriminatorsTests {
  /// The kind of each object of `json`, in the order of their `{` (none of the tests' strings holds one).
  private static func kinds(_ json: String) -> [String?] {
    let bytes = Array(json.utf8)
    let starts = bytes.indices.filter { bytes[$0] == UInt8(ascii: "{") }
    return bytes.withUnsafeBufferPointer { buffer in
      let found = ObjectDiscriminators.scan(buffer)
      var next = 0
      return (starts.isEmpty ? [0] : starts).map { start in
        found?.kind(ofObjectAt: start, next: &next).map { kind in
          ObjectPartitions.values(of: kind).map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        }
      }
    }
  }

  @Test("each object's conventional keys are found wherever they stand, after nested objects too")
  func scanFindsKindsOfEveryObject() {
    let json = #"""
      {"object": "block", "parent": {"type": "page_id", "id": "x"}, "created": 1, "type": "paragraph",
       "children": [{"text": "a \"type\": \"no\"", "kind": "leaf"}, {"eventType": "push", "Type": "T1"}]}
      """#
    #expect(
      Self.kinds(json) == ["object=block type=paragraph", "type=page_id", "kind=leaf", "eventType=push Type=T1"])
  }

  @Test("keys not named for a kind, values that are not codes, and escaped text give no kind")
  func scanIgnoresOtherKeysAndValues() {
    #expect(Self.kinds(#"{"status": "open", "name": "x"}"#) == [nil])
    #expect(Self.kinds(#"{"type": "The Wood Brothers"}"#) == [nil])
    #expect(Self.kinds(#"{"type": 3, "kind": {"type": "inner"}}"#) == [nil, "type=inner"])
    #expect(Self.kinds(#"{"type": "a\u0062c"}"#) == [nil])
    #expect(Self.kinds(#"[{"type": ["x"]}, {"prototype": "x", "subtype": "y"}]"#) == [nil, nil])
    #expect(Self.kinds(#"{"block_type": "image", "TYPE": "B"}"#) == ["block_type=image TYPE=B"])
  }

  @Test("malformed and cut bytes are scanned without a crash")
  func scanSurvivesMalformedBytes() {
    for json in [#"{"type": "a"#, #"}}]]{"type"#, #"{"type": "a\"#, "\"", "{{{{", #"{"type":"x"}}}"#, ""] {
      _ = Self.kinds(json)
    }
    #expect(Self.kinds(#"{"type":"x"}}}"#) == ["type=x"])
  }

  private static let events = (0..<60).map { index in
    index == 50
      ? #"{"id": 50, "video_url": "https://example.com/50.mp4", "type": "video"}"#
      : index % 3 == 0
        ? #"{"type": "image", "id": \#(index), "image_url": "https://example.com/\#(index).png"}"#
        : #"{"type": "text", "id": \#(index), "text": "line \#(index) with some words to fill the batch"}"#
  }

  @Test("the objects read by kind equal the split of a second reading, whole or in batches on 1, 2 and 4 workers")
  func partitionsReadMatchSecondReading() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinds-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = Self.events.joined(separator: "\n") + "\n"
    let file = folder.appendingPathComponent("events.jsonl")
    try text.write(to: file, atomically: true, encoding: .utf8)
    let whole = try GeneratorPipeline.summarize([SampleInput(name: "e", bytes: Array(text.utf8), isJSONLines: true)])
    let places = try #require(ClusterDetection.candidatePlaces(in: whole))
    try Array(text.utf8).withUnsafeBufferPointer { try places.split($0, allowsMultipleDocuments: true) }
    let secondReading = try #require(places.allPartitions["$"]?["type"])
    func described(_ split: [VariantPartition]) -> [String] {
      split.map { part in
        let example = part.summary.field(named: "text")?.strings.example ?? "-"
        return "\(part.value) \(part.summary.objectCount) \(part.summary.keyOrder) \(example)"
      }
    }
    #expect(described(secondReading).first == "image 20 [\"type\", \"id\", \"image_url\"] -")
    for workers in [1, 2, 4] {
      let summary = ShapeSummary()
      try StreamingSummarizer(chunkSize: 1 << 10, workerCount: workers).summarize(
        path: file.path, name: "events.jsonl", isJSONLines: true, into: summary)
      let read = ClusterDetection.partitionsRead(in: DictionaryDetection.folded(summary))
      #expect(described(try #require(read["$"]?["type"])) == described(secondReading), "\(workers) workers")
      #expect(summary.objectCount == 60 && summary.field(named: "video_url")?.presenceCount == 1)
    }
  }

  @Test("a stream, which is read only once, gets its cluster by a key named for the kind")
  func streamGetsClusterInOneReading() throws {
    let pipe = Pipe()
    let writer = pipe.fileHandleForWriting
    let bytes = Data((Self.events.joined(separator: "\n") + "\n").utf8)
    Thread.detachNewThread {
      writer.write(bytes)
      try? writer.close()
    }
    let sample = try SampleInput.fromStream(
      name: "-", descriptor: pipe.fileHandleForReading.fileDescriptor, ownsDescriptor: false,
      isJSONLinesByName: true, headByteCount: 1024)
    guard case .stream = sample.content else {
      Issue.record("expected a streamed sample")
      return
    }
    let diagnostics = DiagnosticList()
    let schema = try GeneratorPipeline.inferSchema(from: [sample], rootName: "Post", diagnostics: diagnostics)
    #expect(schema.clusters.first?.cases.map(\.model) == ["ImagePost", "TextPost", "VideoPost"])
    #expect(diagnostics.diagnostics.isEmpty)
  }

  @Test("a place of more kinds than a cluster has cases is summarised as one, as when its key is named otherwise")
  func tooManyKindsAreReadTogether() throws {
    func schema(key: String) throws -> String {
      let lines = (0..<150).map { #"{"\#(key)": "kind\#($0)", "n": \#($0), "x\#($0 % 3)": true}"# }
      let summary = try GeneratorPipeline.summarize([
        SampleInput(name: "k", bytes: Array(lines.joined(separator: "\n").utf8), isJSONLines: true)
      ])
      #expect(summary.partitions == nil && summary.objectCount == 150)
      return SchemaFile.text(of: SchemaInference.infer(from: summary, rootName: "Root", sources: []))
    }
    let byKind = try schema(key: "type")
    #expect(byKind == (try schema(key: "label")).replacingOccurrences(of: "label", with: "type"))
  }

  @Test("objects read by kind inside others are read by kind only a few levels deep")
  func kindsNestOnlyAFewLevels() throws {
    var object = #"{"type": "leaf", "v": 1}"#
    for level in 0..<6 { object = #"{"type": "level\#(level % 2)", "child": \#(object)}"# }
    let summary = try GeneratorPipeline.summarize([
      SampleInput(name: "n", bytes: Array((object + "\n" + object).utf8), isJSONLines: true)
    ])
    var depths: [Int] = []
    var place: ShapeSummary? = summary
    while let current = place {
      depths.append(current.partitions?.kinds.count ?? 0)
      place = current.field(named: "child")
    }
    #expect(depths == [1, 1, 1, 0, 0, 0, 0])
    #expect(summary.objectCount == 2)
  }
}
