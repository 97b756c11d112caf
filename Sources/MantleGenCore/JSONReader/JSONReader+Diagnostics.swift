extension JSONReader {
  /// An error at `position` (default: the current offset), located by line and column.
  func error(_ message: String, at position: Int? = nil) -> Diagnostic {
    Diagnostic(.error, message, at: location(of: position ?? offset))
  }

  /// The 1-based line and byte column of `position`. Columns on the first line do not count a byte
  /// order mark, which editors do not show.
  func location(of position: Int) -> SourceLocation {
    var scan = LineScan()
    scan.advance(to: min(position, bytes.count), in: bytes)
    return location(of: position, after: scan)
  }

  /// Like ``location(of:)``, but counts lines on from the previous call, so that locating values in
  /// document order (as ``LocatedJSON`` does) takes linear rather than quadratic time.
  mutating func trackedLocation(of position: Int) -> SourceLocation {
    let end = min(position, bytes.count)
    if end < lineScan.offset { lineScan = LineScan() }
    lineScan.advance(to: end, in: bytes)
    return location(of: position, after: lineScan)
  }

  private func location(of position: Int, after scan: LineScan) -> SourceLocation {
    let end = min(position, bytes.count)
    let hidden = scan.lineStart == 0 ? min(startOffset, end) - origin.column : 0
    return SourceLocation(file: file, line: scan.line + origin.line, column: end - scan.lineStart - hidden + 1)
  }

  /// The byte at `position` as a reader would name it: `'x'`, `"'"`, `control character U+000A`, `'é'`,
  /// `invalid UTF-8 byte 0xFF` or `end of input`.
  func describeByte(at position: Int) -> String {
    guard position < bytes.count else { return "end of input" }
    let byte = bytes[position]
    if byte == UInt8(ascii: "'") { return "\"'\"" }
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

/// Where line counting stopped: the line number and start offset of the line that holds `offset`.
struct LineScan {
  var offset = 0
  var line = 1
  var lineStart = 0

  mutating func advance(to end: Int, in bytes: UnsafeBufferPointer<UInt8>) {
    while offset < end {
      if bytes[offset] == UInt8(ascii: "\n") {
        line += 1
        lineStart = offset + 1
      }
      offset += 1
    }
  }
}

/// Where a piece of a file read on its own starts in the whole file, so that its locations are
/// those of the file: lines before it, and the columns of its first line before it.
struct ReaderOrigin: Sendable {
  /// Lines of the file before the piece's first line.
  var line = 0
  /// Columns of the file before the piece's first byte, on its first line (a byte order mark
  /// at the start of the file is not counted).
  var column = 0
  /// Whether the piece starts the file (and may start with a byte order mark).
  var isStartOfFile = true

  /// Where a location in the piece, found as if the piece started a file (its first line is line
  /// 1, its first byte column 1), is in the file: the lines before the piece are added, and on its
  /// first line the columns before it too. The same as locating with this origin in the first place.
  func placing(line: Int, column: Int) -> (line: Int, column: Int) {
    (line + self.line, line == 1 ? column + self.column : column)
  }
}
