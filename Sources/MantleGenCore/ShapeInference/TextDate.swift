/// Dates written in a fixed layout other than ISO 8601, which a `DateFormatter` pattern in the
/// POSIX locale and UTC (the `date-format:` transform) reads and writes back exactly:
///
/// - HTTP and RFC 2822 dates: `Wed, 21 Oct 2015 07:28:00 GMT` (`GMT`, `UTC` or `+0000`; the weekday
///   optional, but right when present);
/// - the form of `ctime` with a zone: `Wed Aug 27 13:08:45 +0000 2008`;
/// - month names: `Aug 27, 2008`, `August 27, 2008`;
/// - numeric dates: `27/08/2008`, `08/27/2008`, `27.8.2008`, `2008/08/27`, optionally followed by
///   ` HH:mm` or ` HH:mm:ss`.
///
/// One value says which patterns it fits (``TextDate/observe(utf8:)``); a place's values together
/// fit the patterns every one fits (``combined(with:)``). Day-first and month-first orders are told
/// apart only by a day above 12: while both fit, there is no pattern — the order is never guessed.
struct TextDate: Hashable, Sendable {
  /// What every value shares: the family and its fixed parts.
  enum Layout: Hashable, Sendable {
    /// `[EEE, ]d MMM yyyy HH:mm:ss <zone>`.
    case http(hasWeekday: Bool, zone: Zone)
    /// `EEE MMM d HH:mm:ss +0000 yyyy`.
    case ctime
    /// `MMM d, yyyy` or `MMMM d, yyyy` (the month's form is a variant, as the month's padding is
    /// for numeric dates).
    case monthName
    /// Three numbers split by `separator`, the year first or last, with `time` after a space.
    case numeric(separator: UInt8, yearFirst: Bool, time: Time)
  }

  /// The zones an HTTP date may end in that UTC writes back: the text and its pattern.
  enum Zone: String, CaseIterable, Hashable, Sendable {
    case gmt = "GMT"
    case utc = "UTC"
    case offset = "+0000"

    var pattern: String { self == .offset ? "Z" : "'\(rawValue)'" }
  }

  /// The time after a numeric date.
  enum Time: Hashable, Sendable {
    case none
    case minutes
    case seconds
  }

  var layout: Layout
  /// Which variants of the layout every value fits, one bit each (see ``variantBit(dayFirst:dayPadded:monthPadded:)``):
  /// the order of day and month (numeric dates with the year last) and whether the day and the
  /// month are written with two digits (`dd`) or as few as needed (`d`).
  var variants: UInt8

  /// The bit of one variant: day first or month first, day and month padded or not.
  static func variantBit(dayFirst: Bool, dayPadded: Bool, monthPadded: Bool) -> UInt8 {
    1 << ((dayFirst ? 0 : 4) + (dayPadded ? 0 : 2) + (monthPadded ? 0 : 1))
  }

  /// The patterns both `self` and `other` fit, `nil` when none.
  func combined(with other: TextDate) -> TextDate? {
    guard layout == other.layout, variants & other.variants != 0 else { return nil }
    return TextDate(layout: layout, variants: variants & other.variants)
  }

  /// The `DateFormatter` pattern every value fits: `nil` when day-first and month-first both still
  /// fit. Where padding is undecided (every day above 9), two digits are chosen.
  var pattern: String? {
    let dayFirst = variants & 0x0F != 0
    let monthFirst = variants & 0xF0 != 0
    guard dayFirst != monthFirst else { return nil }
    // The lowest variant left: the most padded one of the order that fits.
    let bitIndex = variants.trailingZeroBitCount % 4
    let day = bitIndex & 2 == 0 ? "dd" : "d"
    let month = bitIndex & 1 == 0 ? "MM" : "M"
    switch layout {
    case .http(let hasWeekday, let zone):
      return (hasWeekday ? "EEE, " : "") + "\(day) MMM yyyy HH:mm:ss \(zone.pattern)"
    case .ctime:
      return "EEE MMM \(day) HH:mm:ss Z yyyy"
    case .monthName:
      return "\(month == "MM" ? "MMM" : "MMMM") \(day), yyyy"
    case .numeric(let separator, let yearFirst, let time):
      let separator = String(UnicodeScalar(separator))
      let fields = yearFirst ? ["yyyy", month, day] : dayFirst ? [day, month, "yyyy"] : [month, day, "yyyy"]
      let timePattern = time == .none ? "" : time == .minutes ? " HH:mm" : " HH:mm:ss"
      return fields.joined(separator: separator) + timePattern
    }
  }

  /// Whether `bytes` fit `pattern`, one of ``knownPatterns``, for the drift check.
  static func fits(_ bytes: UnsafeBufferPointer<UInt8>, pattern: String) -> Bool {
    observe(utf8: bytes)?.fitsPattern(pattern) ?? false
  }

  /// Whether one of the variants fits `pattern` (a value such as `05/03/2020` fits two).
  private func fitsPattern(_ pattern: String) -> Bool {
    (0..<8).contains { bit in
      variants & (1 << bit) != 0 && TextDate(layout: layout, variants: 1 << bit).pattern == pattern
    }
  }

  /// Every pattern of these layouts, to tell them from patterns written by hand.
  static let knownPatterns: Set<String> = {
    var layouts: [Layout] = [.ctime, .monthName]
    for zone in Zone.allCases {
      layouts += [.http(hasWeekday: true, zone: zone), .http(hasWeekday: false, zone: zone)]
    }
    for separator in "/.-".utf8 {
      for time in [Time.none, .minutes, .seconds] {
        layouts.append(.numeric(separator: separator, yearFirst: false, time: time))
        if separator != UInt8(ascii: "-") {
          layouts.append(.numeric(separator: separator, yearFirst: true, time: time))
        }
      }
    }
    return Set(layouts.flatMap { layout in (0..<8).compactMap { TextDate(layout: layout, variants: 1 << $0).pattern } })
  }()

  // MARK: - Reading one value

  /// The layout and variants `bytes` fit, or `nil` when they are no such date (or a day that does
  /// not exist, or a weekday that is not the date's).
  static func observe(utf8 bytes: UnsafeBufferPointer<UInt8>) -> TextDate? {
    guard (8...40).contains(bytes.count) else { return nil }
    var reader = Reader(bytes: bytes)
    guard isDigit(bytes[0]) else { return reader.named() }
    if let date = reader.numeric() { return date }
    reader.index = 0
    return reader.http(weekday: nil)
  }

  static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
    "December",
  ]
  static let weekdayNames = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

  static func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }

  /// The variants a day (and month) written with these digit counts fit.
  static func paddingBits(day: Int, dayDigits: Int, month: Int, monthDigits: Int, dayFirst: Bool) -> UInt8 {
    var bits: UInt8 = 0
    for dayPadded in [true, false] where fits(day, digits: dayDigits, padded: dayPadded) {
      for monthPadded in [true, false] where fits(month, digits: monthDigits, padded: monthPadded) {
        bits |= variantBit(dayFirst: dayFirst, dayPadded: dayPadded, monthPadded: monthPadded)
      }
    }
    return bits
  }

  /// Whether `value` written with `digits` digits is what `dd` (padded) or `d` writes.
  static func fits(_ value: Int, digits: Int, padded: Bool) -> Bool {
    padded ? digits == 2 : digits == (value < 10 ? 1 : 2)
  }

  private static func isLeapYear(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

  private static func daysInMonth(_ month: Int, _ year: Int) -> Int {
    switch month {
    case 2: isLeapYear(year) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  static func isValidDate(year: Int, month: Int, day: Int) -> Bool {
    year >= 1 && (1...12).contains(month) && day >= 1 && day <= daysInMonth(month, year)
  }

  /// The weekday of a date, 0 for Monday (days since 1970-01-01, a Thursday, by the civil-from-days
  /// algorithm's inverse).
  static func weekday(year: Int, month: Int, day: Int) -> Int {
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
    let yearOfEra = shiftedYear - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    let days = era * 146_097 + dayOfEra - 719_468
    return ((days % 7) + 7 + 3) % 7
  }

  /// Reads the parts of one value from the start.
  private struct Reader {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    var isAtEnd: Bool { index == bytes.count }

    /// A number of as many digits as `digits` allows (and no digit after), advancing past it.
    mutating func number(_ digits: ClosedRange<Int>) -> (value: Int, digits: Int)? {
      var value = 0
      let start = index
      while index < bytes.count, index - start < digits.upperBound, TextDate.isDigit(bytes[index]) {
        value = value * 10 + Int(bytes[index] - 48)
        index += 1
      }
      let count = index - start
      guard digits.contains(count), index == bytes.count || !TextDate.isDigit(bytes[index]) else { return nil }
      return (value, count)
    }

    mutating func skip(_ text: String) -> Bool {
      let utf8 = text.utf8
      guard bytes.count - index >= utf8.count, bytes[index..<(index + utf8.count)].elementsEqual(utf8) else {
        return false
      }
      index += utf8.count
      return true
    }

    /// The letters up to the next non-letter, advancing past them.
    mutating func word() -> Slice<UnsafeBufferPointer<UInt8>> {
      let start = index
      while index < bytes.count, (bytes[index] | 0x20) >= 97, (bytes[index] | 0x20) <= 122 { index += 1 }
      return bytes[start..<index]
    }

    /// `HH:mm:ss` (or `HH:mm` without `seconds`), two digits each, in range.
    mutating func time(seconds: Bool = true) -> Bool {
      guard let hour = number(2...2), hour.value < 24, skip(":"), let minute = number(2...2), minute.value < 60
      else { return false }
      guard seconds else { return true }
      guard skip(":"), let second = number(2...2), second.value < 60 else { return false }
      return true
    }

    /// A month's English name, 1–12, and whether it is written as `MMM` writes it (`Aug`) and as
    /// `MMMM` does (`August`); `May` is both.
    mutating func monthName() -> (month: Int, isShort: Bool, isLong: Bool)? {
      let name = word()
      for (offset, month) in TextDate.monthNames.enumerated() {
        let isLong = name.elementsEqual(month.utf8)
        let isShort = name.elementsEqual(month.utf8.prefix(3))
        if isLong || isShort { return (offset + 1, isShort, isLong) }
      }
      return nil
    }

    /// A date starting with a letter: an HTTP date, `ctime`'s form, or a month name.
    mutating func named() -> TextDate? {
      let name = word()
      if let weekday = TextDate.weekdayNames.firstIndex(where: { name.elementsEqual($0.utf8) }) {
        if skip(", ") { return http(weekday: weekday) }
        guard skip(" ") else { return nil }
        return ctime(weekday: weekday)
      }
      index = 0
      if bytes[0] >= 48, bytes[0] <= 57 { return nil }
      guard let (month, isShort, isLong) = monthName(), skip(" "), let day = number(1...2), skip(", "),
        let year = number(4...4), isAtEnd, TextDate.isValidDate(year: year.value, month: month, day: day.value)
      else { return nil }
      // The month padding bits stand for the name's form: padded `MMM`, unpadded `MMMM`.
      var bits: UInt8 = 0
      for (fits, monthPadded) in [(isShort, true), (isLong, false)] where fits {
        for dayPadded in [true, false] where TextDate.fits(day.value, digits: day.digits, padded: dayPadded) {
          bits |= TextDate.variantBit(dayFirst: true, dayPadded: dayPadded, monthPadded: monthPadded)
        }
      }
      return bits == 0 ? nil : TextDate(layout: .monthName, variants: bits)
    }

    /// The variants of a layout whose only variable part is the day's padding.
    static func dayBits(_ day: (value: Int, digits: Int)) -> UInt8 {
      TextDate.paddingBits(day: day.value, dayDigits: day.digits, month: 10, monthDigits: 2, dayFirst: true)
    }

    /// After `EEE, `: `d MMM yyyy HH:mm:ss zone`.
    mutating func http(weekday: Int?) -> TextDate? {
      guard let day = number(1...2), skip(" "), let (month, isShort, _) = monthName(), isShort, skip(" "),
        let year = number(4...4), skip(" "), time(), skip(" ")
      else { return nil }
      guard let zone = Zone.allCases.first(where: { bytes[index...].elementsEqual($0.rawValue.utf8) }),
        TextDate.isValidDate(year: year.value, month: month, day: day.value),
        weekday.map({ $0 == TextDate.weekday(year: year.value, month: month, day: day.value) }) ?? true
      else { return nil }
      return TextDate(layout: .http(hasWeekday: weekday != nil, zone: zone), variants: Self.dayBits(day))
    }

    /// After `EEE `: `MMM d HH:mm:ss +0000 yyyy`.
    mutating func ctime(weekday: Int) -> TextDate? {
      guard let (month, isShort, _) = monthName(), isShort, skip(" "), let day = number(1...2), skip(" "), time(),
        skip(" +0000 "), let year = number(4...4), isAtEnd,
        TextDate.isValidDate(year: year.value, month: month, day: day.value),
        weekday == TextDate.weekday(year: year.value, month: month, day: day.value)
      else { return nil }
      return TextDate(layout: .ctime, variants: Self.dayBits(day))
    }

    /// `a/b/yyyy` or `yyyy/b/c` with `/`, `.` or `-` (not `yyyy-MM-dd`, which is ISO 8601),
    /// optionally ` HH:mm[:ss]`.
    mutating func numeric() -> TextDate? {
      guard let first = number(1...4), index < bytes.count else { return nil }
      let separator = bytes[index]
      guard separator == UInt8(ascii: "/") || separator == UInt8(ascii: ".") || separator == UInt8(ascii: "-")
      else { return nil }
      index += 1
      let yearFirst = first.digits == 4
      guard yearFirst || first.digits <= 2, let second = number(1...2), index < bytes.count, bytes[index] == separator
      else { return nil }
      index += 1
      guard let third = number(yearFirst ? 1...2 : 4...4) else { return nil }
      var time = Time.none
      if !isAtEnd {
        guard skip(" ") else { return nil }
        let start = index
        if self.time() {
          time = .seconds
        } else {
          index = start
          guard self.time(seconds: false) else { return nil }
          time = .minutes
        }
        guard isAtEnd else { return nil }
      }
      let layout = Layout.numeric(separator: separator, yearFirst: yearFirst, time: time)
      if yearFirst {
        // `yyyy-M-d` with dashes is left to ISO 8601 (`yyyy-MM-dd`) and to strings.
        guard separator != UInt8(ascii: "-"),
          TextDate.isValidDate(year: first.value, month: second.value, day: third.value)
        else { return nil }
        let bits = TextDate.paddingBits(
          day: third.value, dayDigits: third.digits, month: second.value, monthDigits: second.digits, dayFirst: true)
        return bits == 0 ? nil : TextDate(layout: layout, variants: bits)
      }
      var bits: UInt8 = 0
      if TextDate.isValidDate(year: third.value, month: second.value, day: first.value) {
        bits |= TextDate.paddingBits(
          day: first.value, dayDigits: first.digits, month: second.value, monthDigits: second.digits, dayFirst: true)
      }
      if TextDate.isValidDate(year: third.value, month: first.value, day: second.value) {
        bits |= TextDate.paddingBits(
          day: second.value, dayDigits: second.digits, month: first.value, monthDigits: first.digits, dayFirst: false)
      }
      return bits == 0 ? nil : TextDate(layout: layout, variants: bits)
    }
  }
}
