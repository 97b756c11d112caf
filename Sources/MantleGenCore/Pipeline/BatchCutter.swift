/// Cuts a file read in chunks into batches of whole documents (JSON Lines) or whole elements of a
/// top-level array, for the streaming summarizer and the streaming drift check.
struct BatchCutter {
  /// Bytes of whole documents or elements, and where the batch stands in the file.
  struct Batch {
    var bytes: [UInt8]
    var isFirst: Bool
    var isLast: Bool
  }

  private var scanner: BoundaryScanner
  private var pending: [UInt8] = []
  private var isFirstBatch = true

  init(scanner: BoundaryScanner) {
    self.scanner = scanner
  }

  /// Takes the next `chunk` of the file (empty at its end) and returns the batch of everything up
  /// to the last boundary seen so far, or `nil` when no boundary was found yet.
  mutating func append(_ chunk: [UInt8]) -> Batch? {
    let isLast = chunk.isEmpty
    pending += chunk
    let cut = isLast ? pending.count : scanner.lastCut(in: pending)
    guard let cut, cut > 0 || isLast else { return nil }
    let bytes = Array(pending[..<cut])
    pending.removeFirst(cut)
    scanner.didCut(at: cut)
    defer { isFirstBatch = false }
    return Batch(bytes: bytes, isFirst: isFirstBatch, isLast: isLast)
  }
}
