/// A JSON number exactly as written, so that nothing is rounded before a type is chosen for it.
struct JSONNumber: Hashable, Sendable, CustomStringConvertible {
  /// The number's text from the input, e.g. `-12.50e3`.
  let text: String
  /// Whether the text has no fraction and no exponent.
  let isInteger: Bool

  init(text: String, isInteger: Bool) {
    self.text = text
    self.isInteger = isInteger
  }

  /// The value as `Int`, when it is an integer that fits in 64 bits.
  var intValue: Int? { isInteger ? Int(text) : nil }

  /// The nearest `Double`; `nil` when the magnitude is beyond `Double` (e.g. `1e400`).
  var doubleValue: Double? {
    guard let value = Double(text), value.isFinite else { return nil }
    return value
  }

  /// Significant digits of an integer's text (no sign, no leading zeros).
  var integerDigitCount: Int {
    text.utf8.reduce(into: 0) { count, byte in if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") { count += 1 }
    }
  }

  var description: String { text }
}
