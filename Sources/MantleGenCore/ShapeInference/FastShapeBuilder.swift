/// The fast path of shape inference: one strict pass over UTF-8 bytes straight into a
/// ``ShapeSummary``, with no tokens, no `String` for keys it has seen before (``ShapeSummary/field(utf8:cursor:)``)
/// and none for most values. It accepts exactly what ``JSONReader`` accepts; on anything else it
/// stops, and ``ShapeBuilder`` reads the input again with ``JSONReader`` for the located diagnostic.
struct FastShapeBuilder {
  /// The input is not valid JSON (or nests too deeply); the precise error comes from `JSONReader`.
  struct Rejected: Error {}

  private let base: UnsafePointer<UInt8>
  private let end: Int
  private var position: Int
  private var depth = 0
  private var objectSerial: Int
  /// The batch number in the stamps of what this builder reads (see ``ShapeSummary/Stamp``).
  private let batch: Int
  /// Decoded bytes of the current string when it has escapes.
  private var scratch: [UInt8] = []

  private init(_ bytes: UnsafeBufferPointer<UInt8>, objectSerial: Int, batch: Int = 0, isFileStart: Bool = true) {
    base = bytes.baseAddress ?? UnsafePointer(bitPattern: 1)!
    end = bytes.count
    let hasBOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    position = hasBOM && isFileStart ? 3 : 0
    self.objectSerial = objectSerial
    self.batch = batch
    scratch.reserveCapacity(256)
  }

  /// What a batch of a streamed file holds (see ``StreamingSummarizer``).
  enum BatchMode: Sendable {
    /// Whole whitespace-separated documents (JSON Lines); possibly none.
    case documents(isFirst: Bool)
    /// A run of elements of one top-level array, each followed by a comma except in the last batch,
    /// which ends with the closing bracket. The first batch starts with the opening bracket.
    case arrayElements(isFirst: Bool, isLast: Bool)
  }

  /// Reads batch number `batch` of a streamed file: documents into `summary`, or array elements as
  /// values of `summary` (the caller files them under the root array). Batches read into one
  /// summary must come in file order.
  static func absorb(
    _ bytes: UnsafeBufferPointer<UInt8>, mode: BatchMode, batch: Int, into summary: ShapeSummary
  ) throws(Rejected) {
    switch mode {
    case .documents(let isFirst):
      var builder = FastShapeBuilder(
        bytes, objectSerial: summary.objectSerialCounter, batch: batch, isFileStart: isFirst)
      defer { summary.objectSerialCounter = builder.objectSerial }
      builder.skipWhitespace()
      while builder.position < builder.end {
        try builder.value(into: summary)
        try builder.skipSeparatorBetweenDocuments()
      }
    case .arrayElements(let isFirst, let isLast):
      var builder = FastShapeBuilder(
        bytes, objectSerial: summary.objectSerialCounter, batch: batch, isFileStart: isFirst)
      defer { summary.objectSerialCounter = builder.objectSerial }
      builder.skipWhitespace()
      if isFirst {
        guard builder.position < builder.end, builder.base[builder.position] == UInt8(ascii: "[") else {
          throw Rejected()
        }
        builder.position += 1
        builder.depth = 1
        builder.skipWhitespace()
        if isLast, builder.position < builder.end, builder.base[builder.position] == UInt8(ascii: "]") {
          builder.position += 1
          builder.skipWhitespace()
          guard builder.position == builder.end else { throw Rejected() }
          return
        }
      }
      builder.depth = 1
      while true {
        builder.skipWhitespace()
        guard builder.position < builder.end else {
          if isLast { throw Rejected() }
          return
        }
        try builder.value(into: summary)
        builder.skipWhitespace()
        guard builder.position < builder.end else { throw Rejected() }
        let separator = builder.base[builder.position]
        builder.position += 1
        if separator == UInt8(ascii: ",") { continue }
        guard separator == UInt8(ascii: "]"), isLast else { throw Rejected() }
        builder.skipWhitespace()
        guard builder.position == builder.end else { throw Rejected() }
        return
      }
    }
  }

  /// Reads the document (or every document, for JSON Lines) into `summary`.
  /// - Returns: the number of documents.
  static func absorb(
    _ bytes: UnsafeBufferPointer<UInt8>, allowsMultipleDocuments: Bool, into summary: ShapeSummary
  ) throws(Rejected) -> Int {
    var builder = FastShapeBuilder(bytes, objectSerial: summary.objectSerialCounter)
    defer { summary.objectSerialCounter = builder.objectSerial }
    var documents = 0
    builder.skipWhitespace()
    repeat {
      try builder.value(into: summary)
      documents += 1
      try builder.skipSeparatorBetweenDocuments()
      if !allowsMultipleDocuments, builder.position < builder.end { throw Rejected() }
    } while builder.position < builder.end
    return documents
  }

  /// Documents must be separated by whitespace (`{}{}` is not JSON Lines).
  private mutating func skipSeparatorBetweenDocuments() throws(Rejected) {
    let valueEnd = position
    skipWhitespace()
    if position < end, position == valueEnd { throw Rejected() }
  }

  @inline(__always)
  private mutating func skipWhitespace() {
    while position < end {
      let byte = base[position]
      guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
      position += 1
    }
  }

  private mutating func value(into summary: ShapeSummary) throws(Rejected) {
    guard position < end else { throw Rejected() }
    summary.count += 1
    switch base[position] {
    case UInt8(ascii: "\""):
      let bytes = try string()
      summary.strings.add(utf8: bytes, stamp: stamp)
    case UInt8(ascii: "{"):
      try object(into: summary)
    case UInt8(ascii: "["):
      try array(into: summary)
    case UInt8(ascii: "t"):
      try literal(0x74, 0x72, 0x75, 0x65)
      summary.addBool(true, stamp: stamp)
    case UInt8(ascii: "f"):
      try literal(0x66, 0x61, 0x6C, 0x73)
      guard position < end, base[position] == UInt8(ascii: "e") else { throw Rejected() }
      position += 1
      summary.addBool(false, stamp: stamp)
    case UInt8(ascii: "n"):
      try literal(0x6E, 0x75, 0x6C, 0x6C)
      summary.nullCount += 1
    default:
      try number(into: summary)
    }
  }

  @inline(__always)
  private mutating func literal(_ a: UInt8, _ b: UInt8, _ c: UInt8, _ d: UInt8) throws(Rejected) {
    guard position + 4 <= end, base[position] == a, base[position + 1] == b, base[position + 2] == c,
      base[position + 3] == d
    else { throw Rejected() }
    position += 4
  }

  private mutating func object(into summary: ShapeSummary) throws(Rejected) {
    guard depth < JSONReader.defaultMaximumDepth else { throw Rejected() }
    depth += 1
    position += 1
    summary.objectCount += 1
    objectSerial += 1
    let serial = objectSerial
    var cursor = 0
    skipWhitespace()
    if position < end, base[position] == UInt8(ascii: "}") {
      position += 1
      depth -= 1
      return
    }
    while true {
      guard position < end, base[position] == UInt8(ascii: "\"") else { throw Rejected() }
      let field: ShapeSummary
      if let (predicted, length) = summary.predictedField(
        at: cursor, in: UnsafeBufferPointer(start: base + position + 1, count: end - position - 1))
      {
        position += 1 + length
        cursor += 1
        field = predicted
      } else {
        let key = try string()
        field = summary.field(utf8: key, cursor: &cursor, stamp: stamp)
      }
      if field.lastObjectSerial != serial {
        field.lastObjectSerial = serial
        field.presenceCount += 1
      }
      skipWhitespace()
      guard position < end, base[position] == UInt8(ascii: ":") else { throw Rejected() }
      position += 1
      skipWhitespace()
      try value(into: field)
      skipWhitespace()
      guard position < end else { throw Rejected() }
      let separator = base[position]
      position += 1
      if separator == UInt8(ascii: "}") { break }
      guard separator == UInt8(ascii: ",") else { throw Rejected() }
      skipWhitespace()
    }
    depth -= 1
  }

  private mutating func array(into summary: ShapeSummary) throws(Rejected) {
    guard depth < JSONReader.defaultMaximumDepth else { throw Rejected() }
    depth += 1
    position += 1
    summary.arrayCount += 1
    skipWhitespace()
    if position < end, base[position] == UInt8(ascii: "]") {
      position += 1
      depth -= 1
      return
    }
    let elements = summary.elementSummary()
    while true {
      try value(into: elements)
      skipWhitespace()
      guard position < end else { throw Rejected() }
      let separator = base[position]
      position += 1
      if separator == UInt8(ascii: "]") { break }
      guard separator == UInt8(ascii: ","), position < end else { throw Rejected() }
      skipWhitespace()
    }
    depth -= 1
  }

  // MARK: - Strings

  /// Reads the string whose quote is at `position` and returns its content as valid UTF-8 (in the
  /// input when it has no escapes, else decoded into `scratch`).
  private mutating func string() throws(Rejected) -> UnsafeBufferPointer<UInt8> {
    position += 1
    let start = position
    var isASCII = true
    // Eight bytes at a time while none is a quote, a backslash, a control character or non-ASCII.
    while position + 8 <= end {
      let word = UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)
      let ones: UInt64 = 0x0101_0101_0101_0101
      let highs: UInt64 = 0x8080_8080_8080_8080
      let quote = word ^ (ones &* 0x22)
      let backslash = word ^ (ones &* 0x5C)
      let special = ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | ((word &- ones &* 0x20) & ~word)
      if (special | word) & highs != 0 { break }
      position += 8
    }
    while position < end {
      let byte = base[position]
      if byte == UInt8(ascii: "\"") {
        let content = UnsafeBufferPointer(start: base + start, count: position - start)
        position += 1
        if !isASCII { try validateUTF8(content) }
        return content
      }
      if byte == UInt8(ascii: "\\") { return try escapedString(from: start) }
      guard byte >= 0x20 else { throw Rejected() }
      if byte >= 0x80 { isASCII = false }
      position += 1
    }
    throw Rejected()
  }

  private mutating func escapedString(from start: Int) throws(Rejected) -> UnsafeBufferPointer<UInt8> {
    scratch.removeAll(keepingCapacity: true)
    scratch.append(contentsOf: UnsafeBufferPointer(start: base + start, count: position - start))
    while position < end {
      let byte = base[position]
      if byte == UInt8(ascii: "\"") {
        position += 1
        return try scratch.withUnsafeBufferPointer { buffer throws(Rejected) in
          try validateUTF8(buffer)
          // The scratch buffer lives as long as the builder and is not changed before the caller
          // is done with the value, so handing out its storage is safe.
          return UnsafeBufferPointer(start: buffer.baseAddress, count: buffer.count)
        }
      }
      guard byte >= 0x20 else { throw Rejected() }
      if byte != UInt8(ascii: "\\") {
        scratch.append(byte)
        position += 1
        continue
      }
      position += 1
      guard position < end else { throw Rejected() }
      let escape = base[position]
      position += 1
      switch escape {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(escape)
      case UInt8(ascii: "b"): scratch.append(0x08)
      case UInt8(ascii: "f"): scratch.append(0x0C)
      case UInt8(ascii: "n"): scratch.append(0x0A)
      case UInt8(ascii: "r"): scratch.append(0x0D)
      case UInt8(ascii: "t"): scratch.append(0x09)
      case UInt8(ascii: "u"): try unicodeEscape()
      default: throw Rejected()
      }
    }
    throw Rejected()
  }

  private mutating func unicodeEscape() throws(Rejected) {
    var value = UInt32(try hexQuad())
    if (0xD800...0xDBFF).contains(value) {
      guard position + 1 < end, base[position] == UInt8(ascii: "\\"), base[position + 1] == UInt8(ascii: "u") else {
        throw Rejected()
      }
      position += 2
      let low = UInt32(try hexQuad())
      guard (0xDC00...0xDFFF).contains(low) else { throw Rejected() }
      value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
    } else if (0xDC00...0xDFFF).contains(value) {
      throw Rejected()
    }
    guard let scalar = Unicode.Scalar(value) else { throw Rejected() }
    UTF8.encode(scalar) { scratch.append($0) }
  }

  private mutating func hexQuad() throws(Rejected) -> UInt16 {
    guard position + 4 <= end else { throw Rejected() }
    var value: UInt16 = 0
    for _ in 0..<4 {
      let byte = base[position]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw Rejected()
      }
      value = value << 4 | UInt16(digit)
      position += 1
    }
    return value
  }

  private func validateUTF8(_ bytes: UnsafeBufferPointer<UInt8>) throws(Rejected) {
    var index = 0
    while index < bytes.count {
      let length = UTF8Validation.sequenceLength(in: bytes, at: index)
      guard length > 0 else { throw Rejected() }
      index += length
    }
  }

  // MARK: - Numbers

  private mutating func number(into summary: ShapeSummary) throws(Rejected) {
    let start = position
    if base[position] == UInt8(ascii: "-") { position += 1 }
    guard position < end, isDigit(base[position]) else { throw Rejected() }
    var magnitude: UInt64 = 0
    var overflow = false
    var significantDigits = 0
    if base[position] == UInt8(ascii: "0") {
      position += 1
      if position < end, isDigit(base[position]) { throw Rejected() }
    } else {
      while position < end, isDigit(base[position]) {
        let digit = UInt64(base[position] &- UInt8(ascii: "0"))
        let (times10, o1) = magnitude.multipliedReportingOverflow(by: 10)
        let (sum, o2) = times10.addingReportingOverflow(digit)
        overflow = overflow || o1 || o2
        magnitude = sum
        significantDigits += 1
        position += 1
      }
    }
    var isInteger = true
    if position < end, base[position] == UInt8(ascii: ".") {
      isInteger = false
      position += 1
      guard position < end, isDigit(base[position]) else { throw Rejected() }
      while position < end, isDigit(base[position]) { position += 1 }
    }
    var exponentDigits = 0
    if position < end, base[position] | 0x20 == UInt8(ascii: "e") {
      isInteger = false
      position += 1
      if position < end, base[position] == UInt8(ascii: "+") || base[position] == UInt8(ascii: "-") { position += 1 }
      guard position < end, isDigit(base[position]) else { throw Rejected() }
      while position < end, isDigit(base[position]) {
        if exponentDigits > 0 || base[position] != UInt8(ascii: "0") { exponentDigits += 1 }
        position += 1
      }
    }
    let text = { [base, position] in
      String(decoding: UnsafeBufferPointer(start: base + start, count: position - start), as: UTF8.self)
    }
    if isInteger {
      let negative = base[start] == UInt8(ascii: "-")
      var value: Int?
      if !overflow {
        if negative {
          value = magnitude <= UInt64(Int.max) ? -Int(magnitude) : (magnitude == UInt64(Int.max) + 1 ? Int.min : nil)
        } else if magnitude <= UInt64(Int.max) {
          value = Int(magnitude)
        }
      }
      summary.numbers.addInteger(value, significantDigits: significantDigits, stamp: stamp, text: text)
    } else {
      let zeroThenExponent =
        position - start >= 3 && base[start] == UInt8(ascii: "0") && base[start + 1] | 0x20 == UInt8(ascii: "e")
        && base[start + 2] >= UInt8(ascii: "1") && base[start + 2] <= UInt8(ascii: "9")
      summary.numbers.addDecimal(
        text: text, isRejectedAsDouble: zeroThenExponent,
        mayBeBeyondDouble: exponentDigits >= 3 || significantDigits > 300, stamp: stamp)
    }
  }

  /// The stamp of the value being read (see ``ShapeSummary/Stamp``).
  private var stamp: ShapeSummary.Stamp {
    ShapeSummary.stamp(batch: batch, objectSerial: objectSerial)
  }

  @inline(__always)
  private func isDigit(_ byte: UInt8) -> Bool {
    byte &- UInt8(ascii: "0") < 10
  }
}
