import Foundation
import Testing

@testable import MantleGenCore

/// Every input found to cause a problem (by the fuzzers, `make fuzz`, or otherwise), kept in
/// `Tests/Fuzz/Regressions`, where the fuzzers start from too, and run through the same checks as
/// the pipeline fuzz target.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fuzz/Regressions")

  static var inputs: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
  }

  @Test("an input found by fuzzing reads, infers, renders, and fits its own schema", arguments: inputs)
  func regression(name: String) throws {
    let bytes = [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent(name)))
    let sample = SampleInput(name: name, bytes: bytes, isJSONLines: true)
    guard let schema = try? GeneratorPipeline.inferSchema(from: [sample], rootName: "Root", diagnostics: DiagnosticList()) else { return }
    #expect(!GeneratorPipeline.outputFiles(for: ResolvedSchema(schema)).isEmpty)
    let text = SchemaFile.text(of: schema)
    let reread = try SchemaFile.read(Array(text.utf8), file: "schema.json")
    #expect(SchemaFile.text(of: reread) == text)
    var checker = DriftChecker(schema: ResolvedSchema(schema))
    try checker.check(bytes, file: name, allowsMultipleDocuments: true)
    // Numbers beyond Double's range (1e400) decode as nothing with JSONDecoder, whatever the
    // schema says; the check rightly reports them.
    let breaking = checker.report.findings.filter {
      $0.isBreaking && !$0.message.hasSuffix("out-of-range number in sample")
    }
    #expect(breaking.map(\.description) == [])
  }
}
