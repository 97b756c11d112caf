/// The positions of the keys of an object place (of a summary, or of a drift check's plan), found by
/// a key's UTF-8 as read from JSON without building a `String` and hashing it: a key that is not
/// the predicted next one (a key missing from one object, or objects of another kind at the same
/// place) is looked up here, with a cheap hash of its bytes.
///
/// An open-addressing table, at most a quarter full, with at most ``maximumProbes`` probes per key, so
/// that keys made to collide cannot make lookups slow: a key that finds no free slot within them is
/// left out. A key not found here may still be a key of the place (left out, or spelled with other
/// bytes that are canonically equivalent): the caller then asks its `String` index.
struct KeyBytesIndex {
  /// Per slot: the hash's high 32 bits and the key's position plus one in the low 32; 0 is empty.
  private var slots: [UInt64] = []
  /// Keys in the table.
  private var count = 0

  /// Probes per lookup and per key entered.
  static let maximumProbes = 16

  /// The position of `key`, if it is in the table; `isKey(position)` tells whether the key entered
  /// at `position` is `key` (the table keeps hashes, not keys).
  @inline(__always)
  func position(of key: UnsafeBufferPointer<UInt8>, isKey: (_ position: Int) -> Bool) -> Int? {
    if !slots.isEmpty {
      let tag = Self.hash(key) >> 32
      let mask = slots.count - 1
      var slot = Self.firstSlot(ofTag: tag) & mask
      for _ in 0..<Self.maximumProbes {
        let entry = slots[slot]
        if entry == 0 { break }
        if entry >> 32 == tag {
          let position = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
          if isKey(position) { return position }
        }
        slot = (slot + 1) & mask
      }
    }
    return nil
  }

  /// Enters `key` at `position`.
  mutating func insert(_ key: [UInt8], at position: Int) {
    if 4 * (count + 1) > slots.count {
      // Twice as many slots; the entries keep their tags, from which their slots are worked out.
      let entries = slots.filter { $0 != 0 }
      slots = Array(repeating: 0, count: max(16, 2 * slots.count))
      count = 0
      for entry in entries { place(entry) }
    }
    place(key.withUnsafeBufferPointer(Self.hash) & 0xFFFF_FFFF_0000_0000 | UInt64(position + 1))
  }

  /// Empties the index.
  mutating func removeAll() {
    slots = []
    count = 0
  }

  /// Puts `entry` in the first free slot from its tag's, if there is one within the probes.
  private mutating func place(_ entry: UInt64) {
    let mask = slots.count - 1
    var slot = Self.firstSlot(ofTag: entry >> 32) & mask
    for _ in 0..<Self.maximumProbes {
      if slots[slot] == 0 {
        slots[slot] = entry
        count += 1
        return
      }
      slot = (slot + 1) & mask
    }
  }

  /// Where probing starts for a tag (before masking to the table's size).
  @inline(__always)
  static func firstSlot(ofTag tag: UInt64) -> Int {
    Int(truncatingIfNeeded: (tag &* 0x9E37_79B9_7F4A_7C15) >> 24)
  }

  /// A hash of `bytes`, eight at a time; its high 32 bits are the tag.
  @inline(__always)
  static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash = 0x243F_6A88_85A3_08D3 ^ UInt64(bytes.count)
    guard let base = bytes.baseAddress else { return hash }
    var index = 0
    while index + 8 <= bytes.count {
      hash = (hash ^ UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) &* 0x9E37_79B9_7F4A_7C15
      hash ^= hash >> 29
      index += 8
    }
    if index < bytes.count {
      var tail: UInt64 = 0
      while index < bytes.count {
        tail = tail << 8 | UInt64(bytes[index])
        index += 1
      }
      hash = (hash ^ tail) &* 0x9E37_79B9_7F4A_7C15
      hash ^= hash >> 29
    }
    return hash &* 0xBF58_476D_1CE4_E5B9
  }
}
