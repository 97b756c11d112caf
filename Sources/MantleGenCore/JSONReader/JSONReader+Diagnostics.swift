extension JSONReader {
  /// An error at `position` (default: the current offset), located by line and column.
  func error(_ message: String, at position: Int? = nil) -> Diagnostic {
    Diagnostic(.error, message, at: location(of: position ?? offset))
  }

  /// The 1-based line and byte column of `position`.
  public func location(of position: Int) -> SourceLocation {
    let end = min(position, bytes.count)
    var line = 1
    var lineStart = 0
    for index in 0..<end where bytes[index] == UInt8(ascii: "\n") {
      line += 1
      lineStart = index + 1
    }
    return SourceLocation(file: file, line: line, column: end - lineStart + 1)
  }

  /// The byte at `position` as a reader would name it: `'x'`, `U+000A`, `'é'` or `invalid UTF-8 byte 0xFF`.
  func describeByte(at position: Int) -> String {
    guard position < bytes.count else { return "end of input" }
    let byte = bytes[position]
    if byte == 0xEF, utf8SequenceLength(at: position, limit: bytes.count) == 3,
      bytes[position + 1] == 0xBB, bytes[position + 2] == 0xBF
    {
      return "byte order mark (U+FEFF)"
    }
    if byte >= 0x80 {
      guard utf8SequenceLength(at: position, limit: bytes.count) > 0 else {
        return "invalid UTF-8 byte 0x\(String(byte, radix: 16, uppercase: true))"
      }
      return "'\(describeCharacter(at: position))'"
    }
    if byte < 0x20 || byte == 0x7F { return "control character \(unicodeName(UInt32(byte)))" }
    return "'\(Character(Unicode.Scalar(byte)))'"
  }

  /// The character starting at `position`, for messages.
  func describeCharacter(at position: Int) -> String {
    let length = max(1, utf8SequenceLength(at: position, limit: bytes.count))
    let byte = bytes[position]
    if byte < 0x20 || byte == 0x7F { return unicodeName(UInt32(byte)) }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<(position + length)]), as: UTF8.self)
  }

  /// `U+000A` style name of a scalar value.
  func unicodeName(_ value: UInt32) -> String {
    let hex = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
