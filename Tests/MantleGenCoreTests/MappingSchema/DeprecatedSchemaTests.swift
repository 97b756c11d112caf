import Testing

@testable import MantleGenCore

/// `"deprecated"` on a property or a model: `true` or a message, written back as read; anything
/// else is a located error.
@Suite("Deprecated properties and models in schemas")
struct DeprecatedSchemaTests {
  @Test("true and a message are read and written back; a number is an error")
  func readAndWritten() throws {
    expectProblems(
      fileWithProperty(#"{ "name": "old", "key": "old", "type": "Int", "deprecated": 1 }"#),
      [("s.json:6:67: error: 'deprecated' must be true, false or a message, found a number", "1")])
    for (field, deprecation) in [(#""deprecated": true"#, ""), (#""deprecated": "Use name.""#, "Use name.")] {
      let text = fileWithProperty(#"{ "name": "old", "key": "old", "type": "Int", \#(field) }"#)
      let schema = try SchemaFile.read(Array(text.utf8), file: "s.json")
      let property = try #require(schema.models.first?.properties.last)
      #expect(property.deprecation == deprecation)
      #expect(SchemaFile.text(of: schema).contains(field))
    }
  }

  @Test("a model's deprecation is read and written back; a number is an error")
  func modelDeprecationReadAndWritten() throws {
    let file = { (field: String) in
      """
      { "mantlegen": 1, "root": "M", "rootType": "M",
        "models": [{ "name": "M", \(field), "properties": [{ "name": "id", "key": "id", "type": "Int" }] }] }
      """
    }
    expectProblems(
      file(#""deprecated": [true]"#),
      [("s.json:2:43: error: 'deprecated' must be true, false or a message, found an array", "[true]")])
    for (field, deprecation) in [(#""deprecated": true"#, ""), (#""deprecated": "Use N.""#, "Use N.")] {
      let schema = try SchemaFile.read(Array(file(field).utf8), file: "s.json")
      #expect(schema.models.first?.deprecation == deprecation)
      let written = SchemaFile.text(of: schema)
      #expect(written.contains(field))
      #expect(try SchemaFile.read(Array(written.utf8), file: "s.json") == schema)
    }
  }
}
