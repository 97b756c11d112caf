import Foundation
import Testing

@testable import MantleGenCore

/// Every option that shapes `infer`'s output is recorded in the mapping schema, so that `generate`
/// without flags writes the same files.
@Suite("Options recorded in the schema")
struct RecordedOptionsTests {
  /// Every flag the schema options declare (``SchemaOptions/fields``), and each option taking a
  /// value with a value other than its default.
  static let optionArguments: [[String]] =
    SchemaOptions.fields.compactMap { field in field.commandLineFlag.map { ["--" + $0.name] } } + [
      ["--access", "internal"], ["--on-invalid", "replace"], ["--acronyms", "keys"], ["--examples", "none"],
      ["--support", "shared"],
    ]

  @Test("generate without flags writes what infer with each option wrote", arguments: optionArguments)
  func generateReproducesInfer(options: [String]) async throws {
    let sample = TestPaths.fixtures.appendingPathComponent("corpus/kitchen-sink.json").path
    let folder = try TestPaths.scratchFolder("recorded-options")
    defer { try? FileManager.default.removeItem(at: folder) }
    let inferred = folder.appendingPathComponent("Inferred")
    let generated = folder.appendingPathComponent("Generated")
    let schema = folder.appendingPathComponent("root.mantlegen.json")
    let infer = try await ProcessRunner.run(
      TestPaths.mantlegen,
      ["infer", sample, "--name", "Root", "-o", inferred.path, "--schema-out", schema.path] + options)
    try #require(infer.status == 0, "\(infer.standardError)")
    let generate = try await ProcessRunner.run(TestPaths.mantlegen, ["generate", schema.path, "-o", generated.path])
    try #require(generate.status == 0, "\(generate.standardError)")
    let inferredFiles = try FileManager.default.contentsOfDirectory(atPath: inferred.path).sorted()
    let generatedFiles = try FileManager.default.contentsOfDirectory(atPath: generated.path).sorted()
    #expect(inferredFiles == generatedFiles)
    for name in inferredFiles where generatedFiles.contains(name) {
      let before = try Data(contentsOf: inferred.appendingPathComponent(name))
      let after = try Data(contentsOf: generated.appendingPathComponent(name))
      #expect(before == after, "\(name) differs")
    }
  }
}
