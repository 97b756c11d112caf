extension JSONReader {
  /// Reads a string whose opening quote is at `offset`: escapes decoded, UTF-8 validated.
  mutating func readString() throws(Diagnostic) -> String {
    let quote = offset
    offset += 1
    let start = offset
    var isASCII = true
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == UInt8(ascii: "\"") {
        let content = UnsafeBufferPointer(rebasing: bytes[start..<offset])
        offset += 1
        if isASCII { return String(decoding: content, as: UTF8.self) }
        return try validated(content, rawRange: start..<(offset - 1))
      }
      if byte == UInt8(ascii: "\\") { return try readEscapedString(from: start, quote: quote) }
      if byte < 0x20 { throw controlCharacterError(byte) }
      if byte >= 0x80 { isASCII = false }
      offset += 1
    }
    throw error("unterminated string; expected a closing '\"'", at: quote)
  }

  /// The slow path for strings with escapes: decodes into a scratch buffer.
  private mutating func readEscapedString(from start: Int, quote: Int) throws(Diagnostic) -> String {
    var scratch = [UInt8](UnsafeBufferPointer(rebasing: bytes[start..<offset]))
    while offset < bytes.count {
      let byte = bytes[offset]
      switch byte {
      case UInt8(ascii: "\""):
        offset += 1
        return try scratch.withUnsafeBufferPointer { buffer throws(Diagnostic) in
          try validated(buffer, rawRange: start..<(offset - 1))
        }
      case UInt8(ascii: "\\"):
        try readEscape(into: &scratch)
      case 0..<0x20:
        throw controlCharacterError(byte)
      default:
        scratch.append(byte)
        offset += 1
      }
    }
    throw error("unterminated string; expected a closing '\"'", at: quote)
  }

  private mutating func readEscape(into scratch: inout [UInt8]) throws(Diagnostic) {
    let escapeStart = offset
    offset += 1
    guard offset < bytes.count else {
      throw error("unterminated string; expected an escape character after '\\'", at: escapeStart)
    }
    let simple: UInt8?
    switch bytes[offset] {
    case UInt8(ascii: "\""): simple = UInt8(ascii: "\"")
    case UInt8(ascii: "\\"): simple = UInt8(ascii: "\\")
    case UInt8(ascii: "/"): simple = UInt8(ascii: "/")
    case UInt8(ascii: "b"): simple = 0x08
    case UInt8(ascii: "f"): simple = 0x0C
    case UInt8(ascii: "n"): simple = 0x0A
    case UInt8(ascii: "r"): simple = 0x0D
    case UInt8(ascii: "t"): simple = 0x09
    case UInt8(ascii: "u"): simple = nil
    default:
      throw invalidEscape(at: escapeStart)
    }
    if let simple {
      scratch.append(simple)
      offset += 1
      return
    }
    offset += 1
    let unit = try readHexQuad(escapeStart: escapeStart)
    var scalarValue = UInt32(unit)
    if (0xD800...0xDBFF).contains(unit) {
      let hasLow =
        offset + 1 < bytes.count && bytes[offset] == UInt8(ascii: "\\") && bytes[offset + 1] == UInt8(ascii: "u")
      guard hasLow else { throw loneSurrogate(isHigh: true, at: escapeStart) }
      let lowStart = offset
      offset += 2
      let low = try readHexQuad(escapeStart: lowStart)
      guard (0xDC00...0xDFFF).contains(low) else { throw loneSurrogate(isHigh: true, at: escapeStart) }
      scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
    } else if (0xDC00...0xDFFF).contains(unit) {
      throw loneSurrogate(isHigh: false, at: escapeStart)
    }
    guard let scalar = Unicode.Scalar(scalarValue) else { throw loneSurrogate(isHigh: false, at: escapeStart) }
    scratch.append(contentsOf: UTF8.encode(scalar)!)
  }

  private mutating func readHexQuad(escapeStart: Int) throws(Diagnostic) -> UInt16 {
    var value: UInt16 = 0
    for _ in 0..<4 {
      guard offset < bytes.count, let digit = hexValue(bytes[offset]) else {
        throw error(
          "invalid \\u escape in string; expected 4 hexadecimal digits, found \(describeByte(at: offset))",
          at: escapeStart)
      }
      value = value << 4 | UInt16(digit)
      offset += 1
    }
    return value
  }

  private func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  /// The error for a backslash at `position` followed by a character that does not make an escape.
  private func invalidEscape(at position: Int) -> Diagnostic {
    let expectation = #"expected one of \" \\ \/ \b \f \n \r \t \uXXXX"#
    let next = position + 1
    let byte = bytes[next]
    guard byte >= 0x20, byte != 0x7F, utf8SequenceLength(at: next, limit: bytes.count) > 0 else {
      let found = describeByte(at: next)
      return error("invalid escape sequence in string: '\\' followed by \(found); \(expectation)", at: position)
    }
    return error("invalid escape sequence '\\\(describeCharacter(at: next))' in string; \(expectation)", at: position)
  }

  /// The error for the surrogate escape at `position`, quoted as written (`\ud83d`).
  private func loneSurrogate(isHigh: Bool, at position: Int) -> Diagnostic {
    let written = String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<(position + 6)]), as: UTF8.self)
    return error(
      isHigh
        ? "lone high surrogate '\(written)' in string; expected a low surrogate escape (\\uDC00 to \\uDFFF) after it"
        : "lone low surrogate '\(written)' in string; expected a high surrogate escape (\\uD800 to \\uDBFF) before it",
      at: position)
  }

  private func controlCharacterError(_ byte: UInt8) -> Diagnostic {
    let escape: String
    switch byte {
    case 0x08: escape = "\\b"
    case 0x09: escape = "\\t"
    case 0x0A: escape = "\\n"
    case 0x0C: escape = "\\f"
    case 0x0D: escape = "\\r"
    default: escape = "\\u" + unicodeName(UInt32(byte)).dropFirst(2)
    }
    return error("unescaped control character \(unicodeName(UInt32(byte))) in string; expected the escape \(escape)")
  }

  /// Decodes `content` as UTF-8, or fails at the first invalid byte of `rawRange` in the input.
  private func validated(_ content: UnsafeBufferPointer<UInt8>, rawRange: Range<Int>) throws(Diagnostic) -> String {
    if let string = String(validating: content, as: UTF8.self) { return string }
    let bad = firstInvalidUTF8Offset(in: rawRange) ?? rawRange.lowerBound
    let hex = String(bytes[bad], radix: 16, uppercase: true)
    throw error("invalid UTF-8 byte 0x\(hex) in string; JSON text must be UTF-8", at: bad)
  }

  /// The offset of the first byte in `range` that does not start or continue a valid UTF-8 sequence.
  func firstInvalidUTF8Offset(in range: Range<Int>) -> Int? {
    var index = range.lowerBound
    while index < range.upperBound {
      let length = utf8SequenceLength(at: index, limit: range.upperBound)
      guard length > 0 else { return index }
      index += length
    }
    return nil
  }

  /// Length of the valid UTF-8 sequence at `index`, or 0 when it is not valid.
  func utf8SequenceLength(at index: Int, limit: Int) -> Int {
    UTF8Validation.sequenceLength(in: UnsafeBufferPointer(rebasing: bytes[..<limit]), at: index)
  }
}
