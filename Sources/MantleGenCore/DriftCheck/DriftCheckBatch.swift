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

  let bytes: [UInt8]
  let file: String
  let origin: ReaderOrigin
  let mode: Mode

  /// Checks the piece with a copy of `prototype`, which has checked nothing yet. Throws when the
  /// piece is malformed, with a diagnostic that need not be the whole file's.
  func run(with prototype: DriftChecker) throws(Diagnostic) -> Outcome {
    var outcome = Outcome(checker: prototype)
    try bytes.withUnsafeBufferPointer { buffer throws(Diagnostic) in
      var reader = JSONReader(bytes: buffer, file: file, origin: origin)
      switch mode {
      case .documents:
        while !reader.isAtEnd() {
          outcome.checker.check(try LocatedJSON.read(&reader))
          outcome.documentCount += 1
        }
      case .arrayElements(let isFirst, let isLast):
        try checkElements(&reader, isFirst: isFirst, isLast: isLast, with: &outcome.checker)
      }
    }
    return outcome
  }

  private func checkElements(
    _ reader: inout JSONReader, isFirst: Bool, isLast: Bool, with checker: inout DriftChecker
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

/// Runs pieces of work on a concurrent queue, a bounded number at a time, and hands back their
/// results in submission order as they become ready, so that few are held at once.
final class OrderedBatches<Result: Sendable>: @unchecked Sendable {
  private let queue = DispatchQueue(label: "mantlegen.batches", attributes: .concurrent)
  private let group = DispatchGroup()
  private let slots: DispatchSemaphore
  private let lock = NSLock()
  private var results: [Int: Result] = [:]
  private var failed = false
  private var submitted = 0
  private var nextToHandOut = 0

  init(workerCount: Int) {
    slots = DispatchSemaphore(value: workerCount + 1)
  }

  /// Runs `work`, which throws when its piece is malformed, and hands the results ready so far,
  /// in order, to `consume`.
  func submit(_ work: @escaping @Sendable () throws -> Result, then consume: (Result) -> Void) {
    slots.wait()
    let index = submitted
    submitted += 1
    group.enter()
    queue.async {
      let result = try? work()
      self.lock.lock()
      if let result { self.results[index] = result } else { self.failed = true }
      self.lock.unlock()
      self.slots.signal()
      self.group.leave()
    }
    handOutReady(to: consume)
  }

  /// Waits for every piece and hands the remaining results to `consume`; `false` when any failed.
  func finish(then consume: (Result) -> Void) -> Bool {
    group.wait()
    handOutReady(to: consume)
    return !failed
  }

  private func handOutReady(to consume: (Result) -> Void) {
    while true {
      lock.lock()
      let next = failed ? nil : results.removeValue(forKey: nextToHandOut)
      lock.unlock()
      guard let next else { return }
      consume(next)
      nextToHandOut += 1
    }
  }
}
