import Foundation
import Testing

@testable import MantleGenCore

/// Pins the exact findings of the drift check (kind, JSON path, message, line and column) on
/// small samples: what generated decoding accepts, case by case. Comments marked "Pinned as it
/// is" point at behaviour that looks questionable but is what the checker does now.
@Suite("Drift check semantics")
struct DriftCheckSemanticsTests {
  /// The one place that runs the checker: the findings of checking `json` (named `s.json`) with
  /// `schema`, one document or with `jsonLines` every document; with `streamingChunkSize`, through
  /// ``StreamingDriftCheck`` reading a file in chunks of that size on two workers.
  func findings(
    _ schema: MappingSchema, _ json: String, jsonLines: Bool = false, streamingChunkSize: Int? = nil
  ) throws -> [String] {
    var checker = DriftChecker(schema: ResolvedSchema(schema))
    if let chunkSize = streamingChunkSize {
      let url = FileManager.default.temporaryDirectory.appendingPathComponent("drift-pins-\(UUID().uuidString).json")
      try Data(json.utf8).write(to: url)
      defer { try? FileManager.default.removeItem(at: url) }
      let sample = SampleInput(name: "s.json", content: .file(path: url.path), isJSONLines: jsonLines)
      try StreamingDriftCheck(chunkSize: chunkSize, workerCount: 2).check(sample, with: &checker)
    } else {
      try checker.check(Array(json.utf8), file: "s.json", allowsMultipleDocuments: jsonLines)
    }
    return checker.report.findings.map(\.description)
  }

  // MARK: - Schemas

  /// A property at `key` (dots separate the keys of a key path), named after its last key.
  static func property(
    _ key: String, _ type: TypeReference, name: String? = nil, optional: Bool = false,
    default defaultValue: JSONLiteral? = nil, transform: Transform? = nil, fallbackKeys: [String] = []
  ) -> Property {
    let keyPath = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    return Property(
      swiftName: name ?? keyPath[keyPath.count - 1], keyPath: keyPath, type: type, isOptional: optional,
      defaultValue: defaultValue, transform: transform, fallbackKeys: fallbackKeys)
  }

  static func model(_ name: String, extends parent: String? = nil, _ properties: [Property]) -> Model {
    Model(name: name, extends: parent, properties: properties, sourcePaths: [])
  }

  /// A schema whose root is the model `Root` with `properties` (or `root`), beside `models` and the rest.
  static func schema(
    _ properties: [Property], models: [Model] = [], enums: [EnumType] = [], unions: [UnionType] = [],
    clusters: [ClusterType] = [], root: TypeReference = .model("Root"), options: SchemaOptions = SchemaOptions()
  ) -> MappingSchema {
    MappingSchema(
      rootName: "Root", rootType: root, models: [model("Root", properties)] + models, unions: unions, enums: enums,
      clusters: clusters, sources: ["s.json"], options: options)
  }

  /// One member of each JSON kind, one a line, to check a type against every kind.
  static let everyKind = """
    {
      "null": null,
      "bool": true,
      "int": 1,
      "double": 1.5,
      "string": "x",
      "array": [1],
      "object": {"k": 1}
    }
    """

  /// A schema reading every member of ``everyKind`` as `type`.
  static func everyKindSchema(_ type: TypeReference) -> MappingSchema {
    schema(["null", "bool", "int", "double", "string", "array", "object"].map { property($0, type) })
  }

  // MARK: - Duplicate keys

  @Test("of duplicate keys the last member decides, and only its findings count")
  func duplicateKeysLastMemberWins() throws {
    let schema = Self.schema(
      [Self.property("a", .int), Self.property("b", .model("Inner"), optional: true)],
      models: [Self.model("Inner", [Self.property("c", .int)])])
    #expect(try findings(schema, #"{"a": "x", "a": 1}"#) == [])
    #expect(
      try findings(schema, #"{"a": 1, "a": "x"}"#) == [
        "s.json:1:15: error: $.a: type changed: Int in schema, String in sample"
      ])
    let firstHasFindings = """
      {
        "a": 1,
        "b": {"c": "x", "new": true},
        "b": {"c": 2}
      }
      """
    #expect(try findings(schema, firstHasFindings) == [])
    let lastHasFindings = """
      {
        "a": 1,
        "b": {"c": 2},
        "b": {"c": "x", "new": true}
      }
      """
    #expect(
      try findings(schema, lastHasFindings) == [
        "s.json:4:14: error: $.b.c: type changed: Int in schema, String in sample",
        "s.json:4:26: warning: $.b.new: new key: not in the schema (Bool)",
      ])
  }

  @Test("a new key repeated in one object is reported once, at its first member, with the first value's kind")
  func duplicateNewKey() throws {
    let schema = Self.schema([Self.property("a", .int)])
    #expect(
      try findings(schema, #"{"a": 1, "x": 1, "x": "y"}"#) == [
        "s.json:1:15: warning: $.x: new key: not in the schema (Int)"
      ])
  }

  @Test("a duplicate key whose last value is null is null, as decoding reads it")
  func duplicateKeyEndingInNull() throws {
    let schema = Self.schema(
      [Self.property("a", .int), Self.property("b", .model("Inner"), optional: true)],
      models: [Self.model("Inner", [Self.property("c", .int)])])
    #expect(
      try findings(schema, #"{"a": 1, "a": null}"#) == [
        "s.json:1:15: error: $.a: now null: Int in schema, null in sample"
      ])
    #expect(
      try findings(schema, #"{"a": null, "a": null}"#) == [
        "s.json:1:18: error: $.a: now null: Int in schema, null in sample"
      ])
    #expect(try findings(schema, #"{"a": 1, "b": {"c": "x"}, "b": null}"#) == [])
  }

  // MARK: - Fallback keys

  @Test("fallback keys: the first candidate whose last value is present and not null is checked, under the key's path")
  func fallbackKeys() throws {
    let schema = Self.schema([
      Self.property("user_id", .int, name: "userID", fallbackKeys: ["userId", "uid"]),
      Self.property("name", .string, optional: true, fallbackKeys: ["title"]),
    ])
    #expect(try findings(schema, #"{"userId": 2}"#) == [])
    #expect(try findings(schema, #"{"user_id": null, "userId": 2, "uid": "x"}"#) == [])
    // The fallback's value is reported under the primary key's path.
    #expect(
      try findings(schema, #"{"uid": 3, "userId": "x"}"#) == [
        "s.json:1:22: error: $.user_id: type changed: Int in schema, String in sample"
      ])
    // The primary key wins wherever it is in the object.
    #expect(try findings(schema, #"{"userId": "x", "user_id": 3}"#) == [])
    #expect(
      try findings(schema, #"{"userId": 3, "user_id": "x"}"#) == [
        "s.json:1:26: error: $.user_id: type changed: Int in schema, String in sample"
      ])
    let allNull = """
      {
        "name": null,
        "title": null,
        "userId": null,
        "user_id": null
      }
      """
    #expect(
      try findings(schema, allNull) == [
        "s.json:5:14: error: $.user_id: now null: Int in schema, null in sample"
      ])
    // Only a fallback, null: the primary key is missing.
    #expect(
      try findings(schema, #"{"userId": null}"#) == [
        "s.json:1:1: error: $.user_id: required property missing: 'userID' (Int) is missing"
      ])
    #expect(
      try findings(schema, #"{"title": 5, "user_id": 1}"#) == [
        "s.json:1:11: error: $.name: type changed: String in schema, Int in sample"
      ])
    let noneThere = """
      {
        "id": 1
      }
      """
    #expect(
      try findings(schema, noneThere) == [
        #"s.json:1:1: error: $.user_id: required property missing: 'userID' (Int) is missing; the new key "id" reads as it: if the API renamed it, add "fallbackKeys": ["id"] to the property (or change its key)"#,
        "s.json:2:9: warning: $.id: new key: not in the schema (Int)",
      ])
  }

  // MARK: - Nested key paths

  @Test("nested key paths: a missing, null or non-object holder, and keys inside the holder")
  func nestedKeyPaths() throws {
    let schema = Self.schema([
      Self.property("owner.id", .int, name: "ownerID"),
      Self.property("owner.profile.name", .string, name: "ownerName"),
      Self.property("title", .string, optional: true),
    ])
    #expect(
      try findings(schema, #"{}"#) == [
        "s.json:1:1: error: $.owner: required property missing: the object holding ownerID, ownerName is missing"
      ])
    #expect(
      try findings(schema, #"{"title": "t", "owner": null}"#) == [
        "s.json:1:1: error: $.owner: required property missing: the object holding ownerID, ownerName is missing"
      ])
    let notAnObject = """
      {
        "title": "t",
        "owner": 5
      }
      """
    #expect(
      try findings(schema, notAnObject) == [
        "s.json:3:12: error: $.owner: key path no longer an object: the key path expects an object, found Int"
      ])
    let wrongInside = """
      {
        "owner": {"id": "1", "profile": [], "x": true}
      }
      """
    #expect(
      try findings(schema, wrongInside) == [
        "s.json:2:19: error: $.owner.id: type changed: Int in schema, String in sample",
        "s.json:2:35: error: $.owner.profile: key path no longer an object: "
          + "the key path expects an object, found Array",
        "s.json:2:44: warning: $.owner.x: new key: not in the schema (Bool)",
      ])
    let deeper = """
      {
        "owner": {
          "id": 1,
          "profile": {"name": null, "extra": 1}
        }
      }
      """
    #expect(
      try findings(schema, deeper) == [
        "s.json:4:25: error: $.owner.profile.name: now null: String in schema, null in sample",
        "s.json:4:40: warning: $.owner.profile.extra: new key: not in the schema (Int)",
      ])
    #expect(
      try findings(schema, #"{"owner": {"id": 1}}"#) == [
        "s.json:1:11: error: $.owner.profile: required property missing: the object holding ownerName is missing"
      ])
  }

  @Test(
    "nested key paths with only optional or defaulted properties tolerate a missing or null holder, not another kind"
  )
  func nestedKeyPathsTolerant() throws {
    let schema = Self.schema([
      Self.property("owner.id", .int, name: "ownerID", optional: true),
      Self.property("owner.profile.name", .string, name: "ownerName", default: .string("anon")),
    ])
    #expect(try findings(schema, #"{}"#) == [])
    #expect(try findings(schema, #"{"owner": null}"#) == [])
    #expect(try findings(schema, #"{"owner": {"profile": null}}"#) == [])
    #expect(try findings(schema, #"{"owner": {"id": null, "profile": {"name": null}}}"#) == [])
    #expect(
      try findings(schema, #"{"owner": "x"}"#) == [
        "s.json:1:11: error: $.owner: key path no longer an object: the key path expects an object, found String"
      ])
    #expect(
      try findings(schema, #"{"owner": {"profile": 1}}"#) == [
        "s.json:1:23: error: $.owner.profile: key path no longer an object: the key path expects an object, found Int"
      ])
    // One required property below makes the holder required.
    let mixed = Self.schema([
      Self.property("owner.id", .int, name: "ownerID"),
      Self.property("owner.nick", .string, optional: true),
    ])
    #expect(
      try findings(mixed, #"{"owner": {}}"#) == [
        "s.json:1:11: error: $.owner.id: required property missing: 'ownerID' (Int) is missing"
      ])
    #expect(
      try findings(mixed, #"{}"#) == [
        "s.json:1:1: error: $.owner: required property missing: the object holding ownerID, nick is missing"
      ])
  }

  @Test("a model at a key and a key path into the same key each see the other's keys as new")
  func modelAndKeyPathIntoIt() throws {
    // Pinned as it is: `login` (of Owner) and `id` (of owner.id) are both known, yet each check of
    // the object reports the other's key as new.
    let schema = Self.schema(
      [Self.property("owner", .model("Owner")), Self.property("owner.id", .int, name: "ownerID")],
      models: [Self.model("Owner", [Self.property("login", .string)])])
    #expect(
      try findings(schema, #"{"owner": {"login": "q", "id": 1, "extra": true}}"#) == [
        "s.json:1:21: warning: $.owner.login: new key: not in the schema (String)",
        "s.json:1:32: warning: $.owner.id: new key: not in the schema (Int)",
        "s.json:1:44: warning: $.owner.extra: new key: not in the schema (Bool)",
      ])
    #expect(
      try findings(schema, #"{"owner": {"login": "q"}}"#) == [
        "s.json:1:11: error: $.owner.id: required property missing: 'ownerID' (Int) is missing",
        "s.json:1:21: warning: $.owner.login: new key: not in the schema (String)",
      ])
    // Both would report the missing object at $.owner: the first one recorded is kept.
    #expect(
      try findings(schema, #"{}"#) == [
        "s.json:1:1: error: $.owner: required property missing: 'owner' (Owner) is missing"
      ])
  }
}
