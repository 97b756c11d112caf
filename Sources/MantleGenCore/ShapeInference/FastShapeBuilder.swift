/// The fast path of shape inference: one strict pass over UTF-8 bytes straight into a
/// ``ShapeSummary``, with no tokens, no `String` for keys it has seen before (``ShapeSummary/field(utf8:cursor:)``)
/// and none for most values. It accepts exactly what ``JSONReader`` accepts; on anything else it
/// stops, and ``ShapeBuilder`` reads the input again with ``JSONReader`` for the located diagnostic.
struct FastShapeBuilder: StrictDocumentReader {
  var cursor: StrictCursor
  /// The serial number of the last value read: every value is numbered, in the order of reading,
  /// so that stamps (``ShapeSummary/Stamp``) tell apart the keys of one object, and an object's
  /// number counts each key's presence in it once.
  private var serial: Int
  /// The batch number in the stamps of what this builder reads (see ``ShapeSummary/Stamp``).
  private let batch: Int
  /// The summary that top-level values go into.
  private let root: ShapeSummary
  /// The kind of each object of the bytes, by the offset of its `{`, when some name theirs (read into
  /// ``ShapeSummary/pendingPartitions``); `nil` when none does, or objects are not read by kind.
  private var discriminators: ObjectDiscriminators?
  /// Where the reader is in the objects of ``discriminators``.
  private var nextKeyedObject = 0
  /// How many objects read by kind enclose the value being read.
  private var kindDepth = 0
  /// Objects inside this many objects read by kind are read as they are: the summaries by kind
  /// multiply with each level (at most ``ObjectPartitions/maximumKinds`` each).
  static let maximumKindDepth = 3

  private init(
    _ bytes: UnsafeBufferPointer<UInt8>, into root: ShapeSummary, batch: Int = 0, isFileStart: Bool = true
  ) {
    cursor = StrictCursor(bytes, skipsByteOrderMark: isFileStart)
    serial = root.objectSerialCounter
    self.batch = batch
    self.root = root
  }

  /// Reads batch number `batch` of a streamed file: documents into `summary`, or array elements as
  /// values of `summary` (the caller files them under the root array). Batches read into one
  /// summary must come in file order.
  static func absorb(
    _ bytes: UnsafeBufferPointer<UInt8>, content: StrictBatchContent, batch: Int, into summary: ShapeSummary
  ) throws(StrictCursor.Rejected) {
    var builder = FastShapeBuilder(bytes, into: summary, batch: batch, isFileStart: content.isFirst)
    builder.discriminators = ObjectDiscriminators.scan(bytes)
    defer { summary.objectSerialCounter = builder.serial }
    _ = try builder.readBatch(content)
  }

  /// Reads the document (or every document, for JSON Lines) into `summary`, the objects read by
  /// kind settled into their places (``ShapeSummary/settlePartitions()``): a whole input.
  /// - Returns: the number of documents.
  static func absorb(
    _ bytes: UnsafeBufferPointer<UInt8>, allowsMultipleDocuments: Bool, into summary: ShapeSummary
  ) throws(StrictCursor.Rejected) -> Int {
    var builder = FastShapeBuilder(bytes, into: summary)
    builder.discriminators = ObjectDiscriminators.scan(bytes)
    defer { summary.objectSerialCounter = builder.serial }
    let documents = try builder.readWhole(allowsMultipleDocuments: allowsMultipleDocuments)
    summary.settlePartitions()
    return documents
  }

  /// Reads the value at `cursor` into `summary`, as one value of the place it summarises, and
  /// moves `cursor` past it; `batch` is the number of the batch it is in, for the stamps. Objects
  /// are not read by kind.
  static func absorbValue(
    at cursor: inout StrictCursor, into summary: ShapeSummary, batch: Int = 0
  ) throws(StrictCursor.Rejected) {
    var builder = FastShapeBuilder(
      UnsafeBufferPointer(start: cursor.base, count: cursor.end), into: summary, batch: batch)
    builder.cursor = cursor
    defer {
      summary.objectSerialCounter = builder.serial
      cursor = builder.cursor
    }
    try builder.value(into: summary)
  }

  mutating func readTopLevelValue() throws(StrictCursor.Rejected) {
    try value(into: root)
  }

  func topLevelArrayOpened(at offset: Int) {}

  /// Reads the value at the cursor into `summary`; for a string, returns its position among the
  /// values `summary` remembers, if it does.
  @discardableResult
  private mutating func value(into summary: ShapeSummary) throws(StrictCursor.Rejected) -> Int? {
    let first = try cursor.peek()
    serial += 1
    // An object is counted where it is read: here, or in the summary of its kind.
    guard first != UInt8(ascii: "{") else {
      try object(into: summary)
      return nil
    }
    summary.count += 1
    switch first {
    case UInt8(ascii: "\""):
      let bytes = try cursor.string()
      return summary.strings.add(utf8: bytes, stamp: stamp)
    case UInt8(ascii: "["):
      try array(into: summary)
    case UInt8(ascii: "t"), UInt8(ascii: "f"):
      summary.addBool(try cursor.bool(), stamp: stamp)
    case UInt8(ascii: "n"):
      try cursor.null()
      summary.nullCount += 1
    default:
      try number(into: summary)
    }
    return nil
  }

  private mutating func object(into place: ShapeSummary) throws(StrictCursor.Rejected) {
    var summary = place
    // Where an object without a kind was read, no key is in every object: the objects are kept
    // by kind only as long as all are (see ``ShapeSummary/settlePartitions()``, which gives the
    // same summary either way).
    if place.objectCount == 0, kindDepth < Self.maximumKindDepth,
      let kind = discriminators?.kind(ofObjectAt: cursor.position, next: &nextKeyedObject)
    {
      summary = place.pendingPartition(kind, stamp: stamp)
    }
    let isReadByKind = summary !== place
    if isReadByKind { kindDepth += 1 }
    defer { if isReadByKind { kindDepth -= 1 } }
    summary.count += 1
    summary.objectCount += 1
    guard try cursor.enterContainer() else { return }
    let objectNumber = serial
    var predictedIndex = 0
    // The members whose value is a string the place remembers: told the object's keys at its end.
    var stringMembers: Unmanaged<ShapeSummary>?
    repeat {
      guard try cursor.peek() == UInt8(ascii: "\"") else { throw StrictCursor.Rejected() }
      let field: ShapeSummary
      if let predicted = summary.predictedMember(at: predictedIndex), cursor.readKey(verbatim: predicted.utf8) {
        predictedIndex += 1
        field = predicted.summary
      } else {
        let key = try cursor.string()
        field = summary.field(utf8: key, cursor: &predictedIndex, stamp: stamp)
      }
      summary.notePresence(of: field, inObject: objectNumber)
      try cursor.skipColon()
      if let value = try value(into: field) { field.notePendingString(value, in: &stringMembers) }
    } while try cursor.next(closing: UInt8(ascii: "}"))
    summary.noteKeys(ofObject: objectNumber, toPendingStrings: stringMembers)
  }

  private mutating func array(into summary: ShapeSummary) throws(StrictCursor.Rejected) {
    summary.arrayCount += 1
    guard try cursor.enterContainer() else { return }
    let elements = summary.elementSummary()
    repeat { try value(into: elements) } while try cursor.next(closing: UInt8(ascii: "]"))
  }

  // MARK: - Numbers

  private mutating func number(into summary: ShapeSummary) throws(StrictCursor.Rejected) {
    let number = try cursor.number()
    if number.isInteger {
      summary.numbers.addInteger(
        number.intValue, significantDigits: number.significantDigits, stamp: stamp, text: { number.string })
    } else {
      let text = number.text
      let zeroThenExponent =
        text.count >= 3 && text[0] == UInt8(ascii: "0") && text[1] | 0x20 == UInt8(ascii: "e")
        && text[2] >= UInt8(ascii: "1") && text[2] <= UInt8(ascii: "9")
      let isWithinDoubleRange = number.isWithinDoubleRange
      summary.numbers.addDecimal(
        text: { number.string }, isRejectedAsDouble: zeroThenExponent, isBeyondDouble: !isWithinDoubleRange,
        isBeyondDecimal: JSONNumber.isBeyondDecimal(utf8: text) { number.string },
        isInexactAsDouble: isWithinDoubleRange
          && JSONNumber.isInexactAsDouble(byteCount: text.count, text: { number.string }),
        stamp: stamp)
    }
  }

  /// The stamp of the value being read (see ``ShapeSummary/Stamp``).
  private var stamp: ShapeSummary.Stamp {
    ShapeSummary.stamp(batch: batch, serial: serial)
  }
}
