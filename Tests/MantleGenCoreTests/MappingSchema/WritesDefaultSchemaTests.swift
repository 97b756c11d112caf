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

/// `"constant"`: the one value a property's JSON may hold (JSON Schema's `const`).
@Suite("Constants in schemas")
struct ConstantSchemaTests {
  @Test("a constant is a String, Int, Double or Bool value of the property's type, without a transform, in the JSON")
  func validation() {
    expectProblems(
      fileWithProperty(#"{ "name": "object", "key": "object", "type": "Int", "constant": "charge" }"#),
      [
        (
          #"s.json:6:71: error: the constant "charge" is not a value of type Int; a constant is a String, Int, Double or Bool value"#,
          #""charge""#
        )
      ])
    expectProblems(
      fileWithProperty(#"{ "name": "at", "key": "at", "type": "Date", "transform": "iso8601", "constant": "x" }"#),
      [
        (
          #"s.json:6:88: error: the constant "x" is not a value of type Date; a constant is a String, Int, Double or Bool value"#,
          #""x""#
        )
      ])
    expectProblems(
      fileWithProperty(#"{ "name": "count", "key": "count", "type": "Int", "transform": "lenient", "constant": 2 }"#),
      [("s.json:6:93: error: a constant is compared as the JSON holds it; it cannot be combined with a transform", "2")])
    expectProblems(
      fileWithProperty(#"{ "name": "v", "key": null, "type": "Int", "optional": true, "constant": 2 }"#),
      [("s.json:6:80: error: a property that is not in the JSON (key null) has no constant to check", "2")])
    expectProblems(fileWithProperty(#"{ "name": "v", "key": "v", "type": "Double", "constant": 2.5 }"#), [])
  }

  private static let schemaText = """
    {
      "mantlegen": 1, "root": "Charge", "rootType": "Charge",
      "models": [
        { "name": "Charge", "properties": [
          { "name": "object", "key": "object", "type": "String", "constant": "charge" },
          { "name": "version", "key": "version", "type": "Int", "optional": true, "constant": 2 }
        ] }
      ]
    }
    """

  @Test("the schema file keeps it; the drift check reports another value; export writes const; tables and docs show it")
  func stagesAfterTheSchema() throws {
    let schema = try SchemaFile.read(Array(Self.schemaText.utf8), file: "s.json")
    #expect(SchemaFile.text(of: schema).contains(#"{ "name": "object", "key": "object", "type": "String", "constant": "charge" }"#))
    let resolved = ResolvedSchema(schema)
    var checker = DriftChecker(schema: resolved)
    try checker.check(
      Array("{\"object\": \"charge\"}\n{\"object\": \"refund\", \"version\": 2}\n".utf8), file: "s.json",
      allowsMultipleDocuments: true)
    #expect(
      checker.report.findings.map(\.description) == [
        #"s.json:2:12: error: $.object: new enum value: 'refund' is not the constant "charge""#
      ])
    let exported = JSONSchemaExporter.text(for: resolved)
    #expect(exported.contains(#""object": { "const": "charge" }"#), "\(exported)")
    let files = GeneratorPipeline.outputFiles(for: resolved)
    let markdown = try #require(files.first { $0.name == MappingTableRenderer.markdownFileName }?.contents)
    #expect(markdown.contains(#"| `object` | `String` | `object` | constant "charge" |"#), "\(markdown)")
    let swift = try #require(files.first { $0.name == "Charge.swift" }?.contents)
    #expect(swift.contains(#"/// JSON `object`, always `"charge"`."#), "\(swift)")
    #expect(swift.contains("if self.object != \"charge\" {"))
    #expect(swift.contains("if let value = self.version, value != 2 {"))
  }
}
