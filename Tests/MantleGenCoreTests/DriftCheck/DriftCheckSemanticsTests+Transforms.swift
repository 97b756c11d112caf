import Foundation
import Testing

@testable import MantleGenCore

extension DriftCheckSemanticsTests {
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
}
