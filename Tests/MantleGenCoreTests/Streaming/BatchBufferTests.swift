import Testing

@testable import MantleGenCore

/// The buffers batches are read into: reused when done, writable to the end, aligned for vector loads.
@Suite("Batch buffers")
struct BatchBufferTests {
  private let standardCapacity = 2 * BatchReader.standardChunkSize

  @Test("a standard buffer that is done is kept and handed out again; a larger one is not kept")
  func reuse() {
    let pool = BatchBufferPool(standardCapacity: standardCapacity, maximumSpareCount: 2)
    var first: BatchBuffer? = pool.buffer(capacity: 100)
    let firstBase = first!.base
    #expect(first!.capacity == standardCapacity)
    #expect(pool.spareCount == 0)
    first = nil
    #expect(pool.spareCount == 1)
    let again = pool.buffer(capacity: standardCapacity)
    #expect(again.base == firstBase)
    #expect(pool.spareCount == 0)

    var large: BatchBuffer? = pool.buffer(capacity: standardCapacity + 1)
    #expect(large!.capacity == standardCapacity + 1)
    large = nil
    #expect(pool.spareCount == 0)
  }

  @Test("at most the given number of spare buffers are kept")
  func spareLimit() {
    let pool = BatchBufferPool(standardCapacity: 4096, maximumSpareCount: 2)
    var buffers: [BatchBuffer]? = (0..<5).map { _ in pool.buffer(capacity: 4096) }
    #expect(buffers!.count == 5)
    buffers = nil
    #expect(pool.spareCount == 2)
  }

  @Test("every byte of a buffer can be written and read back, small or standard")
  func wholeCapacityIsUsable() {
    for capacity in [64, 4096, standardCapacity, standardCapacity + 12_345] {
      let pool = BatchBufferPool(standardCapacity: standardCapacity, maximumSpareCount: 1)
      let buffer = pool.buffer(capacity: capacity)
      let count = buffer.capacity
      for index in stride(from: 0, to: count, by: 509) { buffer.base[index] = UInt8(truncatingIfNeeded: index) }
      buffer.base[count - 1] = 0xA5
      #expect(stride(from: 0, to: count - 1, by: 509).allSatisfy { buffer.base[$0] == UInt8(truncatingIfNeeded: $0) })
      #expect(buffer.base[count - 1] == 0xA5)
    }
  }

  @Test("buffers start on a 64-byte boundary, for vector loads")
  func alignment() {
    let pool = BatchBufferPool(standardCapacity: standardCapacity, maximumSpareCount: 1)
    let buffers = [100, standardCapacity, standardCapacity + 1].map { pool.buffer(capacity: $0) }
    #expect(buffers.allSatisfy { UInt(bitPattern: $0.base) % 64 == 0 })
  }
}
