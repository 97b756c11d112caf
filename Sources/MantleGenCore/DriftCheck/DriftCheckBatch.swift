import Dispatch
import Foundation

/// A piece of a sample cut between documents (JSON Lines) or between the elements of a top-level
/// array, checked on its own with the reference reader and located as in the whole file.
struct DriftCheckBatch: Sendable {
  enum Mode: Sendable {
    /// Whitespace-separated documents; the piece ends after a line break or at the end of the file.
    case documents
    /// Elements of the top-level array. The first piece starts with the `[`; every piece but the
    /// last ends just after a `,` between elements, and the next one starts with an element.
    case arrayElements(isFirst: Bool, isLast: Bool)
  }

  /// What checking a piece gave.
  struct Outcome: Sendable {
    /// Findings of the piece alone, in the order of its values.
    var checker: DriftChecker
    /// Documents read (elements do not count).
    var documentCount = 0
  }

  let batch: BatchReader.Batch
  let file: String
  let origin: ReaderOrigin
  let mode: Mode

  /// Checks the piece with a copy of `prototype`, which has checked nothing yet. Throws when the
  /// piece is malformed, with a diagnostic that need not be the whole file's.
  func run(with prototype: DriftChecker) throws(Diagnostic) -> Outcome {
    var outcome = Outcome(checker: prototype)
    try batch.withBytes { buffer throws(Diagnostic) in
      var reader = JSONReader(bytes: buffer, file: file, origin: origin)
      switch mode {
      case .documents:
        while !reader.isAtEnd() {
          outcome.checker.check(try LocatedJSON.read(&reader))
          outcome.documentCount += 1
        }
      case .arrayElements(let isFirst, let isLast):
        try checkElements(&reader, in: buffer, isFirst: isFirst, isLast: isLast, with: &outcome.checker)
      }
    }
    return outcome
  }

  private func checkElements(
    _ reader: inout JSONReader, in bytes: UnsafeBufferPointer<UInt8>, isFirst: Bool, isLast: Bool,
    with checker: inout DriftChecker
  ) throws(Diagnostic) {
    var isFirstElement = isFirst
    if isFirst {
      reader.skipWhitespace()
      let location = reader.trackedLocation(of: reader.offset)
      guard try reader.readValue() == .beginArray else { throw reader.error("expected the top-level array") }
      checker.checkTopLevelArray(at: location)
    } else {
      // The `,` before this element ended the previous piece.
      reader.depth = 1
      checker.checkTopLevelElement(try LocatedJSON.read(&reader))
    }
    while true {
      reader.skipWhitespace()
      if !isLast, !isFirstElement, reader.offset == bytes.count - 1, bytes[reader.offset] == UInt8(ascii: ",") {
        return  // The next piece holds the next element.
      }
      guard try reader.hasNextElement(isFirst: isFirstElement) else { break }
      isFirstElement = false
      checker.checkTopLevelElement(try LocatedJSON.read(&reader))
    }
    guard isLast else { throw reader.error("the top-level array ends before the end of the piece") }
    try reader.expectEnd()
  }
}
