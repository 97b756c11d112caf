import Foundation
import Testing

@testable import MantleGenCore
@testable import mantlegen_bench

/// Types do not depend on how much data there is: the same events, half a megabyte of them and
/// two hundred times as many, give the same mapping schema, cluster included.
@Suite("Types independent of input size")
struct SizeIndependenceTests {
  /// The elements of the JSON array in `text` as written (each keeps its key order and spelling),
  /// found with the reader's cursor; empty when `text` is not an array.
  static func elements(ofArray text: String) -> [String] {
    Array(text.utf8).withUnsafeBufferPointer { buffer in
      var cursor = StrictCursor(buffer, skipsByteOrderMark: true)
      var elements: [String] = []
      do {
        guard try cursor.peek() == UInt8(ascii: "["), try cursor.enterContainer() else { return [] }
        repeat {
          let start = cursor.position
          try cursor.skipValue()
          elements.append(String(decoding: buffer[start..<cursor.position], as: UTF8.self))
        } while try cursor.next(closing: UInt8(ascii: "]"))
      } catch {
        return []
      }
      return elements
    }
  }

  @Test("events drawn from GitHub's at 0.5 MB and at 100 MB (the same lines, 200 times) give the same schema, with the cluster by type")
  func sameSchemaAtHalfAMegabyteAndAtAHundred() async throws {
    let sample = try String(
      contentsOf: TestPaths.fixtures.appendingPathComponent("corpus/github-events.json"), encoding: .utf8)
    let events = Self.elements(ofArray: sample).map { $0.replacingOccurrences(of: "\n", with: " ") }
    try #require(events.count == 30)
    var random = SeededRandom(seed: 47)
    var lines = ""
    while lines.utf8.count < 500_000 { lines += events[random.below(events.count)] + "\n" }
    let folder = try TestPaths.scratchFolder("size")
    defer { try? FileManager.default.removeItem(at: folder) }
    /// The schema and the warnings (without the file's path) of `copies` copies of the lines.
    func schema(copies: Int) async throws -> (schema: String, warnings: String) {
      let sub = folder.appendingPathComponent("\(copies)")
      try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
      let file = sub.appendingPathComponent("events.jsonl")
      let handle = try FileHandle(forWritingTo: { try Data().write(to: file); return file }())
      for _ in 0..<copies { handle.write(Data(lines.utf8)) }
      try handle.close()
      let schemaFile = sub.appendingPathComponent("schema.json")
      let infer = try await ProcessRunner.run(
        TestPaths.mantlegen, ["infer", file.path, "--name", "Event", "--schema-out", schemaFile.path])
      try #require(infer.status == 0, "\(infer.standardError)")
      try FileManager.default.removeItem(at: file)
      let warnings = infer.standardError.replacingOccurrences(of: file.path, with: "events.jsonl")
      return (try String(contentsOf: schemaFile, encoding: .utf8), warnings)
    }
    let small = try await schema(copies: 1)
    #expect(small.schema.contains(#""when": { "key": "type", "equals": "PushEvent" }"#), "a cluster by type")
    let large = try await schema(copies: 200)
    #expect(large.schema == small.schema)
    // The same notes (such as "only null seen"), and none that the size adds (a cluster left out).
    #expect(large.warnings == small.warnings)
  }
}
