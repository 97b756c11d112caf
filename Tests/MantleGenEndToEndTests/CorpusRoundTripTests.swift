import Foundation
import Testing

/// The contract for every sample: `mantlegen infer FILE --name Root -o DIR` writes Swift that
/// compiles alone with no warnings, decodes FILE with a plain `JSONDecoder` and encodes it back to
/// equal JSON.
@Suite("Round trip of real-world and seed samples")
struct CorpusRoundTripTests {
  static let corpus: [String] = sampleFiles(in: TestPaths.fixtures.appendingPathComponent("corpus"))
  static let seeds: [String] = sampleFiles(in: TestPaths.samples)

  static func sampleFiles(in folder: URL) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted().map { folder.appendingPathComponent($0).path }
  }

  @Test("the corpus has every file it should")
  func corpusIsComplete() {
    #expect(Self.corpus.count == 38)
    #expect(Self.seeds.count >= 5)
  }

  @Test("generated models compile without warnings and round-trip the sample", arguments: corpus + seeds)
  func roundTrip(sample: String) async throws {
    try await Self.roundTrip(sample, options: [])
  }

  @Test(
    "resilient models (wrong-typed values replaced, unknown keys kept), nested in their root, round-trip the sample too",
    arguments: corpus + seeds)
  func resilientRoundTrip(sample: String) async throws {
    try await Self.roundTrip(sample, options: ["--on-invalid", "replace", "--keep-unknown-keys", "--nested"])
  }

  private static func roundTrip(_ sample: String, options: [String]) async throws {
    let folder = try TestPaths.scratchFolder("roundtrip")
    defer { try? FileManager.default.removeItem(at: folder) }
    let models = folder.appendingPathComponent("Models")
    let infer = try await ProcessRunner.run(
      TestPaths.mantlegen, ["infer", sample, "--name", "Root", "-o", models.path] + options)
    try #require(infer.status == 0, "infer failed: \(infer.standardError)")
    let notWarnings = infer.standardError.split(separator: "\n").filter { !$0.contains(": warning: ") }
    #expect(notWarnings.isEmpty, "\(notWarnings)")

    let checker = try await RoundTripChecker.build(models: models, in: folder)
    let run = try await ProcessRunner.run(checker, [sample])
    try #require(run.status == 0, "decoding failed: \(run.standardError)")
    let original = try JSONTree.parse([UInt8](try Data(contentsOf: URL(fileURLWithPath: sample))))
    let reencoded = try JSONTree.parse([UInt8](run.standardOutput.utf8))
    let difference = original.firstDifference(from: reencoded)
    #expect(difference == nil, "re-encoded JSON differs at \(difference ?? "")")
  }
}

/// Compiles generated models with a `main.swift` that decodes a file as `Root` and prints it re-encoded.
enum RoundTripChecker {
  static let mainSource = """
    import Foundation

    let data = try Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1]))
    let value = try JSONDecoder().decode(Root.self, from: data)
    FileHandle.standardOutput.write(try JSONEncoder().encode(value))

    """

  /// Writes the mapping schema `text` into `folder`, generates its models and builds the checker
  /// with `main`; returns the schema file and the checker.
  static func build(schema text: String, in folder: URL, main: String = mainSource) async throws -> (
    schema: URL, checker: URL
  ) {
    let schema = folder.appendingPathComponent("schema.json")
    try Data(text.utf8).write(to: schema)
    let models = folder.appendingPathComponent("Models")
    let generate = try await ProcessRunner.run(TestPaths.mantlegen, ["generate", schema.path, "-o", models.path])
    try #require(generate.status == 0, "\(generate.standardError)")
    return (schema, try await build(models: models, in: folder, main: main))
  }

  /// Builds the checker and fails (with the compiler's output) on any error or warning.
  static func build(models: URL, in folder: URL, main mainText: String = mainSource) async throws -> URL {
    let main = folder.appendingPathComponent("main.swift")
    try mainText.write(to: main, atomically: true, encoding: .utf8)
    let sources = try FileManager.default.contentsOfDirectory(atPath: models.path).filter { $0.hasSuffix(".swift") }
      .sorted().map { models.appendingPathComponent($0).path }
    let executable = folder.appendingPathComponent("check")
    let result = try await ProcessRunner.run(
      TestPaths.swiftc, ["-swift-version", "6", "-module-name", "Check", "-o", executable.path, main.path] + sources)
    try #require(result.status == 0, "compile failed:\n\(result.standardError)")
    #expect(result.standardError.isEmpty, "compiler warnings:\n\(result.standardError)")
    return executable
  }
}
