import Foundation
import Testing

@testable import MantleGenCore

/// How a stream is cut into batches: every byte once, in order, and small batches where small ones
/// pay off (the first, and those near the known end); the same batches on any number of workers,
/// for inputs of known and unknown size, and documents longer than several chunks.
@Suite("Batch reader")
struct BatchReaderTests {
  /// The batches of `reader` read by `workerCount` workers, as byte arrays, and whether the first
  /// is marked first and only the last is marked last.
  private func batches(of reader: BatchReader, workerCount: Int = 1) -> (batches: [[UInt8]], isMarked: Bool) {
    var reader = reader
    var batches: [[UInt8]] = []
    var marks: [(isFirst: Bool, isLast: Bool)] = []
    _ = BatchWorkers.run(
      over: &reader, workerCount: workerCount,
      take: { batch, _ in
        marks.append((batch.isFirst, batch.isLast))
        return batch.withBytes { Array($0) }
      },
      work: { $0 }, consume: { batches.append($0) })
    let isMarked = marks.enumerated().allSatisfy { index, mark in
      mark.isFirst == (index == 0) && mark.isLast == (index == marks.count - 1)
    }
    return (batches, isMarked)
  }

  /// A reader of `text` in memory, `chunkSize` bytes at a time, with `cutting`.
  private func reader(of text: String, chunkSize: Int, cutting: BatchReader.Cutting = .atLastLineBreak)
    -> BatchReader
  {
    var reader = BatchReader(source: ChunkSource(bytes: Array(text.utf8), name: "s.json"), chunkSize: chunkSize)
    reader.cutting = cutting
    return reader
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
  func batchSizes() {
    let line = String(repeating: "x", count: 99) + "\n"
    let text = String(repeating: line, count: 1000)  // 100,000 bytes
    let (batches, isMarked) = batches(of: reader(of: text, chunkSize: 8192))
    #expect(batches.joined().elementsEqual(text.utf8))
    #expect(isMarked)
    let sizes = batches.map(\.count)
    // Each batch ends at the last line break of its chunk: at most a line short of the chunk.
    #expect(sizes.first == 1000)
    #expect(sizes.dropFirst().prefix(3).allSatisfy { $0 > 8192 - 100 && $0 <= 8192 + 100 })
    // Once at most four chunks (32 KB) are left, they come in eighth-chunk batches: over 20.
    #expect(sizes.suffix(20).allSatisfy { $0 <= 1024 + 100 })
  }

  @Test("an input read whole by the first read is one batch, the first and the last")
  func smallInput() {
    let text = "{\"a\": 1}\n{\"a\": 2}\n"
    let reader = reader(of: text, chunkSize: 8192)
    #expect(reader.isReadWhole)
    let (batches, isMarked) = batches(of: reader, workerCount: 4)
    #expect(batches == [Array(text.utf8)])
    #expect(isMarked)
  }

  /// The elements of an array of short and long strings (some many chunks long) with escaped
  /// quotes and brackets, cut exactly.
  private func arrayText(using random: inout SeededGenerator) -> String {
    let elements = (0..<300).map { index in
      let length =
        index % 37 == 0 ? Int.random(in: 3000..<40_000, using: &random) : Int.random(in: 0..<90, using: &random)
      let body = String(repeating: #"a\"[{,"#, count: length / 6)
      return index % 2 == 0 ? #"{"s": ""# + body + #""}"# : #"[""# + body + #"", 1]"#
    }
    return "[" + elements.joined(separator: ",\n ") + "]\n"
  }

  /// Whether each of `batches` but the last ends just after an element's comma.
  private func endAtCommas(_ batches: [[UInt8]]) -> Bool {
    batches.dropLast().allSatisfy { $0.last == UInt8(ascii: ",") }
  }

  @Test("array elements longer than several chunks: every byte once, cut after elements, on any number of workers")
  func longElements() {
    var random = SeededGenerator(state: 11)
    for _ in 0..<4 {
      let text = arrayText(using: &random)
      let single = batches(of: reader(of: text, chunkSize: 4096, cutting: .exact(.arrayElements())))
      #expect(single.batches.joined().elementsEqual(text.utf8))
      #expect(single.isMarked)
      #expect(endAtCommas(single.batches))
      // Some chunks have no cut: there are fewer batches than chunks.
      #expect(single.batches.count < text.utf8.count / 4096)
      let several = batches(of: reader(of: text, chunkSize: 4096, cutting: .exact(.arrayElements())), workerCount: 4)
      #expect(several.batches == single.batches)
      #expect(several.isMarked)
    }
  }

  @Test("an input of unknown size (a pipe) gives the batches the same bytes in memory give")
  func pipe() throws {
    var random = SeededGenerator(state: 5)
    let text = arrayText(using: &random)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mantlegen-pipe-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("fifo").path
    #expect(mkfifo(path, 0o600) == 0)
    let writer = Thread {
      let handle = FileHandle(forWritingAtPath: path)
      handle?.write(Data(text.utf8))
      try? handle?.close()
    }
    writer.start()
    let source = try ChunkSource(path: path, name: "fifo")
    #expect(source.totalByteCount == nil)
    var piped = BatchReader(source: source, chunkSize: 4096)
    piped.cutting = .exact(.arrayElements())
    let fromPipe = batches(of: piped, workerCount: 2)
    let fromMemory = batches(of: reader(of: text, chunkSize: 4096, cutting: .exact(.arrayElements())))
    #expect(fromPipe.batches.joined().elementsEqual(text.utf8))
    #expect(fromPipe.isMarked)
    #expect(endAtCommas(fromPipe.batches))
    #expect(source.failure == nil)
    // Reads of unknown size are a whole chunk near the end too: the last batches may differ.
    #expect(fromPipe.batches.prefix(10) == fromMemory.batches.prefix(10))
  }
}
