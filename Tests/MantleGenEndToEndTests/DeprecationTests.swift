import Foundation
import Testing

/// A property or model the API deprecates (`deprecated: true` in JSON Schema, `"deprecated"` in a
/// mapping schema) is generated `@available(*, deprecated)`: the generated code compiles without a
/// warning, a user's use of the property or model warns, and it still decodes and encodes.
@Suite("Deprecated properties and models")
struct DeprecationTests {
  static let document = """
    { "type": "object", "required": ["id"], "properties": {
      "id": { "type": "integer" },
      "title_text": { "type": "string", "deprecated": true },
      "name": { "type": "string" } } }
    """

  @Test("only the user's uses of a deprecated property warn; it decodes, encodes and merges")
  func onlyUsesWarn() async throws {
    let folder = try TestPaths.scratchFolder("deprecated")
    defer { try? FileManager.default.removeItem(at: folder) }
    let document = folder.appendingPathComponent("repo.schema.json")
    try Data(Self.document.utf8).write(to: document)
    let schemaFile = folder.appendingPathComponent("repo.mantlegen.json")
    let imported = try await ProcessRunner.run(
      TestPaths.mantlegen, ["import", document.path, "--name", "Repo", "--schema-out", schemaFile.path])
    try #require(imported.status == 0, "\(imported.standardError)")
    // A message in the mapping schema, and merging(_:), which reads the property too.
    var schema = try String(contentsOf: schemaFile, encoding: .utf8)
    schema = schema.replacingOccurrences(of: #""deprecated": true"#, with: #""deprecated": "Use name.""#)
      .replacingOccurrences(of: #""merge": false"#, with: #""merge": true"#)
    try schema.write(to: schemaFile, atomically: true, encoding: .utf8)
    let models = folder.appendingPathComponent("Models")
    let generated = try await ProcessRunner.run(TestPaths.mantlegen, ["generate", schemaFile.path, "-o", models.path])
    try #require(generated.status == 0, "\(generated.standardError)")
    let main = folder.appendingPathComponent("main.swift")
    try """
    import Foundation

    let repo = try JSONDecoder().decode(Repo.self, from: Data(#"{"id": 1, "title_text": "t"}"#.utf8))
    print(repo.titleText ?? "-", String(decoding: try JSONEncoder().encode(repo.merging(repo)), as: UTF8.self))

    """.write(to: main, atomically: true, encoding: .utf8)
    let executable = folder.appendingPathComponent("check")
    let build = try await ProcessRunner.run(
      TestPaths.swiftc,
      TestPaths.compilerFlags + ["-module-name", "Check", "-wmo", "-o", executable.path, main.path]
        + RoundTripChecker.swiftFiles(in: models).map(\.path))
    try #require(build.status == 0, "\(build.standardError)")
    let warnings = build.standardError.split(separator: "\n").filter { $0.contains(".swift:") && $0.contains(": warning:") }
    #expect(warnings.count == 1, "\(build.standardError)")
    #expect(warnings.first?.contains("main.swift:4:12: warning: 'titleText' is deprecated: Use name.") == true)
    let run = try await ProcessRunner.run(executable, [])
    #expect(
      run.standardOutput.hasPrefix("t {") && run.standardOutput.contains(#""title_text":"t""#), "\(run.standardOutput)")
  }

  /// Every place a deprecated component can be used from: a property, a nullable reference, an
  /// array, a map, a union, a cluster's case, a type alias, an extension, and a cluster of a model
  /// whose coding uses it.
  static let api = #"""
    {"openapi": "3.0.3", "info": {"title": "t", "version": "1"}, "paths": {}, "components": {"schemas": {
      "Owner": {"type": "object", "required": ["kind", "pets"], "properties": {
        "kind": {"type": "string", "enum": ["owner"]},
        "pet": {"$ref": "#/components/schemas/Pet"},
        "best_pet": {"allOf": [{"$ref": "#/components/schemas/Pet"}], "nullable": true},
        "pets": {"type": "array", "items": {"$ref": "#/components/schemas/Pet"}},
        "pets_by_name": {"type": "object", "additionalProperties": {"$ref": "#/components/schemas/Pet"}},
        "pet_or_name": {"oneOf": [{"$ref": "#/components/schemas/Pet"}, {"type": "string"}]},
        "animal": {"$ref": "#/components/schemas/Animal"},
        "old_tag": {"type": "string", "deprecated": true}}},
      "Pet": {"type": "object", "deprecated": true, "required": ["pet_type"], "properties": {
        "pet_type": {"type": "string"}, "name": {"type": "string"}}},
      "Cat": {"type": "object", "required": ["pet_type"], "properties": {
        "pet_type": {"type": "string"}, "lives": {"type": "integer", "minimum": 0}}},
      "Animal": {"oneOf": [{"$ref": "#/components/schemas/Pet"}, {"$ref": "#/components/schemas/Cat"}],
        "discriminator": {"propertyName": "pet_type",
          "mapping": {"pet": "#/components/schemas/Pet", "cat": "#/components/schemas/Cat"}}},
      "Pets": {"type": "array", "items": {"$ref": "#/components/schemas/Pet"}},
      "Puppy": {"allOf": [{"$ref": "#/components/schemas/Pet"}, {"type": "object", "properties": {"age": {"type": "integer"}}}]},
      "Visitor": {"type": "object", "required": ["kind"], "properties": {"kind": {"type": "string"}}},
      "Keeper": {"oneOf": [{"$ref": "#/components/schemas/Owner"}, {"$ref": "#/components/schemas/Visitor"}],
        "discriminator": {"propertyName": "kind",
          "mapping": {"owner": "#/components/schemas/Owner", "visitor": "#/components/schemas/Visitor"}}},
      "Zoo": {"type": "object", "properties": {
        "pets": {"$ref": "#/components/schemas/Pets"}, "keeper": {"$ref": "#/components/schemas/Keeper"}}}}}}
    """#

  /// A hand-written schema: a deprecated model with a message, another that extends it, and one
  /// that holds both.
  static let garden = """
    { "mantlegen": 1, "root": "Garden", "rootType": "Garden", "options": { "merge": true },
      "models": [
        { "name": "Garden", "properties": [
          { "name": "plant", "key": "plant", "type": "Plant", "optional": true },
          { "name": "tree", "key": "tree", "type": "Tree", "optional": true },
          { "name": "name", "key": "name", "type": "String", "default": "garden" } ] },
        { "name": "Plant", "deprecated": "Use Tree.", "properties": [{ "name": "height", "key": "height", "type": "Int" }] },
        { "name": "Tree", "extends": "Plant", "properties": [{ "name": "leaves", "key": "leaves", "type": "Int" }] } ] }
    """

  /// A deprecated root that holds the other types (`nested`): its extensions are deprecated too.
  static let yard = """
    { "mantlegen": 1, "root": "Yard", "rootType": "Yard", "options": { "nested": true },
      "models": [
        { "name": "Yard", "deprecated": true, "properties": [{ "name": "shed", "key": "shed", "type": "Shed", "optional": true }] },
        { "name": "Shed", "properties": [{ "name": "size", "key": "size", "type": "Int" }] } ] }
    """

  @Test("a deprecated model and everything that refers to it compile without a warning; only the user's uses warn")
  func deprecatedModelsWarnOnlyWhereUsed() async throws {
    let folder = try TestPaths.scratchFolder("deprecated-models")
    defer { try? FileManager.default.removeItem(at: folder) }
    let document = folder.appendingPathComponent("api.json")
    try Data(Self.api.utf8).write(to: document)
    let schemaFile = folder.appendingPathComponent("zoo.mantlegen.json")
    let gardenFile = folder.appendingPathComponent("garden.mantlegen.json")
    try Data(Self.garden.utf8).write(to: gardenFile)
    let yardFile = folder.appendingPathComponent("yard.mantlegen.json")
    try Data(Self.yard.utf8).write(to: yardFile)
    let imported = try await ProcessRunner.run(
      TestPaths.mantlegen, ["import", document.path, "--name", "Zoo", "--schema-out", schemaFile.path])
    try #require(imported.status == 0, "\(imported.standardError)")
    var schema = try String(contentsOf: schemaFile, encoding: .utf8)
    schema = schema.replacingOccurrences(of: #""merge": false"#, with: #""merge": true"#)
    try schema.write(to: schemaFile, atomically: true, encoding: .utf8)
    let outputs = ["Zoo", "Garden", "Yard"].map(folder.appendingPathComponent)
    for (file, output) in zip([schemaFile, gardenFile, yardFile], outputs) {
      let generated = try await ProcessRunner.run(TestPaths.mantlegen, ["generate", file.path, "-o", output.path])
      try #require(generated.status == 0, "\(generated.standardError)")
    }
    let main = folder.appendingPathComponent("main.swift")
    try ##"""
    import Foundation

    let json = #"{"kind": "owner", "pets": [{"pet_type": "pet"}], "animal": {"pet_type": "cat", "lives": 9}}"#
    let zoo = try JSONDecoder().decode(Zoo.self, from: Data(#"{"keeper": \#(json)}"#.utf8))
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    print(String(decoding: try encoder.encode(zoo.merging(zoo)), as: UTF8.self))
    let garden = try JSONDecoder().decode(Garden.self, from: Data(#"{"tree": {"height": 3, "leaves": 9}}"#.utf8))
    print(garden.tree?.leaves ?? 0, String(decoding: try encoder.encode(garden), as: UTF8.self))
    let plants: [Plant] = []
    print(plants.count)

    """##.write(to: main, atomically: true, encoding: .utf8)
    let executable = folder.appendingPathComponent("check")
    let build = try await ProcessRunner.run(
      TestPaths.swiftc,
      TestPaths.compilerFlags + ["-module-name", "Check", "-wmo", "-o", executable.path, main.path]
        + outputs.flatMap { try RoundTripChecker.swiftFiles(in: $0).map(\.path) })
    try #require(build.status == 0, "\(build.standardError)")
    let warnings = build.standardError.split(separator: "\n").filter { $0.contains(".swift:") && $0.contains(": warning:") }
    #expect(
      warnings.map { String($0.drop(while: { $0 != ":" })) } == [
        ":7:47: warning: 'merging' is deprecated: Uses `Pet`, which is deprecated. [#DeprecatedDeclaration]",
        ":10:14: warning: 'Plant' is deprecated: Use Tree. [#DeprecatedDeclaration]",
      ], "\(build.standardError)")
    #expect(warnings.allSatisfy { $0.hasPrefix(main.path) })
    let run = try await ProcessRunner.run(executable, [])
    #expect(
      run.standardOutput == #"""
        {"keeper":{"animal":{"lives":9,"pet_type":"cat"},"kind":"owner","pets":[{"pet_type":"pet"}]}}
        9 {"name":"garden","tree":{"height":3,"leaves":9}}
        0

        """#)
  }
}
