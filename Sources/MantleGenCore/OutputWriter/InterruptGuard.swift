#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin

  // Glibc's name for the handler type, so that the code below reads the same on both.
  // swift-format-ignore: TypeNamesShouldBeCapitalized
  typealias sighandler_t = sig_t
#endif

/// The signal that arrived while a write was in progress (0 for none); written by the handler only.
nonisolated(unsafe) private var pendingSignal: Int32 = 0

/// Holds back Ctrl-C (SIGINT), SIGTERM and SIGHUP while output is written: the write checks
/// ``interrupted`` between file operations, rolls back before its commit point or finishes after
/// it, and then ``release()`` lets the signal end the process as it would have. SIGKILL cannot be
/// held; the journal covers it.
struct InterruptGuard: ~Copyable {
  static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
  private var previous: [sighandler_t?] = []

  init() {
    pendingSignal = 0
    FaultHook.prepareSignals()
    for signalNumber in Self.signals {
      let handler = signal(signalNumber) { pendingSignal = $0 }
      // A signal the parent told us to ignore (a background job's Ctrl-C) stays ignored.
      if Self.isIgnore(handler) { signal(signalNumber, handler) }
      previous.append(handler)
    }
  }

  private static func isIgnore(_ handler: sighandler_t?) -> Bool {
    let ignore: sighandler_t? = SIG_IGN
    guard let handler, let ignore else { return false }
    return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(ignore, to: Int.self)
  }

  /// Whether one of the held signals arrived.
  var interrupted: Bool { pendingSignal != 0 }

  /// Restores the previous handlers and delivers a held signal, which normally ends the process.
  consuming func release() {
    for (signalNumber, handler) in zip(Self.signals, previous) {
      signal(signalNumber, handler)
    }
    let held = pendingSignal
    pendingSignal = 0
    if held != 0 { raise(held) }
  }
}

/// A fault hook for the command line's own tests: once armed (the `mantlegen` executable arms it
/// from `MANTLEGEN_TEST_STOP_AFTER=N` and `MANTLEGEN_TEST_STOP_SIGNAL` in its environment; the
/// library never reads them), the process sends itself the signal (`SIGKILL` or `SIGINT`) right
/// after its Nth file operation (a temporary file created, written, flushed or closed, a journal
/// step, a rename, a removal, a folder flush), so tests can stop a write between any two operations.
package enum FaultHook {
  nonisolated(unsafe) private static var count = 0
  nonisolated(unsafe) private static var stopAfter: Int?
  nonisolated(unsafe) private static var stopSignal: Int32 = SIGKILL

  /// Stops the process with `signal` after its `operations`th file operation.
  package static func arm(stopAfter operations: Int, signal: Int32) {
    stopAfter = operations
    stopSignal = signal
  }

  /// With the hook stopping by SIGINT, makes SIGINT end the process even when the test runner
  /// started it with SIGINT ignored or blocked (as a background job's children are).
  static func prepareSignals() {
    guard stopAfter != nil, stopSignal == SIGINT else { return }
    signal(SIGINT, SIG_DFL)
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, SIGINT)
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
  }

  /// Counts one file operation and stops the process if this is the one the environment names.
  static func operationDone() {
    guard let stopAfter else { return }
    count += 1
    if count == stopAfter { raise(stopSignal) }
  }
}
