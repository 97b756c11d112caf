// mantlegen:support uses=Transform
import Foundation

extension JSONSupport {
  /// Reads a number written as text in a locale's decimal style (`"12,345.678"` in `en_US`,
  /// `"12.345,678"` in `de_DE`: Mantle's number transformer) and writes it back in that style,
  /// with up to 15 digits after the decimal separator.
  public struct NumberFormatTransform<Value: Sendable>: Transform {
    /// A locale identifier (`en_US`); `en_US_POSIX` when `nil`.
    public let locale: String?
    private let fromNumber: @Sendable (NSNumber) -> Value?
    private let toNumber: @Sendable (Value) -> NSNumber

    private init(
      locale: String?, fromNumber: @escaping @Sendable (NSNumber) -> Value?,
      toNumber: @escaping @Sendable (Value) -> NSNumber
    ) {
      self.locale = locale
      self.fromNumber = fromNumber
      self.toNumber = toNumber
    }

    private var formatter: Foundation.NumberFormatter {
      let formatter = Foundation.NumberFormatter()
      formatter.locale = Locale(identifier: locale ?? "en_US_POSIX")
      formatter.numberStyle = .decimal
      formatter.maximumFractionDigits = 15
      formatter.generatesDecimalNumbers = Value.self == Decimal.self
      return formatter
    }

    public func value(from json: String, codingPath: [any CodingKey]) throws -> Value {
      guard let number = formatter.number(from: json), let value = fromNumber(number) else {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: codingPath,
            debugDescription:
              "Expected a \(Value.self) written as a number in \(locale ?? "en_US_POSIX"), found \"\(json)\"."
          ))
      }
      return value
    }

    public func json(from value: Value) -> String {
      formatter.string(from: toNumber(value)) ?? "\(value)"
    }
  }
}

extension JSONSupport.NumberFormatTransform where Value == Int {
  /// Integers written in the locale's style (`"12,345"`).
  public init(locale: String? = nil) {
    self.init(
      locale: locale,
      fromNumber: { number in
        let double = number.doubleValue
        return double.rounded() == double && abs(double) < 9e15 ? Int(double) : nil
      },
      toNumber: { NSNumber(value: $0) })
  }
}

extension JSONSupport.NumberFormatTransform where Value == Double {
  /// Numbers written in the locale's style (`"12,345.678"`).
  public init(locale: String? = nil) {
    self.init(locale: locale, fromNumber: { $0.doubleValue }, toNumber: { NSNumber(value: $0) })
  }
}

extension JSONSupport.NumberFormatTransform where Value == Decimal {
  /// Numbers written in the locale's style, read without binary rounding.
  public init(locale: String? = nil) {
    self.init(
      locale: locale,
      fromNumber: { number in
        (number as? Foundation.NSDecimalNumber)?.decimalValue ?? number.decimalValue
      },
      toNumber: { Foundation.NSDecimalNumber(decimal: $0) })
  }
}
