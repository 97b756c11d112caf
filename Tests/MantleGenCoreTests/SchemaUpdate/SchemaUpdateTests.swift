import Testing

@testable import MantleGenCore

/// `update` in process: a schema the user edited (read from schema-file text) merged with what new
/// samples (inferred from JSON Lines text, as `mantlegen update` infers them) show.
@Suite("Schema update")
struct SchemaUpdateTests {
  /// The user's schema: `orderID` renamed from the key `id`, `total` chosen as `Decimal`, and an
  /// open enum `Status` with the cases seen before.
  private let orders = """
    { "mantlegen": 1, "root": "Order", "rootType": "Order", "sources": ["v1.json"],
      "options": { "access": "public", "merge": false },
      "models": [{ "name": "Order", "jsonPaths": ["$"], "properties": [
        { "name": "orderID", "key": "id", "type": "Int" },
        { "name": "total", "key": "total", "type": "Decimal" },
        { "name": "count", "key": "count", "type": "Int" },
        { "name": "note", "key": "note", "type": "String" },
        { "name": "status", "key": "status", "type": "Status" }
      ] }],
      "enums": [{ "name": "Status", "cases": [{ "case": "open", "value": "open" }, { "case": "closed", "value": "closed" }] }] }
    """

  /// Twelve new orders: no `note`, `count` as a string, `total` now whole or not, two new status
  /// values (enough repetitions to be inferred as an enum), and a `coupon` in the first only.
  private let newOrders = (0..<12).map { index in
    let status = ["open", "shipped", "default"][index % 3]
    let coupon = index == 0 ? #", "coupon": "SPRING""# : ""
    return #"{"id": \#(index + 1), "total": \#(index % 2 == 0 ? "2.5" : "3"), "count": "\#(index)", "#
      + #""status": "\#(status)"\#(coupon)}"#
  }.joined(separator: "\n")

  private func update(_ schemaText: String, with jsonLines: String) throws -> SchemaUpdate {
    let existing = try SchemaFile.read(Array(schemaText.utf8), file: "schema.json")
    let sample = SampleInput(name: "new.jsonl", bytes: Array(jsonLines.utf8), isJSONLines: true)
    let inferred = try GeneratorPipeline.inferSchema(
      from: [sample], rootName: existing.rootName, options: InferenceOptions(schemaOptions: existing.options),
      diagnostics: DiagnosticList())
    return SchemaUpdate(existing: existing, inferred: inferred)
  }

  private func properties(of model: String, in schema: MappingSchema) throws -> [Property] {
    try #require(schema.model(named: model)).properties
  }

  @Test("a cluster gains a case for a new discriminator value; known cases keep their inherited properties")
  func clusterGainsCases() throws {
    func blocks(_ kinds: [String]) -> String {
      (0..<12).map { index in
        let kind = kinds[index % kinds.count]
        let own =
          switch kind {
          case "section": #", "text": "line \#(index)""#
          case "image": #", "image_url": "https://example.com/\#(index).png", "alt": "a""#
          default: #", "video_url": "https://example.com/\#(index).mp4", "seconds": \#(index)"#
          }
        return #"{"type": "\#(kind)", "block_id": "b\#(index)"\#(own)}"#
      }.joined(separator: "\n")
    }
    let first = try GeneratorPipeline.inferSchema(
      from: [SampleInput(name: "old.jsonl", bytes: Array(blocks(["section", "image"]).utf8), isJSONLines: true)],
      rootName: "Block", diagnostics: DiagnosticList())
    let existing = try SchemaFile.read(Array(SchemaFile.text(of: first).utf8), file: "schema.json")
    let result = try update(SchemaFile.text(of: existing), with: blocks(["section", "video"]))
    let cluster = try #require(result.schema.clusters.first)
    #expect(cluster.cases.map(\.model) == ["SectionBlock", "ImageBlock", "VideoBlock"])
    #expect(cluster.cases.last?.rule == ClusterRule(key: "type", value: .string("video")))
    let video = try #require(result.schema.model(named: "VideoBlock"))
    #expect(video.extends == "BlockBase")
    #expect(video.properties.map(\.swiftName) == ["videoURL", "seconds"])
    #expect(result.changes.contains("Block: added case 'video' for type is \"video\""), "\(result.changes)")
    #expect(!result.changes.contains { $0.contains("now optional") }, "\(result.changes)")
  }

  @Test("a property the user renamed keeps its name, and its key gets no second property")
  func keepsRenames() throws {
    let properties = try properties(of: "Order", in: update(orders, with: newOrders).schema)
    #expect(properties.first { $0.keyPath == ["id"] }?.swiftName == "orderID")
    #expect(properties.filter { $0.keyPath == ["id"] }.count == 1)
    #expect(!properties.contains { $0.swiftName == "id" })
  }

  @Test("a type the user chose is kept while it still decodes the new samples; one that cannot is widened")
  func keepsOrWidensTypes() throws {
    let schema = try update(orders, with: newOrders).schema
    let properties = try properties(of: "Order", in: schema)
    #expect(properties.first { $0.swiftName == "total" }?.type == .decimal, "Decimal decodes 2.5 and 3")
    // Int cannot decode "0", String cannot decode the earlier 3: both are a case of a union.
    #expect(properties.first { $0.swiftName == "count" }?.type == .union("IntOrString"))
    #expect(
      schema.unions == [
        UnionType(
          name: "IntOrString",
          cases: [UnionCase(name: "integer", type: .int), UnionCase(name: "string", type: .string)], sourcePaths: [])
      ])
  }

  @Test("update only widens: the samples the schema was made from and the new ones both still check")
  func onlyWidens() throws {
    let first = #"{"value": {"name": "james", "id": 123}}"#
    let existing = try GeneratorPipeline.inferSchema(
      from: [SampleInput(name: "first.json", bytes: Array(first.utf8), isJSONLines: false)], rootName: "Root",
      diagnostics: DiagnosticList())
    let newer = #"{"value": {"name": 7, "id": 124, "email": "j@example.com"}}"#
    let inferred = try GeneratorPipeline.inferSchema(
      from: [SampleInput(name: "new.json", bytes: Array(newer.utf8), isJSONLines: false)], rootName: "Root",
      diagnostics: DiagnosticList())
    let updated = SchemaUpdate(existing: existing, inferred: inferred).schema
    #expect(updated.sources == ["first.json", "new.json"])
    var checker = DriftChecker(schema: ResolvedSchema(updated))
    try checker.check(Array(first.utf8), file: "first.json", allowsMultipleDocuments: false)
    try checker.check(Array(newer.utf8), file: "new.json", allowsMultipleDocuments: false)
    #expect(checker.report.findings.map(\.description) == [])
    let value = try #require(updated.models.first { $0.name == "Value" })
    #expect(value.properties.first { $0.swiftName == "email" }?.isOptional == true)
    #expect(value.properties.first { $0.swiftName == "name" }?.type == .union("StringOrInt"))
  }

  @Test("a new key is added after the user's properties, optional when some new samples lack it")
  func addsNewKeys() throws {
    let properties = try properties(of: "Order", in: update(orders, with: newOrders).schema)
    #expect(properties.map(\.swiftName) == ["orderID", "total", "count", "note", "status", "coupon"])
    let coupon = try #require(properties.last)
    #expect(coupon.keyPath == ["coupon"])
    #expect(coupon.type == .string)
    #expect(coupon.isOptional)
  }

  @Test("a key missing from every new sample makes its property optional, keeping the rest of it")
  func missingKeysBecomeOptional() throws {
    let properties = try properties(of: "Order", in: update(orders, with: newOrders).schema)
    let note = try #require(properties.first { $0.keyPath == ["note"] })
    #expect(note == Property(swiftName: "note", keyPath: ["note"], type: .string, isOptional: true))
  }

  @Test("a key now sometimes null makes its property optional, writing null as the new samples do")
  func nullInNewSamplesIsWrittenBack() throws {
    let nulls = (0..<3).map {
      #"{"id": \#($0), "total": 1, "count": 1, "note": \#($0 == 1 ? "null" : "\"n\""), "status": "open"}"#
    }
    let properties = try properties(of: "Order", in: update(orders, with: nulls.joined(separator: "\n")).schema)
    let note = try #require(properties.first { $0.keyPath == ["note"] })
    #expect(note == Property(swiftName: "note", keyPath: ["note"], type: .string, isOptional: true, writesNull: true))
  }

  @Test("an enum keeps its cases and gains one per new value, after them")
  func enumsGainCases() throws {
    let status = try #require(update(orders, with: newOrders).schema.enums.first)
    #expect(
      status.cases == [
        EnumCase(name: "open", value: "open"), EnumCase(name: "closed", value: "closed"),
        EnumCase(name: "default", value: "default"), EnumCase(name: "shipped", value: "shipped"),
      ])
  }

  @Test("the change report lists each change once, in the order made, with names as the schema writes them")
  func reportsChanges() throws {
    #expect(
      try update(orders, with: newOrders).changes == [
        "added union 'IntOrString'",
        "Order.count: type changed from Int to IntOrString so that the new samples decode as well as the earlier ones",
        #"Status: added case 'default' for "default""#,
        #"Status: added case 'shipped' for "shipped""#,
        "Order: added 'coupon' for coupon (String, optional)",
        "Order.note: now optional (missing from the new samples)",
      ])
  }

  @Test("samples that show nothing new change nothing but the sources, and report nothing")
  func nothingNew() throws {
    let same = #"{"id": 1, "total": 2.5, "count": 3, "note": "n", "status": "open"}"#
    let result = try update(orders, with: same)
    #expect(result.changes.isEmpty)
    var expected = try SchemaFile.read(Array(orders.utf8), file: "schema.json")
    expected.sources.append("new.jsonl")
    #expect(result.schema == expected)
  }

  @Test("keyword names stay plain: a new key whose name is taken gets a numbered name, and the file says it plainly")
  func keywordNames() throws {
    let schema = """
      { "mantlegen": 1, "root": "Item", "rootType": "Item", "sources": ["v1.json"],
        "options": { "access": "public", "merge": false },
        "models": [{ "name": "Item", "jsonPaths": ["$"], "properties": [{ "name": "class", "key": "class", "type": "String" }] }] }
      """
    let result = try update(schema, with: #"{"class": "a", "Class": "b", "default": 1}"#)
    #expect(try properties(of: "Item", in: result.schema).map(\.swiftName) == ["class", "class2", "default"])
    #expect(
      result.changes == [
        "Item: added 'class2' for Class (String, optional)", "Item: added 'default' for default (Int, optional)",
      ])
    #expect(
      SchemaFile.text(of: result.schema).contains(
        #"{ "name": "default", "key": "default", "type": "Int", "optional": true, "example": "1" }"#))
  }

  @Test("null elements make the element type optional, and what still reads inside stays")
  func nullElements() throws {
    let old = try GeneratorPipeline.inferSchema(
      from: [SampleInput(name: "old.json", bytes: Array(#"{"p": [1, 2], "m": {"a": "x"}}"#.utf8), isJSONLines: false)],
      rootName: "Root", diagnostics: DiagnosticList())
    let updated = try update(SchemaFile.text(of: old), with: #"{"p": [1, null], "m": {"a": "y"}}"#).schema
    #expect(updated.model(named: "Root")?.properties.first { $0.swiftName == "p" }?.type == .array(.optional(.int)))
  }

  @Test("dates in another ISO 8601 layout widen the format to one that keeps their instant")
  func dateFormatsWiden() throws {
    let old = try GeneratorPipeline.inferSchema(
      from: [SampleInput(name: "old.json", bytes: Array(#"{"t": "2024-06-01T00:00:00Z"}"#.utf8), isJSONLines: false)],
      rootName: "Root", diagnostics: DiagnosticList())
    #expect(old.model(named: "Root")?.properties.first?.transform == .date(.iso8601(fractionDigits: 0, zone: "Z")))
    let result = try update(SchemaFile.text(of: old), with: #"{"t": "2024-06-01T00:00:02.5Z"}"#)
    #expect(result.schema.model(named: "Root")?.properties.first?.transform == .date(.anyISO8601))
    #expect(result.changes.contains { $0.contains("widened to iso8601(any)") }, "\(result.changes)")
    let same = try update(SchemaFile.text(of: old), with: #"{"t": "2025-01-01T10:00:00Z"}"#)
    #expect(same.changes.isEmpty, "\(same.changes)")
  }

  @Test("a map's values gain what new samples show, also where those alone would make a model of the map")
  func mapValuesFromAModel() throws {
    let text = #"{"versions": {"1.1.0": {"m": "x"}, "1.2.0": {"m": "y"}, "1.3.0": {"m": "z"}}}"#
    let old = try GeneratorPipeline.inferSchema(
      from: [SampleInput(name: "old.json", bytes: Array(text.utf8), isJSONLines: false)], rootName: "Root",
      diagnostics: DiagnosticList())
    let map = try #require(old.model(named: "Root")?.properties.first)
    guard case .dictionary(.model(let value)) = map.type else {
      Issue.record("not a map: \(map.type)")
      return
    }
    let result = try update(SchemaFile.text(of: old), with: #"{"versions": {"2.0.0-beta": {"m": null, "n": 1}}}"#)
    let properties = try #require(result.schema.model(named: value)).properties
    #expect(properties.first { $0.keyPath == ["m"] }?.isOptional == true, "\(result.changes)")
    #expect(properties.contains { $0.keyPath == ["n"] }, "\(result.changes)")
  }

  @Test("an empty object where a model stands keeps the model and makes its properties optional, also at the root")
  func emptyObjects() throws {
    let old = try GeneratorPipeline.inferSchema(
      from: [SampleInput(name: "old.json", bytes: Array(#"{"id": 1, "u": {"e": "x"}}"#.utf8), isJSONLines: false)],
      rootName: "Root", diagnostics: DiagnosticList())
    let nested = try update(SchemaFile.text(of: old), with: #"{"id": 2, "u": {}}"#).schema
    #expect(nested.model(named: "Root")?.properties.first { $0.swiftName == "u" }?.type == .model("U"))
    #expect(nested.model(named: "U")?.properties.first?.isOptional == true)
    let root = try update(SchemaFile.text(of: old), with: "{}").schema
    #expect(root.model(named: "Root")?.properties.allSatisfy(\.isOptional) == true)
    #expect(root.model(named: "U") != nil)
  }

  @Test("new samples whose root is of another kind than the schema's are a conflict, not 'nothing new'")
  func rootOfAnotherKind() throws {
    let old = try GeneratorPipeline.inferSchema(
      from: [SampleInput(name: "old.json", bytes: Array(#"[{"id": 1}]"#.utf8), isJSONLines: false)],
      rootName: "Root", diagnostics: DiagnosticList())
    let conflict = try update(SchemaFile.text(of: old), with: #"{"id": 3}"#).rootConflict
    #expect(
      conflict?.hasPrefix("the new samples' root is an object where the schema's root, [RootElement], is an array")
        == true)
    #expect(try update(SchemaFile.text(of: old), with: #"[{"id": 4, "x": 1}]"#).rootConflict == nil)
  }

  @Test("types update adds take the prefix infer put before every type name, which the schema file keeps")
  func typePrefix() throws {
    let old = try GeneratorPipeline.inferSchema(
      from: [SampleInput(name: "old.json", bytes: Array(#"{"a": 1}"#.utf8), isJSONLines: false)],
      rootName: "Root", diagnostics: DiagnosticList()
    ).prefixingTypeNames(with: "P")
    let existing = try SchemaFile.read(Array(SchemaFile.text(of: old).utf8), file: "schema.json")
    #expect(existing.options.typePrefix == "P")
    let sample = SampleInput(name: "new.json", bytes: Array(#"{"a": 2, "o": {"x": 1}}"#.utf8), isJSONLines: false)
    let result = try SchemaUpdate.inferring(from: [sample], into: existing, diagnostics: DiagnosticList())
    #expect(result.schema.models.map(\.name).sorted() == ["PO", "PRoot"], "\(result.changes)")
  }

  @Test("an enum gains a value seen once, in a property and in an array's elements")
  func enumsGainValuesSeenOnce() throws {
    let lines = (0..<12).map {
      #"{"status": "\#(["active", "inactive"][$0 % 2])", "tags": ["\#(["x", "y"][$0 % 2])"]}"#
    }
    let old = try GeneratorPipeline.inferSchema(
      from: [SampleInput(name: "old.jsonl", bytes: Array(lines.joined(separator: "\n").utf8), isJSONLines: true)],
      rootName: "Root", diagnostics: DiagnosticList())
    #expect(old.enums.count == 2)
    let sample = SampleInput(
      name: "new.json", bytes: Array(#"{"status": "suspended", "tags": ["z"]}"#.utf8), isJSONLines: false)
    let result = try SchemaUpdate.inferring(from: [sample], into: old, diagnostics: DiagnosticList())
    let values = result.schema.enums.map { $0.cases.map(\.value) }
    #expect(values.contains { $0.contains(.string("suspended")) && $0.count == 3 }, "\(result.changes)")
    #expect(values.contains { $0.contains(.string("z")) && $0.count == 3 }, "\(result.changes)")
  }
}
