import Foundation
import Testing

/// The contract for every sample: `mantlegen infer FILE --name Root -o DIR` writes Swift that
/// compiles with no warnings, decodes FILE with a plain `JSONDecoder` and encodes it back to equal
/// JSON. Each pass compiles the outputs of every sample as one program (types prefixed per sample
/// with `--type-prefix`, as outputs share a module), then decodes each sample with its own types.
@Suite("Round trip of real-world and seed samples")
struct CorpusRoundTripTests {
  static let corpus: [String] = sampleFiles(in: TestPaths.fixtures.appendingPathComponent("corpus"))
  static let seeds: [String] = sampleFiles(in: TestPaths.samples)

  /// The option sets every sample is generated with: the defaults, and resilient models (wrong-typed
  /// values replaced, unknown keys kept) nested in their root.
  static let passes: [[String]] = [[], ["--on-invalid", "replace", "--keep-unknown-keys", "--nested"]]

  static func sampleFiles(in folder: URL) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted().map { folder.appendingPathComponent($0).path }
  }

  @Test("the corpus has every file it should")
  func corpusIsComplete() {
    #expect(Self.corpus.count == 38)
    #expect(Self.seeds.count >= 5)
  }

  @Test(
    "generated models of every sample compile together without warnings and round-trip their sample, with default and with resilient nested options",
    arguments: passes.indices, 0..<2)
  func roundTrip(pass: Int, half: Int) async throws {
    // Each half of the samples is one program, so that the two compile on two cores.
    let options = Self.passes[pass]
    let all = Self.corpus + Self.seeds
    let samples = all.enumerated().filter { $0.offset % 2 == half }.map(\.element)
    let folder = try TestPaths.scratchFolder("roundtrip")
    defer { try? FileManager.default.removeItem(at: folder) }
    var sources: [URL] = []
    var main = "import Foundation\n\nlet paths = CommandLine.arguments.dropFirst().map { URL(fileURLWithPath: $0) }\n"
    main += "func roundTrip<T: Codable>(_ type: T.Type, _ index: Int) {\n"
    main += "  do {\n    let value = try JSONDecoder().decode(T.self, from: Data(contentsOf: paths[index]))\n"
    main += "    print(String(decoding: try JSONEncoder().encode(value), as: UTF8.self))\n"
    main += "  } catch {\n    print(\"error: \\(error)\")\n  }\n}\n"
    for (index, sample) in samples.enumerated() {
      let models = folder.appendingPathComponent("Models\(index)")
      let infer = try await ProcessRunner.run(
        TestPaths.mantlegen,
        ["infer", sample, "--name", "Root", "--type-prefix", "S\(index)", "-o", models.path] + options)
      try #require(infer.status == 0, "infer \(sample) failed: \(infer.standardError)")
      let notWarnings = infer.standardError.split(separator: "\n").filter { !$0.contains(": warning: ") }
      #expect(notWarnings.isEmpty, "\(sample): \(notWarnings)")
      sources += try RoundTripChecker.swiftFiles(in: models)
      main += "roundTrip(S\(index)Root.self, \(index))\n"
    }
    let checker = try await RoundTripChecker.build(sources: sources, in: folder, main: main, printsOnlyJSON: true)
    let run = try await ProcessRunner.run(checker, samples)
    try #require(run.status == 0, "decoding failed: \(run.standardError)")
    let outputs = run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    try #require(outputs.count == samples.count, "\(run.standardOutput)")
    for (sample, output) in zip(samples, outputs) {
      let original = try JSONTree.parse([UInt8](try Data(contentsOf: URL(fileURLWithPath: sample))))
      guard let reencoded = try? JSONTree.parse(Array(output.utf8)) else {
        Issue.record("\(sample): \(output.prefix(2000))")
        continue
      }
      let difference = original.firstDifference(from: reencoded)
      #expect(difference == nil, "\(sample): re-encoded JSON differs at \(difference ?? "")")
    }
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

  /// Builds the checker from the Swift files of `models` and fails (with the compiler's output)
  /// on any error or warning.
  static func build(models: URL, in folder: URL, main mainText: String = mainSource) async throws -> URL {
    try await build(sources: swiftFiles(in: models), in: folder, main: mainText)
  }

  /// The Swift files of `folder`, by name.
  static func swiftFiles(in folder: URL) throws -> [URL] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
      .map { folder.appendingPathComponent($0) }
  }

  /// Builds `sources` with `main` into one program, failing on any error or warning. Whole-module:
  /// one compiler process reads every file once (per-file jobs would each read them all again).
  /// `printsOnlyJSON`: `main` prints nothing but encoded JSON, so the program is built without
  /// reflection metadata (field and case names for `Mirror` and `print`, which neither generated
  /// code nor `Codable` reads): about 5% less compile time for the corpus, the same diagnostics
  /// (they come before code generation).
  static func build(
    sources: [URL], in folder: URL, main mainText: String = mainSource, printsOnlyJSON: Bool = false
  ) async throws -> URL {
    let main = folder.appendingPathComponent("main.swift")
    try mainText.write(to: main, atomically: true, encoding: .utf8)
    let executable = folder.appendingPathComponent("check")
    let reflection = printsOnlyJSON ? ["-Xfrontend", "-disable-reflection-metadata"] : []
    let result = try await ProcessRunner.run(
      TestPaths.swiftc,
      TestPaths.compilerFlags + ["-module-name", "Check", "-wmo"] + reflection
        + ["-o", executable.path, main.path] + sources.map(\.path))
    try #require(result.status == 0, "compile failed:\n\(result.standardError)")
    #expect(result.standardError.isEmpty, "compiler warnings:\n\(result.standardError)")
    return executable
  }
}
