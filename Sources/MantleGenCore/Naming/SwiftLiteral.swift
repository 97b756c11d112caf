/// Text from JSON made safe for generated Swift source: string literals and comments.
///
/// Scalars that are not safely printable are written as escapes: `\0`, `\t`, `\n`, `\r`, and
/// `\u{XXXX}` (uppercase hexadecimal, at least four digits) for the rest. Unsafe are controls,
/// line and paragraph separators, format characters (bidi overrides such as U+202E, zero-width
/// characters), default-ignorable characters (variation selectors, Hangul fillers), private-use,
/// unassigned and noncharacter code points, spaces other than U+0020, and combining marks that
/// have nothing to combine with. Kept as they are: ordinary printable text in any script, emoji
/// (with their joiners, variation selectors and skin tones).
enum SwiftLiteral {
  /// A Swift string literal (with the quotes) whose value is exactly `text`: escapes `\`, `"` and
  /// every scalar that is not safely printable, keeps ordinary printable Unicode (Chinese, emoji)
  /// as is. Never produces anything that could end the literal or start an interpolation.
  static func string(_ text: String) -> String {
    "\"" + escaped(text, inLiteral: true) + "\""
  }

  /// Text that is safe inside a `///` or `//` comment (or a `/* */` block): the same escaping of
  /// unsafe scalars, so that a newline in a key cannot end the comment, and `*/` and `/*` broken
  /// up with a space (`* /`, `/ *`). The result is one line; `\` and `"` stay as they are.
  static func comment(_ text: String) -> String {
    escaped(text, inLiteral: false)
  }

  /// A JSON number as a Swift literal: an integer of more than six digits grouped by threes
  /// (`10_485_760`), as swift-format wants; any other number as written.
  static func number(_ text: String) -> String {
    let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
    guard digits.count > 6, digits.utf8.allSatisfy({ $0 &- UInt8(ascii: "0") < 10 }) else { return text }
    var grouped = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { grouped += "_" }
      grouped.append(digit)
    }
    return (text.hasPrefix("-") ? "-" : "") + grouped
  }

  /// A JSON scalar as a Swift literal: a string literal, a ``number(_:)``, `true`, `false` or
  /// `null`'s text.
  static func scalar(_ value: JSONLiteral) -> String {
    switch value {
    case .string(let text): string(text)
    case .number(let text): number(text)
    default: value.jsonText
    }
  }

  // MARK: - Escaping

  private static func escaped(_ text: String, inLiteral: Bool) -> String {
    if isWrittenAsItIs(text.utf8, inLiteral: inLiteral) { return text }
    let scalars = Array(text.unicodeScalars)
    // The result is built as UTF-8: appending scalars to a `String` one at a time costs far more.
    var result: [UInt8] = []
    result.reserveCapacity(text.utf8.count + 8)
    var previousWasRaw = false  // whether the last scalar was written as itself
    for (index, scalar) in scalars.enumerated() {
      if inLiteral, scalar == "\\" || scalar == "\"" {
        result.append(UInt8(ascii: "\\"))
        result.append(UInt8(ascii: scalar))
        previousWasRaw = false
        continue
      }
      let previous = previousWasRaw && index > 0 ? scalars[index - 1] : nil
      let next = index + 1 < scalars.count ? scalars[index + 1] : nil
      guard isSafe(scalar, after: previous, before: next) else {
        result += escape(scalar).utf8
        previousWasRaw = false
        continue
      }
      // The last byte written is an ASCII `*` or `/` only when the last scalar was one.
      if !inLiteral, let last = result.last,
        (last == UInt8(ascii: "*") && scalar == "/") || (last == UInt8(ascii: "/") && scalar == "*")
      {
        result.append(UInt8(ascii: " "))
      }
      UTF8.encode(scalar) { result.append($0) }
      previousWasRaw = true
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// Whether `utf8` is printable ASCII that needs nothing: no backslash or quote in a literal, no `*/` or
  /// `/*` in a comment. Most text is, and is returned as it is without looking at scalars.
  private static func isWrittenAsItIs(_ utf8: String.UTF8View, inLiteral: Bool) -> Bool {
    var previous: UInt8 = 0
    for byte in utf8 {
      guard isPrintableASCII(byte) else { return false }
      if inLiteral {
        if byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "\"") { return false }
      } else if (previous == UInt8(ascii: "*") && byte == UInt8(ascii: "/"))
        || (previous == UInt8(ascii: "/") && byte == UInt8(ascii: "*"))
      {
        return false
      }
      previous = byte
    }
    return true
  }

  /// Space to `~`: the ASCII scalars that are written as themselves, `isSafe` in any context.
  private static func isPrintableASCII<Code: BinaryInteger>(_ code: Code) -> Bool {
    code >= 0x20 && code <= 0x7E
  }

  /// Whether `scalar` may appear as itself; `previous` is the scalar before it when that one was
  /// written as itself, `next` the scalar after it.
  private static func isSafe(_ scalar: Unicode.Scalar, after previous: Unicode.Scalar?, before next: Unicode.Scalar?)
    -> Bool
  {
    if isPrintableASCII(scalar.value) { return true }
    let properties = scalar.properties
    if scalar == "\u{200D}" {  // zero-width joiner, only inside an emoji sequence
      guard let previous, let next else { return false }
      return isEmojiPart(previous) && isEmoji(next)
    }
    if scalar == "\u{FE0E}" || scalar == "\u{FE0F}" {  // text / emoji presentation selectors
      guard let previous else { return false }
      return previous.properties.isEmoji
    }
    if properties.isDefaultIgnorableCodePoint || properties.isNoncharacterCodePoint {
      return false
    }
    switch properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .decimalNumber, .letterNumber, .otherNumber,
      .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
      .initialPunctuation, .finalPunctuation, .otherPunctuation,
      .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
      return true
    case .spaceSeparator:
      return scalar == " "
    case .nonspacingMark, .spacingMark, .enclosingMark:
      return previous != nil && previous != " "
    case .lineSeparator, .paragraphSeparator, .control, .format, .surrogate, .privateUse, .unassigned:
      return false
    @unknown default:
      return false
    }
  }

  /// An emoji, or a part that may precede a joiner in an emoji sequence.
  private static func isEmojiPart(_ scalar: Unicode.Scalar) -> Bool {
    isEmoji(scalar) || scalar == "\u{FE0F}" || scalar.properties.isEmojiModifier
  }

  /// A pictographic emoji (not one of the ASCII digits and signs that are also emoji).
  private static func isEmoji(_ scalar: Unicode.Scalar) -> Bool {
    !scalar.isASCII && scalar.properties.isEmoji
  }

  private static func escape(_ scalar: Unicode.Scalar) -> String {
    switch scalar {
    case "\0": return "\\0"
    case "\t": return "\\t"
    case "\n": return "\\n"
    case "\r": return "\\r"
    default:
      let hex = String(scalar.value, radix: 16, uppercase: true)
      return "\\u{" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "}"
    }
  }
}
