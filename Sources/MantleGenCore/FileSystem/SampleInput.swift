/// One sample given to mantlegen: its bytes, or a file to stream them from, and how to read them.
public struct SampleInput: Sendable {
  /// Where the JSON is.
  public enum Content: Sendable {
    /// Bytes already in memory (standard input, or a file read whole).
    case bytes([UInt8])
    /// A file read in chunks when it is JSON Lines or a top-level array.
    case file(path: String)
  }

  /// The name used in diagnostics and generated headers (`-` for standard input).
  public var name: String
  var content: Content
  /// Whether the input holds one document per line (JSON Lines / NDJSON) rather than one document.
  var isJSONLines: Bool

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

  /// A sample read whole from a stream (standard input, a pipe): JSON Lines when it holds more
  /// than one document (`cat events.jsonl | mantlegen infer -`), else one document.
  public static func fromStream(name: String, bytes: [UInt8]) -> SampleInput {
    SampleInput(name: name, bytes: bytes, isJSONLines: holdsSeveralDocuments(bytes))
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
    }
  }
}
