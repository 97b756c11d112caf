import Testing

@testable import MantleGenCore

// MARK: - Helpers shared with MalformedJSONTests

/// Drives the reader the way its consumers do and reports what it saw, for compact assertions.
enum JSONReaderProbe {
  static let file = "in.json"
  /// A UTF-8 byte order mark.
  static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// The events of one document, e.g. `["{", "key a", "integer 1", "}"]`; the input must end after it.
  static func events(_ bytes: [UInt8], maximumDepth: Int = JSONReader.defaultMaximumDepth) throws(Diagnostic) -> [String] {
    try bytes.withUnsafeBufferPointer { buffer throws(Diagnostic) in
      var reader = JSONReader(bytes: buffer, file: file, maximumDepth: maximumDepth)
      var events: [String] = []
      try walk(&reader, into: &events)
      try reader.expectEnd()
      return events
    }
  }

  static func events(_ text: String) throws(Diagnostic) -> [String] { try events(Array(text.utf8)) }

  private static func walk(_ reader: inout JSONReader, into events: inout [String]) throws(Diagnostic) {
    switch try reader.readValue() {
    case .beginObject:
      events.append("{")
      var isFirst = true
      while let key = try reader.nextKey(isFirst: isFirst) {
        isFirst = false
        events.append("key \(key)")
        try walk(&reader, into: &events)
      }
      events.append("}")
    case .beginArray:
      events.append("[")
      var isFirst = true
      while try reader.hasNextElement(isFirst: isFirst) {
        isFirst = false
        try walk(&reader, into: &events)
      }
      events.append("]")
    case .string(let string): events.append("string \(string)")
    case .number(let number): events.append("\(number.isInteger ? "integer" : "number") \(number.text)")
    case .bool(let flag): events.append("\(flag)")
    case .null: events.append("null")
    }
  }

  /// Reads `bytes` with both consumers of the reader (``ShapeBuilder`` and ``LocatedJSON``), checks
  /// that they agree, and returns the diagnostic's text, or `nil` when the input was accepted.
  static func failure(
    _ bytes: [UInt8], multipleDocuments: Bool = false, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) -> String? {
    diagnostic(bytes, multipleDocuments: multipleDocuments, sourceLocation: sourceLocation)?.description
  }

  /// Like ``failure(_:multipleDocuments:sourceLocation:)``, but the diagnostic itself.
  static func diagnostic(
    _ bytes: [UInt8], multipleDocuments: Bool = false, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) -> Diagnostic? {
    let shapeResult = bytes.withUnsafeBufferPointer { buffer in
      Result { () throws(Diagnostic) in
        try ShapeBuilder.absorb(buffer, file: file, allowsMultipleDocuments: multipleDocuments, into: ShapeSummary())
      }
    }
    let treeResult = Result { () throws(Diagnostic) in
      try LocatedJSON.parseDocuments(bytes, file: file, allowsMultiple: multipleDocuments).count
    }
    switch (shapeResult, treeResult) {
    case (.success(let count), .success(let treeCount)):
      #expect(count == treeCount, "ShapeBuilder and LocatedJSON count documents differently", sourceLocation: sourceLocation)
      return nil
    case (.failure(let diagnostic), .failure(let treeDiagnostic)):
      #expect(diagnostic == treeDiagnostic, "ShapeBuilder and LocatedJSON disagree", sourceLocation: sourceLocation)
      return diagnostic
    default:
      Issue.record("ShapeBuilder: \(shapeResult), LocatedJSON: \(treeResult)", sourceLocation: sourceLocation)
      return Diagnostic(.error, "ShapeBuilder and LocatedJSON disagree")
    }
  }

  /// The input with non-printable and non-ASCII bytes as `\xFF`, for test names.
  static func escaped(_ bytes: [UInt8]) -> String {
    let text = bytes.map { byte in
      (0x20..<0x7F).contains(byte) ? String(UnicodeScalar(byte)) : "\\x" + String(byte, radix: 16, uppercase: true)
    }.joined()
    return text.count > 60 ? String(text.prefix(60)) + "… (\(bytes.count) bytes)" : text
  }
}

/// A place in an input, as the reader reports it (not Swift Testing's `SourceLocation`).
private typealias Location = MantleGenCore.SourceLocation

private let byteOrderMark = JSONReaderProbe.byteOrderMark

// MARK: - Valid input

@Suite("JSONReader reads valid JSON")
struct JSONReaderTests {
  @Test("every kind of token, with its exact value", arguments: [
    ("true", ["true"]),
    ("false", ["false"]),
    ("null", ["null"]),
    (#""""#, ["string "]),
    (#""text""#, ["string text"]),
    ("0", ["integer 0"]),
    ("-12", ["integer -12"]),
    ("{}", ["{", "}"]),
    ("[]", ["[", "]"]),
    (#"{"a":1}"#, ["{", "key a", "integer 1", "}"]),
    ("[true,false,null]", ["[", "true", "false", "null", "]"]),
  ])
  func tokens(input: String, expected: [String]) throws {
    #expect(try JSONReaderProbe.events(input) == expected)
  }

  @Test("nested objects and arrays, empty ones included, in document order")
  func nesting() throws {
    let input = #"{"a":[{"b":[[],{}]},[1,[2,[3]]]],"c":{"d":{"e":{}}},"f":[[[]]]}"#
    #expect(try JSONReaderProbe.events(input) == [
      "{", "key a", "[", "{", "key b", "[", "[", "]", "{", "}", "]", "}",
      "[", "integer 1", "[", "integer 2", "[", "integer 3", "]", "]", "]", "]",
      "key c", "{", "key d", "{", "key e", "{", "}", "}", "}",
      "key f", "[", "[", "[", "]", "]", "]", "}",
    ])
  }

  @Test("keys are reported as written, duplicates and empty keys included")
  func keys() throws {
    #expect(try JSONReaderProbe.events(#"{"":1,"a":2,"a":3,"é\n":4}"#) == [
      "{", "key ", "integer 1", "key a", "integer 2", "key a", "integer 3", "key é\n", "integer 4", "}",
    ])
  }

  @Test("space, tab, line feed and carriage return are skipped around every token")
  func whitespace() throws {
    let input = " \t\r\n{ \t\r\n\"a\" \t\r\n: \t\r\n[ \t\r\n1 \t\r\n, \t\r\nnull \t\r\n] \t\r\n} \t\r\n"
    #expect(try JSONReaderProbe.events(input) == ["{", "key a", "[", "integer 1", "null", "]", "}"])
  }

  @Test("a byte order mark at the start is skipped")
  func byteOrderMarkAtStart() throws {
    #expect(try JSONReaderProbe.events(byteOrderMark + Array(#"{"a":"é"}"#.utf8)) == ["{", "key a", "string é", "}"])
    #expect(try JSONReaderProbe.events(byteOrderMark + Array(" 7\n".utf8)) == ["integer 7"])
  }

  @Test("every escape is decoded", arguments: [
    (#""\"""#, "\""),
    (#""\\""#, "\\"),
    (#""\/""#, "/"),
    (#""\b\f\n\r\t""#, "\u{08}\u{0C}\n\r\t"),
    (#""\u00e9""#, "é"),
    (#""\u00E9\u20AC""#, "é€"),
    (#""\u0000\u001f""#, "\u{0}\u{1F}"),
    (#""\ud83d\ude00""#, "😀"),
    (#""\uD83D\uDE00""#, "😀"),
    (#""\udbff\udfff""#, "\u{10FFFF}"),
    (#""\uffff""#, "\u{FFFF}"),
    (#""a\u0041b\\c\/d""#, "aAb\\c/d"),
    (#""é\n😀""#, "é\n😀"),
    (#""😀 plain é""#, "😀 plain é"),
    ("\"\u{7F}\"", "\u{7F}"),
  ])
  func escapes(input: String, expected: String) throws {
    #expect(try JSONReaderProbe.events(input) == ["string \(expected)"])
  }

  @Test("numbers keep their exact text and whether they are integers", arguments: [
    ("0", true), ("-0", true), ("7", true), ("-123", true),
    (String(repeating: "9", count: 100), true),
    ("-" + String(repeating: "1", count: 100), true),
    ("1e400", false), ("-1E-400", false), ("123.456e78", false), ("-12.50E+3", false),
    ("0.0", false), ("-0.0e-0", false), ("1e+0", false), ("0.000001", false),
  ])
  func numbers(text: String, isInteger: Bool) throws {
    #expect(try JSONReaderProbe.events(text) == ["\(isInteger ? "integer" : "number") \(text)"])
    #expect(try JSONReaderProbe.events("[\(text),\(text)]") == ["["] + Array(repeating: "\(isInteger ? "integer" : "number") \(text)", count: 2) + ["]"])
  }

  @Test("a number's Int and Double values are nil when out of range, never rounded to infinity")
  func numberValues() {
    #expect(JSONNumber(text: "9223372036854775807", isInteger: true).intValue == Int.max)
    #expect(JSONNumber(text: "9223372036854775808", isInteger: true).intValue == nil)
    #expect(JSONNumber(text: "-0", isInteger: true).intValue == 0)
    #expect(JSONNumber(text: "1e2", isInteger: false).intValue == nil)
    #expect(JSONNumber(text: "123.456e78", isInteger: false).doubleValue == 123.456e78)
    #expect(JSONNumber(text: "1e400", isInteger: false).doubleValue == nil)
    #expect(JSONNumber(text: String(repeating: "9", count: 100), isInteger: true).intValue == nil)
  }

  @Test("nesting up to the maximum depth is read; the limit is configurable")
  func depthLimit() throws {
    let deepest = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
    #expect(try JSONReaderProbe.events(deepest).count == 1024)
    #expect(JSONReaderProbe.failure(Array(deepest.utf8)) == nil)
    let objects = String(repeating: #"{"a":"#, count: 512) + "0" + String(repeating: "}", count: 512)
    #expect(JSONReaderProbe.failure(Array(objects.utf8)) == nil)
    #expect(throws: Diagnostic(.error, "nesting deeper than 2 levels is not supported", at: .init(file: "in.json", line: 1, column: 4))) {
      try JSONReaderProbe.events(Array("[[ [1]]]".utf8), maximumDepth: 2)
    }
    #expect(try JSONReaderProbe.events(Array("[[1],[2]]".utf8), maximumDepth: 2).count == 8)
  }

  @Test("skipRest passes over a whole value, and the reader continues after it")
  func skipRest() throws {
    let bytes = Array(#"{"skip":{"x":[1,{"y":"]}"}],"z":"}"},"keep":true}"#.utf8)
    try bytes.withUnsafeBufferPointer { buffer throws(Diagnostic) in
      var reader = JSONReader(bytes: buffer, file: "in.json")
      #expect(try reader.readValue() == .beginObject)
      #expect(try reader.nextKey(isFirst: true) == "skip")
      try reader.skipRest(of: reader.readValue())
      #expect(try reader.nextKey(isFirst: false) == "keep")
      #expect(try reader.readValue() == .bool(true))
      #expect(try reader.nextKey(isFirst: false) == nil)
      try reader.expectEnd()
    }
  }
}

// MARK: - JSON Lines and located values

@Suite("JSON Lines and LocatedJSON")
struct JSONReaderDocumentTests {
  private func documentCount(_ text: String, multiple: Bool = true) throws(Diagnostic) -> Int {
    let summary = ShapeSummary()
    let count = try Array(text.utf8).withUnsafeBufferPointer { buffer throws(Diagnostic) in
      try ShapeBuilder.absorb(buffer, file: "in.jsonl", allowsMultipleDocuments: multiple, into: summary)
    }
    #expect(summary.count == count, "one root sample per document")
    return count
  }

  @Test("JSON Lines: every document is read and counted", arguments: [
    (#"{"a":1}"#, 1),
    ("{\"a\":1}\n{\"a\":2}\n{\"a\":3}\n", 3),
    ("{\"a\":1}\r\n{\"a\":2}\r\n", 2),
    ("\n\n[1]\n\n\n[2]\n\n", 2),
    ("1\n\"two\"\nnull\ntrue\n[]\n{}", 6),
    ("1 2\t3", 3),
    ("{\n  \"pretty\": true\n}\n{\n  \"pretty\": false\n}\n", 2),
  ])
  func jsonLines(input: String, expected: Int) throws {
    #expect(try documentCount(input) == expected)
    #expect(try LocatedJSON.parseDocuments(Array(input.utf8), file: "in.jsonl", allowsMultiple: true).count == expected)
  }

  @Test("JSON Lines: a byte order mark at the start is skipped")
  func jsonLinesWithByteOrderMark() throws {
    let bytes = byteOrderMark + Array("{}\n{}\n".utf8)
    #expect(JSONReaderProbe.failure(bytes, multipleDocuments: true) == nil)
    #expect(try LocatedJSON.parseDocuments(bytes, file: "in.jsonl", allowsMultiple: true).count == 2)
  }

  @Test("without JSON Lines, a single document is counted once")
  func singleDocument() throws {
    #expect(try documentCount(" [1, 2]\n", multiple: false) == 1)
  }

  @Test("LocatedJSON records the 1-based line and byte column of every value and key")
  func locations() throws {
    let text = "{\n  \"é\": [1,\n    \"x\"],\n\t\"b\" : null\n}"
    let document = try LocatedJSON.parse(Array(text.utf8), file: "in.json")
    #expect(document.location == Location(file: "in.json", line: 1, column: 1))
    guard case .object(let members) = document.value, members.count == 2 else {
      Issue.record("expected an object with two members, got \(document.value)")
      return
    }
    #expect(members.map(\.key) == ["é", "b"])
    #expect(members[0].keyLocation == Location(file: "in.json", line: 2, column: 3))
    #expect(members[0].value.location == Location(file: "in.json", line: 2, column: 9))
    #expect(members[1].keyLocation == Location(file: "in.json", line: 4, column: 2))
    #expect(members[1].value.location == Location(file: "in.json", line: 4, column: 8))
    guard case .array(let elements) = members[0].value.value else {
      Issue.record("expected an array")
      return
    }
    #expect(elements.map(\.location.line) == [2, 3])
    #expect(elements.map(\.location.column) == [10, 5])
  }

  @Test("LocatedJSON columns do not count a byte order mark, which editors do not show")
  func locationsAfterByteOrderMark() throws {
    let document = try LocatedJSON.parse(byteOrderMark + Array(#"{"a": 1}"#.utf8), file: "in.json")
    #expect(document.location.column == 1)
    guard case .object(let members) = document.value else {
      Issue.record("expected an object")
      return
    }
    #expect(members[0].keyLocation.column == 2)
    #expect(members[0].value.location.column == 7)
  }

  @Test("LocatedJSON locates values in later JSON Lines documents")
  func locationsInLaterDocuments() throws {
    let documents = try LocatedJSON.parseDocuments(Array("{}\n\n  [1,\n2]\n".utf8), file: "in.jsonl", allowsMultiple: true)
    #expect(documents.map(\.location.line) == [1, 3])
    #expect(documents.map(\.location.column) == [1, 3])
    guard case .array(let elements) = documents[1].value else {
      Issue.record("expected an array")
      return
    }
    #expect(elements.map(\.location) == [.init(file: "in.jsonl", line: 3, column: 4), .init(file: "in.jsonl", line: 4, column: 1)])
  }

  @Test("a large document is located in linear time", .timeLimit(.minutes(1)))
  func largeDocumentLocations() throws {
    let line = #"{"id": 12345, "name": "a name", "tags": ["x", "y"], "ok": true},"#
    let text = "[\n" + String(repeating: line + "\n", count: 20_000) + "null]"
    let document = try LocatedJSON.parse(Array(text.utf8), file: "big.json")
    guard case .array(let elements) = document.value else {
      Issue.record("expected an array")
      return
    }
    #expect(elements.count == 20_001)
    #expect(elements.last?.location == Location(file: "big.json", line: 20_002, column: 1))
  }
}
