#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The bytes of a sample, read a chunk at a time straight into the buffer that will hold them, so
/// that a batch is never copied: from a file (a regular file, read with `read(2)`), or from memory.
final class ChunkSource {
  private enum Storage {
    case descriptor(Int32)
    case bytes([UInt8], offset: Int)
  }

  private var storage: Storage
  private let path: String
  /// The size of the input in bytes when it is known (a regular file, or bytes in memory).
  let totalByteCount: Int?
  /// Set when reading the file failed; what was read before stays valid.
  private(set) var failure: Diagnostic?

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
    storage = .bytes(bytes, offset: 0)
    path = name
    totalByteCount = bytes.count
  }

  deinit {
    if case .descriptor(let descriptor) = storage { close(descriptor) }
  }

  /// Reads up to `buffer.count` bytes of the input into `buffer`; fewer only at the end of the
  /// input (or after a read error, see ``failure``).
  /// - Returns: the number of bytes read.
  func read(into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
    switch storage {
    case .bytes(let bytes, let offset):
      let end = min(bytes.count, offset + buffer.count)
      storage = .bytes(bytes, offset: end)
      _ = UnsafeMutableBufferPointer(rebasing: buffer[..<(end - offset)]).initialize(from: bytes[offset..<end])
      return end - offset
    case .descriptor(let descriptor):
      var initialized = 0
      while failure == nil, initialized < buffer.count {
        let got = readBytes(descriptor, buffer.baseAddress! + initialized, buffer.count - initialized)
        if got == 0 { break }
        if got < 0 {
          if errno == EINTR { continue }
          failure = Diagnostic(.error, "cannot read the file", at: SourceLocation(file: path))
          break
        }
        initialized += got
      }
      return initialized
    }
  }
}

/// `read(2)`, out of reach of ``ChunkSource/read(into:)``'s name.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutablePointer<UInt8>, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}
