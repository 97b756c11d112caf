import Foundation

/// Locates malformed input in a stream, which cannot be read again: the lines before each batch
/// are counted as batches are taken (in order), and a batch that cannot be read is read again with
/// the reference reader, its diagnostic moved to the batch's place. The first batch's wins.
final class BatchErrorLocator: @unchecked Sendable {
  /// Where a batch starts: the line breaks before it, and the bytes since the last one.
  struct Start: Sendable {
    var lineBreaks: Int
    var column: Int
  }

  private let name: String
  private let lock = NSLock()
  private var next = Start(lineBreaks: 0, column: 0)
  private var located: (number: Int, diagnostic: Diagnostic)?

  init(name: String) {
    self.name = name
  }

  /// The diagnostic of the first batch that could not be read, if one could be located.
  var first: Diagnostic? {
    lock.lock()
    defer { lock.unlock() }
    return located?.diagnostic
  }

  /// Where `batch`, the next in the input, starts; counts its line breaks for the one after it.
  func start(of batch: BatchReader.Batch) -> Start {
    let start = next
    batch.withBytes { bytes in
      var lineBreaks = 0
      var lastBreak = -1
      for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
        lineBreaks += 1
        lastBreak = index
      }
      next =
        lineBreaks == 0
        ? Start(lineBreaks: start.lineBreaks, column: start.column + bytes.count)
        : Start(lineBreaks: start.lineBreaks + lineBreaks, column: bytes.count - lastBreak - 1)
    }
    return start
  }

  /// Reads `batch` (number `number`, starting at `start`) with the reference reader and keeps its
  /// diagnostic, moved to the batch's place in the input.
  func locate(_ batch: BatchReader.Batch, number: Int, start: Start) {
    let diagnostic: Diagnostic? = batch.withBytes { bytes in
      do throws(Diagnostic) {
        try ShapeBuilder.absorb(bytes, file: name, allowsMultipleDocuments: true, into: ShapeSummary())
        return nil
      } catch {
        return error
      }
    }
    guard var diagnostic, var location = diagnostic.location else { return }
    if location.line == 1 { location.column += start.column }
    location.line += start.lineBreaks
    diagnostic.location = location
    lock.lock()
    defer { lock.unlock() }
    if located.map({ number < $0.number }) ?? true { located = (number, diagnostic) }
  }
}
