import Testing

@testable import MantleGenCore

/// Keys read from JSON are found by their bytes; keys made to collide are left out of the table
/// (so that no lookup probes far) and found by the summary's `String` index instead.
@Suite("Key bytes index")
struct KeyBytesIndexTests {
  private func members(_ keys: [String]) -> [ShapeSummary.Member] {
    keys.map { ShapeSummary.Member(key: $0, summary: ShapeSummary(), firstSeen: 0) }
  }

  private func position(of key: String, in index: KeyBytesIndex, _ members: [ShapeSummary.Member]) -> Int? {
    Array(key.utf8).withUnsafeBufferPointer { bytes in
      index.position(of: bytes) { ByteComparison.equal(members[$0].utf8, bytes) }
    }
  }

  @Test("every key entered is found at its position as the table grows; others are not; none after emptying")
  func findsEveryKey() {
    let keys = (0..<3000).map { "key_\($0)" } + ["", "a", "abcdefgh", "abcdefghi", "ünïcödé 😀"]
    let members = members(keys)
    var index = KeyBytesIndex()
    for (position, member) in members.enumerated() { index.insert(member.utf8, at: position) }
    #expect(keys.indices.allSatisfy { position(of: keys[$0], in: index, members) == $0 })
    #expect(position(of: "key_3000", in: index, members) == nil)
    #expect(position(of: "abcdefg", in: index, members) == nil)
    index.removeAll()
    #expect(keys.allSatisfy { position(of: $0, in: index, members) == nil })
  }

  /// `count` keys whose probes all start at the same slot of a table of `capacity` slots.
  private func collidingKeys(count: Int, capacity: Int) -> [String] {
    var keys: [String] = []
    var candidate = 0
    var start: Int?
    while keys.count < count {
      let key = "c\(candidate)"
      candidate += 1
      let slot =
        KeyBytesIndex.firstSlot(ofTag: Array(key.utf8).withUnsafeBufferPointer(KeyBytesIndex.hash) >> 32)
        & (capacity - 1)
      if start == nil { start = slot }
      if slot == start { keys.append(key) }
    }
    return keys
  }

  @Test("keys that would need more than the probe limit are left out of the table")
  func collidingKeysAreLeftOut() {
    // Twenty keys fill a table of 128 slots to under a quarter; all start probing at one slot.
    let keys = collidingKeys(count: 20, capacity: 128)
    let members = members(keys)
    var index = KeyBytesIndex()
    for (position, member) in members.enumerated() { index.insert(member.utf8, at: position) }
    let found = keys.map { position(of: $0, in: index, members) }
    #expect(found.prefix(KeyBytesIndex.maximumProbes).elementsEqual((0..<KeyBytesIndex.maximumProbes).map { $0 }))
    #expect(found.dropFirst(KeyBytesIndex.maximumProbes).allSatisfy { $0 == nil })
  }

  @Test("a summary finds keys left out of the table, and canonically equivalent keys, by their String")
  func summaryFallsBackToStrings() {
    let keys = collidingKeys(count: 20, capacity: 128) + ["\u{E9}"]
    let summary = ShapeSummary()
    let fields = keys.map { summary.field($0) }
    for (key, field) in zip(keys + ["e\u{301}"], fields + [fields[fields.count - 1]]) {
      var cursor = 0
      let found = Array(key.utf8).withUnsafeBufferPointer { summary.field(utf8: $0, cursor: &cursor, stamp: 0) }
      #expect(found === field, "\(key)")
    }
  }
}
