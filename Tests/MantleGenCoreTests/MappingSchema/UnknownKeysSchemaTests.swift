import Testing

@testable import MantleGenCore

/// A property for the object's unknown keys (`"unknownKeys": true`) and the `keepUnknownKeys` option:
/// how schemas say it, what is wrong, and what the stages after the schema make of it.
@Suite("Unknown keys in schemas")
struct UnknownKeysSchemaTests {
  @Test("\"otherKeys\", the field's earlier name, reads as \"unknownKeys\" and is written back under the new name")
  func earlierFieldName() throws {
    let earlier = fileWithProperty(#"{ "name": "rest", "otherKeys": true, "type": "[String: Int]" }"#)
    let current = fileWithProperty(#"{ "name": "rest", "unknownKeys": true, "type": "[String: Int]" }"#)
    let fromEarlier = try SchemaFile.read(Array(earlier.utf8), file: "s.json")
    let fromCurrent = try SchemaFile.read(Array(current.utf8), file: "s.json")
    #expect(fromEarlier.models == fromCurrent.models)
    #expect(SchemaFile.text(of: fromEarlier).contains(#"{ "name": "rest", "unknownKeys": true, "type": "[String: Int]" }"#))
  }

  @Test("a property for other keys is a plain dictionary without a key, at most one per model, not on a subtype")
  func validation() {
    expectProblems(
      fileWithProperty(#"{ "name": "rest", "unknownKeys": true, "type": "Int" }"#),
      [
        (
          "s.json:6:54: error: a property holding the object's unknown keys is a dictionary of their values, such as [String: JSONValue]",
          #""Int""#
        )
      ])
    expectProblems(
      fileWithProperty(#"{ "name": "rest", "unknownKeys": true, "type": "[String: Int]", "optional": true }"#),
      [("s.json:6:83: error: 'optional' does not apply to a property holding the object's unknown keys", "true")])
    expectProblems(
      fileWithProperty(#"{ "name": "rest", "unknownKeys": true, "key": "r", "type": "[String: Int]" }"#),
      [
        (
          "s.json:6:46: error: unknown field 'key' in a property of 'M'; expected 'name', 'unknownKeys', 'type', 'optional', 'writesNull', 'keepsNull', 'default', 'transform', 'example', 'lossy', 'fallbackKeys', 'description', 'onInvalid', 'writesDefault', 'constant', 'compares', 'writes', 'merge', 'constraints', 'deprecated'",
          #""key""#
        )
      ])
    expectProblems(
      """
      {
        "mantlegen": 1, "root": "Child", "rootType": "Child",
        "models": [
          { "name": "Base", "properties": [
            { "name": "rest", "unknownKeys": true, "type": "[String: Int]" },
            { "name": "more", "unknownKeys": true, "type": "[String: Int]" }
          ] },
          { "name": "Child", "extends": "Base", "properties": [{ "name": "own", "unknownKeys": true, "type": "[String: Int]" }] }
        ]
      }
      """,
      [
        ("s.json:6:40: error: 'rest' already holds the unknown keys of 'Base'", "true"),
        (
          "s.json:8:90: error: 'Child' extends 'Base', which reads the object's unknown keys; give the property for them to the model that others extend",
          "true"
        ),
      ])
  }

  private static func schema(keepsUnknownKeys: Bool) -> MappingSchema {
    MappingSchema(
      rootName: "Config", rootType: .model("Config"),
      models: [
        Model(
          name: "Config",
          properties: [
            Property(swiftName: "version", keyPath: ["version"], type: .int, isOptional: false),
            Property(
              swiftName: "plugins", keyPath: [], type: .dictionary(.model("Plugin")), isOptional: false,
              holdsUnknownKeys: true),
          ], sourcePaths: ["$"]),
        Model(
          name: "Plugin",
          properties: [Property(swiftName: "unknownKeys", keyPath: ["unknownKeys"], type: .bool, isOptional: false)],
          sourcePaths: ["$.*"]),
        Model(name: "Special", extends: "Plugin", properties: [], sourcePaths: []),
      ], sources: [], options: SchemaOptions(keepsUnknownKeys: keepsUnknownKeys))
  }

  @Test("keepUnknownKeys gives each model without other keys an unknownKeys dictionary, named apart from its properties")
  func keepUnknownKeysResolves() {
    let resolved = ResolvedSchema(Self.schema(keepsUnknownKeys: true)).schema
    let holders = resolved.models.map { resolved.unknownKeysProperty(of: $0).map { "\($0.swiftName): \(TypeExpression.text(of: $0.type))" } }
    // Config keeps its own; Plugin gets one named apart from its 'unknownKeys'; Special inherits Plugin's.
    #expect(holders == ["plugins: [String: Plugin]", "unknownKeys2: [String: JSONValue]", "unknownKeys2: [String: JSONValue]"])
    #expect(ResolvedSchema(Self.schema(keepsUnknownKeys: false)).schema.models[1].properties.count == 1)
  }

  @Test("typed other keys: the drift check reads their values as the type, export describes them, tables list them")
  func stagesAfterTheSchema() throws {
    let resolved = ResolvedSchema(Self.schema(keepsUnknownKeys: false))
    var checker = DriftChecker(schema: resolved)
    let json = #"{"version": 1, "a": {"unknownKeys": true}, "b": {"unknownKeys": "yes"}, "c": 3}"#
    try checker.check(Array(json.utf8), file: "s.json", allowsMultipleDocuments: false)
    #expect(
      checker.report.findings.map(\.description) == [
        "s.json:1:65: error: $.*.unknownKeys: type changed: Bool in schema, String in sample",
        "s.json:1:78: error: $.*: type changed: Plugin in schema, Int in sample",
      ])
    let exported = JSONSchemaExporter.text(for: resolved)
    #expect(exported.contains(#""additionalProperties": {"#), "\(exported)")
    let files = GeneratorPipeline.outputFiles(for: resolved)
    let markdown = try #require(files.first { $0.name == MappingTableRenderer.markdownFileName }?.contents)
    #expect(
      markdown.contains(
        "| `plugins` | `[String: Plugin]` | `(unknown keys)` |  | the members no other property reads; written back |"),
      "\(markdown)")
  }
}
