import Foundation
import Testing

@testable import MantleGenCore

/// The streaming drift check, cut into small chunks on several threads, gives exactly the findings
/// (or the error) of checking the whole sample in one piece.
@Suite("Streaming drift check")
struct StreamingDriftCheckTests {
  private static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  private static func packageFile(_ path: String) throws -> String {
    try String(contentsOf: package.appendingPathComponent(path), encoding: .utf8)
  }

  private static func ordersSchema() throws -> MappingSchema {
    try SchemaFile.read(Array(packageFile("Schemas/orders.json").utf8), file: "orders.json")
  }

  /// A schema inferred from `text`, one document.
  private static func inferredSchema(_ text: String) throws -> MappingSchema {
    try GeneratorPipeline.inferSchema(from: [SampleInput(name: "x.json", bytes: Array(text.utf8), isJSONLines: false)], rootName: "Root", diagnostics: DiagnosticList())
  }

  /// The findings (or the error) of the whole-document path: every document parsed into a tree.
  private func reference(_ schema: MappingSchema, _ text: String, isJSONLines: Bool) -> [String] {
    var checker = DriftChecker(schema: ResolvedSchema(schema))
    do {
      try checker.check(Array(text.utf8), file: "s.json", allowsMultipleDocuments: isJSONLines)
    } catch {
      return [error.description]
    }
    return checker.report.findings.map(\.description)
  }

  /// The findings (or the error) of the streaming check, read from a file in chunks of `chunkSize`.
  private func streamed(_ schema: MappingSchema, _ text: String, isJSONLines: Bool, chunkSize: Int) throws -> [String] {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("drift-\(UUID().uuidString).json")
    try Data(text.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    var checker = DriftChecker(schema: ResolvedSchema(schema))
    do {
      let sample = SampleInput(name: "s.json", content: .file(path: url.path), isJSONLines: isJSONLines)
      try StreamingDriftCheck(chunkSize: chunkSize, workerCount: 2).check(sample, with: &checker)
    } catch {
      return [error.description]
    }
    return checker.report.findings.map(\.description)
  }

  /// Checks that every chunk size gives the reference result, and returns that result.
  @discardableResult
  private func expectSameAsReference(
    _ schema: MappingSchema, _ text: String, isJSONLines: Bool, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> [String] {
    let expected = reference(schema, text, isJSONLines: isJSONLines)
    for chunkSize in [1, 7, 64, 1000, 1 << 20] {
      let found = try streamed(schema, text, isJSONLines: isJSONLines, chunkSize: chunkSize)
      #expect(found == expected, "chunk size \(chunkSize)", sourceLocation: sourceLocation)
    }
    return expected
  }

  private static let drifted = [
    #"{"id": 1, "name": "a, [b] {c}", "at": "2024-05-01T10:00:00Z", "tags": ["x"], "owner": {"login": "q"}}"#,
    #"{"id": "2", "name": null, "at": "yesterday", "tags": [3], "owner": {"login": 4, "site": "s"}, "extra": true}"#,
    #"{"id": 3.5, "at": "2024-05-01", "tags": null, "owner": [], "more": {"x": [1]}}"#,
  ]

  @Test("a top-level array is checked element by element with the findings of the whole array")
  func topLevelArray() throws {
    let schema = try Self.inferredSchema("[" + Self.drifted[0] + "]")
    let text = "\u{FEFF}[\n  " + (0..<40).map { Self.drifted[$0 % 3] }.joined(separator: ",\n  ") + "\n]\n"
    let findings = try expectSameAsReference(schema, text, isJSONLines: false)
    #expect(findings.count > 5)
    #expect(findings.contains { $0.hasPrefix("s.json:3:") && $0.contains("$[].id: type changed") })
    let oneLine = "[" + (0..<40).map { Self.drifted[$0 % 3] }.joined(separator: ",") + "]"
    #expect(try expectSameAsReference(schema, oneLine, isJSONLines: false).count == findings.count)
    try expectSameAsReference(schema, "[]", isJSONLines: false)
  }

  @Test("JSON Lines are checked one document at a time, with documents that span lines")
  func jsonLines() throws {
    let schema = try Self.inferredSchema(Self.drifted[0])
    let documents = (0..<40).map { Self.drifted[$0 % 3] }
    let text = documents.enumerated().map { $0.offset % 4 == 0 ? $0.element.replacingOccurrences(of: #", ""#, with: ",\n \"") : $0.element }
    let findings = try expectSameAsReference(schema, text.joined(separator: "\n") + "\n\n", isJSONLines: true)
    #expect(findings.count > 5)
  }

  @Test("the drifted orders sample gives the same findings as a file, an array cut into chunks and JSON Lines")
  func driftedOrders() throws {
    let schema = try Self.ordersSchema()
    for name in ["orders_v1.json", "orders_v2.json"] {
      let text = try Self.packageFile("Samples/drift/\(name)")
      try expectSameAsReference(schema, text, isJSONLines: false)
      let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { $0.hasPrefix("{") }.map { $0.hasSuffix(",") ? String($0.dropLast()) : $0 }
      try expectSameAsReference(schema, lines.joined(separator: "\n"), isJSONLines: true)
    }
    #expect(try expectSameAsReference(schema, Self.packageFile("Samples/drift/orders_v2.json"), isJSONLines: false).count > 3)
  }

  @Test("a single object, and an array checked against a schema whose root is not an array, are checked whole")
  func nonArrayRoots() throws {
    let schema = try Self.inferredSchema("[" + Self.drifted[0] + "]")
    let objectSchema = try Self.inferredSchema(Self.drifted[0])
    #expect(try expectSameAsReference(schema, Self.drifted[1], isJSONLines: false).count == 1)
    #expect(try expectSameAsReference(objectSchema, Self.drifted[1], isJSONLines: false).count > 3)
    let array = "[" + Self.drifted.joined(separator: ",") + "]"
    #expect(try expectSameAsReference(objectSchema, array, isJSONLines: false).count == 1)
  }

  @Test("malformed input fails with the located error of the whole-document reader", arguments: [
    (#"[{"id": 1}, {"id": 2},]"#, false), (#"[{"id": 1}, {"id": 2}"#, false), (#"[{"id": 1}, {"id": 2}] [3]"#, false),
    (#"[{"id": 1},, {"id": 2}]"#, false), ("[" + String(repeating: #"{"id": 1, "name": "a,b"},"#, count: 30) + #"{"id": tru}]"#, false),
    ("[\n" + String(repeating: "[[[", count: 200) + String(repeating: "]]]", count: 200) + "\n]", false),
    (#"{"id": 1}{"id": 2}"#, true), ("{\"id\": 1}\n{\"id\": 2\n{\"id\": 3}\n", true), ("\n  \n", true),
    ("\u{FEFF}{\"id\": 1}\n\u{FEFF}{\"id\": 2}\n", true), ("{\"id\": 1}\n}\n{\"id\": 2}\n", true),
  ])
  func malformed(text: String, isJSONLines: Bool) throws {
    let schema = try Self.inferredSchema("[" + Self.drifted[0] + "]")
    let result = try expectSameAsReference(schema, text, isJSONLines: isJSONLines)
    #expect(result.count == 1 && result[0].contains(": error: "))
  }
}
