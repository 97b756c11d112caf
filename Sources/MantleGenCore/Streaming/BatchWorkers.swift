import Dispatch
import Foundation

/// Runs a fixed number of workers over the batches of a ``BatchReader``: the calling thread and
/// `workerCount - 1` others. A worker that is free takes the next batch — it reads that batch
/// itself, under a lock — and works on it; so there are never more busy threads than workers, and
/// a batch is worked on in the cache of the thread that read it. Results are handed on in file
/// order.
enum BatchWorkers {
  /// Runs `work` on every batch of `reader`, `workerCount` at a time.
  /// - Parameters:
  ///   - take: called for each batch in file order, under the lock (so it may keep state across
  ///     batches), with the batch's number; gives what `work` needs.
  ///   - work: called on a worker; throws when its batch is malformed, after which no more
  ///     batches are taken.
  ///   - consume: called with the results in file order, one at a time.
  /// - Returns: the number of batches, or `nil` when `work` threw for one.
  static func run<Piece, Result>(
    over reader: inout BatchReader, workerCount: Int,
    take: (BatchReader.Batch, _ number: Int) -> Piece,
    work: (Piece) throws -> Result,
    consume: (Result) -> Void
  ) -> Int? {
    withoutActuallyEscaping(take) { take in
      withoutActuallyEscaping(work) { work in
        withoutActuallyEscaping(consume) { consume in
          let shared = Shared(reader: reader, take: take, work: work, consume: consume)
          defer { reader = shared.reader }
          // A small input, read whole at the start, is one batch: worked on here, without threads.
          let count = reader.isReadWhole ? 1 : max(1, workerCount)
          if count == 1 {
            shared.runWorker()
          } else {
            DispatchQueue.concurrentPerform(iterations: count) { _ in shared.runWorker() }
          }
          return shared.batchCount
        }
      }
    }
  }

  /// What the workers share: the reader and the ordered hand-over of results, each behind a lock.
  private final class Shared<Piece, Result>: @unchecked Sendable {
    private let readLock = NSLock()
    fileprivate var reader: BatchReader
    private var taken = 0
    private var failed = false
    private let take: (BatchReader.Batch, Int) -> Piece
    private let work: (Piece) throws -> Result
    private let consume: (Result) -> Void
    private let resultLock = NSLock()
    private var ready: [Int: Result] = [:]
    private var nextToConsume = 0

    init(
      reader: BatchReader, take: @escaping (BatchReader.Batch, Int) -> Piece,
      work: @escaping (Piece) throws -> Result, consume: @escaping (Result) -> Void
    ) {
      self.reader = reader
      self.take = take
      self.work = work
      self.consume = consume
    }

    /// The number of batches taken, or `nil` when one failed.
    var batchCount: Int? {
      readLock.lock()
      defer { readLock.unlock() }
      return failed ? nil : taken
    }

    /// Takes and works on batches until there are none left or one has failed.
    func runWorker() {
      while let (piece, number) = next() {
        do {
          let result = try work(piece)
          hand(result, number: number)
        } catch {
          readLock.lock()
          failed = true
          readLock.unlock()
        }
      }
    }

    /// The next batch's piece and number, read under the lock.
    private func next() -> (Piece, Int)? {
      readLock.lock()
      defer { readLock.unlock() }
      guard !failed, let batch = reader.next() else { return nil }
      taken += 1
      return (take(batch, taken - 1), taken - 1)
    }

    /// Keeps `result` until the results before it are consumed, and consumes what is ready.
    private func hand(_ result: Result, number: Int) {
      resultLock.lock()
      defer { resultLock.unlock() }
      ready[number] = result
      while let next = ready.removeValue(forKey: nextToConsume) {
        consume(next)
        nextToConsume += 1
      }
    }
  }
}
