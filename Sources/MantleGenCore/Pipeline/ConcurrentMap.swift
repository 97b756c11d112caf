import Dispatch

extension Array where Element: Sendable {
  /// `map(transform)` with the elements transformed on all cores; the results in order.
  func concurrentMap<Transformed: Sendable>(_ transform: @Sendable (Element) -> Transformed)
    -> [Transformed]
  {
    guard count > 1 else { return map(transform) }
    return [Transformed](unsafeUninitializedCapacity: count) { results, initializedCount in
      let results = ResultSlots(base: results.baseAddress!)
      DispatchQueue.concurrentPerform(iterations: count) { [self] index in
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
