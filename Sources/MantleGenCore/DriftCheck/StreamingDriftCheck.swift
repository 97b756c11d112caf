import Foundation

/// Checks a sample against a mapping schema without holding it in memory: JSON Lines are checked
/// one document at a time and a top-level array one element at a time, read in chunks cut between
/// documents or elements, on all cores, and the findings of the chunks are taken in file order — so
/// they are those of ``DriftChecker/check(_:)`` on the whole sample, whatever the number of cores.
/// Any other document is read whole. Malformed input is read again with the reference
/// ``JSONReader`` for the located diagnostic.
public struct StreamingDriftCheck: Sendable {
  /// Bytes read at a time; a chunk is also the unit of parallel work.
  public var chunkSize: Int
  /// Chunks checked at the same time.
  public var workerCount: Int

  public init(chunkSize: Int = 2 << 20, workerCount: Int = ProcessInfo.processInfo.activeProcessorCount) {
    self.chunkSize = max(1, chunkSize)
    self.workerCount = max(1, workerCount)
  }

  /// Checks every document of `sample` with `checker`.
  public func check(_ sample: SampleInput, with checker: inout DriftChecker) throws(Diagnostic) {
    var source = try ChunkSource(sample, chunkSize: chunkSize)
    var chunk = source.next()
    let start = Self.firstSignificantByte(in: chunk)
    let isArray = !sample.isJSONLines && start.map { chunk[$0] == UInt8(ascii: "[") } == true
    guard sample.isJSONLines || isArray else {
      // One document that is not an array: read it whole.
      for document in try LocatedJSON.parseDocuments(sample.loadBytes(), file: sample.name, allowsMultiple: false) {
        checker.check(document)
      }
      return
    }
    let prototype = checker.continuation()
    var documentCount = 0
    var merged = checker
    let absorb = { (outcome: DriftCheckBatch.Outcome) in
      merged.absorb(outcome.checker)
      documentCount += outcome.documentCount
    }
    let batches = OrderedBatches<DriftCheckBatch.Outcome>(workerCount: workerCount)
    var cutter = BatchCutter(
      scanner: isArray ? BoundaryScanner.arrayElements(openingBracket: start!) : BoundaryScanner.documents())
    var position = FilePosition(byteOrderMarkLength: chunk.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0)
    while true {
      let isLast = chunk.isEmpty
      if let cut = cutter.append(chunk) {
        let batch = DriftCheckBatch(
          bytes: cut.bytes, file: sample.name, origin: position.origin,
          mode: isArray ? .arrayElements(isFirst: cut.isFirst, isLast: cut.isLast) : .documents)
        position.advance(over: batch.bytes)
        batches.submit({ try batch.run(with: prototype) }, then: absorb)
      }
      if isLast { break }
      chunk = source.next()
    }
    guard batches.finish(then: absorb), isArray || documentCount > 0 else {
      // Something is malformed: read the whole sample with the reference reader for the diagnostic.
      try Self.validate(sample.loadBytes(), file: sample.name, allowsMultiple: sample.isJSONLines)
      throw Diagnostic(
        .error, "internal error: the streaming drift check rejected input the reference reader accepts",
        at: SourceLocation(file: sample.name))
    }
    checker = merged
  }

  /// Reads `bytes` as ``LocatedJSON/parseDocuments(_:file:allowsMultiple:)`` does, without building
  /// the values, so that it fails with the same error.
  static func validate(_ bytes: [UInt8], file: String, allowsMultiple: Bool) throws(Diagnostic) {
    try bytes.withUnsafeBufferPointer { buffer throws(Diagnostic) in
      var reader = JSONReader(bytes: buffer, file: file)
      repeat {
        try reader.skipRest(of: reader.readValue())
        if !allowsMultiple { try reader.expectEnd() }
      } while !reader.isAtEnd()
    }
  }

  private static func firstSignificantByte(in bytes: [UInt8]) -> Int? {
    var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
    return index < bytes.count ? index : nil
  }
}

/// The bytes of a sample in chunks: from its file, or from memory.
private struct ChunkSource {
  private var handle: FileHandle?
  private var bytes: [UInt8] = []
  private var offset = 0
  private let chunkSize: Int

  init(_ sample: SampleInput, chunkSize: Int) throws(Diagnostic) {
    self.chunkSize = chunkSize
    if case .file(let path) = sample.content, let handle = FileHandle(forReadingAtPath: path) {
      self.handle = handle
    } else {
      bytes = try sample.loadBytes()
    }
  }

  /// The next chunk; empty at the end.
  mutating func next() -> [UInt8] {
    if let handle {
      let chunk = [UInt8]((try? handle.read(upToCount: chunkSize)) ?? Data())
      if chunk.isEmpty { try? handle.close() }
      return chunk
    }
    let end = min(bytes.count, offset + chunkSize)
    defer { offset = end }
    return Array(bytes[offset..<end])
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

  var origin: ReaderOrigin {
    ReaderOrigin(
      line: line, column: offset - (line == 0 ? byteOrderMarkLength : lineStart), isStartOfFile: offset == 0)
  }

  mutating func advance(over piece: [UInt8]) {
    piece.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return }
      var index = 0
      while index < buffer.count, let found = memchr(base + index, 0x0A, buffer.count - index) {
        index = base.distance(to: UnsafeRawPointer(found)) + 1
        line += 1
        lineStart = offset + index
      }
    }
    offset += piece.count
  }
}
