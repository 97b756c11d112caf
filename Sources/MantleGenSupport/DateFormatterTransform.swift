// mantlegen:support uses=Transform
import Foundation

extension JSONSupport {
  /// Reads and writes dates with a `DateFormatter` pattern, in the POSIX locale and UTC.
  public struct DateFormatterTransform: Transform {
    public let pattern: String

    public init(pattern: String) {
      self.pattern = pattern
    }

    private var formatter: DateFormatter {
      let formatter = DateFormatter()
      formatter.locale = Locale(identifier: "en_US_POSIX")
      formatter.timeZone = TimeZone(secondsFromGMT: 0)
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
