import Testing

@testable import MantleGenCore

/// Cluster rules in schema files: the conditions, what is wrong with them, and how the mapping
/// tables say them.
@Suite("Cluster rules in schemas")
struct ClusterRuleSchemaTests {
  /// A schema whose cluster `AnyA` has a case with the rule `rule` (line 5), then a fallback.
  private static func file(rule: String, open: String = "") -> String {
    """
    {
      "mantlegen": 1, "root": "AnyA", "rootType": "AnyA",
      "models": [{ "name": "A", "properties": [{ "name": "kind", "key": "kind", "type": "String" }] }],
      "clusters": [{ "name": "AnyA",\(open) "cases": [
        { "case": "b", "model": "A", "when": \(rule) },
        { "case": "a", "model": "A" }
      ] }]
    }
    """
  }

  @Test("a rule has exactly one condition, values of one kind, and a property for the key it reads values of")
  func ruleProblems() {
    expectProblems(
      Self.file(rule: #"{ "key": "kind" }"#),
      [
        (
          #"s.json:5:42: error: a rule needs one condition: "equals": value, "oneOf": [values] or "present": true or false"#,
          "{"
        )
      ])
    expectProblems(
      Self.file(rule: #"{ "key": "kind", "equals": "x", "present": true }"#),
      [("s.json:5:42: error: a rule has one condition; found 'equals' and 'present'", "{")])
    expectProblems(
      Self.file(rule: #"{ "key": "kind", "oneOf": [] }"#),
      [("s.json:5:68: error: 'oneOf' lists the values that choose the case; it is empty", "[]")])
    expectProblems(
      Self.file(rule: #"{ "key": "kind", "oneOf": ["x", 1] }"#),
      [("s.json:5:68: error: the values of 'oneOf' must be of one kind (all strings, numbers or booleans)", "[")])
    expectProblems(
      Self.file(rule: #"{ "key": "size", "oneOf": [1, 2] }"#),
      [
        (
          #"s.json:5:5: error: case 'b' of cluster 'AnyA' is chosen by "size", but 'A' has no property for that key, so encoding would lose which of its values the object had; add one"#,
          "{"
        )
      ])
  }

  @Test("the mapping tables say each condition and what happens to objects no rule matches")
  func mappingTables() throws {
    for (open, others) in [("", "decode as unknown, kept as JSON and written back unchanged"), (#" "open": false,"#, "fail to decode")] {
      let text = Self.file(rule: #"{ "key": "kind", "oneOf": ["x", "y"] }"#, open: open)
        .replacingOccurrences(
          of: #"{ "case": "a", "model": "A" }"#,
          with: #"{ "case": "a", "model": "A", "when": { "key": "kind", "present": false } }"#)
      let schema = try SchemaFile.read(Array(text.utf8), file: "s.json")
      let files = GeneratorPipeline.outputFiles(for: ResolvedSchema(schema))
      let markdown = try #require(files.first { $0.name == MappingTableRenderer.markdownFileName }?.contents)
      #expect(markdown.contains("`kind is missing or null`"), "\(markdown)")
      #expect(markdown.contains(#"`kind is one of "x", "y"`"#), "\(markdown)")
      #expect(markdown.contains(others), "\(markdown)")
    }
  }
}
