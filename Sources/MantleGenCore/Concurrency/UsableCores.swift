import CMantleGenSystem

/// How many cores this process may run on, which is how many batches are worked on at once.
enum UsableCores {
  /// The CPUs of the process's affinity mask (`taskset`, a container's CPU set), else the online
  /// CPUs, at most its cgroup's CPU quota (`docker --cpus`): what Foundation's
  /// `activeProcessorCount` gives, but for the affinity mask, which it does not heed, and without
  /// its first-use cost (a quarter of a millisecond, a tenth of a small run).
  static let count = max(1, mantlegen_usable_cpu_count())

  /// The number of CPUs in the calling thread's affinity mask (a process's threads inherit it);
  /// `nil` where there is no such mask (not Linux) or it cannot be read.
  static func affinityCount() -> Int? {
    let count = mantlegen_affinity_cpu_count()
    return count > 0 ? count : nil
  }

  /// The CPUs a cgroup v2 `cpu.max` line allows, rounded up; `nil` for no limit.
  static func quotaCount(cpuMax text: String) -> Int? {
    let count = mantlegen_cpu_count_for_cpu_max(text)
    return count > 0 ? count : nil
  }
}
