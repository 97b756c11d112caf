import Testing

@testable import MantleGenCore

@Suite("Samples of unrelated kinds")
struct SampleKindsTests {
  private func infer(_ documents: [(name: String, text: String)]) throws -> (MappingSchema, [String]) {
    let samples = documents.map { SampleInput(name: "data/\($0.name)", bytes: Array($0.text.utf8), isJSONLines: false) }
    let diagnostics = DiagnosticList()
    let schema = try GeneratorPipeline.inferSchema(from: samples, rootName: "Root", diagnostics: diagnostics)
    return (schema, diagnostics.diagnostics.filter { $0.severity == .warning }.map(\.message))
  }

  @Test("a folder of users and orders is not merged silently: the warning names each kind's files and keys")
  func unrelatedFilesAreReported() throws {
    let (_, warnings) = try infer([
      ("orders.json", #"[{"order_id": 1, "total": 9.5, "items": [], "paid": true}]"#),
      ("users.json", #"[{"user_id": 1, "name": "a", "email": "e"}, {"user_id": 2, "name": "b"}]"#),
      ("users2.json", #"{"user_id": 3, "name": "c", "email": "f", "age": 3}"#),
    ])
    let warning = try #require(warnings.first { $0.contains("kinds of document") })
    #expect(warning.hasPrefix("the samples hold 2 kinds of document that share few keys: "))
    #expect(warning.contains("orders.json (keys items, order_id, paid, total)"))
    #expect(warning.contains("users.json, users2.json (keys email, name, user_id)"))
    #expect(warning.contains("infer each kind on its own"))
  }

  @Test("samples of one kind, with keys missing from some, a lone key or no keys at all, give no warning")
  func samplesOfOneKindAreQuiet() throws {
    let (schema, warnings) = try infer([
      ("push.json", #"{"id": 1, "type": "PushEvent", "actor": {}, "repo": {}, "payload": {"size": 1}}"#),
      ("watch.json", #"{"id": 2, "type": "WatchEvent", "actor": {}, "repo": {}, "org": {}}"#),
      ("lone.json", #"{"id": 3}"#),
      ("empty.json", #"{}"#),
    ])
    #expect(!warnings.contains { $0.contains("kinds of document") }, "\(warnings)")
    #expect(schema.model(named: "Root") != nil)
  }

  @Test("kinds are chains of alike samples: half of the smaller key set shared links two samples")
  func groupsFollowChains() {
    let keys: [Set<String>] = [["a", "b"], ["b", "c"], ["x", "y", "z"], ["c", "d"], ["y", "z", "w", "v"]]
    #expect(SampleKinds.groups(of: keys) == [[0, 1, 3], [2, 4]])
    #expect(SampleKinds.areAlike(["a"], ["a", "b", "c", "d"]))
    #expect(!SampleKinds.areAlike(["a", "b", "c"], ["a", "x", "y", "z"]))
    #expect(SampleKinds.warning(names: ["one.json"], keys: [["a"]]) == nil)
  }

  @Test("samples are compared with at most 64 kinds: a thousand unrelated files are reported, not compared pairwise")
  func manyKindsAreBounded() throws {
    let keys = (0..<1000).map { Set(["k\($0)a", "k\($0)b"]) }
    #expect(SampleKinds.groups(of: keys).count == SampleKinds.maximumKinds)
    let warning = try #require(SampleKinds.warning(names: keys.indices.map { "\($0).json" }, keys: keys))
    #expect(warning.hasPrefix("the samples hold 64 or more kinds of document that share few keys: 0.json (keys k0a, k0b); "))
    #expect(warning.contains("; and 61 more kinds."))
  }

  @Test("the keys each sample adds are read from the summary's counts, for documents, arrays and JSON Lines")
  func keysPerSampleComeFromTheSummary() throws {
    var keys: [Set<String>] = []
    _ = try GeneratorPipeline.summarize(
      [
        SampleInput(name: "a.json", bytes: Array(#"{"id": 1, "name": "x"}"#.utf8), isJSONLines: false),
        SampleInput(name: "b.json", bytes: Array(#"[{"id": 2}, {"sku": "s"}]"#.utf8), isJSONLines: false),
        SampleInput(name: "c.jsonl", bytes: Array("{\"id\": 3}\n{\"total\": 1}\n".utf8), isJSONLines: true),
      ], noteKeys: { keys.append($0) })
    #expect(keys == [["id", "name"], ["id", "sku"], ["id", "total"]])
  }
}
