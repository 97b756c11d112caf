import Foundation

/// A textual date format whose values decode to `Date` and re-encode to exactly the same text.
///
/// Dates are computed with integer calendar arithmetic (proleptic Gregorian calendar, years
/// 0001–9999), never with `DateFormatter`, so results are identical on every platform. The
/// generated `JSONDateFormat` (see `DateFormatSupportSource`) uses exactly the same arithmetic.
public enum DateFormat: Hashable, Sendable {
  /// RFC 3339 / ISO 8601 `yyyy-MM-ddTHH:mm:ss[.f…]` + zone, with exactly `fractionDigits` (0…6)
  /// fractional digits and a fixed zone suffix: `"Z"`, or an offset written exactly as in the
  /// samples (`±HH:MM`, `±HHMM` or `±HH`, e.g. `"+02:00"`, `"-0530"`, `"+00:00"`).
  case iso8601(fractionDigits: Int, zone: String)
  /// `yyyy-MM-dd`, read as midnight UTC.
  case date
  /// `yyyy-MM-dd HH:mm:ss`, read as UTC.
  case dateTime

  /// The format of `text` if, and only if, `text` parses under it and formatting the parsed date
  /// gives back exactly `text`.
  public static func detect(_ text: String) -> DateFormat? {
    var text = text
    return text.withUTF8 { bytes in
      guard let format = candidate(for: bytes), format.roundTrips(bytes) else { return nil }
      return format
    }
  }

  /// `detect` on UTF-8 bytes.
  static func detect(utf8 bytes: UnsafeBufferPointer<UInt8>) -> DateFormat? {
    guard let format = candidate(for: bytes), format.roundTrips(bytes) else { return nil }
    return format
  }

  /// `matches` on UTF-8 bytes.
  func matches(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    roundTrips(bytes)
  }

  /// Whether `text` is in this format and round-trips exactly.
  public func matches(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { roundTrips($0) }
  }

  /// The date `text` stands for, or `nil` when `text` is not in this format.
  public func date(from text: String) -> Date? {
    var text = text
    return text.withUTF8 { date(from: $0) }
  }

  /// `date` written in this format.
  public func string(from date: Date) -> String {
    String(decoding: bytes(from: date), as: UTF8.self)
  }

  // MARK: - Detection

  /// The only format `bytes` can be in, judged from its length and separators alone.
  private static func candidate(for bytes: UnsafeBufferPointer<UInt8>) -> DateFormat? {
    let count = bytes.count
    guard count == 10 || (19...32).contains(count), bytes[4] == ASCII.dash, bytes[7] == ASCII.dash
    else { return nil }
    if count == 10 { return .date }
    guard bytes[13] == ASCII.colon, bytes[16] == ASCII.colon else { return nil }
    if bytes[10] == ASCII.space { return count == 19 ? .dateTime : nil }
    guard bytes[10] == ASCII.t, count > 19 else { return nil }
    var zoneStart = 19
    if bytes[19] == ASCII.dot {
      zoneStart = 20
      while zoneStart < count, ASCII.isDigit(bytes[zoneStart]) { zoneStart += 1 }
      guard (21...26).contains(zoneStart) else { return nil }
    }
    let zone = UnsafeBufferPointer(rebasing: bytes[zoneStart...])
    guard zoneOffset(zone) != nil else { return nil }
    let digits = zoneStart == 19 ? 0 : zoneStart - 20
    return .iso8601(fractionDigits: digits, zone: String(decoding: zone, as: UTF8.self))
  }

  private func roundTrips(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let date = date(from: bytes) else { return false }
    return self.bytes(from: date).elementsEqual(bytes)
  }

  // MARK: - Arithmetic (keep identical to `DateFormatSupportSource`)

  private static let powersOfTen: [Double] = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6]
  /// Seconds from 1970-01-01 to 2001-01-01, the reference date of `Date`.
  private static let referenceDateOffset = 978_307_200

  /// The parts of a valid format; `nil` for fraction digits outside 0…6 or an invalid zone.
  private var layout: (hasTime: Bool, separator: UInt8, digits: Int, zone: String, offset: Int)? {
    switch self {
    case .iso8601(let digits, let zone):
      guard (0...6).contains(digits), let offset = Self.zoneOffset(zone.utf8) else { return nil }
      return (true, ASCII.t, digits, zone, offset)
    case .date: return (false, 0, 0, "", 0)
    case .dateTime: return (true, ASCII.space, 0, "", 0)
    }
  }

  private func date(from bytes: UnsafeBufferPointer<UInt8>) -> Date? {
    guard let (hasTime, separator, digits, zone, offset) = layout else { return nil }
    let zoneStart = !hasTime ? 10 : digits > 0 ? 20 + digits : 19
    guard bytes.count == zoneStart + zone.utf8.count, bytes[zoneStart...].elementsEqual(zone.utf8)
    else { return nil }
    func number(_ start: Int, _ count: Int) -> Int? {
      var value = 0
      for byte in bytes[start..<start + count] {
        guard ASCII.isDigit(byte) else { return nil }
        value = value * 10 + Int(byte - ASCII.zero)
      }
      return value
    }
    guard bytes[4] == ASCII.dash, bytes[7] == ASCII.dash, let year = number(0, 4),
      let month = number(5, 2), let day = number(8, 2), year >= 1, (1...12).contains(month),
      day >= 1, day <= Self.daysInMonth(month, year)
    else { return nil }
    var seconds = Self.days(year, month, day) * 86_400 - offset - Self.referenceDateOffset
    var fraction = 0
    if hasTime {
      guard bytes[10] == separator, bytes[13] == ASCII.colon, bytes[16] == ASCII.colon,
        let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2),
        hour < 24, minute < 60, second < 60
      else { return nil }
      seconds += hour * 3600 + minute * 60 + second
      if digits > 0 {
        guard bytes[19] == ASCII.dot, let value = number(20, digits) else { return nil }
        fraction = value
      }
    }
    let fractionSeconds = Double(fraction) / Self.powersOfTen[digits]
    return Date(timeIntervalSinceReferenceDate: Double(seconds) + fractionSeconds)
  }

  private func bytes(from date: Date) -> [UInt8] {
    let (hasTime, separator, digits, zone, offset) =
      layout ?? (true, ASCII.t, 0, "", 0)
    let interval = max(-1e14, min(1e14, date.timeIntervalSinceReferenceDate))
    var whole = interval.rounded(.down)
    var fraction = Int(((interval - whole) * Self.powersOfTen[digits]).rounded())
    if fraction == Int(Self.powersOfTen[digits]) {
      fraction = 0
      whole += 1
    }
    let seconds = Int(whole) + Self.referenceDateOffset + offset
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
      if value < 0 { text.append(ASCII.dash) }
      let digits = String(value.magnitude).utf8
      text.append(contentsOf: repeatElement(ASCII.zero, count: max(0, width - digits.count)))
      text.append(contentsOf: digits)
    }
    append(year, 4)
    text.append(ASCII.dash)
    append(month, 2)
    text.append(ASCII.dash)
    append(day, 2)
    guard hasTime else { return text }
    text.append(separator)
    append(time / 3600, 2)
    text.append(ASCII.colon)
    append(time / 60 % 60, 2)
    text.append(ASCII.colon)
    append(time % 60, 2)
    if digits > 0 {
      text.append(ASCII.dot)
      append(fraction, digits)
    }
    text.append(contentsOf: zone.utf8)
    return text
  }

  /// The offset from UTC in seconds of a zone suffix (`Z`, `±HH`, `±HHMM` or `±HH:MM`, hours up
  /// to 23, minutes up to 59), or `nil` when `zone` is none of these.
  static func zoneOffset(_ zone: some Collection<UInt8>) -> Int? {
    let bytes = Array(zone)
    if bytes == [UInt8(ascii: "Z")] { return 0 }
    guard [3, 5, 6].contains(bytes.count), bytes[0] == ASCII.plus || bytes[0] == ASCII.dash,
      bytes.count != 6 || bytes[3] == ASCII.colon
    else { return nil }
    let digits = bytes.dropFirst().filter { $0 != ASCII.colon }
    guard digits.count == bytes.count - (bytes.count == 6 ? 2 : 1), digits.allSatisfy(ASCII.isDigit)
    else { return nil }
    let values = digits.map { Int($0 - ASCII.zero) }
    let hours = values[0] * 10 + values[1]
    let minutes = values.count == 4 ? values[2] * 10 + values[3] : 0
    guard hours < 24, minutes < 60 else { return nil }
    return (bytes[0] == ASCII.dash ? -60 : 60) * (hours * 60 + minutes)
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
    let yearOfEra =
      (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shiftedMonth = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
    let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }
}

// MARK: - Schema names

extension DateFormat {
  /// Stable name used in mapping schema files and tables: `yyyy-MM-dd`, `yyyy-MM-dd HH:mm:ss`,
  /// `iso8601`, `iso8601(fraction: 3)`, `iso8601(zone: +02:00)`,
  /// `iso8601(fraction: 3, zone: +02:00)`. Arguments equal to the default (no fraction, zone `Z`)
  /// are left out.
  public var schemaName: String {
    switch self {
    case .date: return "yyyy-MM-dd"
    case .dateTime: return "yyyy-MM-dd HH:mm:ss"
    case .iso8601(let digits, let zone):
      var arguments: [String] = []
      if digits != 0 { arguments.append("fraction: \(digits)") }
      if zone != "Z" { arguments.append("zone: \(zone)") }
      return arguments.isEmpty ? "iso8601" : "iso8601(\(arguments.joined(separator: ", ")))"
    }
  }

  /// The format named `schemaName` (see `schemaName`). Also accepts explicit default arguments
  /// (`iso8601(fraction: 0, zone: Z)`) and any spacing; rejects fraction digits outside 0…6,
  /// invalid zones, unknown or repeated arguments.
  public init?(schemaName: String) {
    let name = schemaName.trimmingCharacters(in: .whitespaces)
    switch name {
    case "yyyy-MM-dd": self = .date
    case "yyyy-MM-dd HH:mm:ss": self = .dateTime
    case "iso8601": self = .iso8601(fractionDigits: 0, zone: "Z")
    default:
      guard name.hasPrefix("iso8601("), name.hasSuffix(")") else { return nil }
      var digits: Int?
      var zone: String?
      for argument in name.dropFirst("iso8601(".count).dropLast().split(separator: ",") {
        let parts = argument.split(separator: ":", maxSplits: 1)
        guard parts.count == 2 else { return nil }
        let label = parts[0].trimmingCharacters(in: .whitespaces)
        let value = parts[1].trimmingCharacters(in: .whitespaces)
        switch label {
        case "fraction" where digits == nil:
          guard let number = Int(value), (0...6).contains(number) else { return nil }
          digits = number
        case "zone" where zone == nil:
          guard Self.zoneOffset(value.utf8) != nil else { return nil }
          zone = value
        default: return nil
        }
      }
      guard digits != nil || zone != nil else { return nil }
      self = .iso8601(fractionDigits: digits ?? 0, zone: zone ?? "Z")
    }
  }
}

/// The bytes the date formats are made of.
private enum ASCII {
  static let zero = UInt8(ascii: "0")
  static let dash = UInt8(ascii: "-")
  static let plus = UInt8(ascii: "+")
  static let colon = UInt8(ascii: ":")
  static let dot = UInt8(ascii: ".")
  static let space = UInt8(ascii: " ")
  static let t = UInt8(ascii: "T")

  static func isDigit(_ byte: UInt8) -> Bool { byte &- zero < 10 }
}
