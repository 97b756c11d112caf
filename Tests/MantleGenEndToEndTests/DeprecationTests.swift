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
    // A message in the mapping schema, and merging(_:), which reads the property too.
    let schemaFile = try await Self.importSchema(
      Self.document, named: "repo.schema.json", root: "Repo", in: folder,
      edits: [(#""deprecated": true"#, #""deprecated": "Use name.""#), (#""merge": false"#, #""merge": true"#)])
    let models = try await Self.generate(schemaFile, into: folder.appendingPathComponent("Models"))
    let (executable, warnings, log) = try await Self.compile(
      """
      import Foundation

      let repo = try JSONDecoder().decode(Repo.self, from: Data(#"{"id": 1, "title_text": "t"}"#.utf8))
      print(repo.titleText ?? "-", String(decoding: try JSONEncoder().encode(repo.merging(repo)), as: UTF8.self))

      """, with: [models], in: folder)
    #expect(warnings.count == 1, "\(log)")
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
    let schemaFile = try await Self.importSchema(
      Self.api, named: "api.json", root: "Zoo", in: folder, edits: [(#""merge": false"#, #""merge": true"#)])
    let gardenFile = folder.appendingPathComponent("garden.mantlegen.json")
    try Data(Self.garden.utf8).write(to: gardenFile)
    let yardFile = folder.appendingPathComponent("yard.mantlegen.json")
    try Data(Self.yard.utf8).write(to: yardFile)
    var outputs: [URL] = []
    for (file, name) in zip([schemaFile, gardenFile, yardFile], ["Zoo", "Garden", "Yard"]) {
      outputs.append(try await Self.generate(file, into: folder.appendingPathComponent(name)))
    }
    let (executable, warnings, log) = try await Self.compile(
      ##"""
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

      """##, with: outputs, in: folder)
    #expect(
      warnings.map { String($0.drop(while: { $0 != ":" })) } == [
        ":7:47: warning: 'merging' is deprecated: Uses `Pet`, which is deprecated. [#DeprecatedDeclaration]",
        ":10:14: warning: 'Plant' is deprecated: Use Tree. [#DeprecatedDeclaration]",
      ], "\(log)")
    #expect(warnings.allSatisfy { $0.hasPrefix(folder.appendingPathComponent("main.swift").path) })
    let run = try await ProcessRunner.run(executable, [])
    #expect(
      run.standardOutput == #"""
        {"keeper":{"animal":{"lives":9,"pet_type":"cat"},"kind":"owner","pets":[{"pet_type":"pet"}]}}
        9 {"name":"garden","tree":{"height":3,"leaves":9}}
        0

        """#)
  }

  /// Writes `document` to `folder/name`, imports it with `--name root` into a mapping schema, and
  /// applies `edits` (text replaced) to the schema file; returns the schema file.
  static func importSchema(
    _ document: String, named name: String, root: String, in folder: URL, edits: [(String, String)]
  ) async throws -> URL {
    let documentFile = folder.appendingPathComponent(name)
    try Data(document.utf8).write(to: documentFile)
    let schemaFile = folder.appendingPathComponent("\(root.lowercased()).mantlegen.json")
    let imported = try await ProcessRunner.run(
      TestPaths.mantlegen, ["import", documentFile.path, "--name", root, "--schema-out", schemaFile.path])
    try #require(imported.status == 0, "\(imported.standardError)")
    var schema = try String(contentsOf: schemaFile, encoding: .utf8)
    for (old, new) in edits { schema = schema.replacingOccurrences(of: old, with: new) }
    try schema.write(to: schemaFile, atomically: true, encoding: .utf8)
    return schemaFile
  }

  /// Generates `schemaFile` into `output`; returns `output`.
  static func generate(_ schemaFile: URL, into output: URL) async throws -> URL {
    let generated = try await ProcessRunner.run(TestPaths.mantlegen, ["generate", schemaFile.path, "-o", output.path])
    try #require(generated.status == 0, "\(generated.standardError)")
    return output
  }

  /// Compiles `main` (as `folder/main.swift`) with the Swift files of `outputs` into one program.
  /// - Returns: the program, the compiler's warning lines, and its whole log.
  static func compile(
    _ main: String, with outputs: [URL], in folder: URL
  ) async throws -> (program: URL, warnings: [Substring], log: String) {
    let mainFile = folder.appendingPathComponent("main.swift")
    try main.write(to: mainFile, atomically: true, encoding: .utf8)
    let program = folder.appendingPathComponent("check")
    let build = try await ProcessRunner.run(
      TestPaths.swiftc,
      TestPaths.compilerFlags + ["-module-name", "Check", "-wmo", "-o", program.path, mainFile.path]
        + outputs.flatMap { try RoundTripChecker.swiftFiles(in: $0).map(\.path) })
    try #require(build.status == 0, "\(build.standardError)")
    let warnings = build.standardError.split(separator: "\n").filter {
      $0.contains(".swift:") && $0.contains(": warning:")
    }
    return (program, warnings, build.standardError)
  }
}
