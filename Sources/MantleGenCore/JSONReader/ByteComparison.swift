#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Byte comparisons without going through generic sequence code.
enum ByteComparison {
  @inline(__always)
  static func equal(_ stored: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    stored.withUnsafeBufferPointer { equal($0, bytes) }
  }

  @inline(__always)
  static func equal(_ a: [UInt8], _ b: [UInt8]) -> Bool {
    a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { equal(a, $0) } }
  }

  @inline(__always)
  static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
    guard a.count == b.count else { return false }
    guard let first = a.baseAddress, let second = b.baseAddress, !a.isEmpty else { return true }
    return memcmp(first, second, a.count) == 0
  }
}
