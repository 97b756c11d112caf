import Testing

@testable import MantleGenCore

/// The object levels the lowering stage builds for the drift check and the JSON Schema export.
@Suite("Object levels")
struct ObjectLevelTests {
  static let schema = #"""
    { "mantlegen": 1, "root": "Item", "rootType": "Item",
      "models": [
        { "name": "Base", "properties": [{ "name": "id", "key": "id", "type": "Int" }] },
        { "name": "Item", "extends": "Base", "properties": [
          { "name": "ownerName", "key": "owner.name", "type": "String" },
          { "name": "title", "key": "title", "type": "String", "fallbackKeys": ["name"] },
          { "name": "ownerAge", "key": "owner.age", "type": "Int", "optional": true },
          { "name": "city", "key": "owner.address.city", "type": "String", "default": "Oslo" },
          { "name": "note", "key": "meta.note", "type": "String", "optional": true },
          { "name": "extra", "key": null, "type": "Int", "default": 0 }
        ] }
      ] }
    """#

  @Test("members in the order keys are first used, inherited properties first; nested levels hold their properties")
  func levels() throws {
    let schema = try SchemaFile.read(Array(Self.schema.utf8), file: "s.json")
    let item = CodecPlan.objectLevel(of: try #require(schema.model(named: "Item")), in: schema)
    #expect(item.keys == ["id", "owner", "title", "meta"])
    #expect(item.directFields.map(\.swiftName) == ["id", "title"])
    #expect(item.fields.map(\.swiftName) == ["id", "ownerName", "title", "ownerAge", "city", "note"])
    guard case .nested(_, let owner) = item.members[1], case .nested(_, let meta) = item.members[3] else {
      Issue.record("\(item.members)")
      return
    }
    #expect(owner.keys == ["name", "age", "address"])
    #expect(!owner.mayBeAbsent, "ownerName must be present")
    #expect(meta.mayBeAbsent, "only an optional note below")
    guard case .nested(_, let address) = owner.members[2] else { return }
    #expect(address.mayBeAbsent, "a default below")
  }

  @Test("absence: optional or a default that is not null; a null default is none")
  func absence() {
    var property = Property(swiftName: "a", keyPath: ["a"], type: .int, isOptional: false)
    #expect(!property.mayBeAbsent && !property.hasDefault)
    property.defaultValue = .null
    #expect(!property.hasDefault)
    property.defaultValue = JSONLiteral.number("0")
    #expect(property.mayBeAbsent && property.hasDefault)
    property = Property(swiftName: "b", keyPath: ["b"], type: .int, isOptional: true)
    #expect(property.mayBeAbsent)
  }
}
