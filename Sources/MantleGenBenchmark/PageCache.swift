import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The kernel's cache of file pages, as far as the benchmark steers it.
enum PageCache {
  /// Asks the kernel to drop the cached pages of every file in `folder` except `kept`. On a machine
  /// whose page cache holds less than all the inputs (the 1 GB JSON Lines file and the 1 GB array
  /// together), the input about to be timed then stays in memory instead of being partly read from
  /// the disk in every run. Where the kernel cannot be asked, nothing happens.
  static func dropFiles(in folder: String, except kept: String) {
    #if os(Linux)
      let keptName = URL(fileURLWithPath: kept).lastPathComponent
      for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where name != keptName {
        let descriptor = open("\(folder)/\(name)", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { continue }
        _ = posix_fadvise(descriptor, 0, 0, POSIX_FADV_DONTNEED)
        close(descriptor)
      }
    #endif
  }
}
