/// Spellings of one name among an object's keys (`user_id`, `userId`, `User-ID`): inference
/// treats them as one property unless an object has two of them.
extension ShapeSummary {
  /// The group of keys that may be spellings of one name: the key's ASCII letters (lowercased),
  /// digits and other bytes, without ASCII punctuation, spaces and control characters, so that
  /// `user_id`, `userId` and `User-ID` share one.
  static func spellingGroup(of key: String) -> String {
    String(decoding: key.utf8.compactMap(spellingByte), as: UTF8.self)
  }

  /// A hash of the spelling group of the key whose UTF-8 is `key` (``spellingGroup(of:)``), made
  /// without building the group.
  static func spellingHash(of key: [UInt8]) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in key {
      guard let kept = spellingByte(byte) else { continue }
      hash = (hash ^ UInt64(kept)) &* 0x100_0000_01b3
    }
    return hash
  }

  /// What a key's byte is in its spelling group: an ASCII letter lowercased, a digit or a non-ASCII
  /// byte as it is, and `nil` (left out) for anything else.
  private static func spellingByte(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte | 0x20
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), 0x80...: byte
    default: nil
    }
  }
}
