/// Reads a sample in chunks and hands out batches of whole documents (JSON Lines) or whole
/// elements of a top-level array, for the streaming summarizer and the streaming drift check. A
/// batch is the buffer the bytes were read into (no copy); only the few bytes after its cut are
/// copied, to start the next buffer.
struct BatchReader {
  /// Bytes of whole documents or elements, and where the batch stands in the file.
  struct Batch: Sendable {
    /// The buffer; the batch is its first ``count`` bytes.
    private let storage: [UInt8]
    let count: Int
    let isFirst: Bool
    let isLast: Bool

    fileprivate init(storage: [UInt8], count: Int, isFirst: Bool, isLast: Bool) {
      self.storage = storage
      self.count = count
      self.isFirst = isFirst
      self.isLast = isLast
    }

    /// Calls `body` with the bytes of the batch.
    func withBytes<Result, Failure>(_ body: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Result) throws(Failure)
      -> Result
    {
      try storage.withUnsafeBufferPointer { buffer throws(Failure) in
        try body(UnsafeBufferPointer(rebasing: buffer[..<count]))
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

  private let source: ChunkSource
  private let chunkSize: Int
  /// Where batches end; set it after looking at ``head``, before the first ``next()``.
  var cutting = Cutting.atLastLineBreak
  /// Bytes read but not handed out yet; at first, the whole first chunk.
  private var pending: [UInt8]
  private var isFirstBatch = true
  private var isFinished = false

  /// Reads the first chunk of `source`, which ``head`` shows before cutting starts.
  init(source: ChunkSource, chunkSize: Int) {
    self.source = source
    self.chunkSize = chunkSize
    pending = source.read(after: [], count: chunkSize)
  }

  /// The bytes read so far and not handed out: at first, the start of the input.
  var head: [UInt8] { pending }

  /// Why the input could not be read to its end, if it could not.
  var failure: Diagnostic? { source.failure }

  /// The next batch, or `nil` after the last one (which may be empty).
  mutating func next() -> Batch? {
    guard !isFinished else { return nil }
    var buffer = pending
    // The first call cuts the head as it was read; later ones read a chunk first.
    var needsRead = !isFirstBatch
    while true {
      if needsRead {
        // When no boundary was found, the next read doubles the buffer, so a long document is
        // not copied again and again.
        let more = source.read(after: buffer, count: max(chunkSize, buffer.count))
        if more.count == buffer.count { return hand(buffer, cut: buffer.count, isLast: true) }
        buffer = more
      }
      needsRead = true
      if let cut = cutting.lastCut(in: buffer), cut > 0 { return hand(buffer, cut: cut, isLast: false) }
    }
  }

  private mutating func hand(_ buffer: [UInt8], cut: Int, isLast: Bool) -> Batch {
    defer { isFirstBatch = false }
    isFinished = isLast
    pending = isLast ? [] : Array(buffer[cut...])
    cutting.didCut(at: cut)
    return Batch(storage: buffer, count: cut, isFirst: isFirstBatch, isLast: isLast)
  }
}

extension BatchReader.Cutting {
  /// The length of the longest prefix of `buffer` that ends at a boundary, if any.
  fileprivate mutating func lastCut(in buffer: [UInt8]) -> Int? {
    switch self {
    case .atLastLineBreak:
      // Lines are short next to a chunk: searching back byte by byte finds the last break quickly.
      return buffer.withUnsafeBufferPointer { bytes in
        var index = bytes.count
        while index > 0 {
          index -= 1
          if bytes[index] == 0x0A { return index + 1 }
        }
        return nil
      }
    case .exact(var scanner):
      defer { self = .exact(scanner) }
      return buffer.withUnsafeBufferPointer { scanner.lastCut(in: $0) }
    }
  }

  /// The first `length` bytes were handed out.
  fileprivate mutating func didCut(at length: Int) {
    guard case .exact(var scanner) = self else { return }
    scanner.didCut(at: length)
    self = .exact(scanner)
  }
}
