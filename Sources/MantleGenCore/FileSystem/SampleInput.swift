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

  /// The whole input in memory (for commands that need every value's location).
  func loadBytes() throws(Diagnostic) -> [UInt8] {
    switch content {
    case .bytes(let bytes): return bytes
    case .file(let path):
      return try InputReader.read(path).get()
    }
  }
}
