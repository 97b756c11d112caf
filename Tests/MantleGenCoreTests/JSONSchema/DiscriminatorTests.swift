import Testing

@testable import MantleGenCore

/// A `discriminator` whose property a branch does not list cannot make a cluster whose case
/// encoding would lose the value (found by the import fuzz target): the branches are a union, and
/// the schema reads back.
@Suite("Discriminators without their property")
struct DiscriminatorTests {
  @Test("a branch chosen by two values that lacks the discriminator property makes a union, and the schema reads back")
  func branchWithoutTheProperty() throws {
    let document = #"""
      {"openapi": "3.0.3", "info": {"title": "t", "version": "1"}, "paths": {}, "components": {"schemas": {
        "Pet": {"oneOf": [{"$ref": "#/components/schemas/Cat"}, {"$ref": "#/components/schemas/Dog"}],
          "discriminator": {"propertyName": "pet_type",
            "mapping": {"cat": "#/components/schemas/Cat", "kitten": "#/components/schemas/Cat", "dog": "Dog"}}},
        "Cat": {"type": "object", "properties": {"indoor": {"type": "boolean"}}},
        "Dog": {"type": "object", "required": ["pet_type", "bark"],
          "properties": {"pet_type": {"type": "string"}, "bark": {"type": "string"}}}}}}
      """#
    let schema = try JSONSchemaImporter.importSchema(Array(document.utf8), file: "api.json", diagnostics: DiagnosticList())
    #expect(schema.clusters.isEmpty)
    #expect(schema.unions.map(\.name) == ["Pet"])
    let text = SchemaFile.text(of: schema)
    #expect(throws: Never.self) { try SchemaFile.read(Array(text.utf8), file: "schema.json") }
  }
}
