/// The lanes of a 16-byte comparison as bits, for byte scans that look at 16 or 64 bytes at once.
///
/// Only `.==`, `.<` and `.>` on `SIMD16<UInt8>`, `|` and `&` on the vectors, ``isZero(_:)`` and
/// this gathering touch vectors in those scans: other `SIMDMask` operations (`.|=`, `any`) were compiled
/// lane by lane in the release build, at half the speed.
enum LaneBits {
  /// Bit `i` set when lane `i` of `mask` is true.
  @inline(__always)
  static func bits(_ mask: SIMDMask<SIMD16<Int8>>) -> UInt64 {
    bits(of: lanes(mask))
  }

  /// The lanes of `mask` as bytes, 0xFF where it is true and 0 elsewhere, to be combined with `|`.
  @inline(__always)
  static func lanes(_ mask: SIMDMask<SIMD16<Int8>>) -> SIMD16<UInt8> {
    unsafeBitCast(mask, to: SIMD16<UInt8>.self)
  }

  /// Whether every lane of `lanes` is 0.
  @inline(__always)
  static func isZero(_ lanes: SIMD16<UInt8>) -> Bool {
    let halves = unsafeBitCast(lanes, to: SIMD2<UInt64>.self)
    return halves[0] | halves[1] == 0
  }

  /// Bit `i` set when the high bit of lane `i` of `lanes` is (lanes of a mask are 0 or 0xFF).
  @inline(__always)
  static func bits(of lanes: SIMD16<UInt8>) -> UInt64 {
    // A multiplication gathers the high bits of the eight lanes of each half into its top byte.
    // (The halves are shifted differently on purpose: alike, they would be multiplied as one
    // vector, which is slower than two scalar multiplications.)
    let halves = unsafeBitCast(lanes, to: SIMD2<UInt64>.self)
    let low = ((halves[0] & 0x8080_8080_8080_8080) &* 0x0002_0408_1020_4081) >> 56
    let high = (((halves[1] & 0x8080_8080_8080_8080) &* 0x0002_0408_1020_4081) >> 48) & 0xFF00
    return low | high
  }
}
