import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The bytes of a sample, read a chunk at a time straight into the buffer that will hold them, so
/// that a batch is never copied: from a file, or from memory. An input of known size (a regular
/// file, or bytes in memory) is read anywhere, by any thread, at once; one of unknown size (a pipe)
/// in order, one chunk at a time.
final class ChunkSource: @unchecked Sendable {
  private enum Storage {
    case descriptor(Int32)
    case bytes([UInt8])
    /// A stream's first bytes, already read, then the rest from the descriptor (not closed here).
    case stream(head: [UInt8], descriptor: Int32)
  }

  private let storage: Storage
  private let path: String
  /// The size of the input in bytes when it is known (a regular file, or bytes in memory).
  let totalByteCount: Int?
  private let failureLock = NSLock()
  private var firstFailure: Diagnostic?

  /// Opens the file at `path`, named `name` in diagnostics.
  init(path: String, name: String) throws(Diagnostic) {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw Diagnostic(.error, "cannot read the file", at: SourceLocation(file: name)) }
    storage = .descriptor(descriptor)
    self.path = name
    var status = stat()
    totalByteCount = fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFREG ? Int(status.st_size) : nil
  }

  /// Hands out `bytes` in chunks.
  init(bytes: [UInt8], name: String) {
    storage = .bytes(bytes)
    path = name
    totalByteCount = bytes.count
  }

  /// Hands out `head`, then what `descriptor` holds after it, in order.
  init(head: [UInt8], descriptor: Int32, name: String) {
    storage = .stream(head: head, descriptor: descriptor)
    path = name
    totalByteCount = nil
  }

  deinit {
    if case .descriptor(let descriptor) = storage { close(descriptor) }
  }

  /// Why the input could not be read to its end, if it could not; what was read before stays valid.
  var failure: Diagnostic? {
    failureLock.lock()
    defer { failureLock.unlock() }
    return firstFailure
  }

  /// Reads up to `buffer.count` bytes of the input, from `offset`, into `buffer`; fewer only at the
  /// end of the input or after a read error (see ``failure``). With a ``totalByteCount``, any
  /// thread may read at any offset; without, reads come one at a time, each at the offset where the
  /// one before ended.
  /// - Returns: the number of bytes read.
  func read(into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int {
    switch storage {
    case .bytes(let bytes):
      let end = min(bytes.count, offset + buffer.count)
      guard offset < end else { return 0 }
      _ = UnsafeMutableBufferPointer(rebasing: buffer[..<(end - offset)]).initialize(from: bytes[offset..<end])
      return end - offset
    case .stream(let head, let descriptor):
      // Reads come in order: the head first, then the descriptor.
      var initialized = 0
      if offset < head.count {
        let end = min(head.count, offset + buffer.count)
        _ = UnsafeMutableBufferPointer(rebasing: buffer[..<(end - offset)]).initialize(from: head[offset..<end])
        initialized = end - offset
      }
      return initialized
        + readSequentially(descriptor, into: UnsafeMutableBufferPointer(rebasing: buffer[initialized...]))
    case .descriptor(let descriptor):
      guard let totalByteCount else { return readSequentially(descriptor, into: buffer) }
      let initialized = fill(buffer) { start, count, done in pread(descriptor, start, count, off_t(offset + done)) }
      if initialized < buffer.count, offset + initialized < totalByteCount {
        recordFailure("the file became shorter while it was read")
      }
      return initialized
    }
  }

  /// Reads from `descriptor` into `buffer` until it is full or the input ends.
  private func readSequentially(_ descriptor: Int32, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
    fill(buffer) { start, count, _ in readBytes(descriptor, start, count) }
  }

  /// Fills `buffer` with `read(start, count, bytesDoneSoFar)` until it is full, the input ends
  /// (`0`) or a read fails (recorded); retried when interrupted.
  private func fill(
    _ buffer: UnsafeMutableBufferPointer<UInt8>, read: (UnsafeMutablePointer<UInt8>, Int, Int) -> Int
  ) -> Int {
    var initialized = 0
    while initialized < buffer.count {
      let got = read(buffer.baseAddress! + initialized, buffer.count - initialized, initialized)
      if got == 0 { break }
      if got < 0 {
        if errno == EINTR { continue }
        recordFailure("cannot read the file")
        break
      }
      initialized += got
    }
    return initialized
  }

  private func recordFailure(_ message: String) {
    failureLock.lock()
    defer { failureLock.unlock() }
    if firstFailure == nil { firstFailure = Diagnostic(.error, message, at: SourceLocation(file: path)) }
  }
}

/// `read(2)`, out of reach of ``ChunkSource/read(into:at:)``'s name.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutablePointer<UInt8>, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}
