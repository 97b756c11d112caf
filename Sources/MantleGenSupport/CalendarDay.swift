// mantlegen:support api uses=
import Foundation

extension JSONSupport {
  /// A calendar day, written `yyyy-MM-dd` in JSON (JSON Schema's `format: date`): a day, not an
  /// instant, so it reads and writes the same text whatever the time zone.
  public struct CalendarDay: Codable, Hashable, Swift.Comparable, Sendable, Swift
      .CustomStringConvertible
  {
    /// The year of the Gregorian calendar, 0 to 9999.
    public let year: Int
    /// The month, 1 to 12.
    public let month: Int
    /// The day of the month, 1 to 31.
    public let day: Int

    /// The day `year`-`month`-`day`, or `nil` when there is no such day of the Gregorian calendar.
    public init?(year: Int, month: Int, day: Int) {
      guard (0...9999).contains(year), (1...12).contains(month), day >= 1,
        day <= Self.dayCount(month: month, year: year)
      else { return nil }
      self.year = year
      self.month = month
      self.day = day
    }

    /// The day `text` writes as `yyyy-MM-dd`, or `nil` when it is not one.
    public init?(_ text: String) {
      let digits = Array(text.utf8)
      guard digits.count == 10, digits[4] == UInt8(ascii: "-"), digits[7] == UInt8(ascii: "-")
      else { return nil }
      func number(_ range: Swift.Range<Int>) -> Int? {
        var value = 0
        for byte in digits[range] {
          guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
          value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
      }
      guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else {
        return nil
      }
      self.init(year: year, month: month, day: day)
    }

    /// The day on which `date` falls in `timeZone` (by default the user's).
    public init(_ date: Date, in timeZone: TimeZone = .current) {
      let components = Self.calendar(timeZone).dateComponents([.year, .month, .day], from: date)
      self.year = components.year ?? 0
      self.month = components.month ?? 1
      self.day = components.day ?? 1
    }

    /// The year, month and day, for `Calendar`'s `date(from:)` (with a Gregorian calendar).
    public var dateComponents: Foundation.DateComponents {
      Foundation.DateComponents(
        calendar: Calendar(identifier: .gregorian), year: year, month: month, day: day)
    }

    /// The first moment of the day in `timeZone` (by default the user's).
    public func start(in timeZone: TimeZone = .current) -> Date? {
      Self.calendar(timeZone).date(
        from: Foundation.DateComponents(year: year, month: month, day: day))
    }

    public var description: String {
      func padded(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
      }
      return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
    }

    public init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      let text = try container.decode(String.self)
      guard let day = Self(text) else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "Expected a day written yyyy-MM-dd, found '\(text)'.")
      }
      self = day
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(description)
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
      (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    private static func dayCount(month: Int, year: Int) -> Int {
      guard month == 2 else { return [4, 6, 9, 11].contains(month) ? 30 : 31 }
      return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    }

    private static func calendar(_ timeZone: TimeZone) -> Calendar {
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = timeZone
      return calendar
    }
  }
}
