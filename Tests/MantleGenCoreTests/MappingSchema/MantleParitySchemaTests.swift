import Foundation
import MantleGenSupport
import Testing

@testable import MantleGenCore

/// The schema pieces behind Mantle parity, one stage at a time: key paths through arrays, enum
/// values of other kinds, constraints and several keys.
@Suite("Mantle parity: schema pieces")
struct MantleParitySchemaTests {
  @Test(
    "key paths mark arrays with [] and escape keys that end in it",
    arguments: [
      ("users[].name", ["users", "name"], [0]),
      ("data.members[].id", ["data", "members", "id"], [1]),
      (#"tags\[]"#, ["tags[]"], []),
      ("x[]y", ["x[]y"], []),
      (#"a\.b[].c"#, ["a.b", "c"], [0]),
    ])
  func arrayMarks(text: String, keys: [String], arrayKeys: [Int]) throws {
    let parsed = try JSONKeyPath.parse(text).get()
    #expect(parsed.keys == keys)
    #expect(parsed.arrayKeys == arrayKeys)
  }

  @Test("key path text writes the array mark and escapes a key ending in [] so that it reads back")
  func arrayText() throws {
    #expect(JSONKeyPath.text(of: ["users"], arrayMember: "name") == "users[].name")
    #expect(JSONKeyPath.text(of: ["tags[]"]) == #"tags\[]"#)
    #expect(JSONKeyPath.text(of: ["x[]y"]) == "x[]y")
    for keys in [["tags[]"], ["a[]", "b"], ["[]"], ["a.b[]"]] {
      let parsed = try JSONKeyPath.parse(JSONKeyPath.text(of: keys)).get()
      #expect(parsed.keys == keys && parsed.arrayKeys.isEmpty, "\(keys)")
    }
    #expect(JSONKeyPath.keys(of: "users[].name") == nil)
  }

  @Test("enum cases match values of their kind, numbers by value")
  func enumValues() {
    let status = EnumType(
      name: "Status", cases: [EnumCase(name: "off", value: .number("0")), EnumCase(name: "none", value: .null)])
    #expect(status.valueKind == .integer)
    #expect(status.nullCase?.name == "none")
    #expect(!status.isStringEnum)
    #expect(status.enumCase(for: .number("0.0"))?.name == "off")
    #expect(status.enumCase(for: .string("0")) == nil)
    let plain = EnumType(name: "Kind", cases: [EnumCase(name: "a", value: "a")])
    #expect(plain.isStringEnum && plain.valueKind == .string)
  }

  @Test("constraints word the rule a value breaks, and nothing for a value that keeps them")
  func constraintWords() {
    let rules = Constraints(minimum: 0, maximum: 10.5, minLength: 2, maxLength: 3, pattern: "^[a-z]+$", minItems: 1)
    #expect(rules.violation(ofNumber: -1) == "-1 is less than the minimum 0")
    #expect(rules.violation(ofNumber: 11) == "11 is more than the maximum 10.5")
    #expect(rules.violation(ofNumber: 10.5) == nil)
    #expect(rules.violation(ofText: "a") == #""a" is shorter than 2 characters (minLength)"#)
    #expect(rules.violation(ofText: "abcd") == #""abcd" is longer than 3 characters (maxLength)"#)
    #expect(rules.violation(ofText: "AB") == #""AB" does not match the pattern ^[a-z]+$"#)
    #expect(rules.violation(ofText: "ab") == nil)
    #expect(rules.violation(ofCount: 0) == "0 elements, fewer than 1 (minItems)")
    #expect(Constraints.fields(for: .optional(.int)) == Constraints.numberFields)
    #expect(Constraints.fields(for: .array(.string)) == Constraints.collectionFields)
    #expect(Constraints.fields(for: .bool).isEmpty)
  }

  @Test("number-format and custom transform names read and write back")
  func transformNames() throws {
    for name in [
      "number-format: decimal", "number-format: decimal; locale: de_DE", "custom(PriceTransform)",
      "custom(Money.PriceTransform, json: string)",
    ] {
      let transform = try #require(try Transform.named(name)?.get(), "\(name)")
      #expect(transform.schemaName == name)
    }
    for name in ["custom(class)", "custom(A-B)", "custom(A, json: object)", "number-format: decimal; locale: x"] {
      #expect(throws: TransformNameError.self, "\(name)") { try Transform.named(name)?.get() }
    }
  }

  @Test("a property read from several keys is replaced by its model's keys where the JSON is read")
  func jsonProperties() {
    var range = Property(swiftName: "range", keyPath: ["nested"], type: .model("R"), isOptional: false)
    range.memberKeys = ["location", "length"]
    let schema = MappingSchema(
      rootName: "T", rootType: .model("T"),
      models: [
        Model(name: "T", properties: [range], sourcePaths: ["$"]),
        Model(
          name: "R",
          properties: [
            Property(swiftName: "location", keyPath: ["location"], type: .int, isOptional: false),
            Property(swiftName: "length", keyPath: ["length"], type: .int, isOptional: false),
          ], sourcePaths: ["$.r"]),
      ], sources: [])
    #expect(range.isInJSON && range.memberKeyPaths == [["nested", "location"], ["nested", "length"]])
    #expect(schema.jsonProperties(of: schema.models[0]).map(\.keyPath) == [["nested", "location"], ["nested", "length"]])
  }
}
