// swift-format-ignore-file
// Generated from Sources/MantleGenSupport by `make support`; checked by SupportEmbeddingTests.
// Do not edit: edit the support library and run `make support`.

extension SupportLibrary {
  /// Every part generated code may use, in the order they are emitted.
  static let parts: [SupportPart] = [
    SupportPart(
      id: .arrayMember, uses: [.indexKey], isAPI: false,
      source: #"""
        extension JSONSupport {
          /// Reads and writes one member of each object of a JSON array, for a property whose key path
          /// goes through the array (`users[].name` → `["a", "b"]`).
          public enum ArrayMember {
            /// The member `member` of each object of the array at `key`.
            public static func decode<Value: Decodable, Key: CodingKey>(
              _ type: Value.Type, member: String, forKey key: Key, in container: KeyedDecodingContainer<Key>
            ) throws -> [Value] {
              var elements = try container.nestedUnkeyedContainer(forKey: key)
              var values: [Value] = []
              while !elements.isAtEnd {
                let element = try elements.nestedContainer(keyedBy: IndexKey.self)
                values.append(try element.decode(Value.self, forKey: IndexKey(stringValue: member)))
              }
              return values
            }

            /// ``decode(_:member:forKey:in:)``, or `nil` when the container or the key is missing or the
            /// value is `null`.
            public static func decodeIfPresent<Value: Decodable, Key: CodingKey>(
              _ type: Value.Type, member: String, forKey key: Key,
              in container: KeyedDecodingContainer<Key>?
            ) throws -> [Value]? {
              guard let container, container.contains(key), try !container.decodeNil(forKey: key) else {
                return nil
              }
              return try decode(type, member: member, forKey: key, in: container)
            }

            /// Writes each value as the member `member` of one object of an array at `key`.
            public static func encode<Value: Encodable, Key: CodingKey>(
              _ values: [Value], member: String, forKey key: Key,
              in container: inout KeyedEncodingContainer<Key>
            ) throws {
              var elements = container.nestedUnkeyedContainer(forKey: key)
              for value in values {
                var element = elements.nestedContainer(keyedBy: IndexKey.self)
                try element.encode(value, forKey: IndexKey(stringValue: member))
              }
            }
          }
        }
        """#),
    SupportPart(
      id: .arrayTransform, uses: [.transform, .indexKey], isAPI: false,
      source: #"""
        extension JSONSupport {
          /// Applies a transform to every element of an array.
          public struct ArrayTransform<Element: Transform>: Transform {
            public let element: Element

            public init(_ element: Element) {
              self.element = element
            }

            public func value(
              from json: [Element.JSONRepresentation], codingPath: [any CodingKey]
            ) throws -> [Element.Value] {
              try json.enumerated().map { index, item in
                try element.value(from: item, codingPath: codingPath + [IndexKey(intValue: index)])
              }
            }

            public func json(from value: [Element.Value]) throws -> [Element.JSONRepresentation] {
              try value.map { try element.json(from: $0) }
            }
          }
        }
        """#),
    SupportPart(
      id: .constraints, uses: [.indexKey], isAPI: false,
      source: #"""
        extension JSONSupport {
          /// Rules a decoded value must keep (JSON Schema's `minimum`, `maxLength`, `pattern`…; Mantle's
          /// `validate<Key>:error:`), checked after decoding: a value that breaks one fails decoding with
          /// an error at its JSON path that names the rule.
          public struct Constraints: Hashable, Sendable {
            public var minimum: Double?
            public var maximum: Double?
            public var minLength: Int?
            public var maxLength: Int?
            /// A regular expression (`NSRegularExpression`) that must match somewhere in the text; anchor
            /// it with `^…$` to match the whole.
            public var pattern: String?
            public var minItems: Int?
            public var maxItems: Int?

            public init(
              minimum: Double? = nil, maximum: Double? = nil, minLength: Int? = nil, maxLength: Int? = nil,
              pattern: String? = nil, minItems: Int? = nil, maxItems: Int? = nil
            ) {
              self.minimum = minimum
              self.maximum = maximum
              self.minLength = minLength
              self.maxLength = maxLength
              self.pattern = pattern
              self.minItems = minItems
              self.maxItems = maxItems
            }

            /// The rule `value` breaks, in words; `nil` when it keeps them.
            public func violation(ofNumber value: Double) -> String? {
              if let minimum, value < minimum {
                return "\(Self.text(value)) is less than the minimum \(Self.text(minimum))"
              }
              if let maximum, value > maximum {
                return "\(Self.text(value)) is more than the maximum \(Self.text(maximum))"
              }
              return nil
            }

            /// The rule `text` breaks, in words; `nil` when it keeps them. Lengths count characters.
            public func violation(ofText text: String) -> String? {
              let length = text.count
              if let minLength, length < minLength {
                return
                  "\"\(text)\" is shorter than \(minLength) character\(minLength == 1 ? "" : "s") (minLength)"
              }
              if let maxLength, length > maxLength {
                return
                  "\"\(text)\" is longer than \(maxLength) character\(maxLength == 1 ? "" : "s") (maxLength)"
              }
              if let pattern, text.range(of: pattern, options: .regularExpression) == nil {
                return "\"\(text)\" does not match the pattern \(pattern)"
              }
              return nil
            }

            /// The rule a collection of `count` elements breaks, in words; `nil` when it keeps them.
            public func violation(ofCount count: Int) -> String? {
              if let minItems, count < minItems {
                return "\(count) elements, fewer than \(minItems) (minItems)"
              }
              if let maxItems, count > maxItems {
                return "\(count) elements, more than \(maxItems) (maxItems)"
              }
              return nil
            }

            private static func text(_ number: Double) -> String {
              number.rounded() == number && abs(number) < 1e15 ? String(Int64(number)) : String(number)
            }

            private func fail(_ violation: String?, at keyPath: [String], in decoder: any Decoder) throws {
              guard let violation else { return }
              throw DecodingError.dataCorrupted(
                DecodingError.Context(
                  codingPath: decoder.codingPath + keyPath.map(IndexKey.init(stringValue:)),
                  debugDescription: violation + "."))
            }

            /// Throws when the text decoded from `keyPath` (of the object `decoder` reads) breaks a rule.
            public func check(_ value: String?, at keyPath: [String], in decoder: any Decoder) throws {
              try fail(value.flatMap(violation(ofText:)), at: keyPath, in: decoder)
            }

            /// Throws when the integer decoded from `keyPath` breaks a rule.
            public func check<Number: Swift.BinaryInteger>(
              _ value: Number?, at keyPath: [String], in decoder: any Decoder
            ) throws {
              try fail(value.flatMap { violation(ofNumber: Double($0)) }, at: keyPath, in: decoder)
            }

            /// Throws when the number decoded from `keyPath` breaks a rule.
            public func check(_ value: Double?, at keyPath: [String], in decoder: any Decoder) throws {
              try fail(value.flatMap(violation(ofNumber:)), at: keyPath, in: decoder)
            }

            /// Throws when the number decoded from `keyPath` breaks a rule.
            public func check(_ value: Decimal?, at keyPath: [String], in decoder: any Decoder) throws {
              try fail(
                value.flatMap { violation(ofNumber: Foundation.NSDecimalNumber(decimal: $0).doubleValue) },
                at: keyPath, in: decoder)
            }

            /// Throws when the array decoded from `keyPath` has too few or too many elements.
            public func check<Element>(_ value: [Element]?, at keyPath: [String], in decoder: any Decoder)
              throws
            {
              try fail(value.flatMap { violation(ofCount: $0.count) }, at: keyPath, in: decoder)
            }

            /// Throws when the dictionary decoded from `keyPath` has too few or too many members.
            public func check<Value>(
              _ value: [String: Value]?, at keyPath: [String], in decoder: any Decoder
            ) throws {
              try fail(value.flatMap { violation(ofCount: $0.count) }, at: keyPath, in: decoder)
            }
          }

          /// A model whose rules no schema can say: with `"validates": true` on the model, generated
          /// decoding calls ``validate()`` last. Declare it in an extension of the model in your own file;
          /// throw to reject the value (as Mantle's `validate:`), or fill in a value (with `var`
          /// properties).
          public protocol Validating {
            mutating func validate() throws
          }
        }
        """#),
    SupportPart(
      id: .convertedKey, uses: [], isAPI: false,
      source: #"""
        extension JSONSupport {
          /// `key`, or `converted` when the object has only that: the form `JSONDecoder`'s
          /// `.convertFromSnakeCase` strategy gives the object's keys (`html_url` → `htmlUrl`).
          public static func key<Key: CodingKey>(
            _ key: Key, or converted: Key, in container: KeyedDecodingContainer<Key>?
          ) -> Key {
            guard let container, !container.contains(key), container.contains(converted) else { return key }
            return converted
          }
        }
        """#),
    SupportPart(
      id: .dateFormat, uses: [], isAPI: false,
      source: #"""
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
        """#),
    SupportPart(
      id: .dateFormatterTransform, uses: [.transform], isAPI: false,
      source: #"""
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
        """#),
    SupportPart(
      id: .dateTransform, uses: [.transform, .dateFormat], isAPI: false,
      source: #"""
        extension JSONSupport {
          /// Reads and writes dates as text in one fixed format, reproducing the original text exactly.
          public struct DateTransform: Transform {
            public let format: DateFormat

            public init(_ format: DateFormat) {
              self.format = format
            }

            public func value(from json: String, codingPath: [any CodingKey]) throws -> Date {
              guard let date = format.date(from: json) else {
                throw DecodingError.dataCorrupted(
                  DecodingError.Context(
                    codingPath: codingPath,
                    debugDescription: "Expected a date in the format \(format), found \"\(json)\"."))
              }
              return date
            }

            public func json(from value: Date) -> String {
              format.string(from: value)
            }
          }
        }
        """#),
    SupportPart(
      id: .dictionaryTransform, uses: [.transform, .indexKey], isAPI: false,
      source: #"""
        extension JSONSupport {
          /// Applies a transform to every value of a dictionary.
          public struct DictionaryTransform<Element: Transform>: Transform {
            public let element: Element

            public init(_ element: Element) {
              self.element = element
            }

            public func value(
              from json: [String: Element.JSONRepresentation], codingPath: [any CodingKey]
            ) throws -> [String: Element.Value] {
              var result: [String: Element.Value] = [:]
              for (key, item) in json {
                let path = codingPath + [IndexKey(stringValue: key)]
                result[key] = try element.value(from: item, codingPath: path)
              }
              return result
            }

            public func json(
              from value: [String: Element.Value]
            ) throws -> [String: Element.JSONRepresentation] {
              try value.mapValues { try element.json(from: $0) }
            }
          }
        }
        """#),
    SupportPart(
      id: .emptyArrayAsNilTransform, uses: [.transform, .scalar], isAPI: false,
      source: #"""
        extension JSONSupport {
          /// An object, or an empty array standing for no object.
          public enum ObjectOrEmptyArray<Object: Codable & Sendable>: Codable, Sendable {
            case object(Object)
            case emptyArray

            public init(from decoder: any Decoder) throws {
              let container = try decoder.singleValueContainer()
              if let array = try? container.decode([Scalar].self), array.isEmpty {
                self = .emptyArray
              } else {
                self = .object(try container.decode(Object.self))
              }
            }

            public func encode(to encoder: any Encoder) throws {
              var container = encoder.singleValueContainer()
              switch self {
              case .object(let object): try container.encode(object)
              case .emptyArray: try container.encode([Scalar]())
              }
            }
          }

          /// Reads an empty array where an object is expected as `nil`.
          public struct EmptyArrayAsNilTransform<Object: Codable & Sendable>: Transform {
            public init() {}

            public func value(
              from json: ObjectOrEmptyArray<Object>, codingPath: [any CodingKey]
            ) -> Object? {
              if case .object(let object) = json { return object }
              return nil
            }

            public func json(from value: Object?) -> ObjectOrEmptyArray<Object> {
              value.map { .object($0) } ?? .emptyArray
            }
          }
        }
        """#),
    SupportPart(
      id: .firstElementTransform, uses: [.transform], isAPI: false,
      source: #"""
        extension JSONSupport {
          /// Reads the first element of a JSON array and writes the value back as a one-element array.
          public struct FirstElementTransform<Element: Codable & Sendable>: Transform {
            public init() {}

            public func value(from json: [Element], codingPath: [any CodingKey]) throws -> Element {
              guard let first = json.first else {
                throw DecodingError.dataCorrupted(
                  DecodingError.Context(
                    codingPath: codingPath, debugDescription: "Expected a non-empty array."))
              }
              return first
            }

            public func json(from value: Element) -> [Element] {
              [value]
            }
          }
        }
        """#),
    SupportPart(
      id: .identityTransform, uses: [.transform], isAPI: false,
      source: #"""
        extension JSONSupport {
          /// Passes values through unchanged, for combining with transforms that change the structure.
          public struct IdentityTransform<Value: Codable & Sendable>: Transform {
            public init() {}

            public func value(from json: Value, codingPath: [any CodingKey]) -> Value {
              json
            }

            public func json(from value: Value) -> Value {
              value
            }
          }
        }
        """#),
    SupportPart(
      id: .indexKey, uses: [], isAPI: false,
      source: #"""
        extension JSONSupport {
          /// A coding key for array indices and dictionary keys in error paths.
          public struct IndexKey: CodingKey {
            public let stringValue: String
            public let intValue: Int?

            public init(stringValue: String) {
              self.stringValue = stringValue
              self.intValue = nil
            }

            public init(intValue: Int) {
              self.stringValue = "Index \(intValue)"
              self.intValue = intValue
            }
          }
        }
        """#),
    SupportPart(
      id: .invalidValueLog, uses: [], isAPI: true,
      source: #"""
        extension JSONSupport {
          /// The values that models decoding with the `replace` policy (`"onInvalid": "replace"`) replaced
          /// instead of failing. Put one in the decoder's `userInfo` to learn what was replaced:
          ///
          ///     let log = JSONSupport.InvalidValueLog()
          ///     let decoder = JSONDecoder()
          ///     decoder.userInfo[JSONSupport.InvalidValueLog.key] = log
          ///     let user = try decoder.decode(User.self, from: data)
          ///     for replacement in log.replacements { print(replacement) }
          public final class InvalidValueLog: @unchecked Sendable {
            /// One replaced value: where it was and why it did not decode.
            public struct Replacement: Hashable, Sendable, Swift.CustomStringConvertible {
              /// The JSON path of the value, like `$.items[2].age`.
              public let path: String
              /// Why the value did not decode.
              public let reason: String

              public var description: String { "\(path): \(reason)" }
            }

            /// The `userInfo` key under which decoding finds the log.
            public static let key = CodingUserInfoKey(rawValue: "JSONSupport.InvalidValueLog")!

            private let lock = Foundation.NSLock()
            private var recorded: [Replacement] = []

            public init() {}

            /// Every replacement so far, in decoding order.
            public var replacements: [Replacement] {
              lock.lock()
              defer { lock.unlock() }
              return recorded
            }

            /// `replacement`, after recording in the log that `decoder` carries (if any) that the value
            /// `error` is about did not decode.
            public static func replacement<Value>(
              _ replacement: Value, for error: DecodingError, in decoder: any Decoder
            ) -> Value {
              (decoder.userInfo[key] as? InvalidValueLog)?.record(error)
              return replacement
            }

            private func record(_ error: DecodingError) {
              let entry: Replacement
              switch error {
              case .typeMismatch(_, let context), .valueNotFound(_, let context),
                .dataCorrupted(let context):
                entry = Replacement(
                  path: Self.path(context.codingPath), reason: context.debugDescription)
              case .keyNotFound(let key, let context):
                entry = Replacement(
                  path: Self.path(context.codingPath + [key]), reason: "no value for this key")
              @unknown default:
                entry = Replacement(path: "$", reason: String(describing: error))
              }
              lock.lock()
              defer { lock.unlock() }
              recorded.append(entry)
            }

            /// `$.items[2].age` for the keys `items`, 2, `age`.
            private static func path(_ codingPath: [any CodingKey]) -> String {
              codingPath.reduce(into: "$") { path, key in
                if let index = key.intValue { path += "[\(index)]" } else { path += "." + key.stringValue }
              }
            }
          }
        }
        """#),
    SupportPart(
      id: .jsonValue, uses: [], isAPI: true,
      source: #"""
        extension JSONSupport {
          /// Any JSON value, for places where the samples showed nothing but `null` or empty arrays, or
          /// values of no single shape.
          public enum JSONValue: Codable, Hashable, Sendable {
            case null
            case bool(Bool)
            case integer(Int)
            case double(Double)
            case string(String)
            case array([JSONValue])
            case object([String: JSONValue])

            public init(from decoder: any Decoder) throws {
              let container = try decoder.singleValueContainer()
              if container.decodeNil() {
                self = .null
              } else if let value = try? container.decode(Bool.self) {
                self = .bool(value)
              } else if let value = try? container.decode(Int.self) {
                self = .integer(value)
              } else if let value = try? container.decode(Double.self) {
                self = .double(value)
              } else if let value = try? container.decode(String.self) {
                self = .string(value)
              } else if let value = try? container.decode([JSONValue].self) {
                self = .array(value)
              } else {
                self = .object(try container.decode([String: JSONValue].self))
              }
            }

            public func encode(to encoder: any Encoder) throws {
              var container = encoder.singleValueContainer()
              switch self {
              case .null: try container.encodeNil()
              case .bool(let value): try container.encode(value)
              case .integer(let value): try container.encode(value)
              case .double(let value): try container.encode(value)
              case .string(let value): try container.encode(value)
              case .array(let value): try container.encode(value)
              case .object(let value): try container.encode(value)
              }
            }
          }
        }
        """#),
    SupportPart(
      id: .lenientCoercion, uses: [.scalar], isAPI: false,
      source: #"""
        extension JSONSupport {
          /// The lenient conversions: which scalars stand for an `Int`, a `Double`, a `Bool` or a
          /// `String`. Generated code, inference and the drift check all decide with these functions.
          public enum LenientCoercion {
            /// Words that stand for booleans (compared in lower case).
            public static let trueWords: Set<String> = ["true", "1", "yes"]
            public static let falseWords: Set<String> = ["false", "0", "no"]

            /// An integer, an integral double within ±9e18, or a string that `Int` parses.
            public static func int(from scalar: Scalar) -> Int? {
              switch scalar {
              case .integer(let value): value
              case .double(let value) where value.rounded() == value && abs(value) < 9.0e18: Int(value)
              case .string(let text): Int(text)
              case .bool, .double: nil
              }
            }

            /// Any number, or a string that `Double` parses to a finite value.
            public static func double(from scalar: Scalar) -> Double? {
              switch scalar {
              case .integer(let value): Double(value)
              case .double(let value): value
              case .string(let text): Double(text).flatMap { $0.isFinite ? $0 : nil }
              case .bool: nil
              }
            }

            /// A boolean, `0` or `1`, or one of `trueWords` / `falseWords` in any case.
            public static func bool(from scalar: Scalar) -> Bool? {
              switch scalar {
              case .bool(let value): value
              case .integer(let value) where value == 0 || value == 1: value == 1
              case .string(let text) where trueWords.contains(text.lowercased()): true
              case .string(let text) where falseWords.contains(text.lowercased()): false
              case .integer, .double, .string: nil
              }
            }

            /// Any scalar, numbers and booleans written as JSON writes them.
            public static func string(from scalar: Scalar) -> String {
              switch scalar {
              case .string(let value): value
              case .integer(let value): String(value)
              case .double(let value): String(value)
              case .bool(let value): value ? "true" : "false"
              }
            }
          }
        }
        """#),
    SupportPart(
      id: .lenientTransform, uses: [.transform, .scalar, .lenientCoercion], isAPI: false,
      source: #"""
        extension JSONSupport {
          /// Accepts numbers given as strings, booleans given as `"true"`/`"1"`/`1`, and strings given as
          /// numbers (see `LenientCoercion`).
          public struct LenientTransform<Value: Codable & Sendable>: Transform {
            private let coerce: @Sendable (Scalar) -> Value?
            private let scalar: @Sendable (Value) -> Scalar

            private init(
              coerce: @escaping @Sendable (Scalar) -> Value?, scalar: @escaping @Sendable (Value) -> Scalar
            ) {
              self.coerce = coerce
              self.scalar = scalar
            }

            public func value(from json: Scalar, codingPath: [any CodingKey]) throws -> Value {
              guard let value = coerce(json) else {
                throw DecodingError.dataCorrupted(
                  DecodingError.Context(
                    codingPath: codingPath, debugDescription: "Expected \(Value.self), found \(json)."))
              }
              return value
            }

            public func json(from value: Value) -> Scalar {
              scalar(value)
            }
          }
        }

        extension JSONSupport.LenientTransform where Value == Int {
          public init() {
            self.init(coerce: { JSONSupport.LenientCoercion.int(from: $0) }, scalar: { .integer($0) })
          }
        }

        extension JSONSupport.LenientTransform where Value == Double {
          public init() {
            self.init(coerce: { JSONSupport.LenientCoercion.double(from: $0) }, scalar: { .double($0) })
          }
        }

        extension JSONSupport.LenientTransform where Value == Bool {
          public init() {
            self.init(coerce: { JSONSupport.LenientCoercion.bool(from: $0) }, scalar: { .bool($0) })
          }
        }

        extension JSONSupport.LenientTransform where Value == String {
          public init() {
            self.init(coerce: { JSONSupport.LenientCoercion.string(from: $0) }, scalar: { .string($0) })
          }
        }
        """#),
    SupportPart(
      id: .lossyArray, uses: [], isAPI: false,
      source: #"""
        extension JSONSupport {
          /// The elements of a JSON array that decode, skipping those that do not (for feeds where one
          /// bad element must not lose the page), and how many were skipped.
          public struct LossyArray<Element: Decodable>: Decodable {
            public var elements: [Element]
            public var skippedCount: Int

            public init(from decoder: any Decoder) throws {
              var container = try decoder.unkeyedContainer()
              var elements: [Element] = []
              var skippedCount = 0
              while !container.isAtEnd {
                if let element = try? container.decode(Element.self) {
                  elements.append(element)
                } else {
                  _ = try container.decode(Skipped.self)
                  skippedCount += 1
                }
              }
              self.elements = elements
              self.skippedCount = skippedCount
            }

            /// Decodes any value without reading it, to step over an element that did not decode.
            private struct Skipped: Decodable {
              init(from decoder: any Decoder) throws {}
            }
          }
        }
        """#),
    SupportPart(
      id: .lowercaseUUIDTransform, uses: [.transform], isAPI: false,
      source: #"""
        extension JSONSupport {
          /// Reads UUIDs and writes them back in lower case (`JSONEncoder` alone writes upper case).
          public struct LowercaseUUIDTransform: Transform {
            public init() {}

            public func value(from json: String, codingPath: [any CodingKey]) throws -> UUID {
              guard let uuid = UUID(uuidString: json) else {
                throw DecodingError.dataCorrupted(
                  DecodingError.Context(
                    codingPath: codingPath, debugDescription: "Expected a UUID, found \"\(json)\"."))
              }
              return uuid
            }

            public func json(from value: UUID) -> String {
              value.uuidString.lowercased()
            }
          }
        }
        """#),
    SupportPart(
      id: .nestedContainer, uses: [], isAPI: false,
      source: #"""
        extension JSONSupport {
          /// The nested object at `key` of `container`, or `nil` when the container or the key is missing
          /// or the value is `null` (for key paths whose properties are all optional).
          public static func nestedContainerIfPresent<Key: CodingKey, NestedKey: CodingKey>(
            keyedBy type: NestedKey.Type, forKey key: Key, in container: KeyedDecodingContainer<Key>?
          ) throws -> KeyedDecodingContainer<NestedKey>? {
            guard let container, container.contains(key), try !container.decodeNil(forKey: key) else {
              return nil
            }
            return try container.nestedContainer(keyedBy: type, forKey: key)
          }
        }
        """#),
    SupportPart(
      id: .numberFormatTransform, uses: [.transform], isAPI: false,
      source: #"""
        extension JSONSupport {
          /// Reads a number written as text in a locale's decimal style (`"12,345.678"` in `en_US`,
          /// `"12.345,678"` in `de_DE`: Mantle's number transformer) and writes it back in that style,
          /// with up to 15 digits after the decimal separator.
          public struct NumberFormatTransform<Value: Sendable>: Transform {
            /// A locale identifier (`en_US`); `en_US_POSIX` when `nil`.
            public let locale: String?
            private let fromNumber: @Sendable (NSNumber) -> Value?
            private let toNumber: @Sendable (Value) -> NSNumber

            private init(
              locale: String?, fromNumber: @escaping @Sendable (NSNumber) -> Value?,
              toNumber: @escaping @Sendable (Value) -> NSNumber
            ) {
              self.locale = locale
              self.fromNumber = fromNumber
              self.toNumber = toNumber
            }

            private var formatter: Foundation.NumberFormatter {
              let formatter = Foundation.NumberFormatter()
              formatter.locale = Locale(identifier: locale ?? "en_US_POSIX")
              formatter.numberStyle = .decimal
              formatter.maximumFractionDigits = 15
              formatter.generatesDecimalNumbers = Value.self == Decimal.self
              return formatter
            }

            public func value(from json: String, codingPath: [any CodingKey]) throws -> Value {
              guard let number = formatter.number(from: json), let value = fromNumber(number) else {
                throw DecodingError.dataCorrupted(
                  DecodingError.Context(
                    codingPath: codingPath,
                    debugDescription:
                      "Expected a \(Value.self) written as a number in \(locale ?? "en_US_POSIX"), found \"\(json)\"."
                  ))
              }
              return value
            }

            public func json(from value: Value) -> String {
              formatter.string(from: toNumber(value)) ?? "\(value)"
            }
          }
        }

        extension JSONSupport.NumberFormatTransform where Value == Int {
          /// Integers written in the locale's style (`"12,345"`).
          public init(locale: String? = nil) {
            self.init(
              locale: locale,
              fromNumber: { number in
                let double = number.doubleValue
                return double.rounded() == double && abs(double) < 9e15 ? Int(double) : nil
              },
              toNumber: { NSNumber(value: $0) })
          }
        }

        extension JSONSupport.NumberFormatTransform where Value == Double {
          /// Numbers written in the locale's style (`"12,345.678"`).
          public init(locale: String? = nil) {
            self.init(locale: locale, fromNumber: { $0.doubleValue }, toNumber: { NSNumber(value: $0) })
          }
        }

        extension JSONSupport.NumberFormatTransform where Value == Decimal {
          /// Numbers written in the locale's style, read without binary rounding.
          public init(locale: String? = nil) {
            self.init(
              locale: locale,
              fromNumber: { number in
                (number as? Foundation.NSDecimalNumber)?.decimalValue ?? number.decimalValue
              },
              toNumber: { Foundation.NSDecimalNumber(decimal: $0) })
          }
        }
        """#),
    SupportPart(
      id: .numberStringTransform, uses: [.transform], isAPI: false,
      source: #"""
        extension JSONSupport {
          /// Reads a number written as a JSON string (`"5"`, `"12.50"`) and writes it back as a string:
          /// an `Int` as its digits; a `Double` or `Decimal` with exactly `fractionDigits` digits after the
          /// point, or without them in the shortest text that reads back as the same value (`"12.5"`,
          /// `"5"`).
          public struct NumberStringTransform<Value: Sendable>: Transform {
            private let parse: @Sendable (String) -> Value?
            private let format: @Sendable (Value) -> String

            private init(
              parse: @escaping @Sendable (String) -> Value?, format: @escaping @Sendable (Value) -> String
            ) {
              self.parse = parse
              self.format = format
            }

            public func value(from json: String, codingPath: [any CodingKey]) throws -> Value {
              guard let value = parse(json) else {
                throw DecodingError.dataCorrupted(
                  DecodingError.Context(
                    codingPath: codingPath,
                    debugDescription: "Expected a \(Value.self) written as a string, found \"\(json)\"."))
              }
              return value
            }

            public func json(from value: Value) -> String {
              format(value)
            }

            /// Whether `text` is a decimal number: an optional sign, digits, optionally a point and digits,
            /// optionally an exponent (`-12.50`, `+5`, `1e3`; no spaces, `inf`, `nan` or hexadecimal).
            static func isNumberText(_ text: String) -> Bool {
              var bytes = Substring(text).utf8[...]
              func skipSign() {
                if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") {
                  bytes = bytes.dropFirst()
                }
              }
              func digits() -> Int {
                let count = bytes.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
                bytes = bytes.dropFirst(count)
                return count
              }
              skipSign()
              guard digits() > 0 else { return false }
              if bytes.first == UInt8(ascii: ".") {
                bytes = bytes.dropFirst()
                guard digits() > 0 else { return false }
              }
              if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
                bytes = bytes.dropFirst()
                skipSign()
                guard digits() > 0 else { return false }
              }
              return bytes.isEmpty
            }
          }
        }

        extension JSONSupport.NumberStringTransform where Value == Int {
          /// Integers written as strings of digits: `"5"`, `"-12"`.
          public init() {
            self.init(parse: { Int($0) }, format: { String($0) })
          }
        }

        extension JSONSupport.NumberStringTransform where Value == Double {
          /// Numbers written as strings, with `fractionDigits` digits after the point when given.
          public init(fractionDigits: Int? = nil) {
            self.init(
              parse: { text in
                guard Self.isNumberText(text), let value = Double(text), value.isFinite else { return nil }
                return value
              },
              format: { value in
                if let fractionDigits { return String(format: "%.\(fractionDigits)f", value) }
                if value.rounded() == value, abs(value) < 1e15 { return String(Int64(value)) }
                return String(value)
              })
          }
        }

        extension JSONSupport.NumberStringTransform where Value == Decimal {
          /// Numbers written as strings, with `fractionDigits` digits after the point when given.
          public init(fractionDigits: Int? = nil) {
            self.init(
              parse: { text in
                guard Self.isNumberText(text) else { return nil }
                return Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
              },
              format: { value in
                guard let fractionDigits else { return value.description }
                var input = value
                var rounded = Decimal()
                Foundation.NSDecimalRound(&rounded, &input, fractionDigits, .plain)
                var text = rounded.description
                guard fractionDigits > 0 else { return text }
                let point = text.firstIndex(of: ".")
                let written = point.map { text.distance(from: $0, to: text.endIndex) - 1 } ?? 0
                if point == nil { text += "." }
                return text + String(repeating: "0", count: fractionDigits - written)
              })
          }
        }
        """#),
    SupportPart(
      id: .oneOrManyTransform, uses: [.transform, .arrayTransform], isAPI: false,
      source: #"""
        extension JSONSupport {
          /// An array, or a single value standing for a one-element array.
          public enum OneOrMany<Element: Codable & Sendable>: Codable, Sendable {
            case many([Element])
            case one(Element)

            public init(from decoder: any Decoder) throws {
              let container = try decoder.singleValueContainer()
              if let many = try? container.decode([Element].self) {
                self = .many(many)
              } else {
                self = .one(try container.decode(Element.self))
              }
            }

            public func encode(to encoder: any Encoder) throws {
              var container = encoder.singleValueContainer()
              switch self {
              case .many(let elements): try container.encode(elements)
              case .one(let element): try container.encode(element)
              }
            }
          }

          /// Accepts a single value where an array is expected.
          public struct OneOrManyTransform<Element: Transform>: Transform
          where Element.JSONRepresentation: Sendable {
            public let element: Element

            public init(_ element: Element) {
              self.element = element
            }

            public func value(
              from json: OneOrMany<Element.JSONRepresentation>, codingPath: [any CodingKey]
            ) throws -> [Element.Value] {
              switch json {
              case .many(let items):
                try ArrayTransform(element).value(from: items, codingPath: codingPath)
              case .one(let item): [try element.value(from: item, codingPath: codingPath)]
              }
            }

            public func json(
              from value: [Element.Value]
            ) throws -> OneOrMany<Element.JSONRepresentation> {
              .many(try value.map { try element.json(from: $0) })
            }
          }
        }
        """#),
    SupportPart(
      id: .optionalTransform, uses: [.transform], isAPI: false,
      source: #"""
        extension JSONSupport {
          /// Applies a transform to a value that may be `null`.
          public struct OptionalTransform<Wrapped: Transform>: Transform {
            public let wrapped: Wrapped

            public init(_ wrapped: Wrapped) {
              self.wrapped = wrapped
            }

            public func value(
              from json: Wrapped.JSONRepresentation?, codingPath: [any CodingKey]
            ) throws -> Wrapped.Value? {
              try json.map { try wrapped.value(from: $0, codingPath: codingPath) }
            }

            public func json(from value: Wrapped.Value?) throws -> Wrapped.JSONRepresentation? {
              try value.map { try wrapped.json(from: $0) }
            }
          }
        }
        """#),
    SupportPart(
      id: .otherKeys, uses: [.indexKey], isAPI: false,
      source: #"""
        extension JSONSupport {
          /// Reads and writes the members of a JSON object whose keys no property of the model reads: the
          /// keys an API added, or an object's data keys beside its fixed ones.
          public enum OtherKeys {
            /// The members of the object `decoder` holds, each decoded as `Value`, except those whose keys
            /// `Known` (the model's coding keys) lists.
            public static func decode<Value: Decodable, Known: CodingKey>(
              _ type: Value.Type, from decoder: any Decoder, excluding known: Known.Type
            ) throws -> [String: Value] {
              let container = try decoder.container(keyedBy: IndexKey.self)
              var members: [String: Value] = [:]
              for key in container.allKeys where Known(stringValue: key.stringValue) == nil {
                members[key.stringValue] = try container.decode(Value.self, forKey: key)
              }
              return members
            }

            /// Every member of the object `decoder` holds, each decoded as `Value`.
            public static func decode<Value: Decodable>(
              _ type: Value.Type, from decoder: any Decoder
            ) throws -> [String: Value] {
              try decode(type, from: decoder, excluding: NoKey.self)
            }

            /// Writes `members` into the object `encoder` writes, in the order of their keys.
            public static func encode<Value: Encodable>(
              _ members: [String: Value], to encoder: any Encoder
            ) throws {
              var container = encoder.container(keyedBy: IndexKey.self)
              for (key, value) in members.sorted(by: { $0.key < $1.key }) {
                try container.encode(value, forKey: IndexKey(stringValue: key))
              }
            }

            /// A coding key type with no keys.
            private struct NoKey: CodingKey {
              var stringValue: String { "" }
              var intValue: Int? { nil }
              init?(stringValue: String) { nil }
              init?(intValue: Int) { nil }
            }
          }
        }
        """#),
    SupportPart(
      id: .scalar, uses: [], isAPI: false,
      source: #"""
        extension JSONSupport {
          /// A JSON scalar of any kind, for lenient conversions.
          public enum Scalar: Codable, Hashable, Sendable {
            case bool(Bool)
            case integer(Int)
            case double(Double)
            case string(String)

            public init(from decoder: any Decoder) throws {
              let container = try decoder.singleValueContainer()
              if let value = try? container.decode(Bool.self) {
                self = .bool(value)
              } else if let value = try? container.decode(Int.self) {
                self = .integer(value)
              } else if let value = try? container.decode(Double.self) {
                self = .double(value)
              } else {
                self = .string(try container.decode(String.self))
              }
            }

            public func encode(to encoder: any Encoder) throws {
              var container = encoder.singleValueContainer()
              switch self {
              case .bool(let value): try container.encode(value)
              case .integer(let value): try container.encode(value)
              case .double(let value): try container.encode(value)
              case .string(let value): try container.encode(value)
              }
            }
          }
        }
        """#),
    SupportPart(
      id: .transformIfPresent, uses: [.transform], isAPI: false,
      source: #"""
        extension JSONSupport.Transform {
          /// Decodes the value for `key` of `container` through this transform, or `nil` when the
          /// container, the key or its value is missing or `null`.
          public func decodeIfPresent<Key: CodingKey>(
            from container: KeyedDecodingContainer<Key>?, forKey key: Key
          ) throws -> Value? {
            guard let container,
              let json = try container.decodeIfPresent(JSONRepresentation.self, forKey: key)
            else { return nil }
            return try value(from: json, codingPath: container.codingPath + [key])
          }

          /// Encodes `value` for `key` of `container` through this transform, or nothing when it is `nil`.
          public func encodeIfPresent<Key: CodingKey>(
            _ value: Value?, to container: inout KeyedEncodingContainer<Key>, forKey key: Key
          ) throws {
            guard let value else { return }
            try container.encode(json(from: value), forKey: key)
          }
        }
        """#),
    SupportPart(
      id: .transform, uses: [], isAPI: false,
      source: #"""
        extension JSONSupport {
          /// Converts between a value's JSON representation and its Swift type where plain `Codable` does
          /// not.
          public protocol Transform: Sendable {
            associatedtype Value
            associatedtype JSONRepresentation: Codable

            /// The Swift value for `json`, found at `codingPath` (used in errors).
            func value(from json: JSONRepresentation, codingPath: [any CodingKey]) throws -> Value

            /// The JSON representation of `value`.
            func json(from value: Value) throws -> JSONRepresentation
          }
        }

        extension JSONSupport.Transform {
          /// Decodes the value for `key` of `container` through this transform.
          public func decode<Key: CodingKey>(
            from container: KeyedDecodingContainer<Key>, forKey key: Key
          ) throws -> Value {
            let json = try container.decode(JSONRepresentation.self, forKey: key)
            return try value(from: json, codingPath: container.codingPath + [key])
          }

          /// Encodes `value` for `key` of `container` through this transform.
          public func encode<Key: CodingKey>(
            _ value: Value, to container: inout KeyedEncodingContainer<Key>, forKey key: Key
          ) throws {
            try container.encode(json(from: value), forKey: key)
          }
        }
        """#),
    SupportPart(
      id: .unixTimeTransform, uses: [.transform], isAPI: false,
      source: #"""
        extension JSONSupport {
          /// Reads and writes dates as Unix timestamps (seconds or milliseconds since 1970).
          public struct UnixTimeTransform: Transform {
            /// The unit of the timestamps.
            public enum Unit: Sendable {
              case seconds
              case milliseconds
            }

            public let unit: Unit

            public init(_ unit: Unit) {
              self.unit = unit
            }

            public func value(from json: Double, codingPath: [any CodingKey]) -> Date {
              Date(timeIntervalSince1970: unit == .seconds ? json : json / 1000)
            }

            public func json(from value: Date) -> Double {
              let seconds = value.timeIntervalSince1970
              guard unit == .milliseconds else { return seconds }
              let milliseconds = seconds * 1000
              let whole = milliseconds.rounded()
              return abs(milliseconds - whole) < 0.001 ? whole : milliseconds
            }
          }
        }
        """#),
  ]
}

/// The name of each support part (a file of `Sources/MantleGenSupport`).
enum SupportPartID: String, CaseIterable, Comparable, Sendable {
  case arrayMember = "ArrayMember"
  case arrayTransform = "ArrayTransform"
  case constraints = "Constraints"
  case convertedKey = "ConvertedKey"
  case dateFormat = "DateFormat"
  case dateFormatterTransform = "DateFormatterTransform"
  case dateTransform = "DateTransform"
  case dictionaryTransform = "DictionaryTransform"
  case emptyArrayAsNilTransform = "EmptyArrayAsNilTransform"
  case firstElementTransform = "FirstElementTransform"
  case identityTransform = "IdentityTransform"
  case indexKey = "IndexKey"
  case invalidValueLog = "InvalidValueLog"
  case jsonValue = "JSONValue"
  case lenientCoercion = "LenientCoercion"
  case lenientTransform = "LenientTransform"
  case lossyArray = "LossyArray"
  case lowercaseUUIDTransform = "LowercaseUUIDTransform"
  case nestedContainer = "NestedContainer"
  case numberFormatTransform = "NumberFormatTransform"
  case numberStringTransform = "NumberStringTransform"
  case oneOrManyTransform = "OneOrManyTransform"
  case optionalTransform = "OptionalTransform"
  case otherKeys = "OtherKeys"
  case scalar = "Scalar"
  case transformIfPresent = "TransformIfPresent"
  case transform = "Transform"
  case unixTimeTransform = "UnixTimeTransform"

  static func < (lhs: Self, rhs: Self) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
