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

  /// A buffer of at least `capacity` bytes (uninitialized, or holding a former batch's bytes).
  func buffer(capacity: Int) -> BatchBuffer {
    guard capacity <= standardCapacity else {
      return BatchBuffer(base: Self.allocate(capacity), capacity: capacity, pool: self)
    }
    lock.lock()
    let reused = spare.popLast()
    lock.unlock()
    return BatchBuffer(base: reused ?? Self.allocate(standardCapacity), capacity: standardCapacity, pool: self)
  }

  fileprivate func reuse(_ base: UnsafeMutablePointer<UInt8>, capacity: Int) {
    lock.lock()
    let keeps = capacity == standardCapacity && spare.count < maximumSpareCount
    if keeps { spare.append(base) }
    lock.unlock()
    if !keeps { free(base) }
  }

  /// Memory for `capacity` bytes, aligned for vector loads. In small pages: a transparent huge page
  /// would take one fault per 2 MiB, but that fault zeroes all of it and, with the kernel's direct
  /// compaction, may first stall for milliseconds, which made runs on all cores slower and less even.
  fileprivate static func allocate(_ capacity: Int) -> UnsafeMutablePointer<UInt8> {
    var base: UnsafeMutableRawPointer?
    guard posix_memalign(&base, 64, capacity) == 0, let base else {
      fatalError("out of memory for a batch buffer of \(capacity) bytes")
    }
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
