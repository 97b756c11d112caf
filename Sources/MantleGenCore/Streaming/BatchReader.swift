/// Reads a sample in chunks and hands out batches of whole documents (JSON Lines) or whole
/// elements of a top-level array, for the streaming summarizer and the streaming drift check. A
/// batch is the buffer the bytes were read into (no copy); only the few bytes after its cut are
/// copied, to start the next buffer.
struct BatchReader {
  /// Bytes of whole documents or elements, and where the batch stands in the file.
  struct Batch: Sendable {
    /// The buffer; the batch is its first ``count`` bytes.
    private let buffer: BatchBuffer
    let count: Int
    let isFirst: Bool
    let isLast: Bool

    fileprivate init(buffer: BatchBuffer, count: Int, isFirst: Bool, isLast: Bool) {
      self.buffer = buffer
      self.count = count
      self.isFirst = isFirst
      self.isLast = isLast
    }

    /// Calls `body` with the bytes of the batch.
    func withBytes<Result, Failure>(_ body: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Result) throws(Failure)
      -> Result
    {
      try withExtendedLifetime(buffer) { () throws(Failure) in
        try body(UnsafeBufferPointer(start: buffer.base, count: count))
      }
    }
  }

  /// Where a batch may end.
  enum Cutting {
    /// After the last line break read so far, without looking at the bytes before it: right for
    /// JSON Lines with one document per line (a line break is never inside a string). When a
    /// document spans lines, the batch cut inside it cannot be read, and the caller reads the
    /// file again with `.exact`.
    case atLastLineBreak
    /// Where `BoundaryScanner` finds a boundary between values, outside strings.
    case exact(BoundaryScanner)
  }

  /// The chunk size the streaming summarizer and drift check read with: a chunk, the summary
  /// it goes into and the parser's working set fit in a core's level-2 cache (1 MiB on common
  /// server cores, 512 KiB–2 MiB elsewhere), so a batch is parsed in the cache it was read into; and
  /// its buffer (twice the chunk, for the bytes carried over) is one 2 MiB huge page.
  static let standardChunkSize = 1 << 20

  private let source: ChunkSource
  private let chunkSize: Int
  private let buffers: BatchBufferPool
  /// Where batches end; set it after looking at the head (``withHead(_:)``), before the first
  /// ``next()``.
  var cutting = Cutting.atLastLineBreak
  /// The buffer that holds the bytes read but not handed out yet (at first, the whole first
  /// chunk): from `pendingStart` to `pendingEnd`.
  private var pending: BatchBuffer
  private var pendingStart = 0
  private var pendingEnd: Int
  private var isFirstBatch = true
  private var isFinished = false
  /// Bytes read from the source so far.
  private var bytesRead = 0

  /// Reads the start of `source` (``readSize(chunkSize:bytesRead:totalByteCount:)``), which
  /// ``withHead(_:)`` shows before cutting starts.
  init(source: ChunkSource, chunkSize: Int) {
    self.source = source
    self.chunkSize = chunkSize
    // A chunk and what is carried over from the previous one fit in a standard buffer, unless a
    // document is longer than a chunk. Spare buffers: enough for the batches being worked on.
    buffers = BatchBufferPool(standardCapacity: 2 * chunkSize, maximumSpareCount: 8)
    let size = Self.readSize(chunkSize: chunkSize, bytesRead: 0, totalByteCount: source.totalByteCount)
    pending = buffers.buffer(capacity: size)
    pendingEnd = source.read(into: UnsafeMutableBufferPointer(start: pending.base, count: size))
    bytesRead = pendingEnd
  }

  /// How many bytes to read next: a whole chunk, but an eighth of one at the start and near the
  /// known end of the input, so that the first batch is handed out early and the last batches,
  /// read on all cores at once, end close together. It depends on the input and the chunk size
  /// only, so the batches are the same on any number of cores.
  static func readSize(chunkSize: Int, bytesRead: Int, totalByteCount: Int?) -> Int {
    let small = max(1 << 10, chunkSize / 8)
    if bytesRead == 0 { return small }
    guard let totalByteCount else { return chunkSize }
    return totalByteCount - bytesRead <= 4 * chunkSize ? small : chunkSize
  }

  /// Calls `body` with the bytes read so far and not handed out: at first, the start of the input.
  func withHead<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    withExtendedLifetime(pending) {
      body(UnsafeBufferPointer(start: pending.base + pendingStart, count: pendingEnd - pendingStart))
    }
  }

  /// The size of the input in bytes, when it is known.
  var totalByteCount: Int? { source.totalByteCount }

  /// Whether the input was small enough to be read whole at the start: it is one batch.
  var isReadWhole: Bool { isFirstBatch && bytesRead == source.totalByteCount }

  /// Why the input could not be read to its end, if it could not.
  var failure: Diagnostic? { source.failure }

  /// The next batch, or `nil` after the last one (which may be empty).
  mutating func next() -> Batch? {
    guard !isFinished else { return nil }
    // The first call cuts the head as it was read; later ones read a chunk first.
    var (buffer, start, end) = (pending, pendingStart, pendingEnd)
    var needsRead = !isFirstBatch
    while true {
      if needsRead, bytesRead != source.totalByteCount {
        // The bytes so far, then a chunk; when no boundary was found, the next read doubles the
        // buffer, so a long document is not copied again and again.
        let carried = end - start
        let count = max(
          Self.readSize(chunkSize: chunkSize, bytesRead: bytesRead, totalByteCount: source.totalByteCount), carried)
        let next = buffers.buffer(capacity: carried + count)
        next.base.update(from: buffer.base + start, count: carried)
        let got = source.read(into: UnsafeMutableBufferPointer(start: next.base + carried, count: count))
        bytesRead += got
        (buffer, start, end) = (next, 0, carried + got)
        if got == 0 { return hand(buffer, count: end, cut: end, isLast: true) }
      }
      needsRead = true
      if bytesRead == source.totalByteCount {
        // The input's known size is read (at first, a small input read whole): the rest is the
        // last batch.
        return hand(buffer, count: end, cut: end, isLast: true)
      }
      if let cut = cutting.lastCut(in: UnsafeBufferPointer(start: buffer.base, count: end)), cut > 0 {
        return hand(buffer, count: end, cut: cut, isLast: false)
      }
    }
  }

  /// Hands out the first `cut` of the `count` bytes in `buffer`; the rest is pending.
  private mutating func hand(_ buffer: BatchBuffer, count: Int, cut: Int, isLast: Bool) -> Batch {
    defer { isFirstBatch = false }
    isFinished = isLast
    (pending, pendingStart, pendingEnd) = (buffer, cut, count)
    cutting.didCut(at: cut)
    return Batch(buffer: buffer, count: cut, isFirst: isFirstBatch, isLast: isLast)
  }
}

extension BatchReader.Cutting {
  /// The length of the longest prefix of `buffer` that ends at a boundary, if any.
  fileprivate mutating func lastCut(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    switch self {
    case .atLastLineBreak:
      // Lines are short next to a chunk: searching back byte by byte finds the last break quickly.
      var index = bytes.count
      while index > 0 {
        index -= 1
        if bytes[index] == 0x0A { return index + 1 }
      }
      return nil
    case .exact(var scanner):
      defer { self = .exact(scanner) }
      return scanner.lastCut(in: bytes)
    }
  }

  /// The first `length` bytes were handed out.
  fileprivate mutating func didCut(at length: Int) {
    guard case .exact(var scanner) = self else { return }
    scanner.didCut(at: length)
    self = .exact(scanner)
  }
}
