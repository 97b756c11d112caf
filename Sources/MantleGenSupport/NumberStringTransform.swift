// mantlegen:support uses=Transform
import Foundation

extension JSONSupport {
  /// Reads a number written as a JSON string (`"5"`, `"12.50"`) and writes it back as a string:
  /// an `Int` as its digits; a `Double` or `Decimal` with exactly `fractionDigits` digits after the
  /// point, or without them in the shortest text that reads back as the same value (`"12.5"`,
  /// `"5"`).
  public struct NumberStringTransform<Value: Sendable>: Transform {
    private let parse: @Sendable (String) -> Value?
    private let format: @Sendable (Value) -> String

    private init(
      parse: @escaping @Sendable (String) -> Value?, format: @escaping @Sendable (Value) -> String
    ) {
      self.parse = parse
      self.format = format
    }

    public func value(from json: String, codingPath: [any CodingKey]) throws -> Value {
      guard let value = parse(json) else {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: codingPath,
            debugDescription: "Expected a \(Value.self) written as a string, found \"\(json)\"."))
      }
      return value
    }

    public func json(from value: Value) -> String {
      format(value)
    }

    /// Whether `text` is a decimal number: an optional sign, digits, optionally a point and digits,
    /// optionally an exponent (`-12.50`, `+5`, `1e3`; no spaces, `inf`, `nan` or hexadecimal).
    static func isNumberText(_ text: String) -> Bool {
      var bytes = Substring(text).utf8[...]
      func skipSign() {
        if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") {
          bytes = bytes.dropFirst()
        }
      }
      func digits() -> Int {
        let count = bytes.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
        bytes = bytes.dropFirst(count)
        return count
      }
      skipSign()
      guard digits() > 0 else { return false }
      if bytes.first == UInt8(ascii: ".") {
        bytes = bytes.dropFirst()
        guard digits() > 0 else { return false }
      }
      if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
        bytes = bytes.dropFirst()
        skipSign()
        guard digits() > 0 else { return false }
      }
      return bytes.isEmpty
    }
  }
}

extension JSONSupport.NumberStringTransform where Value == Int {
  /// Integers written as strings of digits: `"5"`, `"-12"`.
  public init() {
    self.init(parse: { Int($0) }, format: { String($0) })
  }
}

extension JSONSupport.NumberStringTransform where Value == Double {
  /// Numbers written as strings, with `fractionDigits` digits after the point when given.
  public init(fractionDigits: Int? = nil) {
    self.init(
      parse: { text in
        guard Self.isNumberText(text), let value = Double(text), value.isFinite else { return nil }
        return value
      },
      format: { value in
        if let fractionDigits { return String(format: "%.\(fractionDigits)f", value) }
        if value.rounded() == value, abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
      })
  }
}

extension JSONSupport.NumberStringTransform where Value == Decimal {
  /// Numbers written as strings, with `fractionDigits` digits after the point when given.
  public init(fractionDigits: Int? = nil) {
    self.init(
      parse: { text in
        guard Self.isNumberText(text) else { return nil }
        return Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
      },
      format: { value in
        guard let fractionDigits else { return value.description }
        var input = value
        var rounded = Decimal()
        Foundation.NSDecimalRound(&rounded, &input, fractionDigits, .plain)
        var text = rounded.description
        guard fractionDigits > 0 else { return text }
        let point = text.firstIndex(of: ".")
        let written = point.map { text.distance(from: $0, to: text.endIndex) - 1 } ?? 0
        if point == nil { text += "." }
        return text + String(repeating: "0", count: fractionDigits - written)
      })
  }
}
