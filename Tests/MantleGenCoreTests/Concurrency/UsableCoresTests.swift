import Foundation
import Testing

@testable import MantleGenCore

#if canImport(Glibc)
  import Glibc
#endif

/// Batches are worked on by as many workers as the process has cores to run on.
@Suite("Usable cores")
struct UsableCoresTests {
  @Test("at least one core, at most the active processors")
  func bounds() {
    #expect(UsableCores.count >= 1)
    #expect(UsableCores.count <= ProcessInfo.processInfo.activeProcessorCount)
  }

  @Test(
    "a cgroup's CPU quota allows its quota over its period, rounded up; no limit for max",
    arguments: [
      ("max 100000\n", nil), ("200000 100000\n", 2), ("150000 100000", 2), ("50000 100000", 1),
      ("100000 100000", 1), ("-1 100000", nil), ("", nil), ("garbage", nil), ("300000", nil),
    ] as [(String, Int?)])
  func quota(text: String, count: Int?) {
    #expect(UsableCores.quotaCount(cpuMax: text) == count)
  }

  #if os(Linux) && canImport(Glibc)
    @Test("on Linux, the CPUs of the affinity mask count, not all the active processors")
    func affinity() throws {
      typealias Affinity = @convention(c) (pid_t, Int, UnsafeMutableRawPointer) -> Int32
      let get = unsafeBitCast(try #require(dlsym(nil, "sched_getaffinity")), to: Affinity.self)
      let set = unsafeBitCast(try #require(dlsym(nil, "sched_setaffinity")), to: Affinity.self)
      var mask = [UInt64](repeating: 0, count: 16)
      #expect(mask.withUnsafeMutableBytes { get(0, $0.count, $0.baseAddress!) } == 0)
      #expect(UsableCores.affinityCount() == mask.reduce(0) { $0 + $1.nonzeroBitCount })
      // This thread alone, on the first of its CPUs, as `taskset -c` would start a process.
      let word = try #require(mask.firstIndex { $0 != 0 })
      var single = [UInt64](repeating: 0, count: 16)
      single[word] = 1 << UInt64(mask[word].trailingZeroBitCount)
      #expect(single.withUnsafeMutableBytes { set(0, $0.count, $0.baseAddress!) } == 0)
      let restricted = UsableCores.affinityCount()
      #expect(mask.withUnsafeMutableBytes { set(0, $0.count, $0.baseAddress!) } == 0)
      #expect(restricted == 1)
      // As the process's count is read before any worker starts, with this thread's mask.
      #expect(UsableCores.count <= mask.reduce(0) { $0 + $1.nonzeroBitCount })
    }
  #endif
}
