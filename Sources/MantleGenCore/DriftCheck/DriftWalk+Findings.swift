import Foundation

// MARK: - Paths and findings

extension DriftWalk {
  /// Runs `body` with `suffix` appended to the path.
  @inline(__always)
  mutating func withPath<Failure: Error>(
    _ suffix: [UInt8], _ body: (inout Self) throws(Failure) -> Void
  ) throws(Failure) {
    let length = path.count
    path.push(contentsOf: suffix)
    defer { path.truncate(to: length) }
    try body(&self)
  }

  @inline(__always)
  mutating func withPath<Failure: Error>(
    _ suffix: StaticString, _ body: (inout Self) throws(Failure) -> Void
  ) throws(Failure) {
    let length = path.count
    path.push(contentsOf: UnsafeBufferPointer(start: suffix.utf8Start, count: suffix.utf8CodeUnitCount))
    defer { path.truncate(to: length) }
    try body(&self)
  }

  mutating func record(
    _ kind: DriftFinding.Kind, breaking: Bool = true, suffix: String = "", _ message: @autoclosure () -> String,
    at offset: Int
  ) {
    if isProbing {
      if breaking { probeFailed = true }
      return
    }
    // Inside a value that decoding replaces when it cannot read it, what breaks is a warning,
    // except a broken constraint of the property itself (checked after decoding); one inside a
    // nested model fails that model's decoding, which the replacement recovers from.
    let isOwnConstraint = kind == .constraintBroken && objectsInsideRecovered == 0
    let isRecovered = breaking && recoveringDepth > 0 && !isOwnConstraint
    checker.record(
      kind, breaking: breaking && !isRecovered,
      path: String(decoding: path.storage[..<path.count], as: UTF8.self) + suffix,
      { isRecovered ? message() + "; the models replace it (onInvalid: replace)" : message() },
      at: locationOverride ?? offset)
  }
}
