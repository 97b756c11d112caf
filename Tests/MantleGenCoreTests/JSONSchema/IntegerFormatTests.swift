import Testing

@testable import MantleGenCore

/// JSON Schema's `format: int32` / `int64` as the schema types `Int32` / `Int64`: imported, exported,
/// checked (an `Int32` out of range is a type change) and validated like `Int`.
@Suite("Integer formats")
struct IntegerFormatTests {
  static let document = """
    { "type": "object", "required": ["id", "count"], "properties": {
        "id": { "type": "integer", "format": "int64" },
        "count": { "type": "integer", "format": "int32", "minimum": 0 },
        "plain": { "type": "integer" } } }
    """

  private func imported() throws -> MappingSchema {
    try JSONSchemaImporter.importSchema(
      Array(Self.document.utf8), file: "c.json", rootName: "Counter", diagnostics: DiagnosticList())
  }

  @Test("import, the schema file and export keep the width")
  func importAndExport() throws {
    let schema = try imported()
    let types = schema.models.first?.properties.filter { !$0.holdsUnknownKeys }.map(\.type)
    #expect(types == [.int64, .int32, .int])
    let text = SchemaFile.text(of: schema)
    #expect(text.contains(#""type": "Int64""#) && text.contains(#""type": "Int32""#), "\(text)")
    #expect(try SchemaFile.read(Array(text.utf8), file: "s.json") == schema)
    let exported = JSONSchemaExporter.text(for: ResolvedSchema(schema))
    #expect(exported.contains(#""id": { "type": "integer", "format": "int64" }"#), "\(exported)")
    #expect(exported.contains(#""count": { "type": "integer", "format": "int32", "minimum": 0 }"#), "\(exported)")
  }

  @Test("check reports an Int32 out of range; Int64 reads what Int reads")
  func driftCheck() throws {
    var checker = DriftChecker(schema: ResolvedSchema(try imported()))
    try checker.check(
      Array(#"{"id": 9007199254740993, "count": 2147483647}"#.utf8), file: "a.json", allowsMultipleDocuments: false)
    #expect(checker.report.findings.isEmpty, "\(checker.report.findings)")
    try checker.check(Array(#"{"id": 1, "count": 2147483648}"#.utf8), file: "b.json", allowsMultipleDocuments: false)
    #expect(
      checker.report.findings.map(\.description) == [
        "b.json:1:20: error: $.count: type changed: Int32 in schema, Int in sample"
      ])
  }

  @Test("defaults and constants must fit the width")
  func validation() {
    expectProblems(
      fileWithProperty(#"{ "name": "n", "key": "n", "type": "Int32", "default": 2147483648 }"#),
      [("s.json:6:62: error: property 'n': the default 2147483648 is not a value of type Int32", "2147483648")])
    expectProblems(fileWithProperty(#"{ "name": "n", "key": "n", "type": "Int64", "default": 2147483648 }"#), [])
  }
}
