import Foundation
import Testing

@testable import MantleGenCore

/// Documents for the streaming tests.
enum StreamingFixtures {
  static func element(_ index: Int) -> String {
    #"{"id": \#(index), "name": "a, [b] {c} \"d\" \\ e\n", "tags": ["x,", "]"], "nested": {"list": [1, 2, {"k": "}"}]},"#
      + #" "created_at": "2024-05-0\#(index % 9 + 1)T10:00:00Z", "opt\#(index % 3)": null}"#
  }

  static let arrayDocument = "\u{FEFF}[\n" + (0..<300).map(element).joined(separator: ",\n  ") + "\n]\n"
  static let jsonLines = (0..<300).map { index in
    index % 5 == 0 ? element(index).replacingOccurrences(of: #"", "tags""#, with: "\",\n  \"tags\"") : element(index)
  }.joined(separator: "\n") + "\n\n"

}

/// Streaming in small chunks on several threads gives the same schema, and the same diagnostics,
/// as reading the whole input at once.
@Suite("Streaming summarizer")
struct StreamingSummarizerTests {
  private func schema(streaming text: String, isJSONLines: Bool) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("stream-\(UUID().uuidString).json")
    try Data(text.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let summary = ShapeSummary()
    try StreamingSummarizer(chunkSize: 1024, workerCount: 2).summarize(
      path: url.path, name: "s.json", isJSONLines: isJSONLines, into: summary)
    return SchemaFile.text(of: SchemaInference.infer(from: summary, rootName: "Root", sources: []))
  }

  private func schema(inMemory text: String, isJSONLines: Bool) throws -> String {
    let sample = SampleInput(name: "s.json", bytes: Array(text.utf8), isJSONLines: isJSONLines)
    let summary = try GeneratorPipeline.summarize([sample])
    return SchemaFile.text(of: SchemaInference.infer(from: summary, rootName: "Root", sources: []))
  }

  @Test("a large top-level array cut into chunks gives the whole-input schema")
  func arrays() throws {
    #expect(try schema(streaming: StreamingFixtures.arrayDocument, isJSONLines: false) == schema(inMemory: StreamingFixtures.arrayDocument, isJSONLines: false))
    #expect(try schema(streaming: "[]", isJSONLines: false) == schema(inMemory: "[]", isJSONLines: false))
  }

  @Test("JSON Lines whose documents span lines give the whole-input schema")
  func jsonLines() throws {
    #expect(try schema(streaming: StreamingFixtures.jsonLines, isJSONLines: true) == schema(inMemory: StreamingFixtures.jsonLines, isJSONLines: true))
  }

  @Test("malformed input deep in a streamed file gets the same located error as in memory", arguments: [
    (StreamingFixtures.arrayDocument.replacingOccurrences(of: #""id": 250"#, with: #""id": 25 0"#), false),
    (StreamingFixtures.arrayDocument.replacingOccurrences(of: "\n]\n", with: ",\n]\n"), false),
    (StreamingFixtures.jsonLines.replacingOccurrences(of: #""id": 250"#, with: #""id": 250,,"#), true),
    ("", true),
    ("[1, 2", false),
  ])
  func errors(text: String, isJSONLines: Bool) {
    #expect(throws: Diagnostic.self) { try schema(streaming: text, isJSONLines: isJSONLines) }
    var streamed: Diagnostic?
    var whole: Diagnostic?
    do { _ = try schema(streaming: text, isJSONLines: isJSONLines) } catch { streamed = error as? Diagnostic }
    do { _ = try schema(inMemory: text, isJSONLines: isJSONLines) } catch { whole = error as? Diagnostic }
    #expect(streamed?.message == whole?.message)
    #expect(streamed?.location?.line == whole?.location?.line)
    #expect(streamed?.location?.column == whole?.location?.column)
  }
}
