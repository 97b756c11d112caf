import Testing

@testable import MantleGenCore

/// Which types `update` removes: those the samples put into the schema once the root no longer
/// uses them, with the enums only they used; never a type a person declared.
@Suite("Unused types")
struct UnusedTypesTests {
  static let schemaText = #"""
    { "mantlegen": 1, "root": "Item", "rootType": "Item",
      "models": [
        { "name": "Item", "jsonPaths": ["$"], "properties": [
          { "name": "metadata", "key": "metadata", "type": "[String: String]" },
          { "name": "kind", "key": "kind", "type": "Kind" } ] },
        { "name": "Metadata", "jsonPaths": ["$.metadata"], "properties": [
          { "name": "color", "key": "color", "type": "Color" },
          { "name": "kind", "key": "kind", "type": "Kind" } ] },
        { "name": "Entry", "properties": [ { "name": "shade", "key": "shade", "type": "Shade" } ] }
      ],
      "enums": [
        { "name": "Kind", "cases": [{ "case": "a", "value": "a" }] },
        { "name": "Color", "cases": [{ "case": "red", "value": "red" }] },
        { "name": "Shade", "cases": [{ "case": "dark", "value": "dark" }] }
      ] }
    """#

  @Test("a model found in samples that the root no longer uses goes with the enum only it used; declared types stay")
  func removesOnlyWhatSamplesLeftUnused() throws {
    let schema = try SchemaFile.read(Array(Self.schemaText.utf8), file: "schema.json")
    #expect(schema.typeNamesUsedByRoot() == ["Item", "Kind"])
    // Kind is still used by the root, Entry and Shade were declared by a person.
    #expect(schema.typeNamesLeftUnusedBySamples() == ["Metadata", "Color"])
    let pruned = schema.removingTypes(["Metadata", "Color"])
    #expect(pruned.declaredTypeNames == ["Item", "Entry", "Kind", "Shade"])
  }
}
