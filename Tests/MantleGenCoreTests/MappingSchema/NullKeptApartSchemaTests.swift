import Testing

@testable import MantleGenCore

/// `"keepsNull": true`: an optional property whose `null` is a value of its own (`Nullable.null`),
/// apart from a missing key (`nil`), as a PATCH body needs. How schemas say it, what is wrong, and
/// what the stages after the schema and `import --keep-null` make of it.
@Suite("A null kept apart from a missing key")
struct NullKeptApartSchemaTests {
  @Test("keepsNull needs an optional property read from one key path, without a default, transform or writesNull")
  func validation() {
    expectProblems(
      fileWithProperty(#"{ "name": "nick", "key": "nick", "type": "String", "optional": true, "keepsNull": true }"#),
      [])
    expectProblems(
      fileWithProperty(#"{ "name": "nick", "key": "nick", "type": "String", "keepsNull": true }"#),
      [
        (
          "s.json:6:71: error: 'keepsNull' tells a null apart from a missing key; the property must be optional",
          "true"
        )
      ])
    expectProblems(
      fileWithProperty(
        #"{ "name": "nick", "key": "nick", "type": "String", "optional": true, "keepsNull": true, "writesNull": true }"#
      ),
      [("s.json:6:109: error: 'writesNull' cannot be combined with 'keepsNull'", "true")])
    expectProblems(
      fileWithProperty(
        #"{ "name": "at", "key": "at", "type": "Date", "optional": true, "keepsNull": true, "transform": "iso8601" }"#),
      [("s.json:6:102: error: 'transform' cannot be combined with 'keepsNull'", #""iso8601""#)])
    expectProblems(
      fileWithProperty(#"{ "name": "nick", "key": null, "type": "String", "optional": true, "keepsNull": true }"#),
      [("s.json:6:87: error: 'keepsNull' applies to a property read from a key of the JSON", "true")])
    expectProblems(
      fileWithProperty(
        #"{ "name": "names", "key": "users[].name", "type": "[String]", "optional": true, "keepsNull": true }"#),
      [("s.json:6:100: error: 'keepsNull' does not apply to a key path through an array", "true")])
  }

  private static let schemaText = """
    {
      "mantlegen": 1, "root": "ProfilePatch", "rootType": "ProfilePatch",
      "models": [
        { "name": "ProfilePatch", "properties": [
          { "name": "nickname", "key": "nickname", "type": "String", "optional": true, "keepsNull": true },
          { "name": "note", "key": "note", "type": "String", "optional": true }
        ] }
      ]
    }
    """

  @Test("the schema file keeps the flag; the model stays synthesized Codable with a Nullable property")
  func stagesAfterTheSchema() throws {
    let schema = try SchemaFile.read(Array(Self.schemaText.utf8), file: "s.json")
    let properties = try #require(schema.models.first?.properties)
    #expect(properties.map(\.nullHandling) == [.keptApart, .sameAsMissing])
    let written = SchemaFile.text(of: schema)
    #expect(written.contains(#""optional": true, "keepsNull": true }"#), "\(written)")
    #expect(try SchemaFile.read(Array(written.utf8), file: "s.json") == schema)
    let files = GeneratorPipeline.outputFiles(for: ResolvedSchema(schema))
    let markdown = try #require(files.first { $0.name == MappingTableRenderer.markdownFileName }?.contents)
    #expect(markdown.contains("missing gives nil, null gives .null; each written back as read"), "\(markdown)")
    let swift = try #require(files.first { $0.name == "ProfilePatch.swift" }?.contents)
    #expect(swift.contains("public let nickname: ProfilePatchSupport.Nullable<String>?"), "\(swift)")
    #expect(!swift.contains("init(from decoder"), "synthesized Codable calls the support code's overload")
    let support = try #require(files.first { $0.name == "ProfilePatchSupport.swift" }?.contents)
    #expect(support.contains("extension KeyedDecodingContainer {"), "\(support)")
  }

  @Test("import --keep-null keeps null apart where a property is not required and may be null")
  func importOption() throws {
    let document = """
      { "type": "object", "required": ["id", "title"],
        "properties": {
          "id": { "type": "integer" },
          "title": { "type": ["string", "null"] },
          "nickname": { "type": ["string", "null"] },
          "age": { "type": "integer" },
          "dueAt": { "type": ["string", "null"], "format": "date-time" },
          "token": { "type": ["string", "null"], "format": "uuid" } } }
      """
    func handling(keepingNullApart: Bool) throws -> [String: NullHandling] {
      let schema = try JSONSchemaImporter.importSchema(
        Array(document.utf8), file: "patch.json", rootName: "Patch", options: ImportOptions(keepsNullApart: keepingNullApart),
        diagnostics: DiagnosticList())
      let properties = try #require(schema.models.first?.properties)
      return Dictionary(
        uniqueKeysWithValues: properties.filter { !$0.holdsUnknownKeys }.map { ($0.swiftName, $0.nullHandling) })
    }
    #expect(
      try handling(keepingNullApart: true) == [
        "id": .sameAsMissing, "title": .writtenForNil, "nickname": .keptApart, "age": .sameAsMissing,
        "dueAt": .keptApart, "token": .sameAsMissing,
      ])
    #expect(try handling(keepingNullApart: false)["nickname"] == .sameAsMissing)
  }
}
