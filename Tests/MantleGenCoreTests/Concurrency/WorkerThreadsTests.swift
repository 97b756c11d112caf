import Foundation
import Testing

@testable import MantleGenCore

/// One piece of work runs on several threads at once, and is done when `run` returns.
@Suite("Worker threads")
struct WorkerThreadsTests {
  @Test("the body runs on as many threads at once as asked, and every call ends before run returns")
  func runsAtOnce() {
    for count in [1, 2, 4] {
      let meeting = Meeting(expected: count)
      WorkerThreads.run(count: count) { meeting.arriveAndWait() }
      // Each call waits until all have arrived: that happens only when they run at the same time.
      #expect(meeting.state == (arrived: count, left: count, allMet: true))
    }
  }

  @Test("work taken in turns is all done, whichever thread takes it")
  func sharedWork() {
    let numbers = Array(0..<2_000)
    #expect(numbers.concurrentMap { $0 * $0 } == numbers.map { $0 * $0 })
  }
}

/// Threads that each wait (at most ten seconds) until all expected ones have arrived.
private final class Meeting: @unchecked Sendable {
  private let condition = NSCondition()
  private let expected: Int
  private var arrived = 0
  private var left = 0
  private var allMet = true

  init(expected: Int) {
    self.expected = expected
  }

  var state: (arrived: Int, left: Int, allMet: Bool) {
    condition.lock()
    defer { condition.unlock() }
    return (arrived, left, allMet)
  }

  func arriveAndWait() {
    condition.lock()
    defer { condition.unlock() }
    arrived += 1
    condition.broadcast()
    let deadline = Date(timeIntervalSinceNow: 10)
    while arrived < expected {
      if !condition.wait(until: deadline) {
        allMet = false
        break
      }
    }
    left += 1
  }
}
