#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One sample given to mantlegen: its bytes, or a file to stream them from, and how to read them.
public struct SampleInput: Sendable {
  /// Where the JSON is.
  public enum Content: Sendable {
    /// Bytes already in memory (standard input, or a file read whole).
    case bytes([UInt8])
    /// A file read in chunks when it is JSON Lines or a top-level array.
    case file(path: String)
    /// A stream larger than ``SampleInput/streamHeadByteCount``: JSON Lines are read in chunks,
    /// anything else whole.
    case stream(StreamedInput)
  }

  /// How much of a stream is read before deciding how to read it: a stream that ends within these
  /// bytes is held in memory (and read as often as inference needs, as a file is); a longer one is
  /// streamed, read once (so it gets no clusters by keys not named for the kind, which need a
  /// second reading).
  public static let streamHeadByteCount = 64 << 20

  /// The name used in diagnostics and generated headers (`-` for standard input).
  public var name: String
  var content: Content
  /// Whether the input holds one document per line (JSON Lines / NDJSON) rather than one document.
  var isJSONLines: Bool
  /// Whether the sample can be read only once: a stream too long to hold in memory.
  var isReadOnce: Bool {
    if case .stream = content { true } else { false }
  }

  /// A sample whose bytes are in memory.
  public init(name: String, bytes: [UInt8], isJSONLines: Bool) {
    self.init(name: name, content: .bytes(bytes), isJSONLines: isJSONLines)
  }

  /// A sample named `name` in diagnostics, read from `content`.
  public init(name: String, content: Content, isJSONLines: Bool) {
    self.name = name
    self.content = content
    self.isJSONLines = isJSONLines
  }

  /// A sample read from the stream on `descriptor` (standard input, a pipe), named `name`: held in
  /// memory when it ends within ``streamHeadByteCount`` bytes, else streamed; JSON Lines when
  /// `isJSONLinesByName` or when it holds more than one document. `ownsDescriptor`: the sample
  /// closes the descriptor when it is done. `headByteCount` is for tests.
  public static func fromStream(
    name: String, descriptor: Int32, ownsDescriptor: Bool, isJSONLinesByName: Bool,
    headByteCount: Int = streamHeadByteCount
  ) throws(Diagnostic) -> SampleInput {
    let head: [UInt8]
    do throws(FileSystemError) {
      head = try FileDescriptorIO.readAll(descriptor, limit: headByteCount, path: name)
    } catch {
      if ownsDescriptor { close(descriptor) }
      throw Diagnostic(.error, "cannot read it: \(error.reason)", at: SourceLocation(file: name))
    }
    let isJSONLines = isJSONLinesByName || holdsSeveralDocuments(head)
    guard head.count == headByteCount else {
      if ownsDescriptor { close(descriptor) }
      return SampleInput(name: name, bytes: head, isJSONLines: isJSONLines)
    }
    let stream = StreamedInput(head: head, descriptor: descriptor, ownsDescriptor: ownsDescriptor, name: name)
    return SampleInput(name: name, content: .stream(stream), isJSONLines: isJSONLines)
  }

  /// Whether `bytes` hold a valid first JSON document followed by more than whitespace. Input whose
  /// first document is not valid JSON counts as one document, so that reading it reports the error.
  static func holdsSeveralDocuments(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { buffer in
      var cursor = StrictCursor(buffer, skipsByteOrderMark: true)
      cursor.skipWhitespace()
      guard (try? cursor.skipValue()) != nil else { return false }
      cursor.skipWhitespace()
      return cursor.position < cursor.end
    }
  }

  /// The whole input in memory (for commands that need every value's location).
  func loadBytes() throws(Diagnostic) -> [UInt8] {
    switch content {
    case .bytes(let bytes): return bytes
    case .file(let path):
      return try InputReader.read(path).get()
    case .stream(let stream):
      return try stream.wholeBytes()
    }
  }
}
