import Foundation
import Testing

/// The README's shared-support recipe, as written: `infer --support shared` and `mantlegen support`
/// with their defaults give one module that compiles and decodes.
@Suite("Shared support recipe")
struct SharedSupportRecipeTests {
  @Test("infer --support shared and support, both with default access, compile together and round-trip")
  func defaultsAgree() async throws {
    let folder = try TestPaths.scratchFolder("shared-recipe")
    defer { try? FileManager.default.removeItem(at: folder) }
    let sample = folder.appendingPathComponent("root.json")
    // Only empty arrays and a date: public models expose the shared JSONValue and use its date transform.
    try Data(#"[{"id": 1, "tags": [], "created_at": "2024-05-01T10:00:00Z"}]"#.utf8).write(to: sample)
    let models = folder.appendingPathComponent("Models")
    let shared = folder.appendingPathComponent("SharedSupport")
    let infer = try await ProcessRunner.run(
      TestPaths.mantlegen, ["infer", sample.path, "--name", "Root", "--support", "shared", "-o", models.path])
    try #require(infer.status == 0, "\(infer.standardError)")
    let element = try String(contentsOf: models.appendingPathComponent("RootElement.swift"), encoding: .utf8)
    #expect(element.contains("public let tags: [JSONSupport.JSONValue]"))
    let support = try await ProcessRunner.run(TestPaths.mantlegen, ["support", "-o", shared.path])
    try #require(support.status == 0, "\(support.standardError)")
    let sources = try RoundTripChecker.swiftFiles(in: models) + RoundTripChecker.swiftFiles(in: shared)
    let checker = try await RoundTripChecker.build(sources: sources, in: folder)
    let run = try await ProcessRunner.run(checker, [sample.path])
    try #require(run.status == 0, "\(run.standardError)")
    let original = try JSONTree.parse([UInt8](try Data(contentsOf: sample)))
    #expect(original.firstDifference(from: try JSONTree.parse([UInt8](run.standardOutput.utf8))) == nil)
  }
}
