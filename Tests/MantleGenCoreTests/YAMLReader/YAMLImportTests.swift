import Foundation
import Testing

@testable import MantleGenCore

/// `import` of YAML documents: each OpenAPI and JSON Schema fixture of the end-to-end tests has a
/// YAML twin (`<Name>.openapi.yaml`, `<Name>.schema.yaml`) that imports to the same mapping schema,
/// Swift and warnings, byte for byte; `$ref`s between YAML files; YAML from standard input;
/// warnings located in the YAML.
@Suite("YAML import")
struct YAMLImportTests {
  /// Each fixture document, by path without its extension (`openapi/PetStore30.openapi`).
  static let documents =
    YAMLTestSupport.names(in: "openapi", endingWith: ".openapi.json").map { "openapi/\($0).openapi" }
    + YAMLTestSupport.names(in: "json-schema", endingWith: ".schema.json").map { "json-schema/\($0).schema" }

  /// The mapping schema's text, the Swift and the warnings' messages of importing `bytes` read
  /// from `file` (the source the schema records set aside, as the two files' names differ).
  private static func imported(_ bytes: [UInt8], file: String) throws -> (
    schema: String, swift: String, warnings: [String]
  ) {
    let warnings = DiagnosticList()
    var schema = try JSONSchemaImporter.importSchema(bytes, file: file, diagnostics: warnings)
    schema.sources = ["document"]
    return (
      SchemaFile.text(of: schema), GeneratorPipeline.singleSwiftFile(for: ResolvedSchema(schema)),
      warnings.diagnostics.map(\.message)
    )
  }

  @Test("every OpenAPI and JSON Schema import fixture has a YAML twin")
  func everyFixtureHasATwin() {
    #expect(Self.documents.count >= 16)
    for document in Self.documents {
      let twin = YAMLTestSupport.fixtures.appendingPathComponent(document + ".yaml")
      #expect(FileManager.default.fileExists(atPath: twin.path), "\(document).yaml is missing")
    }
  }

  @Test("a YAML twin imports to the same mapping schema, Swift and warnings as its JSON document", arguments: documents)
  func twinImportsTheSame(document: String) throws {
    let json = try Self.imported(YAMLTestSupport.fixture(document + ".json"), file: document + ".json")
    let yaml = try Self.imported(YAMLTestSupport.fixture(document + ".yaml"), file: document + ".yaml")
    #expect(yaml.schema == json.schema)
    #expect(yaml.swift == json.swift)
    #expect(yaml.warnings == json.warnings)
  }

  @Test("YAML from standard input ('-') is recognized by its content and imports the same")
  func standardInput() throws {
    let bytes = try YAMLTestSupport.fixture("openapi/PetStore30.openapi.yaml")
    let fromFile = try Self.imported(bytes, file: "PetStore30.openapi.yaml")
    let fromStandardInput = try Self.imported(bytes, file: "-")
    #expect(fromStandardInput.schema == fromFile.schema)
    #expect(fromStandardInput.swift == fromFile.swift)
  }

  @Test("a YAML error is located in the YAML, and so is a warning")
  func locatedInTheYAML() throws {
    let error = #expect(throws: Diagnostic.self) {
      try JSONSchemaImporter.importSchema(
        Array("openapi: 3.0.3\ninfo:\n  title: \"Pets\n".utf8), file: "api.yaml", diagnostics: DiagnosticList())
    }
    #expect(
      error?.description
        == "api.yaml:3:10: error: this double-quoted scalar is not closed: the input ends before its closing '\"'")
    let warnings = DiagnosticList()
    let yaml = """
      type: object
      properties:
        name:
          type: string
        other:
          not: {type: string}
      """
    _ = try JSONSchemaImporter.importSchema(Array(yaml.utf8), file: "s.yaml", diagnostics: warnings)
    let warning = try #require(warnings.diagnostics.first)
    #expect(warning.location?.file == "s.yaml")
    #expect(warning.location?.line == 6, "\(warning)")
  }

  /// Writes `files` (path → text) into a new folder and returns it.
  private func folder(_ files: [String: String]) throws -> URL {
    try TestFolders.make("yaml-split", files)
  }

  @Test("a YAML document split over YAML files that refer to each other imports as one set of types")
  func splitDocument() throws {
    let root = try folder([
      "order.schema.yaml": """
      type: object
      required: [id]
      properties:
        id: {type: integer}
        pet: {$ref: schemas/pet.yaml}
        buyer:
          $ref: ./schemas/people.yml#/$defs/Owner
      """,
      "schemas/pet.yaml": """
      type: object
      properties:
        name: {type: string}
        owner: {$ref: 'people.yml#/$defs/Owner'}
        tag: {$ref: '#/$defs/Tag'}
      $defs:
        Tag:
          type: object
          properties:
            label: {type: string}
      """,
      "schemas/people.yml": """
      # Owners and their pets.
      $defs:
        Owner:
          type: object
          properties:
            name: {type: string}
            pets:
              type: array
              items: {$ref: pet.yaml}
      """,
      "mixed.schema.json": #"{ "type": "object", "properties": { "tag": { "$ref": "schemas/pet.yaml#/$defs/Tag" } } }"#,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let path = root.appendingPathComponent("order.schema.yaml").path
    let schema = try JSONSchemaImporter.importSchema(
      Array(try Data(contentsOf: URL(fileURLWithPath: path))), file: path, rootName: "Order",
      diagnostics: DiagnosticList())
    ExternalReferenceTests.expectSplitDocumentTypes(schema)
    // A JSON document may refer into a YAML file too.
    let mixed = root.appendingPathComponent("mixed.schema.json").path
    let mixedSchema = try JSONSchemaImporter.importSchema(
      Array(try Data(contentsOf: URL(fileURLWithPath: mixed))), file: mixed, rootName: "Mixed",
      diagnostics: DiagnosticList())
    #expect(mixedSchema.models.map(\.name).sorted() == ["Mixed", "Tag"])
  }
}
