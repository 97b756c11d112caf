import Foundation
import Testing

@testable import MantleGenCore

/// Many outputs compiled as one program: each schema's types carry a prefix of their own
/// (`Doc3Root`), they share one support file, and one `main.swift` decodes each document as its
/// root and prints it re-encoded, one line each. One compile instead of one per output.
enum BatchRoundTrip {
  /// The schema inferred from `document` as the root `Root`, its types prefixed with `Doc<index>`.
  static func inferSchema(_ document: String, index: Int) throws -> MappingSchema {
    let sample = SampleInput(name: "\(index).json", bytes: Array(document.utf8), isJSONLines: false)
    return try GeneratorPipeline.inferSchema(from: [sample], rootName: "Root", diagnostics: DiagnosticList())
      .prefixingTypeNames(with: "Doc\(index)")
  }

  /// Generates `schemas` (the root of schema `i` is `Doc<i>Root`) into one folder, compiles them
  /// without warnings, decodes `documents[i]` with each and expects the re-encoded JSON to equal it.
  static func check(documents: [String], schemas: [MappingSchema], folderName: String) async throws {
    let folder = try TestPaths.scratchFolder(folderName)
    defer { try? FileManager.default.removeItem(at: folder) }
    let sources = folder.appendingPathComponent("Sources")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    var main = "import Foundation\n\nlet folder = URL(fileURLWithPath: CommandLine.arguments[1])\n"
    main += "func data(_ index: Int) throws -> Data { try Data(contentsOf: folder.appendingPathComponent(\"\\(index).json\")) }\n"
    main += "func emit<T: Encodable>(_ value: T) throws {\n"
    main += "  FileHandle.standardOutput.write(try JSONEncoder().encode(value) + Data(\"\\n\".utf8))\n}\n"
    for (index, (document, schema)) in zip(documents, schemas).enumerated() {
      try Data(document.utf8).write(to: folder.appendingPathComponent("\(index).json"))
      var schema = schema
      schema.options.accessLevel = .internal
      schema.options.sharesSupport = true
      for file in GeneratorPipeline.swiftFiles(for: ResolvedSchema(schema)) {
        try file.contents.write(to: sources.appendingPathComponent(file.name), atomically: true, encoding: .utf8)
      }
      main += "try emit(try JSONDecoder().decode(\(schema.rootName).self, from: data(\(index))))\n"
    }
    let support = GeneratorPipeline.sharedSupportFile(accessLevel: .internal)
    try support.contents.write(to: sources.appendingPathComponent(support.name), atomically: true, encoding: .utf8)
    let checker = try await RoundTripChecker.build(
      sources: RoundTripChecker.swiftFiles(in: sources), in: folder, main: main, printsOnlyJSON: true)
    let run = try await ProcessRunner.run(checker, [folder.path])
    try #require(run.status == 0, "decoding failed: \(run.standardError)")
    let outputs = run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    try #require(outputs.count == documents.count)
    for (index, (document, output)) in zip(documents, outputs).enumerated() {
      let difference = try JSONTree.parse(Array(document.utf8)).firstDifference(from: JSONTree.parse(Array(output.utf8)))
      #expect(difference == nil, "document \(index) \(document) differs at \(difference ?? "")")
    }
  }
}
