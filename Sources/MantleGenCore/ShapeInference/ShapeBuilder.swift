/// Reads JSON documents and records what it sees in a ``ShapeSummary``, without building a tree.
enum ShapeBuilder {
  /// Reads the document in `bytes` (or, with `allowsMultipleDocuments`, every whitespace-separated
  /// document, as in JSON Lines) into `summary`, one sample of the root each; the objects read by
  /// kind are settled (``ShapeSummary/settlePartitions()``) at the end.
  ///
  /// - Returns: the number of documents read.
  /// - Throws: a located ``Diagnostic`` at the first malformed byte; `summary` is then incomplete.
  @discardableResult
  static func absorb(
    _ bytes: UnsafeBufferPointer<UInt8>, file: String, allowsMultipleDocuments: Bool, into summary: ShapeSummary
  ) throws(Diagnostic) -> Int {
    do {
      return try FastShapeBuilder.absorb(bytes, allowsMultipleDocuments: allowsMultipleDocuments, into: summary)
    } catch {
      // The fast path stops at anything it does not accept; reading again with the reference
      // reader gives the located diagnostic.
      try absorbWithReader(bytes, file: file, allowsMultipleDocuments: allowsMultipleDocuments, into: ShapeSummary())
      throw Diagnostic(
        .error, "internal error: the fast reader rejected input that the reference reader accepts; please report it",
        at: SourceLocation(file: file))
    }
  }

  /// The reference path: reads with ``JSONReader``, which locates every error precisely.
  @discardableResult
  static func absorbWithReader(
    _ bytes: UnsafeBufferPointer<UInt8>, file: String, allowsMultipleDocuments: Bool, into summary: ShapeSummary
  ) throws(Diagnostic) -> Int {
    var reader = JSONReader(bytes: bytes, file: file)
    var documents = 0
    // Object serials continue across calls on one summary, so that a key's presence is counted once
    // per object even when several samples are read into it.
    var objectSerial = summary.objectSerialCounter
    defer { summary.objectSerialCounter = objectSerial }
    repeat {
      try absorbValue(from: &reader, into: summary, objectSerial: &objectSerial)
      documents += 1
      if !allowsMultipleDocuments { try reader.expectEnd() }
    } while !reader.isAtEnd()
    return documents
  }

  /// Reads one value and records it in `summary`, recursing into objects and arrays; for a string,
  /// returns its position among the values `summary` remembers, if it does.
  @discardableResult
  static func absorbValue(
    from reader: inout JSONReader, into summary: ShapeSummary, objectSerial: inout Int
  ) throws(Diagnostic) -> Int? {
    summary.count += 1
    switch try reader.readValue() {
    case .null:
      summary.nullCount += 1
    case .bool(let flag):
      summary.addBool(flag)
    case .number(let number):
      summary.numbers.add(number)
    case .string(let string):
      return summary.strings.add(string)
    case .beginObject:
      summary.objectCount += 1
      objectSerial += 1
      let serial = objectSerial
      var isFirst = true
      var stringMembers: Unmanaged<ShapeSummary>?
      while let key = try reader.nextKey(isFirst: isFirst) {
        isFirst = false
        let field = summary.field(key)
        summary.notePresence(of: field, inObject: serial)
        if let value = try absorbValue(from: &reader, into: field, objectSerial: &objectSerial) {
          field.notePendingString(value, in: &stringMembers)
        }
      }
      summary.noteKeys(ofObject: serial, toPendingStrings: stringMembers)
    case .beginArray:
      summary.arrayCount += 1
      var isFirst = true
      while try reader.hasNextElement(isFirst: isFirst) {
        isFirst = false
        try absorbValue(from: &reader, into: summary.elementSummary(), objectSerial: &objectSerial)
      }
    }
    return nil
  }
}
