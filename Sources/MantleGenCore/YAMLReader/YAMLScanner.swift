/// Splits YAML text into tokens, the way the YAML reference parsers (libyaml, PyYAML) do: block
/// structure comes from indentation (``YAMLTokenKind/blockMappingStart`` … ``YAMLTokenKind/blockEnd``),
/// and an implicit mapping key is remembered as a "possible simple key" until its `:` is found,
/// when a ``YAMLTokenKind/key`` token is inserted before it.
///
/// Every problem is a ``Diagnostic`` located at the offending byte. The scanner keeps no recursion;
/// tokens are produced on demand, never more than about 1,024 bytes ahead of the parser.
struct YAMLScanner {
  /// A place where an implicit key may start, waiting for its `:`.
  struct SimpleKey {
    /// The number of the token the key starts with, counted from the first token.
    var tokenNumber: Int
    /// Whether the key must be found: it starts a line at the indentation of a block mapping.
    var isRequired: Bool
    /// Whether a tab comes before the key on its line (so it cannot start a block mapping).
    var followsTab: Bool
    var mark: YAMLMark
  }

  let bytes: [UInt8]
  let file: String
  /// Offset of the next byte to read.
  var index: Int
  var line = 1
  var lineStart: Int
  /// Nesting of flow collections (`[`, `{`); 0 in block context.
  var flowLevel = 0
  /// The indentation of the innermost block collection (-1 at the top), and those around it.
  var indent = -1
  var indents: [Int] = []
  /// Whether a simple key may start at the current position.
  var allowsSimpleKey = true
  /// The possible simple key of each flow level (index 0: block context). Keys of deeper levels
  /// start later, so the first key at or after `firstKeyLevel` (none is before) is the oldest.
  var simpleKeys: [SimpleKey?] = [nil]
  var firstKeyLevel = 0
  /// Tokens not yet handed out start at `head`.
  var tokens: [YAMLToken] = []
  var head = 0
  /// Tokens handed out so far.
  var tokensTaken = 0
  var isDone = false
  /// The opening bracket of each open flow collection, for a message when one is not closed.
  var flowOpenings: [(mark: YAMLMark, isSequence: Bool)] = []
  /// Whether the last token is a quoted scalar or a flow collection inside a flow collection (a
  /// JSON-like node), after which `:` needs no space (`{"a":1}`).
  var followsJSONLikeNode = false
  /// Whether a tab separates the next token from the one before it on its line.
  var followsTab = false

  /// Scans `bytes` (UTF-8, already validated, without NUL bytes) of the file named `file`;
  /// `start` skips a byte order mark.
  init(bytes: [UInt8], file: String, start: Int) {
    self.bytes = bytes
    self.file = file
    self.index = start
    self.lineStart = start
  }

  // MARK: - Reading

  /// The byte `ahead` bytes after the current one; `0` past the end.
  @inline(__always)
  func peek(_ ahead: Int = 0) -> UInt8 {
    let position = index + ahead
    return position < bytes.count ? bytes[position] : YAMLByte.end
  }

  var mark: YAMLMark { YAMLMark(offset: index, line: line, lineStart: lineStart) }
  var column: Int { index - lineStart }

  /// Consumes one line break (`\r\n`, `\r` or `\n`) if there is one; whether there was.
  @discardableResult
  mutating func skipLineBreak() -> Bool {
    switch peek() {
    case YAMLByte.carriageReturn:
      index += peek(1) == YAMLByte.lineFeed ? 2 : 1
    case YAMLByte.lineFeed:
      index += 1
    default:
      return false
    }
    line += 1
    lineStart = index
    return true
  }

  /// An error located at `mark` (default: the current position).
  func error(_ message: String, at mark: YAMLMark? = nil) -> Diagnostic {
    Diagnostic(.error, message, at: (mark ?? self.mark).location(in: file))
  }

  /// The byte at `offset` as messages name it.
  func describeByte(at offset: Int) -> String {
    guard offset < bytes.count else { return "the end of the input" }
    let byte = bytes[offset]
    switch byte {
    case YAMLByte.tab: return "a tab"
    case YAMLByte.lineFeed, YAMLByte.carriageReturn: return "a line break"
    case UInt8(ascii: "'"): return "\"'\""
    case 0..<0x20, 0x7F: return "the control character U+00\(String(byte, radix: 16, uppercase: true))"
    case 0x80...:
      var end = offset + 1
      while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
      return "'\(String(decoding: bytes[offset..<end], as: UTF8.self))'"
    default: return "'\(Character(Unicode.Scalar(byte)))'"
    }
  }

  // MARK: - Tokens

  /// The next token, without consuming it.
  mutating func peekToken() throws(Diagnostic) -> YAMLToken {
    while try needsMoreTokens() { try fetchMoreTokens() }
    return tokens[head]
  }

  /// Consumes and returns the next token.
  mutating func nextToken() throws(Diagnostic) -> YAMLToken {
    let token = try peekToken()
    head += 1
    tokensTaken += 1
    if head >= 1024, head * 2 >= tokens.count {
      tokens.removeFirst(head)
      head = 0
    }
    return token
  }

  private mutating func needsMoreTokens() throws(Diagnostic) -> Bool {
    if isDone { return false }
    if head == tokens.count { return true }
    try removeStaleSimpleKeys()
    return nextPossibleSimpleKey() == tokensTaken
  }

  /// The token number of the oldest possible simple key (called after ``removeStaleSimpleKeys()``).
  private func nextPossibleSimpleKey() -> Int? {
    var level = firstKeyLevel
    while level < simpleKeys.count {
      if let key = simpleKeys[level] { return key.tokenNumber }
      level += 1
    }
    return nil
  }

  mutating func append(_ kind: YAMLTokenKind, at mark: YAMLMark) {
    tokens.append(YAMLToken(kind: kind, start: mark))
  }

  private mutating func fetchMoreTokens() throws(Diagnostic) {
    try skipToNextToken()
    try removeStaleSimpleKeys()
    unwindIndent(to: column)
    let byte = peek()
    let next = peek(1)
    let isJSONLikeValue = byte == UInt8(ascii: ":") && followsJSONLikeNode && flowLevel > 0
    followsJSONLikeNode = false
    switch byte {
    case YAMLByte.end: return try fetchStreamEnd()
    case UInt8(ascii: "%") where column == 0: return try fetchDirective()
    case UInt8(ascii: "-") where isDocumentMarker(UInt8(ascii: "-")):
      return try fetchDocumentIndicator(.documentStart)
    case UInt8(ascii: "."): if isDocumentMarker(UInt8(ascii: ".")) { return try fetchDocumentIndicator(.documentEnd) }
    case UInt8(ascii: "["): return try fetchFlowCollectionStart(isSequence: true)
    case UInt8(ascii: "{"): return try fetchFlowCollectionStart(isSequence: false)
    case UInt8(ascii: "]"): return try fetchFlowCollectionEnd(isSequence: true)
    case UInt8(ascii: "}"): return try fetchFlowCollectionEnd(isSequence: false)
    case UInt8(ascii: ","): return try fetchFlowEntry()
    case UInt8(ascii: "-") where YAMLByte.isBlankOrEnd(next): return try fetchBlockEntry()
    case UInt8(ascii: "?") where YAMLByte.isBlankOrEnd(next): return try fetchKey()
    case UInt8(ascii: ":") where isJSONLikeValue || isValueIndicator(): return try fetchValue()
    case UInt8(ascii: "*"): return try fetchAnchorOrAlias(isAlias: true)
    case UInt8(ascii: "&"): return try fetchAnchorOrAlias(isAlias: false)
    case UInt8(ascii: "!"): return try fetchTag()
    case UInt8(ascii: "|") where flowLevel == 0: return try fetchBlockScalar(folded: false)
    case UInt8(ascii: ">") where flowLevel == 0: return try fetchBlockScalar(folded: true)
    case UInt8(ascii: "'"): return try fetchQuotedScalar(double: false)
    case UInt8(ascii: "\""): return try fetchQuotedScalar(double: true)
    default: break
    }
    if canStartPlainScalar() { return try fetchPlainScalar() }
    throw unexpectedCharacter()
  }

  private func unexpectedCharacter() -> Diagnostic {
    switch peek() {
    case UInt8(ascii: "@"), UInt8(ascii: "`"):
      error("\(describeByte(at: index)) is reserved in YAML and cannot start a plain scalar; put the value in quotes")
    case UInt8(ascii: "|"), UInt8(ascii: ">"):
      error("a block scalar ('|' or '>') cannot be used inside a flow collection ('[...]' or '{...}')")
    case UInt8(ascii: "-"), UInt8(ascii: "?"), UInt8(ascii: ":"):
      error("\(describeByte(at: index)) followed by \(describeByte(at: index + 1)) cannot start a value here")
    default:
      error("unexpected \(describeByte(at: index)); expected a YAML value")
    }
  }

  /// `---` or `...` at the start of a line, followed by a space, a line break or the end.
  func isDocumentMarker(_ byte: UInt8) -> Bool {
    column == 0 && peek() == byte && peek(1) == byte && peek(2) == byte && YAMLByte.isBlankOrEnd(peek(3))
  }

  private func isValueIndicator() -> Bool {
    let next = peek(1)
    if YAMLByte.isBlankOrEnd(next) { return true }
    return flowLevel > 0 && YAMLByte.isFlowIndicator(next)
  }

  /// Whether the current byte starts a plain scalar (YAML 1.2 `ns-plain-first`).
  private func canStartPlainScalar() -> Bool {
    let byte = peek()
    switch byte {
    case UInt8(ascii: "-"), UInt8(ascii: "?"), UInt8(ascii: ":"):
      let next = peek(1)
      return !YAMLByte.isBlankOrEnd(next) && !(flowLevel > 0 && YAMLByte.isFlowIndicator(next))
    case YAMLByte.end, YAMLByte.space, YAMLByte.tab, YAMLByte.lineFeed, YAMLByte.carriageReturn:
      return false
    default:
      return !"#,[]{}&*!|>'\"%@`".utf8.contains(byte)
    }
  }

  /// Skips spaces, comments and line breaks (a line break allows a simple key in block context). A
  /// tab where the indentation of a line that holds a token should be is an error.
  private mutating func skipToNextToken() throws(Diagnostic) {
    followsTab = false
    while true {
      while true {
        let byte = peek()
        if byte == YAMLByte.space {
          index += 1
        } else if byte == YAMLByte.tab {
          if !followsTab, column <= indent, bytes[lineStart..<index].allSatisfy({ $0 == YAMLByte.space }) {
            try checkTabInIndentation()
          }
          followsTab = true
          index += 1
        } else {
          break
        }
      }
      if peek() == UInt8(ascii: "#") {
        while !YAMLByte.isBreak(peek()), peek() != YAMLByte.end { index += 1 }
      }
      guard skipLineBreak() else { return }
      followsTab = false
      if flowLevel == 0 { allowsSimpleKey = true }
    }
  }

  /// At a tab in the indentation of a line: fine when only blanks or a comment follow on the line.
  private func checkTabInIndentation() throws(Diagnostic) {
    var ahead = index
    while ahead < bytes.count, YAMLByte.isWhite(bytes[ahead]) { ahead += 1 }
    guard ahead < bytes.count, !YAMLByte.isBreak(bytes[ahead]), bytes[ahead] != UInt8(ascii: "#") else { return }
    throw error("a tab is used for indentation; YAML indentation must be spaces")
  }

  /// The error for a block collection entry that a tab separates from what comes before it.
  func tabBeforeBlockEntry(at mark: YAMLMark) -> Diagnostic {
    error(
      "a tab before a block sequence entry or mapping key makes its indentation ambiguous; use spaces", at: mark)
  }

  // MARK: - Simple keys and indentation

  /// Drops possible simple keys that can no longer be keys: a key fits on one line and in 1,024 bytes.
  /// Keys go stale oldest first, so this stops at the first key that is not.
  private mutating func removeStaleSimpleKeys() throws(Diagnostic) {
    var level = firstKeyLevel
    while level < simpleKeys.count {
      if let key = simpleKeys[level] {
        guard key.mark.line != line || index - key.mark.offset > 1024 else { break }
        if key.isRequired { throw missingValueIndicator(key) }
        simpleKeys[level] = nil
      }
      level += 1
    }
    firstKeyLevel = level
  }

  func missingValueIndicator(_ key: SimpleKey) -> Diagnostic {
    error(
      "expected ':' after this mapping key: a line at the indentation of a mapping's keys must be 'key: value'",
      at: key.mark)
  }

  /// Remembers that a simple key may start here (before an anchor, tag, alias, scalar or flow collection).
  mutating func savePossibleSimpleKey() throws(Diagnostic) {
    guard allowsSimpleKey else { return }
    try removePossibleSimpleKey()
    firstKeyLevel = min(firstKeyLevel, flowLevel)
    simpleKeys[flowLevel] = SimpleKey(
      tokenNumber: tokensTaken + tokens.count - head, isRequired: flowLevel == 0 && indent == column,
      followsTab: followsTab, mark: mark)
  }

  mutating func removePossibleSimpleKey() throws(Diagnostic) {
    if let key = simpleKeys[flowLevel], key.isRequired { throw missingValueIndicator(key) }
    simpleKeys[flowLevel] = nil
  }

  /// Closes the block collections indented more than `column` (nothing in flow context).
  mutating func unwindIndent(to column: Int) {
    guard flowLevel == 0 else { return }
    while indent > column {
      append(.blockEnd, at: mark)
      indent = indents.removeLast()
    }
  }

  /// Opens a block collection at `column` when it is indented more than the current one.
  mutating func addIndent(_ column: Int) -> Bool {
    guard indent < column else { return false }
    indents.append(indent)
    indent = column
    return true
  }
}
