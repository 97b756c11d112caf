import Dispatch
import Foundation

/// Summarises a sample file without holding it in memory: JSON Lines and top-level arrays are read
/// in chunks, cut between documents or elements (``BatchReader``), and the batches are summarised
/// on all cores into ``summaryCount`` summaries merged by where keys and examples were first seen —
/// which gives what one summary of the whole file gives, so the result does not depend on the
/// number of cores. Any other document is read whole.
/// Malformed input is read again with the reference ``JSONReader`` for the located diagnostic. The
/// objects read by kind (``ShapeSummary/pendingPartitions``) are settled at the end of the file.
struct StreamingSummarizer: Sendable {
  /// Bytes read at a time (an eighth of that at the start and near the end, see
  /// `BatchReader.readSize`); a batch (the chunk up to its last cut) is the unit of parallel work.
  var chunkSize: Int
  /// Batches summarised at the same time.
  var workerCount: Int
  /// Called after each batch with the bytes read so far and the file's size.
  var progress: (@Sendable (_ bytesRead: Int, _ totalBytes: Int) -> Void)?

  init(
    chunkSize: Int = BatchReader.standardChunkSize, workerCount: Int = UsableCores.count,
    progress: (@Sendable (Int, Int) -> Void)? = nil
  ) {
    self.chunkSize = max(1 << 10, chunkSize)
    self.workerCount = max(1, workerCount)
    self.progress = progress
  }

  /// Reads the file at `path` (named `name` in diagnostics) into `summary`.
  func summarize(path: String, name: String, isJSONLines: Bool, into summary: ShapeSummary) throws(Diagnostic) {
    let reader = try openReader(path: path, name: name)
    let layout = reader.withHead { StreamLayout(head: $0, isJSONLines: isJSONLines) }
    if case .whole = layout {
      // One document that is not an array: read it whole.
      try summarizeWhole(InputReader.read(path).get(), name: name, isJSONLines: false, into: summary)
      return
    }
    let isArray = layout.isArray
    let totalBytes = reader.totalByteCount ?? 0
    let merged = try layout.readBatches(
      of: reader,
      reopen: { () throws(Diagnostic) in try openReader(path: path, name: name) },
      pass: { reader throws(Diagnostic) in
        try summarizeBatches(of: &reader, isArray: isArray, totalBytes: totalBytes)
      })
    // The objects read by kind count where they were read once settled.
    merged?.settlePartitions()
    guard let merged, isArray || merged.count > 0 else {
      // Something is malformed: read the whole file with the reference reader for the diagnostic.
      try summarizeWhole(InputReader.read(path).get(), name: name, isJSONLines: isJSONLines, into: ShapeSummary())
      throw Diagnostic(
        .error, "internal error: the fast reader rejected input the reference reader accepts",
        at: SourceLocation(file: name))
    }
    if isArray {
      summary.count += 1
      summary.arrayCount += 1
      if merged.count > 0 { summary.elementSummary().merge(merged) }
    } else {
      summary.merge(merged)
    }
  }

  /// Reads `stream` (named `name` in diagnostics) into `summary`: JSON Lines in chunks, cut exactly
  /// between documents (the stream cannot be read a second time), anything else whole. Malformed
  /// input is located in the batch that holds it, with the lines before that batch counted.
  func summarize(stream: StreamedInput, name: String, isJSONLines: Bool, into summary: ShapeSummary)
    throws(Diagnostic)
  {
    let layout = stream.head.withUnsafeBufferPointer { StreamLayout(head: $0, isJSONLines: isJSONLines) }
    guard layout == .documents else {
      try summarizeWhole(stream.wholeBytes(), name: name, isJSONLines: isJSONLines, into: summary)
      return
    }
    var reader = BatchReader(source: try stream.chunkSource(), chunkSize: chunkSize)
    reader.cutting = .exact(.documents())
    let errors = BatchErrorLocator(name: name)
    let merged = try summarizeBatches(of: &reader, isArray: false, totalBytes: 0, errors: errors)
    guard let merged else {
      throw errors.first
        ?? Diagnostic(
          .error, "internal error: the fast reader rejected input the reference reader accepts",
          at: SourceLocation(file: name))
    }
    merged.settlePartitions()
    summary.merge(merged)
  }

  /// Splits the objects of the file at `path` (named `name` in diagnostics) along `places` (see
  /// ``VariantPlace``), reading it the way ``summarize(path:name:isJSONLines:into:)`` does: on all
  /// cores into ``summaryCount`` copies of the tree, merged by where values were first seen, so
  /// that the partitions do not depend on the number of cores.
  /// - Returns: whether the whole file was read (it is not when it is no longer the JSON the first
  ///   reading accepted).
  func split(path: String, name: String, isJSONLines: Bool, along places: VariantPlace) throws(Diagnostic) -> Bool {
    let reader = try openReader(path: path, name: name)
    let layout = reader.withHead { StreamLayout(head: $0, isJSONLines: isJSONLines) }
    if case .whole = layout {
      return try InputReader.read(path).get().withUnsafeBufferPointer { bytes in
        (try? places.split(bytes, allowsMultipleDocuments: false)) != nil
      }
    }
    let isArray = layout.isArray
    let read = try layout.readBatches(
      of: reader,
      reopen: { () throws(Diagnostic) in try openReader(path: path, name: name) },
      pass: { reader throws(Diagnostic) -> Bool? in
        let slots = (0..<summaryCount).map {
          BatchSlot(firstBatch: $0, step: summaryCount, value: places.emptyCopy())
        }
        let batchCount = BatchWorkers.run(
          over: &reader, workerCount: workerCount, take: { batch, number in (batch, number) },
          work: { (batch: BatchReader.Batch, number: Int) throws(StrictCursor.Rejected) in
            try slots[number % slots.count].take(number: number) { tree throws(StrictCursor.Rejected) in
              try batch.withBytes { bytes throws(StrictCursor.Rejected) in
                try tree.split(batch: bytes, content: Self.content(of: batch, isArray: isArray), number: number)
              }
            }
          },
          consume: { _ in })
        if let failure = reader.failure { throw failure }
        guard batchCount != nil else { return nil }
        places.removePartitions()
        places.mergePartitions(of: slots.map(\.value))
        return true
      })
    return read == true
  }

  /// A fresh reader of the file at `path`, named `name` in diagnostics.
  private func openReader(path: String, name: String) throws(Diagnostic) -> BatchReader {
    BatchReader(source: try ChunkSource(path: path, name: name), chunkSize: chunkSize)
  }

  /// What `batch` of a file of elements of a top-level array (`isArray`) or of documents holds.
  private static func content(of batch: BatchReader.Batch, isArray: Bool) -> StrictBatchContent {
    isArray ? .arrayElements(isFirst: batch.isFirst, isLast: batch.isLast) : .documents(isFirst: batch.isFirst)
  }

  /// Summaries the batches of one file are read into: batch `k` into summary `k % summaryCount`,
  /// one batch at a time and in file order (``BatchSlot``), whichever worker takes it. One per
  /// worker, at most four: each summary is built once, not once per batch, and merged by stamps at
  /// the end, which gives what one summary gives; one worker has no summaries to merge.
  var summaryCount: Int { min(4, workerCount) }

  /// Summarises every batch of `reader` on the workers; `nil` as soon as a batch cannot be read.
  /// With `errors`, each batch's place in the input is counted as it is taken, and a batch that
  /// cannot be read is read again with the reference reader for the located diagnostic.
  private func summarizeBatches(
    of reader: inout BatchReader, isArray: Bool, totalBytes: Int, errors: BatchErrorLocator? = nil
  ) throws(Diagnostic) -> ShapeSummary? {
    let slots = (0..<summaryCount).map { BatchSlot(firstBatch: $0, step: summaryCount, value: ShapeSummary()) }
    var bytesRead = 0
    let batchCount = BatchWorkers.run(
      over: &reader, workerCount: workerCount,
      take: { batch, number in
        bytesRead += batch.count
        progress?(bytesRead, totalBytes)
        return (batch, number, errors?.start(of: batch))
      },
      work: { (batch: BatchReader.Batch, number: Int, start: BatchErrorLocator.Start?) throws(StrictCursor.Rejected) in
        let content = Self.content(of: batch, isArray: isArray)
        do throws(StrictCursor.Rejected) {
          try slots[number % slots.count].take(number: number) { summary throws(StrictCursor.Rejected) in
            try batch.withBytes { bytes throws(StrictCursor.Rejected) in
              try FastShapeBuilder.absorb(bytes, content: content, batch: number, into: summary)
            }
          }
        } catch {
          if let errors, let start { errors.locate(batch, number: number, start: start) }
          throw error
        }
      },
      consume: { _ in })
    if let failure = reader.failure { throw failure }
    guard let batchCount else { return nil }
    // A small input, read whole, is one batch: its summary needs no merging.
    return batchCount == 1 ? slots[0].value : Self.merged(slots)
  }

  /// Merges the summaries of `slots` by stamps, pairs of them at the same time; the merged-away
  /// summaries are freed off the calling thread, which goes on with inference.
  private static func merged(_ slots: [BatchSlot<ShapeSummary>]) -> ShapeSummary {
    var round = slots
    var mergedAway: [BatchSlot<ShapeSummary>] = []
    while round.count > 1 {
      let current = round
      _ = [Int](0..<(current.count / 2)).concurrentMap { pair in
        current[2 * pair].value.merge(current[2 * pair + 1].value, orderedByStamps: true)
      }
      round = stride(from: 0, to: current.count, by: 2).map { current[$0] }
      mergedAway += stride(from: 1, to: current.count, by: 2).map { current[$0] }
    }
    DispatchQueue.global(qos: .utility).async { [mergedAway] in withExtendedLifetime(mergedAway) {} }
    return round[0].value
  }

  private func summarizeWhole(_ bytes: [UInt8], name: String, isJSONLines: Bool, into summary: ShapeSummary)
    throws(Diagnostic)
  {
    _ = try bytes.withUnsafeBufferPointer { buffer throws(Diagnostic) in
      try ShapeBuilder.absorb(buffer, file: name, allowsMultipleDocuments: isJSONLines, into: summary)
    }
  }

}

/// A value (a summary, a tree of places) and the batches read into it: `k`, `k + step`,
/// `k + 2 × step` and so on, one at a time and in that order, whichever workers take them.
private final class BatchSlot<Value>: @unchecked Sendable {
  let value: Value
  private let turn = NSCondition()
  /// The number of the batch whose turn it is.
  private var nextBatch: Int
  /// How far apart the batches read into the value are.
  private let step: Int

  init(firstBatch: Int, step: Int, value: Value) {
    (nextBatch, self.step, self.value) = (firstBatch, step, value)
  }

  /// Waits for the turn of batch `number`, and reads it into the value with `body`.
  func take(number: Int, _ body: (Value) throws(StrictCursor.Rejected) -> Void) throws(StrictCursor.Rejected) {
    turn.lock()
    while nextBatch != number { turn.wait() }
    turn.unlock()
    defer {
      turn.lock()
      nextBatch += step
      turn.broadcast()
      turn.unlock()
    }
    try body(value)
  }
}
