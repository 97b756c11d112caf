/// JSON text for values quoted in documentation and messages.
enum JSONText {
  /// `text` as a JSON string literal, with control characters escaped: `\n`, `\r`, `\t` and the
  /// others as `\u00XX`, or with `shortEscapes` also backspace and form feed as `\b` and `\f` (as
  /// `JSONEncoder` writes them, which the expanded layout of ``JSONDocument`` keeps).
  static func quoted(_ text: String, shortEscapes: Bool = false) -> String {
    let needsEscapes = text.utf8.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
    guard needsEscapes else { return "\"" + text + "\"" }
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\u{8}" where shortEscapes: result += "\\b"
      case "\u{C}" where shortEscapes: result += "\\f"
      case _ where scalar.value < 0x20:
        result +=
          "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
          + String(scalar.value, radix: 16)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
