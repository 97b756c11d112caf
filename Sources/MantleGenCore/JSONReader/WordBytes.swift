/// Byte searches eight bytes at a time, in a 64-bit word read little-endian (the first byte is the
/// lowest), for scans that pass over most bytes without looking at them one by one (see
/// ``LaneBits`` for sixteen at a time).
enum WordBytes {
  /// `byte` in each of the eight bytes of a word.
  @inline(__always)
  static func repeated(_ byte: UInt8) -> UInt64 { 0x0101_0101_0101_0101 &* UInt64(byte) }

  /// The high bit of each byte of `word` equal to the byte of `pattern`, possibly also of bytes
  /// after (above) a true match: the lowest bit set is always a true match.
  @inline(__always)
  static func matches(_ word: UInt64, _ pattern: UInt64) -> UInt64 {
    let difference = word ^ pattern
    return (difference &- 0x0101_0101_0101_0101) & ~difference & 0x8080_8080_8080_8080
  }

  /// The offset of the first byte at or after `start` that `match` finds, eight bytes at a time,
  /// or `count` when there is none.
  @inline(__always)
  static func nextMatch(
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

  /// The offset of the first `byte` at or after `start` in `bytes`, or `bytes.count`.
  @inline(__always)
  static func next(_ byte: UInt8, from start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    guard let base = bytes.baseAddress else { return bytes.count }
    return nextMatch(in: base, from: start, count: bytes.count) { matches($0, repeated(byte)) }
  }

  /// The offset of the last `byte` before `end` in `bytes`, if there is one.
  @inline(__always)
  static func previous(_ byte: UInt8, before end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var index = end
    if let base = UnsafeRawPointer(bytes.baseAddress) {
      while index >= 8 {
        let word = base.loadUnaligned(fromByteOffset: index - 8, as: UInt64.self).littleEndian
        // The marks above the lowest may be wrong: each is checked, from the highest.
        var found = matches(word, repeated(byte))
        while found != 0 {
          let lane = (63 - found.leadingZeroBitCount) / 8
          if bytes[index - 8 + lane] == byte { return index - 8 + lane }
          found &= ~(UInt64(0x80) << (8 * lane))
        }
        index -= 8
      }
    }
    while index > 0 {
      index -= 1
      if bytes[index] == byte { return index }
    }
    return nil
  }
}
