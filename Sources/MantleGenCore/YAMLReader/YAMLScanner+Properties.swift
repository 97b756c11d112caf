extension YAMLScanner {
  // MARK: - Anchors, aliases and tags

  mutating func fetchAnchorOrAlias(isAlias: Bool) throws(Diagnostic) {
    try savePossibleSimpleKey()
    allowsSimpleKey = false
    let start = mark
    index += 1
    let nameStart = index
    while !YAMLByte.isBlankOrEnd(peek()), !YAMLByte.isFlowIndicator(peek()) { index += 1 }
    guard index > nameStart else {
      throw error("expected a name after '\(isAlias ? "*" : "&")', found \(describeByte(at: index))", at: start)
    }
    let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
    append(isAlias ? .alias(name) : .anchor(name), at: start)
  }

  mutating func fetchTag() throws(Diagnostic) {
    try savePossibleSimpleKey()
    allowsSimpleKey = false
    let start = mark
    let handle: String
    let suffix: String
    if peek(1) == UInt8(ascii: "<") {
      // Verbatim: !<tag:yaml.org,2002:str>
      index += 2
      let tagStart = index
      while peek() != UInt8(ascii: ">") {
        guard !YAMLByte.isBlankOrEnd(peek()) else { throw error("expected '>' to close the verbatim tag", at: start) }
        index += 1
      }
      (handle, suffix) = ("", String(decoding: bytes[tagStart..<index], as: UTF8.self))
      index += 1
    } else {
      // !suffix, !!suffix or !name!suffix: a handle is the text up to a second '!'.
      var ahead = 1
      while !YAMLByte.isBlankOrEnd(peek(ahead)), peek(ahead) != UInt8(ascii: "!"),
        !(flowLevel > 0 && YAMLByte.isFlowIndicator(peek(ahead)))
      {
        ahead += 1
      }
      let handleLength = peek(ahead) == UInt8(ascii: "!") ? ahead + 1 : 1
      handle = String(decoding: bytes[index..<(index + handleLength)], as: UTF8.self)
      index += handleLength
      let suffixStart = index
      while !YAMLByte.isBlankOrEnd(peek()), !YAMLByte.isFlowIndicator(peek()) { index += 1 }
      suffix = String(decoding: bytes[suffixStart..<index], as: UTF8.self)
    }
    guard YAMLByte.isBlankOrEnd(peek()) || (flowLevel > 0 && YAMLByte.isFlowIndicator(peek())) else {
      throw error("expected a space after the tag, found \(describeByte(at: index))")
    }
    append(.tag(handle: handle, suffix: suffix), at: start)
  }

  // MARK: - Directives

  /// `%YAML 1.2`, `%TAG !e! tag:example.com,2000:`; other directives are skipped.
  mutating func fetchDirective() throws(Diagnostic) {
    unwindIndent(to: -1)
    try removePossibleSimpleKey()
    allowsSimpleKey = false
    let start = mark
    index += 1
    let name = readWord()
    switch name {
    case "YAML":
      skipWhite()
      let version = readWord()
      let parts = version.split(separator: ".", omittingEmptySubsequences: false)
      guard parts.count == 2, let major = Int(parts[0]), let minor = Int(parts[1]) else {
        throw error("expected a version such as 1.2 after %YAML, found '\(version)'", at: start)
      }
      append(.versionDirective(major: major, minor: minor), at: start)
    case "TAG":
      skipWhite()
      let handle = readWord()
      skipWhite()
      let prefix = readWord()
      guard handle.hasPrefix("!"), handle.hasSuffix("!"), !prefix.isEmpty else {
        throw error("expected a handle such as '!e!' and a prefix after %TAG", at: start)
      }
      append(.tagDirective(handle: handle, prefix: prefix), at: start)
    default:
      while !YAMLByte.isBreak(peek()), peek() != YAMLByte.end { index += 1 }
    }
    skipWhite()
    if peek() == UInt8(ascii: "#") {
      while !YAMLByte.isBreak(peek()), peek() != YAMLByte.end { index += 1 }
    }
    guard YAMLByte.isBreak(peek()) || peek() == YAMLByte.end else {
      throw error("unexpected \(describeByte(at: index)) after the directive")
    }
  }

  private mutating func readWord() -> String {
    let start = index
    while !YAMLByte.isBlankOrEnd(peek()) { index += 1 }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  private mutating func skipWhite() {
    while YAMLByte.isWhite(peek()) { index += 1 }
  }

  // MARK: - Block scalars

  mutating func fetchBlockScalar(folded: Bool) throws(Diagnostic) {
    allowsSimpleKey = true
    try removePossibleSimpleKey()
    let start = mark
    let text = try scanBlockScalar(folded: folded, start: start)
    append(.scalar(text, folded ? .folded : .literal), at: start)
  }

  /// Chomping: how the final line break and trailing empty lines are kept.
  private enum Chomping {
    /// `-`: none of them.
    case strip
    /// The default: the final line break only.
    case clip
    /// `+`: all of them.
    case keep
  }

  /// A literal (`|`) or folded (`>`) scalar with its header's chomping and indentation indicators.
  private mutating func scanBlockScalar(folded: Bool, start: YAMLMark) throws(Diagnostic) -> String {
    index += 1
    var chomping = Chomping.clip
    var increment: Int?
    for _ in 0..<2 {
      let byte = peek()
      if chomping == .clip, byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") {
        chomping = byte == UInt8(ascii: "+") ? .keep : .strip
      } else if increment == nil, byte >= UInt8(ascii: "1"), byte <= UInt8(ascii: "9") {
        increment = Int(byte - UInt8(ascii: "0"))
      } else if byte == UInt8(ascii: "0") {
        throw error("a block scalar's indentation indicator must be 1 to 9, not 0")
      } else {
        break
      }
      index += 1
    }
    let headerEnd = index
    skipWhite()
    if peek() == UInt8(ascii: "#"), index > headerEnd {
      while !YAMLByte.isBreak(peek()), peek() != YAMLByte.end { index += 1 }
    }
    guard skipLineBreak() || peek() == YAMLByte.end else {
      throw error(
        "expected a line break after the block scalar header '\(folded ? ">" : "|")' (its text starts on the "
          + "next line), found \(describeByte(at: index))")
    }
    let contentIndent: Int
    var breaks: Int
    if let increment {
      contentIndent = max(indent, 0) + increment
      breaks = skipBlockScalarBreaks(indent: contentIndent)
    } else {
      // At the top level (indent -1) the text may start in column 0.
      (contentIndent, breaks) = try detectBlockScalarIndentation(minimum: indent + 1)
    }
    var text: [UInt8] = []
    var endsWithBreak = false
    while column == contentIndent, peek() != YAMLByte.end,
      column > 0 || !(isDocumentMarker(UInt8(ascii: "-")) || isDocumentMarker(UInt8(ascii: ".")))
    {
      text += [UInt8](repeating: YAMLByte.lineFeed, count: breaks)
      let startsWithWhite = YAMLByte.isWhite(peek())
      let lineStart = index
      while !YAMLByte.isBreak(peek()), peek() != YAMLByte.end { index += 1 }
      text += bytes[lineStart..<index]
      endsWithBreak = skipLineBreak()
      breaks = skipBlockScalarBreaks(indent: contentIndent)
      guard column == contentIndent, peek() != YAMLByte.end,
        column > 0 || !(isDocumentMarker(UInt8(ascii: "-")) || isDocumentMarker(UInt8(ascii: ".")))
      else { break }
      if folded, endsWithBreak, !startsWithWhite, !YAMLByte.isWhite(peek()) {
        if breaks == 0 { text.append(YAMLByte.space) }
      } else if endsWithBreak {
        text.append(YAMLByte.lineFeed)
      }
    }
    if chomping != .strip, endsWithBreak { text.append(YAMLByte.lineFeed) }
    if chomping == .keep { text += [UInt8](repeating: YAMLByte.lineFeed, count: breaks) }
    return String(decoding: text, as: UTF8.self)
  }

  /// Finds the indentation of a block scalar without an indicator: that of its first non-empty
  /// line (at least `minimum`); returns it with the number of empty lines before that line.
  private mutating func detectBlockScalarIndentation(minimum: Int) throws(Diagnostic) -> (indent: Int, breaks: Int) {
    var breaks = 0
    var widestEmptyLine = 0
    var widestMark = mark
    while true {
      while peek() == YAMLByte.space { index += 1 }
      guard YAMLByte.isBreak(peek()) else { break }
      if column > widestEmptyLine { (widestEmptyLine, widestMark) = (column, mark) }
      skipLineBreak()
      breaks += 1
    }
    let contentIndent = max(minimum, column)
    if peek() != YAMLByte.end, column >= minimum, widestEmptyLine > column {
      throw error(
        "a leading empty line of this block scalar has more spaces (\(widestEmptyLine)) than its first line "
          + "of text (\(column))",
        at: widestMark)
    }
    return (contentIndent, breaks)
  }

  /// Skips empty lines and the indentation (up to `indent`) of a block scalar's lines; the number
  /// of line breaks skipped.
  private mutating func skipBlockScalarBreaks(indent: Int) -> Int {
    var breaks = 0
    while true {
      while column < indent, peek() == YAMLByte.space { index += 1 }
      guard YAMLByte.isBreak(peek()) else { return breaks }
      skipLineBreak()
      breaks += 1
    }
  }
}
