import Foundation
import MantleGenCore
import Testing

/// `mantlegen import` of Swagger 2.0 and OpenAPI 3.0 and 3.1 documents (`Fixtures/openapi/<Name>.openapi.json`, with
/// instances per component in `<Name>.instances.json`): one type per component, `nullable`,
/// `discriminator` (with and without `mapping`) and `allOf` inheritance, compiled and round-tripped.
@Suite("OpenAPI import")
struct OpenAPIImportTests {
  static let folder = TestPaths.fixtures.appendingPathComponent("openapi")

  /// The documents whose instances hold keys their schemas do not list: imported with
  /// `--keep-unknown-keys`, so that those keys are written back; the others with the defaults.
  static let keepingUnknownKeys: Set<String> = ["PetStore30", "Events31"]

  @Test(
    "components become types named in UpperCamelCase that decode and re-encode every instance",
    arguments: ["PetStore20", "PetStore30", "Events31"])
  func componentsRoundTrip(name: String) async throws {
    let scratch = try TestPaths.scratchFolder("openapi-\(name)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let document = Self.folder.appendingPathComponent("\(name).openapi.json")
    let models = scratch.appendingPathComponent("Models")
    let options = Self.keepingUnknownKeys.contains(name) ? ["--keep-unknown-keys"] : []
    let imported = try await ProcessRunner.run(
      TestPaths.mantlegen, ["import", document.path, "-o", models.path] + options)
    try #require(imported.status == 0, "\(imported.standardError)")
    #expect(imported.standardError.isEmpty, "\(imported.standardError)")
    let instancesFile = Self.folder.appendingPathComponent("\(name).instances.json")
    let byComponent = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: instancesFile)) as? [String: [Any]],
      "the instances file is an object of arrays by component")
    let components = byComponent.keys.sorted()
    let checker = try await RoundTripChecker.build(
      models: models, in: scratch,
      main: JSONSchemaImportTests.checkerMain(names: components.map(SwiftNaming.typeName(forKey:))))
    var validations: [ReferenceValidator.Check] = []
    for component in components {
      let typeName = SwiftNaming.typeName(forKey: component)
      let file = scratch.appendingPathComponent("\(typeName).json")
      try JSONSerialization.data(withJSONObject: byComponent[component] ?? []).write(to: file)
      let run = try await ProcessRunner.run(checker, ["\(typeName)=\(file.path)"])
      try #require(run.status == 0, "\(typeName): \(run.standardError)")
      guard case .array(let originals) = try JSONTree.parse(Array(try Data(contentsOf: file))) else { continue }
      let lines = run.standardOutput.split(separator: "\n")
      try #require(lines.count == originals.count, "\(typeName): \(run.standardOutput)")
      let schema = try Self.componentSchema(component, of: document, in: scratch)
      for (index, (original, line)) in zip(originals, lines).enumerated() {
        let difference = original.firstDifference(from: try JSONTree.parse(Array(line.utf8)))
        #expect(difference == nil, "\(typeName) instance \(index) differs at \(difference ?? "")")
        let encoded = scratch.appendingPathComponent("\(typeName)-\(index).json")
        try Data(line.utf8).write(to: encoded)
        validations.append(ReferenceValidator.Check(schema: schema.path, instance: encoded.path, shouldBeValid: true))
      }
    }
    // OpenAPI 3.1 components are JSON Schema 2020-12: the reference validator checks what was written back.
    if name.hasSuffix("31"), ReferenceValidator.isAvailable {
      #expect(try await ReferenceValidator.failures(of: validations, in: scratch) == [])
    }
  }

  /// A JSON Schema 2020-12 file that is the component `key` of the OpenAPI `document` (its
  /// `components` beside a `$ref`).
  static func componentSchema(_ key: String, of document: URL, in folder: URL) throws -> URL {
    let file = folder.appendingPathComponent("\(SwiftNaming.typeName(forKey: key)).schema.json")
    let openAPI = try JSONSerialization.jsonObject(with: Data(contentsOf: document)) as? [String: Any] ?? [:]
    let schema: [String: Any] = [
      "$schema": "https://json-schema.org/draft/2020-12/schema", "$ref": "#/components/schemas/\(key)",
      "components": openAPI["components"] ?? [:],
    ]
    try JSONSerialization.data(withJSONObject: schema).write(to: file)
    return file
  }

  @Test("the cluster, nullable and inherited properties of an OpenAPI 3.0 document, in the mapping schema")
  func mappingSchemaOfOpenAPI30() async throws {
    let scratch = try TestPaths.scratchFolder("openapi-schema")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let mapping = scratch.appendingPathComponent("store.mantlegen.json")
    let imported = try await ProcessRunner.run(
      TestPaths.mantlegen,
      ["import", Self.folder.appendingPathComponent("PetStore30.openapi.json").path, "--schema-out", mapping.path])
    try #require(imported.status == 0, "\(imported.standardError)")
    let text = try String(contentsOf: mapping, encoding: .utf8)
    for expected in [
      #""root": "Pet""#,
      #"{ "case": "cat", "model": "Cat", "when": { "key": "pet_type", "oneOf": ["cat", "kitten"] } }"#,
      #"{ "case": "dog", "model": "Dog", "when": { "key": "pet_type", "equals": "dog" } }"#,
      #"{ "name": "nickname", "key": "nickname", "type": "String", "optional": true }"#,
      #"{ "name": "defaultReturnURL", "key": "default_return_url", "type": "String", "optional": true, "writesNull": true }"#,
      #""name": "BillingPortalConfiguration""#,
      #"{ "name": "indoor", "key": "indoor", "type": "Bool", "default": true, "writesDefault": false }"#,
    ] {
      #expect(text.contains(expected), "missing \(expected) in \(text)")
    }
  }

  @Test("documents that are not OpenAPI 2.0, 3.0, 3.1 or JSON Schema are located errors, and nothing is written")
  func otherDocumentsAreErrors() async throws {
    let scratch = try TestPaths.scratchFolder("openapi-errors")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let cases: [(text: String, error: String)] = [
      (#"{"swagger": "2.0", "definitions": {}}"#, "1:35: error: the Swagger document has no 'definitions' and no operation with a JSON body: there is nothing to make models from"),
      (#"{"swagger": "1.2"}"#, "1:13: error: Swagger version '1.2' is not supported; 2.0, 3.0 and 3.1 are"),
      (#"{"openapi": "4.0.0"}"#, "1:13: error: OpenAPI version '4.0.0' is not supported; 2.0, 3.0 and 3.1 are"),
      (#"{"openapi": "3.1.0", "paths": {}}"#, "1:1: error: the OpenAPI document has no 'components.schemas' and no operation with a JSON body: there is nothing to make models from"),
      (
        #"{"name": "app", "version": 2}"#,
        "1:1: error: neither a JSON Schema nor an OpenAPI document: none of its keys ('name', 'version') is a JSON Schema keyword, and it has no 'openapi' version"
      ),
    ]
    for (index, (text, error)) in cases.enumerated() {
      let input = scratch.appendingPathComponent("doc\(index).json")
      try Data(text.utf8).write(to: input)
      let output = scratch.appendingPathComponent("Out\(index)")
      let result = try await ProcessRunner.run(TestPaths.mantlegen, ["import", input.path, "-o", output.path])
      #expect(result.status == 2)
      #expect(result.standardError == "\(input.path):\(error)\n")
      #expect(!FileManager.default.fileExists(atPath: output.path))
    }
  }
}

extension OpenAPIImportTests {
  @Test("a const property is a checked constant: another value fails decoding, naming the key and the constant")
  func constantsAreChecked() async throws {
    let scratch = try TestPaths.scratchFolder("openapi-const")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let models = scratch.appendingPathComponent("Models")
    let imported = try await ProcessRunner.run(
      TestPaths.mantlegen,
      ["import", Self.folder.appendingPathComponent("PetStore30.openapi.json").path, "-o", models.path])
    try #require(imported.status == 0, "\(imported.standardError)")
    #expect(!FileManager.default.fileExists(atPath: models.appendingPathComponent("Object.swift").path))
    let main = ##"""
      import Foundation

      for object in ["billing_portal.configuration", "charge"] {
        let json = #"{"id": "b", "object": "\#(object)", "default_return_url": null}"#
        do {
          let value = try JSONDecoder().decode(BillingPortalConfiguration.self, from: Data(json.utf8))
          print("decoded", value.object)
        } catch DecodingError.dataCorrupted(let context) {
          print(context.codingPath.map(\.stringValue), context.debugDescription)
        }
      }

      """##
    let checker = try await RoundTripChecker.build(models: models, in: scratch, main: main)
    let run = try await ProcessRunner.run(checker, [])
    #expect(
      run.standardOutput == """
        decoded billing_portal.configuration
        ["object"] expected the constant "billing_portal.configuration"

        """)
  }
}
