import Testing

@testable import MantleGenCore

/// `"writesDefault": false`: a default that decoding filled in is not written back. How schemas
/// say it, what is wrong, and what the stages after the schema make of it.
@Suite("Defaults that are not written back")
struct WritesDefaultSchemaTests {
  @Test("writesDefault false needs a default and a key; true is the same as leaving it out")
  func validation() {
    expectProblems(
      fileWithProperty(#"{ "name": "level", "key": "level", "type": "Int", "writesDefault": false }"#),
      [
        (
          "s.json:6:74: error: 'writesDefault' says whether a default filled in by decoding is written back; give a default",
          "false"
        )
      ])
    expectProblems(
      fileWithProperty(#"{ "name": "level", "key": null, "type": "Int", "default": 1, "writesDefault": false }"#),
      [("s.json:6:85: error: a property that is not in the JSON (key null) writes nothing back", "false")])
    expectProblems(
      fileWithProperty(#"{ "name": "level", "key": "level", "type": "Int", "writesDefault": "no" }"#),
      [("s.json:6:74: error: 'writesDefault' must be true or false, found a string", #""no""#)])
    expectProblems(fileWithProperty(#"{ "name": "level", "key": "level", "type": "Int", "writesDefault": true }"#), [])
  }

  private static let schemaText = """
    {
      "mantlegen": 1, "root": "Settings", "rootType": "Settings",
      "models": [
        { "name": "Settings", "properties": [
          { "name": "level", "key": "level", "type": "Int", "default": 3, "writesDefault": false },
          { "name": "muted", "key": "muted", "type": "Bool", "default": false }
        ] }
      ]
    }
    """

  @Test("the schema file keeps the flag; the tables and the doc comment say the default is not written back")
  func stagesAfterTheSchema() throws {
    let schema = try SchemaFile.read(Array(Self.schemaText.utf8), file: "s.json")
    let properties = try #require(schema.models.first?.properties)
    #expect(properties.map(\.keepsPresence) == [true, false])
    let written = SchemaFile.text(of: schema)
    #expect(written.contains(#""default": 3, "writesDefault": false }"#), "\(written)")
    #expect(!written.contains(#""default": false, "writesDefault""#))
    let files = GeneratorPipeline.outputFiles(for: ResolvedSchema(schema))
    let markdown = try #require(files.first { $0.name == MappingTableRenderer.markdownFileName }?.contents)
    #expect(markdown.contains("missing or null gives 3, not written back"), "\(markdown)")
    #expect(markdown.contains("missing or null gives false |"), "\(markdown)")
    let swift = try #require(files.first { $0.name == "Settings.swift" }?.contents)
    #expect(swift.contains("  /// JSON `level`, `3` when missing or null (not written back).\n  public var level: Int {\n    levelIfPresent ?? 3\n  }"), "\(swift)")
    #expect(swift.contains("public let levelIfPresent: Int?"))
    #expect(swift.contains("try container.encodeIfPresent(self.levelIfPresent, forKey: .levelIfPresent)"))
    #expect(swift.contains("public init(level: Int? = nil, muted: Bool = false)"))
  }
}
