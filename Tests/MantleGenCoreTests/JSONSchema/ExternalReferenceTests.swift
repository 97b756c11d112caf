import Foundation
import Testing

@testable import MantleGenCore

/// `$ref`s into other JSON files of the document's folder: each file read once, references inside
/// it relative to it, cycles between files followed; a reference out of the folder is refused.
@Suite("References into other files")
struct ExternalReferenceTests {
  /// Writes `files` (path → text) into a new folder and returns it.
  private func folder(_ files: [String: String]) throws -> URL {
    try TestFolders.make("split", files)
  }

  private func importSchema(_ path: URL) throws -> MappingSchema {
    try JSONSchemaImporter.importSchema(
      Array(Data(contentsOf: path)), file: path.path, rootName: "Order", diagnostics: DiagnosticList())
  }

  static let splitDocument = [
    "order.schema.json": """
    { "type": "object", "required": ["id"], "properties": {
        "id": { "type": "integer" },
        "pet": { "$ref": "schemas/pet.json" },
        "buyer": { "$ref": "./schemas/people.json#/$defs/Owner" } } }
    """,
    "schemas/pet.json": """
    { "type": "object", "properties": {
        "name": { "type": "string" },
        "owner": { "$ref": "people.json#/$defs/Owner" },
        "tag": { "$ref": "#/$defs/Tag" } },
      "$defs": { "Tag": { "type": "object", "properties": { "label": { "type": "string" } } } } }
    """,
    "schemas/people.json": """
    { "$defs": { "Owner": { "type": "object", "properties": {
        "name": { "type": "string" },
        "pets": { "type": "array", "items": { "$ref": "pet.json" } } } } } }
    """,
  ]

  @Test("a document split over three files, two of them referring to each other, imports as one set of types")
  func splitDocumentImports() throws {
    let root = try folder(Self.splitDocument)
    defer { try? FileManager.default.removeItem(at: root) }
    let schema = try importSchema(root.appendingPathComponent("order.schema.json"))
    Self.expectSplitDocumentTypes(schema)
    // The generated Swift holds each type once.
    let swift = GeneratorPipeline.singleSwiftFile(for: ResolvedSchema(schema))
    #expect(swift.components(separatedBy: "struct Owner").count == 2, "\(swift)")
  }

  @Test("a reference out of the document's folder, through .. or an absolute path, is an error and reads nothing")
  func referencesOutOfTheFolderAreRefused() throws {
    let root = try folder([
      "api/up.schema.json": #"{ "type": "object", "properties": { "x": { "$ref": "schemas/../../secret.json" } } }"#,
      "api/abs.schema.json": #"{ "type": "object", "properties": { "x": { "$ref": "/etc/hostname" } } }"#,
      "secret.json": #"{ "type": "object" }"#,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    for name in ["up", "abs"] {
      let error = #expect(throws: Diagnostic.self) {
        try importSchema(root.appendingPathComponent("api/\(name).schema.json"))
      }
      #expect(error?.description.contains("points outside the folder of") == true, "\(String(describing: error))")
      #expect(error?.description.contains(":1:52: error:") == true, "\(String(describing: error))")
    }
  }

  @Test("a missing file or a FIFO is a located error; a remote reference stays JSONValue with a warning")
  func missingAndRemoteFiles() throws {
    let root = try folder([
      "missing.schema.json": #"{ "type": "object", "properties": { "x": { "$ref": "nothing.json" } } }"#,
      "remote.schema.json": #"{ "type": "object", "properties": { "x": { "$ref": "https://example.com/a.json" } } }"#,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let error = #expect(throws: Diagnostic.self) {
      try importSchema(root.appendingPathComponent("missing.schema.json"))
    }
    #expect(error?.description.contains("nothing.json: cannot read it") == true, "\(String(describing: error))")
    // A FIFO could block forever: only regular files are read.
    try Data(#"{ "properties": { "x": { "$ref": "pipe.json" } } }"#.utf8).write(
      to: root.appendingPathComponent("fifo.schema.json"))
    #expect(mkfifo(root.appendingPathComponent("pipe.json").path, 0o600) == 0)
    let fifo = #expect(throws: Diagnostic.self) { try importSchema(root.appendingPathComponent("fifo.schema.json")) }
    #expect(fifo?.description.contains("pipe.json is not a regular file") == true, "\(String(describing: fifo))")
    let warnings = DiagnosticList()
    let path = root.appendingPathComponent("remote.schema.json")
    let schema = try JSONSchemaImporter.importSchema(
      Array(Data(contentsOf: path)), file: path.path, rootName: "R", diagnostics: warnings)
    #expect(schema.models.first?.properties.first?.type == .jsonValue)
    #expect(warnings.diagnostics.contains { $0.message.contains("remote document") })
  }

  @Test("an OpenAPI component that is a reference into a file is that file's type, under the component's name")
  func componentNamesAFile() throws {
    var files = Self.splitDocument
    files["api.json"] = """
      { "openapi": "3.0.3", "info": { "title": "T", "version": "1" }, "paths": {},
        "components": { "schemas": {
          "Order": { "type": "object", "properties": {
            "pet": { "$ref": "#/components/schemas/Animal" }, "tag": { "$ref": "schemas/pet.json#/$defs/Tag" } } },
          "Animal": { "$ref": "schemas/pet.json" } } } }
      """
    let root = try folder(files)
    defer { try? FileManager.default.removeItem(at: root) }
    let path = root.appendingPathComponent("api.json")
    let schema = try JSONSchemaImporter.importSchema(
      Array(Data(contentsOf: path)), file: path.path, diagnostics: DiagnosticList())
    #expect(schema.models.map(\.name).sorted() == ["Animal", "Order", "Owner", "Tag"])
    #expect(schema.aliases.isEmpty)
    #expect(schema.models.first { $0.name == "Animal" }?.sourcePaths == ["schemas/pet.json#"])
  }

  /// The types of the split document (an order, a pet and an owner that refer to each other, and a
  /// tag), each with the properties it declares, whichever files and formats it was split into.
  static func expectSplitDocumentTypes(_ schema: MappingSchema, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    func properties(_ model: String) -> [String: TypeReference] {
      Dictionary(
        uniqueKeysWithValues: (schema.models.first { $0.name == model }?.properties ?? []).filter {
          !$0.holdsUnknownKeys
        }.map { ($0.swiftName, $0.type) })
    }
    #expect(schema.models.map(\.name).sorted() == ["Order", "Owner", "Pet", "Tag"], sourceLocation: sourceLocation)
    #expect(
      properties("Order") == ["id": .int, "pet": .model("Pet"), "buyer": .model("Owner")], sourceLocation: sourceLocation)
    #expect(
      properties("Pet") == ["name": .string, "owner": .model("Owner"), "tag": .model("Tag")],
      sourceLocation: sourceLocation)
    #expect(properties("Owner") == ["name": .string, "pets": .array(.model("Pet"))], sourceLocation: sourceLocation)
  }

  @Test("path items, operations, request bodies, responses and parameters may be references, local or into other files")
  func referencedOperationsImport() throws {
    let root = try folder([
      "api.yaml": """
      openapi: 3.0.3
      info: {title: T, version: "1"}
      paths:
        /pets:
          get: {$ref: 'operations/list_pets.yml'}
          post:
            operationId: createPet
            requestBody: {$ref: '#/components/requestBodies/NewPet'}
            responses:
              '201': {$ref: '#/components/responses/Created'}
        /legacy: {$ref: 'operations/legacy.yml'}
      components:
        requestBodies:
          NewPet: {content: {application/json: {schema: {type: object, properties: {name: {type: string}}}}}}
        responses:
          Created: {content: {application/json: {schema: {$ref: 'operations/list_pets.yml#/components/schemas/Pet'}}}}
      """,
      "operations/list_pets.yml": """
      operationId: listPets
      responses:
        '200':
          content:
            application/json:
              schema: {type: array, items: {$ref: '#/components/schemas/Pet'}}
      components:
        schemas:
          Pet: {type: object, properties: {id: {type: integer}}}
      """,
      "operations/legacy.yml": """
      post:
        operationId: postLegacy
        parameters:
          - {$ref: '#/parameters/Body'}
        responses:
          '204': {description: none}
      parameters:
        Body: {in: body, name: body, schema: {type: object, properties: {note: {type: string}}}}
      """,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let path = root.appendingPathComponent("api.yaml")
    let schema = try JSONSchemaImporter.importSchema(
      Array(Data(contentsOf: path)), file: path.path, diagnostics: DiagnosticList())
    #expect(
      schema.endpoints.map { "\($0.operation) \($0.body) \(TypeExpression.text(of: $0.type))" } == [
        "GET /pets 200 [Pet]", "POST /pets request CreatePetRequest", "POST /pets 201 Pet",
        "POST /legacy request PostLegacyRequest",
      ])
    #expect(schema.model(named: "PostLegacyRequest")?.properties.map(\.swiftName) == ["note"])
  }
}
