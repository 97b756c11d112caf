import Foundation

/// Checks a sample against a mapping schema without holding it in memory: JSON Lines are checked
/// one document at a time and a top-level array one element at a time, read in chunks cut between
/// documents or elements, on all cores, and the findings of the chunks are taken in file order — so
/// they are those of ``DriftChecker/check(_:file:allowsMultipleDocuments:)`` on the whole sample,
/// whatever the number of cores.
/// Any other document is read whole. Malformed input is read again with the reference
/// ``JSONReader`` for the located diagnostic.
public struct StreamingDriftCheck: Sendable {
  /// Bytes read at a time (an eighth of that at the start and near the end, see
  /// `BatchReader.readSize`); a chunk is also the unit of parallel work.
  var chunkSize: Int
  /// Chunks checked at the same time.
  var workerCount: Int

  /// A check reading `chunkSize` bytes at a time (by default, the summarizer's chunk size), with
  /// `workerCount` chunks (by default, one per usable core) checked at once.
  public init(chunkSize: Int? = nil, workerCount: Int? = nil) {
    self.chunkSize = max(1, chunkSize ?? BatchReader.standardChunkSize)
    self.workerCount = max(1, workerCount ?? UsableCores.count)
  }

  /// Checks every document of `sample` with `checker`.
  public func check(_ sample: SampleInput, with checker: inout DriftChecker) throws(Diagnostic) {
    if case .stream(let stream) = sample.content,
      stream.head.withUnsafeBufferPointer({ StreamLayout(head: $0, isJSONLines: sample.isJSONLines) }) == .documents
    {
      return try check(stream, name: sample.name, with: &checker)
    }
    let reader = try Self.reader(of: sample, chunkSize: chunkSize)
    let layout = reader.withHead { StreamLayout(head: $0, isJSONLines: sample.isJSONLines) }
    if case .whole = layout {
      // One document that is not an array: read it whole.
      return try checker.check(sample.loadBytes(), file: sample.name, allowsMultipleDocuments: false)
    }
    let isArray = layout.isArray
    let byteOrderMarkLength = reader.withHead(UTF8Validation.byteOrderMarkLength)
    let checked = try layout.readBatches(
      of: reader, reopen: { () throws(Diagnostic) in try Self.reader(of: sample, chunkSize: chunkSize) },
      pass: { reader throws(Diagnostic) in
        try checkBatches(
          of: &reader, file: sample.name, isArray: isArray, byteOrderMarkLength: byteOrderMarkLength, checker)
      })
    guard let checked, isArray || checked.documentCount > 0 else {
      // Something is malformed: read the whole sample with the reference reader for the diagnostic.
      try Self.validate(sample.loadBytes(), file: sample.name, allowsMultiple: sample.isJSONLines)
      throw Diagnostic(
        .error, "internal error: the streaming drift check rejected input the reference reader accepts",
        at: SourceLocation(file: sample.name))
    }
    checker = checked.checker
  }

  /// Checks the JSON Lines of `stream` (named `name`) read once, in order, cut exactly between
  /// documents; malformed input is located in the batch that holds it.
  private func check(_ stream: StreamedInput, name: String, with checker: inout DriftChecker) throws(Diagnostic) {
    var reader = BatchReader(source: try stream.chunkSource(), chunkSize: chunkSize)
    reader.cutting = .exact(.documents())
    let byteOrderMarkLength = reader.withHead(UTF8Validation.byteOrderMarkLength)
    let errors = BatchErrorLocator(name: name)
    guard
      let checked = try checkBatches(
        of: &reader, file: name, isArray: false, byteOrderMarkLength: byteOrderMarkLength, checker, errors: errors),
      checked.documentCount > 0
    else {
      throw errors.first
        ?? Diagnostic(
          .error, "internal error: the streaming drift check rejected input the reference reader accepts",
          at: SourceLocation(file: name))
    }
    checker = checked.checker
  }

  /// Checks every batch of `reader` on the workers, each with a continuation of `checker`, and
  /// takes their findings in file order; `nil` as soon as a batch cannot be read. With `errors`, a
  /// batch that cannot be read is located (see ``BatchErrorLocator``).
  private func checkBatches(
    of reader: inout BatchReader, file: String, isArray: Bool, byteOrderMarkLength: Int, _ checker: DriftChecker,
    errors: BatchErrorLocator? = nil
  ) throws(Diagnostic) -> (checker: DriftChecker, documentCount: Int)? {
    let prototype = checker.continuation()
    let plans = CheckPlanPool(schema: checker.schema, plan: checker.plan)
    var merged = checker
    var documentCount = 0
    var position = FilePosition(byteOrderMarkLength: byteOrderMarkLength)
    let batchCount = BatchWorkers.run(
      over: &reader, workerCount: workerCount,
      take: { piece, number in
        let batch = DriftCheckBatch(
          batch: piece, file: file,
          content: isArray
            ? .arrayElements(isFirst: piece.isFirst, isLast: piece.isLast) : .documents(isFirst: piece.isFirst))
        return (batch, piece, number, errors?.start(of: piece))
      },
      work: {
        (batch: DriftCheckBatch, piece: BatchReader.Batch, number: Int, start: BatchErrorLocator.Start?)
          throws(StrictCursor.Rejected) in
        do throws(StrictCursor.Rejected) {
          return try batch.run(with: prototype, plans: plans)
        } catch {
          if let errors, let start { errors.locate(piece, number: number, start: start) }
          throw error
        }
      },
      consume: { outcome in
        // In file order: the pieces before this one are counted, so its start is known.
        var piece = outcome.checker
        piece.placeFindings(at: position.origin)
        merged.absorb(piece)
        documentCount += outcome.documentCount
        position.advance(over: outcome.lineBreaks)
      })
    if let failure = reader.failure { throw failure }
    return batchCount == nil ? nil : (merged, documentCount)
  }

  private static func reader(of sample: SampleInput, chunkSize: Int) throws(Diagnostic) -> BatchReader {
    let source =
      if case .file(let path) = sample.content {
        try ChunkSource(path: path, name: sample.name)
      } else {
        // Bytes in memory, or a stream that is not JSON Lines, read whole.
        ChunkSource(bytes: try sample.loadBytes(), name: sample.name)
      }
    return BatchReader(source: source, chunkSize: chunkSize)
  }

  /// Reads `bytes` with the reference reader, without building the values, for the located error
  /// of malformed input.
  static func validate(_ bytes: [UInt8], file: String, allowsMultiple: Bool) throws(Diagnostic) {
    try bytes.withUnsafeBufferPointer { buffer throws(Diagnostic) in
      var reader = JSONReader(bytes: buffer, file: file)
      repeat {
        try reader.skipRest(of: reader.readValue())
        if !allowsMultiple { try reader.expectEnd() }
      } while !reader.isAtEnd()
    }
  }

}

/// Where the next piece of a file starts, as a ``ReaderOrigin``.
private struct FilePosition {
  private var offset = 0
  private var line = 0
  private var lineStart = 0
  private let byteOrderMarkLength: Int

  init(byteOrderMarkLength: Int) {
    self.byteOrderMarkLength = byteOrderMarkLength
  }

  /// The first piece starts the file (the reader skips and hides the byte order mark itself); on
  /// the first line, later pieces' columns do not count the mark either.
  var origin: ReaderOrigin {
    guard offset > 0 else { return ReaderOrigin() }
    return ReaderOrigin(
      line: line, column: offset - (line == 0 ? byteOrderMarkLength : lineStart), isStartOfFile: false)
  }

  mutating func advance(over piece: LineBreaks) {
    line += piece.count
    if let lastLineStart = piece.lastLineStart { lineStart = offset + lastLineStart }
    offset += piece.length
  }
}
