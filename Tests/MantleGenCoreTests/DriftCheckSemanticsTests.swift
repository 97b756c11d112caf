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
  private func findings(
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
  private static func property(
    _ key: String, _ type: TypeReference, name: String? = nil, optional: Bool = false,
    default defaultValue: JSONLiteral? = nil, transform: Transform? = nil, fallbackKeys: [String] = []
  ) -> Property {
    let keyPath = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    return Property(
      swiftName: name ?? keyPath[keyPath.count - 1], keyPath: keyPath, type: type, isOptional: optional,
      defaultValue: defaultValue, transform: transform, fallbackKeys: fallbackKeys)
  }

  private static func model(_ name: String, extends parent: String? = nil, _ properties: [Property]) -> Model {
    Model(name: name, extends: parent, properties: properties, sourcePaths: [])
  }

  /// A schema whose root is the model `Root` with `properties` (or `root`), beside `models` and the rest.
  private static func schema(
    _ properties: [Property], models: [Model] = [], enums: [EnumType] = [], unions: [UnionType] = [],
    clusters: [ClusterType] = [], root: TypeReference = .model("Root"), options: SchemaOptions = SchemaOptions()
  ) -> MappingSchema {
    MappingSchema(
      rootName: "Root", rootType: root, models: [model("Root", properties)] + models, unions: unions, enums: enums,
      clusters: clusters, sources: ["s.json"], options: options)
  }

  /// One member of each JSON kind, one a line, to check a type against every kind.
  private static let everyKind = """
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
  private static func everyKindSchema(_ type: TypeReference) -> MappingSchema {
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
        "s.json:1:1: error: $.user_id: required property missing: 'userID' (Int) is missing",
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

  // MARK: - Optionality

  @Test("optional and defaulted properties tolerate missing and null; required ones report them")
  func optionalsAndDefaults() throws {
    let schema = Self.schema([
      Self.property("req", .int),
      Self.property("opt", .int, optional: true),
      Self.property("def", .int, default: .number("0")),
      Self.property("list", .array(.int)),
      Self.property("opts", .array(.optional(.int))),
    ])
    #expect(
      try findings(schema, #"{"req": null, "opt": null, "def": null, "list": [1, null], "opts": [1, null]}"#) == [
        "s.json:1:9: error: $.req: now null: Int in schema, null in sample",
        "s.json:1:53: error: $.list[]: now null: Int in schema, null in sample",
      ])
    let wrong = """
      {
        "opt": "x",
        "def": "y",
        "list": null,
        "opts": []
      }
      """
    #expect(
      try findings(schema, wrong) == [
        "s.json:1:1: error: $.req: required property missing: 'req' (Int) is missing",
        "s.json:2:10: error: $.opt: type changed: Int in schema, String in sample",
        "s.json:3:10: error: $.def: type changed: Int in schema, String in sample",
        "s.json:4:11: error: $.list: now null: [Int] in schema, null in sample",
      ])
  }

  @Test("JSONValue accepts every value, null included, but must be present unless optional")
  func jsonValue() throws {
    let schema = Self.schema([
      Self.property("any", .jsonValue),
      Self.property("maybe", .jsonValue, optional: true),
      Self.property("list", .array(.jsonValue), optional: true),
      Self.property("map", .dictionary(.jsonValue), optional: true),
    ])
    #expect(try findings(schema, #"{"any": null}"#) == [])
    #expect(
      try findings(schema, #"{"any": {"x": [1, null, "s"]}, "maybe": 5, "list": [null, {}], "map": {"a": null}}"#) == []
    )
    #expect(
      try findings(schema, #"{"maybe": null}"#) == [
        "s.json:1:1: error: $.any: required property missing: 'any' (JSONValue) is missing"
      ])
  }

  // MARK: - Scalars

  @Test("Int against every JSON kind")
  func intAgainstEveryKind() throws {
    #expect(
      try findings(Self.everyKindSchema(.int), Self.everyKind) == [
        "s.json:2:11: error: $.null: now null: Int in schema, null in sample",
        "s.json:3:11: error: $.bool: type changed: Int in schema, Bool in sample",
        "s.json:5:13: error: $.double: type changed: Int in schema, Double in sample",
        "s.json:6:13: error: $.string: type changed: Int in schema, String in sample",
        "s.json:7:12: error: $.array: type changed: Int in schema, Array in sample",
        "s.json:8:13: error: $.object: type changed: Int in schema, Object in sample",
      ])
  }

  @Test("Int accepts integral numbers in any notation as JSONDecoder does, but not fractions or numbers beyond Int")
  func intNumbers() throws {
    let keys = ["a", "b", "c", "d", "e", "f", "g", "h"]
    let schema = Self.schema(keys.map { Self.property($0, .int) })
    let numbers = """
      {
        "a": 1.0,
        "b": 1e2,
        "c": 1.5,
        "d": 9223372036854775808,
        "e": -9223372036854775808,
        "f": 1e400,
        "g": -0,
        "h": 1E+2
      }
      """
    #expect(
      try findings(schema, numbers) == [
        "s.json:4:8: error: $.c: type changed: Int in schema, Double in sample",
        "s.json:5:8: error: $.d: type changed: Int in schema, Double in sample",
        "s.json:7:8: error: $.f: type changed: Int in schema, out-of-range number in sample",
      ])
  }

  @Test("Double and Decimal accept every number within Double's range")
  func doubleAndDecimal() throws {
    #expect(
      try findings(Self.everyKindSchema(.double), Self.everyKind) == [
        "s.json:2:11: error: $.null: now null: Double in schema, null in sample",
        "s.json:3:11: error: $.bool: type changed: Double in schema, Bool in sample",
        "s.json:6:13: error: $.string: type changed: Double in schema, String in sample",
        "s.json:7:12: error: $.array: type changed: Double in schema, Array in sample",
        "s.json:8:13: error: $.object: type changed: Double in schema, Object in sample",
      ])
    #expect(
      try findings(Self.everyKindSchema(.decimal), Self.everyKind) == [
        "s.json:2:11: error: $.null: now null: Decimal in schema, null in sample",
        "s.json:3:11: error: $.bool: type changed: Decimal in schema, Bool in sample",
        "s.json:6:13: error: $.string: type changed: Decimal in schema, String in sample",
        "s.json:7:12: error: $.array: type changed: Decimal in schema, Array in sample",
        "s.json:8:13: error: $.object: type changed: Decimal in schema, Object in sample",
      ])
    let schema = Self.schema([Self.property("a", .double), Self.property("b", .decimal)])
    #expect(try findings(schema, #"{"a": 1e300, "b": 0.1000000000000000000000000001}"#) == [])
    #expect(
      try findings(schema, #"{"a": 1e400, "b": -1e400}"#) == [
        "s.json:1:7: error: $.a: type changed: Double in schema, out-of-range number in sample",
        "s.json:1:19: error: $.b: type changed: Decimal in schema, out-of-range number in sample",
      ])
    // Too small to be anything but zero: JSONDecoder refuses these too.
    let tiny = "0." + String(repeating: "0", count: 400) + "1"
    #expect(
      try findings(schema, #"{"a": 2e-324, "b": \#(tiny)}"#) == [
        "s.json:1:7: error: $.a: type changed: Double in schema, out-of-range number in sample",
        "s.json:1:20: error: $.b: type changed: Decimal in schema, out-of-range number in sample",
      ])
    #expect(try findings(schema, #"{"a": 5e-324, "b": 0e-400}"#) == [])
  }

  @Test("Bool and String accept only their own kind; integers beyond Int are named Double")
  func boolAndString() throws {
    #expect(
      try findings(Self.everyKindSchema(.bool), Self.everyKind) == [
        "s.json:2:11: error: $.null: now null: Bool in schema, null in sample",
        "s.json:4:10: error: $.int: type changed: Bool in schema, Int in sample",
        "s.json:5:13: error: $.double: type changed: Bool in schema, Double in sample",
        "s.json:6:13: error: $.string: type changed: Bool in schema, String in sample",
        "s.json:7:12: error: $.array: type changed: Bool in schema, Array in sample",
        "s.json:8:13: error: $.object: type changed: Bool in schema, Object in sample",
      ])
    #expect(
      try findings(Self.everyKindSchema(.string), Self.everyKind) == [
        "s.json:2:11: error: $.null: now null: String in schema, null in sample",
        "s.json:3:11: error: $.bool: type changed: String in schema, Bool in sample",
        "s.json:4:10: error: $.int: type changed: String in schema, Int in sample",
        "s.json:5:13: error: $.double: type changed: String in schema, Double in sample",
        "s.json:7:12: error: $.array: type changed: String in schema, Array in sample",
        "s.json:8:13: error: $.object: type changed: String in schema, Object in sample",
      ])
    let schema = Self.schema([Self.property("a", .string), Self.property("b", .string), Self.property("c", .bool)])
    #expect(
      try findings(schema, #"{"a": 9223372036854775808, "b": 1.0, "c": 0}"#) == [
        "s.json:1:7: error: $.a: type changed: String in schema, Double in sample",
        "s.json:1:33: error: $.b: type changed: String in schema, Double in sample",
        "s.json:1:43: error: $.c: type changed: Bool in schema, Int in sample",
      ])
  }

  @Test("URL accepts strings Foundation parses as a URL")
  func url() throws {
    #expect(
      try findings(Self.everyKindSchema(.url), Self.everyKind) == [
        "s.json:2:11: error: $.null: now null: URL in schema, null in sample",
        "s.json:3:11: error: $.bool: type changed: URL in schema, Bool in sample",
        "s.json:4:10: error: $.int: type changed: URL in schema, Int in sample",
        "s.json:5:13: error: $.double: type changed: URL in schema, Double in sample",
        "s.json:7:12: error: $.array: type changed: URL in schema, Array in sample",
        "s.json:8:13: error: $.object: type changed: URL in schema, Object in sample",
      ])
    let keys = ["a", "b", "c", "d", "e", "f"]
    let schema = Self.schema(keys.map { Self.property($0, .url) })
    let urls = """
      {
        "a": "https://example.com/a?b=c#d",
        "b": "not a url with spaces",
        "c": "",
        "d": "mailto:someone@example.com",
        "e": "relative/path",
        "f": "http://[::1"
      }
      """
    #expect(
      try findings(schema, urls) == [
        "s.json:4:8: error: $.c: type changed: URL in schema, String in sample",
        "s.json:7:8: error: $.f: type changed: URL in schema, String in sample",
      ])
  }

  @Test("UUID accepts either letter case and nothing but the 8-4-4-4-12 form")
  func uuid() throws {
    #expect(
      try findings(Self.everyKindSchema(.uuid), Self.everyKind) == [
        "s.json:2:11: error: $.null: now null: UUID in schema, null in sample",
        "s.json:3:11: error: $.bool: type changed: UUID in schema, Bool in sample",
        "s.json:4:10: error: $.int: type changed: UUID in schema, Int in sample",
        "s.json:5:13: error: $.double: type changed: UUID in schema, Double in sample",
        "s.json:6:13: error: $.string: type changed: UUID in schema, String in sample",
        "s.json:7:12: error: $.array: type changed: UUID in schema, Array in sample",
        "s.json:8:13: error: $.object: type changed: UUID in schema, Object in sample",
      ])
    let keys = ["lower", "upper", "braces", "short"]
    let schema = Self.schema(keys.map { Self.property($0, .uuid) })
    let uuids = """
      {
        "lower": "7b1f2a6e-0c4d-4e5f-8a9b-0c1d2e3f4a5b",
        "upper": "7B1F2A6E-0C4D-4E5F-8A9B-0C1D2E3F4A5B",
        "braces": "{7B1F2A6E-0C4D-4E5F-8A9B-0C1D2E3F4A5B}",
        "short": "7B1F2A6E"
      }
      """
    #expect(
      try findings(schema, uuids) == [
        "s.json:4:13: error: $.braces: type changed: UUID in schema, String in sample",
        "s.json:5:12: error: $.short: type changed: UUID in schema, String in sample",
      ])
  }

  @Test("dates: the format of a date transform, the JSON kind of the others")
  func dates() throws {
    let iso = Transform.date(.iso8601(fractionDigits: 0, zone: "Z"))
    let schema = Self.schema([
      Self.property("iso", .date, transform: iso),
      Self.property("isoVariant", .date, transform: iso),
      Self.property("isoBad", .date, transform: iso),
      Self.property("isoNumber", .date, transform: iso),
      Self.property("unix", .date, transform: .unixTime(.seconds)),
      Self.property("unixString", .date, transform: .unixTime(.milliseconds)),
      Self.property("pattern", .date, transform: .dateFormatter("dd.MM.yyyy")),
      Self.property("patternNumber", .date, transform: .dateFormatter("dd.MM.yyyy")),
      Self.property("plain", .date),
      Self.property("plainString", .date),
      Self.property("days", .array(.date), transform: .date(.date)),
    ])
    // Pinned as it is: a DateFormatter pattern is not checked against the string.
    let dates = """
      {
        "iso": "2024-01-02T03:04:05Z",
        "isoVariant": "2024-01-02T03:04:05.5+01:00",
        "isoBad": "soon",
        "isoNumber": 1704164645,
        "unix": 1704164645,
        "unixString": "1704164645000",
        "pattern": "not even a date",
        "patternNumber": 5,
        "plain": 725846400,
        "plainString": "2024-01-02T03:04:05Z",
        "days": ["2024-01-02", "2024-01-02 03:04:05"]
      }
      """
    #expect(
      try findings(schema, dates) == [
        #"s.json:4:13: error: $.isoBad: date format changed: "soon" is not in the format iso8601"#,
        "s.json:5:16: error: $.isoNumber: type changed: Date in schema, Int in sample",
        "s.json:7:17: error: $.unixString: type changed: Date in schema, String in sample",
        "s.json:9:20: error: $.patternNumber: type changed: Date in schema, Int in sample",
        "s.json:11:18: error: $.plainString: type changed: Date in schema, String in sample",
        #"s.json:3:17: warning: $.isoVariant: date format changed: "2024-01-02T03:04:05.5+01:00" is not in the format "#
          + "iso8601; it decodes, but re-encodes in that format",
        #"s.json:12:26: warning: $.days[]: date format changed: "2024-01-02 03:04:05" is not in the format "#
          + "yyyy-MM-dd; it decodes, but re-encodes in that format",
      ])
  }

  @Test("a warning for a decodable date variant does not hide an undecodable date at the same path")
  func dateFindingsShareOnePath() throws {
    let schema = Self.schema([Self.property("days", .array(.date), transform: .date(.date))])
    let expected = [
      #"s.json:1:34: error: $.days[]: date format changed: "2024-02-30" is not in the format yyyy-MM-dd"#,
      #"s.json:1:11: warning: $.days[]: date format changed: "2024-01-02 03:04:05" is not in the format yyyy-MM-dd; "#
        + "it decodes, but re-encodes in that format",
    ]
    #expect(try findings(schema, #"{"days": ["2024-01-02 03:04:05", "2024-02-30"]}"#) == expected)
    #expect(
      try findings(schema, #"{"days": ["2024-02-30", "2024-01-02 03:04:05"]}"#) == [
        #"s.json:1:11: error: $.days[]: date format changed: "2024-02-30" is not in the format yyyy-MM-dd"#,
        #"s.json:1:25: warning: $.days[]: date format changed: "2024-01-02 03:04:05" is not in the format yyyy-MM-dd; "#
          + "it decodes, but re-encodes in that format",
      ])
  }

  @Test(
    "enumerations: new values warn when open or with a fallback, break when closed; values compare as Swift strings")
  func enumerations() throws {
    let schema = Self.schema(
      [
        Self.property("status", .enumeration("Status")),
        Self.property("composed", .enumeration("Status")),
        Self.property("decomposed", .enumeration("Status")),
        Self.property("other", .enumeration("Status")),
        Self.property("kind", .enumeration("Kind")),
        Self.property("mood", .enumeration("Mood")),
        Self.property("number", .enumeration("Status")),
      ],
      enums: [
        EnumType(
          name: "Status", cases: [EnumCase(name: "open", value: "open"), EnumCase(name: "eAcute", value: "\u{E9}")]),
        EnumType(name: "Kind", cases: [EnumCase(name: "a", value: "a")], isOpen: false),
        EnumType(name: "Mood", cases: [EnumCase(name: "calm", value: "calm")], fallback: "calm", isOpen: false),
      ])
    // Pinned as it is: "e\u{301}" is canonically equivalent to the case "\u{E9}" and matches it,
    // though its bytes differ (and re-encode as the case's).
    let values = """
      {
        "status": "open",
        "composed": "\\u00e9",
        "decomposed": "e\u{301}",
        "other": "archived",
        "kind": "b",
        "mood": "grumpy",
        "number": 1
      }
      """
    #expect(
      try findings(schema, values) == [
        "s.json:6:11: error: $.kind: new enum value: 'b' is not a case of Kind",
        "s.json:8:13: error: $.number: type changed: Status in schema, Int in sample",
        "s.json:5:12: warning: $.other: new enum value: 'archived' is not a case of Status; "
          + "it decodes as an unknown value",
        "s.json:7:11: warning: $.mood: new enum value: 'grumpy' is not a case of Mood; it decodes as an unknown value",
      ])
  }

  // MARK: - Transforms

  @Test("the lenient transform accepts the conversions of the support library, and a single value for an array")
  func lenient() throws {
    let properties: [(String, TypeReference)] = [
      ("i1", .int), ("i2", .int), ("i3", .int), ("i4", .int),
      ("b1", .bool), ("b2", .bool), ("b3", .bool), ("b4", .bool), ("b5", .bool),
      ("s1", .string), ("s2", .string), ("s3", .string), ("s4", .string),
      ("a1", .array(.int)), ("a2", .array(.int)), ("a3", .array(.int)), ("a4", .array(.int)),
      ("a5", .array(.array(.int))), ("m1", .model("Inner")), ("m2", .model("Inner")), ("m3", .array(.model("Inner"))),
      ("d1", .dictionary(.int)),
    ]
    let schema = Self.schema(
      properties.map { Self.property($0.0, $0.1, transform: .lenient) },
      models: [Self.model("Inner", [Self.property("c", .int, optional: true)])])
    // Pinned as it is: a single value is accepted for nested arrays too ([[Int]] given 5, and an
    // empty array for a model inside an array), though generated code accepts it only for the
    // outermost array.
    let values = """
      {
        "i1": "12", "i2": "1.5", "i3": 1.5, "i4": {},
        "b1": "true", "b2": "1", "b3": 1, "b4": "YES", "b5": 2,
        "s1": 12, "s2": true, "s3": [1], "s4": null,
        "a1": 5, "a2": "5", "a3": "x", "a4": ["5", 6],
        "a5": 5, "m1": [], "m2": [1], "m3": [[]],
        "d1": {"a": "1"}
      }
      """
    #expect(
      try findings(schema, values) == [
        "s.json:2:21: error: $.i2: type changed: Int in schema, String in sample",
        "s.json:2:34: error: $.i3: type changed: Int in schema, Double in sample",
        "s.json:2:45: error: $.i4: type changed: Int in schema, Object in sample",
        "s.json:3:56: error: $.b5: type changed: Bool in schema, Int in sample",
        "s.json:4:31: error: $.s3: type changed: String in schema, Array in sample",
        "s.json:4:42: error: $.s4: now null: String in schema, null in sample",
        "s.json:5:29: error: $.a3: type changed: [Int] in schema, String in sample",
        "s.json:6:28: error: $.m2: type changed: Inner in schema, Array in sample",
      ])
  }

  @Test("the schema-wide lenient option gives scalar properties without a transform the lenient transform")
  func schemaWideLenient() throws {
    let schema = Self.schema(
      [Self.property("a", .int), Self.property("b", .array(.bool)), Self.property("c", .uuid)],
      options: SchemaOptions(isLenient: true))
    #expect(
      try findings(schema, #"{"a": "12", "b": "true", "c": 1}"#) == [
        "s.json:1:31: error: $.c: type changed: UUID in schema, Int in sample"
      ])
  }

  @Test("the first-element transform expects a non-empty array whose elements are of the property's type")
  func firstElement() throws {
    let schema = Self.schema(
      [
        Self.property("v1", .array(.int), transform: .firstElement),
        Self.property("v2", .array(.int), transform: .firstElement),
        Self.property("v3", .array(.int), transform: .firstElement),
        Self.property("cover", .model("Photo"), transform: .firstElement),
        Self.property("cover2", .model("Photo"), transform: .firstElement),
        Self.property("cover3", .model("Photo"), transform: .firstElement),
      ],
      models: [Self.model("Photo", [Self.property("url", .string)])])
    let values = """
      {
        "v1": [1, "x"],
        "v2": 5,
        "v3": "x",
        "cover": [{"url": "u"}],
        "cover2": {"url": "u"},
        "cover3": []
      }
      """
    #expect(
      try findings(schema, values) == [
        "s.json:2:10: error: $.v1[]: type changed: [Int] in schema, Int in sample",
        "s.json:3:9: error: $.v2: type changed: [Int] in schema, Int in sample",
        "s.json:4:9: error: $.v3: type changed: [Int] in schema, String in sample",
        "s.json:6:13: error: $.cover2: type changed: Photo in schema, Object in sample",
        "s.json:7:13: error: $.cover3: type changed: Photo in schema, empty Array in sample",
      ])
    #expect(try findings(schema, #"{"v1": [[1]], "v2": [[2, 3]], "v3": [[]], "cover": [{"url": "u"}], "#
      + #""cover2": [{"url": "v"}, {"url": "w"}], "cover3": [{"url": "x"}]}"#) == [])
  }

  // MARK: - Paths

  @Test("arrays, arrays of arrays and dictionaries get [] and .* in their paths")
  func collectionPaths() throws {
    let schema = Self.schema(
      [
        Self.property("items", .array(.model("Item"))),
        Self.property("grid", .array(.array(.int))),
        Self.property("byID", .dictionary(.model("Item"))),
        Self.property("nested", .array(.dictionary(.array(.int)))),
      ],
      models: [Self.model("Item", [Self.property("id", .int), Self.property("tags", .array(.string), optional: true)])])
    let values = """
      {
        "items": [{"id": 1}, {"id": "2", "new": 1}, 3, {"id": 4, "tags": ["a", 5]}, {"id": "5"}],
        "grid": [[1, 2], [3, "x"], 4, null],
        "byID": {"a": {"id": 1}, "b": {"id": null}, "c": []},
        "nested": [{"k": [1, 2.5]}]
      }
      """
    #expect(
      try findings(schema, values) == [
        "s.json:2:31: error: $.items[].id: type changed: Int in schema, String in sample",
        "s.json:2:47: error: $.items[]: type changed: Item in schema, Int in sample",
        "s.json:2:74: error: $.items[].tags[]: type changed: String in schema, Int in sample",
        "s.json:3:24: error: $.grid[][]: type changed: Int in schema, String in sample",
        "s.json:3:30: error: $.grid[]: type changed: [Int] in schema, Int in sample",
        "s.json:3:33: error: $.grid[]: now null: [Int] in schema, null in sample",
        "s.json:4:40: error: $.byID.*.id: now null: Int in schema, null in sample",
        "s.json:4:52: error: $.byID.*: type changed: Item in schema, Array in sample",
        "s.json:5:24: error: $.nested[].*[]: type changed: Int in schema, Double in sample",
        "s.json:2:43: warning: $.items[].new: new key: not in the schema (Int)",
      ])
  }

  @Test("keys that are not identifiers are quoted in brackets; escaped keys are compared decoded")
  func quotedKeys() throws {
    let schema = Self.schema(
      [
        Self.property("a b", .int),
        Self.property("1x", .int),
        Self.property("\u{E9}", .int),
        Property(swiftName: "dotted", keyPath: ["a.b"], type: .int, isOptional: false),
        Self.property("q\"uote", .int),
        Self.property("odd key", .model("Odd")),
        Self.property("ab", .int),
      ],
      models: [Self.model("Odd", [Self.property("x-y", .string)])])
    let values = #"""
      {
        "a b": "x",
        "1x": "x",
        "\u00e9": "x",
        "a.b": "x",
        "q\"uote": "x",
        "odd key": {"x-y": 1, "_ok": 2},
        "ab": 1,
        "a\u0062": "x",
        "": 1
      }
      """#
    #expect(
      try findings(schema, values) == [
        #"s.json:2:10: error: $["a b"]: type changed: Int in schema, String in sample"#,
        #"s.json:3:9: error: $["1x"]: type changed: Int in schema, String in sample"#,
        #"s.json:4:13: error: $["é"]: type changed: Int in schema, String in sample"#,
        #"s.json:5:10: error: $["a.b"]: type changed: Int in schema, String in sample"#,
        #"s.json:6:14: error: $["q\"uote"]: type changed: Int in schema, String in sample"#,
        #"s.json:7:22: error: $["odd key"]["x-y"]: type changed: String in schema, Int in sample"#,
        "s.json:9:14: error: $.ab: type changed: Int in schema, String in sample",
        #"s.json:7:32: warning: $["odd key"]._ok: new key: not in the schema (Int)"#,
        #"s.json:10:7: warning: $[""]: new key: not in the schema (Int)"#,
      ])
  }

  // MARK: - Unions and clusters

  @Test("unions accept a value of the JSON kind of one of their cases, without looking inside")
  func unions() throws {
    // 1.0 decodes as the Int case (generated code tries `decode(Int.self)`). Pinned as it is: the
    // object of a model case is not checked.
    let keys = ["int", "string", "double", "integral", "bool", "null", "array", "big"]
    let schema = Self.schema(
      keys.map { Self.property($0, .union("IntOrString")) } + [
        Self.property("inner", .union("ModelOrList")), Self.property("list", .union("ModelOrList")),
      ],
      models: [Self.model("Inner", [Self.property("c", .int)])],
      unions: [
        UnionType(
          name: "IntOrString", cases: [UnionCase(name: "int", type: .int), UnionCase(name: "string", type: .string)],
          sourcePaths: []),
        UnionType(
          name: "ModelOrList",
          cases: [UnionCase(name: "inner", type: .model("Inner")), UnionCase(name: "list", type: .array(.int))],
          sourcePaths: []),
      ])
    let values = """
      {
        "int": 1,
        "string": "x",
        "double": 1.5,
        "integral": 1.0,
        "bool": true,
        "null": null,
        "array": [1],
        "big": 9223372036854775808,
        "inner": {"c": "not checked"},
        "list": ["not", "checked"]
      }
      """
    #expect(
      try findings(schema, values) == [
        "s.json:4:13: error: $.double: type changed: IntOrString in schema, Double in sample",
        "s.json:6:11: error: $.bool: type changed: IntOrString in schema, Bool in sample",
        "s.json:7:11: error: $.null: now null: IntOrString in schema, null in sample",
        "s.json:8:12: error: $.array: type changed: IntOrString in schema, Array in sample",
        "s.json:9:10: error: $.big: type changed: IntOrString in schema, Double in sample",
      ])
  }

  /// Animals chosen by `is_vip: true`, `kind: "dog"` or `legs: 2`, in that order; `Pet` also has a
  /// fallback case. Every subtype extends `AnimalBase`, except the fallback's `Other`.
  private static let clusterSchema = schema(
    [Self.property("pet", .cluster("Animal")), Self.property("other", .cluster("Pet"), optional: true)],
    models: [
      model("AnimalBase", [property("name", .string)]),
      model("Dog", extends: "AnimalBase", [property("barks", .bool)]),
      model("Vip", extends: "AnimalBase", [property("level", .int)]),
      model("Bird", extends: "AnimalBase", [property("wings", .int, optional: true)]),
      model("Other", [property("note", .string, optional: true)]),
    ],
    clusters: [
      ClusterType(name: "Animal", cases: animalCases),
      ClusterType(name: "Pet", cases: animalCases + [ClusterCase(name: "other", model: "Other", rule: nil)]),
    ])

  private static let animalCases = [
    ClusterCase(name: "vip", model: "Vip", rule: ClusterRule(key: "is_vip", value: .bool(true))),
    ClusterCase(name: "dog", model: "Dog", rule: ClusterRule(key: "kind", value: .string("dog"))),
    ClusterCase(name: "bird", model: "Bird", rule: ClusterRule(key: "legs", value: .number("2"))),
  ]

  @Test("class clusters choose the first case whose rule holds: a string, a flag or a number")
  func clusterRules() throws {
    let schema = Self.clusterSchema
    #expect(try findings(schema, #"{"pet": {"kind": "dog", "name": "rex", "barks": true}}"#) == [])
    // The rule key after the other keys; rule keys of other cases are not new keys.
    #expect(
      try findings(schema, #"{"pet": {"name": "rex", "barks": 1, "legs": 4, "kind": "dog", "color": "brown"}}"#) == [
        "s.json:1:34: error: $.pet.barks: type changed: Bool in schema, Int in sample",
        "s.json:1:72: warning: $.pet.color: new key: not in the schema (String)",
      ])
    #expect(try findings(schema, #"{"pet": {"legs": 2.0, "name": "tweety", "kind": "bird"}}"#) == [])
    // The flag's case comes first.
    #expect(
      try findings(schema, #"{"pet": {"is_vip": true, "kind": "dog", "name": "x"}}"#) == [
        "s.json:1:9: error: $.pet.level: required property missing: 'level' (Int) is missing"
      ])
    #expect(
      try findings(schema, #"{"pet": {"is_vip": "true", "legs": "2", "kind": "fish", "name": "x"}}"#) == [
        "s.json:1:9: error: $.pet: no cluster rule matches: no rule of Animal matches and it has no fallback case"
      ])
    #expect(
      try findings(schema, #"{"pet": 5}"#) == [
        "s.json:1:9: error: $.pet: type changed: Animal in schema, Int in sample"
      ])
    #expect(
      try findings(schema, #"{"pet": null}"#) == [
        "s.json:1:9: error: $.pet: now null: Animal in schema, null in sample"
      ])
  }

  @Test("a cluster subtype extending a parent needs the parent's properties; a fallback case takes the rest")
  func clusterSubtypesAndFallback() throws {
    let schema = Self.clusterSchema
    #expect(
      try findings(schema, #"{"pet": {"kind": "dog", "barks": true}}"#) == [
        "s.json:1:9: error: $.pet.name: required property missing: 'name' (String) is missing"
      ])
    let fallback = """
      {
        "pet": {"legs": 2, "name": "tweety"},
        "other": {"kind": "fish", "note": 1, "fins": 2}
      }
      """
    #expect(
      try findings(schema, fallback) == [
        "s.json:3:37: error: $.other.note: type changed: String in schema, Int in sample",
        "s.json:3:48: warning: $.other.fins: new key: not in the schema (Int)",
      ])
  }

  @Test("of duplicate discriminator keys the last one chooses the cluster case, as decoding reads it")
  func clusterDuplicateDiscriminator() throws {
    let schema = Self.clusterSchema
    #expect(try findings(schema, #"{"pet": {"kind": "fish", "kind": "dog", "name": "rex", "barks": true}}"#) == [])
    #expect(
      try findings(schema, #"{"pet": {"kind": "dog", "kind": "fish", "name": "rex", "barks": true}}"#) == [
        "s.json:1:9: error: $.pet: no cluster rule matches: no rule of Animal matches and it has no fallback case"
      ])
  }

  // MARK: - Documents

  /// A schema whose root is an array of `Item`.
  private static let itemArraySchema = schema(
    [], models: [model("Item", [property("id", .int), property("name", .string, optional: true)])],
    root: .array(.model("Item")))

  private static let topLevelArray = """
    [
      {"id": 1},
      {"id": "2", "x": 1},
      {"id": 3, "name": 4},
      {"id": "4", "x": "again"}
    ]
    """

  /// JSON Lines whose first findings are in the second document, repeated by later ones.
  private static let jsonLines = """
    {"id": 1, "name": "a"}
    {"id": "2",
     "name": "b", "extra": 1}

    {"id": "3", "name": null, "extra": 2}
    {"id": null, "name": "d"}
    """

  private static let jsonLinesSchema = schema([property("id", .int), property("name", .string)])

  /// A byte order mark, CRLF line ends and a top-level array.
  private static let byteOrderMarkArray = "\u{FEFF}[{\"id\": \"1\"},\r\n {\"id\": 2, \"name\": true}]\r\n"

  /// A schema whose root is a model with an `id`.
  private static let idSchema = schema([property("id", .int)])

  /// An array document, for a schema whose root is a model.
  private static let arrayForModel = "\n  [{\"id\": 1}]"

  @Test("a schema whose root is an array checks each element at $[]")
  func topLevelArrays() throws {
    #expect(
      try findings(Self.itemArraySchema, Self.topLevelArray) == [
        "s.json:3:10: error: $[].id: type changed: Int in schema, String in sample",
        "s.json:4:21: error: $[].name: type changed: String in schema, Int in sample",
        "s.json:3:20: warning: $[].x: new key: not in the schema (Int)",
      ])
    #expect(try findings(Self.itemArraySchema, "[]") == [])
    #expect(
      try findings(Self.itemArraySchema, #"{"id": 1}"#) == [
        "s.json:1:1: error: $: type changed: [Item] in schema, Object in sample"
      ])
    #expect(
      try findings(Self.itemArraySchema, "null") == [
        "s.json:1:1: error: $: now null: [Item] in schema, null in sample"
      ])
    let optionalArray = Self.schema([], models: Self.itemArraySchema.models, root: .optional(.array(.model("Item"))))
    #expect(try findings(optionalArray, "null") == [])
    #expect(
      try findings(optionalArray, #"[{"id": "x"}, null]"#) == [
        "s.json:1:9: error: $[].id: type changed: Int in schema, String in sample",
        "s.json:1:15: error: $[]: now null: Item in schema, null in sample",
      ])
  }

  @Test("a schema whose root is a model reports an array document at its '['; an optional root accepts null")
  func nonArrayRoots() throws {
    #expect(
      try findings(Self.idSchema, Self.arrayForModel) == [
        "s.json:2:3: error: $: type changed: Root in schema, Array in sample"
      ])
    #expect(
      try findings(Self.idSchema, "null") == [
        "s.json:1:1: error: $: now null: Root in schema, null in sample"
      ])
    let optionalRoot = Self.schema([Self.property("id", .int)], root: .optional(.model("Root")))
    #expect(try findings(optionalRoot, "null") == [])
    #expect(
      try findings(optionalRoot, #"{"id": null}"#) == [
        "s.json:1:8: error: $.id: now null: Int in schema, null in sample"
      ])
    let dictionaryRoot = Self.schema([], models: Self.itemArraySchema.models, root: .dictionary(.model("Item")))
    #expect(
      try findings(dictionaryRoot, #"{"a": {"id": "x"}, "b c": 1}"#) == [
        "s.json:1:14: error: $.*.id: type changed: Int in schema, String in sample",
        "s.json:1:27: error: $.*: type changed: Item in schema, Int in sample",
      ])
    #expect(
      try findings(Self.schema([], root: .int), #""x""#) == [
        "s.json:1:1: error: $: type changed: Int in schema, String in sample"
      ])
  }

  @Test("JSON Lines: each finding is reported once, at its first occurrence in any document")
  func jsonLinesFirstOccurrence() throws {
    #expect(
      try findings(Self.jsonLinesSchema, Self.jsonLines, jsonLines: true) == [
        "s.json:2:8: error: $.id: type changed: Int in schema, String in sample",
        "s.json:5:21: error: $.name: now null: String in schema, null in sample",
        "s.json:6:8: error: $.id: now null: Int in schema, null in sample",
        "s.json:3:24: warning: $.extra: new key: not in the schema (Int)",
      ])
  }

  @Test("columns count UTF-8 bytes; a byte order mark is not counted and CRLF ends lines")
  func columns() throws {
    let schema = Self.schema([
      Self.property("a", .int), Self.property("b", .int), Self.property("c", .string, optional: true),
    ])
    #expect(
      try findings(schema, "\u{FEFF}{\"a\": \"x\",\r\n  \"b\": \"y\"}\r\n") == [
        "s.json:1:7: error: $.a: type changed: Int in schema, String in sample",
        "s.json:2:8: error: $.b: type changed: Int in schema, String in sample",
      ])
    #expect(
      try findings(schema, #"{"c": "é", "a": "x", "b": 1}"#) == [
        "s.json:1:18: error: $.a: type changed: Int in schema, String in sample"
      ])
    #expect(
      try findings(Self.itemArraySchema, Self.byteOrderMarkArray) == [
        "s.json:1:9: error: $[].id: type changed: Int in schema, String in sample",
        "s.json:2:20: error: $[].name: type changed: String in schema, Bool in sample",
      ])
  }

  @Test("the streaming check, in chunks of 7 bytes on two workers, gives the findings of whole documents")
  func streaming() throws {
    #expect(
      try findings(Self.jsonLinesSchema, Self.jsonLines, jsonLines: true, streamingChunkSize: 7) == [
        "s.json:2:8: error: $.id: type changed: Int in schema, String in sample",
        "s.json:5:21: error: $.name: now null: String in schema, null in sample",
        "s.json:6:8: error: $.id: now null: Int in schema, null in sample",
        "s.json:3:24: warning: $.extra: new key: not in the schema (Int)",
      ])
    #expect(
      try findings(Self.itemArraySchema, Self.topLevelArray, streamingChunkSize: 7) == [
        "s.json:3:10: error: $[].id: type changed: Int in schema, String in sample",
        "s.json:4:21: error: $[].name: type changed: String in schema, Int in sample",
        "s.json:3:20: warning: $[].x: new key: not in the schema (Int)",
      ])
    #expect(
      try findings(Self.idSchema, Self.arrayForModel, streamingChunkSize: 7) == [
        "s.json:2:3: error: $: type changed: Root in schema, Array in sample"
      ])
  }

  @Test("the streaming check does not count a byte order mark in the columns of the first line")
  func streamingByteOrderMark() throws {
    let bomJSONLines = "\u{FEFF}{\"id\": \"1\"}\n{\"id\": \"2\", \"x\": 1}\n"
    let bomArrayForModel = "\u{FEFF}[{\"id\": 1}]"
    #expect(
      try findings(Self.itemArraySchema, Self.byteOrderMarkArray) == [
        "s.json:1:9: error: $[].id: type changed: Int in schema, String in sample",
        "s.json:2:20: error: $[].name: type changed: String in schema, Bool in sample",
      ])
    #expect(
      try findings(Self.itemArraySchema, Self.byteOrderMarkArray, streamingChunkSize: 7) == [
        "s.json:1:9: error: $[].id: type changed: Int in schema, String in sample",
        "s.json:2:20: error: $[].name: type changed: String in schema, Bool in sample",
      ])
    #expect(
      try findings(Self.idSchema, bomJSONLines, jsonLines: true) == [
        "s.json:1:8: error: $.id: type changed: Int in schema, String in sample",
        "s.json:2:18: warning: $.x: new key: not in the schema (Int)",
      ])
    #expect(
      try findings(Self.idSchema, bomJSONLines, jsonLines: true, streamingChunkSize: 7) == [
        "s.json:1:8: error: $.id: type changed: Int in schema, String in sample",
        "s.json:2:18: warning: $.x: new key: not in the schema (Int)",
      ])
    #expect(
      try findings(Self.idSchema, bomArrayForModel) == [
        "s.json:1:1: error: $: type changed: Root in schema, Array in sample"
      ])
    #expect(
      try findings(Self.idSchema, bomArrayForModel, streamingChunkSize: 7) == [
        "s.json:1:1: error: $: type changed: Root in schema, Array in sample"
      ])
  }
}
