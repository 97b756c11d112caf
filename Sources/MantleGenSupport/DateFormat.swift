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
      let whole = interval.rounded(.down)
      let micro = Int(((interval - whole) * 1e6).rounded()) % 1_000_000
      let anyDigits = micro == 0 ? 0 : micro % 1000 == 0 ? 3 : 6
      let layout =
        layout ?? (0, self == .anyISO8601 ? anyDigits : 0, self == .anyISO8601 ? "Z" : "", 0)
      let scale = [1, 10, 100, 1000, 10_000, 100_000, 1_000_000][layout.digits]
      // The fraction rounded to `scale`; a whole second carries into the seconds.
      let rounded = Int(((interval - whole) * Double(scale)).rounded())
      var seconds = Int(whole) + Self.referenceDateOffset + layout.offset + rounded / scale
      var fraction = rounded % scale
      // Years have four digits: a later instant (also `9999-12-31T23:59:59.9999999`, which `Date`
      // rounds up) is written as the last one they can.
      if seconds >= Self.year10000 { (seconds, fraction) = (Self.year10000 - 1, scale - 1) }
      let days = (seconds >= 0 ? seconds : seconds - 86_399) / 86_400
      let (year, month, day) = Self.civil(fromDays: days)
      let time = seconds - days * 86_400
      let separator = self == .dateTime ? " " : "T"
      let parts: [any Swift.CVarArg] = [
        abs(year), month, day, time / 3600, time / 60 % 60, time % 60,
      ]
      let text = String(format: "%04ld-%02ld-%02ld\(separator)%02ld:%02ld:%02ld", arguments: parts)
      return (year < 0 ? "-" : "") + text.dropLast(layout.dropped)
        + (layout.digits > 0 ? String(format: ".%0\(layout.digits)ld", fraction) : "") + layout.zone
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

    /// Seconds from 1970-01-01 to 10000-01-01, the first instant a four-digit year cannot write.
    static let year10000 = days(10_000, 1, 1) * 86_400

    /// `date(from:)` on UTF-8 bytes.
    static func anyDate(fromUTF8 bytes: Swift.UnsafeBufferPointer<UInt8>) -> Date? {
      func number(_ start: Int, _ count: Int) -> Int {
        bytes[start..<start + count].reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
      }
      let length = fittingCount(bytes, "0000-00-00T00:00:00")
      guard length == 19 || length == 16 || (length == 10 && bytes.count == 10) else { return nil }
      let (year, month, day) = (number(0, 4), number(5, 2), number(8, 2))
      let (hour, minute) = length > 10 ? (number(11, 2), number(14, 2)) : (0, 0)
      let second = length > 16 ? number(17, 2) : 0
      let days = days(year, month, day)
      guard year > 0, civil(fromDays: days) == (year, month, day), hour < 24, minute < 60,
        second < 60
      else { return nil }
      var (index, fraction, scale) = (length, 0.0, 1.0)
      // `.` or `,` (which differ in one bit) after the seconds: a fraction.
      if length == 19, index < bytes.count, bytes[index] | 2 == UInt8(ascii: ".") {
        index += 1
        while index < bytes.count, isDigit(bytes[index]), scale < 1e10 {
          (fraction, scale) = (fraction * 10 + Double(bytes[index] - UInt8(ascii: "0")), scale * 10)
          index += 1
        }
        guard scale > 1, scale < 1e10 else { return nil }
      }
      let zone = bytes[index...]
      let isUTC = zone.isEmpty || (zone.count == 1 && zone.first == UInt8(ascii: "z"))
      guard let offset = isUTC ? 0 : zoneOffset(zone) else { return nil }
      let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - offset
      return Date(
        timeIntervalSinceReferenceDate: Double(seconds - referenceDateOffset) + fraction / scale)
    }

    /// The offset from UTC in seconds of a zone suffix (`Z`, `±HH`, `±HHMM` or `±HH:MM`, hours up
    /// to 23, minutes up to 59), or `nil` when `zone` is none of these.
    public static func zoneOffset(_ zone: some Swift.Collection<UInt8>) -> Int? {
      let count = zone.count
      if count == 1 { return zone.first == UInt8(ascii: "Z") ? 0 : nil }
      let template: Swift.StaticString? =
        count == 3 ? "+00" : count == 5 ? "+0000" : count == 6 ? "+00:00" : nil
      guard let template, fittingCount(zone, template) == count else { return nil }
      let value = zone.reduce(0) { isDigit($1) ? $0 * 10 + Int($1 - UInt8(ascii: "0")) : $0 }
      let (hours, minutes) = count == 3 ? (value, 0) : (value / 100, value % 100)
      guard hours < 24, minutes < 60 else { return nil }
      return (zone.first == UInt8(ascii: "-") ? -60 : 60) * (hours * 60 + minutes)
    }

    /// How many leading bytes of `text` fit `form`, in which `0` stands for a digit, `+` for a sign
    /// and `T` for `T`, `t` or a space.
    static func fittingCount(_ text: some Swift.Collection<UInt8>, _ form: Swift.StaticString)
      -> Int
    {
      form.withUTF8Buffer { form in
        var count = 0
        for (byte, expected) in zip(text, form) {
          let fits =
            switch expected {
            case UInt8(ascii: "0"): isDigit(byte)
            case UInt8(ascii: "+"): byte == expected || byte == UInt8(ascii: "-")
            case UInt8(ascii: "T"): byte | 0x20 == UInt8(ascii: "t") || byte == UInt8(ascii: " ")
            default: byte == expected
            }
          guard fits else { break }
          count += 1
        }
        return count
      }
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    /// Days from 1970-01-01 to the given civil date in year 1 or later (Howard Hinnant's
    /// `days_from_civil`, without its eras before year 0).
    static func days(_ year: Int, _ month: Int, _ day: Int) -> Int {
      let year = month <= 2 ? year - 1 : year
      let dayOfYear = (153 * ((month + 9) % 12) + 2) / 5 + day - 1
      return year * 365 + year / 4 - year / 100 + year / 400 + dayOfYear - 719_468
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
