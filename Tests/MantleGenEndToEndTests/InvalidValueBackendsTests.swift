import Foundation
import Testing

@testable import MantleGenCore

/// `onInvalid: replace` and lossy arrays as the drift check and the JSON Schema export see them:
/// what the models recover from is a warning in `check` and accepted by the export, except a value
/// that breaks the property's own constraints (checked after decoding).
@Suite("Invalid values in check and export")
struct InvalidValueBackendsTests {
  static let schema = #"""
    { "mantlegen": 1, "root": "Root", "rootType": "[Person]",
      "models": [
        { "name": "Person", "onInvalid": "replace", "properties": [
          { "name": "name", "key": "name", "type": "String" },
          { "name": "age", "key": "age", "type": "Int", "default": -1 },
          { "name": "score", "key": "score", "type": "Int", "optional": true, "constraints": { "minimum": 0 } },
          { "name": "city", "key": "address.city", "type": "String" },
          { "name": "tags", "key": "tags", "type": "[String]", "optional": true, "onInvalid": "fail", "lossy": true },
          { "name": "strict", "key": "strict", "type": "Int", "optional": true, "onInvalid": "fail" },
          { "name": "pet", "key": "pet", "type": "Pet", "optional": true }
        ] },
        { "name": "Pet", "properties": [{ "name": "legs", "key": "legs", "type": "Int", "constraints": { "minimum": 0 } }] }
      ] }
    """#

  /// Wrong types everywhere: replaced ones (`age`, `score`, `address.city`), a constraint broken by
  /// a value that decodes (`score` -1), one broken inside a replaced model (`pet.legs`), a lossy
  /// array's bad element, and a value that fails (`strict`).
  static let sample = #"""
    [{"name": "Ann", "age": "forty", "score": "high", "address": {"city": 7}, "tags": ["a", 1], "strict": "x"},
     {"name": "Bob", "age": 41, "score": -1, "address": {"city": "Oslo"}, "tags": [], "strict": 2, "pet": {"legs": -1}}]
    """#

  static func resolved() throws -> ResolvedSchema {
    ResolvedSchema(try SchemaFile.read(Array(schema.utf8), file: "s.json"))
  }

  @Test("check: a value the models replace is a warning saying so; a broken constraint and a value that fails stay breaking")
  func checkHonoursReplace() throws {
    var checker = DriftChecker(schema: try Self.resolved())
    try checker.check(Array(Self.sample.utf8), file: "sample.json", allowsMultipleDocuments: false)
    let findings = checker.report.findings
    func finding(_ path: String, _ kind: DriftFinding.Kind = .typeChanged) -> DriftFinding? {
      findings.first { $0.path == path && $0.kind == kind }
    }
    for path in ["$[].age", "$[].score", "$[].address.city"] {
      let found = try #require(finding(path), "\(path): \(findings.map(\.description))")
      #expect(!found.isBreaking && found.kind == .typeChanged, "\(found)")
      #expect(found.message.hasSuffix("; the models replace it (onInvalid: replace)"), "\(found)")
    }
    let strict = try #require(finding("$[].strict"))
    #expect(strict.isBreaking && strict.kind == .typeChanged)
    #expect(finding("$[].score", .constraintBroken)?.isBreaking == true)
    // A constraint a nested model breaks fails that model's decoding, which the replacement recovers.
    #expect(finding("$[].pet.legs", .constraintBroken)?.isBreaking == false)
  }

  @Test(
    "export: a replaced value accepts anything (keeping its constraints when it decodes), a lossy array any element; the reference validator agrees",
    .enabled(if: ReferenceValidator.isAvailable, "python3 with the jsonschema package (pip) is not available"))
  func exportAcceptsWhatTheModelsDecode() async throws {
    let text = JSONSchemaExporter.text(for: try Self.resolved())
    let folder = try TestPaths.scratchFolder("invalid-export")
    defer { try? FileManager.default.removeItem(at: folder) }
    try text.write(to: folder.appendingPathComponent("schema.json"), atomically: true, encoding: .utf8)
    // What the models decode (replaced values, skipped elements) is accepted; what fails is not.
    let accepted = #"[{"name": "Ann", "age": "forty", "score": "high", "address": {"city": 7}, "tags": ["a", 1]}]"#
    let brokenConstraint = #"[{"name": "Ann", "score": -1, "address": {"city": "Oslo"}}]"#
    let failing = #"[{"name": "Ann", "address": {"city": "Oslo"}, "strict": "x"}]"#
    var checks: [ReferenceValidator.Check] = []
    for (name, instance, valid) in [("accepted", accepted, true), ("constraint", brokenConstraint, false), ("failing", failing, false)] {
      try instance.write(to: folder.appendingPathComponent("\(name).json"), atomically: true, encoding: .utf8)
      checks.append(
        .init(
          schema: folder.appendingPathComponent("schema.json").path,
          instance: folder.appendingPathComponent("\(name).json").path, shouldBeValid: valid))
    }
    let failures = try await ReferenceValidator.failures(of: checks, in: folder)
    #expect(failures == [], "\(text)")
    // The type stays in the schema, for readers: any value, or one that decodes and keeps the constraints.
    #expect(text.contains(#"{ "type": "integer" },"#) && text.contains(#""not": { "type": "integer" }"#), "\(text)")
  }

  @Test(
    "export and check accept a value under a fallback key; a required value under no key, or of another type, is rejected",
    .enabled(if: ReferenceValidator.isAvailable, "python3 with the jsonschema package (pip) is not available"))
  func fallbackKeys() async throws {
    let schema = try SchemaFile.read(
      Array(
        #"""
        { "mantlegen": 1, "root": "Item", "rootType": "Item",
          "models": [{ "name": "Item", "properties": [
            { "name": "title", "key": "title", "type": "String", "fallbackKeys": ["name", "label"] },
            { "name": "note", "key": "note", "type": "String", "optional": true, "fallbackKeys": ["remark"] }
          ] }] }
        """#.utf8), file: "s.json")
    let folder = try TestPaths.scratchFolder("fallback-export")
    defer { try? FileManager.default.removeItem(at: folder) }
    let schemaFile = folder.appendingPathComponent("schema.json")
    try JSONSchemaExporter.text(for: ResolvedSchema(schema)).write(to: schemaFile, atomically: true, encoding: .utf8)
    let instances = [
      (#"{"title": "a"}"#, true), (#"{"name": "b"}"#, true), (#"{"title": null, "label": "c", "remark": "d"}"#, true),
      (#"{}"#, false), (#"{"title": null}"#, false), (#"{"title": 5}"#, false), (#"{"name": "b", "remark": 1}"#, false),
    ]
    var checks: [ReferenceValidator.Check] = []
    for (index, (instance, valid)) in instances.enumerated() {
      let file = folder.appendingPathComponent("\(index).json")
      try instance.write(to: file, atomically: true, encoding: .utf8)
      checks.append(.init(schema: schemaFile.path, instance: file.path, shouldBeValid: valid))
      var checker = DriftChecker(schema: ResolvedSchema(schema))
      try checker.check(Array(instance.utf8), file: "\(index).json", allowsMultipleDocuments: false)
      #expect(checker.report.findings.contains(where: \.isBreaking) == !valid, "check of \(instance)")
    }
    #expect(try await ReferenceValidator.failures(of: checks, in: folder) == [])
  }
}
