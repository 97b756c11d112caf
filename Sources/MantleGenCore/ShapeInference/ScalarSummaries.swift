import Foundation

/// What was seen of the numbers at one place in the JSON.
struct NumberSummary: Sendable {
  private(set) var integerCount = 0
  private(set) var decimalCount = 0
  /// Smallest and largest integer seen (as `Double`), when any integer that fits `Int` was seen.
  private(set) var range: ClosedRange<Double>?
  /// An integer did not fit in `Int` (64 bits).
  private(set) var hasIntegerBeyondInt64 = false
  /// An integer's magnitude exceeds 2^53, so `Double` cannot hold it exactly.
  private(set) var hasIntegerBeyondDoublePrecision = false
  /// An integer has more digits than `Decimal` holds exactly (38).
  private(set) var hasIntegerBeyondDecimalPrecision = false
  /// A value is beyond the range of `Double` (`1e400`, `1e-400`: ``JSONNumber/isWithinDoubleRange(_:)``).
  private(set) var hasValueBeyondDouble = false
  /// A value is written in a form that Foundation's `JSONDecoder` rejects as `Double` although it is
  /// valid JSON (`0e1`); `Decimal` and `Int` read it.
  private(set) var hasTextRejectedAsDouble = false
  /// The first number seen, exactly as written.
  private(set) var example: String?
  /// When ``example`` was read (see ``ShapeSummary/Stamp``).
  private var exampleStamp: ShapeSummary.Stamp = 0

  var count: Int { integerCount + decimalCount }

  /// Records an integer read by the fast reader: its value when it fits in `Int`, the number of
  /// its significant digits, and its text (asked for only when needed).
  mutating func addInteger(_ value: Int?, significantDigits: Int, stamp: ShapeSummary.Stamp, text: () -> String) {
    if example == nil { (example, exampleStamp) = (text(), stamp) }
    integerCount += 1
    guard let value else {
      hasIntegerBeyondInt64 = true
      hasIntegerBeyondDoublePrecision = true
      if significantDigits > 38 { hasIntegerBeyondDecimalPrecision = true }
      hasValueBeyondDouble = hasValueBeyondDouble || significantDigits > 308
      return
    }
    if value > 1 << 53 || value < -(1 << 53) { hasIntegerBeyondDoublePrecision = true }
    let double = Double(value)
    if let current = range {
      if double < current.lowerBound || double > current.upperBound {
        range = min(current.lowerBound, double)...max(current.upperBound, double)
      }
    } else {
      range = double...double
    }
  }

  /// Records a number with a fraction or exponent read by the fast reader.
  mutating func addDecimal(
    text: () -> String, isRejectedAsDouble: Bool, isBeyondDouble: Bool, stamp: ShapeSummary.Stamp
  ) {
    decimalCount += 1
    if example == nil { (example, exampleStamp) = (text(), stamp) }
    if isRejectedAsDouble { hasTextRejectedAsDouble = true }
    if isBeyondDouble { hasValueBeyondDouble = true }
  }

  mutating func add(_ number: JSONNumber) {
    if example == nil { example = number.text }
    if number.isInteger {
      integerCount += 1
      if let value = Int(number.text) {
        if value > 1 << 53 || value < -(1 << 53) { hasIntegerBeyondDoublePrecision = true }
      } else {
        hasIntegerBeyondInt64 = true
        hasIntegerBeyondDoublePrecision = true
        if number.integerDigitCount > 38 { hasIntegerBeyondDecimalPrecision = true }
      }
    } else {
      decimalCount += 1
      if Self.isRejectedAsDouble(number.text) { hasTextRejectedAsDouble = true }
    }
    guard let value = number.doubleValue else {
      hasValueBeyondDouble = true
      return
    }
    if number.isInteger, number.intValue != nil { include(value...value) }
  }

  private mutating func include(_ other: ClosedRange<Double>) {
    guard let current = range else {
      range = other
      return
    }
    range = min(current.lowerBound, other.lowerBound)...max(current.upperBound, other.upperBound)
  }

  /// `0e1`, `0E5`: a zero with an unsigned exponent starting with a non-zero digit.
  private static func isRejectedAsDouble(_ text: String) -> Bool {
    let bytes = Array(text.utf8.prefix(3))
    return bytes.count == 3 && bytes[0] == UInt8(ascii: "0") && (bytes[1] | 0x20) == UInt8(ascii: "e")
      && bytes[2] >= UInt8(ascii: "1") && bytes[2] <= UInt8(ascii: "9")
  }

  mutating func merge(_ other: NumberSummary, orderedByStamps: Bool = false) {
    integerCount += other.integerCount
    decimalCount += other.decimalCount
    if let otherRange = other.range { include(otherRange) }
    hasIntegerBeyondInt64 = hasIntegerBeyondInt64 || other.hasIntegerBeyondInt64
    hasIntegerBeyondDoublePrecision = hasIntegerBeyondDoublePrecision || other.hasIntegerBeyondDoublePrecision
    hasIntegerBeyondDecimalPrecision = hasIntegerBeyondDecimalPrecision || other.hasIntegerBeyondDecimalPrecision
    hasValueBeyondDouble = hasValueBeyondDouble || other.hasValueBeyondDouble
    hasTextRejectedAsDouble = hasTextRejectedAsDouble || other.hasTextRejectedAsDouble
    if let otherExample = other.example, example == nil || (orderedByStamps && other.exampleStamp < exampleStamp) {
      (example, exampleStamp) = (otherExample, other.exampleStamp)
    }
  }
}

/// A property that holds for every value seen so far, or is undecided before the first one.
enum Agreement<Value: Hashable & Sendable>: Hashable, Sendable {
  case undecided
  case all(Value)
  case mixed

  /// Combines two agreements: equal values agree, anything else is mixed.
  func combined(with other: Agreement) -> Agreement {
    switch (self, other) {
    case (.undecided, _): other
    case (_, .undecided): self
    case (.all(let a), .all(let b)) where a == b: self
    default: .mixed
    }
  }

  /// The agreed value, if every value agreed.
  var value: Value? {
    if case .all(let value) = self { value } else { nil }
  }
}

/// The spelling of UUIDs seen at a place; `JSONEncoder` writes upper case, so lower case needs a transform.
enum UUIDLetterCase: Hashable, Sendable {
  case upper
  case lower
}

/// What was seen of the strings at one place in the JSON.
struct StringSummary: Sendable {
  /// How many distinct values are remembered (for enums and examples) before only counting.
  static let distinctValueLimit = 64
  /// Values longer than this are never remembered (they cannot be enum cases).
  static let longestRememberedValue = 64
  /// How many URLs are also checked with Foundation's `URL`, beyond the character rules.
  static let foundationURLChecks = 4

  private(set) var count = 0
  /// The date format every string had, if any.
  private(set) var dateFormat: Agreement<DateFormat> = .undecided
  /// Whether every string was an absolute http(s) URL that `URL` writes back unchanged.
  private(set) var allURLs = true
  private var urlsChecked = 0
  /// The letter case every string had as a UUID, if all were UUIDs.
  private(set) var uuidCase: Agreement<UUIDLetterCase> = .undecided
  /// Remembered distinct values, one after the other in one buffer (value `i` ends at
  /// `valueEnds[i]`), with their counts and a hash of each for quick comparison.
  private var valueBytes: [UInt8] = []
  private var valueEnds: [Int] = []
  private var valueCounts: [Int] = []
  private var valueHashes: [UInt64] = []
  /// More distinct values were seen than are remembered.
  private(set) var hasMoreDistinctValues = false
  private(set) var example: String?
  /// When ``example`` was read (see ``ShapeSummary/Stamp``).
  private var exampleStamp: ShapeSummary.Stamp = 0

  /// How many distinct values are remembered, as UTF-8: at least the size of ``distinctValues``.
  var distinctValueCount: Int { valueEnds.count }

  /// Distinct values with their counts, up to ``distinctValueLimit``. Values that differ in their
  /// UTF-8 but are equal as Swift strings (`"\u{E9}"` and `"e\u{301}"`) are one, with their counts
  /// added: a Swift `String` compares them as equal.
  var distinctValues: [String: Int] {
    Dictionary(
      valueEnds.indices.map { (String(decoding: value($0), as: UTF8.self), valueCounts[$0]) }, uniquingKeysWith: +)
  }

  /// The UTF-8 of remembered value `index`.
  private func value(_ index: Int) -> ArraySlice<UInt8> {
    valueBytes[valueRange(index)]
  }

  /// Where remembered value `index` lies in ``valueBytes``.
  private func valueRange(_ index: Int) -> Range<Int> {
    (index == 0 ? 0 : valueEnds[index - 1])..<valueEnds[index]
  }

  mutating func add(_ string: String) {
    var string = string
    string.withUTF8 { add(utf8: $0) }
  }

  /// Records one string value given as (valid) UTF-8.
  mutating func add(utf8 bytes: UnsafeBufferPointer<UInt8>, stamp: ShapeSummary.Stamp = 0) {
    count += 1
    if example == nil { (example, exampleStamp) = (Self.examplePrefix(of: bytes), stamp) }
    // An exact format while every value is in it; any ISO 8601 date (the instant) once one is not,
    // whichever value comes first, so that batches merged in any grouping agree.
    switch dateFormat {
    case .undecided:
      dateFormat = (DateFormat.detect(utf8: bytes) ?? Self.anyISO8601(bytes)).map(Agreement.all) ?? .mixed
    case .all(let format):
      if !format.matches(utf8: bytes) { dateFormat = Self.anyISO8601(bytes).map(Agreement.all) ?? .mixed }
    case .mixed: break
    }
    if allURLs {
      allURLs = StringFormats.isRoundTrippingURL(
        utf8: bytes, verifyWithFoundation: urlsChecked < Self.foundationURLChecks)
      urlsChecked += 1
    }
    if uuidCase != .mixed { uuidCase = uuidCase.combined(with: StringFormats.uuidCase(utf8: bytes)) }
    if !hasMoreDistinctValues { remember(bytes) }
  }

  /// `anyISO8601` when `bytes` are an ISO 8601 date in a layout that no exact format keeps.
  private static func anyISO8601(_ bytes: UnsafeBufferPointer<UInt8>) -> DateFormat? {
    DateFormat.anyISO8601.matches(utf8: bytes) ? .anyISO8601 : nil
  }

  /// Examples keep at most this many bytes (whole characters), so a huge value is not copied.
  static let exampleLength = 96

  private static func examplePrefix(of bytes: UnsafeBufferPointer<UInt8>) -> String {
    guard bytes.count > exampleLength else { return String(decoding: bytes, as: UTF8.self) }
    var end = exampleLength
    while end > 0, bytes[end] & 0xC0 == 0x80 { end -= 1 }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<end]), as: UTF8.self) + "…"
  }

  private mutating func remember(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard bytes.count <= Self.longestRememberedValue else {
      hasMoreDistinctValues = true
      return
    }
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    remember(bytes, hash: hash, count: 1)
  }

  /// Counts `bytes` (whose hash is `hash`) `count` more times, remembering it when it is new.
  private mutating func remember(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64, count: Int) {
    if let index = index(of: bytes, hash: hash) {
      valueCounts[index] += count
      return
    }
    guard valueEnds.count < Self.distinctValueLimit else {
      hasMoreDistinctValues = true
      return
    }
    append(bytes, hash: hash, count: count)
  }

  /// Remembers a new distinct value.
  private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64, count: Int) {
    valueBytes.append(contentsOf: bytes)
    valueEnds.append(valueBytes.count)
    valueCounts.append(count)
    valueHashes.append(hash)
  }

  private func index(of bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Int? {
    for index in valueHashes.indices where valueHashes[index] == hash {
      if isValue(index, equalTo: bytes) { return index }
    }
    return nil
  }

  /// Whether remembered value `index` is `bytes`.
  private func isValue(_ index: Int, equalTo bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    valueBytes.withUnsafeBufferPointer { stored in
      ByteComparison.equal(UnsafeBufferPointer(rebasing: stored[valueRange(index)]), bytes)
    }
  }

  mutating func merge(_ other: StringSummary, orderedByStamps: Bool = false) {
    guard other.count > 0 else { return }
    guard count > 0 else {
      self = other
      return
    }
    count += other.count
    if let otherExample = other.example, example == nil || (orderedByStamps && other.exampleStamp < exampleStamp) {
      (example, exampleStamp) = (otherExample, other.exampleStamp)
    }
    if case .all(let format) = dateFormat, case .all(let otherFormat) = other.dateFormat {
      dateFormat = .all(format.unified(with: otherFormat))
    } else {
      dateFormat = dateFormat.combined(with: other.dateFormat)
    }
    allURLs = allURLs && other.allURLs
    urlsChecked += other.urlsChecked
    uuidCase = uuidCase.combined(with: other.uuidCase)
    hasMoreDistinctValues = hasMoreDistinctValues || other.hasMoreDistinctValues
    // The remembered values mean something only while they are all the values (as in `add`).
    guard !hasMoreDistinctValues else { return }
    // Each of the other's values is looked up in a table of this summary's by hash, rather than
    // compared with every remembered value.
    withUnsafeTemporaryAllocation(of: Int8.self, capacity: Self.valueSlotCount) { slots in
      slots.initialize(repeating: -1)
      for index in valueHashes.indices { enter(index, into: slots) }
      other.valueBytes.withUnsafeBufferPointer { otherBytes in
        for index in other.valueEnds.indices {
          let bytes = UnsafeBufferPointer(rebasing: otherBytes[other.valueRange(index)])
          let hash = other.valueHashes[index]
          if let found = position(of: bytes, hash: hash, in: slots) {
            valueCounts[found] += other.valueCounts[index]
          } else if valueEnds.count < Self.distinctValueLimit {
            append(bytes, hash: hash, count: other.valueCounts[index])
            enter(valueEnds.count - 1, into: slots)
          } else {
            hasMoreDistinctValues = true
          }
        }
      }
    }
  }

  /// Slots of the table of remembered values `merge` looks values up in: at most half full.
  private static let valueSlotCount = 2 * distinctValueLimit

  /// The first slot to try for a value whose hash is `hash`.
  private static func firstSlot(ofHash hash: UInt64) -> Int {
    Int(truncatingIfNeeded: (hash ^ hash >> 29) % UInt64(valueSlotCount))
  }

  /// Enters remembered value `index` into `slots`.
  private func enter(_ index: Int, into slots: UnsafeMutableBufferPointer<Int8>) {
    var slot = Self.firstSlot(ofHash: valueHashes[index])
    while slots[slot] >= 0 { slot = (slot + 1) % slots.count }
    slots[slot] = Int8(index)
  }

  /// The position of the remembered value `bytes`, whose hash is `hash`, found through `slots`.
  private func position(of bytes: UnsafeBufferPointer<UInt8>, hash: UInt64, in slots: UnsafeMutableBufferPointer<Int8>)
    -> Int?
  {
    var slot = Self.firstSlot(ofHash: hash)
    while slots[slot] >= 0 {
      let index = Int(slots[slot])
      if valueHashes[index] == hash, isValue(index, equalTo: bytes) { return index }
      slot = (slot + 1) % slots.count
    }
    return nil
  }
}

/// Recognisers for strings that decode to richer Foundation types and encode back unchanged.
enum StringFormats {
  /// The characters RFC 3986 allows in a URL, which `URL` leaves unescaped, as bit masks for the
  /// bytes 0–63 and 64–127: `-._~:/?#[]@!$&'()*+,;=%`, letters and digits.
  private static let urlCharactersLow: UInt64 = 0xAFFF_FFFA_0000_0000
  private static let urlCharactersHigh: UInt64 = 0x47FF_FFFE_AFFF_FFFF

  @inline(__always)
  private static func isHexDigit(_ byte: UInt8) -> Bool {
    (byte >= 48 && byte <= 57) || (byte | 0x20 >= 97 && byte | 0x20 <= 102)
  }

  @inline(__always)
  private static func isURLCharacter(_ byte: UInt8) -> Bool {
    byte < 64
      ? (urlCharactersLow >> UInt64(byte)) & 1 == 1
      : byte < 128 && (urlCharactersHigh >> UInt64(byte - 64)) & 1 == 1
  }

  /// Classes of bytes in a URL, one lookup per byte: allowed after the host (`%` is checked on
  /// its own), allowed in the host (no user info `@`, no `%`), ends the host. `[` and `]` are
  /// neither: `URL` rejects them in a host (IP literals are left out) and escapes them elsewhere.
  static let allowedAfterHost: UInt8 = 1
  static let allowedInHost: UInt8 = 2
  static let endsHost: UInt8 = 4
  static let urlByteClasses: [UInt8] = (0...255).map { value in
    let byte = UInt8(value)
    guard isURLCharacter(byte) else { return 0 }
    if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") { return allowedAfterHost | endsHost }
    // `#` is allowed once after the host, which the loop checks on its own.
    if byte == UInt8(ascii: "#") { return endsHost }
    if byte == UInt8(ascii: "%") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]") { return 0 }
    if byte == UInt8(ascii: "@") { return allowedAfterHost }
    return allowedAfterHost | allowedInHost
  }

  /// Whether `bytes` are an absolute `http`/`https` URL made only of characters that `URL` keeps
  /// as they are, so that `JSONEncoder` writes the same text back on every platform;
  /// `verifyWithFoundation` also parses it with `URL` (slower).
  static func isRoundTrippingURL(utf8 bytes: UnsafeBufferPointer<UInt8>, verifyWithFoundation: Bool) -> Bool {
    guard bytes.count >= 8, bytes.count <= 2048, bytes[0] == UInt8(ascii: "h"), bytes[1] == UInt8(ascii: "t"),
      bytes[2] == UInt8(ascii: "t"), bytes[3] == UInt8(ascii: "p")
    else { return false }
    let secure = bytes[4] == UInt8(ascii: "s")
    let schemeLength = secure ? 8 : 7
    let colon = secure ? 5 : 4
    guard bytes[colon] == UInt8(ascii: ":"), bytes[colon + 1] == UInt8(ascii: "/"),
      bytes[colon + 2] == UInt8(ascii: "/"),
      bytes.count > schemeLength
    else { return false }
    let base = bytes.baseAddress!
    /// How many bytes from `index` on are not flagged (``urlBytesFlagged(at:inHost:)``): 16 bytes
    /// at a time, and the last few in the block of the last 16 bytes.
    func unflaggedCount(from index: Int, inHost: Bool) -> Int {
      if index + 16 <= bytes.count {
        return (urlBytesFlagged(at: base + index, inHost: inHost) | 1 << 16).trailingZeroBitCount
      }
      guard bytes.count >= 16 else { return 0 }
      let skipped = index - (bytes.count - 16)
      let flagged = urlBytesFlagged(at: base + bytes.count - 16, inHost: inHost) >> UInt64(skipped)
      return (flagged | 1 << UInt64(16 - skipped)).trailingZeroBitCount
    }
    let isURL = urlByteClasses.withUnsafeBufferPointer { classes in
      // The host: no user info, no IP-literal brackets, not empty, not starting with a port.
      var index = schemeLength
      var portColon: Int?
      while index < bytes.count {
        index += unflaggedCount(from: index, inHost: true)
        guard index < bytes.count else { break }
        let byteClass = classes[Int(bytes[index])]
        if byteClass & Self.endsHost != 0 { break }
        guard byteClass & Self.allowedInHost != 0 else { return false }
        if portColon == nil, bytes[index] == UInt8(ascii: ":") { portColon = index }
        index += 1
      }
      guard index > schemeLength, portColon != schemeLength else { return false }
      // A port is digits only.
      if let portColon,
        !bytes[(portColon + 1)..<index].allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
      {
        return false
      }
      // The rest: allowed characters, one `#` at most (`URL` escapes a second), and percent signs
      // followed by two hexadecimal digits.
      var isInFragment = false
      while index < bytes.count {
        index += unflaggedCount(from: index, inHost: false)
        guard index < bytes.count else { break }
        if classes[Int(bytes[index])] & Self.allowedAfterHost != 0 {
          index += 1
          continue
        }
        if bytes[index] == UInt8(ascii: "#"), !isInFragment {
          isInFragment = true
          index += 1
          continue
        }
        guard bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count, isHexDigit(bytes[index + 1]),
          isHexDigit(bytes[index + 2])
        else { return false }
        index += 3
      }
      return true
    }
    guard isURL else { return false }
    guard verifyWithFoundation else { return true }
    let string = String(decoding: bytes, as: UTF8.self)
    return URL(string: string)?.absoluteString == string
  }

  /// Bit `i` set when byte `i` of the 16 at `start` is one the byte-by-byte rules must look at:
  /// after the host (`inHost` false), a byte ``urlByteClasses`` does not allow there (`#`, `%` and
  /// bytes never allowed); in the host, also a byte that ends it or is not allowed in it (`/`,
  /// `?`, `@`) and a `:` (the port's).
  @inline(__always)
  static func urlBytesFlagged(at start: UnsafePointer<UInt8>, inHost: Bool) -> UInt64 {
    let bytes = UnsafeRawPointer(start).loadUnaligned(as: SIMD16<UInt8>.self)
    // Outside `!`...`~`; `"` and `#`; `%`; `<` and `>`; `[`, `\`, `]` and `^`; a backquote; `{`, `|` and `}`.
    let outside = LaneBits.lanes(bytes &- 0x21 .> SIMD16(repeating: 0x7E - 0x21))
    let quoteOrHash = LaneBits.lanes(bytes &- 0x22 .< SIMD16(repeating: 2))
    let percent = LaneBits.lanes(bytes .== SIMD16(repeating: 0x25))
    let angle = LaneBits.lanes(bytes | SIMD16(repeating: 2) .== SIMD16(repeating: 0x3E))
    let bracketToCaret = LaneBits.lanes(bytes &- 0x5B .< SIMD16(repeating: 4))
    let backquote = LaneBits.lanes(bytes .== SIMD16(repeating: 0x60))
    let brace = LaneBits.lanes(bytes &- 0x7B .< SIMD16(repeating: 3))
    var flagged = outside | quoteOrHash | percent | angle | bracketToCaret | backquote | brace
    if inHost {
      // `/`; `:`; `?` and `@`.
      flagged |=
        LaneBits.lanes(bytes .== SIMD16(repeating: 0x2F)) | LaneBits.lanes(bytes .== SIMD16(repeating: 0x3A))
        | LaneBits.lanes(bytes &- 0x3F .< SIMD16(repeating: 2))
    }
    return LaneBits.bits(of: flagged)
  }

  /// The letter case of a canonical 8-4-4-4-12 UUID, or `.mixed` when `string` is not one (or mixes cases).
  static func uuidCase(of string: String) -> Agreement<UUIDLetterCase> {
    var string = string
    return string.withUTF8 { uuidCase(utf8: $0) }
  }

  /// `uuidCase` on UTF-8.
  static func uuidCase(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Agreement<UUIDLetterCase> {
    guard bytes.count == 36 else { return .mixed }
    var hasUpper = false
    var hasLower = false
    for (index, byte) in bytes.enumerated() {
      if index == 8 || index == 13 || index == 18 || index == 23 {
        guard byte == UInt8(ascii: "-") else { return .mixed }
      } else if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "F") {
        hasUpper = true
      } else if byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f") {
        hasLower = true
      } else if !(byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) {
        return .mixed
      }
    }
    switch (hasUpper, hasLower) {
    case (true, true): return .mixed
    case (false, true): return .all(.lower)
    case (true, false): return .all(.upper)
    case (false, false): return .undecided
    }
  }
}

/// Byte comparisons without going through generic sequence code.
enum ByteComparison {
  @inline(__always)
  static func equal(_ stored: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    stored.withUnsafeBufferPointer { equal($0, bytes) }
  }

  @inline(__always)
  static func equal(_ a: [UInt8], _ b: [UInt8]) -> Bool {
    a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { equal(a, $0) } }
  }

  @inline(__always)
  static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
    guard a.count == b.count else { return false }
    guard let first = a.baseAddress, let second = b.baseAddress, !a.isEmpty else { return true }
    return memcmp(first, second, a.count) == 0
  }
}
