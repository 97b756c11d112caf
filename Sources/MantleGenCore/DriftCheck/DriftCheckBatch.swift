import Foundation

/// A piece of a sample cut between documents (JSON Lines) or between the elements of a top-level
/// array, checked on its own and located as in the whole file.
struct DriftCheckBatch: Sendable {
  /// What checking a piece gave.
  struct Outcome: Sendable {
    /// Findings of the piece alone.
    var checker: DriftChecker
    /// Documents read (elements do not count).
    var documentCount = 0
  }

  let batch: BatchReader.Batch
  let file: String
  let origin: ReaderOrigin
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
      walk.checker.locateFindings(in: buffer, file: file, origin: origin)
      return Outcome(checker: walk.checker, documentCount: documentCount)
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
