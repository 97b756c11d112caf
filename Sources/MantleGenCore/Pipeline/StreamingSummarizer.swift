import Dispatch
import Foundation

/// Summarises a sample file without holding it in memory: JSON Lines and top-level arrays are read
/// in chunks, cut between documents or elements, and the chunks are summarised on all cores, each
/// into its own ``ShapeSummary``, merged in file order — so the result does not depend on the
/// number of cores. Any other document is read whole. Malformed input is read again with the
/// reference ``JSONReader`` for the located diagnostic.
public struct StreamingSummarizer: Sendable {
  /// Bytes read at a time; a chunk is also the unit of parallel work.
  public var chunkSize: Int
  /// Chunks summarised at the same time.
  public var workerCount: Int
  /// Called after each chunk with the bytes read so far and the file's size.
  public var progress: (@Sendable (_ bytesRead: Int, _ totalBytes: Int) -> Void)?

  public init(
    chunkSize: Int = 2 << 20, workerCount: Int = ProcessInfo.processInfo.activeProcessorCount,
    progress: (@Sendable (Int, Int) -> Void)? = nil
  ) {
    self.chunkSize = max(1 << 10, chunkSize)
    self.workerCount = max(1, workerCount)
    self.progress = progress
  }

  /// Reads the file at `path` (named `name` in diagnostics) into `summary`.
  public func summarize(path: String, name: String, isJSONLines: Bool, into summary: ShapeSummary) throws(Diagnostic) {
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw Diagnostic(.error, "cannot read the file", at: SourceLocation(file: name))
    }
    defer { try? handle.close() }
    let totalBytes = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    var bytesRead = 0
    var chunk = read(handle)
    bytesRead += chunk.count
    let start = firstSignificantByte(in: chunk)
    let isArray = !isJSONLines && start.map { chunk[$0] == UInt8(ascii: "[") } == true
    guard isJSONLines || isArray else {
      // One document that is not an array: read it whole.
      while case let more = read(handle), !more.isEmpty { chunk += more }
      try summarizeWhole(chunk, name: name, isJSONLines: false, into: summary)
      return
    }
    let batches = BatchRunner(workerCount: workerCount)
    var cutter = BatchCutter(
      scanner: isArray ? BoundaryScanner.arrayElements(openingBracket: start!) : BoundaryScanner.documents())
    while true {
      let isLast = chunk.isEmpty
      if let cut = cutter.append(chunk) {
        let batch = cut.bytes
        let mode: FastShapeBuilder.BatchMode =
          isArray ? .arrayElements(isFirst: cut.isFirst, isLast: cut.isLast) : .documents(isFirst: cut.isFirst)
        batches.submit { summary in
          try batch.withUnsafeBufferPointer { try FastShapeBuilder.absorb($0, mode: mode, into: summary) }
        }
      }
      if isLast { break }
      chunk = read(handle)
      bytesRead += chunk.count
      progress?(bytesRead, totalBytes)
    }
    guard let merged = batches.finish(), isArray || merged.count > 0 else {
      // Something is malformed: read the whole file with the reference reader for the diagnostic.
      let bytes = [UInt8](FileManager.default.contents(atPath: path) ?? Data())
      try summarizeWhole(bytes, name: name, isJSONLines: isJSONLines, into: ShapeSummary())
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

  private func summarizeWhole(_ bytes: [UInt8], name: String, isJSONLines: Bool, into summary: ShapeSummary)
    throws(Diagnostic)
  {
    _ = try bytes.withUnsafeBufferPointer { buffer throws(Diagnostic) in
      try ShapeBuilder.absorb(buffer, file: name, allowsMultipleDocuments: isJSONLines, into: summary)
    }
  }

  private func read(_ handle: FileHandle) -> [UInt8] {
    [UInt8]((try? handle.read(upToCount: chunkSize)) ?? Data())
  }

  private func firstSignificantByte(in bytes: [UInt8]) -> Int? {
    var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
    return index < bytes.count ? index : nil
  }

}

/// Finds where a stream can be cut between values, outside strings: after a comma at depth one
/// for the elements of a top-level array, or after a newline at depth zero between documents (a
/// document of JSON Lines may itself span lines). It remembers its state between chunks.
struct BoundaryScanner {
  private var depth = 0
  private var isInString = false
  private var isEscaped = false
  /// Offset in the pending buffer up to which bytes were scanned.
  private var scanned: Int
  private let separator: UInt8
  private let separatorDepth: Int

  /// Cuts between the elements of the array whose `[` is at `openingBracket`.
  static func arrayElements(openingBracket: Int) -> BoundaryScanner {
    BoundaryScanner(scanned: openingBracket, separator: UInt8(ascii: ","), separatorDepth: 1)
  }

  /// Cuts between whitespace-separated documents, at line ends.
  static func documents() -> BoundaryScanner {
    BoundaryScanner(scanned: 0, separator: 0x0A, separatorDepth: 0)
  }

  private init(scanned: Int, separator: UInt8, separatorDepth: Int) {
    self.scanned = scanned
    self.separator = separator
    self.separatorDepth = separatorDepth
  }

  /// The length of the longest scanned prefix of `bytes` that ends just after a separator.
  mutating func lastCut(in bytes: [UInt8]) -> Int? {
    var cut: Int?
    var index = scanned
    var (depth, isInString, isEscaped) = (self.depth, self.isInString, self.isEscaped)
    bytes.withUnsafeBufferPointer { buffer in
      let count = buffer.count
      while index < count {
        if isInString {
          // Skip to the next quote or backslash, eight bytes at a time where possible.
          while index + 8 <= count, !isEscaped {
            let word = UnsafeRawPointer(buffer.baseAddress! + index).loadUnaligned(as: UInt64.self)
            let quote = word ^ 0x2222_2222_2222_2222
            let backslash = word ^ 0x5C5C_5C5C_5C5C_5C5C
            let ones: UInt64 = 0x0101_0101_0101_0101
            let found = (((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash)) & 0x8080_8080_8080_8080
            if found != 0 { break }
            index += 8
          }
          guard index < count else { break }
          let byte = buffer[index]
          if isEscaped {
            isEscaped = false
          } else if byte == UInt8(ascii: "\\") {
            isEscaped = true
          } else if byte == UInt8(ascii: "\"") {
            isInString = false
          }
        } else {
          switch buffer[index] {
          case UInt8(ascii: "\""): isInString = true
          case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
          case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
          case separator: if depth == separatorDepth { cut = index + 1 }
          default: break
          }
        }
        index += 1
      }
    }
    (self.depth, self.isInString, self.isEscaped) = (depth, isInString, isEscaped)
    scanned = index
    return cut
  }

  /// The first `length` bytes were handed out; offsets move down.
  mutating func didCut(at length: Int) {
    scanned -= length
  }
}

/// Runs batch summaries on a concurrent queue, a bounded number at a time, and merges their results
/// in submission order.
final class BatchRunner: @unchecked Sendable {
  private let queue = DispatchQueue(label: "mantlegen.summarize", attributes: .concurrent)
  private let group = DispatchGroup()
  private let slots: DispatchSemaphore
  private let lock = NSLock()
  private var results: [Int: ShapeSummary] = [:]
  private var failed = false
  private var submitted = 0
  private var nextToMerge = 0
  private let merged = ShapeSummary()

  init(workerCount: Int) {
    slots = DispatchSemaphore(value: workerCount + 1)
  }

  /// Summarises one batch; `work` fills a fresh summary or throws when the batch is malformed.
  func submit(_ work: @escaping @Sendable (ShapeSummary) throws -> Void) {
    slots.wait()
    let index = submitted
    submitted += 1
    group.enter()
    queue.async {
      let summary = ShapeSummary()
      let succeeded = (try? work(summary)) != nil
      self.lock.lock()
      if succeeded { self.results[index] = summary } else { self.failed = true }
      self.lock.unlock()
      self.slots.signal()
      self.group.leave()
    }
    mergeReady()
  }

  /// Waits for every batch; the merged summary, or `nil` when any batch was malformed.
  func finish() -> ShapeSummary? {
    group.wait()
    mergeReady()
    return failed ? nil : merged
  }

  private func mergeReady() {
    while true {
      lock.lock()
      let next = results.removeValue(forKey: nextToMerge)
      lock.unlock()
      guard let next else { return }
      merged.merge(next)
      nextToMerge += 1
    }
  }
}
