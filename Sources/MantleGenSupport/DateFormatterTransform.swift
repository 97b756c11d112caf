// mantlegen:support uses=Transform
import Foundation

extension JSONSupport {
  /// Reads and writes dates with a `DateFormatter` pattern, in a locale and a time zone (by
  /// default the POSIX locale and UTC).
  public struct DateFormatterTransform: Transform {
    public let pattern: String
    /// A time zone identifier (`America/Los_Angeles`); UTC when `nil`.
    public let timeZone: String?
    /// A locale identifier (`en_US`); `en_US_POSIX` when `nil`.
    public let locale: String?

    public init(pattern: String, timeZone: String? = nil, locale: String? = nil) {
      self.pattern = pattern
      self.timeZone = timeZone
      self.locale = locale
    }

    private var formatter: DateFormatter {
      let formatter = DateFormatter()
      formatter.locale = Locale(identifier: locale ?? "en_US_POSIX")
      formatter.timeZone =
        timeZone.flatMap(TimeZone.init(identifier:)) ?? TimeZone(secondsFromGMT: 0)
      formatter.dateFormat = pattern
      return formatter
    }

    public func value(from json: String, codingPath: [any CodingKey]) throws -> Date {
      guard let date = formatter.date(from: json) else {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: codingPath,
            debugDescription: "Expected a date like \"\(pattern)\", found \"\(json)\"."))
      }
      return date
    }

    public func json(from value: Date) -> String {
      formatter.string(from: value)
    }
  }
}
