// mantlegen:support uses=
import Foundation

extension JSONSupport {
  /// A date layout of the ISO 8601 family. Reading accepts any ISO 8601 / RFC 3339 text, so that a
  /// variant the samples did not show still decodes; writing uses this layout with integer
  /// arithmetic (proleptic Gregorian calendar), so a date read in it writes back the same text.
  public enum DateFormat: Hashable, Sendable {
    /// `yyyy-MM-ddTHH:mm:ss[.SSS…]` with `fractionDigits` (0…6) digits and the zone suffix `zone`:
    /// `"Z"`, an offset (`"+02:00"`, `"-0530"`, `"+01"`) or `""` for none (read as UTC).
    case iso8601(fractionDigits: Int, zone: String)
    /// `yyyy-MM-ddTHH:mm` with the zone suffix `zone`.
    case iso8601Minutes(zone: String)
    /// `yyyy-MM-dd`, read as midnight UTC.
    case date
    /// `yyyy-MM-dd HH:mm:ss`, read as UTC.
    case dateTime
    /// Any layout: written in UTC (`yyyy-MM-ddTHH:mm:ssZ`), with 3 or 6 fraction digits if needed.
    case anyISO8601

    /// The date of `text` in any ISO 8601 / RFC 3339 layout, or `nil`: `yyyy-MM-dd`, then
    /// optionally `T`, `t` or a space, `HH:mm`, `:ss`, `.` or `,` and 1–9 fraction digits, and a
    /// zone (`Z`, `z`, `±HH`, `±HHMM`, `±HH:MM`); no zone means UTC.
    public func date(from text: String) -> Date? {
      var text = text
      return text.withUTF8(Self.anyDate(fromUTF8:))
    }

    /// `date` written in this format (a fixed layout that is not valid writes seconds, no zone).
    public func string(from date: Date) -> String {
      let interval = max(-1e14, min(1e14, date.timeIntervalSinceReferenceDate))
      var whole = interval.rounded(.down)
      let micro = Int(((interval - whole) * 1e6).rounded()) % 1_000_000
      let anyDigits = micro == 0 ? 0 : micro % 1000 == 0 ? 3 : 6
      let layout =
        layout ?? (0, self == .anyISO8601 ? anyDigits : 0, self == .anyISO8601 ? "Z" : "", 0)
      let scale = [1, 10, 100, 1000, 10_000, 100_000, 1_000_000][layout.digits]
      var fraction = Int(((interval - whole) * Double(scale)).rounded())
      if fraction == scale { (fraction, whole) = (0, whole + 1) }
      let seconds = Int(whole) + Self.referenceDateOffset + layout.offset
      let days = (seconds >= 0 ? seconds : seconds - 86_399) / 86_400
      let (year, month, day) = Self.civil(fromDays: days)
      let time = seconds - days * 86_400
      func padded(_ value: Int, _ width: Int = 2) -> String {
        let digits = String(value.magnitude)
        return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count))
          + digits
      }
      let text = [
        padded(year, 4), "-", padded(month), "-", padded(day), self == .dateTime ? " " : "T",
        padded(time / 3600), ":", padded(time / 60 % 60), ":", padded(time % 60),
      ].joined()
      return text.dropLast(layout.dropped)
        + (layout.digits > 0 ? "." + padded(fraction, layout.digits) : "")
        + layout.zone
    }

    /// The written layout: the characters dropped from the end of `yyyy-MM-ddTHH:mm:ss`, fraction
    /// digits, zone suffix and its offset in seconds; `nil` for `anyISO8601`, for fraction digits
    /// outside 0…6 and for an invalid zone.
    public var layout: (dropped: Int, digits: Int, zone: String, offset: Int)? {
      let (dropped, digits, zone) =
        switch self {
        case .iso8601(let digits, let zone): (0, digits, zone)
        case .iso8601Minutes(let zone): (3, 0, zone)
        case .date: (9, 0, "")
        case .dateTime: (0, 0, "")
        case .anyISO8601: (0, -1, "")
        }
      guard (0...6).contains(digits), let offset = zone.isEmpty ? 0 : Self.zoneOffset(zone.utf8)
      else { return nil }
      return (dropped, digits, zone, offset)
    }

    /// Seconds from 1970-01-01 to 2001-01-01, the reference date of `Date`.
    static let referenceDateOffset = 978_307_200

    /// `date(from:)` on UTF-8 bytes.
    static func anyDate(fromUTF8 bytes: Swift.UnsafeBufferPointer<UInt8>) -> Date? {
      var index = 0
      /// The `count` digits at `index`, after `separator` if any, when they are in `range`.
      func field(after separator: UInt8?, _ count: Int, _ range: Swift.ClosedRange<Int>) -> Int? {
        let start = index + (separator == nil ? 0 : 1)
        guard start + count <= bytes.count, separator == nil || bytes[index] == separator else {
          return nil
        }
        var value = 0
        for byte in bytes[start..<start + count] {
          guard isDigit(byte) else { return nil }
          value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        guard range.contains(value) else { return nil }
        index = start + count
        return value
      }
      let (dash, colon) = (UInt8(ascii: "-"), UInt8(ascii: ":"))
      guard let year = field(after: nil, 4, 1...9999), let month = field(after: dash, 2, 1...12),
        let day = field(after: dash, 2, 1...31),
        civil(fromDays: days(year, month, day)) == (year, month, day)
      else { return nil }
      var seconds = days(year, month, day) * 86_400 - referenceDateOffset
      var (fraction, scale) = (0.0, 1.0)
      if index < bytes.count {
        let mark = bytes[index]
        guard mark == UInt8(ascii: "T") || mark == UInt8(ascii: "t") || mark == UInt8(ascii: " "),
          let hour = field(after: mark, 2, 0...23), let minute = field(after: colon, 2, 0...59)
        else { return nil }
        seconds += hour * 3600 + minute * 60 + (field(after: colon, 2, 0...59) ?? 0)
        if index > 16, index < bytes.count,
          bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: ",")
        {
          index += 1
          while index < bytes.count, isDigit(bytes[index]), scale < 1e10 {
            (fraction, scale) = (
              fraction * 10 + Double(bytes[index] - UInt8(ascii: "0")), scale * 10
            )
            index += 1
          }
          guard scale > 1, scale < 1e10 else { return nil }
        }
      }
      let zone = bytes[index...]
      guard
        let offset = zone.isEmpty || (zone.count == 1 && zone.first == UInt8(ascii: "z"))
          ? 0 : zoneOffset(zone)
      else {
        return nil
      }
      return Date(timeIntervalSinceReferenceDate: Double(seconds - offset) + fraction / scale)
    }

    /// The offset from UTC in seconds of a zone suffix (`Z`, `±HH`, `±HHMM` or `±HH:MM`, hours up
    /// to 23, minutes up to 59), or `nil` when `zone` is none of these.
    public static func zoneOffset(_ zone: some Swift.Collection<UInt8>) -> Int? {
      let count = zone.count
      if count == 1 { return zone.first == UInt8(ascii: "Z") ? 0 : nil }
      guard count == 3 || count == 5 || count == 6, let sign = zone.first,
        sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-"),
        count != 6 || zone.dropFirst(3).first == UInt8(ascii: ":")
      else { return nil }
      var (value, digits) = (0, 0)
      for byte in zone.dropFirst() where byte != UInt8(ascii: ":") {
        guard isDigit(byte) else { return nil }
        (value, digits) = (value * 10 + Int(byte - UInt8(ascii: "0")), digits + 1)
      }
      let (hours, minutes) = count == 3 ? (value, 0) : (value / 100, value % 100)
      guard digits == (count == 3 ? 2 : 4), hours < 24, minutes < 60 else { return nil }
      return (sign == UInt8(ascii: "-") ? -60 : 60) * (hours * 60 + minutes)
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    /// Days from 1970-01-01 to the given civil date (Howard Hinnant's `days_from_civil`).
    static func days(_ year: Int, _ month: Int, _ day: Int) -> Int {
      let year = month <= 2 ? year - 1 : year
      let era = (year >= 0 ? year : year - 399) / 400
      let yearOfEra = year - era * 400
      let dayOfYear = (153 * ((month + 9) % 12) + 2) / 5 + day - 1
      return era * 146_097 + yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear - 719_468
    }

    /// The civil date `days` after 1970-01-01 (Howard Hinnant's `civil_from_days`).
    static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
      let days = days + 719_468
      let era = (days >= 0 ? days : days - 146_096) / 146_097
      let dayOfEra = days - era * 146_097
      let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
      let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
      let shiftedMonth = (5 * dayOfYear + 2) / 153
      let month = (shiftedMonth + 2) % 12 + 1
      let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
      return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
  }
}
