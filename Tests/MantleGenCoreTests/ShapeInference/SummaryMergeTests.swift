import Testing

@testable import MantleGenCore

/// Merging summaries of parts of the values gives what one summary of all of them gives.
@Suite("Summary merging")
struct SummaryMergeTests {
  /// Values drawn from `distinctCount` strings, `total` of them, in a seeded random order.
  private static func values(distinctCount: Int, total: Int, seed: UInt64) -> [String] {
    var generator = SeededGenerator(state: seed)
    return (0..<total).map { _ in "value \(Int.random(in: 0..<distinctCount, using: &generator))" }
  }

  @Test(
    "string values merged from parts are counted as when added to one summary, below and beyond the remembered limit",
    arguments: [(3, 1), (40, 2), (64, 5), (65, 3), (200, 4)])
  func stringValues(distinctCount: Int, partCount: Int) {
    let values = Self.values(distinctCount: distinctCount, total: 600, seed: UInt64(distinctCount * 31 + partCount))
    var whole = StringSummary()
    for value in values { whole.add(value) }
    var parts = Array(repeating: StringSummary(), count: partCount)
    for (index, value) in values.enumerated() { parts[index % partCount].add(value) }
    var merged = StringSummary()
    for part in parts { merged.merge(part) }
    #expect(merged.count == whole.count)
    #expect(merged.hasMoreDistinctValues == whole.hasMoreDistinctValues)
    #expect(merged.hasMoreDistinctValues == (distinctCount > StringSummary.distinctValueLimit))
    if !whole.hasMoreDistinctValues {
      #expect(merged.distinctValues == whole.distinctValues)
    }
  }

  @Test(
    "merging finds a key whether it comes in the same order, another order, or spelled with other but equivalent bytes")
  func keysInAnyOrder() {
    let first = ShapeSummary()
    for key in ["a", "b", "\u{E9}", "c"] { first.field(key).strings.add("1") }
    let second = ShapeSummary()
    for key in ["a", "c", "e\u{301}", "b", "d"] { second.field(key).strings.add("2") }
    first.merge(second)
    #expect(first.keyOrder == ["a", "b", "\u{E9}", "c", "d"])
    #expect(["a", "b", "\u{E9}", "c"].map { first.field(named: $0)?.strings.count } == [2, 2, 2, 2])
    #expect(first.field(named: "d")?.strings.count == 1)
  }
}
