import Foundation
import Testing

@testable import MantleGenCore

extension DriftCheckSemanticsTests {
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
      ClusterType(name: "Animal", cases: animalCases, isOpen: false),
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
        #"s.json:1:9: error: $.pet: no cluster rule matches: no rule of Animal matches (is_vip is "true") and it has no fallback case"#
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
        #"s.json:1:9: error: $.pet: no cluster rule matches: no rule of Animal matches (kind is "fish") and it has no fallback case"#
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
