import Foundation
import Testing

/// `mantlegen import`: for each JSON Schema keyword, a schema and instances it accepts
/// (`Fixtures/json-schema/<Name>.schema.json` and `<Name>.instances.json`); the generated models of
/// every schema compile together without warnings, decode each instance and encode it back equal.
@Suite("JSON Schema import")
struct JSONSchemaImportTests {
  static let folder = TestPaths.fixtures.appendingPathComponent("json-schema")
  static let names: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
    .filter { $0.hasSuffix(".schema.json") }.map { String($0.dropLast(".schema.json".count)) }.sorted()

  /// Decodes every element of the instances file given as `Name=path` with the root type `Name`
  /// and prints each re-encoded on its own line.
  static func checkerMain(names: [String]) -> String {
    let cases = names.map { "  case \"\($0)\": try roundTrip(\($0).self, path)\n" }.joined()
    return """
      import Foundation

      func roundTrip<T: Codable>(_ type: T.Type, _ path: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let instances = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) as! [Any]
        for instance in instances {
          let json = try JSONSerialization.data(withJSONObject: instance, options: [.fragmentsAllowed])
          let value = try JSONDecoder().decode(T.self, from: json)
          print(String(decoding: try JSONEncoder().encode(value), as: UTF8.self))
        }
      }

      for argument in CommandLine.arguments.dropFirst() {
        let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
        let (name, path) = (parts[0], parts[1])
        switch name {
      \(cases)  default: fatalError("unknown root \\(name)")
        }
      }

      """
  }

  /// The schemas whose instances hold keys the schema does not list: imported with
  /// `--keep-unknown-keys`, so that those keys are written back; the others with the defaults.
  static let keepingUnknownKeys: Set<String> = ["Evidence", "OtherKeys"]

  @Test("models imported from a schema per keyword compile together and round-trip every instance the schema accepts")
  func importedModelsDecodeInstances() async throws {
    #expect(Self.names.count >= 10)
    let scratch = try TestPaths.scratchFolder("import")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let models = scratch.appendingPathComponent("Models")
    for name in Self.names {
      let schema = Self.folder.appendingPathComponent("\(name).schema.json")
      let options = Self.keepingUnknownKeys.contains(name) ? ["--keep-unknown-keys"] : []
      let result = try await ProcessRunner.run(
        TestPaths.mantlegen,
        ["import", schema.path, "--name", name, "-o", models.appendingPathComponent(name).path] + options)
      try #require(result.status == 0, "import \(name) failed: \(result.standardError)")
      #expect(!result.standardError.contains("warning:"), "\(name): \(result.standardError)")
    }
    let flat = scratch.appendingPathComponent("All")
    try FileManager.default.createDirectory(at: flat, withIntermediateDirectories: true)
    for name in Self.names {
      let output = models.appendingPathComponent(name)
      for file in try FileManager.default.contentsOfDirectory(atPath: output.path) where file.hasSuffix(".swift") {
        try FileManager.default.copyItem(at: output.appendingPathComponent(file), to: flat.appendingPathComponent("\(name)_\(file)"))
      }
    }
    let checker = try await RoundTripChecker.build(models: flat, in: scratch, main: Self.checkerMain(names: Self.names))
    var encodedChecks: [ReferenceValidator.Check] = []
    for name in Self.names {
      let instances = Self.folder.appendingPathComponent("\(name).instances.json")
      let run = try await ProcessRunner.run(checker, ["\(name)=\(instances.path)"])
      try #require(run.status == 0, "\(name): decoding failed: \(run.standardError)")
      guard case .array(let originals) = try JSONTree.parse(Array(try Data(contentsOf: instances))) else {
        Issue.record("\(name).instances.json is not an array")
        continue
      }
      let lines = run.standardOutput.split(separator: "\n")
      try #require(lines.count == originals.count, "\(name): printed \(run.standardOutput)")
      for (index, (original, line)) in zip(originals, lines).enumerated() {
        // date-time values keep their instant (iso8601(any)), written in UTC.
        let difference = original.firstDifference(from: try JSONTree.parse(Array(line.utf8)), datesByInstant: true)
        #expect(difference == nil, "\(name) instance \(index) differs at \(difference ?? "")")
        let encoded = scratch.appendingPathComponent("\(name)-\(index).json")
        try Data(line.utf8).write(to: encoded)
        encodedChecks.append(
          ReferenceValidator.Check(
            schema: Self.folder.appendingPathComponent("\(name).schema.json").path, instance: encoded.path,
            shouldBeValid: true))
      }
    }
    // Every instance written back is still valid for its schema, by the reference validator.
    if ReferenceValidator.isAvailable {
      #expect(try await ReferenceValidator.failures(of: encodedChecks, in: scratch) == [])
    } else {
      print("JSON Schema import: re-encoded instances not validated: python3 with jsonschema is not available")
    }
  }

  @Test("what a mapping schema cannot express becomes JSONValue with a located warning naming the pointer, a remote $ref too")
  func unsupportedConstructsWarnAndRemoteReferencesFail() async throws {
    let scratch = try TestPaths.scratchFolder("import-warnings")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let schema = scratch.appendingPathComponent("odd.json")
    try Data(
      """
      {
        "type": "object",
        "properties": {
          "never": false,
          "dynamic": { "$dynamicRef": "#node" },
          "missing": { "$ref": "#/$defs/Nowhere" },
          "odd": { "type": "integer", "not": { "const": 3 } },
          "either": {
            "type": "object", "properties": { "a": { "type": "string" } },
            "if": { "required": ["a"] }, "then": { "required": ["b"] },
            "dependentSchemas": { "a": { "properties": { "c": { "type": "integer" } } } },
            "dependencies": { "a": ["b"] }
          }
        }
      }
      """.utf8
    ).write(to: schema)
    let result = try await ProcessRunner.run(TestPaths.mantlegen, ["import", schema.path, "--name", "Odd"])
    #expect(result.status == 0)
    #expect(
      result.standardError == """
        \(schema.path):4:14: warning: #/properties/never: the schema 'false' accepts no value; the property becomes JSONValue
        \(schema.path):5:33: warning: #/properties/dynamic: '$dynamicRef' is not supported; the value becomes JSONValue
        \(schema.path):6:26: warning: #/properties/missing: '$ref' '#/$defs/Nowhere' points at nothing in this document; the value becomes JSONValue
        \(schema.path):7:40: warning: #/properties/odd: 'not' is not honoured: the model also accepts the values it excludes
        \(schema.path):10:13: warning: #/properties/either: 'if' is not honoured: what the conditional subschema adds is not in the model
        \(schema.path):10:44: warning: #/properties/either: 'then' is not honoured: what the conditional subschema adds is not in the model
        \(schema.path):11:27: warning: #/properties/either: 'dependentSchemas' is not honoured: what it adds when a key is present is not in the model

        """)
    #expect(result.standardOutput.contains("public let never: OddSupport.JSONValue?"))

    let remote = scratch.appendingPathComponent("remote.json")
    try Data(#"{"properties": {"a": {"$ref": "https://example.com/a.json#/b"}}}"#.utf8).write(to: remote)
    let output = scratch.appendingPathComponent("Models")
    let imported = try await ProcessRunner.run(TestPaths.mantlegen, ["import", remote.path, "-o", output.path])
    #expect(imported.status == 0)
    #expect(
      imported.standardError
        == "\(remote.path):1:31: warning: #/properties/a: '$ref' 'https://example.com/a.json#/b' points into a remote document, which import does not read (only references inside the document, such as '#/$defs/Name', and into JSON or YAML files in its folder); the value becomes JSONValue\n")
    #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("Root.swift").path))
  }

  @Test("title and description become doc comments, and the mapping schema written by --schema-out regenerates the same models")
  func documentationAndSchemaOut() async throws {
    let scratch = try TestPaths.scratchFolder("import-docs")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let schema = Self.folder.appendingPathComponent("Defaults.schema.json")
    let mapping = scratch.appendingPathComponent("settings.mantlegen.json")
    let schemaOnly = try await ProcessRunner.run(TestPaths.mantlegen, ["import", schema.path, "--schema-out", mapping.path])
    try #require(schemaOnly.status == 0, "\(schemaOnly.standardError)")
    #expect(schemaOnly.standardOutput.isEmpty, "only the schema is written")
    let imported = try await ProcessRunner.run(TestPaths.mantlegen, ["import", schema.path])
    try #require(imported.status == 0, "\(imported.standardError)")
    #expect(imported.standardOutput.contains("/// Settings: User settings.\n///\n/// A JSON object found at `#`.\npublic struct Settings"))
    #expect(imported.standardOutput.contains("  /// Volume\n  ///\n  /// JSON `volume`, `5` when missing or null (not written back).\n  public var volume: Int {"))
    let generated = try await ProcessRunner.run(TestPaths.mantlegen, ["generate", mapping.path])
    #expect(generated.status == 0, "\(generated.standardError)")
    #expect(generated.standardOutput == imported.standardOutput)
  }

  @Test("'-' reads the JSON Schema from standard input; the models and the mapping schema are written together")
  func standardInputAndOneTransaction() async throws {
    let scratch = try TestPaths.scratchFolder("import-stdin")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let schema = try Data(contentsOf: Self.folder.appendingPathComponent("Defaults.schema.json"))
    let models = scratch.appendingPathComponent("Models")
    let mapping = scratch.appendingPathComponent("Schemas/settings.json")
    let imported = try await ProcessRunner.run(
      TestPaths.mantlegen, ["import", "-", "-o", models.path, "--schema-out", mapping.path], input: schema)
    try #require(imported.status == 0, "\(imported.standardError)")
    #expect(imported.standardOutput.hasPrefix("\(models.path): wrote "))
    #expect(FileManager.default.fileExists(atPath: models.appendingPathComponent("Settings.swift").path))
    let generated = try await ProcessRunner.run(TestPaths.mantlegen, ["generate", mapping.path, "-o", models.path])
    #expect(generated.status == 0, "\(generated.standardError)")
    // Where the schema cannot be written, the models are not written either.
    let blocked = scratch.appendingPathComponent("Blocked")
    try Data("a file\n".utf8).write(to: scratch.appendingPathComponent("file"))
    let failed = try await ProcessRunner.run(
      TestPaths.mantlegen,
      ["import", "-", "-o", blocked.path, "--schema-out", scratch.appendingPathComponent("file/schema.json").path],
      input: schema)
    #expect(failed.status == 2)
    #expect(!FileManager.default.fileExists(atPath: blocked.path))
  }

  @Test("a required property that may be null writes null back; an optional one leaves its key out")
  func requiredNullableWritesNull() async throws {
    let scratch = try TestPaths.scratchFolder("import-null")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let schema = scratch.appendingPathComponent("note.schema.json")
    try #"""
      {"type": "object", "required": ["text", "closedAt"],
       "additionalProperties": false,
       "properties": {"text": {"type": ["string", "null"]}, "closedAt": {"type": ["string", "null"]},
                      "tag": {"type": "string"}}}
      """#.write(to: schema, atomically: true, encoding: .utf8)
    let imported = try await ProcessRunner.run(TestPaths.mantlegen, ["import", schema.path, "--name", "Note"])
    try #require(imported.status == 0, "\(imported.standardError)")
    #expect(imported.standardOutput.contains("try container.encode(self.text, forKey: .text)"))
    #expect(imported.standardOutput.contains("try container.encode(self.closedAt, forKey: .closedAt)"))
    #expect(imported.standardOutput.contains("try container.encodeIfPresent(self.tag, forKey: .tag)"))
    #expect(!imported.standardOutput.contains("init(from decoder"), "decoding stays synthesized")
  }
}

extension JSONSchemaImportTests {
  @Test("a default fills a missing key and is not written back; a value the JSON had or that was set is, also through merging")
  func defaultsAreNotWrittenBack() async throws {
    let folder = try TestPaths.scratchFolder("writes-default")
    defer { try? FileManager.default.removeItem(at: folder) }
    let schema = """
      {
        "mantlegen": 1, "root": "Root", "rootType": "Root",
        "options": { "mutable": true, "merge": true },
        "models": [
          { "name": "Root", "properties": [
            { "name": "level", "key": "level", "type": "Int", "default": 3, "writesDefault": false },
            { "name": "tags", "key": "tags", "type": "[String]", "default": [], "writesDefault": false },
            { "name": "muted", "key": "muted", "type": "Bool", "default": false }
          ] }
        ]
      }
      """
    let main = """
      import Foundation

      let encoder = JSONEncoder()
      encoder.outputFormatting = .sortedKeys
      func text(_ value: Root) throws -> String { String(decoding: try encoder.encode(value), as: UTF8.self) }
      for json in [#"{}"#, #"{"level": 3, "tags": null}"#, #"{"level": 7}"#] {
        let value = try JSONDecoder().decode(Root.self, from: Data(json.utf8))
        print(value.level, value.tags, value.levelIfPresent.map(String.init) ?? "nil", try text(value))
      }
      var set = Root()
      set.level = 3
      print(try text(set), set == Root(), set == Root(level: 3))
      print(try text(Root(level: 5).merging(Root(tags: ["a"]))))

      """
    let (_, checker) = try await RoundTripChecker.build(schema: schema, in: folder, main: main)
    let run = try await ProcessRunner.run(checker, [])
    try #require(run.status == 0, "\(run.standardError)")
    #expect(
      run.standardOutput == """
        3 [] nil {"muted":false}
        3 [] 3 {"level":3,"muted":false}
        7 [] 7 {"level":7,"muted":false}
        {"level":3,"muted":false} false true
        {"level":5,"muted":false,"tags":["a"]}

        """)
  }
}

extension JSONSchemaImportTests {
  @Test("oneOf/anyOf objects are chosen by evidence: enum discriminators, required keys only one branch lists, a fallback; unions try the most specific branch first")
  func alternativesChosenByEvidence() async throws {
    let folder = try TestPaths.scratchFolder("import-evidence")
    defer { try? FileManager.default.removeItem(at: folder) }
    let models = folder.appendingPathComponent("Models")
    let schema = Self.folder.appendingPathComponent("Evidence.schema.json")
    let imported = try await ProcessRunner.run(TestPaths.mantlegen, ["import", schema.path, "-o", models.path])
    try #require(imported.status == 0, "\(imported.standardError)")
    let main = """
      import Foundation

      func chosen(_ value: Any?) -> String {
        value.map { String(String(describing: $0).prefix { $0 != "(" }) } ?? "-"
      }
      let data = try Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1]))
      for project in try JSONDecoder().decode([Project].self, from: data) {
        print(
          chosen(project.toolchain), chosen(project.widget), project.figures?.map(chosen) ?? [], chosen(project.pair),
          chosen(project.contact))
      }

      """
    let checker = try await RoundTripChecker.build(models: models, in: folder, main: main)
    let run = try await ProcessRunner.run(
      checker, [Self.folder.appendingPathComponent("Evidence.instances.json").path])
    try #require(run.status == 0, "\(run.standardError)")
    #expect(
      run.standardOutput == """
        withTarget string ["circle", "square", "circle"] pairObject2 withEmail
        other widgetObject [] pairObject other
        localToolchain widgetObject [] - -
        other - [] - -

        """)
  }
}
