import Foundation
import Testing

@testable import MantleGenCore

/// Standard input and pipes longer than their head are streamed, read once, in bounded memory:
/// the same schema as the whole input, and malformed input located as when it is read whole.
@Suite("Streamed standard input")
struct StreamedInputTests {
  /// The pipes of the test, open until it ends.
  private let pipes = [Pipe(), Pipe()]

  /// `text` written into pipe `index` by another thread, read as a sample with a head of `headByteCount`.
  private func streamed(_ text: String, headByteCount: Int, pipe index: Int = 0) throws -> SampleInput {
    let pipe = pipes[index]
    let writer = pipe.fileHandleForWriting
    let bytes = Data(text.utf8)
    Thread.detachNewThread {
      writer.write(bytes)
      try? writer.close()
    }
    return try SampleInput.fromStream(
      name: "-", descriptor: pipe.fileHandleForReading.fileDescriptor, ownsDescriptor: false,
      isJSONLinesByName: false, headByteCount: headByteCount)
  }

  private func schema(_ summary: ShapeSummary) -> String {
    SchemaFile.text(of: SchemaInference.infer(from: summary, rootName: "Root", sources: []))
  }

  @Test("JSON Lines longer than the head stream in chunks and give the whole-input schema; a short input is held")
  func streamsJSONLines() throws {
    let text = StreamingFixtures.jsonLines
    let sample = try streamed(text, headByteCount: 4096)
    guard case .stream(let stream) = sample.content else {
      Issue.record("expected a streamed sample")
      return
    }
    #expect(sample.isJSONLines)
    let summary = ShapeSummary()
    try StreamingSummarizer(chunkSize: 1024, workerCount: 2).summarize(
      stream: stream, name: "-", isJSONLines: true, into: summary)
    let whole = try GeneratorPipeline.summarize([SampleInput(name: "-", bytes: Array(text.utf8), isJSONLines: true)])
    #expect(schema(summary) == schema(whole))
    // Read once: what needs every byte afterwards is told so.
    #expect(throws: Diagnostic.self) { try stream.wholeBytes() }

    let short = try streamed(text, headByteCount: text.utf8.count + 1, pipe: 1)
    if case .bytes(let bytes) = short.content {
      #expect(bytes == Array(text.utf8))
    } else {
      Issue.record("a stream that ends within its head is held in memory")
    }
  }

  @Test("malformed JSON Lines far into a stream are located at the same line and column as when read whole")
  func locatesErrors() throws {
    var lines = (0..<400).map(StreamingFixtures.element)
    lines[333] = lines[333].replacingOccurrences(of: #", "tags""#, with: #", x"tags""#)
    let text = lines.joined(separator: "\n") + "\n"
    let sample = try streamed(text, headByteCount: 4096)
    guard case .stream(let stream) = sample.content else {
      Issue.record("expected a streamed sample")
      return
    }
    let expected = #expect(throws: Diagnostic.self) {
      try GeneratorPipeline.summarize([SampleInput(name: "-", bytes: Array(text.utf8), isJSONLines: true)])
    }
    let found = #expect(throws: Diagnostic.self) {
      try StreamingSummarizer(chunkSize: 1024, workerCount: 2).summarize(
        stream: stream, name: "-", isJSONLines: true, into: ShapeSummary())
    }
    #expect(found?.description == expected?.description)
    #expect(found?.description.hasPrefix("-:334:") == true, "\(String(describing: found))")
  }

  @Test("check streams JSON Lines from a pipe: the findings, and a malformed line's location, of the whole input")
  func checksStreams() throws {
    let good = (0..<200).map(StreamingFixtures.element)
    let schema = SchemaInference.infer(
      from: try GeneratorPipeline.summarize([
        SampleInput(name: "s", bytes: Array(good.joined(separator: "\n").utf8), isJSONLines: true)
      ]), rootName: "Root", sources: [])
    var drifted = good + [#"{"id": "2", "extra": true}"#]
    func findings(_ text: String, pipe: Int) throws -> [String] {
      var checker = DriftChecker(schema: ResolvedSchema(schema))
      do {
        try StreamingDriftCheck(chunkSize: 1024, workerCount: 2).check(
          streamed(text, headByteCount: 4096, pipe: pipe), with: &checker)
      } catch {
        return ["\(error)"]
      }
      return checker.report.findings.map(\.description)
    }
    func reference(_ text: String) -> [String] {
      var checker = DriftChecker(schema: ResolvedSchema(schema))
      do {
        try checker.check(Array(text.utf8), file: "-", allowsMultipleDocuments: true)
      } catch {
        return [error.description]
      }
      return checker.report.findings.map(\.description)
    }
    let text = drifted.joined(separator: "\n") + "\n"
    #expect(try findings(text, pipe: 0) == reference(text))
    #expect(reference(text).contains { $0.hasPrefix("-:201:") })
    drifted[150] = drifted[150].replacingOccurrences(of: #", "tags""#, with: #", x"tags""#)
    let malformed = drifted.joined(separator: "\n") + "\n"
    #expect(try findings(malformed, pipe: 1) == reference(malformed))
    #expect(reference(malformed).first?.hasPrefix("-:151:") == true, "\(reference(malformed))")
  }
}
