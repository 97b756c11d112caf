/// How a sample is streamed, decided from its first bytes: the summarizer and the drift check
/// read it the same way.
enum StreamLayout {
  /// Whitespace-separated documents (JSON Lines).
  case documents
  /// The elements of one top-level array.
  case arrayElements
  /// One document that is not an array: read whole.
  case whole

  /// The layout of a sample whose first bytes are `head`.
  init(head: UnsafeBufferPointer<UInt8>, isJSONLines: Bool) {
    if isJSONLines {
      self = .documents
      return
    }
    var index = UTF8Validation.byteOrderMarkLength(of: head)
    while index < head.count, StrictCursor.isWhitespace(head[index]) { index += 1 }
    self = index < head.count && head[index] == UInt8(ascii: "[") ? .arrayElements : .whole
  }

  var isArray: Bool {
    self == .arrayElements
  }

  /// Runs `pass` over the batches of `reader` (freshly opened, of a sample with this layout):
  /// JSON Lines cut at line breaks first and, when that pass fails (a document spans lines, or
  /// the input is malformed), once more on a reader from `reopen`, cut exactly between documents;
  /// without `reopen` (a stream, read once), cut exactly from the start.
  /// The result of the last pass, `nil` when it failed.
  func readBatches<Result>(
    of reader: BatchReader, reopen: (() throws(Diagnostic) -> BatchReader)?,
    pass: (inout BatchReader) throws(Diagnostic) -> Result?
  ) throws(Diagnostic) -> Result? {
    var reader = reader
    switch self {
    case .arrayElements:
      reader.cutting = .exact(.arrayElements())
      return try pass(&reader)
    case .documents:
      guard let reopen else {
        reader.cutting = .exact(.documents())
        return try pass(&reader)
      }
      reader.cutting = .atLastLineBreak
      if let result = try pass(&reader) { return result }
      var exact = try reopen()
      exact.cutting = .exact(.documents())
      return try pass(&exact)
    case .whole:
      preconditionFailure("a document that is not an array is read whole, not in batches")
    }
  }
}
