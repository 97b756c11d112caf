import CMantleGenSystem

/// Runs one piece of work on several threads at once: the calling thread and new ones, each
/// started on another CPU than the thread that starts it.
///
/// In a virtual machine, a thread from Dispatch's pool (or any created the plain way) was seen to
/// wait 0.1-10 ms, 2 ms typically, behind its busy creator before it first ran on the idle CPU: a
/// thirtieth of a 100 MB run on two cores, with one core idle. A thread started here is created
/// on another CPU than its creator's and runs at once (``mantlegen_thread_start``).
enum WorkerThreads {
  /// Calls `body` on `count` threads at once (the calling thread one of them) and returns when all
  /// calls have. Fewer threads run when the system cannot start more, so `body` must not rely on
  /// how many run at once (a worker that takes jobs until there are none left).
  static func run(count: Int, _ body: @escaping @Sendable () -> Void) {
    let started = (1..<max(1, count)).compactMap { _ in
      let work = Unmanaged.passRetained(Work(body))
      let handle = mantlegen_thread_start(
        { raw in Unmanaged<Work>.fromOpaque(raw!).takeRetainedValue().body() }, work.toOpaque())
      if handle == nil { work.release() }
      return handle
    }
    body()
    for handle in started { mantlegen_thread_join(handle) }
  }

  /// The body a new thread runs, kept alive until it has.
  private final class Work: Sendable {
    let body: @Sendable () -> Void

    init(_ body: @escaping @Sendable () -> Void) {
      self.body = body
    }
  }
}
