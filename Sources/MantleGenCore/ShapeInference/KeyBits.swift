/// Which keys an object had, in two words: each key sets one bit of each, chosen by two parts of a
/// hash of its UTF-8, so that an object's keys are gathered in a few instructions and merged with
/// `&` and `|`. Keys may share a bit in one word; two keys rarely share it in both.
struct KeyBits: Hashable, Sendable {
  var first: UInt64
  var second: UInt64

  /// No key.
  static let none = KeyBits(first: 0, second: 0)
  /// Every bit: what an object has in common with all others before any is seen.
  static let every = KeyBits(first: ~0, second: ~0)

  init(first: UInt64, second: UInt64) {
    self.first = first
    self.second = second
  }

  /// The bits of the key whose UTF-8 is `key`.
  init(key: [UInt8]) {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in key { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    self.init(first: 1 << (hash >> 58), second: 1 << (hash >> 52 & 63))
  }

  /// Whether no bit is set.
  var isEmpty: Bool { first == 0 && second == 0 }

  static func | (lhs: KeyBits, rhs: KeyBits) -> KeyBits {
    KeyBits(first: lhs.first | rhs.first, second: lhs.second | rhs.second)
  }

  static func & (lhs: KeyBits, rhs: KeyBits) -> KeyBits {
    KeyBits(first: lhs.first & rhs.first, second: lhs.second & rhs.second)
  }

  static prefix func ~ (bits: KeyBits) -> KeyBits {
    KeyBits(first: ~bits.first, second: ~bits.second)
  }

  static func |= (lhs: inout KeyBits, rhs: KeyBits) { lhs = lhs | rhs }

  static func &= (lhs: inout KeyBits, rhs: KeyBits) { lhs = lhs & rhs }
}
