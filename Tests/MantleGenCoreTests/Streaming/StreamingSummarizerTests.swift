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
  private func schema(
    streaming text: String, isJSONLines: Bool, chunkSize: Int = 1024, workerCount: Int = 2
  ) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("stream-\(UUID().uuidString).json")
    try Data(text.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let summary = ShapeSummary()
    try StreamingSummarizer(chunkSize: chunkSize, workerCount: workerCount).summarize(
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

  @Test("elements and documents many chunks long give the whole-input schema, on one worker or three")
  func longElements() throws {
    let elements = (0..<60).map { index in
      index % 7 == 3
        ? #"{"id": \#(index), "text": ""# + String(repeating: #"}], \"[{ \\ "#, count: 900 + 37 * index) + #""}"#
        : StreamingFixtures.element(index)
    }
    let array = "[" + elements.joined(separator: ",") + "]"
    let lines = elements.joined(separator: "\n")
    for workerCount in [1, 3] {
      #expect(
        try schema(streaming: array, isJSONLines: false, workerCount: workerCount)
          == schema(inMemory: array, isJSONLines: false))
      #expect(
        try schema(streaming: lines, isJSONLines: true, workerCount: workerCount)
          == schema(inMemory: lines, isJSONLines: true))
    }
  }

  @Test("documents nested to the reader's limit are read on worker threads as in memory")
  func deepNesting() throws {
    // 511 levels: as deep as the reader goes, each level a frame of the parser on a worker's stack.
    let depth = JSONReader.defaultMaximumDepth - 1
    let document = String(repeating: #"{"a":"#, count: depth - 1) + "[1]" + String(repeating: "}", count: depth - 1)
    let lines = Array(repeating: document, count: 40).joined(separator: "\n")
    #expect(
      try schema(streaming: lines, isJSONLines: true, chunkSize: 8192, workerCount: 4)
        == schema(inMemory: lines, isJSONLines: true))
  }

  @Test("JSON Lines whose documents span lines give the whole-input schema")
  func jsonLines() throws {
    #expect(try schema(streaming: StreamingFixtures.jsonLines, isJSONLines: true) == schema(inMemory: StreamingFixtures.jsonLines, isJSONLines: true))
  }

  /// Keys first seen late, at several depths, and places whose first values (the examples) come
  /// after `null`s, so that summaries of different batches disagree on order and examples.
  static let lateKeys: [String] = (0..<400).map { index in
    var members = [#""id": \#(index)"#]
    if index >= 37 {
      let note = index % 50 == 0 ? "null" : "\"note \(index)\""
      members.append(#""note": \#(note)"#)
    }
    if index % 97 == 96 { members.append(#""rare_\#(index)": {"x": \#(index), "when": "2024-01-0\#(index % 9 + 1)"}"#) }
    if index >= 300 { members.insert(#""late_first": [\#(index), {"deep_\#(index % 4)": true}]"#, at: 0) }
    members.append(#""flag": \#(index < 200 ? "null" : index % 2 == 0 ? "true" : "false")"#)
    return "{" + members.joined(separator: ", ") + "}"
  }

  @Test(
    "key order and examples do not depend on the chunk size or the number of workers",
    arguments: [(64, 1), (64, 3), (700, 2), (1500, 1), (5000, 4)])
  func orderAndExamples(chunkSize: Int, workerCount: Int) throws {
    let lines = Self.lateKeys.joined(separator: "\n")
    let array = "[" + Self.lateKeys.joined(separator: ",") + "]"
    #expect(
      try schema(streaming: lines, isJSONLines: true, chunkSize: chunkSize, workerCount: workerCount)
        == schema(inMemory: lines, isJSONLines: true))
    #expect(
      try schema(streaming: array, isJSONLines: false, chunkSize: chunkSize, workerCount: workerCount)
        == schema(inMemory: array, isJSONLines: false))
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
