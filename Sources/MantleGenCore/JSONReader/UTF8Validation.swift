/// Strict UTF-8 validation (no overlong forms, surrogates or values beyond U+10FFFF), shared by the
/// reference reader and the fast shape builder.
enum UTF8Validation {
  /// 3 when `bytes` start with a UTF-8 byte order mark (EF BB BF), else 0.
  static func byteOrderMarkLength(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
    bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
  }

  /// The length of the valid UTF-8 sequence at `index` of `bytes`, or 0 when it is not valid.
  @inline(__always)
  static func sequenceLength(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
    let lead = bytes[index]
    let length: Int
    let minimum: UInt32
    switch lead {
    case 0..<0x80: return 1
    case 0xC2...0xDF: (length, minimum) = (2, 0x80)
    case 0xE0...0xEF: (length, minimum) = (3, 0x800)
    case 0xF0...0xF4: (length, minimum) = (4, 0x10000)
    default: return 0
    }
    guard index + length <= bytes.count else { return 0 }
    var value = UInt32(lead) & (0xFF >> (length + 1))
    for next in (index + 1)..<(index + length) {
      guard bytes[next] & 0xC0 == 0x80 else { return 0 }
      value = value << 6 | UInt32(bytes[next] & 0x3F)
    }
    guard value >= minimum, value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value) else { return 0 }
    return length
  }
}
