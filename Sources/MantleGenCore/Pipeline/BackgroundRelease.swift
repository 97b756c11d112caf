import Dispatch

/// Lets go of a large tree of objects (the summaries merged away after a streamed input) on a
/// background thread: freeing thousands of objects takes milliseconds that the calling thread,
/// which goes on working, need not wait for. The freeing may still be under way when the caller
/// returns, which a leak checker can take for a leak: it is kept to streamed inputs, which the fuzz
/// targets do not make.
enum BackgroundRelease {
  /// Releases `value` on a background queue. Whatever `value` owns must not be used again: the
  /// caller gives up its last reference.
  static func release<Value>(_ value: consuming Value) {
    let box = Box(value)
    DispatchQueue.global(qos: .utility).async { withExtendedLifetime(box) {} }
  }

  /// Carries the value to the queue that frees it; nothing else touches it after that.
  private final class Box<Wrapped>: @unchecked Sendable {
    let value: Wrapped

    init(_ value: consuming Wrapped) {
      self.value = value
    }
  }
}
