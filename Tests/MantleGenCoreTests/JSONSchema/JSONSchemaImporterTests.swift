import Testing

@testable import MantleGenCore

/// What `JSONSchemaImporter` makes of schemas, stage by stage: the named types and properties of
/// the mapping schema (compiled round trips are in the end-to-end tests).
@Suite("JSON Schema importer")
struct JSONSchemaImporterTests {
  private static func importing(_ text: String) throws -> MappingSchema {
    try JSONSchemaImporter.importSchema(Array(text.utf8), file: "s.json", rootName: "Root", diagnostics: DiagnosticList())
  }

  @Test("identical objects, unions and enums at different places are one type each, named from meaning")
  func oneTypePerDistinctSchema() throws {
    let schema = try Self.importing(
      #"""
      {
        "type": "object",
        "properties": {
          "billing": { "type": "object", "properties": { "street": { "type": "string" }, "geo": { "$ref": "#/$defs/Geo" } } },
          "shipping": { "type": "object", "properties": { "street": { "type": "string" }, "geo": { "$ref": "#/$defs/Geo" } } },
          "customer": { "anyOf": [{ "type": "string" }, { "$ref": "#/$defs/Customer" }] },
          "owner": { "anyOf": [{ "type": "string" }, { "$ref": "#/$defs/Customer" }] },
          "status": { "enum": ["active", "inactive"] },
          "previousStatus": { "enum": ["active", "inactive"] },
          "object": { "const": "charge" },
          "version": { "enum": [2, null] }
        },
        "additionalProperties": false,
        "$defs": {
          "Customer": { "type": "object", "properties": { "id": { "type": "string" } }, "additionalProperties": false },
          "Geo": { "type": "object", "properties": { "lat": { "type": "number" } }, "additionalProperties": false }
        }
      }
      """#)
    #expect(schema.models.map(\.name).sorted() == ["Billing", "Customer", "Geo", "Root"])
    #expect(schema.unions.map(\.name) == ["CustomerOrString"])
    #expect(schema.enums.map(\.name) == ["Status"])
    let root = try #require(schema.model(named: "Root"))
    let types = root.properties.map { "\($0.swiftName): \(TypeExpression.text(of: $0.type))" }
    #expect(
      types == [
        "billing: Billing", "shipping: Billing", "customer: CustomerOrString", "owner: CustomerOrString",
        "status: Status", "previousStatus: Status", "object: String", "version: Int",
      ])
    #expect(root.properties.map(\.constant) == [nil, nil, nil, nil, nil, nil, .string("charge"), .number("2")])
    #expect(root.properties.last?.isOptional == true)
    #expect(schema.model(named: "Billing")?.sourcePaths == ["#/properties/billing", "#/properties/shipping"])
  }

  @Test("a root that is also a $defs entry it refers to is one type")
  func rootReferencedFromDefinitions() throws {
    let schema = try Self.importing(
      #"""
      { "$ref": "#/$defs/Config",
        "$defs": { "Config": { "type": "object", "properties": { "name": { "type": "string" } } } } }
      """#)
    #expect(schema.models.map(\.name) == ["Config"])
    #expect(schema.rootType == .model("Config"))
  }

  @Test("a $ref with a type beside it also allows the type's other kinds; a branch without a type keeps other kinds")
  func kindsBesideReferencesAndUntypedBranches() throws {
    let schema = try Self.importing(
      #"""
      {
        "type": "object",
        "properties": {
          "children": { "additionalProperties": { "$ref": "#/$defs/Node", "type": ["boolean", "object", "null"] } },
          "reporting": { "anyOf": [{ "items": { "type": "string" } }, { "type": "integer" }] }
        },
        "additionalProperties": false,
        "$defs": { "Node": { "type": "object", "properties": { "name": { "type": "string" } }, "additionalProperties": false } }
      }
      """#)
    let root = try #require(schema.model(named: "Root"))
    #expect(root.properties.map { TypeExpression.text(of: $0.type) } == ["[String: NodeOrBool?]", "Reporting"])
    #expect(schema.unions.first { $0.name == "NodeOrBool" }?.cases.map(\.type) == [.model("Node"), .bool])
    #expect(schema.unions.first { $0.name == "Reporting" }?.cases.map(\.type) == [.int, .array(.string), .jsonValue])
  }

  @Test("an object schema met again inside itself through a $ref to an enclosing place is one recursive model")
  func inlineObjectReachedAgainThroughReference() throws {
    let schema = try Self.importing(
      #"""
      { "type": "object", "additionalProperties": false,
        "properties": { "overrides": { "type": "array", "items": {
          "type": "object", "additionalProperties": false,
          "properties": { "files": { "type": "string" }, "overrides": { "$ref": "#/properties/overrides" } } } } } }
      """#)
    #expect(schema.models.map(\.name).sorted() == ["Override", "Root"])
    let override = try #require(schema.model(named: "Override"))
    #expect(override.properties.map { TypeExpression.text(of: $0.type) } == ["String", "[Override]"])
  }

  @Test("anyOf of values (and of any string) is one open enum of all the values, not a type per branch; integers too")
  func alternativeValuesAreOneEnum() throws {
    let schema = try Self.importing(
      #"""
      { "type": "object", "additionalProperties": false, "properties": {
        "parser": { "anyOf": [{ "enum": ["flow"], "description": "Flow" }, { "const": "babel" }, { "type": "string" }] },
        "level": { "oneOf": [{ "const": 1 }, { "const": 2 }, { "const": null }] } } }
      """#)
    #expect(schema.enums.map(\.name) == ["Parser", "Level"])
    #expect(schema.enums.first?.cases.map(\.value) == ["flow", "babel"])
    #expect(schema.enums.first?.isOpen == true)
    let root = try #require(schema.model(named: "Root"))
    #expect(root.properties.map { TypeExpression.text(of: $0.type) } == ["Parser", "Level"])
    #expect(schema.enums.last?.cases.map(\.value) == [.number("1"), .number("2")])
    #expect(root.properties.map(\.isOptional) == [true, true])
  }

  @Test("an enum of more values than generated code should hold is a String, with a warning naming the pointer")
  func hugeEnumsAreStrings() throws {
    let values = (0...JSONSchemaModelBuilder.enumCaseLimit).map { "\"v\($0)\"" }.joined(separator: ", ")
    let diagnostics = DiagnosticList()
    let schema = try JSONSchemaImporter.importSchema(
      Array(#"{ "properties": { "name": { "enum": [\#(values)] } } }"#.utf8), file: "s.json", rootName: "Root",
      diagnostics: diagnostics)
    #expect(schema.enums.isEmpty)
    #expect(schema.model(named: "Root")?.properties.first?.type == .string)
    #expect(
      diagnostics.diagnostics.map(\.description) == [
        "s.json:1:27: warning: #/properties/name: 501 values are more than an enum of generated code should hold (500); the value is a String"
      ])
  }

  @Test("a key written twice in properties (JSON or YAML) is one property with its last schema, and the schema reads back")
  func duplicatePropertyKeysAreOneProperty() throws {
    let documents = [
      ("s.json", #"{"type": "object", "properties": {"day": {"type": "integer"}, "day": {"type": "string"}}}"#),
      ("s.yaml", "type: object\nproperties:\n  day:\n    type: integer\n  day:\n    type: string\n"),
    ]
    for (file, text) in documents {
      let schema = try JSONSchemaImporter.importSchema(
        Array(text.utf8), file: file, rootName: "Root", diagnostics: DiagnosticList())
      let properties = try #require(schema.model(named: "Root")?.properties)
      #expect(properties.map(\.swiftName) == ["day"], "\(file)")
      #expect(properties.first?.type == .string, "\(file)")
      let written = SchemaFile.text(of: schema)
      #expect(throws: Never.self) { try SchemaFile.read(Array(written.utf8), file: "schema.json") }
    }
  }

  @Test(
    "a deprecated component is generated @available(*, deprecated), and so is what refers to it, for no warning"
  )
  func deprecatedComponentIsDeprecated() throws {
    let document = #"""
      {"openapi": "3.1.0", "components": {"schemas": {
        "Owner": {"type": "object", "properties": {"pet": {"$ref": "#/components/schemas/Pet"}, "name": {"type": "string"}}},
        "Pets": {"type": "array", "items": {"$ref": "#/components/schemas/Pet"}},
        "Pet": {"type": "object", "deprecated": true, "description": "A pet.", "properties": {"name": {"type": "string"}}}}}}
      """#
    let schema = try JSONSchemaImporter.importSchema(Array(document.utf8), file: "api.json", diagnostics: DiagnosticList())
    #expect(schema.model(named: "Pet")?.deprecation == "")
    #expect(schema.model(named: "Pet")?.documentation == "A pet.")
    let swift = GeneratorPipeline.singleSwiftFile(for: ResolvedSchema(schema))
    let uses = "@available(*, deprecated, message: \"Uses `Pet`, which is deprecated.\")"
    #expect(swift.contains("/// A pet.\n///\n/// A JSON object found at `#/components/schemas/Pet`.\n@available(*, deprecated)\n"))
    #expect(swift.contains("\(uses)\npublic typealias Pets = [Pet]\n"))
    #expect(swift.contains("  /// JSON `pet`.\n  \(uses)\n  public let pet: Pet?\n"))
    #expect(swift.contains("  \(uses)\n  public init(pet: Pet? = nil, name: String? = nil) {"))
    #expect(!swift.contains("\(uses)\n  public let name"))
  }

}
