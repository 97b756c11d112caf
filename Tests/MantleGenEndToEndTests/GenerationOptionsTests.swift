import Foundation
import Testing

/// The generation options produce code that compiles without warnings and still round-trips.
@Suite("Generation options")
struct GenerationOptionsTests {
  static let optionSets: [[String]] = [
    ["--mutable"], ["--classes"], ["--classes", "--mutable"], ["--single-file", "--merge"], ["--access", "internal"],
    ["--type-prefix", "API", "--name", "Root"], ["--enum-limit", "0"],
  ]

  @Test("each option set compiles cleanly and round-trips kitchen-sink.json", arguments: optionSets)
  func optionsRoundTrip(options: [String]) async throws {
    let sample = TestPaths.fixtures.appendingPathComponent("corpus/kitchen-sink.json").path
    let folder = try TestPaths.scratchFolder("options")
    defer { try? FileManager.default.removeItem(at: folder) }
    let models = folder.appendingPathComponent("Models")
    let hasName = options.contains("--name")
    let arguments = ["infer", sample] + (hasName ? [] : ["--name", "Root"]) + options + ["-o", models.path]
    let infer = try await ProcessRunner.run(TestPaths.mantlegen, arguments)
    try #require(infer.status == 0, "\(infer.standardError)")
    let swiftFiles = try FileManager.default.contentsOfDirectory(atPath: models.path).filter { $0.hasSuffix(".swift") }
    if options.contains("--single-file") { #expect(swiftFiles == ["Root.swift"]) }
    let rootType = options.contains("--type-prefix") ? "APIRoot" : "Root"
    let main = RoundTripChecker.mainSource.replacingOccurrences(of: "Root.self", with: "\(rootType).self")
    let checker = try await RoundTripChecker.build(models: models, in: folder, main: main)
    let run = try await ProcessRunner.run(checker, [sample])
    try #require(run.status == 0, "\(run.standardError)")
    let original = try JSONTree.parse([UInt8](try Data(contentsOf: URL(fileURLWithPath: sample))))
    let difference = original.firstDifference(from: try JSONTree.parse([UInt8](run.standardOutput.utf8)))
    #expect(difference == nil)
  }
}
