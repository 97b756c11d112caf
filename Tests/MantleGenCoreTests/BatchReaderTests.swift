import Testing

@testable import MantleGenCore

/// How a stream is cut into batches: every byte once, in order, and small batches where small ones
/// pay off (the first, and those near the known end).
@Suite("Batch reader")
struct BatchReaderTests {
  /// The sizes of the batches of `text` read `chunkSize` bytes at a time, cut at line breaks, and
  /// whether they add up to the text.
  private func batchSizes(of text: String, chunkSize: Int) -> (sizes: [Int], isWholeText: Bool) {
    var reader = BatchReader(source: ChunkSource(bytes: Array(text.utf8), name: "s.jsonl"), chunkSize: chunkSize)
    var sizes: [Int] = []
    var bytes: [UInt8] = []
    while let batch = reader.next() {
      sizes.append(batch.count)
      batch.withBytes { bytes += $0 }
    }
    return (sizes, bytes == Array(text.utf8))
  }

  @Test("the first read and the reads near the known end are an eighth of a chunk, the others whole")
  func readSizes() {
    let chunk = 1 << 20
    #expect(BatchReader.readSize(chunkSize: chunk, bytesRead: 0, totalByteCount: 100 * chunk) == chunk / 8)
    #expect(BatchReader.readSize(chunkSize: chunk, bytesRead: 0, totalByteCount: nil) == chunk / 8)
    #expect(BatchReader.readSize(chunkSize: chunk, bytesRead: chunk / 8, totalByteCount: 100 * chunk) == chunk)
    #expect(BatchReader.readSize(chunkSize: chunk, bytesRead: 95 * chunk, totalByteCount: 100 * chunk) == chunk)
    #expect(BatchReader.readSize(chunkSize: chunk, bytesRead: 96 * chunk, totalByteCount: 100 * chunk) == chunk / 8)
    #expect(BatchReader.readSize(chunkSize: chunk, bytesRead: 96 * chunk, totalByteCount: nil) == chunk)
    #expect(BatchReader.readSize(chunkSize: 2048, bytesRead: 0, totalByteCount: nil) == 1024)
  }

  @Test("batches hold every byte once, in order: small ones first and last, whole chunks between")
  func batches() {
    let line = String(repeating: "x", count: 99) + "\n"
    let text = String(repeating: line, count: 1000)  // 100,000 bytes
    let (sizes, isWholeText) = batchSizes(of: text, chunkSize: 8192)
    #expect(isWholeText)
    // Each batch ends at the last line break read so far: at most a line short of what was read.
    #expect(sizes.first == 1000)
    #expect(sizes.dropFirst().prefix(3).allSatisfy { $0 > 8192 - 100 && $0 <= 8192 + 100 })
    // Once at most four chunks (32 KB) are left, they come in eighth-chunk batches: over 20.
    #expect(sizes.suffix(20).allSatisfy { $0 <= 1024 + 100 })
  }

  @Test("an input read whole by the first read is one batch, the first and the last")
  func smallInput() {
    let text = "{\"a\": 1}\n{\"a\": 2}\n"
    var reader = BatchReader(source: ChunkSource(bytes: Array(text.utf8), name: "s.jsonl"), chunkSize: 8192)
    let batch = reader.next()
    #expect(batch?.count == text.utf8.count)
    #expect(batch?.isFirst == true && batch?.isLast == true)
    #expect(reader.next() == nil)
  }
}
