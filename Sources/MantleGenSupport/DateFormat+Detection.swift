// mantlegen:support library-only
import Foundation

extension JSONSupport.DateFormat {
  /// The format of `text` if, and only if, `text` parses under it and formatting the parsed date
  /// gives back exactly `text`.
  public static func detect(_ text: String) -> Self? {
    var text = text
    return text.withUTF8 { detect(utf8: $0) }
  }

  /// `detect` on UTF-8 bytes.
  public static func detect(utf8 bytes: Swift.UnsafeBufferPointer<UInt8>) -> Self? {
    guard let format = candidate(for: bytes), format.matches(utf8: bytes) else { return nil }
    return format
  }

  /// `date(from:)` on UTF-8 bytes.
  public func date(utf8 bytes: Swift.UnsafeBufferPointer<UInt8>) -> Date? {
    Self.anyDate(fromUTF8: bytes)
  }

  /// The date of `bytes` when they are in exactly this fixed layout, else `nil` (also for
  /// `anyISO8601`): the strict reading that inference and the drift check use to tell formats
  /// apart (generated code reads any layout).
  func date(fromUTF8 bytes: Swift.UnsafeBufferPointer<UInt8>) -> Date? {
    guard let layout else { return nil }
    let zoneStart = 19 - layout.dropped + (layout.digits > 0 ? layout.digits + 1 : 0)
    // The separators before the zone in their places and the zone as written; `anyDate` reads the
    // digits between them.
    guard bytes.count == zoneStart + layout.zone.utf8.count,
      bytes[zoneStart...].elementsEqual(layout.zone.utf8),
      Self.separators.allSatisfy({ position, separator in
        position >= zoneStart
          || bytes[position]
            == (position == 10 && self == .dateTime ? UInt8(ascii: " ") : separator)
      })
    else { return nil }
    return Self.anyDate(fromUTF8: bytes)
  }

  /// The separators of `yyyy-MM-ddTHH:mm:ss.S` and their places.
  private static let separators = Array(zip([4, 7, 10, 13, 16, 19], "--T::.".utf8))

  /// Whether `text` is in this format and round-trips exactly.
  public func matches(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { matches(utf8: $0) }
  }

  /// `matches` on UTF-8 bytes. Every ISO 8601 date matches `anyISO8601` (which keeps the instant,
  /// not the text).
  public func matches(utf8 bytes: Swift.UnsafeBufferPointer<UInt8>) -> Bool {
    guard self != .anyISO8601 else { return Self.anyDate(fromUTF8: bytes) != nil }
    guard let date = date(fromUTF8: bytes) else { return false }
    // Writing gives back the fields that were read (they are in range, or reading fails). Only the
    // fraction can differ: it went through the `Double` of the instant, which holds fewer digits
    // the further the date is from 2001. So compare the fraction `utf8(from:)` writes with the one
    // read, without writing the rest.
    guard case .iso8601(let digits, _) = self, digits > 0 else { return true }
    var scale = 1.0
    var fraction = 0.0
    for byte in bytes[20..<(20 + digits)] {
      scale *= 10
      fraction = fraction * 10 + Double(byte - UInt8(ascii: "0"))
    }
    let interval = date.timeIntervalSinceReferenceDate
    return ((interval - interval.rounded(.down)) * scale).rounded() == fraction
  }

  /// The format for a place whose values are in `self` and in `other`: the same format, or
  /// `anyISO8601` when they differ (every format here is an ISO 8601 layout).
  public func unified(with other: Self) -> Self {
    self == other ? self : .anyISO8601
  }

  /// The only format `bytes` can be in, judged from its length and separators alone.
  private static func candidate(for bytes: Swift.UnsafeBufferPointer<UInt8>) -> Self? {
    let count = bytes.count
    guard count == 10 || (16...32).contains(count), bytes[4] == UInt8(ascii: "-"),
      bytes[7] == UInt8(ascii: "-")
    else { return nil }
    if count == 10 { return .date }
    guard bytes[13] == UInt8(ascii: ":") else { return nil }
    if count == 16 || bytes[16] != UInt8(ascii: ":") {
      // No seconds: what follows the minutes is the zone, or nothing.
      let zone = Swift.UnsafeBufferPointer(rebasing: bytes[16...])
      guard bytes[10] == UInt8(ascii: "T"), zone.isEmpty || zoneOffset(zone) != nil else {
        return nil
      }
      return .iso8601Minutes(zone: String(decoding: zone, as: Swift.UTF8.self))
    }
    guard count >= 19 else { return nil }
    if bytes[10] == UInt8(ascii: " ") { return count == 19 ? .dateTime : nil }
    guard bytes[10] == UInt8(ascii: "T") else { return nil }
    var zoneStart = 19
    if count > 19, bytes[19] == UInt8(ascii: ".") {
      zoneStart = 20
      while zoneStart < count, isDigit(bytes[zoneStart]) { zoneStart += 1 }
      guard (21...26).contains(zoneStart) else { return nil }
    }
    // No zone is a local date-time, read as UTC.
    let zone = Swift.UnsafeBufferPointer(rebasing: bytes[zoneStart...])
    guard zone.isEmpty || zoneOffset(zone) != nil else { return nil }
    let digits = zoneStart == 19 ? 0 : zoneStart - 20
    return .iso8601(fractionDigits: digits, zone: String(decoding: zone, as: Swift.UTF8.self))
  }
}
