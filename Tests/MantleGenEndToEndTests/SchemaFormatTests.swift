import Foundation
import Testing

/// The JSON Schema of the mapping-schema format (`mantlegen format-schema`): every schema mantlegen
/// writes is valid against it, a misspelt field or wrong value is not, and a schema's `"$schema"`
/// survives rewriting.
@Suite("Mapping-schema format")
struct SchemaFormatTests {
  @Test(
    "the repository's schemas and schemas inferred with every option are valid against the format's JSON Schema; broken ones are not",
    .enabled(if: ReferenceValidator.isAvailable, "python3 with the jsonschema package (pip) is not available"))
  func schemasValidate() async throws {
    let folder = try TestPaths.scratchFolder("format-schema")
    defer { try? FileManager.default.removeItem(at: folder) }
    let format = folder.appendingPathComponent("mantlegen.schema.json")
    let written = try await ProcessRunner.run(TestPaths.mantlegen, ["format-schema", "-o", format.path])
    try #require(written.status == 0, "\(written.standardError)")

    var checks: [ReferenceValidator.Check] = []
    let repositorySchemas = TestPaths.packageRoot.appendingPathComponent("Schemas")
    for name in try FileManager.default.contentsOfDirectory(atPath: repositorySchemas.path) where name.hasSuffix(".json") {
      checks.append(.init(schema: format.path, instance: repositorySchemas.appendingPathComponent(name).path, shouldBeValid: true))
    }
    let optionSets = [
      ["--merge", "--mutable", "--classes", "--lenient", "--all-optional", "--keep-unknown-keys", "--nested"],
      ["--on-invalid", "replace", "--examples", "all", "--acronyms", "keys", "--support", "shared", "--access", "internal"],
    ]
    let samples = ["group_profiles_cluster.json", "group_profile.json"].map { TestPaths.samples.appendingPathComponent($0).path }
    for (index, options) in optionSets.enumerated() {
      for (sampleIndex, sample) in samples.enumerated() {
        let schema = folder.appendingPathComponent("\(index)-\(sampleIndex).mantlegen.json")
        let infer = try await ProcessRunner.run(TestPaths.mantlegen, ["infer", sample, "--schema-out", schema.path] + options)
        try #require(infer.status == 0, "\(infer.standardError)")
        checks.append(.init(schema: format.path, instance: schema.path, shouldBeValid: true))
      }
    }
    let good = try String(contentsOf: folder.appendingPathComponent("0-0.mantlegen.json"), encoding: .utf8)
    let broken = [
      good.replacingOccurrences(of: #""access": "public""#, with: #""acess": "public""#),
      good.replacingOccurrences(of: #""access": "public""#, with: #""access": "open""#),
      good.replacingOccurrences(of: #""mantlegen": 1"#, with: #""mantlegen": 2"#),
      good.replacingOccurrences(of: #""key": "gid""#, with: #""keyPath": "gid""#),
    ]
    for (index, text) in broken.enumerated() {
      #expect(text != good, "case \(index) changes nothing")
      let file = folder.appendingPathComponent("broken-\(index).json")
      try text.write(to: file, atomically: true, encoding: .utf8)
      checks.append(.init(schema: format.path, instance: file.path, shouldBeValid: false))
    }
    let failures = try await ReferenceValidator.failures(of: checks, in: folder)
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }

  @Test("a schema's \"$schema\" is accepted, kept first by update, and ignored by generation")
  func schemaReferenceIsKept() async throws {
    let folder = try TestPaths.scratchFolder("format-schema-reference")
    defer { try? FileManager.default.removeItem(at: folder) }
    let sample = folder.appendingPathComponent("item.json")
    try Data(#"{"id": 1}"#.utf8).write(to: sample)
    let schema = folder.appendingPathComponent("item.mantlegen.json")
    let infer = try await ProcessRunner.run(TestPaths.mantlegen, ["infer", sample.path, "--schema-out", schema.path])
    try #require(infer.status == 0, "\(infer.standardError)")
    let text = try String(contentsOf: schema, encoding: .utf8)
    try text.replacingOccurrences(of: "{\n", with: "{\n  \"$schema\": \"./mantlegen.schema.json\",\n", options: [], range: text.range(of: "{\n"))
      .write(to: schema, atomically: true, encoding: .utf8)
    try Data(#"{"id": 1, "name": "x"}"#.utf8).write(to: sample)
    let update = try await ProcessRunner.run(TestPaths.mantlegen, ["update", schema.path, sample.path])
    try #require(update.status == 0, "\(update.standardError)")
    let updated = try String(contentsOf: schema, encoding: .utf8)
    #expect(updated.hasPrefix("{\n  \"$schema\": \"./mantlegen.schema.json\",\n  \"mantlegen\": 1,"), "\(updated)")
    #expect(updated.contains(#""name": "name""#))
    let generate = try await ProcessRunner.run(TestPaths.mantlegen, ["generate", schema.path])
    #expect(generate.status == 0, "\(generate.standardError)")
  }
}
