import Foundation
import Testing

/// Property constraints (range, length, pattern, count) checked when decoding, and the
/// `validates` hook that calls the model's own `validate()` (Mantle's `validate<Key>:error:` and
/// `validate:`), through generation, export and import.
@Suite("Validation")
struct ValidationTests {
  static let schema = """
    { "mantlegen": 1, "root": "User", "rootType": "User", "sources": ["user.json"],
      "options": { "access": "public", "merge": false, "mutable": true, "classes": CLASSES },
      "models": [ { "name": "User", "jsonPaths": ["$"], "validates": true, "properties": [
        { "name": "name", "key": "username", "type": "String", "optional": true, "constraints": { "maxLength": 9 } },
        { "name": "age", "key": "age", "type": "Int", "default": 0, "constraints": { "minimum": 0, "maximum": 150 } },
        { "name": "code", "key": "info.code", "type": "String", "optional": true,
          "constraints": { "pattern": "^[A-Z]{3}$" } },
        { "name": "tags", "key": "tags", "type": "[String]", "optional": true, "constraints": { "minItems": 1 } },
        { "name": "ratio", "key": "ratio", "type": "Double", "optional": true,
          "constraints": { "minimum": 0.00001, "maximum": 1e16 } },
        { "name": "scores", "key": "scores", "type": "[String: Int]", "optional": true,
          "constraints": { "maxItems": 1 } } ] } ] }
    """

  /// The user's hook: a missing name is filled in (Mantle's self-validating model), a name of
  /// "nobody" is rejected.
  static let main = """
    import Foundation

    struct NameRejected: Error {}

    extension User {
      func validate() throws {
        if name == "nobody" { throw NameRejected() }
        if name == nil { name = "foobar" }
      }
    }

    for path in CommandLine.arguments.dropFirst() {
      do {
        let value = try JSONDecoder().decode(User.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        print(value.name ?? "nil", value.age)
      } catch let DecodingError.dataCorrupted(context) {
        print("error:", context.codingPath.map(\\.stringValue).joined(separator: "."), context.debugDescription)
      } catch {
        print("rejected:", error)
      }
    }
    // A value made in code is checked on request, with the same rules.
    let made = User(name: "ok", age: 151)
    do {
      try made.checkConstraints()
    } catch let DecodingError.dataCorrupted(context) {
      print("made:", context.codingPath.map(\\.stringValue).joined(separator: "."), context.debugDescription)
    }

    """

  @Test(
    "values that break a constraint fail decoding with the JSON path and the rule; the hook runs last; checkConstraints() checks a value made in code",
    arguments: [false, true])
  func decodingChecksConstraints(classes: Bool) async throws {
    let folder = try TestPaths.scratchFolder("validation-\(classes)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let schemaText = Self.schema.replacingOccurrences(of: "CLASSES", with: "\(classes)")
    let main =
      classes ? Self.main : Self.main.replacingOccurrences(of: "  func validate()", with: "  mutating func validate()")
    let (_, checker) = try await RoundTripChecker.build(schema: schemaText, in: folder, main: main)
    var samples: [String] = []
    for (index, json) in [
      #"{"username": "foo", "age": 30, "info": {"code": "ABC"}, "tags": ["a"]}"#,
      #"{"username": "this is too long a name"}"#,
      #"{"age": 200}"#,
      #"{"age": -1}"#,
      #"{"info": {"code": "abcd"}}"#,
      #"{"tags": []}"#,
      #"{}"#,
      #"{"username": "nobody"}"#,
    ].enumerated() {
      let url = folder.appendingPathComponent("s\(index).json")
      try Data(json.utf8).write(to: url)
      samples.append(url.path)
    }
    let run = try await ProcessRunner.run(checker, samples)
    try #require(run.status == 0, "\(run.standardError)")
    #expect(
      run.standardOutput == """
        foo 30
        error: username "this is too long a name" is longer than 9 characters (maxLength).
        error: age 200 is more than the maximum 150.
        error: age -1 is less than the minimum 0.
        error: info.code "abcd" does not match the pattern ^[A-Z]{3}$.
        error: tags 0 elements, fewer than 1 (minItems).
        foobar 0
        rejected: NameRejected()
        made: age 151 is more than the maximum 150.

        """)
  }

  @Test("export writes the constraints as JSON Schema keywords and import reads them back")
  func exportAndImport() async throws {
    let folder = try TestPaths.scratchFolder("validation-export")
    defer { try? FileManager.default.removeItem(at: folder) }
    let schema = folder.appendingPathComponent("user.mantlegen.json")
    try Data(Self.schema.replacingOccurrences(of: "CLASSES", with: "false").utf8).write(to: schema)
    let jsonSchema = folder.appendingPathComponent("user.schema.json")
    let export = try await ProcessRunner.run(TestPaths.mantlegen, ["export", schema.path, "-o", jsonSchema.path])
    #expect(export.status == 0, "\(export.standardError)")
    let exported = try String(contentsOf: jsonSchema, encoding: .utf8)
    #expect(exported.contains(#""maxLength": 9"#), "\(exported)")
    #expect(exported.contains(#""minimum": 0,"#) && exported.contains(#""maximum": 150,"#), "\(exported)")
    #expect(exported.contains(#""pattern": "^[A-Z]{3}$""#), "\(exported)")
    #expect(exported.contains(#""minItems": 1"#), "\(exported)")
    let imported = folder.appendingPathComponent("imported.mantlegen.json")
    let run = try await ProcessRunner.run(
      TestPaths.mantlegen, ["import", jsonSchema.path, "--name", "User", "--schema-out", imported.path])
    #expect(run.status == 0, "\(run.standardError)")
    let text = try String(contentsOf: imported, encoding: .utf8)
    #expect(text.contains(#""constraints": { "maxLength": 9 }"#), "\(text)")
    #expect(text.contains(#""constraints": { "minimum": 0, "maximum": 150 }"#), "\(text)")
    #expect(text.contains(#""constraints": { "pattern": "^[A-Z]{3}$" }"#), "\(text)")
    #expect(text.contains(#""constraints": { "minItems": 1 }"#), "\(text)")
  }

  @Test("check reports values that break a constraint, with the JSON path and the rule")
  func driftCheck() async throws {
    let folder = try TestPaths.scratchFolder("validation-check")
    defer { try? FileManager.default.removeItem(at: folder) }
    let schema = folder.appendingPathComponent("user.mantlegen.json")
    try Data(Self.schema.replacingOccurrences(of: "CLASSES", with: "false").utf8).write(to: schema)
    let good = folder.appendingPathComponent("good.json")
    try Data(#"{"username": "foo", "age": 30, "info": {"code": "ABC"}, "tags": ["a"]}"#.utf8).write(to: good)
    let clean = try await ProcessRunner.run(TestPaths.mantlegen, ["check", schema.path, good.path])
    #expect(clean.status == 0, "\(clean.standardOutput)")
    let bad = folder.appendingPathComponent("bad.json")
    try Data(
      #"{"username": "this is too long a name", "age": 200, "info": {"code": "abcd"}, "tags": [], "ratio": 0, "scores": {"a": 1, "b": 2}}"#
        .utf8
    ).write(to: bad)
    let check = try await ProcessRunner.run(TestPaths.mantlegen, ["check", schema.path, bad.path])
    #expect(check.status == 1)
    for message in [
      #"$.username: constraint broken: "this is too long a name" is longer than 9 characters (maxLength)"#,
      "$.age: constraint broken: 200 is more than the maximum 150",
      #"$.info.code: constraint broken: "abcd" does not match the pattern ^[A-Z]{3}$"#,
      "$.tags: constraint broken: 0 elements, fewer than 1 (minItems)",
      "$.ratio: constraint broken: 0 is less than the minimum 1e-05",
      "$.scores: constraint broken: 2 elements, more than 1 (maxItems)",
    ] {
      #expect(check.standardOutput.contains(message), "\(check.standardOutput)")
    }
  }

  @Test("a constraint on a type it cannot apply to, a bad pattern and a negative length are located errors")
  func schemaErrors() async throws {
    let cases = [
      (
        #""key": "n", "type": "Int", "constraints": { "maxLength": 3 }"#,
        "the constraint 'maxLength' applies to String, not Int"
      ),
      (
        #""key": "n", "type": "String", "constraints": { "pattern": "(" }"#,
        "the pattern '(' is not a regular expression"
      ),
      (#""key": "n", "type": "String", "constraints": { "minLength": -1 }"#, "must be a whole number, 0 or more"),
      (
        #""key": "n", "type": "[Int]", "constraints": { "minimum": 1 }"#, "applies to Int, Double or Decimal, not [Int]"
      ),
      (#""key": "n", "type": "String", "constraints": { "longest": 1 }"#, "unknown field 'longest' in 'constraints'"),
    ]
    try await SchemaFixtures.expectLocatedErrors(
      cases.map { (SchemaFixtures.oneProperty($0.0), $0.1) }, line: 2, label: "validation-errors")
  }
}
