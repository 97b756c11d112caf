import Foundation

/// A piece of a sample cut between documents (JSON Lines) or between the elements of a top-level
/// array, checked on its own. Its findings are located as if the piece started the file; where it
/// starts in the file is known only when the pieces before it are counted (``Outcome/lineBreaks``),
/// and ``DriftChecker/placeFindings(at:)`` then moves them there.
struct DriftCheckBatch: Sendable {
  /// What checking a piece gave.
  struct Outcome: Sendable {
    /// Findings of the piece alone, located as if it started the file.
    var checker: DriftChecker
    /// Documents read (elements do not count).
    var documentCount = 0
    /// The piece's line breaks, to locate the pieces after it.
    var lineBreaks: LineBreaks
  }

  let batch: BatchReader.Batch
  let file: String
  let content: StrictBatchContent

  /// Checks the piece with a copy of `prototype`, which has checked nothing yet, and a plan from
  /// `plans`. Throws when the piece is malformed (the reference reader tells how, reading the whole
  /// sample).
  func run(with prototype: DriftChecker, plans: CheckPlanPool) throws(StrictCursor.Rejected) -> Outcome {
    let plan = plans.take()
    defer { plans.giveBack(plan) }
    return try batch.withBytes { buffer throws(StrictCursor.Rejected) in
      var walk = DriftWalk(buffer, checker: prototype, plan: plan, skipsByteOrderMark: content.isFirst)
      let documentCount = try walk.readBatch(content)
      walk.checker.locateFindings(
        in: buffer, file: file, origin: ReaderOrigin(line: 0, column: 0, isStartOfFile: content.isFirst))
      return Outcome(checker: walk.checker, documentCount: documentCount, lineBreaks: LineBreaks(in: buffer))
    }
  }
}

/// The line breaks of a piece of a file: how many, and where the line after the last one starts.
struct LineBreaks: Sendable {
  private(set) var count = 0
  /// The offset in the piece just after its last line break, if it has one.
  private(set) var lastLineStart: Int?
  /// The piece's length in bytes.
  let length: Int

  init(in piece: UnsafeBufferPointer<UInt8>) {
    length = piece.count
    guard let base = piece.baseAddress else { return }
    var index = 0
    while index < piece.count, let found = memchr(base + index, 0x0A, piece.count - index) {
      index = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found)) + 1
      count += 1
      lastLineStart = index
    }
  }
}

/// Plans for the pieces checked at the same time, one each. A walk reads its plan's objects all the
/// time, and threads that share objects slow each other down updating their reference counts.
final class CheckPlanPool: @unchecked Sendable {
  private let schema: MappingSchema
  private let lock = NSLock()
  private var unused: [CheckPlan]

  /// A pool that starts with `plan` and builds more from `schema` as needed.
  init(schema: MappingSchema, plan: CheckPlan) {
    self.schema = schema
    unused = [plan]
  }

  /// A plan no other piece is using.
  func take() -> CheckPlan {
    lock.lock()
    let plan = unused.popLast()
    lock.unlock()
    return plan ?? CheckPlan(schema: schema)
  }

  /// Returns a plan from ``take()``.
  func giveBack(_ plan: CheckPlan) {
    lock.lock()
    unused.append(plan)
    lock.unlock()
  }
}
