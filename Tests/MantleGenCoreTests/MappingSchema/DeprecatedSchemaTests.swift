import Testing

@testable import MantleGenCore

/// `"deprecated"` on a property: `true` or a message, written back as read; anything else is a
/// located error.
@Suite("Deprecated properties in schemas")
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
}
