import Foundation
import Testing

/// Models that survive values of the wrong type (the `replace` policy, with what the caller
/// learns) and defensive all-optional models: compiled and run.
@Suite("Resilient models")
struct ResilientModelTests {
  /// Decodes the file named by the first argument with an `InvalidValueLog` in the decoder's
  /// `userInfo`, prints the value re-encoded and then one line per replacement on standard error;
  /// exits 3 with the error when decoding fails.
  static func main(namespace: String) -> String {
    """
    import Foundation

    let data = try Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1]))
    let log = \(namespace).InvalidValueLog()
    let decoder = JSONDecoder()
    decoder.userInfo[\(namespace).InvalidValueLog.key] = log
    do {
      let value = try decoder.decode(Root.self, from: data)
      FileHandle.standardOutput.write(try JSONEncoder().encode(value))
      for replacement in log.replacements { FileHandle.standardError.write(Data("\\(replacement)\\n".utf8)) }
    } catch {
      FileHandle.standardError.write(Data("failed: \\(error)\\n".utf8))
      exit(3)
    }

    """
  }

  /// A schema whose model `Person` replaces invalid values (model level), except `strict` (property
  /// level), holding a `Pet` that fails on them (the schema's default) except its `nickname`.
  static let schema = """
    {
      "mantlegen": 1, "root": "Root", "rootType": "[Person]",
      "options": { "access": "public", "merge": false },
      "models": [
        { "name": "Person", "onInvalid": "replace", "properties": [
          { "name": "name", "key": "name", "type": "String" },
          { "name": "age", "key": "age", "type": "Int", "default": -1 },
          { "name": "joined", "key": "joined", "type": "Date", "transform": "iso8601" },
          { "name": "pet", "key": "pet", "type": "Pet" },
          { "name": "status", "key": "status", "type": "Status" },
          { "name": "tags", "key": "tags", "type": "[String]" },
          { "name": "scores", "key": "scores", "type": "[Int]", "lossy": true },
          { "name": "city", "key": "address.city", "type": "String" },
          { "name": "strict", "key": "strict", "type": "Int", "optional": true, "onInvalid": "fail" }
        ] },
        { "name": "Pet", "properties": [
          { "name": "legs", "key": "legs", "type": "Int" },
          { "name": "nickname", "key": "nickname", "type": "String", "optional": true, "onInvalid": "replace" }
        ] }
      ],
      "enums": [{ "name": "Status", "open": false, "cases": [{ "case": "active", "value": "active" }] }]
    }
    """

  @Test(
    "replace at model and property level turns wrong-typed scalars, dates, enums, arrays and nested models into the default or nil, and reports each"
  )
  func replacePolicyLevels() async throws {
    let folder = try TestPaths.scratchFolder("replace")
    defer { try? FileManager.default.removeItem(at: folder) }
    let (_, checker) = try await RoundTripChecker.build(schema: Self.schema, in: folder, main: Self.main(namespace: "RootSupport"))

    // Valid values round-trip and nothing is reported.
    let valid = #"""
      [{"name": "a", "age": 30, "joined": "2024-05-01T10:00:00Z", "pet": {"legs": 4, "nickname": "rex"},
        "status": "active", "tags": ["x"], "scores": [1, 2], "address": {"city": "Oslo"}, "strict": 1}]
      """#
    let validRun = try await Self.run(checker, on: valid, in: folder)
    #expect(validRun.status == 0, "\(validRun.standardError)")
    #expect(try JSONTree.parse(Array(valid.utf8)).firstDifference(from: JSONTree.parse(Array(validRun.standardOutput.utf8))) == nil)
    #expect(validRun.standardError.isEmpty)

    // Every wrong value is replaced (the default -1 for age, else nil) and reported with its path.
    let invalid = #"""
      [{"name": 5, "age": "thirty", "joined": "yesterday", "pet": {"legs": "four"}, "status": "gone", "tags": "x",
        "scores": "1", "address": {"city": 7}},
       {"pet": {"legs": 2, "nickname": 3}}]
      """#
    let invalidRun = try await Self.run(checker, on: invalid, in: folder)
    try #require(invalidRun.status == 0, "\(invalidRun.standardError)")
    let expected = #"[{"age": -1}, {"age": -1, "pet": {"legs": 2}}]"#
    #expect(try JSONTree.parse(Array(expected.utf8)).firstDifference(from: JSONTree.parse(Array(invalidRun.standardOutput.utf8))) == nil)
    let paths = invalidRun.standardError.split(separator: "\n").map { String($0.prefix { $0 != ":" }) }
    #expect(
      paths == [
        "$[0].name", "$[0].age", "$[0].joined", "$[0].pet.legs", "$[0].status", "$[0].tags", "$[0].scores",
        "$[0].address.city", "$[1].pet.nickname",
      ], "\(invalidRun.standardError)")

    // A property whose own policy is fail still fails, naming the path.
    let strictRun = try await Self.run(checker, on: #"[{"strict": "one"}]"#, in: folder)
    #expect(strictRun.status == 3)
    #expect(strictRun.standardError.contains("strict"), "\(strictRun.standardError)")
  }

  @Test(
    "--all-optional and --on-invalid replace are recorded in the schema; generate and update keep them; the models decode {} and wrong types"
  )
  func schemaWideOptions() async throws {
    let folder = try TestPaths.scratchFolder("defensive")
    defer { try? FileManager.default.removeItem(at: folder) }
    let sample = folder.appendingPathComponent("people.json")
    try Data(#"[{"name": "a", "age": 30, "pet": {"legs": 4}}]"#.utf8).write(to: sample)
    let schema = folder.appendingPathComponent("schema.json")
    let models = folder.appendingPathComponent("Models")
    let infer = try await ProcessRunner.run(
      TestPaths.mantlegen,
      ["infer", sample.path, "--name", "Root", "--all-optional", "--on-invalid", "replace", "-o", models.path,
       "--schema-out", schema.path])
    try #require(infer.status == 0, "\(infer.standardError)")
    let text = try String(contentsOf: schema, encoding: .utf8)
    #expect(text.contains(#""options": { "access": "public", "merge": false, "allOptional": true, "onInvalid": "replace" }"#))
    // generate reproduces the models byte for byte; update keeps the options.
    let regenerated = folder.appendingPathComponent("Regenerated")
    let generate = try await ProcessRunner.run(TestPaths.mantlegen, ["generate", schema.path, "-o", regenerated.path])
    try #require(generate.status == 0, "\(generate.standardError)")
    for name in try FileManager.default.contentsOfDirectory(atPath: models.path) {
      #expect(
        try Data(contentsOf: models.appendingPathComponent(name))
          == Data(contentsOf: regenerated.appendingPathComponent(name)), "\(name)")
    }
    let newSample = folder.appendingPathComponent("more.json")
    try Data(#"[{"name": "b", "age": 31, "email": "x"}]"#.utf8).write(to: newSample)
    let update = try await ProcessRunner.run(TestPaths.mantlegen, ["update", schema.path, newSample.path])
    try #require(update.status == 0, "\(update.standardError)")
    #expect(try String(contentsOf: schema, encoding: .utf8).contains(#""allOptional": true, "onInvalid": "replace""#))

    let checker = try await RoundTripChecker.build(models: models, in: folder, main: Self.main(namespace: "RootSupport"))
    let sampleRun = try await ProcessRunner.run(checker, [sample.path])
    #expect(sampleRun.status == 0, "\(sampleRun.standardError)")
    #expect(
      try JSONTree.parse([UInt8](Data(contentsOf: sample))).firstDifference(
        from: JSONTree.parse(Array(sampleRun.standardOutput.utf8))) == nil)
    let emptyRun = try await Self.run(checker, on: "[{}, {\"pet\": {}}]", in: folder)
    #expect(emptyRun.status == 0, "\(emptyRun.standardError)")
    #expect(emptyRun.standardOutput == "[{},{\"pet\":{}}]")
    let wrongRun = try await Self.run(checker, on: #"[{"age": "x", "pet": []}]"#, in: folder)
    #expect(wrongRun.status == 0, "\(wrongRun.standardError)")
    #expect(wrongRun.standardOutput == "[{}]")
    #expect(wrongRun.standardError.hasPrefix("$[0].age: "), "\(wrongRun.standardError)")
    #expect(wrongRun.standardError.contains("\n$[0].pet: "), "\(wrongRun.standardError)")
    // The drift check still reports the values that decoding replaces, as warnings.
    let wrong = folder.appendingPathComponent("wrong.json")
    try Data(#"[{"age": "x"}]"#.utf8).write(to: wrong)
    let check = try await ProcessRunner.run(TestPaths.mantlegen, ["check", schema.path, wrong.path])
    #expect(check.status == 0)
    #expect(
      check.standardOutput.contains(
        "warning: $[].age: type changed: Int in schema, String in sample; the models replace it (onInvalid: replace)"),
      "\(check.standardOutput)")
  }

  private static func run(_ checker: URL, on json: String, in folder: URL) async throws -> ProcessResult {
    let file = folder.appendingPathComponent("input-\(UUID().uuidString).json")
    try Data(json.utf8).write(to: file)
    return try await ProcessRunner.run(checker, [file.path])
  }
}
