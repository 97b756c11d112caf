import Foundation
import Testing

/// Generated code passes `swift format lint` (default configuration) with no findings: the golden
/// outputs, the example models, an output full of awkward names, models imported from the JSON
/// Schema fixtures, and the outputs of every corpus and seed sample with both round-trip option sets.
@Suite("Generated code and swift format")
struct GeneratedCodeLintTests {
  /// Whether `swift format` is part of the toolchain running the tests.
  static let hasSwiftFormat: Bool = {
    let process = Process()
    process.executableURL = TestPaths.swift
    process.arguments = ["format", "--version"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }()

  @Test(
    "golden outputs, example models, awkward names, imported JSON Schemas, every corpus output and all the support code lint clean",
    .enabled(if: hasSwiftFormat, "swift format is not in this toolchain"))
  func lintClean() async throws {
    let folder = try TestPaths.scratchFolder("lint")
    defer { try? FileManager.default.removeItem(at: folder) }
    let sample = folder.appendingPathComponent("awkward.json")
    let document = #"""
      [{"self": 1, "init": "a", "none": true, "hash": 2.5, "1st": "x", "class": [1, "b"],
        "type": null, "created_at": "2024-01-01T00:00:00.123Z", "a.b": {"c": 1},
        "user": {"self": {"id": 1}}, "status": "open"},
       {"self": 2, "init": "b", "none": false, "hash": 3, "1st": "y", "class": [], "type": "t",
        "created_at": "2024-01-02T00:00:00.000Z", "a.b": {"c": 2}, "user": {"self": {"id": 2}},
        "status": "closed"}]
      """#
    try Data(document.utf8).write(to: sample)
    let output = folder.appendingPathComponent("Awkward")
    let infer = try await ProcessRunner.run(TestPaths.mantlegen, ["infer", sample.path, "-o", output.path])
    try #require(infer.status == 0, "\(infer.standardError)")
    // An open enum whose known cases fill several lines.
    let enumSchema = folder.appendingPathComponent("states.json")
    let values = (1...14).map { #"{ "case": "waitingForCustomerResponse\#($0)", "value": "waiting_\#($0)" }"# }
    try Data(
      """
      { "mantlegen": 1, "root": "Ticket", "rootType": "Ticket",
        "models": [{ "name": "Ticket", "properties": [{ "name": "id", "key": "id", "type": "State" }] }],
        "enums": [{ "name": "State", "cases": [\(values.joined(separator: ", "))] }] }
      """.utf8
    ).write(to: enumSchema)
    let states = folder.appendingPathComponent("States")
    let generate = try await ProcessRunner.run(TestPaths.mantlegen, ["generate", enumSchema.path, "-o", states.path])
    try #require(generate.status == 0, "\(generate.standardError)")
    // The shared support file holds every part generated code may use.
    let shared = folder.appendingPathComponent("Shared")
    let support = try await ProcessRunner.run(TestPaths.mantlegen, ["support", "-o", shared.path])
    try #require(support.status == 0, "\(support.standardError)")
    var imported: [String] = []
    let schemas = TestPaths.fixtures.appendingPathComponent("json-schema")
    for file in try FileManager.default.contentsOfDirectory(atPath: schemas.path) where file.hasSuffix(".schema.json") {
      let name = String(file.dropLast(".schema.json".count))
      let folder = folder.appendingPathComponent("Imported/\(name)")
      let result = try await ProcessRunner.run(
        TestPaths.mantlegen, ["import", schemas.appendingPathComponent(file).path, "--name", name, "-o", folder.path])
      try #require(result.status == 0, "import \(file): \(result.standardError)")
      imported.append(folder.path)
    }
    // An API with the long names, numbers, patterns and deprecations real descriptions have.
    let longNames = folder.appendingPathComponent("long-names.json")
    try Data(Self.longNamesAPI.utf8).write(to: longNames)
    let longNamesOutput = folder.appendingPathComponent("Imported/LongNames")
    let longNamesImport = try await ProcessRunner.run(
      TestPaths.mantlegen, ["import", longNames.path, "-o", longNamesOutput.path])
    try #require(longNamesImport.status == 0, "\(longNamesImport.standardError)")
    imported.append(longNamesOutput.path)
    var corpusOutputs: [String] = []
    for (pass, options) in CorpusRoundTripTests.passes.enumerated() {
      for sample in CorpusRoundTripTests.corpus + CorpusRoundTripTests.seeds {
        let name = URL(fileURLWithPath: sample).deletingPathExtension().lastPathComponent
        let output = folder.appendingPathComponent("Corpus\(pass)/\(name)")
        let result = try await ProcessRunner.run(
          TestPaths.mantlegen, ["infer", sample, "--name", "Root", "-o", output.path] + options)
        try #require(result.status == 0, "infer \(sample): \(result.standardError)")
        corpusOutputs.append(output.path)
      }
    }
    let paths = imported + corpusOutputs + [
      output.path, shared.path, states.path,
      TestPaths.packageRoot.appendingPathComponent("Tests/MantleGenEndToEndTests/Golden").path,
      TestPaths.packageRoot.appendingPathComponent("Sources/ExampleModels").path,
    ]
    // The default configuration, not the repository's own (which allows longer lines in its sources).
    let dump = try await ProcessRunner.run(TestPaths.swift, ["format", "dump-configuration"])
    let configuration = folder.appendingPathComponent("default.swift-format")
    try dump.standardOutput.write(to: configuration, atomically: true, encoding: .utf8)
    let lint = try await ProcessRunner.run(
      TestPaths.swift, ["format", "lint", "--strict", "--parallel", "--configuration", configuration.path, "-r"] + paths)
    #expect(lint.status == 0 && lint.standardError.isEmpty, "swift format lint:\n\(lint.standardError)")
  }

  /// Component names over 60 characters, an integer beyond six digits, a long pattern, a lone enum
  /// value, descriptions with trailing spaces, deprecated components and a long union.
  static let longNamesAPI = #"""
    {"openapi": "3.0.3", "info": {"title": "t", "version": "1"}, "paths": {}, "components": {"schemas": {
      "PutMetadataTemplatesEnterpriseSecurityClassificationStaticConfigClassificationRequest": {
        "type": "object", "description": "A request.   \nWith trailing spaces.  ",
        "properties": {
          "prompt_template": {"type": "string", "maxLength": 10485760,
            "pattern": "(\\{user_question\\}[\\s\\S]*?\\{content\\}|\\{content\\}[\\s\\S]*?\\{user_question\\})"},
          "retention_limit": {"type": "integer", "default": 2147483648, "maximum": 9007199254740991},
          "resettable_field_for_watchlist_screening_individual_update": {"type": "string", "enum": ["assignee"]},
          "validation": {"$ref": "#/components/schemas/SignRequestSignerInputValidation"},
          "function_call_option_or_function_call_value_for_chat_completion": {"oneOf": [
            {"$ref": "#/components/schemas/ChatCompletionFunctionCallOptionForCreateChatCompletionRequest"},
            {"type": "string"}], "deprecated": true}}},
      "ChatCompletionFunctionCallOptionForCreateChatCompletionRequest": {
        "type": "object", "required": ["name"], "properties": {"name": {"type": "string"}}},
      "SignRequestSignerInputValidation": {"oneOf": [
        {"$ref": "#/components/schemas/SignRequestSignerInputNumberWithPeriodValidationRequirement"},
        {"$ref": "#/components/schemas/SignRequestSignerInputNumberWithCommaValidationRequirement"}],
        "discriminator": {"propertyName": "validation_type"}},
      "SignRequestSignerInputNumberWithPeriodValidationRequirement": {"type": "object", "deprecated": true,
        "required": ["validation_type"], "properties": {"validation_type": {"type": "string", "enum": ["period"]}}},
      "SignRequestSignerInputNumberWithCommaValidationRequirement": {"type": "object",
        "required": ["validation_type"], "properties": {"validation_type": {"type": "string", "enum": ["comma"]}}}}}}
    """#
}
