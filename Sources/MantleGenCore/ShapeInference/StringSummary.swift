import Foundation

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
  /// How many URLs of a place, the first by stamp, are also checked with Foundation's `URL`,
  /// beyond the character rules: once, when inference asks (``allURLs``), so that the check does
  /// not depend on how the samples were cut into batches.
  static let foundationURLChecks = 4

  private(set) var count = 0
  /// The date format every string had, if any.
  private(set) var dateFormat: Agreement<DateFormat> = .undecided
  /// The non-ISO date layout every string fits (``TextDate``), if any.
  private(set) var textDate: Agreement<TextDate> = .undecided
  /// Whether every string passed the character rules of a URL that `URL` writes back unchanged.
  private var allURLCharacters = true
  /// The first of those strings by stamp (at most ``foundationURLChecks``), for ``allURLs``.
  private var firstURLs: [(stamp: ShapeSummary.Stamp, text: String)] = []
  /// Whether every string was an absolute http(s) URL that `URL` writes back unchanged: by the
  /// character rules, and the first few also by Foundation's `URL`.
  var allURLs: Bool {
    allURLCharacters && firstURLs.allSatisfy { StringFormats.foundationWritesBack($0.text) }
  }
  /// The letter case every string had as a UUID, if all were UUIDs.
  private(set) var uuidCase: Agreement<UUIDLetterCase> = .undecided
  /// Remembered distinct values, one after the other in one buffer (value `i` ends at
  /// `valueEnds[i]`), with their counts and a hash of each for quick comparison.
  private var valueBytes: [UInt8] = []
  private var valueEnds: [Int] = []
  private var valueCounts: [Int] = []
  private var valueHashes: [UInt64] = []
  /// For each remembered value, the keys (``KeyBits``) of the objects in which this place's key held
  /// it: the bits every such object had, and those any one had.
  private var valueObjectKeys: [(all: KeyBits, any: KeyBits)] = []
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

  /// Records one string value; returns its position among the remembered values, if remembered.
  @discardableResult
  mutating func add(_ string: String) -> Int? {
    var string = string
    return string.withUTF8 { add(utf8: $0) }
  }

  /// Records one string value given as (valid) UTF-8; returns its position among the remembered
  /// values, if remembered (for ``noteObjectKeys(_:ofValue:)``).
  @discardableResult
  mutating func add(utf8 bytes: UnsafeBufferPointer<UInt8>, stamp: ShapeSummary.Stamp = 0) -> Int? {
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
    switch textDate {
    case .undecided: textDate = TextDate.observe(utf8: bytes).map(Agreement.all) ?? .mixed
    case .all(let date): textDate = TextDate.observe(utf8: bytes).flatMap(date.combined).map(Agreement.all) ?? .mixed
    case .mixed: break
    }
    if allURLCharacters {
      allURLCharacters = StringFormats.isRoundTrippingURL(utf8: bytes)
      if !allURLCharacters {
        firstURLs = []
      } else if firstURLs.count < Self.foundationURLChecks {
        firstURLs.append((stamp, String(decoding: bytes, as: UTF8.self)))
      }
    }
    if uuidCase != .mixed { uuidCase = uuidCase.combined(with: StringFormats.uuidCase(utf8: bytes)) }
    return hasMoreDistinctValues ? nil : remember(bytes)
  }

  /// Notes `keys` (the bits of an object's keys) for the object in which this place's key held
  /// remembered value `index`.
  mutating func noteObjectKeys(_ keys: KeyBits, ofValue index: Int) {
    valueObjectKeys[index].all &= keys
    valueObjectKeys[index].any |= keys
  }

  /// The keys (``KeyBits``) of the objects in which this place's key held each remembered value, by
  /// value: the bits every such object had and those any had.
  var objectKeysByValue: [String: (all: KeyBits, any: KeyBits)] {
    Dictionary(
      valueEnds.indices.map { (String(decoding: value($0), as: UTF8.self), valueObjectKeys[$0]) },
      uniquingKeysWith: { ($0.all & $1.all, $0.any | $1.any) })
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

  /// Counts `bytes` once more, remembering it when it is new; its position, if remembered.
  private mutating func remember(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    guard bytes.count <= Self.longestRememberedValue else {
      hasMoreDistinctValues = true
      return nil
    }
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    if let index = index(of: bytes, hash: hash) {
      valueCounts[index] += 1
      return index
    }
    guard valueEnds.count < Self.distinctValueLimit else {
      hasMoreDistinctValues = true
      return nil
    }
    append(bytes, hash: hash, count: 1, objectKeys: (.every, .none))
    return valueEnds.count - 1
  }

  /// Remembers a new distinct value.
  private mutating func append(
    _ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64, count: Int, objectKeys: (all: KeyBits, any: KeyBits)
  ) {
    valueBytes.append(contentsOf: bytes)
    valueEnds.append(valueBytes.count)
    valueCounts.append(count)
    valueHashes.append(hash)
    valueObjectKeys.append(objectKeys)
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
    switch (textDate, other.textDate) {
    case (.undecided, _): textDate = other.textDate
    case (_, .undecided): break
    case (.all(let date), .all(let otherDate)): textDate = date.combined(with: otherDate).map(Agreement.all) ?? .mixed
    default: textDate = .mixed
    }
    allURLCharacters = allURLCharacters && other.allURLCharacters
    // The first by stamp of both (this summary's first where stamps are equal).
    firstURLs =
      allURLCharacters
      ? Array(
        (firstURLs + other.firstURLs).enumerated().sorted {
          ($0.element.stamp, $0.offset) < ($1.element.stamp, $1.offset)
        }
        .map(\.element).prefix(Self.foundationURLChecks)) : []
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
            valueObjectKeys[found].all &= other.valueObjectKeys[index].all
            valueObjectKeys[found].any |= other.valueObjectKeys[index].any
          } else if valueEnds.count < Self.distinctValueLimit {
            append(bytes, hash: hash, count: other.valueCounts[index], objectKeys: other.valueObjectKeys[index])
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
