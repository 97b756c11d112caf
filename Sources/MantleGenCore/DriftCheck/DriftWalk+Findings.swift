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
    checker.record(
      kind, breaking: breaking, path: String(decoding: path.storage[..<path.count], as: UTF8.self) + suffix, message,
      at: locationOverride ?? offset)
  }
}
