import Testing

@testable import MantleGenCore

/// A malformed input and the exact diagnostic the reader gives for it.
struct MalformedCase: Sendable, CustomTestStringConvertible {
  let input: [UInt8]
  let expected: String

  init(_ text: String, _ expected: String) {
    self.init(bytes: Array(text.utf8), expected)
  }

  init(bytes: [UInt8], _ expected: String) {
    self.input = bytes
    self.expected = expected
  }

  var testDescription: String { JSONReaderProbe.escaped(input) }
}

private let byteOrderMark = JSONReaderProbe.byteOrderMark
private let anyValue = "expected a value (object, array, string, number, true, false or null)"
private let escapes = #"expected one of \" \\ \/ \b \f \n \r \t \uXXXX"#
private let notUTF8 = "JSON text must be UTF-8"

/// `"` + bytes + `"`: a string whose content is raw bytes.
private func quoted(_ content: [UInt8]) -> [UInt8] { [0x22] + content + [0x22] }

@Suite("Malformed JSON gives one exact, located diagnostic")
struct MalformedJSONTests {
  @Test("empty input, truncated input and stray byte order marks", arguments: [
    MalformedCase("", "in.json:1:1: error: empty input; expected a JSON value"),
    MalformedCase(" \n\t", "in.json:2:2: error: empty input; expected a JSON value"),
    MalformedCase(bytes: byteOrderMark, "in.json:1:1: error: empty input; expected a JSON value"),
    MalformedCase(bytes: byteOrderMark + [0x20, 0x20], "in.json:1:3: error: empty input; expected a JSON value"),
    MalformedCase(bytes: Array("[1,".utf8) + byteOrderMark + Array("2]".utf8),
      "in.json:1:4: error: unexpected byte order mark (U+FEFF); \(anyValue)"),
    MalformedCase(bytes: byteOrderMark + byteOrderMark + Array("{}".utf8),
      "in.json:1:1: error: unexpected byte order mark (U+FEFF); \(anyValue)"),
    MalformedCase(bytes: Array("{}".utf8) + byteOrderMark,
      "in.json:1:3: error: unexpected byte order mark (U+FEFF) after the JSON value; expected end of input"),
    MalformedCase("{", "in.json:1:2: error: unexpected end of input inside an object; expected a key in double quotes or '}'"),
    MalformedCase(#"{"a""#, "in.json:1:5: error: unexpected end of input; expected ':' after the object key"),
    MalformedCase(#"{"a":"#, "in.json:1:6: error: unexpected end of input; expected a value"),
    MalformedCase(#"{"a":1"#, "in.json:1:7: error: unexpected end of input inside an object; expected ',' or '}'"),
    MalformedCase(#"{"a":1,"#, "in.json:1:8: error: unexpected end of input inside an object; expected a key in double quotes"),
    MalformedCase("[", "in.json:1:2: error: unexpected end of input inside an array; expected a value or ']'"),
    MalformedCase("[1", "in.json:1:3: error: unexpected end of input inside an array; expected ',' or ']'"),
    MalformedCase("[1,", "in.json:1:4: error: unexpected end of input; expected a value"),
    MalformedCase("[{\"a\":[1,\n2", "in.json:2:2: error: unexpected end of input inside an array; expected ',' or ']'"),
    MalformedCase("[1,\n 2\n", "in.json:3:1: error: unexpected end of input inside an array; expected ',' or ']'"),
    MalformedCase(#""abc"#, #"in.json:1:1: error: unterminated string; expected a closing '"'"#),
    MalformedCase(#"{"ab"#, #"in.json:1:2: error: unterminated string; expected a closing '"'"#),
    MalformedCase(#""a\"#, #"in.json:1:3: error: unterminated string; expected an escape character after '\'"#),
    MalformedCase(#""\u12"#, #"in.json:1:2: error: invalid \u escape in string; expected 4 hexadecimal digits, found end of input"#),
    MalformedCase("tr", "in.json:1:1: error: 'tr' is not valid JSON; \(anyValue)"),
    MalformedCase("-", "in.json:1:2: error: expected a digit after '-', found end of input"),
    MalformedCase("1.", "in.json:1:3: error: expected a digit after '.', found end of input"),
    MalformedCase("1e", "in.json:1:3: error: expected a digit in the exponent, found end of input"),
    MalformedCase("1e-", "in.json:1:4: error: expected a digit in the exponent, found end of input"),
  ])
  func truncated(_ test: MalformedCase) {
    #expect(JSONReaderProbe.failure(test.input) == test.expected)
  }

  @Test("trailing garbage, trailing commas, missing colons and misplaced brackets", arguments: [
    MalformedCase("{} x", "in.json:1:4: error: unexpected 'x' after the JSON value; expected end of input"),
    MalformedCase("{}{}", "in.json:1:3: error: unexpected '{' after the JSON value; expected end of input"),
    MalformedCase("1 2", "in.json:1:3: error: unexpected '2' after the JSON value; expected end of input"),
    MalformedCase(#"{"a":1}}"#, "in.json:1:8: error: unexpected '}' after the JSON value; expected end of input"),
    MalformedCase("[1]\n]", "in.json:2:1: error: unexpected ']' after the JSON value; expected end of input"),
    MalformedCase("0x1F", "in.json:1:2: error: unexpected 'x' after the JSON value; expected end of input"),
    MalformedCase(#"{"a":1,}"#, "in.json:1:7: error: trailing comma before '}' is not allowed"),
    MalformedCase("{\"a\":1,\n}", "in.json:1:7: error: trailing comma before '}' is not allowed"),
    MalformedCase("[1,]", "in.json:1:3: error: trailing comma before ']' is not allowed"),
    MalformedCase("[1, 2 , ]", "in.json:1:7: error: trailing comma before ']' is not allowed"),
    MalformedCase("[\r\n1,\r\n2,\r\n]", "in.json:3:2: error: trailing comma before ']' is not allowed"),
    MalformedCase("{\n  \"id\": 1,\n  \"items\": [1, 2,]\n}\n", "in.json:3:17: error: trailing comma before ']' is not allowed"),
    MalformedCase(#"{"a" 1}"#, "in.json:1:6: error: expected ':' after the object key, found '1'"),
    MalformedCase(#"{"a"=1}"#, "in.json:1:5: error: expected ':' after the object key, found '='"),
    MalformedCase(#"{"a":1 "b":2}"#, #"in.json:1:8: error: expected ',' or '}' after an object member, found '"'"#),
    MalformedCase(#"{"a":1]"#, "in.json:1:7: error: expected ',' or '}' after an object member, found ']'"),
    MalformedCase("[1 2]", "in.json:1:4: error: expected ',' or ']' after an array element, found '2'"),
    MalformedCase("[1}", "in.json:1:3: error: expected ',' or ']' after an array element, found '}'"),
    MalformedCase("[,1]", "in.json:1:2: error: unexpected ','; \(anyValue)"),
    MalformedCase("[1,,2]", "in.json:1:4: error: unexpected ','; \(anyValue)"),
    MalformedCase("{,}", "in.json:1:2: error: expected a key in double quotes or '}', found ','"),
    MalformedCase("{a:1}", "in.json:1:2: error: expected a key in double quotes or '}', found 'a'"),
    MalformedCase(#"{"a":1,b:2}"#, "in.json:1:8: error: expected a key in double quotes, found 'b'"),
    MalformedCase(#"{"a":1,,}"#, "in.json:1:8: error: expected a key in double quotes, found ','"),
    MalformedCase(#"{"a":}"#, "in.json:1:6: error: unexpected '}'; expected a value"),
    MalformedCase("]", "in.json:1:1: error: unexpected ']'; expected a value"),
  ])
  func structure(_ test: MalformedCase) {
    #expect(JSONReaderProbe.failure(test.input) == test.expected)
  }

  @Test("words and quotes that are not JSON", arguments: [
    MalformedCase("NaN", "in.json:1:1: error: 'NaN' is not valid JSON; \(anyValue)"),
    MalformedCase("Infinity", "in.json:1:1: error: 'Infinity' is not valid JSON; \(anyValue)"),
    MalformedCase("-Infinity", "in.json:1:1: error: '-Infinity' is not valid JSON; \(anyValue)"),
    MalformedCase("[1, -NaN]", "in.json:1:5: error: '-NaN' is not valid JSON; \(anyValue)"),
    MalformedCase("[1, undefined]", "in.json:1:5: error: 'undefined' is not valid JSON; \(anyValue)"),
    MalformedCase("True", "in.json:1:1: error: 'True' is not valid JSON; \(anyValue)"),
    MalformedCase(#"{"a": nul}"#, "in.json:1:7: error: 'nul' is not valid JSON; \(anyValue)"),
    MalformedCase("trueish", "in.json:1:1: error: 'trueish' is not valid JSON; \(anyValue)"),
    MalformedCase("[nullx]", "in.json:1:2: error: 'nullx' is not valid JSON; \(anyValue)"),
    MalformedCase("{\n  \"a\": 1,\n  \"b\": tru\n}", "in.json:3:8: error: 'tru' is not valid JSON; \(anyValue)"),
    MalformedCase("[\"é\", x]", "in.json:1:8: error: 'x' is not valid JSON; \(anyValue)"),
    MalformedCase("{'a': 1}", "in.json:1:2: error: single quotes are not valid JSON; expected a key in double quotes"),
    MalformedCase(#"{"a":1,'b':2}"#, "in.json:1:8: error: single quotes are not valid JSON; expected a key in double quotes"),
    MalformedCase("['a']", "in.json:1:2: error: single quotes are not valid JSON; expected a string in double quotes"),
    MalformedCase("'a'", "in.json:1:1: error: single quotes are not valid JSON; expected a string in double quotes"),
    MalformedCase(#"{"a" 'b'}"#, #"in.json:1:6: error: expected ':' after the object key, found "'""#),
  ])
  func words(_ test: MalformedCase) {
    #expect(JSONReaderProbe.failure(test.input) == test.expected)
  }

  @Test("numbers JSON does not allow", arguments: [
    MalformedCase("01", "in.json:1:1: error: leading zeros are not allowed in numbers"),
    MalformedCase("-01", "in.json:1:2: error: leading zeros are not allowed in numbers"),
    MalformedCase("[00]", "in.json:1:2: error: leading zeros are not allowed in numbers"),
    MalformedCase("1.e5", "in.json:1:3: error: expected a digit after '.', found 'e'"),
    MalformedCase("[1.]", "in.json:1:4: error: expected a digit after '.', found ']'"),
    MalformedCase(".5", "in.json:1:1: error: unexpected '.'; \(anyValue)"),
    MalformedCase("+1", "in.json:1:1: error: unexpected '+'; \(anyValue)"),
    MalformedCase("[-]", "in.json:1:3: error: expected a digit after '-', found ']'"),
    MalformedCase("- 1", "in.json:1:2: error: expected a digit after '-', found ' '"),
    MalformedCase("1e+x", "in.json:1:4: error: expected a digit in the exponent, found 'x'"),
  ])
  func numbers(_ test: MalformedCase) {
    #expect(JSONReaderProbe.failure(test.input) == test.expected)
  }

  @Test("bad escapes and lone surrogates point at the escape's backslash", arguments: [
    MalformedCase(#""a\xb""#, #"in.json:1:3: error: invalid escape sequence '\x' in string; "# + escapes),
    MalformedCase(#""\'""#, #"in.json:1:2: error: invalid escape sequence '\'' in string; "# + escapes),
    MalformedCase(#""\é""#, #"in.json:1:2: error: invalid escape sequence '\é' in string; "# + escapes),
    MalformedCase("\"\\\n\"",
      #"in.json:1:2: error: invalid escape sequence in string: '\' followed by control character U+000A; "# + escapes),
    MalformedCase(bytes: quoted([0x5C, 0xFF]),
      #"in.json:1:2: error: invalid escape sequence in string: '\' followed by invalid UTF-8 byte 0xFF; "# + escapes),
    MalformedCase(#""\u12G4""#, #"in.json:1:2: error: invalid \u escape in string; expected 4 hexadecimal digits, found 'G'"#),
    MalformedCase(#""\u""#, #"in.json:1:2: error: invalid \u escape in string; expected 4 hexadecimal digits, found '"'"#),
    MalformedCase(#""\ud83d""#,
      #"in.json:1:2: error: lone high surrogate '\ud83d' in string; expected a low surrogate escape (\uDC00 to \uDFFF) after it"#),
    MalformedCase(#""\ude00""#,
      #"in.json:1:2: error: lone low surrogate '\ude00' in string; expected a high surrogate escape (\uD800 to \uDBFF) before it"#),
    MalformedCase(#""\n\uDE00""#,
      #"in.json:1:4: error: lone low surrogate '\uDE00' in string; expected a high surrogate escape (\uD800 to \uDBFF) before it"#),
    MalformedCase(#""x\ud83d\u0041""#,
      #"in.json:1:3: error: lone high surrogate '\ud83d' in string; expected a low surrogate escape (\uDC00 to \uDFFF) after it"#),
    MalformedCase(#""\uD83Dx""#,
      #"in.json:1:2: error: lone high surrogate '\uD83D' in string; expected a low surrogate escape (\uDC00 to \uDFFF) after it"#),
    MalformedCase(#""\uD83D\uD83D""#,
      #"in.json:1:2: error: lone high surrogate '\uD83D' in string; expected a low surrogate escape (\uDC00 to \uDFFF) after it"#),
    MalformedCase(#""\ud83d\n""#,
      #"in.json:1:2: error: lone high surrogate '\ud83d' in string; expected a low surrogate escape (\uDC00 to \uDFFF) after it"#),
    MalformedCase(#""\ud83d\u12""#,
      #"in.json:1:8: error: invalid \u escape in string; expected 4 hexadecimal digits, found '"'"#),
  ])
  func badEscapes(_ test: MalformedCase) {
    #expect(JSONReaderProbe.failure(test.input) == test.expected)
  }

  @Test("raw control characters in strings name the escape to write instead", arguments: [
    MalformedCase("\"a\nb\"", #"in.json:1:3: error: unescaped control character U+000A in string; expected the escape \n"#),
    MalformedCase("\"\t\"", #"in.json:1:2: error: unescaped control character U+0009 in string; expected the escape \t"#),
    MalformedCase("\"\r\"", #"in.json:1:2: error: unescaped control character U+000D in string; expected the escape \r"#),
    MalformedCase("\"\u{1F}\"", #"in.json:1:2: error: unescaped control character U+001F in string; expected the escape \u001F"#),
    MalformedCase("[\"ok\", \"a\\n\u{0}\"]",
      #"in.json:1:12: error: unescaped control character U+0000 in string; expected the escape \u0000"#),
  ])
  func controlCharacters(_ test: MalformedCase) {
    #expect(JSONReaderProbe.failure(test.input) == test.expected)
  }

  @Test("invalid UTF-8 is located at its first bad byte, inside and outside strings", arguments: [
    MalformedCase(bytes: quoted([0x61, 0xFF]), "in.json:1:3: error: invalid UTF-8 byte 0xFF in string; \(notUTF8)"),
    MalformedCase(bytes: quoted([0xC0, 0xAF]), "in.json:1:2: error: invalid UTF-8 byte 0xC0 in string; \(notUTF8)"),
    MalformedCase(bytes: quoted([0xE0, 0x80, 0x80]), "in.json:1:2: error: invalid UTF-8 byte 0xE0 in string; \(notUTF8)"),
    MalformedCase(bytes: quoted([0xE2, 0x82]), "in.json:1:2: error: invalid UTF-8 byte 0xE2 in string; \(notUTF8)"),
    MalformedCase(bytes: quoted([0xF0, 0x9F, 0x98]), "in.json:1:2: error: invalid UTF-8 byte 0xF0 in string; \(notUTF8)"),
    MalformedCase(bytes: quoted([0x80]), "in.json:1:2: error: invalid UTF-8 byte 0x80 in string; \(notUTF8)"),
    MalformedCase(bytes: quoted([0xED, 0xA0, 0x80]), "in.json:1:2: error: invalid UTF-8 byte 0xED in string; \(notUTF8)"),
    MalformedCase(bytes: quoted([0xF4, 0x90, 0x80, 0x80]), "in.json:1:2: error: invalid UTF-8 byte 0xF4 in string; \(notUTF8)"),
    MalformedCase(bytes: quoted([0xC3, 0xA9, 0xE2, 0x82, 0x41]), "in.json:1:4: error: invalid UTF-8 byte 0xE2 in string; \(notUTF8)"),
    MalformedCase(bytes: quoted([0x5C, 0x6E, 0xC3, 0xA9, 0xFF]), "in.json:1:6: error: invalid UTF-8 byte 0xFF in string; \(notUTF8)"),
    MalformedCase(bytes: [0x7B] + quoted([0xFE]) + Array(":1}".utf8), "in.json:1:3: error: invalid UTF-8 byte 0xFE in string; \(notUTF8)"),
    MalformedCase(bytes: [0x5B, 0xFF, 0x5D], "in.json:1:2: error: unexpected invalid UTF-8 byte 0xFF; \(anyValue)"),
    MalformedCase(bytes: [0x7B, 0x7D, 0xC0, 0xAF],
      "in.json:1:3: error: unexpected invalid UTF-8 byte 0xC0 after the JSON value; expected end of input"),
    MalformedCase(bytes: [0x5B, 0x31, 0xFE],
      "in.json:1:3: error: expected ',' or ']' after an array element, found invalid UTF-8 byte 0xFE"),
    MalformedCase(bytes: [0x7B, 0x80, 0x7D],
      "in.json:1:2: error: expected a key in double quotes or '}', found invalid UTF-8 byte 0x80"),
    MalformedCase("[é]", "in.json:1:2: error: unexpected 'é'; \(anyValue)"),
    MalformedCase("[\u{0}]", "in.json:1:2: error: unexpected control character U+0000; \(anyValue)"),
    MalformedCase("\u{C}{}", "in.json:1:1: error: unexpected control character U+000C; \(anyValue)"),
  ])
  func invalidUTF8(_ test: MalformedCase) {
    #expect(JSONReaderProbe.failure(test.input) == test.expected)
  }

  @Test("nesting past 512 levels is an error, never a stack overflow", arguments: [
    MalformedCase(String(repeating: "[", count: 513), "in.json:1:513: error: nesting deeper than 512 levels is not supported"),
    MalformedCase(String(repeating: "[", count: 100_000), "in.json:1:513: error: nesting deeper than 512 levels is not supported"),
    MalformedCase(String(repeating: "[", count: 513) + String(repeating: "]", count: 513),
      "in.json:1:513: error: nesting deeper than 512 levels is not supported"),
    MalformedCase(String(repeating: #"{"a":"#, count: 100_000), "in.json:1:2561: error: nesting deeper than 512 levels is not supported"),
    MalformedCase(String(repeating: #"[{"a":"#, count: 50_000), "in.json:1:1537: error: nesting deeper than 512 levels is not supported"),
  ])
  func depth(_ test: MalformedCase) {
    #expect(JSONReaderProbe.failure(test.input) == test.expected)
    #expect(JSONReaderProbe.failure(test.input, multipleDocuments: true) == test.expected)
  }

  @Test("JSON Lines: documents must be separated, and errors name their line", arguments: [
    MalformedCase("{}{}",
      "in.json:1:3: error: unexpected '{' right after the JSON value; expected whitespace or a line break before the next document"),
    MalformedCase(#""a""b""#,
      #"in.json:1:4: error: unexpected '"' right after the JSON value; expected whitespace or a line break before the next document"#),
    MalformedCase("truefalse", "in.json:1:1: error: 'truefalse' is not valid JSON; \(anyValue)"),
    MalformedCase("1\n2-3",
      "in.json:2:2: error: unexpected '-' right after the JSON value; expected whitespace or a line break before the next document"),
    MalformedCase("{\"a\":1}\n{\"a\":2,}\n", "in.json:2:7: error: trailing comma before '}' is not allowed"),
    MalformedCase("{}\n\n[", "in.json:3:2: error: unexpected end of input inside an array; expected a value or ']'"),
    MalformedCase("\n", "in.json:2:1: error: empty input; expected a JSON value"),
  ])
  func jsonLines(_ test: MalformedCase) {
    #expect(JSONReaderProbe.failure(test.input, multipleDocuments: true) == test.expected)
  }
}

// MARK: - Robustness

/// A valid sample and the prefix lengths that are themselves complete documents.
struct RobustnessSample: Sendable, CustomTestStringConvertible {
  let text: String
  let completePrefixes: Set<Int>
  var multipleDocuments = false

  var testDescription: String { JSONReaderProbe.escaped(Array(text.utf8)) }
}

private let samples: [RobustnessSample] = [
  RobustnessSample(
    text: #"{"name": "Ada", "tags": ["x", "\u00e9\ud83d\ude00"], "n": -12.5e-3, "ok": true, "z": null}"#,
    completePrefixes: [90]),
  RobustnessSample(text: "[1, [2, {\"a\": [false]}], \"é😀\", {}, []]\n", completePrefixes: [42, 43]),
  RobustnessSample(text: "-12.5e+10", completePrefixes: [2, 3, 5, 8, 9]),
  RobustnessSample(text: #""a\"b\\c\u0041\/""#, completePrefixes: [17]),
  RobustnessSample(text: " null", completePrefixes: [5]),
  RobustnessSample(text: "{\"a\":1}\n[2]\n30", completePrefixes: [7, 8, 11, 12, 13, 14], multipleDocuments: true),
]

/// Whether `location` points into `bytes` (or just past its end) and agrees with its lines.
private func isWithin(_ bytes: [UInt8], _ location: MantleGenCore.SourceLocation?) -> Bool {
  guard let location, location.file == JSONReaderProbe.file else { return false }
  var lineStart = 0
  for _ in 1..<max(1, location.line) {
    guard let newline = bytes[lineStart...].firstIndex(of: 0x0A) else { return false }
    lineStart = newline + 1
  }
  let lineEnd = bytes[lineStart...].firstIndex(of: 0x0A) ?? bytes.count
  let skipped = location.line == 1 && bytes.starts(with: byteOrderMark) ? 3 : 0
  return location.line >= 1 && location.column >= 1 && lineStart + skipped + location.column - 1 <= lineEnd
}

@Suite("The reader never crashes and never accepts malformed input")
struct JSONReaderRobustnessTests {
  @Test("every truncation of a valid sample is an error, unless it is itself complete", arguments: samples)
  func truncations(_ sample: RobustnessSample) {
    let bytes = Array(sample.text.utf8)
    #expect(JSONReaderProbe.failure(bytes, multipleDocuments: sample.multipleDocuments) == nil)
    for length in 0..<bytes.count {
      let prefix = Array(bytes[..<length])
      let diagnostic = JSONReaderProbe.diagnostic(prefix, multipleDocuments: sample.multipleDocuments)
      if sample.completePrefixes.contains(length) {
        #expect(diagnostic == nil, "the first \(length) bytes are a complete document")
      } else {
        #expect(diagnostic != nil, "the first \(length) bytes were accepted")
        #expect(isWithin(prefix, diagnostic?.location), "\(length) bytes: \(String(describing: diagnostic))")
      }
    }
  }

  @Test("random byte changes give a located diagnostic or a document, never a crash", arguments: samples)
  func byteFlips(_ sample: RobustnessSample) {
    let interesting = Array(#"{}[]",:\ 0123456789.eE+-utfn"#.utf8) + [0x00, 0x0A, 0x7F, 0x80, 0xBF, 0xC3, 0xED, 0xEF, 0xF4, 0xFF]
    var random = SeededGenerator(state: UInt64(sample.text.utf8.count))
    let original = Array(sample.text.utf8)
    for _ in 0..<400 {
      var bytes = original
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        let index = Int.random(in: 0..<bytes.count, using: &random)
        bytes[index] = Bool.random(using: &random) ? interesting.randomElement(using: &random)! : UInt8.random(in: 0...255, using: &random)
      }
      if let diagnostic = JSONReaderProbe.diagnostic(bytes, multipleDocuments: sample.multipleDocuments) {
        #expect(isWithin(bytes, diagnostic.location), "\(JSONReaderProbe.escaped(bytes)): \(diagnostic)")
      }
    }
  }

  @Test("every single byte, alone and inside brackets or quotes, is accepted exactly when JSON allows it")
  func singleBytes() {
    let whitespace: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
    for byte in UInt8.min...UInt8.max {
      let isDigit = (0x30...0x39).contains(byte)
      let isPlainCharacter = (0x20...0x7F).contains(byte) && byte != 0x22 && byte != 0x5C
      for (input, valid) in [
        ([byte], isDigit), ([0x5B, byte, 0x5D], isDigit || whitespace.contains(byte)),
        ([0x7B, byte, 0x7D], whitespace.contains(byte)), ([0x22, byte, 0x22], isPlainCharacter),
      ] {
        let diagnostic = JSONReaderProbe.diagnostic(input)
        #expect((diagnostic == nil) == valid, "\(JSONReaderProbe.escaped(input)): \(String(describing: diagnostic))")
        if let diagnostic { #expect(isWithin(input, diagnostic.location), "\(diagnostic)") }
      }
    }
  }
}
