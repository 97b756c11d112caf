/// The source of `JSONDateFormat`, the date format type that generated models use for date
/// transforms. Its arithmetic is exactly that of `DateFormat`, so a format detected by inference
/// reads and writes the sample text exactly as mantlegen predicted.
enum DateFormatSupportSource {
  /// Swift source (Foundation only) of `JSONDateFormat`, with `accessModifier` (`"public "` or
  /// `""`) on the type and its members meant for models.
  static func source(accessModifier access: String) -> String {
    #"""
    /// A fixed textual date format, read and written with integer calendar arithmetic (proleptic
    /// Gregorian calendar, years 0001–9999) instead of `DateFormatter`, so that writing a decoded
    /// date gives back exactly the text that was read, on every platform.
    \#(access)enum JSONDateFormat: Sendable {
      /// `yyyy-MM-ddTHH:mm:ss[.SSS…]` (RFC 3339) with `fractionDigits` (0…6) fractional digits
      /// and the fixed zone suffix `zone`: `"Z"` or an offset such as `"+02:00"` or `"-0530"`.
      case iso8601(fractionDigits: Int, zone: String)
      /// `yyyy-MM-dd`, read as midnight UTC.
      case date
      /// `yyyy-MM-dd HH:mm:ss`, read as UTC.
      case dateTime

      private static let powersOfTen: [Double] = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6]
      /// Seconds from 1970-01-01 to 2001-01-01, the reference date of `Date`.
      private static let referenceDateOffset = 978_307_200

      /// Whether there is a time, the date–time separator, the fraction digits and the zone.
      private var layout: (hasTime: Bool, separator: UInt8, digits: Int, zone: String) {
        switch self {
        case .iso8601(let digits, let zone): (true, UInt8(ascii: "T"), digits, zone)
        case .date: (false, 0, 0, "")
        case .dateTime: (true, UInt8(ascii: " "), 0, "")
        }
      }

      /// The date `text` stands for, or `nil` when `text` is not in this format.
      \#(access)func date(from text: String) -> Date? {
        let (hasTime, separator, digits, zone) = layout
        let bytes = Array(text.utf8)
        let zoneStart = !hasTime ? 10 : digits > 0 ? 20 + digits : 19
        guard bytes.count == zoneStart + zone.utf8.count,
          bytes[zoneStart...].elementsEqual(zone.utf8)
        else { return nil }
        func number(_ start: Int, _ count: Int) -> Int? {
          var value = 0
          for byte in bytes[start..<start + count] {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
          }
          return value
        }
        guard bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"), let year = number(0, 4),
          let month = number(5, 2), let day = number(8, 2), year >= 1, (1...12).contains(month),
          day >= 1, day <= Self.daysInMonth(month, year)
        else { return nil }
        var seconds =
          Self.days(year, month, day) * 86_400 - Self.offset(of: zone) - Self.referenceDateOffset
        var fraction = 0
        if hasTime {
          guard bytes[10] == separator, bytes[13] == UInt8(ascii: ":"),
            bytes[16] == UInt8(ascii: ":"), let hour = number(11, 2), let minute = number(14, 2),
            let second = number(17, 2), hour < 24, minute < 60, second < 60
          else { return nil }
          seconds += hour * 3600 + minute * 60 + second
          if digits > 0 {
            guard bytes[19] == UInt8(ascii: "."), let value = number(20, digits) else { return nil }
            fraction = value
          }
        }
        let fractionSeconds = Double(fraction) / Self.powersOfTen[digits]
        return Date(timeIntervalSinceReferenceDate: Double(seconds) + fractionSeconds)
      }

      /// `date` written in this format.
      \#(access)func string(from date: Date) -> String {
        let (hasTime, separator, digits, zone) = layout
        let interval = max(-1e14, min(1e14, date.timeIntervalSinceReferenceDate))
        var whole = interval.rounded(.down)
        var fraction = Int(((interval - whole) * Self.powersOfTen[digits]).rounded())
        if fraction == Int(Self.powersOfTen[digits]) {
          fraction = 0
          whole += 1
        }
        let seconds = Int(whole) + Self.referenceDateOffset + Self.offset(of: zone)
        var days = seconds / 86_400
        var time = seconds % 86_400
        if time < 0 {
          days -= 1
          time += 86_400
        }
        let (year, month, day) = Self.civil(fromDays: days)
        func pad(_ value: Int, _ width: Int) -> String {
          let digits = String(value.magnitude)
          let zeros = String(repeating: "0", count: max(0, width - digits.count))
          return (value < 0 ? "-" : "") + zeros + digits
        }
        let text = "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
        guard hasTime else { return text }
        let clock = "\(pad(time / 3600, 2)):\(pad(time / 60 % 60, 2)):\(pad(time % 60, 2))"
        let fractionText = digits > 0 ? "." + pad(fraction, digits) : ""
        return text + String(UnicodeScalar(separator)) + clock + fractionText + zone
      }

      /// The offset from UTC in seconds of a zone suffix: `Z`, `±HH`, `±HHMM` or `±HH:MM`.
      private static func offset(of zone: String) -> Int {
        let digits = zone.utf8.compactMap { $0 >= 48 && $0 <= 57 ? Int($0 - 48) : nil }
        guard digits.count >= 2 else { return 0 }
        let hours = digits[0] * 10 + digits[1]
        let minutes = digits.count >= 4 ? digits[2] * 10 + digits[3] : 0
        return (zone.hasPrefix("-") ? -60 : 60) * (hours * 60 + minutes)
      }

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
    """#
  }

  /// Swift expression that constructs `format` in generated code, e.g.
  /// `.iso8601(fractionDigits: 3, zone: "Z")` or `.date`.
  static func expression(for format: DateFormat) -> String {
    switch format {
    case .date: ".date"
    case .dateTime: ".dateTime"
    case .iso8601(let digits, let zone):
      ".iso8601(fractionDigits: \(digits), zone: \"\(escaped(zone))\")"
    }
  }

  /// `text` escaped for a Swift string literal (zones are plain ASCII in practice).
  private static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        result += "\\u{\(String(scalar.value, radix: 16))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
