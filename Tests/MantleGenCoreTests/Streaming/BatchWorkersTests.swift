import Foundation
import Testing

@testable import MantleGenCore

/// How the workers share out batches: each batch taken once, in file order; results handed on in
/// file order whatever order the workers finish in; nothing more taken after a failure.
@Suite("Batch workers")
struct BatchWorkersTests {
  /// A reader of `lineCount` lines `"<n>\n"` cut at line breaks, 64 bytes at a time.
  private func reader(lineCount: Int) -> BatchReader {
    let text = (0..<lineCount).map { "\($0)\n" }.joined()
    return BatchReader(source: ChunkSource(bytes: Array(text.utf8), name: "s.jsonl"), chunkSize: 64)
  }

  /// The numbers on the lines of `batch`.
  private func numbers(in batch: BatchReader.Batch) -> [Int] {
    batch.withBytes { bytes in String(decoding: bytes, as: UTF8.self) }.split(separator: "\n").compactMap { Int($0) }
  }

  @Test("results come in file order although later batches finish first", arguments: [1, 2, 4])
  func resultsInFileOrder(workerCount: Int) {
    var reader = reader(lineCount: 2000)
    var takenNumbers: [Int] = []
    var consumed: [[Int]] = []
    let batchCount = BatchWorkers.run(
      over: &reader, workerCount: workerCount,
      take: { batch, number in
        takenNumbers.append(number)
        return batch
      },
      work: { batch in
        let lines = numbers(in: batch)
        // Early batches take longest, so that on several workers later ones finish before them.
        if let first = lines.first, first < 400 { usleep(UInt32(400 - first) * 5) }
        return lines
      },
      consume: { consumed.append($0) })
    #expect(batchCount == takenNumbers.count)
    #expect(takenNumbers == Array(0..<takenNumbers.count))
    #expect(consumed.count == takenNumbers.count)
    #expect(consumed.joined().elementsEqual(0..<2000))
  }

  @Test("after a batch fails no more batches are taken, and the run reports the failure")
  func failureStopsTaking() {
    struct Malformed: Error {}
    var counting = reader(lineCount: 20000)
    let batchCount = BatchWorkers.run(over: &counting, workerCount: 1, take: { _, _ in }, work: {}, consume: {}) ?? 0
    var reader = reader(lineCount: 20000)
    var takenCount = 0
    var consumedCount = 0
    let result = BatchWorkers.run(
      over: &reader, workerCount: 2,
      take: { batch, _ in
        takenCount += 1
        return batch
      },
      work: { batch in
        if numbers(in: batch).contains(2000) { throw Malformed() }
      },
      consume: { consumedCount += 1 })
    #expect(result == nil)
    // Line 2000 is about a tenth into the input.
    #expect(takenCount < batchCount / 2)
    #expect(consumedCount < takenCount)
  }

  @Test("an input read whole at the start is one batch, worked on by the calling thread")
  func smallInputOnCallingThread() {
    var reader = reader(lineCount: 3)
    let caller = Thread.current
    var threads: [Bool] = []
    let batchCount = BatchWorkers.run(
      over: &reader, workerCount: 4, take: { batch, _ in batch },
      work: { _ in Thread.current == caller }, consume: { threads.append($0) })
    #expect(batchCount == 1)
    #expect(threads == [true])
  }
}
