import Testing

@testable import MantleGenCore

/// Keys an object's `properties` do not list: ignored by default (synthesized `Codable`, as a
/// hand-written model), kept where the schema describes them, and everywhere on request.
@Suite("Unlisted keys in imported models")
struct ImportedUnknownKeysTests {
  static let document = """
    { "openapi": "3.1.0", "components": { "schemas": {
      "Plain": { "type": "object", "properties": { "id": { "type": "integer" }, "user_name": { "type": "string" } } },
      "Open": { "type": "object", "properties": { "id": { "type": "integer" } }, "additionalProperties": true },
      "Typed": { "type": "object", "properties": { "id": { "type": "integer" } }, "additionalProperties": { "type": "string" } },
      "Closed": { "type": "object", "properties": { "id": { "type": "integer" } }, "additionalProperties": false },
      "FreeForm": { "type": "object" }
    } } }
    """

  private func imported(_ options: ImportOptions = ImportOptions()) throws -> MappingSchema {
    try JSONSchemaImporter.importSchema(
      Array(Self.document.utf8), file: "api.json", options: options, diagnostics: DiagnosticList())
  }

  /// The Swift names of the properties that keep unlisted keys, by model.
  private func keeping(_ schema: MappingSchema) -> [String: [String]] {
    Dictionary(
      uniqueKeysWithValues: schema.models.map { ($0.name, $0.properties.filter(\.holdsUnknownKeys).map(\.swiftName)) })
  }

  @Test("by default only additionalProperties true or a schema keeps them; a plain model has synthesized Codable")
  func defaultsKeepOnlyDescribedKeys() throws {
    let schema = try imported()
    #expect(
      keeping(schema) == ["Plain": [], "Open": ["unknownKeys"], "Typed": ["additionalProperties"], "Closed": []])
    #expect(schema.aliases.first { $0.name == "FreeForm" }?.type == .dictionary(.jsonValue))
    let plain = try #require(GeneratorPipeline.swiftFiles(for: ResolvedSchema(schema)).first { $0.name == "Plain.swift" })
    #expect(plain.contents.contains("case userName = \"user_name\""))
    #expect(!plain.contents.contains("init(from decoder"))
    #expect(!plain.contents.contains("func encode(to encoder"))
  }

  @Test("--keep-unknown-keys keeps them in every model that does not forbid them")
  func optionKeepsThemEverywhere() throws {
    let schema = try imported(ImportOptions(keepsUnknownKeys: true))
    #expect(
      keeping(schema) == [
        "Plain": ["unknownKeys"], "Open": ["unknownKeys"], "Typed": ["additionalProperties"], "Closed": [],
      ])
  }
}
