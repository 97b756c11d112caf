/// Follows double-quoted strings with backslash escapes through text, byte by byte (JSON, or a
/// line of Swift source), so that a scan for brackets or operators can skip what strings hold.
struct QuotedTextScanner {
  private var inString = false
  private var isEscaped = false

  /// Whether `byte`, the next byte of the text, belongs to a string (its quotes included).
  mutating func isQuoted(_ byte: UInt8) -> Bool {
    if inString {
      if isEscaped {
        isEscaped = false
      } else if byte == UInt8(ascii: "\\") {
        isEscaped = true
      } else if byte == UInt8(ascii: "\"") {
        inString = false
      }
      return true
    }
    inString = byte == UInt8(ascii: "\"")
    return inString
  }
}
