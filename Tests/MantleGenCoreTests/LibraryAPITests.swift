import MantleGenCore
import Testing

/// What a Swift tool can do with the library's public API alone (no `@testable`): infer, generate,
/// check, update, import and export, on values.
@Suite("Library API")
struct LibraryAPITests {
  private static let user = Array(#"{"id": 1, "name": "Ada", "created_at": "2024-05-01T10:00:00Z"}"#.utf8)

  @Test("infer a schema from sample bytes, generate Swift and tables, and read the schema file back")
  func inferAndGenerate() throws {
    let schema = try GeneratorPipeline.inferSchema(
      from: [SampleInput(name: "user.json", bytes: Self.user, isJSONLines: false)], rootName: "User", diagnostics: DiagnosticList())
    #expect(schema.rootName == "User")
    let files = GeneratorPipeline.outputFiles(for: ResolvedSchema(schema))
    #expect(files.map(\.name).sorted() == ["MappingTables.json", "MappingTables.md", "User.swift", "UserSupport.swift"])
    #expect(files.first { $0.name == "User.swift" }?.contents.contains("public struct User: Codable") == true)
    let text = SchemaFile.text(of: schema)
    #expect(try SchemaFile.read(Array(text.utf8), file: "user.mantlegen.json") == schema)
  }

  @Test("check new JSON against a schema, update the schema with it, and export and import JSON Schema")
  func checkUpdateExportImport() throws {
    let schema = try GeneratorPipeline.inferSchema(
      from: [SampleInput(name: "user.json", bytes: Self.user, isJSONLines: false)], rootName: "User", diagnostics: DiagnosticList())
    let newer = Array(#"{"id": "1", "name": "Ada", "created_at": "2024-05-01T10:00:00Z", "email": "a@b.c"}"#.utf8)
    var checker = DriftChecker(schema: ResolvedSchema(schema))
    try checker.check(newer, file: "new.json", allowsMultipleDocuments: false)
    #expect(checker.report.breakingCount == 1 && checker.report.warningCount == 1)
    #expect(checker.report.fails(strict: false))

    let inferred = try GeneratorPipeline.inferSchema(
      from: [SampleInput(name: "new.json", bytes: newer, isJSONLines: false)], rootName: "User", diagnostics: DiagnosticList())
    let update = SchemaUpdate(existing: schema, inferred: inferred)
    #expect(!update.changes.isEmpty)
    var recheck = DriftChecker(schema: ResolvedSchema(update.schema))
    try recheck.check(newer, file: "new.json", allowsMultipleDocuments: false)
    try recheck.check(Self.user, file: "user.json", allowsMultipleDocuments: false)
    #expect(!recheck.report.fails(strict: true))

    let exported = JSONSchemaExporter.text(for: ResolvedSchema(schema))
    let imported = try JSONSchemaImporter.importSchema(Array(exported.utf8), file: "user.schema.json", diagnostics: DiagnosticList())
    #expect(imported.rootName == "User")
  }

  @Test("warnings of inference and import reach the collector the caller passes, located")
  func warningsReachTheCollector() throws {
    let diagnostics = DiagnosticList()
    _ = try GeneratorPipeline.inferSchema(
      from: [SampleInput(name: "big.json", bytes: Array(#"{"n": 1e400}"#.utf8), isJSONLines: false)], rootName: "Big",
      diagnostics: diagnostics)
    let odd = #"{"type": "object", "properties": {"never": false}}"#
    _ = try JSONSchemaImporter.importSchema(Array(odd.utf8), file: "odd.json", diagnostics: diagnostics)
    let found = diagnostics.diagnostics.map(\.description)
    #expect(found.count == 2)
    #expect(found.first?.hasPrefix("big.json: warning: $.n: numbers beyond the range of Double") == true)
    #expect(found.last == "odd.json:1:44: warning: #/properties/never: the schema 'false' accepts no value; the property becomes JSONValue")
  }

  @Test("a malformed sample is a located diagnostic")
  func malformedSample() {
    #expect(throws: Diagnostic.self) {
      try GeneratorPipeline.inferSchema(
        from: [SampleInput(name: "bad.json", bytes: Array(#"{"id": }"#.utf8), isJSONLines: false)], rootName: "Bad", diagnostics: DiagnosticList())
    }
  }
}
