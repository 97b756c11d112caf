// mantlegen:support uses=
import Foundation

extension JSONSupport {
  /// A fixed textual date format, read and written with integer calendar arithmetic (proleptic
  /// Gregorian calendar, years 0001–9999) instead of `DateFormatter`, so that writing a decoded
  /// date gives back exactly the text that was read, on every platform.
  public enum DateFormat: Hashable, Sendable {
    /// `yyyy-MM-ddTHH:mm:ss[.SSS…]` (RFC 3339) with `fractionDigits` (0…6) fractional digits and
    /// the fixed zone suffix `zone`: `"Z"`, an offset such as `"+02:00"`, `"-0530"` or `"+01"`, or
    /// `""` for none (a local date-time, read as UTC like `yyyy-MM-dd HH:mm:ss`).
    case iso8601(fractionDigits: Int, zone: String)
    /// `yyyy-MM-ddTHH:mm`, without seconds, with the fixed zone suffix `zone` (as in `iso8601`);
    /// written with the seconds of the instant left out.
    case iso8601Minutes(zone: String)
    /// `yyyy-MM-dd`, read as midnight UTC.
    case date
    /// `yyyy-MM-dd HH:mm:ss`, read as UTC.
    case dateTime
    /// Any ISO 8601 / RFC 3339 date or date-time (see `anyDate(fromUTF8:)`), for places whose
    /// values differ in format; written in UTC as `yyyy-MM-ddTHH:mm:ssZ`, with 3 or 6 fraction
    /// digits when the instant has a fraction (`.250Z`, `.123456Z`).
    case anyISO8601

    /// The date `text` stands for: in exactly this format, or else in any ISO 8601 / RFC 3339
    /// layout (any fraction digits, `Z` or an offset), so that a variant the samples did not show
    /// still decodes; `nil` when `text` is no such date.
    public func date(from text: String) -> Date? {
      var text = text
      return text.withUTF8 { date(fromUTF8: $0) ?? Self.anyDate(fromUTF8: $0) }
    }

    /// `date` written in this format.
    public func string(from date: Date) -> String {
      String(decoding: utf8(from: date), as: Swift.UTF8.self)
    }

    /// What a text in this format holds, `nil` for fraction digits outside 0…6 or an invalid zone.
    private var layout: Layout? {
      switch self {
      case .iso8601(let digits, let zone):
        guard (0...6).contains(digits), let offset = Self.offset(ofSuffix: zone.utf8) else {
          return nil
        }
        return Layout(time: .seconds, digits: digits, zone: zone, offset: offset)
      case .iso8601Minutes(let zone):
        guard let offset = Self.offset(ofSuffix: zone.utf8) else { return nil }
        return Layout(time: .minutes, zone: zone, offset: offset)
      case .date: return Layout(time: .dateOnly)
      case .dateTime: return Layout(time: .seconds, separator: UInt8(ascii: " "))
      case .anyISO8601: return nil
      }
    }

    /// The parts of a fixed format: how much of a time there is, the date–time separator, the
    /// fraction digits, the zone suffix and its offset in seconds.
    private struct Layout {
      enum Time { case dateOnly, minutes, seconds }
      var time: Time
      var separator = UInt8(ascii: "T")
      var digits = 0
      var zone = ""
      var offset = 0

      /// Where the zone suffix starts.
      var zoneStart: Int {
        switch time {
        case .dateOnly: 10
        case .minutes: 16
        case .seconds: digits > 0 ? 20 + digits : 19
        }
      }
    }

    private static let powersOfTen: [Double] = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9]
    /// Seconds from 1970-01-01 to 2001-01-01, the reference date of `Date`.
    private static let referenceDateOffset = 978_307_200

    /// `date(from:)` on UTF-8 bytes.
    func date(fromUTF8 bytes: Swift.UnsafeBufferPointer<UInt8>) -> Date? {
      guard let layout else { return nil }
      let (zoneStart, zone, digits) = (layout.zoneStart, layout.zone, layout.digits)
      guard bytes.count == zoneStart + zone.utf8.count, bytes[zoneStart...].elementsEqual(zone.utf8)
      else { return nil }
      func number(_ start: Int, _ count: Int) -> Int? { Self.number(in: bytes, start, count) }
      guard bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"), let year = number(0, 4),
        let month = number(5, 2), let day = number(8, 2), year >= 1, (1...12).contains(month),
        day >= 1, day <= Self.daysInMonth(month, year)
      else { return nil }
      var seconds = Self.days(year, month, day) * 86_400 - layout.offset - Self.referenceDateOffset
      var fraction = 0
      if layout.time != .dateOnly {
        guard bytes[10] == layout.separator, bytes[13] == UInt8(ascii: ":"),
          let hour = number(11, 2), let minute = number(14, 2), hour < 24, minute < 60
        else { return nil }
        seconds += hour * 3600 + minute * 60
      }
      if layout.time == .seconds {
        guard bytes[16] == UInt8(ascii: ":"), let second = number(17, 2), second < 60 else {
          return nil
        }
        seconds += second
        if digits > 0 {
          guard bytes[19] == UInt8(ascii: "."), let value = number(20, digits) else { return nil }
          fraction = value
        }
      }
      let fractionSeconds = Double(fraction) / Self.powersOfTen[digits]
      return Date(timeIntervalSinceReferenceDate: Double(seconds) + fractionSeconds)
    }

    /// The date of `bytes` in any ISO 8601 / RFC 3339 layout: `yyyy-MM-dd`, optionally followed by
    /// `T`, `t` or a space and `HH:mm`, optionally `:ss`, optionally `.` or `,` and 1–9 fraction
    /// digits, and optionally a zone (`Z`, `z`, `±HH`, `±HHMM`, `±HH:MM`); no zone means UTC.
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
    private static func number(
      in bytes: Swift.UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int
    ) -> Int? {
      var value = 0
      for byte in bytes[start..<start + count] {
        guard isDigit(byte) else { return nil }
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
      }
      return value
    }

    /// `date` written in this format, as UTF-8 bytes.
    func utf8(from date: Date) -> [UInt8] {
      if self == .anyISO8601 {
        let interval = date.timeIntervalSinceReferenceDate
        let microseconds = ((interval - interval.rounded(.down)) * 1e6).rounded()
        let digits =
          microseconds == 0 || microseconds == 1e6
          ? 0 : microseconds.truncatingRemainder(dividingBy: 1000) == 0 ? 3 : 6
        return Self.iso8601(fractionDigits: digits, zone: "Z").utf8(from: date)
      }
      let layout = layout ?? Layout(time: .seconds)
      let digits = layout.digits
      let interval = max(-1e14, min(1e14, date.timeIntervalSinceReferenceDate))
      var whole = interval.rounded(.down)
      var fraction = Int(((interval - whole) * Self.powersOfTen[digits]).rounded())
      if fraction == Int(Self.powersOfTen[digits]) {
        fraction = 0
        whole += 1
      }
      let seconds = Int(whole) + Self.referenceDateOffset + layout.offset
      var days = seconds / 86_400
      var time = seconds % 86_400
      if time < 0 {
        days -= 1
        time += 86_400
      }
      let (year, month, day) = Self.civil(fromDays: days)
      var text: [UInt8] = []
      text.reserveCapacity(32)
      func append(_ value: Int, _ width: Int) {
        if value < 0 { text.append(UInt8(ascii: "-")) }
        // Digits from the last, zeros up to `width`, then reversed in place.
        let start = text.count
        var magnitude = value.magnitude
        repeat {
          text.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
          magnitude /= 10
        } while magnitude > 0
        while text.count - start < width { text.append(UInt8(ascii: "0")) }
        text[start...].reverse()
      }
      append(year, 4)
      text.append(UInt8(ascii: "-"))
      append(month, 2)
      text.append(UInt8(ascii: "-"))
      append(day, 2)
      guard layout.time != .dateOnly else { return text }
      text.append(layout.separator)
      append(time / 3600, 2)
      text.append(UInt8(ascii: ":"))
      append(time / 60 % 60, 2)
      if layout.time == .seconds {
        text.append(UInt8(ascii: ":"))
        append(time % 60, 2)
      }
      if digits > 0 {
        text.append(UInt8(ascii: "."))
        append(fraction, digits)
      }
      text.append(contentsOf: layout.zone.utf8)
      return text
    }

    /// The offset from UTC in seconds of a fixed format's zone suffix, which may be empty (none).
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
      guard count == 3 || count == 5 || count == 6,
        sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-")
      else { return nil }
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

    private static func daysInMonth(_ month: Int, _ year: Int) -> Int {
      let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
      return [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
    }

    /// Days from 1970-01-01 to the given civil date (Howard Hinnant's `days_from_civil`).
    private static func days(_ year: Int, _ month: Int, _ day: Int) -> Int {
      let y = month <= 2 ? year - 1 : year
      let era = (y >= 0 ? y : y - 399) / 400
      let yearOfEra = y - era * 400
      let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
      let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
      return era * 146_097 + dayOfEra - 719_468
    }

    /// The civil date `days` after 1970-01-01 (Howard Hinnant's `civil_from_days`).
    private static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
      let z = days + 719_468
      let era = (z >= 0 ? z : z - 146_096) / 146_097
      let dayOfEra = z - era * 146_097
      let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
      let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
      let shiftedMonth = (5 * dayOfYear + 2) / 153
      let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
      let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
      return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
  }
}
