import Foundation
import Testing

/// A property read from several keys (Mantle 2's array of key paths: `range` from `location` and
/// `length`): a model built from keys of one object and written back flat, through generation,
/// the drift check, export, update and the mapping tables.
@Suite("A model read from several keys")
struct SeveralKeysTests {
  static let schema = """
    { "mantlegen": 1, "root": "Span", "rootType": "Span", "sources": ["span.json"],
      "options": { "access": "public", "merge": false },
      "models": [
        { "name": "Span", "jsonPaths": ["$"], "properties": [
          { "name": "title", "key": "title", "type": "String" },
          { "name": "range", "key": ["location", "length"], "type": "TextRange" },
          { "name": "nestedRange", "key": ["nested.location", "nested.length"], "type": "TextRange", "optional": true },
          { "name": "bounds", "key": ["start", "end"], "type": "Bounds", "optional": true } ] },
        { "name": "TextRange", "jsonPaths": ["$.range"], "properties": [
          { "name": "location", "key": "location", "type": "Int" },
          { "name": "length", "key": "length", "type": "Int" } ] },
        { "name": "Bounds", "properties": [
          { "name": "start", "key": "start", "type": "Int" }, { "name": "end", "key": "end", "type": "Int" } ] } ] }
    """

  static let sample =
    #"{"title": "t", "location": 20, "length": 12, "nested": {"location": 12, "length": 34}, "start": 1, "end": 2}"#
  /// Without the optional models' keys (Mantle PR #806): they are `nil` and written back absent.
  static let sparseSample = #"{"title": "u", "location": 1, "length": 2, "end": null}"#

  @Test("decodes the model from the object's keys and encodes it back flat; an optional one is nil when its keys are missing")
  func roundTrip() async throws {
    let folder = try TestPaths.scratchFolder("several-keys")
    defer { try? FileManager.default.removeItem(at: folder) }
    let main = """
      import Foundation

      for path in CommandLine.arguments.dropFirst() {
        let value = try JSONDecoder().decode(Span.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        print(value.range.location, value.range.length, value.nestedRange?.location ?? -1, value.bounds?.end ?? -1)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        print(String(decoding: try encoder.encode(value), as: UTF8.self))
      }

      """
    let (schema, checker) = try await RoundTripChecker.build(schema: Self.schema, in: folder, main: main)
    let sample = folder.appendingPathComponent("span.json")
    try Data(Self.sample.utf8).write(to: sample)
    let sparse = folder.appendingPathComponent("sparse.json")
    try Data(Self.sparseSample.utf8).write(to: sparse)
    let run = try await ProcessRunner.run(checker, [sample.path, sparse.path])
    try #require(run.status == 0, "\(run.standardError)")
    #expect(
      run.standardOutput == """
        20 12 12 2
        {"end":2,"length":12,"location":20,"nested":{"length":34,"location":12},"start":1,"title":"t"}
        1 2 -1 -1
        {"length":2,"location":1,"title":"u"}

        """)

    // The drift check reads the keys as the model's properties: no new keys, a type change found.
    let clean = try await ProcessRunner.run(TestPaths.mantlegen, ["check", schema.path, sample.path, sparse.path])
    #expect(clean.status == 0, "\(clean.standardOutput)")
    let drifted = folder.appendingPathComponent("drifted.json")
    try Data(#"{"title": "t", "location": "20", "nested": {"location": 12}}"#.utf8).write(to: drifted)
    let check = try await ProcessRunner.run(TestPaths.mantlegen, ["check", schema.path, drifted.path])
    #expect(check.status == 1)
    #expect(
      check.standardOutput.contains("$.location: type changed: Int in schema, String in sample"),
      "\(check.standardOutput)")
    #expect(check.standardOutput.contains("$.length: required property missing"), "\(check.standardOutput)")

    let export = try await ProcessRunner.run(TestPaths.mantlegen, ["export", schema.path])
    #expect(
      export.standardOutput.contains(#""required": ["title", "location", "length"]"#),
      "\(export.standardOutput)")

    let output = folder.appendingPathComponent("out")
    _ = try await ProcessRunner.run(TestPaths.mantlegen, ["generate", schema.path, "-o", output.path])
    let tables = try String(contentsOf: output.appendingPathComponent("MappingTables.md"), encoding: .utf8)
    #expect(tables.contains("`nested.location + nested.length`"), "\(tables)")

    // Update finds the keys read and keeps the property as written.
    let before = try String(contentsOf: schema, encoding: .utf8)
    let update = try await ProcessRunner.run(TestPaths.mantlegen, ["update", schema.path, sample.path])
    #expect(update.status == 0, "\(update.standardError)")
    let after = try String(contentsOf: schema, encoding: .utf8)
    #expect(after.contains(#"{ "name": "range", "key": ["location", "length"], "type": "TextRange" }"#), "\(after)")
    #expect(!after.contains(#""name": "location", "key": "location", "type": "Int", "optional""#), "\(after)")
    #expect(!update.standardError.contains("added"), "\(update.standardError)\n\(before)")
  }

  @Test(
    "key paths that differ in more than the last key, a type that is not a model and keys the model does not read are located errors"
  )
  func schemaErrors() async throws {
    let cases = [
      (#""key": ["a.location", "b.length"], "type": "R""#, "must differ only in their last key"),
      (#""key": ["location", "length"], "type": "Int""#, "its type must be a model, not Int"),
      (#""key": ["location", "size"], "type": "R""#, "must read exactly the keys 'location', 'size'"),
      (#""key": ["location", "length"], "type": "R", "optional": true, "default": {}"#, "cannot have a default"),
      (#""key": ["location", 5], "type": "R""#, "each key path of the array must be a string"),
      (#""key": ["location", ""], "type": "R""#, "each key path of the array needs a key"),
      (#""key": ["location", "length"], "type": "R", "onInvalid": "replace""#, "or 'onInvalid'"),
      (
        #""key": ["location", "length"], "type": "R" }, { "name": "q", "key": "length", "type": "Int""#,
        "are both mapped to the key path 'length'"
      ),
      (
        #""key": ["location", "length"], "type": "R" }, { "name": "rest", "unknownKeys": true, "type": "[String: Int]""#,
        "cannot be combined with keeping the object's unknown keys"
      ),
    ]
    try await SchemaFixtures.expectLocatedErrors(
      cases.map { (SchemaFixtures.oneProperty($0.0, models: Self.rangeModel), $0.1) }, line: 2,
      label: "several-keys-errors")
  }

  /// The model the error cases read from `location` and `length`.
  static let rangeModel = #"""
    , { "name": "R", "jsonPaths": ["$.r"], "properties": [
        { "name": "location", "key": "location", "type": "Int" }, { "name": "length", "key": "length", "type": "Int" } ] }
    """#
}
