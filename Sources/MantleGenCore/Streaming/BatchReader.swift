/// Reads a sample in chunks and hands out batches of whole documents (JSON Lines) or whole
/// elements of a top-level array, for the streaming summarizer and the streaming drift check.
///
/// The chunks lie at places that depend on the input's size and the chunk size only. Reading is
/// done in three steps, so that most of it runs on all cores (``BatchWorkers``):
/// 1. ``Planner/next()``, one caller at a time, says which chunk comes next (and reads it, for
///    an input of unknown size).
/// 2. ``Chunk/prepare(prescanning:)``, on any thread, reads the chunk into the second half of a
///    buffer and makes the first pass of the boundary scan.
/// 3. ``Assembler/batch(from:)``, in chunk order, finds the chunk's last cut and puts the
///    bytes carried over from before in front of the chunk: batch `k` is everything from the cut in
///    the chunks before to the last cut in chunk `k`, in the chunk's own buffer (no copy, but for
///    those carried bytes).
struct BatchReader {
  /// Bytes of whole documents or elements, and where the batch stands in the file.
  struct Batch: Sendable {
    /// The buffer; the batch is ``count`` bytes from `start`.
    private let buffer: BatchBuffer
    private let start: Int
    let count: Int
    let isFirst: Bool
    let isLast: Bool

    fileprivate init(buffer: BatchBuffer, start: Int, count: Int, isFirst: Bool, isLast: Bool) {
      self.buffer = buffer
      self.start = start
      self.count = count
      self.isFirst = isFirst
      self.isLast = isLast
    }

    /// Calls `body` with the bytes of the batch.
    func withBytes<Result, Failure>(_ body: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Result) throws(Failure)
      -> Result
    {
      try withExtendedLifetime(buffer) { () throws(Failure) in
        try body(UnsafeBufferPointer(start: buffer.base + start, count: count))
      }
    }
  }

  /// Where a batch may end.
  enum Cutting {
    /// After the last line break of a chunk, without looking at the bytes before it: right for
    /// JSON Lines with one document per line (a line break is never inside a string). When a
    /// document spans lines, the batch cut inside it cannot be read, and the caller reads the
    /// file again with `.exact`.
    case atLastLineBreak
    /// Where `BoundaryScanner` finds a boundary between values, outside strings.
    case exact(BoundaryScanner)
  }

  /// The chunk size the streaming summarizer and drift check read with: a chunk, the summary
  /// it goes into and the parser's working set fit in a core's level-2 cache (1 MiB on common
  /// server cores, 512 KiB–2 MiB elsewhere), so a batch is parsed in the cache it was read into.
  static let standardChunkSize = 1 << 20

  /// Says which chunk comes next.
  var planner: Planner
  /// Makes batches of the chunks.
  var assembler: Assembler

  /// Reads the first chunk of `source` (``readSize(chunkSize:bytesRead:totalByteCount:)``), which
  /// ``withHead(_:)`` shows before cutting starts.
  init(source: ChunkSource, chunkSize: Int) {
    // A chunk and what is carried over from the previous one fit in a standard buffer, unless a
    // document is longer than a chunk. Spare buffers: enough for the batches being worked on.
    let buffers = BatchBufferPool(standardCapacity: 2 * chunkSize, maximumSpareCount: 8)
    planner = Planner(source: source, chunkSize: chunkSize, buffers: buffers)
    assembler = Assembler(buffers: buffers)
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

  /// Where batches end; set it after looking at the head (``withHead(_:)``), before the first
  /// chunk is handed out.
  var cutting: BatchReader.Cutting {
    get { assembler.cutting }
    set { assembler.cutting = newValue }
  }

  /// Whether ``Chunk/prepare(prescanning:)`` should make the first pass of the boundary scan.
  var isPrescanning: Bool {
    if case .exact = cutting { true } else { false }
  }

  /// Calls `body` with the first chunk: the start of the input.
  func withHead<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    planner.withHead(body)
  }

  /// The size of the input in bytes, when it is known.
  var totalByteCount: Int? { planner.source.totalByteCount }

  /// Whether the input was small enough to be read whole at the start: it is one batch.
  var isReadWhole: Bool { planner.isReadWhole }

  /// Why the input could not be read to its end, if it could not.
  var failure: Diagnostic? { planner.source.failure }
}

extension BatchReader {
  /// A piece of the input at a fixed place, read into the second half of a buffer so that the bytes
  /// carried over from the chunks before can be put in front of it.
  struct Chunk: Sendable {
    /// The chunk's number: chunks are numbered from 0 in input order.
    let index: Int
    /// Where the chunk starts in the input.
    let offset: Int
    /// Whether the chunk ends the input.
    let isLast: Bool
    fileprivate let source: ChunkSource
    fileprivate let buffer: BatchBuffer
    /// Where the chunk's bytes start in the buffer: the room in front is for carried bytes.
    fileprivate let start: Int
    /// The chunk's length in bytes.
    fileprivate private(set) var count: Int
    /// Whether the bytes are in the buffer (those of an input of unknown size are read at once).
    fileprivate private(set) var isRead: Bool
    /// Whether reading gave every byte of the chunk.
    fileprivate private(set) var isWhole = true
    fileprivate private(set) var prescan: BoundaryScanner.Prescan?

    /// The bytes of the chunk.
    fileprivate var bytes: UnsafeBufferPointer<UInt8> {
      UnsafeBufferPointer(start: buffer.base + start, count: count)
    }

    /// Reads the chunk, if it is not read yet, and makes the first pass of its boundary scan when
    /// `prescanning`. Any thread may prepare a chunk.
    /// - Returns: whether the whole chunk could be read (else the source has a ``ChunkSource/failure``).
    mutating func prepare(prescanning: Bool) -> Bool {
      if !isRead {
        let got = source.read(into: UnsafeMutableBufferPointer(start: buffer.base + start, count: count), at: offset)
        (isRead, isWhole, count) = (true, got == count, got)
      }
      if isWhole, prescanning, prescan == nil { prescan = BoundaryScanner.prescan(bytes) }
      return isWhole
    }
  }

  /// Says which chunk of the input comes next; used by one caller at a time.
  struct Planner {
    fileprivate let source: ChunkSource
    private let chunkSize: Int
    private let buffers: BatchBufferPool
    /// The first chunk, read at the start to show the head of the input, until it is handed out.
    private var head: Chunk?
    private var nextIndex = 0
    private var nextOffset = 0
    private var isFinished = false

    fileprivate init(source: ChunkSource, chunkSize: Int, buffers: BatchBufferPool) {
      self.source = source
      self.chunkSize = chunkSize
      self.buffers = buffers
      var head = next()!
      _ = head.prepare(prescanning: false)
      self.head = head
    }

    fileprivate func withHead<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
      guard let head else { preconditionFailure("the head is shown before chunks are handed out") }
      return withExtendedLifetime(head.buffer) { body(head.bytes) }
    }

    fileprivate var isReadWhole: Bool { head?.isLast == true }

    /// The next chunk, not read yet unless the input's size is unknown; `nil` after the last.
    mutating func next() -> Chunk? {
      if let head {
        self.head = nil
        return head
      }
      guard !isFinished else { return nil }
      let size = BatchReader.readSize(
        chunkSize: chunkSize, bytesRead: nextOffset, totalByteCount: source.totalByteCount)
      let buffer = buffers.buffer(capacity: chunkSize + size)
      let chunk: Chunk
      if let total = source.totalByteCount {
        let count = min(size, total - nextOffset)
        chunk = Chunk(
          index: nextIndex, offset: nextOffset, isLast: nextOffset + count == total, source: source, buffer: buffer,
          start: chunkSize, count: count, isRead: false)
      } else {
        // A pipe is read here, in order; a short read is its end.
        let got = source.read(
          into: UnsafeMutableBufferPointer(start: buffer.base + chunkSize, count: size), at: nextOffset)
        chunk = Chunk(
          index: nextIndex, offset: nextOffset, isLast: got < size, source: source, buffer: buffer, start: chunkSize,
          count: got, isRead: true)
      }
      nextIndex += 1
      nextOffset += chunk.count
      isFinished = chunk.isLast
      return chunk
    }
  }

  /// Makes batches of the chunks, which it is given one at a time and in order.
  struct Assembler {
    fileprivate var cutting = BatchReader.Cutting.atLastLineBreak
    private let buffers: BatchBufferPool
    /// The bytes after the last cut, not handed out yet: the end of a chunk, in the chunk's buffer;
    /// or, after chunks without a cut, in a buffer of their own that grows (doubling) until a chunk
    /// has a cut.
    private var carried: (buffer: BatchBuffer?, start: Int, end: Int) = (nil, 0, 0)
    private var isCarriedBufferOwn = false
    private var isAtStartOfInput = true

    fileprivate init(buffers: BatchBufferPool) {
      self.buffers = buffers
    }

    /// The batch that ends at the last cut in `chunk`, the next chunk of the input (all of it, for the
    /// last chunk); `nil` when it has no cut, and its bytes are carried over to the next.
    mutating func batch(from chunk: Chunk) -> BatchReader.Batch? {
      let bytes = chunk.bytes
      guard let cut = chunk.isLast ? bytes.count : cutting.lastCut(in: bytes, prescan: chunk.prescan) else {
        carry(bytes)
        return nil
      }
      let carriedCount = carried.end - carried.start
      let (buffer, start) =
        carriedCount <= chunk.start
        ? (chunk.buffer, chunk.start - carriedCount) : (buffers.buffer(capacity: carriedCount + cut), 0)
      if let carriedBuffer = carried.buffer {
        (buffer.base + start).update(from: carriedBuffer.base + carried.start, count: carriedCount)
      }
      if buffer !== chunk.buffer {
        (buffer.base + start + carriedCount).update(from: bytes.baseAddress!, count: cut)
      }
      defer { isAtStartOfInput = false }
      (carried, isCarriedBufferOwn) = ((chunk.buffer, chunk.start + cut, chunk.start + bytes.count), false)
      return BatchReader.Batch(
        buffer: buffer, start: start, count: carriedCount + cut, isFirst: isAtStartOfInput, isLast: chunk.isLast)
    }

    /// Adds `bytes` to the carried bytes.
    private mutating func carry(_ bytes: UnsafeBufferPointer<UInt8>) {
      let carriedCount = carried.end - carried.start
      if !isCarriedBufferOwn || carried.buffer.map({ carried.end + bytes.count > $0.capacity }) ?? true {
        // A buffer of its own, twice what is needed: a document many chunks long is copied a few
        // times, not once per chunk.
        let buffer = buffers.buffer(capacity: 2 * (carriedCount + bytes.count))
        if let carriedBuffer = carried.buffer {
          buffer.base.update(from: carriedBuffer.base + carried.start, count: carriedCount)
        }
        (carried, isCarriedBufferOwn) = ((buffer, 0, carriedCount), true)
      }
      if let base = bytes.baseAddress, let buffer = carried.buffer {
        (buffer.base + carried.end).update(from: base, count: bytes.count)
      }
      carried.end += bytes.count
    }
  }

}

extension BatchReader.Cutting {
  /// The length of the longest prefix of `chunk` that ends at a boundary, if any.
  fileprivate mutating func lastCut(in chunk: UnsafeBufferPointer<UInt8>, prescan: BoundaryScanner.Prescan?) -> Int? {
    switch self {
    case .atLastLineBreak:
      // Lines are short next to a chunk: searching back byte by byte finds the last break quickly.
      var index = chunk.count
      while index > 0 {
        index -= 1
        if chunk[index] == 0x0A { return index + 1 }
      }
      return nil
    case .exact(var scanner):
      defer { self = .exact(scanner) }
      return scanner.lastCut(in: chunk, prescan: prescan)
    }
  }
}
