/// Finds where a stream can be cut between values, outside strings: after a comma at depth one
/// for the elements of a top-level array, or after a newline at depth zero between documents (a
/// document of JSON Lines may itself span lines). It remembers its state between chunks.
struct BoundaryScanner {
  private var depth = 0
  private var isInString = false
  private var isEscaped = false
  /// Offset in the pending buffer up to which bytes were scanned.
  private var scanned: Int
  private let separator: UInt8
  private let separatorDepth: Int

  /// Cuts between the elements of the array whose `[` is at `openingBracket`.
  static func arrayElements(openingBracket: Int) -> BoundaryScanner {
    BoundaryScanner(scanned: openingBracket, separator: UInt8(ascii: ","), separatorDepth: 1)
  }

  /// Cuts between whitespace-separated documents, at line ends.
  static func documents() -> BoundaryScanner {
    BoundaryScanner(scanned: 0, separator: 0x0A, separatorDepth: 0)
  }

  private init(scanned: Int, separator: UInt8, separatorDepth: Int) {
    self.scanned = scanned
    self.separator = separator
    self.separatorDepth = separatorDepth
  }

  /// The length of the longest scanned prefix of `buffer` that ends just after a separator.
  ///
  /// Eight bytes are looked at a time: outside strings for the next quote, bracket or separator,
  /// inside strings for the next quote or backslash.
  mutating func lastCut(in buffer: UnsafeBufferPointer<UInt8>) -> Int? {
    guard let base = buffer.baseAddress else { return nil }
    let count = buffer.count
    var cut: Int?
    var index = scanned
    var (depth, isInString, isEscaped) = (self.depth, self.isInString, self.isEscaped)
    let separatorPattern = Self.repeated(separator)
    while index < count {
      if isEscaped {
        isEscaped = false
        index += 1
        continue
      }
      if isInString {
        index = Self.nextMatch(in: base, from: index, count: count) { word in
          Self.matches(word, Self.repeated(UInt8(ascii: "\""))) | Self.matches(word, Self.repeated(UInt8(ascii: "\\")))
        }
        guard index < count else { break }
        if base[index] == UInt8(ascii: "\\") { isEscaped = true } else { isInString = false }
        index += 1
        continue
      }
      index = Self.nextMatch(in: base, from: index, count: count) { word in
        // `[` and `{` are `{` with the 0x20 bit set, `]` and `}` are `}`.
        let folded = word | Self.repeated(0x20)
        return Self.matches(word, Self.repeated(UInt8(ascii: "\""))) | Self.matches(word, separatorPattern)
          | Self.matches(folded, Self.repeated(UInt8(ascii: "{")))
          | Self.matches(folded, Self.repeated(UInt8(ascii: "}")))
      }
      guard index < count else { break }
      switch base[index] {
      case UInt8(ascii: "\""): isInString = true
      case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
      case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
      case separator: if depth == separatorDepth { cut = index + 1 }
      default: break
      }
      index += 1
    }
    (self.depth, self.isInString, self.isEscaped) = (depth, isInString, isEscaped)
    scanned = index
    return cut
  }

  /// `byte` in each of the eight bytes of a word.
  @inline(__always)
  private static func repeated(_ byte: UInt8) -> UInt64 { 0x0101_0101_0101_0101 &* UInt64(byte) }

  /// The high bit of each byte of `word` equal to the byte of `pattern`, possibly also of bytes
  /// after (above) a true match: the lowest bit set is always a true match.
  @inline(__always)
  private static func matches(_ word: UInt64, _ pattern: UInt64) -> UInt64 {
    let difference = word ^ pattern
    return (difference &- 0x0101_0101_0101_0101) & ~difference & 0x8080_8080_8080_8080
  }

  /// The offset of the first byte at or after `start` that `match` finds, eight bytes at a time,
  /// or `count` when there is none.
  @inline(__always)
  private static func nextMatch(
    in base: UnsafePointer<UInt8>, from start: Int, count: Int, _ match: (UInt64) -> UInt64
  ) -> Int {
    var index = start
    while index + 8 <= count {
      let found = match(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self).littleEndian)
      if found != 0 { return index + found.trailingZeroBitCount / 8 }
      index += 8
    }
    while index < count {
      if match(UInt64(base[index])) & 0x80 != 0 { return index }
      index += 1
    }
    return count
  }

  /// The first `length` bytes were handed out; offsets move down.
  mutating func didCut(at length: Int) {
    scanned -= length
  }
}
