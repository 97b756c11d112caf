import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A stream (standard input, a pipe) too large to hold at once: its first bytes, read to tell what
/// it holds, and the descriptor its rest is read from. The rest can be read once, in order: either
/// streamed (``chunkSource()``) or read whole (``wholeBytes()``, for what needs every byte at once).
public final class StreamedInput: @unchecked Sendable {
  /// The first bytes of the stream.
  let head: [UInt8]
  private let descriptor: Int32
  private let ownsDescriptor: Bool
  private let name: String
  private let lock = NSLock()
  private var isStreamed = false
  private var whole: [UInt8]?

  /// The stream on `descriptor` (closed at the end when `ownsDescriptor`), named `name` in
  /// diagnostics, whose first bytes `head` have been read.
  init(head: [UInt8], descriptor: Int32, ownsDescriptor: Bool, name: String) {
    self.head = head
    self.descriptor = descriptor
    self.ownsDescriptor = ownsDescriptor
    self.name = name
  }

  deinit {
    if ownsDescriptor { close(descriptor) }
  }

  /// The chunks of the whole stream, head first: the rest is read as the chunks are asked for.
  /// - Throws: when the rest has already been streamed.
  func chunkSource() throws(Diagnostic) -> ChunkSource {
    lock.lock()
    defer { lock.unlock() }
    if let whole { return ChunkSource(bytes: whole, name: name) }
    try markStreamed()
    return ChunkSource(head: head, descriptor: descriptor, name: name)
  }

  /// Every byte of the stream, read on the first call and kept.
  /// - Throws: when the rest has already been streamed, or cannot be read.
  func wholeBytes() throws(Diagnostic) -> [UInt8] {
    lock.lock()
    defer { lock.unlock() }
    if let whole { return whole }
    try markStreamed()
    do throws(FileSystemError) {
      let bytes = try head + FileDescriptorIO.readAll(descriptor, path: name)
      whole = bytes
      return bytes
    } catch {
      throw Diagnostic(.error, "cannot read it: \(error.reason)", at: SourceLocation(file: name))
    }
  }

  private func markStreamed() throws(Diagnostic) {
    guard !isStreamed else {
      throw Diagnostic(.error, "a stream can be read only once", at: SourceLocation(file: name))
    }
    isStreamed = true
  }
}
