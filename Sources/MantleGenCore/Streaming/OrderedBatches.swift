import Dispatch
import Foundation

/// Runs pieces of work on a concurrent queue, a bounded number at a time, and hands back their
/// results in submission order as they become ready, so that few are held at once.
final class OrderedBatches<Result>: @unchecked Sendable {
  private let queue = DispatchQueue(label: "mantlegen.batches", attributes: .concurrent)
  private let group = DispatchGroup()
  private let slots: DispatchSemaphore
  private let lock = NSLock()
  private var results: [Int: Result] = [:]
  private var failed = false
  private var submitted = 0
  private var nextToHandOut = 0

  /// Whether a piece has failed so far; there is no point in submitting more.
  var hasFailed: Bool {
    lock.lock()
    defer { lock.unlock() }
    return failed
  }

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
