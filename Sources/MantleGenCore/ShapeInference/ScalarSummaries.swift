import Foundation

/// What was seen of the numbers at one place in the JSON.
public struct NumberSummary: Sendable {
  public private(set) var integerCount = 0
  public private(set) var decimalCount = 0
  /// Smallest and largest value seen (as `Double`), when any number was seen.
  public private(set) var range: ClosedRange<Double>?
  /// An integer did not fit in `Int` (64 bits).
  public private(set) var hasIntegerBeyondInt64 = false
  /// An integer's magnitude exceeds 2^53, so `Double` cannot hold it exactly.
  public private(set) var hasIntegerBeyondDoublePrecision = false
  /// An integer has more digits than `Decimal` holds exactly (38).
  public private(set) var hasIntegerBeyondDecimalPrecision = false
  /// A value is beyond the range of `Double` (e.g. `1e400`).
  public private(set) var hasValueBeyondDouble = false
  /// A value is written in a form that Foundation's `JSONDecoder` rejects as `Double` although it is
  /// valid JSON (`0e1`); `Decimal` and `Int` read it.
  public private(set) var hasTextRejectedAsDouble = false
  /// The first number seen, exactly as written.
  public private(set) var example: String?

  public var count: Int { integerCount + decimalCount }

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
    include(value...value)
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

  mutating func merge(_ other: NumberSummary) {
    integerCount += other.integerCount
    decimalCount += other.decimalCount
    if let otherRange = other.range { include(otherRange) }
    hasIntegerBeyondInt64 = hasIntegerBeyondInt64 || other.hasIntegerBeyondInt64
    hasIntegerBeyondDoublePrecision = hasIntegerBeyondDoublePrecision || other.hasIntegerBeyondDoublePrecision
    hasIntegerBeyondDecimalPrecision = hasIntegerBeyondDecimalPrecision || other.hasIntegerBeyondDecimalPrecision
    hasValueBeyondDouble = hasValueBeyondDouble || other.hasValueBeyondDouble
    hasTextRejectedAsDouble = hasTextRejectedAsDouble || other.hasTextRejectedAsDouble
    if example == nil { example = other.example }
  }
}

/// A property that holds for every value seen so far, or is undecided before the first one.
public enum Agreement<Value: Hashable & Sendable>: Hashable, Sendable {
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
  public var value: Value? {
    if case .all(let value) = self { value } else { nil }
  }
}

/// The spelling of UUIDs seen at a place; `JSONEncoder` writes upper case, so lower case needs a transform.
public enum UUIDLetterCase: Hashable, Sendable {
  case upper
  case lower
}

/// What was seen of the strings at one place in the JSON.
public struct StringSummary: Sendable {
  /// How many distinct values are remembered (for enums and examples) before only counting.
  public static let distinctValueLimit = 64

  public private(set) var count = 0
  /// The date format every string had, if any.
  public private(set) var dateFormat: Agreement<DateFormat> = .undecided
  /// Whether every string was an absolute http(s) URL that `URL` writes back unchanged.
  public private(set) var allURLs = true
  /// The letter case every string had as a UUID, if all were UUIDs.
  public private(set) var uuidCase: Agreement<UUIDLetterCase> = .undecided
  /// Distinct values with their counts, up to ``distinctValueLimit``.
  public private(set) var distinctValues: [String: Int] = [:]
  /// More distinct values were seen than are remembered.
  public private(set) var hasMoreDistinctValues = false
  public private(set) var example: String?

  mutating func add(_ string: String) {
    count += 1
    if example == nil { example = string }
    switch dateFormat {
    case .undecided: dateFormat = DateFormat.detect(string).map(Agreement.all) ?? .mixed
    case .all(let format): if !format.matches(string) { dateFormat = .mixed }
    case .mixed: break
    }
    if allURLs { allURLs = StringFormats.isRoundTrippingURL(string) }
    if uuidCase != .mixed { uuidCase = uuidCase.combined(with: StringFormats.uuidCase(of: string)) }
    if distinctValues[string] != nil {
      distinctValues[string]! += 1
    } else if distinctValues.count < Self.distinctValueLimit {
      distinctValues[string] = 1
    } else {
      hasMoreDistinctValues = true
    }
  }

  mutating func merge(_ other: StringSummary) {
    guard other.count > 0 else { return }
    guard count > 0 else {
      self = other
      return
    }
    count += other.count
    dateFormat = dateFormat.combined(with: other.dateFormat)
    allURLs = allURLs && other.allURLs
    uuidCase = uuidCase.combined(with: other.uuidCase)
    hasMoreDistinctValues = hasMoreDistinctValues || other.hasMoreDistinctValues
    for (value, valueCount) in other.distinctValues.sorted(by: { $0.key < $1.key }) {
      if distinctValues[value] != nil || distinctValues.count < Self.distinctValueLimit {
        distinctValues[value, default: 0] += valueCount
      } else {
        hasMoreDistinctValues = true
      }
    }
  }
}

/// Recognisers for strings that decode to richer Foundation types and encode back unchanged.
enum StringFormats {
  /// The characters RFC 3986 allows in a URL, which `URL` leaves unescaped.
  private static let urlCharacters = Set(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~:/?#[]@!$&'()*+,;=%".utf8)

  /// An absolute `http`/`https` URL made only of characters that `URL` keeps as they are, so that
  /// `JSONEncoder` writes the same text back on every platform.
  static func isRoundTrippingURL(_ string: String) -> Bool {
    let utf8 = string.utf8
    guard utf8.count >= 8, utf8.count <= 2048 else { return false }
    let schemeLength: Int
    if string.hasPrefix("https://") {
      schemeLength = 8
    } else if string.hasPrefix("http://") {
      schemeLength = 7
    } else {
      return false
    }
    var hexNeeded = 0
    for byte in utf8 {
      if hexNeeded > 0 {
        guard (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 70) || (byte >= 97 && byte <= 102) else { return false }
        hexNeeded -= 1
        continue
      }
      guard urlCharacters.contains(byte) else { return false }
      if byte == UInt8(ascii: "%") {
        hexNeeded = 2
      }
    }
    guard hexNeeded == 0 else { return false }
    let host = string.dropFirst(schemeLength).prefix { $0 != "/" && $0 != "?" && $0 != "#" }
    guard !host.isEmpty, !host.contains("@"), !host.contains("["), host.first != ":" else { return false }
    return URL(string: string)?.absoluteString == string
  }

  /// The letter case of a canonical 8-4-4-4-12 UUID, or `.mixed` when `string` is not one (or mixes cases).
  static func uuidCase(of string: String) -> Agreement<UUIDLetterCase> {
    let utf8 = string.utf8
    guard utf8.count == 36 else { return .mixed }
    var hasUpper = false
    var hasLower = false
    for (index, byte) in utf8.enumerated() {
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
    guard UUID(uuidString: string) != nil else { return .mixed }
    switch (hasUpper, hasLower) {
    case (true, true): return .mixed
    case (false, true): return .all(.lower)
    case (true, false): return .all(.upper)
    case (false, false): return .undecided
    }
  }
}
