// mantlegen:support api uses=DateFormat
import Foundation

extension JSONSupport {
  /// An RFC 3339 date-time (JSON Schema's `format: date-time`) as the JSON wrote it: the instant,
  /// usable as a `Date`, and the text, written back as read (`2017-10-10T09:00:00-07:00` stays
  /// that, not `16:00:00Z`). A changed ``date`` is written with the text's offset and fraction
  /// digits. Two values are equal when they stand for the same instant.
  public struct DateTime: Codable, Hashable, Sendable, Swift.Comparable, Swift
      .CustomStringConvertible
  {
    /// The instant.
    public var date: Date
    /// The text as decoded; `nil` for a value made in code.
    public let text: String?

    /// The instant `date`, written in UTC (`yyyy-MM-ddTHH:mm:ssZ`, with a fraction when it has
    /// one).
    public init(_ date: Date) {
      self.date = date
      self.text = nil
    }

    /// The date-time `text` writes, or `nil` when it is no ISO 8601 / RFC 3339 date-time.
    public init?(_ text: String) {
      guard let date = DateFormat.anyISO8601.date(from: text) else { return nil }
      self.date = date
      self.text = text
    }

    public init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      let text = try container.decode(String.self)
      guard let value = Self(text) else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "Expected an ISO 8601 date-time, found '\(text)'.")
      }
      self = value
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(description)
    }

    /// The text: as read while ``date`` is unchanged, else ``date`` in the text's layout.
    public var description: String {
      guard let text else { return DateFormat.anyISO8601.string(from: date) }
      if DateFormat.anyISO8601.date(from: text) == date { return text }
      return layout(of: text).string(from: date)
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.date == rhs.date }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.date < rhs.date }
    public func hash(into hasher: inout Hasher) { hasher.combine(date) }

    /// The fixed layout of `text` (its fraction digits and zone), or the any-layout when that
    /// layout cannot be written as it was (a space, a lowercase `z`, more than 6 digits).
    private func layout(of text: String) -> DateFormat {
      let bytes = Array(text.utf8)
      guard bytes.count >= 19, bytes[10] == UInt8(ascii: "T"), bytes[16] == UInt8(ascii: ":") else {
        return .anyISO8601
      }
      var index = 19
      var digits = 0
      if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
        index += 1
        while index < bytes.count, DateFormat.isDigit(bytes[index]) {
          (index, digits) = (index + 1, digits + 1)
        }
      }
      let zone = String(decoding: bytes[index...], as: Swift.UTF8.self)
      let format = DateFormat.iso8601(fractionDigits: digits, zone: zone)
      return format.layout == nil ? .anyISO8601 : format
    }
  }
}
