import Testing

@testable import MantleGenCore

/// Work spread over all cores gives what `map` gives, in the same order.
@Suite("Concurrent map")
struct ConcurrentMapTests {
  @Test("results come in the elements' order, whichever order the elements are taken in")
  func resultsInOrder() {
    let numbers = (0..<500).map { ($0 * 7919) % 503 }
    #expect(numbers.concurrentMap { $0 * 2 } == numbers.map { $0 * 2 })
    let size: (Int) -> Int = { $0 }
    #expect(numbers.concurrentMap(largestFirst: size) { $0 * 2 } == numbers.map { $0 * 2 })
    #expect([Int]().concurrentMap(largestFirst: size) { $0 } == [])
    #expect([5].concurrentMap(largestFirst: size) { $0 + 1 } == [6])
  }

  @Test("elements are taken largest first, ties in the elements' order")
  func largestFirst() {
    #expect([Int].largestFirstOrder(ofSizes: [1, 9, 4, 9, 2]) == [1, 3, 2, 4, 0])
    #expect([Int].largestFirstOrder(ofSizes: []) == [])
  }
}
