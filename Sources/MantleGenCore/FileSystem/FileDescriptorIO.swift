#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whole-file reads and writes on descriptors, retrying interrupted and partial calls, so that
/// pipes, `/dev/fd/N`, FIFOs and standard input read the same as regular files.
package enum FileDescriptorIO {
  /// Reads until the end of the input (or `limit` bytes).
  static func readAll(_ descriptor: Int32, limit: Int = .max, path: String) throws(FileSystemError) -> [UInt8] {
    // A descriptor opened with O_NONBLOCK (to not hang on a FIFO without a writer) reads blocking from now on.
    let flags = fcntl(descriptor, F_GETFL)
    if flags >= 0, flags & O_NONBLOCK != 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while bytes.count < limit {
      let count = buffer.withUnsafeMutableBytes { raw in
        read(descriptor, raw.baseAddress, min(raw.count, limit - bytes.count))
      }
      if count == 0 { break }
      if count < 0 {
        if errno == EINTR { continue }
        throw FileSystemError(operation: "read this file", path: path)
      }
      bytes += buffer[..<count]
    }
    return bytes
  }

  /// Writes every byte of `bytes`.
  static func writeAll(_ descriptor: Int32, _ bytes: [UInt8], path: String) throws(FileSystemError) {
    if let code = bytes.withUnsafeBytes({ writeAll(descriptor, $0) }) {
      throw FileSystemError(operation: "write this file", path: path, code: code)
    }
  }

  /// Writes `text` whole to `descriptor` (standard output or error) straight from its UTF-8, so
  /// that a large text is not copied first; `false` when a write failed.
  @discardableResult
  package static func writeAll(_ text: String, to descriptor: Int32) -> Bool {
    var text = text
    return text.withUTF8 { writeAll(descriptor, UnsafeRawBufferPointer($0)) } == nil
  }

  /// Writes every byte of `bytes`, retrying interrupted and partial writes; the error number of a
  /// write that failed, else `nil`.
  private static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32? {
    var rest = bytes
    while let base = rest.baseAddress, !rest.isEmpty {
      let count = write(descriptor, base, rest.count)
      if count < 0 {
        if errno == EINTR { continue }
        return errno
      }
      rest = UnsafeRawBufferPointer(rebasing: rest[count...])
    }
    return nil
  }
}
