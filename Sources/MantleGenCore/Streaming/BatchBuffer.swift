import Foundation

/// Memory a batch is read into. When the last batch using it is gone, it goes back to its pool for
/// a later batch: a long input reuses a few buffers rather than allocating one per batch (which
/// costs the kernel's zeroing of fresh pages, and leaves the allocator's heap fragmented).
final class BatchBuffer: @unchecked Sendable {
  let base: UnsafeMutablePointer<UInt8>
  let capacity: Int
  private let pool: BatchBufferPool

  fileprivate init(base: UnsafeMutablePointer<UInt8>, capacity: Int, pool: BatchBufferPool) {
    self.base = base
    self.capacity = capacity
    self.pool = pool
  }

  deinit {
    pool.reuse(base, capacity: capacity)
  }
}

/// Buffers of one standard capacity kept for reuse (larger ones, for documents longer than a
/// chunk, are freed when done). Buffers return from the threads that used them last.
final class BatchBufferPool: @unchecked Sendable {
  let standardCapacity: Int
  private let maximumSpareCount: Int
  private let lock = NSLock()
  private var spare: [UnsafeMutablePointer<UInt8>] = []

  /// A pool of buffers of `standardCapacity` bytes that keeps at most `maximumSpareCount` unused.
  init(standardCapacity: Int, maximumSpareCount: Int) {
    self.standardCapacity = standardCapacity
    self.maximumSpareCount = maximumSpareCount
  }

  deinit {
    // Giving megabytes back to the kernel takes a while: not on the thread that goes on working.
    let spare = SpareBuffers(bases: spare)
    DispatchQueue.global(qos: .utility).async { spare.deallocate() }
  }

  /// How many unused buffers are kept for reuse.
  var spareCount: Int {
    lock.lock()
    defer { lock.unlock() }
    return spare.count
  }

  /// A buffer of at least `capacity` bytes (uninitialized, or holding a former batch's bytes). In
  /// small pages when `isSparselyUsed`: the first read of an input, of a few pages, on the thread
  /// that starts everything, then costs no zeroing of a whole huge page.
  func buffer(capacity: Int, isSparselyUsed: Bool = false) -> BatchBuffer {
    guard capacity <= standardCapacity else {
      return BatchBuffer(base: Self.allocate(capacity), capacity: capacity, pool: self)
    }
    lock.lock()
    let reused = spare.popLast()
    lock.unlock()
    let base = reused ?? Self.allocate(standardCapacity, inHugePages: !isSparselyUsed)
    return BatchBuffer(base: base, capacity: standardCapacity, pool: self)
  }

  fileprivate func reuse(_ base: UnsafeMutablePointer<UInt8>, capacity: Int) {
    lock.lock()
    let keeps = capacity == standardCapacity && spare.count < maximumSpareCount
    if keeps { spare.append(base) }
    lock.unlock()
    if !keeps { free(base) }
  }

  /// Memory for `capacity` bytes, in huge pages (when `inHugePages`) where the system has them
  /// (Linux's transparent huge pages): a fresh buffer then takes one page fault per 2 MiB rather than
  /// one per 4 KiB, but that fault zeroes, and may first compact, all 2 MiB.
  fileprivate static func allocate(_ capacity: Int, inHugePages: Bool = true) -> UnsafeMutablePointer<UInt8> {
    #if os(Linux)
      let hugePage = 2 << 20
      let alignment = inHugePages && capacity >= hugePage ? hugePage : 64
    #else
      let alignment = 64
    #endif
    var base: UnsafeMutableRawPointer?
    guard posix_memalign(&base, alignment, capacity) == 0, let base else {
      fatalError("out of memory for a batch buffer of \(capacity) bytes")
    }
    #if os(Linux)
      if alignment == hugePage { _ = madvise(base, capacity, MADV_HUGEPAGE) }
    #endif
    return base.bindMemory(to: UInt8.self, capacity: capacity)
  }
}

/// Unused buffers of a pool that is gone, freed on another thread.
private struct SpareBuffers: @unchecked Sendable {
  let bases: [UnsafeMutablePointer<UInt8>]

  func deallocate() {
    for base in bases { free(base) }
  }
}
