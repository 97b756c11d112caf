import Foundation
import Testing

/// `--access package`: models in one module of a package, used from another module of it.
@Suite("Package access")
struct PackageAccessTests {
  @Test("models generated with --access package compile as a module and decode in another module of the package")
  func packageModelsAcrossModules() async throws {
    let folder = try TestPaths.scratchFolder("package-access")
    defer { try? FileManager.default.removeItem(at: folder) }
    let sample = folder.appendingPathComponent("root.json")
    // A date and an empty array: the support code's API (a transform, JSONValue) is package too.
    try Data(#"[{"id": 1, "tags": [], "created_at": "2024-05-01T10:00:00Z", "owner": {"login": "a"}}]"#.utf8)
      .write(to: sample)
    let models = folder.appendingPathComponent("Models")
    let infer = try await ProcessRunner.run(
      TestPaths.mantlegen, ["infer", sample.path, "--name", "Root", "--access", "package", "-o", models.path])
    try #require(infer.status == 0, "\(infer.standardError)")
    let element = try String(contentsOf: models.appendingPathComponent("RootElement.swift"), encoding: .utf8)
    #expect(element.contains("package struct RootElement: Codable") && !element.contains("public "))
    try await SwiftModules.library(
      "Models", sources: RoundTripChecker.swiftFiles(in: models), in: folder, packageName: "App")
    let app = try await SwiftModules.app(
      "app",
      main: """
        import Foundation
        import Models

        let data = try Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1]))
        let value = try JSONDecoder().decode(Root.self, from: data)
        let made = RootElement(id: 2, tags: [], createdAt: value[0].createdAt, owner: Owner(login: "b"))
        FileHandle.standardOutput.write(try JSONEncoder().encode(value))
        _ = made

        """, libraries: ["Models"], in: folder, packageName: "App")
    let run = try await ProcessRunner.run(app, [sample.path])
    try #require(run.status == 0, "\(run.standardError)")
    let original = try JSONTree.parse([UInt8](try Data(contentsOf: sample)))
    #expect(original.firstDifference(from: try JSONTree.parse([UInt8](run.standardOutput.utf8))) == nil)
  }
}
