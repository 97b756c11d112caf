// mantlegen:support uses=
import Foundation

extension JSONSupport {
  /// A date layout of the ISO 8601 family. Reading accepts any ISO 8601 / RFC 3339 text, so that a
  /// variant the samples did not show still decodes; writing uses this layout with integer
  /// arithmetic (proleptic Gregorian calendar), so that a date read in it writes back as the same
  /// text on every platform.
  public enum DateFormat: Hashable, Sendable {
    /// `yyyy-MM-ddTHH:mm:ss[.SSS…]` with `fractionDigits` (0…6) digits and the zone suffix `zone`:
    /// `"Z"`, an offset (`"+02:00"`, `"-0530"`, `"+01"`) or `""` for none (read as UTC).
    case iso8601(fractionDigits: Int, zone: String)
    /// `yyyy-MM-ddTHH:mm` with the zone suffix `zone`; seconds are not written.
    case iso8601Minutes(zone: String)
    /// `yyyy-MM-dd`, read as midnight UTC.
    case date
    /// `yyyy-MM-dd HH:mm:ss`, read as UTC.
    case dateTime
    /// Any layout, for places whose values differ: written in UTC (`yyyy-MM-ddTHH:mm:ssZ`) with 3
    /// or 6 fraction digits when the instant has a fraction.
    case anyISO8601

    /// The date `text` stands for, or `nil` when it is no ISO 8601 / RFC 3339 date.
    public func date(from text: String) -> Date? {
      var text = text
      return text.withUTF8(Self.anyDate(fromUTF8:))
    }

    /// `date` written in this format.
    public func string(from date: Date) -> String {
      let interval = max(-1e14, min(1e14, date.timeIntervalSinceReferenceDate))
      // A fixed layout that is not valid (fraction digits beyond 6, a bad zone) writes seconds.
      guard let layout = layout ?? (self == .anyISO8601 ? nil : (3, "T", 0, "", 0)) else {
        let micro = ((interval - interval.rounded(.down)) * 1e6).rounded()
        let digits =
          micro == 0 || micro == 1e6 ? 0 : micro.truncatingRemainder(dividingBy: 1000) == 0 ? 3 : 6
        return Self.iso8601(fractionDigits: digits, zone: "Z").string(from: date)
      }
      let scale = Int(Self.powersOfTen[layout.digits])
      var whole = interval.rounded(.down)
      var fraction = Int(((interval - whole) * Double(scale)).rounded())
      if fraction == scale { (fraction, whole) = (0, whole + 1) }
      let seconds = Int(whole) + Self.referenceDateOffset + layout.offset
      let days = (seconds >= 0 ? seconds : seconds - 86_399) / 86_400
      let time = seconds - days * 86_400
      let (year, month, day) = Self.civil(fromDays: days)
      func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value.magnitude)
        return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count))
          + digits
      }
      var text = padded(year, 4) + "-" + padded(month, 2) + "-" + padded(day, 2)
      guard layout.time > 0 else { return text }
      text += layout.separator + padded(time / 3600, 2) + ":" + padded(time / 60 % 60, 2)
      if layout.time > 2 { text += ":" + padded(time % 60, 2) }
      if layout.digits > 0 { text += "." + padded(fraction, layout.digits) }
      return text + layout.zone
    }

    /// The parts of a fixed layout: how many time fields (0, 2 or 3), the date–time separator, the
    /// fraction digits and the zone suffix with its offset in seconds; `nil` for `anyISO8601`, or
    /// fraction digits outside 0…6, or an invalid zone.
    var layout: (time: Int, separator: String, digits: Int, zone: String, offset: Int)? {
      switch self {
      case .iso8601(let digits, let zone):
        guard (0...6).contains(digits), let offset = Self.offset(ofSuffix: zone.utf8) else {
          return nil
        }
        return (3, "T", digits, zone, offset)
      case .iso8601Minutes(let zone):
        return Self.offset(ofSuffix: zone.utf8).map { (2, "T", 0, zone, $0) }
      case .date: return (0, "", 0, "", 0)
      case .dateTime: return (3, " ", 0, "", 0)
      case .anyISO8601: return nil
      }
    }

    static let powersOfTen: [Double] = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9]
    /// Seconds from 1970-01-01 to 2001-01-01, the reference date of `Date`.
    static let referenceDateOffset = 978_307_200

    /// The date of `bytes` in any ISO 8601 / RFC 3339 layout: `yyyy-MM-dd`, optionally `T`, `t` or
    /// a space and `HH:mm`, optionally `:ss`, optionally `.` or `,` and 1–9 fraction digits, and
    /// optionally a zone (`Z`, `z`, `±HH`, `±HHMM`, `±HH:MM`); no zone means UTC.
    static func anyDate(fromUTF8 bytes: Swift.UnsafeBufferPointer<UInt8>) -> Date? {
      func number(_ start: Int, _ count: Int) -> Int? { Self.number(in: bytes, start, count) }
      guard bytes.count >= 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
        let year = number(0, 4), let month = number(5, 2), let day = number(8, 2), year >= 1,
        (1...12).contains(month), day >= 1, day <= Self.daysInMonth(month, year)
      else { return nil }
      var seconds = Self.days(year, month, day) * 86_400 - Self.referenceDateOffset
      var fraction = 0.0
      var index = 10
      if bytes.count > 10 {
        guard [UInt8(ascii: "T"), UInt8(ascii: "t"), UInt8(ascii: " ")].contains(bytes[10]),
          bytes.count >= 16, bytes[13] == UInt8(ascii: ":"), let hour = number(11, 2),
          let minute = number(14, 2), hour < 24, minute < 60
        else { return nil }
        seconds += hour * 3600 + minute * 60
        index = 16
        if index < bytes.count, bytes[index] == UInt8(ascii: ":") {
          guard bytes.count >= 19, let second = number(17, 2), second < 60 else { return nil }
          seconds += second
          index = 19
          if index < bytes.count,
            bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: ",")
          {
            let start = index + 1
            index = start
            while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
            guard (1...9).contains(index - start), let digits = number(start, index - start) else {
              return nil
            }
            fraction = Double(digits) / Self.powersOfTen[index - start]
          }
        }
        if index < bytes.count {
          let zone = bytes[index...]
          // A lowercase `z` is UTC too when reading.
          let isZulu = zone.count == 1 && zone.first == UInt8(ascii: "z")
          guard let offset = isZulu ? 0 : Self.zoneOffset(zone) else { return nil }
          seconds -= offset
        }
      }
      return Date(timeIntervalSinceReferenceDate: Double(seconds) + fraction)
    }

    /// The number written by the `count` ASCII digits of `bytes` at `start`, or `nil`.
    static func number(in bytes: Swift.UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int)
      -> Int?
    {
      var value = 0
      for byte in bytes[start..<start + count] {
        guard isDigit(byte) else { return nil }
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
      }
      return value
    }

    /// The offset from UTC in seconds of a fixed layout's zone suffix, which may be empty (none).
    static func offset(ofSuffix zone: some Swift.Collection<UInt8>) -> Int? {
      zone.isEmpty ? 0 : zoneOffset(zone)
    }

    /// The offset from UTC in seconds of a zone suffix (`Z`, `±HH`, `±HHMM` or `±HH:MM`, hours up
    /// to 23, minutes up to 59), or `nil` when `zone` is none of these.
    public static func zoneOffset(_ zone: some Swift.Collection<UInt8>) -> Int? {
      // Read in one pass, without copying: this runs for every date read or checked.
      let count = zone.count
      var bytes = zone.makeIterator()
      guard let sign = bytes.next() else { return nil }
      if count == 1 { return sign == UInt8(ascii: "Z") ? 0 : nil }
      guard [3, 5, 6].contains(count), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else {
        return nil
      }
      var value = 0
      var position = 1
      while let byte = bytes.next() {
        defer { position += 1 }
        if count == 6, position == 3 {
          guard byte == UInt8(ascii: ":") else { return nil }
          continue
        }
        guard isDigit(byte) else { return nil }
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
      }
      let (hours, minutes) = count == 3 ? (value, 0) : (value / 100, value % 100)
      guard hours < 24, minutes < 60 else { return nil }
      return (sign == UInt8(ascii: "-") ? -60 : 60) * (hours * 60 + minutes)
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    static func daysInMonth(_ month: Int, _ year: Int) -> Int {
      let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
      return [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
    }

    /// Days from 1970-01-01 to the given civil date (Howard Hinnant's `days_from_civil`).
    static func days(_ year: Int, _ month: Int, _ day: Int) -> Int {
      let y = month <= 2 ? year - 1 : year
      let era = (y >= 0 ? y : y - 399) / 400
      let yearOfEra = y - era * 400
      let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
      return era * 146_097 + yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear - 719_468
    }

    /// The civil date `days` after 1970-01-01 (Howard Hinnant's `civil_from_days`).
    static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
      let z = days + 719_468
      let era = (z >= 0 ? z : z - 146_096) / 146_097
      let dayOfEra = z - era * 146_097
      let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
      let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
      let shiftedMonth = (5 * dayOfYear + 2) / 153
      let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
      return (
        yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month,
        dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
      )
    }
  }
}
