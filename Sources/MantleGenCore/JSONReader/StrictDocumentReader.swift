/// A reader of top-level values with a ``StrictCursor``: what to do with each document of a JSON
/// Lines batch or whole input, and with each element of a top-level array read in batches.
protocol StrictDocumentReader {
  var cursor: StrictCursor { get set }
  /// Reads one document, or one element of the top-level array, at `cursor.position`.
  mutating func readTopLevelValue() throws(StrictCursor.Rejected)
  /// Called with the offset of the top-level array's `[` in the batch that holds it.
  mutating func topLevelArrayOpened(at offset: Int)
}

/// What a batch of a streamed file holds.
enum StrictBatchContent: Sendable {
  /// Whole whitespace-separated documents (JSON Lines); possibly none.
  case documents(isFirst: Bool)
  /// A run of elements of one top-level array, each followed by a comma except in the last batch,
  /// which ends with the closing bracket. The first batch starts with the opening bracket.
  case arrayElements(isFirst: Bool, isLast: Bool)

  /// Whether the batch starts the file (and may start with a byte order mark).
  var isFirst: Bool {
    switch self {
    case .documents(let isFirst), .arrayElements(let isFirst, _): isFirst
    }
  }
}

extension StrictDocumentReader {
  /// Reads every document or element of a batch with `content`.
  /// - Returns: the number of documents read (elements do not count).
  mutating func readBatch(_ content: StrictBatchContent) throws(StrictCursor.Rejected) -> Int {
    cursor.skipWhitespace()
    switch content {
    case .documents:
      var documents = 0
      while cursor.position < cursor.end {
        try readTopLevelValue()
        documents += 1
        try cursor.skipSeparatorBetweenDocuments()
      }
      return documents
    case .arrayElements(let isFirst, let isLast):
      if isFirst {
        guard try cursor.peek() == UInt8(ascii: "[") else { throw StrictCursor.Rejected() }
        topLevelArrayOpened(at: cursor.position)
        cursor.position += 1
        cursor.skipWhitespace()
        if isLast, cursor.position < cursor.end, cursor.base[cursor.position] == UInt8(ascii: "]") {
          cursor.position += 1
          cursor.skipWhitespace()
          guard cursor.position == cursor.end else { throw StrictCursor.Rejected() }
          return 0
        }
      }
      cursor.depth = 1
      while true {
        cursor.skipWhitespace()
        guard cursor.position < cursor.end else {
          if isLast { throw StrictCursor.Rejected() }
          return 0
        }
        try readTopLevelValue()
        cursor.skipWhitespace()
        let separator = try cursor.peek()
        cursor.position += 1
        if separator == UInt8(ascii: ",") { continue }
        guard separator == UInt8(ascii: "]"), isLast else { throw StrictCursor.Rejected() }
        cursor.skipWhitespace()
        guard cursor.position == cursor.end else { throw StrictCursor.Rejected() }
        return 0
      }
    }
  }

  /// Reads the one document of a whole input, or with `allowsMultipleDocuments` every
  /// whitespace-separated document (JSON Lines; at least one).
  /// - Returns: the number of documents.
  mutating func readWhole(allowsMultipleDocuments: Bool) throws(StrictCursor.Rejected) -> Int {
    var documents = 0
    cursor.skipWhitespace()
    repeat {
      try readTopLevelValue()
      documents += 1
      try cursor.skipSeparatorBetweenDocuments()
      if !allowsMultipleDocuments, cursor.position < cursor.end { throw StrictCursor.Rejected() }
    } while cursor.position < cursor.end
    return documents
  }
}
