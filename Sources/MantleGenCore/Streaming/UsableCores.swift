import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// How many cores this process may run on, which is how many batches are worked on at once.
enum UsableCores {
  /// On Linux the CPUs in the process's affinity mask (`taskset`, a container's CPU set), which
  /// `ProcessInfo.activeProcessorCount` does not heed; elsewhere, or when the mask cannot be read,
  /// the active processor count.
  static let count: Int = {
    let active = ProcessInfo.processInfo.activeProcessorCount
    #if os(Linux) && canImport(Glibc)
      if let allowed = affinityCount() { return max(1, min(allowed, active)) }
    #endif
    return max(1, active)
  }()

  #if os(Linux) && canImport(Glibc)
    /// The number of CPUs in the calling thread's affinity mask (a process's threads inherit it),
    /// from glibc's `sched_getaffinity` (looked up at run time: Swift does not import it).
    static func affinityCount() -> Int? {
      typealias GetAffinity = @convention(c) (pid_t, Int, UnsafeMutableRawPointer) -> Int32
      guard let symbol = dlsym(nil, "sched_getaffinity") else { return nil }
      let getAffinity = unsafeBitCast(symbol, to: GetAffinity.self)
      // Room for 1024 CPUs, the size of glibc's `cpu_set_t`.
      var mask = [UInt64](repeating: 0, count: 16)
      let status = mask.withUnsafeMutableBytes { getAffinity(0, $0.count, $0.baseAddress!) }
      guard status == 0 else { return nil }
      let count = mask.reduce(0) { $0 + $1.nonzeroBitCount }
      return count > 0 ? count : nil
    }
  #endif
}
