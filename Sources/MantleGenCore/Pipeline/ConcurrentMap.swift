import Dispatch

extension Array where Element: Sendable {
  /// `map(transform)` with the elements transformed on all cores; the results in order.
  func concurrentMap<Transformed: Sendable>(_ transform: @Sendable (Element) -> Transformed)
    -> [Transformed]
  {
    concurrentMap(in: [Int](indices), transform)
  }

  /// `map(transform)` on all cores, starting with the elements of the largest `size` (the work
  /// each takes, roughly): a large element taken last would keep one core busy while the others
  /// wait. The results are in the elements' order.
  func concurrentMap<Transformed: Sendable>(
    largestFirst size: (Element) -> Int, _ transform: @Sendable (Element) -> Transformed
  ) -> [Transformed] {
    concurrentMap(in: Self.largestFirstOrder(ofSizes: map(size)), transform)
  }

  /// The indices of `sizes`, largest size first; equal sizes in index order.
  static func largestFirstOrder(ofSizes sizes: [Int]) -> [Int] {
    [Int](sizes.indices).sorted { sizes[$0] != sizes[$1] ? sizes[$0] > sizes[$1] : $0 < $1 }
  }

  /// `map(transform)` on all cores, the elements taken in the order of the indices `order`.
  private func concurrentMap<Transformed: Sendable>(
    in order: [Int], _ transform: @Sendable (Element) -> Transformed
  ) -> [Transformed] {
    guard count > 1 else { return map(transform) }
    return [Transformed](unsafeUninitializedCapacity: count) { results, initializedCount in
      let results = ResultSlots(base: results.baseAddress!)
      DispatchQueue.concurrentPerform(iterations: count) { [self] step in
        let index = order[step]
        (results.base + index).initialize(to: transform(self[index]))
      }
      initializedCount = count
    }
  }
}

/// Where `concurrentMap` puts its results: each iteration initializes its own slot.
private struct ResultSlots<Result>: @unchecked Sendable {
  let base: UnsafeMutablePointer<Result>
}
