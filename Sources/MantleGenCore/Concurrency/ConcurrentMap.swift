import Foundation

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

  /// `map(transform)` on all cores (``WorkerThreads``), the elements taken in the order of the
  /// indices `order`.
  private func concurrentMap<Transformed: Sendable>(
    in order: [Int], _ transform: @Sendable (Element) -> Transformed
  ) -> [Transformed] {
    let threadCount = Swift.min(count, UsableCores.count)
    guard threadCount > 1 else { return map(transform) }
    return [Transformed](unsafeUninitializedCapacity: count) { results, initializedCount in
      let results = ResultSlots(base: results.baseAddress!)
      let steps = StepCounter(end: count)
      withoutActuallyEscaping(transform) { transform in
        WorkerThreads.run(count: threadCount) { [self] in
          while let step = steps.next() {
            let index = order[step]
            (results.base + index).initialize(to: transform(self[index]))
          }
        }
      }
      initializedCount = count
    }
  }
}

/// Where `concurrentMap` puts its results: each step initializes its own slot.
private struct ResultSlots<Result>: @unchecked Sendable {
  let base: UnsafeMutablePointer<Result>
}

/// Hands out the steps `0..<end` one at a time, to whichever thread asks first.
private final class StepCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var taken = 0
  private let end: Int

  init(end: Int) {
    self.end = end
  }

  /// The next step not taken yet, or `nil` when all are.
  func next() -> Int? {
    lock.lock()
    defer { lock.unlock() }
    guard taken < end else { return nil }
    taken += 1
    return taken - 1
  }
}
