/// The fast reader's place in UTF-8 JSON bytes, and the pieces of JSON syntax read in place:
/// whitespace, literals, strings (eight bytes at a time), numbers, the brackets and separators of
/// objects and arrays, and whole values skipped. It accepts exactly what ``JSONReader`` accepts and
/// throws ``Rejected`` on anything else without saying why: callers read the input again with
/// ``JSONReader`` for the located diagnostic. Shape inference (``FastShapeBuilder``) and the drift
/// check (``DriftChecker``) walk values with it, each in its own way.
struct StrictCursor {
  /// The input is not valid JSON (or nests too deeply); the precise error comes from `JSONReader`.
  struct Rejected: Error {}

  let base: UnsafePointer<UInt8>
  let end: Int
  /// Offset of the next byte to read.
  var position: Int
  /// Objects and arrays open around `position`.
  var depth = 0
  /// Decoded bytes of the current string when it has escapes.
  private var scratch: [UInt8] = []

  /// A cursor at the start of `bytes`, after a byte order mark if `skipsByteOrderMark`.
  init(_ bytes: UnsafeBufferPointer<UInt8>, skipsByteOrderMark: Bool) {
    base = bytes.baseAddress ?? UnsafePointer(bitPattern: 1)!
    end = bytes.count
    position = skipsByteOrderMark ? UTF8Validation.byteOrderMarkLength(of: bytes) : 0
    scratch.reserveCapacity(256)
  }

  /// The byte at `position`; throws at the end of the input.
  @inline(__always)
  func peek() throws(Rejected) -> UInt8 {
    guard position < end else { throw Rejected() }
    return base[position]
  }

  /// Whether JSON counts `byte` as whitespace (space, line feed, carriage return, tab).
  @inline(__always)
  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }

  @inline(__always)
  mutating func skipWhitespace() {
    while position < end, Self.isWhitespace(base[position]) { position += 1 }
  }

  /// Documents must be separated by whitespace (`{}{}` is not JSON Lines).
  mutating func skipSeparatorBetweenDocuments() throws(Rejected) {
    let valueEnd = position
    skipWhitespace()
    if position < end, position == valueEnd { throw Rejected() }
  }

  /// Reads `true`, `false` or `null` at `position` (`null` is 4 bytes: pass its bytes).
  @inline(__always)
  mutating func literal(_ a: UInt8, _ b: UInt8, _ c: UInt8, _ d: UInt8) throws(Rejected) {
    guard position + 4 <= end, base[position] == a, base[position + 1] == b, base[position + 2] == c,
      base[position + 3] == d
    else { throw Rejected() }
    position += 4
  }

  /// Reads `true` or `false` at `position`.
  mutating func bool() throws(Rejected) -> Bool {
    if base[position] == UInt8(ascii: "t") {
      try literal(0x74, 0x72, 0x75, 0x65)
      return true
    }
    try literal(0x66, 0x61, 0x6C, 0x73)
    guard position < end, base[position] == UInt8(ascii: "e") else { throw Rejected() }
    position += 1
    return false
  }

  /// Reads `null` at `position`.
  @inline(__always)
  mutating func null() throws(Rejected) {
    try literal(0x6E, 0x75, 0x6C, 0x6C)
  }

  // MARK: - Objects and arrays

  /// Reads the `{` or `[` at `position` and what follows up to the first member or element;
  /// `false` when the object or array is empty (and then read to its end).
  @inline(__always)
  mutating func enterContainer() throws(Rejected) -> Bool {
    guard depth < JSONReader.defaultMaximumDepth else { throw Rejected() }
    let closing = base[position] &+ 2  // `{` → `}`, `[` → `]`
    depth += 1
    position += 1
    skipWhitespace()
    if position < end, base[position] == closing {
      position += 1
      depth -= 1
      return false
    }
    return true
  }

  /// Reads the `:` (and whitespace) after a member's key.
  @inline(__always)
  mutating func skipColon() throws(Rejected) {
    skipWhitespace()
    guard position < end, base[position] == UInt8(ascii: ":") else { throw Rejected() }
    position += 1
    skipWhitespace()
  }

  /// Whether the object or array whose bracket is at `position` closes right after it (reads
  /// nothing).
  func isEmptyContainer() -> Bool {
    var after = position + 1
    while after < end, Self.isWhitespace(base[after]) { after += 1 }
    return after < end && base[after] == base[position] &+ 2
  }

  /// Reads what follows a member or element: `true` after a `,` (and whitespace), `false` after the
  /// closing bracket `closing`.
  @inline(__always)
  mutating func next(closing: UInt8) throws(Rejected) -> Bool {
    skipWhitespace()
    guard position < end else { throw Rejected() }
    let separator = base[position]
    position += 1
    if separator == closing {
      depth -= 1
      return false
    }
    guard separator == UInt8(ascii: ","), position < end else { throw Rejected() }
    skipWhitespace()
    return true
  }

  /// Whether JSON writes a key with these UTF-8 bytes as they are, with no escapes (no quote,
  /// backslash or control character), so that ``readKey(verbatim:)`` can match it.
  static func isVerbatim(_ utf8: [UInt8]) -> Bool {
    utf8.allSatisfy { $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
  }

  /// Reads the key whose quote is at `position` when it is exactly `utf8`, written verbatim (see
  /// ``isVerbatim(_:)``); otherwise reads nothing and returns `false`.
  @inline(__always)
  mutating func readKey(verbatim utf8: [UInt8]) -> Bool {
    utf8.withUnsafeBufferPointer { readKey(verbatim: $0) }
  }

  /// ``readKey(verbatim:)-([UInt8])`` on bytes out of line.
  @inline(__always)
  mutating func readKey(verbatim utf8: UnsafeBufferPointer<UInt8>) -> Bool {
    let length = utf8.count
    let start = position + 1
    guard start + length < end, base[start + length] == UInt8(ascii: "\""),
      ByteComparison.equal(utf8, UnsafeBufferPointer(start: base + start, count: length))
    else { return false }
    position = start + length + 1
    return true
  }

  /// Reads the value at `position` without looking at it.
  mutating func skipValue() throws(Rejected) {
    switch try peek() {
    case UInt8(ascii: "\""):
      _ = try string()
    case UInt8(ascii: "{"):
      guard try enterContainer() else { return }
      repeat {
        guard try peek() == UInt8(ascii: "\"") else { throw Rejected() }
        _ = try string()
        try skipColon()
        try skipValue()
      } while try next(closing: UInt8(ascii: "}"))
    case UInt8(ascii: "["):
      guard try enterContainer() else { return }
      repeat { try skipValue() } while try next(closing: UInt8(ascii: "]"))
    case UInt8(ascii: "t"), UInt8(ascii: "f"):
      _ = try bool()
    case UInt8(ascii: "n"):
      try null()
    default:
      _ = try number()
    }
  }

  // MARK: - Strings

  /// Reads the string whose quote is at `position` and returns its content as valid UTF-8 (in the
  /// input when it has no escapes, else decoded into a buffer that the next string reuses).
  mutating func string() throws(Rejected) -> UnsafeBufferPointer<UInt8> {
    position += 1
    let start = position
    let isASCII = skipPlainBytes()
    guard position < end else { throw Rejected() }
    let byte = base[position]
    if byte == UInt8(ascii: "\"") {
      let content = UnsafeBufferPointer(start: base + start, count: position - start)
      position += 1
      if !isASCII { try Self.validateUTF8(content) }
      return content
    }
    guard byte == UInt8(ascii: "\\") else { throw Rejected() }
    return try escapedString(from: start)
  }

  /// Moves `position` past bytes that are neither a quote, a backslash nor a control character,
  /// sixteen at a time where it can, then eight.
  /// - Returns: whether all of them were ASCII.
  @inline(__always)
  private mutating func skipPlainBytes() -> Bool {
    var highLanes = SIMD16<UInt8>()
    while position + 16 <= end {
      let bytes = UnsafeRawPointer(base + position).loadUnaligned(as: SIMD16<UInt8>.self)
      let special =
        LaneBits.lanes(bytes .== SIMD16(repeating: UInt8(ascii: "\"")))
        | LaneBits.lanes(bytes .== SIMD16(repeating: UInt8(ascii: "\\")))
        | LaneBits.lanes(bytes .< SIMD16(repeating: 0x20))
      if !LaneBits.isZero(special) {
        // The bytes below the first special one are plain: step to it. (A byte from 0x80 after it
        // says "not all ASCII" too: that only costs the caller a validation.)
        position += LaneBits.bits(of: special).trailingZeroBitCount
        return LaneBits.isZero((highLanes | bytes) & SIMD16(repeating: 0x80))
      }
      highLanes |= bytes
      position += 16
    }
    var highBits: UInt64 = LaneBits.isZero(highLanes & SIMD16(repeating: 0x80)) ? 0 : 0x80
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    while position + 8 <= end {
      let word = UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)
      let quote = word ^ (ones &* 0x22)
      let backslash = word ^ (ones &* 0x5C)
      // The lowest flagged byte is a quote, backslash or control byte (bytes from 0x80 are not
      // flagged); bytes above it may be flagged wrongly, which only ends the fast loop.
      let special = ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | ((word &- ones &* 0x20) & ~word)
      let flagged = special & highs
      if flagged != 0 {
        // The bytes below the lowest flagged one are plain: step to it.
        let plainCount = flagged.trailingZeroBitCount / 8
        highBits |= word & ((1 &<< UInt64(plainCount &* 8)) &- 1)
        position += plainCount
        return highBits & highs == 0
      }
      highBits |= word
      position += 8
    }
    while position < end {
      let byte = base[position]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
      highBits |= UInt64(byte)
      position += 1
    }
    return highBits & highs == 0
  }

  /// Reads the rest of a string with escapes, from `start` (its first content byte); `position` is
  /// at the first backslash.
  private mutating func escapedString(from start: Int) throws(Rejected) -> UnsafeBufferPointer<UInt8> {
    scratch.removeAll(keepingCapacity: true)
    var runStart = start
    while true {
      scratch.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: position - runStart))
      guard position < end else { throw Rejected() }
      let byte = base[position]
      if byte == UInt8(ascii: "\"") {
        position += 1
        return try scratch.withUnsafeBufferPointer { buffer throws(Rejected) in
          try Self.validateUTF8(buffer)
          // The scratch buffer lives as long as the cursor and is not changed before the next
          // string is read, so handing out its storage is safe for that long.
          return UnsafeBufferPointer(start: buffer.baseAddress, count: buffer.count)
        }
      }
      guard byte == UInt8(ascii: "\\") else { throw Rejected() }
      position += 1
      guard position < end else { throw Rejected() }
      let escape = base[position]
      position += 1
      switch escape {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(escape)
      case UInt8(ascii: "b"): scratch.append(0x08)
      case UInt8(ascii: "f"): scratch.append(0x0C)
      case UInt8(ascii: "n"): scratch.append(0x0A)
      case UInt8(ascii: "r"): scratch.append(0x0D)
      case UInt8(ascii: "t"): scratch.append(0x09)
      case UInt8(ascii: "u"): try unicodeEscape()
      default: throw Rejected()
      }
      runStart = position
      _ = skipPlainBytes()
    }
  }

  private mutating func unicodeEscape() throws(Rejected) {
    var value = UInt32(try hexQuad())
    if (0xD800...0xDBFF).contains(value) {
      guard position + 1 < end, base[position] == UInt8(ascii: "\\"), base[position + 1] == UInt8(ascii: "u") else {
        throw Rejected()
      }
      position += 2
      let low = UInt32(try hexQuad())
      guard (0xDC00...0xDFFF).contains(low) else { throw Rejected() }
      value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
    } else if (0xDC00...0xDFFF).contains(value) {
      throw Rejected()
    }
    guard let scalar = Unicode.Scalar(value) else { throw Rejected() }
    UTF8.encode(scalar) { scratch.append($0) }
  }

  private mutating func hexQuad() throws(Rejected) -> UInt16 {
    guard position + 4 <= end else { throw Rejected() }
    var value: UInt16 = 0
    for _ in 0..<4 {
      let byte = base[position]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw Rejected()
      }
      value = value << 4 | UInt16(digit)
      position += 1
    }
    return value
  }

  private static func validateUTF8(_ bytes: UnsafeBufferPointer<UInt8>) throws(Rejected) {
    var index = 0
    while index < bytes.count {
      let length = UTF8Validation.sequenceLength(in: bytes, at: index)
      guard length > 0 else { throw Rejected() }
      index += length
    }
  }
}
