/// A place in YAML text: the byte offset, the 1-based line and the offset where that line starts.
struct YAMLMark: Sendable {
  var offset: Int
  var line: Int
  var lineStart: Int

  /// The 0-based column, in UTF-8 bytes (YAML indentation is spaces, so bytes and characters agree there).
  var column: Int { offset - lineStart }

  /// The mark as a diagnostic location in `file` (1-based column).
  func location(in file: String) -> SourceLocation {
    SourceLocation(file: file, line: line, column: column + 1)
  }
}

/// How a scalar was written; only plain scalars are resolved to null, booleans and numbers.
enum YAMLScalarStyle: Sendable {
  case plain
  case singleQuoted
  case doubleQuoted
  case literal
  case folded
}

/// One token of the YAML scanner (the token set of the YAML 1.2 specification's reference parsers).
enum YAMLTokenKind: Sendable {
  case streamEnd
  /// `%YAML major.minor`.
  case versionDirective(major: Int, minor: Int)
  /// `%TAG handle prefix`.
  case tagDirective(handle: String, prefix: String)
  /// `---`.
  case documentStart
  /// `...`.
  case documentEnd
  /// The start of a block sequence or mapping, found from indentation; ``blockEnd`` closes either.
  case blockSequenceStart
  case blockMappingStart
  case blockEnd
  case flowSequenceStart
  case flowSequenceEnd
  case flowMappingStart
  case flowMappingEnd
  /// `- ` in a block sequence.
  case blockEntry
  /// `,` in a flow collection.
  case flowEntry
  /// The start of a mapping key: `? `, or inserted before an implicit key once its `:` is found.
  case key
  /// `: ` after a mapping key.
  case value
  /// `*name`.
  case alias(String)
  /// `&name`.
  case anchor(String)
  /// `!handle!suffix`, `!suffix`, `!` or `!<verbatim>` (handle empty, suffix the whole tag).
  case tag(handle: String, suffix: String)
  case scalar(String, YAMLScalarStyle)

  /// The token as messages name it.
  var description: String {
    switch self {
    case .streamEnd: "the end of the input"
    case .versionDirective, .tagDirective: "a directive"
    case .documentStart: "a document start ('---')"
    case .documentEnd: "a document end ('...')"
    case .blockSequenceStart: "the start of a block sequence"
    case .blockMappingStart: "the start of a block mapping"
    case .blockEnd: "the end of a block collection"
    case .flowSequenceStart: "'['"
    case .flowSequenceEnd: "']'"
    case .flowMappingStart: "'{'"
    case .flowMappingEnd: "'}'"
    case .blockEntry: "a sequence entry ('- ')"
    case .flowEntry: "','"
    case .key: "a mapping key"
    case .value: "a mapping value (':')"
    case .alias(let name): "the alias '*\(name)'"
    case .anchor(let name): "the anchor '&\(name)'"
    case .tag(let handle, let suffix): handle.isEmpty ? "the tag '!<\(suffix)>'" : "the tag '\(handle)\(suffix)'"
    case .scalar: "a scalar"
    }
  }
}

/// A token and where it starts.
struct YAMLToken: Sendable {
  var kind: YAMLTokenKind
  var start: YAMLMark
}

/// Bytes the scanner tests often; `0` stands for the end of the input (NUL is refused up front).
enum YAMLByte {
  static let space = UInt8(ascii: " ")
  static let tab = UInt8(ascii: "\t")
  static let lineFeed = UInt8(ascii: "\n")
  static let carriageReturn = UInt8(ascii: "\r")
  static let end: UInt8 = 0

  /// A line break (`\n` or `\r`).
  @inline(__always)
  static func isBreak(_ byte: UInt8) -> Bool { byte == lineFeed || byte == carriageReturn }

  /// A space or a tab.
  @inline(__always)
  static func isWhite(_ byte: UInt8) -> Bool { byte == space || byte == tab }

  /// A space, a tab, a line break or the end of the input.
  @inline(__always)
  static func isBlankOrEnd(_ byte: UInt8) -> Bool { isWhite(byte) || isBreak(byte) || byte == end }

  /// `,`, `[`, `]`, `{` or `}`.
  @inline(__always)
  static func isFlowIndicator(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: ",") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]")
      || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}")
  }

  @inline(__always)
  static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

  /// The value of a hexadecimal digit, or `nil`.
  static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }
}
