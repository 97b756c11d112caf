/// The start of a JSON value, as returned by ``JSONReader/readValue()``.
enum JSONToken: Equatable, Sendable {
  /// `{`: read the members with ``JSONReader/nextKey(isFirst:)``.
  case beginObject
  /// `[`: read the elements with ``JSONReader/hasNextElement(isFirst:)``.
  case beginArray
  case string(String)
  case number(JSONNumber)
  case bool(Bool)
  case null
}

/// A pull reader over UTF-8 JSON bytes that keeps positions for its errors.
///
/// It never builds a tree: a consumer asks for one value at a time and walks into objects and arrays
/// itself. Every error is a ``Diagnostic`` located at the offending byte, and nesting deeper than
/// ``maximumDepth`` is an error rather than a stack overflow. Top-level values read one after another
/// (JSON Lines) must be separated by whitespace: `{}{}` and `truefalse` are errors.
struct JSONReader: ~Copyable {
  /// The nesting depth at which reading stops with an error.
  static let defaultMaximumDepth = 512

  let bytes: UnsafeBufferPointer<UInt8>
  let file: String
  let maximumDepth: Int
  /// Offset of the first byte after the byte order mark, if any (0 or 3).
  let startOffset: Int
  /// Offset of the next byte to read.
  var offset: Int
  var depth = 0
  /// Offset just after the last complete top-level value, to require a separator before the next one.
  var documentEnd = -1
  /// Lines counted so far by ``trackedLocation(of:)``.
  var lineScan = LineScan()
  /// Where `bytes` start in the whole file, for locations when reading a file in pieces.
  let origin: ReaderOrigin

  /// Reads `bytes` of the file named `file` (used in diagnostics). A UTF-8 byte order mark is skipped.
  init(bytes: UnsafeBufferPointer<UInt8>, file: String, maximumDepth: Int = JSONReader.defaultMaximumDepth) {
    self.init(bytes: bytes, file: file, maximumDepth: maximumDepth, origin: ReaderOrigin())
  }

  /// Reads `bytes`, a piece of the file that starts at `origin`; a byte order mark is skipped only
  /// at the start of the file.
  init(
    bytes: UnsafeBufferPointer<UInt8>, file: String, maximumDepth: Int = JSONReader.defaultMaximumDepth,
    origin: ReaderOrigin
  ) {
    self.bytes = bytes
    self.file = file
    self.maximumDepth = maximumDepth
    self.origin = origin
    self.startOffset = origin.isStartOfFile ? UTF8Validation.byteOrderMarkLength(of: bytes) : 0
    self.offset = startOffset
  }

  /// Whether only whitespace remains.
  mutating func isAtEnd() -> Bool {
    skipWhitespace()
    return offset >= bytes.count
  }

  /// Fails unless only whitespace remains: a single JSON document must not be followed by anything.
  mutating func expectEnd() throws(Diagnostic) {
    guard isAtEnd() else {
      throw error("unexpected \(describeByte(at: offset)) after the JSON value; expected end of input")
    }
  }

  /// Reads the next value: scalars completely, objects and arrays only their opening bracket.
  mutating func readValue() throws(Diagnostic) -> JSONToken {
    skipWhitespace()
    guard offset < bytes.count else {
      throw error(
        isBlankBeforeOffset ? "empty input; expected a JSON value" : "unexpected end of input; expected a value")
    }
    if offset == documentEnd {
      throw error(
        "unexpected \(describeByte(at: offset)) right after the JSON value; "
          + "expected whitespace or a line break before the next document")
    }
    let scalar: JSONToken
    switch bytes[offset] {
    case UInt8(ascii: "{"):
      try enterContainer()
      return .beginObject
    case UInt8(ascii: "["):
      try enterContainer()
      return .beginArray
    case UInt8(ascii: "\""):
      scalar = .string(try readString())
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      scalar = .number(try readNumber())
    case UInt8(ascii: "t"):
      try readLiteral("true")
      scalar = .bool(true)
    case UInt8(ascii: "f"):
      try readLiteral("false")
      scalar = .bool(false)
    case UInt8(ascii: "n"):
      try readLiteral("null")
      scalar = .null
    default:
      throw unexpectedValueStart()
    }
    if depth == 0 { documentEnd = offset }
    return scalar
  }

  /// Moves to the next member of the object whose `{` was just read and returns its key, or `nil`
  /// after the closing `}`. Pass `isFirst` for the first call after `{`.
  mutating func nextKey(isFirst: Bool) throws(Diagnostic) -> String? {
    skipWhitespace()
    guard offset < bytes.count else {
      throw error(
        "unexpected end of input inside an object; expected \(isFirst ? "a key in double quotes" : "','") or '}'")
    }
    if bytes[offset] == UInt8(ascii: "}") {
      leaveContainer()
      return nil
    }
    if !isFirst {
      guard bytes[offset] == UInt8(ascii: ",") else {
        throw error("expected ',' or '}' after an object member, found \(describeByte(at: offset))")
      }
      let comma = offset
      offset += 1
      skipWhitespace()
      if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
        throw error("trailing comma before '}' is not allowed", at: comma)
      }
    }
    guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
      if offset < bytes.count, bytes[offset] == UInt8(ascii: "'") {
        throw error("single quotes are not valid JSON; expected a key in double quotes")
      }
      let expectation = isFirst ? "a key in double quotes or '}'" : "a key in double quotes"
      throw error(
        offset < bytes.count
          ? "expected \(expectation), found \(describeByte(at: offset))"
          : "unexpected end of input inside an object; expected \(expectation)")
    }
    let key = try readString()
    skipWhitespace()
    guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
      throw error(
        offset < bytes.count
          ? "expected ':' after the object key, found \(describeByte(at: offset))"
          : "unexpected end of input; expected ':' after the object key")
    }
    offset += 1
    return key
  }

  /// Whether another element follows in the array whose `[` was just read; consumes the `]` when not.
  mutating func hasNextElement(isFirst: Bool) throws(Diagnostic) -> Bool {
    skipWhitespace()
    guard offset < bytes.count else {
      throw error("unexpected end of input inside an array; expected \(isFirst ? "a value" : "','") or ']'")
    }
    if bytes[offset] == UInt8(ascii: "]") {
      leaveContainer()
      return false
    }
    if !isFirst {
      guard bytes[offset] == UInt8(ascii: ",") else {
        throw error("expected ',' or ']' after an array element, found \(describeByte(at: offset))")
      }
      let comma = offset
      offset += 1
      skipWhitespace()
      if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
        throw error("trailing comma before ']' is not allowed", at: comma)
      }
    }
    return true
  }

  /// Skips the rest of the value whose token was just read (used where only the shape so far matters).
  mutating func skipRest(of token: JSONToken) throws(Diagnostic) {
    switch token {
    case .beginObject:
      var isFirst = true
      while try nextKey(isFirst: isFirst) != nil {
        isFirst = false
        try skipRest(of: readValue())
      }
    case .beginArray:
      var isFirst = true
      while try hasNextElement(isFirst: isFirst) {
        isFirst = false
        try skipRest(of: readValue())
      }
    case .string, .number, .bool, .null:
      break
    }
  }

  // MARK: - Scalars

  private mutating func enterContainer() throws(Diagnostic) {
    guard depth < maximumDepth else {
      throw error("nesting deeper than \(maximumDepth) levels is not supported")
    }
    depth += 1
    offset += 1
  }

  private mutating func leaveContainer() {
    offset += 1
    depth -= 1
    if depth == 0 { documentEnd = offset }
  }

  private mutating func readLiteral(_ literal: StaticString) throws(Diagnostic) {
    let start = offset
    var index = 0
    literal.withUTF8Buffer { expected in
      while index < expected.count, offset < bytes.count, bytes[offset] == expected[index] {
        offset += 1
        index += 1
      }
    }
    guard index == literal.utf8CodeUnitCount, offset == bytes.count || !isLetter(bytes[offset]) else {
      offset = start
      throw unexpectedValueStart()
    }
  }

  private mutating func readNumber() throws(Diagnostic) -> JSONNumber {
    let start = offset
    var isInteger = true
    if bytes[offset] == UInt8(ascii: "-") {
      offset += 1
      if offset < bytes.count, isLetter(bytes[offset]) {
        offset = start
        throw unexpectedValueStart()  // -Infinity, -NaN
      }
      try expectDigit("after '-'")
    }
    if bytes[offset] == UInt8(ascii: "0") {
      offset += 1
      if offset < bytes.count, isDigit(bytes[offset]) {
        throw error("leading zeros are not allowed in numbers", at: offset - 1)
      }
    } else {
      skipDigits()
    }
    if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
      isInteger = false
      offset += 1
      try expectDigit("after '.'")
      skipDigits()
    }
    if offset < bytes.count, bytes[offset] | 0x20 == UInt8(ascii: "e") {
      isInteger = false
      offset += 1
      if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") {
        offset += 1
      }
      try expectDigit("in the exponent")
      skipDigits()
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
    return JSONNumber(text: text, isInteger: isInteger)
  }

  private func expectDigit(_ place: String) throws(Diagnostic) {
    guard offset < bytes.count, isDigit(bytes[offset]) else {
      throw error("expected a digit \(place), found \(describeByte(at: offset))")
    }
  }

  private mutating func skipDigits() {
    while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 }
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private func isLetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
  }

  mutating func skipWhitespace() {
    while offset < bytes.count {
      switch bytes[offset] {
      case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
        offset += 1
      default:
        return
      }
    }
  }

  /// Whether nothing but whitespace precedes `offset` (after the byte order mark).
  private var isBlankBeforeOffset: Bool {
    UnsafeBufferPointer(rebasing: bytes[startOffset..<offset]).allSatisfy { byte in
      byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
        || byte == UInt8(ascii: "\r")
    }
  }

  /// The error for a byte that cannot start a value: names a whole word such as `NaN` or `-Infinity`.
  private func unexpectedValueStart() -> Diagnostic {
    let byte = bytes[offset]
    let wordStart = byte == UInt8(ascii: "-") ? offset + 1 : offset
    if wordStart < bytes.count, isLetter(bytes[wordStart]) {
      var end = wordStart
      while end < bytes.count, end - offset < 20, isLetter(bytes[end]) { end += 1 }
      let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
      return error("'\(word)' is not valid JSON; expected a value (object, array, string, number, true, false or null)")
    }
    if byte == UInt8(ascii: "'") {
      return error("single quotes are not valid JSON; expected a string in double quotes")
    }
    if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
      return error("unexpected \(describeByte(at: offset)); expected a value")
    }
    return error(
      "unexpected \(describeByte(at: offset)); expected a value (object, array, string, number, true, false or null)")
  }
}
