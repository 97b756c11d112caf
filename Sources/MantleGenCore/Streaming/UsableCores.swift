import CMantleGenSystem
import Foundation

/// How many cores this process may run on, which is how many batches are worked on at once.
enum UsableCores {
  /// On Linux the CPUs in the process's affinity mask (`taskset`, a container's CPU set), which
  /// `ProcessInfo.activeProcessorCount` does not heed; elsewhere, or when the mask cannot be read,
  /// the active processor count.
  static let count: Int = {
    let active = ProcessInfo.processInfo.activeProcessorCount
    if let allowed = affinityCount() { return max(1, min(allowed, active)) }
    return max(1, active)
  }()

  /// The number of CPUs in the calling thread's affinity mask (a process's threads inherit it);
  /// `nil` where there is no such mask (not Linux) or it cannot be read.
  static func affinityCount() -> Int? {
    let count = mantlegen_affinity_cpu_count()
    return count > 0 ? count : nil
  }
}
