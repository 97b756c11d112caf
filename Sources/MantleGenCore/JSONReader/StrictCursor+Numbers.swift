// MARK: - Numbers

extension StrictCursor {
  /// A number read by ``number()``.
  struct Number {
    /// Its text in the input.
    var text: UnsafeBufferPointer<UInt8>
    /// Whether the text has no fraction and no exponent.
    var isInteger: Bool
    /// The value of an integer that fits in `Int`.
    var intValue: Int?
    /// Digits before the fraction, without leading zeros.
    var significantDigits: Int
    /// Digits of the exponent, without leading zeros.
    var exponentDigits: Int

    /// The text as a `String`.
    var string: String { String(decoding: text, as: UTF8.self) }

    /// Whether the number may be beyond `Double`'s range: an exponent of 100 or more, or 200 digits
    /// or more (`0.000…1`); shorter numbers are within it.
    private var mayBeBeyondDoubleRange: Bool { exponentDigits >= 3 || text.count >= 200 }

    /// Whether `JSONDecoder` reads the number as `Double` (``JSONNumber/isWithinDoubleRange(_:)``).
    var isWithinDoubleRange: Bool { !mayBeBeyondDoubleRange || JSONNumber.isWithinDoubleRange(string) }
  }

  /// Reads the number at `position`.
  mutating func number() throws(Rejected) -> Number {
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
    var intValue: Int?
    if isInteger, !overflow {
      if base[start] == UInt8(ascii: "-") {
        intValue = magnitude <= UInt64(Int.max) ? -Int(magnitude) : (magnitude == UInt64(Int.max) + 1 ? Int.min : nil)
      } else if magnitude <= UInt64(Int.max) {
        intValue = Int(magnitude)
      }
    }
    return Number(
      text: UnsafeBufferPointer(start: base + start, count: position - start), isInteger: isInteger,
      intValue: intValue, significantDigits: significantDigits, exponentDigits: exponentDigits)
  }

  @inline(__always)
  private func isDigit(_ byte: UInt8) -> Bool {
    byte &- UInt8(ascii: "0") < 10
  }
}
