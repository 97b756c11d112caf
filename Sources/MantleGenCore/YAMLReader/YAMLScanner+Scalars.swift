extension YAMLScanner {
  // MARK: - Plain scalars

  mutating func fetchPlainScalar() throws(Diagnostic) {
    try savePossibleSimpleKey()
    allowsSimpleKey = false
    let start = mark
    let text = scanPlainScalar()
    append(.scalar(text, .plain), at: start)
  }

  /// A plain scalar: words separated by spaces, continued on more indented lines (folded: one line
  /// break becomes a space, more become line breaks) until `: `, ` #`, a flow indicator in flow
  /// context, a less indented line, a comment line or a document marker.
  private mutating func scanPlainScalar() -> String {
    var text: [UInt8] = []
    var pending: [UInt8] = []
    let minimumIndent = indent + 1
    while peek() != UInt8(ascii: "#") {
      var length = 0
      while true {
        let byte = peek(length)
        if YAMLByte.isBlankOrEnd(byte) { break }
        if flowLevel > 0, YAMLByte.isFlowIndicator(byte) { break }
        if byte == UInt8(ascii: ":") {
          let next = peek(length + 1)
          if YAMLByte.isBlankOrEnd(next) || (flowLevel > 0 && YAMLByte.isFlowIndicator(next)) { break }
        }
        length += 1
      }
      if length == 0 { break }
      allowsSimpleKey = false
      text += pending
      text += bytes[index..<(index + length)]
      index += length
      guard let separation = scanPlainSeparation(minimumIndent: minimumIndent), !separation.isEmpty else { break }
      pending = separation
      if peek() == UInt8(ascii: "#") || (flowLevel == 0 && column < minimumIndent) { break }
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// The white space after a word of a plain scalar, as it folds: the spaces themselves on one
  /// line, a space for one line break, `\n` for each further one. `nil` when a document marker
  /// ends the scalar. A tab in the indentation of a continuation line ends the scalar (the next
  /// token then reports it).
  private mutating func scanPlainSeparation(minimumIndent: Int) -> [UInt8]? {
    let whiteStart = index
    while YAMLByte.isWhite(peek()) { index += 1 }
    guard YAMLByte.isBreak(peek()) else { return Array(bytes[whiteStart..<index]) }
    skipLineBreak()
    allowsSimpleKey = true
    var breaks = 0
    while true {
      if isDocumentMarker(UInt8(ascii: "-")) || isDocumentMarker(UInt8(ascii: ".")) { return nil }
      while peek() == YAMLByte.space { index += 1 }
      if peek() == YAMLByte.tab {
        if flowLevel == 0, column < minimumIndent {
          var ahead = index
          while ahead < bytes.count, YAMLByte.isWhite(bytes[ahead]) { ahead += 1 }
          guard ahead == bytes.count || YAMLByte.isBreak(bytes[ahead]) else { break }
          index = ahead
        } else {
          while YAMLByte.isWhite(peek()) { index += 1 }
        }
      }
      guard skipLineBreak() else { break }
      breaks += 1
    }
    return breaks == 0 ? [YAMLByte.space] : [UInt8](repeating: YAMLByte.lineFeed, count: breaks)
  }

  // MARK: - Quoted scalars

  mutating func fetchQuotedScalar(double: Bool) throws(Diagnostic) {
    try savePossibleSimpleKey()
    allowsSimpleKey = false
    let start = mark
    let text = try scanQuotedScalar(double: double, start: start)
    followsJSONLikeNode = true
    append(.scalar(text, double ? .doubleQuoted : .singleQuoted), at: start)
  }

  /// A single-quoted (`''` is a quote) or double-quoted (backslash escapes) scalar; line breaks fold
  /// as in plain scalars, and white space around them is dropped.
  private mutating func scanQuotedScalar(double: Bool, start: YAMLMark) throws(Diagnostic) -> String {
    let quote = double ? UInt8(ascii: "\"") : UInt8(ascii: "'")
    var text: [UInt8] = []
    index += 1
    while true {
      let byte = peek()
      switch byte {
      case quote:
        if !double, peek(1) == quote {
          text.append(quote)
          index += 2
          continue
        }
        index += 1
        return String(decoding: text, as: UTF8.self)
      case UInt8(ascii: "\\") where double:
        try scanEscape(into: &text, start: start)
      case YAMLByte.space, YAMLByte.tab, YAMLByte.lineFeed, YAMLByte.carriageReturn:
        try scanQuotedWhiteSpace(into: &text, double: double, start: start)
      case YAMLByte.end:
        throw unclosedQuote(double: double, start: start)
      default:
        text.append(byte)
        index += 1
      }
    }
  }

  private func unclosedQuote(double: Bool, start: YAMLMark) -> Diagnostic {
    let kind = double ? "double-quoted" : "single-quoted"
    let quote = double ? "'\"'" : "\"'\""
    return error("this \(kind) scalar is not closed: the input ends before its closing \(quote)", at: start)
  }

  /// White space inside a quoted scalar: kept within a line, folded across lines.
  private mutating func scanQuotedWhiteSpace(into text: inout [UInt8], double: Bool, start: YAMLMark)
    throws(Diagnostic)
  {
    let whiteStart = index
    while YAMLByte.isWhite(peek()) { index += 1 }
    if peek() == YAMLByte.end { throw unclosedQuote(double: double, start: start) }
    guard YAMLByte.isBreak(peek()) else {
      text += bytes[whiteStart..<index]
      return
    }
    skipLineBreak()
    let breaks = try scanQuotedBreaks(double: double, start: start)
    if breaks == 0 {
      text.append(YAMLByte.space)
    } else {
      text += [UInt8](repeating: YAMLByte.lineFeed, count: breaks)
    }
  }

  /// Skips the indentation of continuation lines of a quoted scalar; the number of empty lines.
  private mutating func scanQuotedBreaks(double: Bool, start: YAMLMark) throws(Diagnostic) -> Int {
    var breaks = 0
    while true {
      if isDocumentMarker(UInt8(ascii: "-")) || isDocumentMarker(UInt8(ascii: ".")) {
        throw error(
          "a document marker ('---' or '...') inside a quoted scalar; is the quote that starts at line "
            + "\(start.line), column \(start.column + 1) missing its closing quote?")
      }
      while YAMLByte.isWhite(peek()) { index += 1 }
      if peek() == YAMLByte.end { throw unclosedQuote(double: double, start: start) }
      guard skipLineBreak() else { return breaks }
      breaks += 1
    }
  }

  /// One backslash escape of a double-quoted scalar (YAML 1.2 §5.7), or an escaped line break.
  private mutating func scanEscape(into text: inout [UInt8], start: YAMLMark) throws(Diagnostic) {
    let escapeStart = mark
    index += 1
    let byte = peek()
    let simple: [UInt8]?
    switch byte {
    case UInt8(ascii: "0"): simple = [0]
    case UInt8(ascii: "a"): simple = [0x07]
    case UInt8(ascii: "b"): simple = [0x08]
    case UInt8(ascii: "t"), YAMLByte.tab: simple = [0x09]
    case UInt8(ascii: "n"): simple = [0x0A]
    case UInt8(ascii: "v"): simple = [0x0B]
    case UInt8(ascii: "f"): simple = [0x0C]
    case UInt8(ascii: "r"): simple = [0x0D]
    case UInt8(ascii: "e"): simple = [0x1B]
    case YAMLByte.space, UInt8(ascii: "\""), UInt8(ascii: "/"), UInt8(ascii: "\\"): simple = [byte]
    case UInt8(ascii: "N"): simple = [0xC2, 0x85]
    case UInt8(ascii: "_"): simple = [0xC2, 0xA0]
    case UInt8(ascii: "L"): simple = [0xE2, 0x80, 0xA8]
    case UInt8(ascii: "P"): simple = [0xE2, 0x80, 0xA9]
    default: simple = nil
    }
    if let simple {
      text += simple
      index += 1
      return
    }
    switch byte {
    case UInt8(ascii: "x"): try appendCodePoint(digits: 2, into: &text, escapeStart: escapeStart)
    case UInt8(ascii: "u"): try appendCodePoint(digits: 4, into: &text, escapeStart: escapeStart)
    case UInt8(ascii: "U"): try appendCodePoint(digits: 8, into: &text, escapeStart: escapeStart)
    case YAMLByte.lineFeed, YAMLByte.carriageReturn:
      // An escaped line break joins the lines without a space.
      skipLineBreak()
      let breaks = try scanQuotedBreaks(double: true, start: start)
      text += [UInt8](repeating: YAMLByte.lineFeed, count: breaks)
    case YAMLByte.end:
      throw unclosedQuote(double: true, start: start)
    default:
      let escaped = byte > 0x20 && byte < 0x7F ? "'\\\(Character(Unicode.Scalar(byte)))'" : describeByte(at: index)
      throw error("unknown escape \(escaped) in a double-quoted scalar", at: escapeStart)
    }
  }

  /// `\xXX`, `\uXXXX` or `\UXXXXXXXX`; a UTF-16 surrogate pair written as two `\u` escapes is joined.
  private mutating func appendCodePoint(digits: Int, into text: inout [UInt8], escapeStart: YAMLMark)
    throws(Diagnostic)
  {
    index += 1
    var value = try readHex(digits: digits, escapeStart: escapeStart)
    if digits == 4, (0xD800..<0xDC00).contains(value), peek() == UInt8(ascii: "\\"), peek(1) == UInt8(ascii: "u") {
      let low = index
      index += 2
      let second = try readHex(digits: 4, escapeStart: escapeStart)
      if (0xDC00..<0xE000).contains(second) {
        value = 0x10000 + ((value - 0xD800) << 10) + (second - 0xDC00)
      } else {
        index = low
      }
    }
    guard let scalar = Unicode.Scalar(value) else {
      throw error(
        "the escape '\\\(digits == 8 ? "U" : digits == 4 ? "u" : "x")\(String(value, radix: 16, uppercase: true))' "
          + "is not a Unicode scalar value (a lone surrogate or beyond U+10FFFF)",
        at: escapeStart)
    }
    text += Array(String(Character(scalar)).utf8)
  }

  private mutating func readHex(digits: Int, escapeStart: YAMLMark) throws(Diagnostic) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<digits {
      guard let digit = YAMLByte.hexValue(peek()) else {
        throw error(
          "expected \(digits) hexadecimal digits in this escape, found \(describeByte(at: index))", at: escapeStart)
      }
      value = value &<< 4 | digit
      index += 1
    }
    return value
  }
}
