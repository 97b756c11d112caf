import Testing

@testable import MantleGenCore

/// Import records every operation body with its type (inline bodies' own types, component types
/// for a `$ref`); the schema file keeps them and the mapping tables list endpoint → type.
@Suite("Endpoint tables")
struct EndpointTableTests {
  static let document = """
    { "openapi": "3.0.3", "info": { "title": "T", "version": "1" },
      "paths": {
        "/pets": {
          "get": { "operationId": "listPets", "responses": { "200": { "content": { "application/json": {
            "schema": { "type": "array", "items": { "$ref": "#/components/schemas/Pet" } } } } } } },
          "post": { "operationId": "createPet",
            "requestBody": { "content": { "application/json": { "schema": {
              "type": "object", "properties": { "name": { "type": "string" } } } } } },
            "responses": { "201": { "content": { "application/json": {
              "schema": { "$ref": "#/components/schemas/Pet" } } } } } } },
        "/pets/{petId}": {
          "get": { "responses": { "200": { "content": { "application/json": {
            "schema": { "$ref": "#/components/schemas/Pet" } } } } } } } },
      "components": { "schemas": {
        "Pet": { "type": "object", "properties": { "id": { "type": "integer" } } } } } }
    """

  @Test("every body is listed with its type, kept by the schema file and shown in the tables")
  func endpointsListed() throws {
    let schema = try JSONSchemaImporter.importSchema(
      Array(Self.document.utf8), file: "api.json", diagnostics: DiagnosticList())
    #expect(
      schema.endpoints == [
        Endpoint(operation: "GET /pets", body: "200", type: .array(.model("Pet"))),
        Endpoint(operation: "POST /pets", body: "request", type: .model("CreatePetRequest")),
        Endpoint(operation: "POST /pets", body: "201", type: .model("Pet")),
        Endpoint(operation: "GET /pets/{petId}", body: "200", type: .model("Pet")),
      ])
    let text = SchemaFile.text(of: schema)
    #expect(text.contains(#"{ "operation": "POST /pets", "body": "request", "type": "CreatePetRequest" }"#), "\(text)")
    #expect(try SchemaFile.read(Array(text.utf8), file: "s.json") == schema)
    let files = GeneratorPipeline.outputFiles(for: ResolvedSchema(schema))
    let markdown = try #require(files.first { $0.name == MappingTableRenderer.markdownFileName }?.contents)
    #expect(
      markdown.contains("| `GET /pets` | 200 | `[Pet]` |\n| `POST /pets` | request | `CreatePetRequest` |"),
      "\(markdown)")
    // An endpoint's type is an entry point: update never removes it as unused.
    #expect(schema.typeNamesUsedByRoot().contains("CreatePetRequest"))
  }

  @Test("a body whose references only lead to each other is JSONValue in the tables, as everywhere")
  func cyclicBodyIsJSONValue() throws {
    let document = """
      { "openapi": "3.0.3", "info": { "title": "T", "version": "1" },
        "paths": { "/loop": { "get": { "responses": { "200": { "content": { "application/json": {
          "schema": { "$ref": "#/components/schemas/A" } } } } } } } },
        "components": { "schemas": {
          "A": { "$ref": "#/components/schemas/B" }, "B": { "$ref": "#/components/schemas/A" },
          "Pet": { "type": "object", "properties": { "id": { "type": "integer" } } } } } }
      """
    let schema = try JSONSchemaImporter.importSchema(
      Array(document.utf8), file: "api.json", diagnostics: DiagnosticList())
    #expect(schema.endpoints == [Endpoint(operation: "GET /loop", body: "200", type: .jsonValue)])
    let text = SchemaFile.text(of: schema)
    #expect(try SchemaFile.read(Array(text.utf8), file: "s.json") == schema)
  }
}
