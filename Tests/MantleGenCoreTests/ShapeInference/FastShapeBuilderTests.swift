import Foundation
import Testing

@testable import MantleGenCore

/// The fast shape builder must accept exactly what the reference reader accepts and summarise it
/// the same way.
@Suite("Fast shape builder")
struct FastShapeBuilderTests {
  static let documents: [String] = [
    #"{"a": 1, "b": [1, 2.5, -3e2], "c": {"d": null, "e": true, "f": false}}"#,
    #"[{"id": 1, "name": "x"}, {"name": "y", "id": 2, "extra": "z"}, {"id": 3}]"#,
    #"{"s": "esc \" \\ \/ \b \f \n \r \t \u00e9 \ud83d\ude00", "k\u0041": 1}"#,
    #"{"big": 123456789012345678901234567890, "neg": -9223372036854775808, "over": 9223372036854775808}"#,
    #"{"z": 0e1, "exp": 1E400, "tiny": -0.0000001, "zero": -0}"#,
    "{\"ünï\": \"日本語 😀\", \"dup\": 1, \"dup\": \"two\"}",
    #"{"created_at": "2013-02-27T19:35:32Z", "url": "https://example.com/a?b#c", "id": "F5165FDB-F5AD-4F6E-8552-799B1C62B387"}"#,
    "\u{FEFF}[1, [2, [3, [4]]], {}, []]",
    "{\"a\": 1}\n{\"a\": 2, \"b\": 3}\n\n{\"b\": 4}\n",
    // Objects that name their kind are read by kind, then settled into their place.
    #"{"album_type": "album", "artists": [{"type": "artist", "id": "a"}, {"type": "band", "x": 1}]}"#,
  ]

  static let malformed: [String] = [
    "", " ", "{", "[1,]", "{\"a\":1,}", "{\"a\" 1}", "[01]", "[-]", "[1.]", "[.5]", "[1e]", "[+1]", "[NaN]",
    "\"\\x\"", "\"\\ud800\"", "\"\\udc00\"", "\"\\ud800\\u0041\"", "\"a\nb\"", "[\"\u{0}\"]", "[tru]", "[nul]",
    "[1] [2", "{\"a\":1}}", "\u{FEFF}\u{FEFF}1", "[\"\\u12\"]", "{1: 2}", "['a']",
  ]

  private func outcome(_ bytes: [UInt8], fast: Bool) -> String? {
    let summary = ShapeSummary()
    let documents = bytes.withUnsafeBufferPointer { buffer -> Int? in
      fast
        ? try? FastShapeBuilder.absorb(buffer, allowsMultipleDocuments: true, into: summary)
        : try? ShapeBuilder.absorbWithReader(buffer, file: "t", allowsMultipleDocuments: true, into: summary)
    }
    guard let documents else { return nil }
    return "\(documents)\n" + SchemaFile.text(of: SchemaInference.infer(from: summary, rootName: "Root", sources: []))
  }

  @Test("valid documents give the same schema both ways", arguments: documents)
  func agreesOnValidInput(document: String) throws {
    let fast = outcome(Array(document.utf8), fast: true)
    #expect(fast != nil)
    #expect(fast == outcome(Array(document.utf8), fast: false))
  }

  /// Numbers at and beyond both ends of `Double`'s range, written in many ways.
  static let rangeEdges: [String] = [
    "1e400", "-1e309", "1.8e308", "1.7976931348623157e308", "1e-400", "-1E-400", "2e-324", "3e-324", "4.9e-324",
    "1e-320", "0e-400", "-0.0e999", "0.000e-5000", "123.456e78", "0.5", "-0",
    "0." + String(repeating: "0", count: 400) + "1", "0." + String(repeating: "0", count: 250) + "1e250",
    "1" + String(repeating: "0", count: 400) + ".5", "-" + String(repeating: "9", count: 320) + ".0e-20",
  ]

  /// Fractions whose `Double` JSONEncoder writes back as the same number, or not.
  static let precisionCases: [(text: String, holds: Bool)] = [
    ("0.1", true), ("19.99", true), ("0.30000000000000004", true), ("1.7976931348623157e308", true),
    ("0.000000000000000123", true), ("1.000000000000000001", false), ("0.12345678901234567890", false),
    ("0.1000000000000000055511151231257827", false), ("123456789012345678901234.5", false),
  ]

  @Test("both builders find fractions with more digits than Double holds", arguments: precisionCases)
  func findFractionsBeyondDouble(text: String, holds: Bool) {
    #expect(JSONNumber.holdsExactlyAsDouble(text) == holds)
    for fast in [true, false] {
      #expect(numbers(beside: text, fast: fast)?.hasFractionBeyondDoublePrecision == !holds, "fast: \(fast)")
    }
  }

  /// What a builder (the fast one, or the one on the JSON reader) records of the numbers of
  /// `[text, 1.5]`.
  private func numbers(beside text: String, fast: Bool) -> NumberSummary? {
    let summary = ShapeSummary()
    let bytes = Array("[\(text), 1.5]".utf8)
    _ = bytes.withUnsafeBufferPointer { buffer in
      fast
        ? try? FastShapeBuilder.absorb(buffer, allowsMultipleDocuments: false, into: summary)
        : try? ShapeBuilder.absorbWithReader(buffer, file: "t", allowsMultipleDocuments: false, into: summary)
    }
    return summary.elements?.numbers
  }

  @Test("both builders find the numbers that JSONDecoder refuses as beyond Double's range", arguments: rangeEdges)
  func findNumbersBeyondDouble(text: String) {
    let decodes = (try? JSONDecoder().decode([Double].self, from: Data("[\(text)]".utf8))) != nil
    #expect(JSONNumber.isWithinDoubleRange(text) == decodes)
    for fast in [true, false] {
      #expect(numbers(beside: text, fast: fast)?.hasValueBeyondDouble == !decodes, "fast: \(fast)")
    }
  }

  @Test("malformed input is rejected both ways", arguments: malformed)
  func agreesOnMalformedInput(document: String) {
    #expect(outcome(Array(document.utf8), fast: true) == nil)
    #expect(outcome(Array(document.utf8), fast: false) == nil)
  }

  @Test("invalid UTF-8 and truncations agree at every byte")
  func agreesOnTruncationsAndInvalidBytes() {
    var inputs: [[UInt8]] = [
      [0x22, 0xFF, 0x22], [0x22, 0xC0, 0xAF, 0x22], [0x22, 0xE2, 0x82, 0x22], [0x5B, 0xFF, 0x5D],
    ]
    for document in Self.documents {
      let bytes = Array(document.utf8)
      inputs += (0..<bytes.count).map { Array(bytes[..<$0]) }
    }
    for input in inputs {
      let fast = outcome(input, fast: true)
      let reference = outcome(input, fast: false)
      #expect(fast == reference, "\(input)")
    }
  }

  @Test("objects whose keys vary in order and presence give the same schema both ways")
  func agreesOnVaryingKeys() {
    var random = SeededGenerator(state: 3)
    let keys = (0..<60).map { "field_\($0)" } + ["\\u00e9", "e\\u0301", "\\\"q", "k\\u0041"]
    let objects = (0..<400).map { _ in
      let chosen = keys.shuffled(using: &random).prefix(Int.random(in: 0..<keys.count, using: &random))
      return "{" + chosen.map { "\"\($0)\": \(Int.random(in: 0..<9, using: &random))" }.joined(separator: ", ") + "}"
    }
    let document = Array(("[" + objects.joined(separator: ",\n") + "]").utf8)
    let fast = outcome(document, fast: true)
    #expect(fast != nil)
    #expect(fast == outcome(document, fast: false))
  }

  @Test("a quote, backslash, control byte, non-ASCII or invalid byte at any place in a long string agrees both ways")
  func agreesOnEveryByteOfLongStrings() {
    let specials: [[UInt8]] = [
      [0x22], [0x5C, 0x6E], [0x5C, 0x22], [0x09], [0x00], [0xC3, 0xA9], [0xFF], [0xE2, 0x82], [0x7F],
    ]
    for length in [15, 16, 17, 31, 32, 33, 47] {
      for place in 0...length {
        for special in specials {
          let content =
            Array(repeating: UInt8(ascii: "a"), count: place) + special
            + Array(repeating: UInt8(ascii: "b"), count: length - place)
          let document = Array(#"{"k": ""#.utf8) + content + Array(#"", "\#u{E9}": "x"}"#.utf8)
          #expect(outcome(document, fast: true) == outcome(document, fast: false), "\(length) \(place) \(special)")
        }
      }
    }
  }
}
