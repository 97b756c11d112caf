/// A mergeable summary of every value seen at one place in one or more JSON documents: which kinds
/// occurred and how often, what the strings and numbers looked like, the keys of objects with the
/// summary of each key's values, and the summary of array elements.
///
/// Summaries are built in place while reading (``ShapeBuilder``) and combined with ``merge(_:)``, which
/// is what lets many samples, JSON Lines and chunks of one input be inferred separately. Memory stays
/// bounded: an object with more than ``maximumFieldCount`` distinct keys is summarised as a dictionary.
public final class ShapeSummary {
  /// Distinct keys remembered per object place before the place is treated as a dictionary.
  public static let maximumFieldCount = 1000

  // The stored properties are `@exclusivity(unchecked)`: a summary is only ever mutated by the one
  // thread that builds it, and the dynamic checks would cost more than the counting itself.

  /// Values seen here, of any kind.
  @exclusivity(unchecked) public internal(set) var count = 0
  /// In how many objects the key of this place was present (a duplicate key counts once), for a
  /// place that is an object member.
  @exclusivity(unchecked) public internal(set) var presenceCount = 0
  /// The serial number of the last object that had this key, to count duplicates once.
  @exclusivity(unchecked) var lastObjectSerial = -1
  /// On the root summary: the last serial number given to an object read into this tree.
  @exclusivity(unchecked) var objectSerialCounter = 0
  /// The fields in ``keyOrder`` order, and each key's UTF-8, for matching keys without hashing.
  @exclusivity(unchecked) private(set) var orderedFields: [ShapeSummary] = []
  @exclusivity(unchecked) private var keyUTF8: [[UInt8]] = []
  @exclusivity(unchecked) private var keyIndex: [String: Int] = [:]
  @exclusivity(unchecked) public internal(set) var nullCount = 0
  @exclusivity(unchecked) public internal(set) var boolCount = 0
  /// The first boolean seen, for documentation.
  @exclusivity(unchecked) public internal(set) var boolExample: Bool?
  @exclusivity(unchecked) public internal(set) var numbers = NumberSummary()
  @exclusivity(unchecked) public internal(set) var strings = StringSummary()
  @exclusivity(unchecked) public internal(set) var objectCount = 0
  /// Each key's summary; a key's ``count`` says in how many objects it was present.
  @exclusivity(unchecked) public internal(set) var fields: [String: ShapeSummary] = [:]
  /// Keys in the order they were first seen.
  @exclusivity(unchecked) public internal(set) var keyOrder: [String] = []
  /// The summary of all values of an object place that had too many distinct keys to be a model.
  @exclusivity(unchecked) public internal(set) var overflowValues: ShapeSummary?
  @exclusivity(unchecked) public internal(set) var arrayCount = 0
  /// The summary of all elements of all arrays seen here.
  @exclusivity(unchecked) public internal(set) var elements: ShapeSummary?

  public init() {}

  /// The summary for `key` in objects at this place, created on first use.
  func field(_ key: String) -> ShapeSummary {
    if let overflowValues { return overflowValues }
    if let existing = fields[key] { return existing }
    if fields.count >= Self.maximumFieldCount { return foldFieldsIntoDictionaryValues() }
    let field = ShapeSummary()
    append(field, for: key)
    return field
  }

  /// The summary for the key whose UTF-8 is `key`, trying first the key after the one matched
  /// last (`cursor`): objects at one place usually list their keys in the same order, so most
  /// keys are found without building a `String` or hashing.
  func field(utf8 key: UnsafeBufferPointer<UInt8>, cursor: inout Int) -> ShapeSummary {
    if let overflowValues { return overflowValues }
    if cursor < keyUTF8.count, ByteComparison.equal(keyUTF8[cursor], key) {
      cursor += 1
      return orderedFields[cursor - 1]
    }
    let name = String(decoding: key, as: UTF8.self)
    if let index = keyIndex[name] {
      cursor = index + 1
      return orderedFields[index]
    }
    let field = field(name)
    cursor = orderedFields.count
    return field
  }

  private func append(_ field: ShapeSummary, for key: String) {
    keyIndex[key] = orderedFields.count
    fields[key] = field
    keyOrder.append(key)
    orderedFields.append(field)
    keyUTF8.append(Array(key.utf8))
  }

  /// The summary for elements of arrays at this place, created on first use.
  func elementSummary() -> ShapeSummary {
    if let elements { return elements }
    let created = ShapeSummary()
    elements = created
    return created
  }

  /// Folds every field into one summary of values: the place is from now on a dictionary.
  @discardableResult
  func foldFieldsIntoDictionaryValues() -> ShapeSummary {
    if let overflowValues { return overflowValues }
    let values = ShapeSummary()
    for key in keyOrder {
      if let field = fields[key] { values.merge(field) }
    }
    fields = [:]
    keyOrder = []
    orderedFields = []
    keyUTF8 = []
    keyIndex = [:]
    overflowValues = values
    return values
  }

  /// Adds everything `other` saw to this summary. `other`'s children may be adopted, so `other`
  /// must not be used afterwards.
  public func merge(_ other: ShapeSummary) {
    count += other.count
    presenceCount += other.presenceCount
    nullCount += other.nullCount
    boolCount += other.boolCount
    if boolExample == nil { boolExample = other.boolExample }
    numbers.merge(other.numbers)
    strings.merge(other.strings)
    objectCount += other.objectCount
    arrayCount += other.arrayCount
    if let otherOverflow = other.overflowValues {
      if overflowValues == nil { foldFieldsIntoDictionaryValues() }
      overflowValues?.merge(otherOverflow)
    }
    for key in other.keyOrder {
      guard let otherField = other.fields[key] else { continue }
      if overflowValues == nil, fields[key] == nil, fields.count < Self.maximumFieldCount {
        append(otherField, for: key)
      } else {
        field(key).merge(otherField)
      }
    }
    if let otherElements = other.elements {
      if let elements { elements.merge(otherElements) } else { elements = otherElements }
    }
  }

  /// The kinds of non-null values seen here (integers and decimals count as one kind, numbers).
  public var kinds: Set<ValueKind> {
    var kinds = Set<ValueKind>()
    if boolCount > 0 { kinds.insert(.bool) }
    if numbers.count > 0 { kinds.insert(.number) }
    if strings.count > 0 { kinds.insert(.string) }
    if objectCount > 0 { kinds.insert(.object) }
    if arrayCount > 0 { kinds.insert(.array) }
    return kinds
  }
}

/// The kinds of non-null JSON values.
public enum ValueKind: String, Hashable, Sendable, CaseIterable, Comparable {
  case bool
  case number
  case string
  case array
  case object

  public static func < (lhs: ValueKind, rhs: ValueKind) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
