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
  /// Set when reading the file failed; what was read before stays valid.
  private(set) var failure: Diagnostic?

  /// Opens the file at `path`, named `name` in diagnostics.
  init(path: String, name: String) throws(Diagnostic) {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw Diagnostic(.error, "cannot read the file", at: SourceLocation(file: name)) }
    storage = .descriptor(descriptor)
    self.path = name
  }

  /// Hands out `bytes` in chunks.
  init(bytes: [UInt8], name: String) {
    storage = .bytes(bytes, offset: 0)
    path = name
  }

  deinit {
    if case .descriptor(let descriptor) = storage { close(descriptor) }
  }

  /// A new buffer holding `prefix` followed by up to `count` more bytes of the input; no more than
  /// `prefix` at the end of the input (or after a read error, see ``failure``).
  func read(after prefix: [UInt8], count: Int) -> [UInt8] {
    switch storage {
    case .bytes(let bytes, let offset):
      let end = min(bytes.count, offset + count)
      storage = .bytes(bytes, offset: end)
      return prefix + bytes[offset..<end]
    case .descriptor(let descriptor):
      return [UInt8](unsafeUninitializedCapacity: prefix.count + count) { buffer, initialized in
        _ = buffer.initialize(fromContentsOf: prefix)
        initialized = prefix.count
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
      }
    }
  }
}

/// `read(2)`, out of reach of ``ChunkSource/read(after:count:)``'s name.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutablePointer<UInt8>, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}
