import Foundation

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

  /// The nearest `Double`; `nil` when the number is beyond `Double`'s range
  /// (``isWithinDoubleRange(_:)``).
  var doubleValue: Double? {
    guard Self.isWithinDoubleRange(text), let value = Double(text) else { return nil }
    return value
  }

  /// Whether `JSONDecoder` reads the JSON number `text` as `Double`: it refuses one whose magnitude
  /// is too large (`1e400`, `-1e309`) and a non-zero one too small to be anything but zero
  /// (`1e-400`, `2e-324`), whatever type it is decoded as. `0e-999` and subnormals (`5e-324`) are read.
  static func isWithinDoubleRange(_ text: String) -> Bool {
    guard let value = Double(text), value.isFinite else { return false }
    let significand = text.utf8.prefix { $0 | 0x20 != UInt8(ascii: "e") }
    return value != 0 || !significand.contains { $0 >= UInt8(ascii: "1") && $0 <= UInt8(ascii: "9") }
  }

  /// Whether the `Double` that `JSONDecoder` reads from the JSON number `text` is written back by
  /// `JSONEncoder` as the same number: false for more significant digits than `Double` holds
  /// (`1.000000000000000001` is written back as `1`, `0.12345678901234567890` as
  /// `0.12345678901234568`, `1.2345678901234567891e150` as `1.2345678901234568e+150`). Numbers
  /// compare by value: their significant digits and the power of ten of the last one. A number
  /// beyond `Double`'s range counts as held (see ``isWithinDoubleRange(_:)``). A text of at most 15
  /// significant digits always holds (see ``isInexactAsDouble``).
  static func holdsExactlyAsDouble(_ text: String) -> Bool {
    guard let value = Double(text), value.isFinite else { return true }
    return significand(of: text) == significand(of: "\(value)")
  }

  /// The significant digits of a number's text, without leading or trailing zeros, and the power
  /// of ten of the last one: `-1.50e3` → (`15`, 2), `0.007` → (`7`, -3). The sign is left out.
  private static func significand(of text: String) -> (digits: [UInt8], exponent: Int) {
    let utf8 = Array(text.utf8)
    let mantissaEnd = utf8.firstIndex { $0 | 0x20 == UInt8(ascii: "e") } ?? utf8.count
    var digits: [UInt8] = []
    var exponent = mantissaEnd < utf8.count ? Int(String(decoding: utf8[(mantissaEnd + 1)...], as: UTF8.self)) ?? 0 : 0
    var isFraction = false
    for byte in utf8[..<mantissaEnd] {
      if byte == UInt8(ascii: ".") { isFraction = true }
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { continue }
      if isFraction { exponent -= 1 }
      if !digits.isEmpty || byte != UInt8(ascii: "0") { digits.append(byte) }
    }
    while digits.last == UInt8(ascii: "0") {
      digits.removeLast()
      exponent += 1
    }
    return (digits, digits.isEmpty ? 0 : exponent)
  }

  /// Whether `Decimal`, and so `JSONDecoder` decoding `Decimal`, cannot read the JSON number whose
  /// UTF-8 is `utf8`: its power of ten is beyond `Decimal`'s −128…127 for its digits (`1e-130`,
  /// `5e-324`, `1e128`, `1.2345678901234567891e150`). `Decimal(string:)` decides, asked (through
  /// `text`) only for a number that may not fit: it costs thousands of instructions, and a number
  /// of at most 38 bytes without an exponent, or at most 24 with an exponent of at most two digits,
  /// has fewer than 38 digits and a power of ten within −122…99.
  static func isBeyondDecimal(utf8: some Collection<UInt8>, text: () -> String) -> Bool {
    let fits: Bool
    if let mark = utf8.firstIndex(where: { $0 | 0x20 == UInt8(ascii: "e") }) {
      let exponent = utf8[utf8.index(after: mark)...]
      let hasSign = exponent.first == UInt8(ascii: "+") || exponent.first == UInt8(ascii: "-")
      fits = utf8.count <= 24 && exponent.count - (hasSign ? 1 : 0) <= 2
    } else {
      fits = utf8.count <= 38
    }
    return !fits && Decimal(string: text()) == nil
  }

  /// Whether a number written in `byteCount` bytes, `text`, does not hold exactly as `Double`
  /// (``holdsExactlyAsDouble(_:)``): never for 16 bytes or fewer, which hold at most 15
  /// significant digits; `text` is asked for only when longer.
  static func isInexactAsDouble(byteCount: Int, text: () -> String) -> Bool {
    byteCount > 16 && !holdsExactlyAsDouble(text())
  }

  /// Significant digits of an integer's text (no sign, no leading zeros).
  var integerDigitCount: Int {
    text.utf8.reduce(into: 0) { count, byte in if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") { count += 1 }
    }
  }

  var description: String { text }
}
