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
  /// A number with a fraction or exponent has more significant digits than `Double` holds, so it
  /// would be written back as another number (``JSONNumber/holdsExactlyAsDouble(_:)``).
  private(set) var hasFractionBeyondDoublePrecision = false
  /// A value is beyond the range of `Double` (`1e400`, `1e-400`: ``JSONNumber/isWithinDoubleRange(_:)``).
  private(set) var hasValueBeyondDouble = false
  /// A number with a fraction or exponent is beyond what `Decimal` reads (`1e-130`:
  /// ``JSONNumber/isBeyondDecimal(utf8:text:)``).
  private(set) var hasValueBeyondDecimal = false
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
    text: () -> String, isRejectedAsDouble: Bool, isBeyondDouble: Bool, isBeyondDecimal: Bool,
    isInexactAsDouble: Bool, stamp: ShapeSummary.Stamp
  ) {
    decimalCount += 1
    if example == nil { (example, exampleStamp) = (text(), stamp) }
    if isRejectedAsDouble { hasTextRejectedAsDouble = true }
    if isBeyondDouble { hasValueBeyondDouble = true }
    if isBeyondDecimal { hasValueBeyondDecimal = true }
    if isInexactAsDouble { hasFractionBeyondDoublePrecision = true }
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
      if JSONNumber.isInexactAsDouble(byteCount: number.text.utf8.count, text: { number.text }) {
        hasFractionBeyondDoublePrecision = true
      }
      if JSONNumber.isBeyondDecimal(utf8: number.text.utf8, text: { number.text }) { hasValueBeyondDecimal = true }
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
    hasValueBeyondDecimal = hasValueBeyondDecimal || other.hasValueBeyondDecimal
    hasFractionBeyondDoublePrecision = hasFractionBeyondDoublePrecision || other.hasFractionBeyondDoublePrecision
    hasTextRejectedAsDouble = hasTextRejectedAsDouble || other.hasTextRejectedAsDouble
    if let otherExample = other.example, example == nil || (orderedByStamps && other.exampleStamp < exampleStamp) {
      (example, exampleStamp) = (otherExample, other.exampleStamp)
    }
  }
}
