/// A small, fast, seeded random number generator (SplitMix64): the same seed gives the same
/// inputs on every machine and every run, so generated files can be reused and compared.
struct SeededRandom: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<bound` (`bound` > 0); the tiny modulo bias does not matter here.
  mutating func below(_ bound: Int) -> Int {
    Int(next() % UInt64(bound))
  }

  /// `true` once in `n` calls on average.
  mutating func oneIn(_ n: Int) -> Bool {
    below(n) == 0
  }
}
