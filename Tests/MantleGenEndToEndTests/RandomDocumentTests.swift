import Foundation
import Testing

@testable import MantleGenCore
@testable import mantlegen_bench

/// Property-based: the Swift generated for a few hundred random, valid, hostile-looking JSON documents
/// compiles in one batch without warnings, and decodes and re-encodes every document.
@Suite("Random documents")
struct RandomDocumentTests {
  static let documentCount = 200

  @Test("generated models for random documents compile together and round-trip each document")
  func randomDocumentsCompileAndRoundTrip() async throws {
    var generator = RandomJSON(seed: 0x6d61_6e74_6c65)
    let documents = (0..<Self.documentCount).map { _ in generator.document() }
    let schemas = try documents.enumerated().map { try BatchRoundTrip.inferSchema($1, index: $0) }
    try await BatchRoundTrip.check(documents: documents, schemas: schemas, folderName: "random")
  }
}

/// Deterministic random JSON documents with awkward keys and values.
struct RandomJSON {
  private var random: SeededRandom

  init(seed: UInt64) {
    random = SeededRandom(seed: seed)
  }

  private mutating func below(_ bound: Int) -> Int { random.below(bound) }

  static let keys = [
    "id", "name", "user_id", "html_url", "class", "self", "Type", "default", "", "1", "2015", "a b", "😀", "\"",
    "\\", "*/", "/*", "init", "hashValue", "description", "URL", "Data", "x.y", "ünï", "日本", "A", "a", "__", "$ref",
    "@type", "created_at", "items", "photos", "\n", "\u{202E}rtl", "none", "String", "Codable", "con", "../../etc/x",
  ]
  static let strings = [
    "plain", "", "with \"quotes\"", "back\\slash", "line\nbreak", "tab\t", "😀 emoji", "日本語", "\u{0}nul",
    "2024-05-01T10:00:00Z", "2024-05-01T10:00:00.123+02:00", "2024-05-01", "2024-05-01 10:00:00",
    "https://example.com/a?b=c#d", "F5165FDB-F5AD-4F6E-8552-799B1C62B387", "7b1f2a6e-6d0c-4f35-9a4a-2f0a3c7f1f10",
    "*/ injected", "\\(interpolation)", "#\"raw\"#",
  ]
  static let numbers = [
    "0", "-0", "1", "-17", "42", "3.5", "-0.25", "1e3", "2.5E-3", "9007199254740993", "123456789012345678901234",
    "1416974400", "1.7976931348623157e308", "0.1",
  ]

  mutating func document() -> String {
    switch below(10) {
    case 0: return value(depth: 3)
    case 1, 2: return "[" + (0..<(1 + below(4))).map { _ in object(depth: 2) }.joined(separator: ",") + "]"
    default: return object(depth: 3)
    }
  }

  private mutating func object(depth: Int) -> String {
    let count = below(6)
    var used = Set<String>()
    var members: [String] = []
    for _ in 0..<count {
      let key = Self.keys[below(Self.keys.count)]
      guard used.insert(key).inserted else { continue }
      members.append(JSONText.quoted(key) + ":" + value(depth: depth - 1))
    }
    return "{" + members.joined(separator: ",") + "}"
  }

  private mutating func value(depth: Int) -> String {
    let choice = below(depth > 0 ? 9 : 6)
    switch choice {
    case 0: return "null"
    case 1: return below(2) == 0 ? "true" : "false"
    case 2, 3: return Self.numbers[below(Self.numbers.count)]
    case 4, 5: return JSONText.quoted(Self.strings[below(Self.strings.count)])
    case 6: return object(depth: depth)
    default:
      let element = below(3)
      return "[" + (0..<below(4)).map { _ in element == 0 ? object(depth: depth - 1) : value(depth: depth - 1) }
        .joined(separator: ",") + "]"
    }
  }
}
