import Foundation

/// Runs a fixed number of workers over the batches of a ``BatchReader``: the calling thread and
/// `workerCount - 1` others (``WorkerThreads``). A worker that is free takes the next chunk, reads
/// it and makes the first pass of its boundary scan; then, in chunk order, makes its batch (which
/// takes little time: finding the last cut and copying the few bytes carried over), and works on
/// it. So there are never more busy threads than workers, almost all of the reading runs on all of
/// them at once, and a batch is worked on in the cache of the thread that read it. Results are
/// handed on in file order.
enum BatchWorkers {
  /// Runs `work` on every batch of `reader`, `workerCount` at a time.
  /// - Parameters:
  ///   - take: called for each batch in file order, one at a time (so it may keep state across
  ///     batches), with the batch's number; gives what `work` needs.
  ///   - work: called on a worker; throws when its batch is malformed, after which no more
  ///     batches are taken.
  ///   - consume: called with the results in file order, one at a time.
  /// - Returns: the number of batches, or `nil` when `work` threw for one, or a chunk could not be
  ///   read.
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
          defer { (reader.planner, reader.assembler) = (shared.planner, shared.assembler) }
          // A small input, read whole at the start, is one batch: worked on here, without threads.
          let count = reader.isReadWhole ? 1 : max(1, workerCount)
          if count == 1 {
            shared.runWorker()
          } else {
            WorkerThreads.run(count: count) { shared.runWorker() }
          }
          return shared.batchCount
        }
      }
    }
  }

  /// What the workers share: the planner, the assembler and the ordered hand-over of results, each
  /// behind a lock.
  private final class Shared<Piece, Result>: @unchecked Sendable {
    private let planLock = NSLock()
    fileprivate var planner: BatchReader.Planner
    private let isPrescanning: Bool
    /// Guards the assembler, whose turn it is, and whether the run failed.
    private let turn = NSCondition()
    fileprivate var assembler: BatchReader.Assembler
    private var nextChunk = 0
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
      planner = reader.planner
      assembler = reader.assembler
      isPrescanning = reader.isPrescanning
      self.take = take
      self.work = work
      self.consume = consume
    }

    /// The number of batches taken, or `nil` when the run failed.
    var batchCount: Int? {
      turn.lock()
      defer { turn.unlock() }
      return failed ? nil : taken
    }

    /// Takes and works on chunks until there are none left or the run has failed.
    func runWorker() {
      while var chunk = nextChunkToRead() {
        let isRead = chunk.prepare(prescanning: isPrescanning)
        guard let (piece, number) = batch(from: chunk, isRead: isRead) else { continue }
        do {
          let result = try work(piece)
          hand(result, number: number)
        } catch {
          fail()
        }
      }
    }

    /// The next chunk, unless there are none left or the run has failed.
    private func nextChunkToRead() -> BatchReader.Chunk? {
      planLock.lock()
      defer { planLock.unlock() }
      turn.lock()
      let failed = failed
      turn.unlock()
      return failed ? nil : planner.next()
    }

    /// Waits for the turn of `chunk`, and makes its batch and the batch's piece; `nil` when it has
    /// no cut, could not be read, or the run has failed.
    private func batch(from chunk: BatchReader.Chunk, isRead: Bool) -> (Piece, Int)? {
      turn.lock()
      defer { turn.unlock() }
      while nextChunk != chunk.index, !failed { turn.wait() }
      guard !failed else { return nil }
      nextChunk += 1
      turn.broadcast()
      guard isRead else {
        failed = true
        return nil
      }
      guard let batch = assembler.batch(from: chunk) else { return nil }
      taken += 1
      return (take(batch, taken - 1), taken - 1)
    }

    private func fail() {
      turn.lock()
      failed = true
      turn.broadcast()
      turn.unlock()
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
