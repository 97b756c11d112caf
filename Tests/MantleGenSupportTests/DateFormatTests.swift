import Foundation
import Testing

@testable import MantleGenSupport

typealias DateFormat = JSONSupport.DateFormat

@Suite("DateFormat")
struct DateFormatTests {
  /// `Date` for whole seconds since 1970 plus `fraction / 10^digits`, computed the way the format
  /// computes it (integer arithmetic first, one division).
  private func date(_ secondsSince1970: Int, fraction: Int = 0, digits: Int = 0) -> Date {
    let whole = Double(secondsSince1970 - 978_307_200)
    return Date(timeIntervalSinceReferenceDate: whole + Double(fraction) / pow(10, Double(digits)))
  }

  @Test(
    "detects the supported formats",
    arguments: [
      ("2013-02-27T19:35:32Z", DateFormat.iso8601(fractionDigits: 0, zone: "Z")),
      ("2013-02-27T19:35:32.123Z", .iso8601(fractionDigits: 3, zone: "Z")),
      ("2015-04-24T01:46:50.459583Z", .iso8601(fractionDigits: 6, zone: "Z")),
      ("2013-02-27T19:35:32.1Z", .iso8601(fractionDigits: 1, zone: "Z")),
      ("2024-05-01T10:00:00+02:00", .iso8601(fractionDigits: 0, zone: "+02:00")),
      ("2024-05-01T10:00:00.250-0530", .iso8601(fractionDigits: 3, zone: "-0530")),
      ("2024-05-01T10:00:00+00:00", .iso8601(fractionDigits: 0, zone: "+00:00")),
      ("2024-05-01T10:00:00+01", .iso8601(fractionDigits: 0, zone: "+01")),
      ("2013-02-27T19:35:32", .iso8601(fractionDigits: 0, zone: "")),
      ("2013-02-27T19:35:32.25", .iso8601(fractionDigits: 2, zone: "")),
      ("2013-02-27T19:35", .iso8601Minutes(zone: "")),
      ("2013-02-27T19:35Z", .iso8601Minutes(zone: "Z")),
      ("2013-02-27T19:35+02:00", .iso8601Minutes(zone: "+02:00")),
      ("2013-02-27 19:35:32", .dateTime),
      ("2013-02-27", .date),
      ("2000-02-29", .date),
      ("0001-01-01T00:00:00Z", .iso8601(fractionDigits: 0, zone: "Z")),
      ("9999-12-31T23:59:59Z", .iso8601(fractionDigits: 0, zone: "Z")),
    ])
  func detects(text: String, format: DateFormat) {
    #expect(DateFormat.detect(text) == format)
    #expect(format.matches(text))
    let parsed = format.date(from: text)
    #expect(parsed.map(format.string(from:)) == text)
  }

  @Test(
    "rejects text that is not a supported date or does not round-trip",
    arguments: [
      "Sat Aug 19 11:33:19 EDT 2017", "2013-02-30", "2013-13-01", "2013-00-10", "2013-01-00",
      "1900-02-29", "2013-02-27T24:00:00Z", "2013-02-27 24:00:00", "2013-02-27T19:60:00Z",
      "2013-02-27T19:35:60Z", "2013-02-27T19:35:32.123456789Z", "2013-02-27T19:35:32.1234567Z",
      "2013-02-27T19:35:32.Z", "2013-02-27T19:35:32.", "2013-02-27T19:35:32z",
      "2013-02-27t19:35:32Z", "2013-02-27T19:35:32 Z", "2013-02-27T19:35:32+25:00",
      "2013-02-27T19:35:32+02:60", "2013-02-27T19:35:32+0:200", "2013-02-27T19:35:32EST",
      "2013-02-27 19:35:32Z", "2013-02-27 19:35", "2013-02-27T19:3", "2013-02-27T19:35:",
      "2013-02-27T19:35.5Z", "2013-02-27T19:35z", "2013-02-27T19:60", "v1.0.0", "12345", "1361993732", "3.14", "",
      "13-02-27", "13-02-27T19:35:32Z", "-2013-02-27", "-0001-01-01T00:00:00Z", "0000-01-01",
      "12013-02-27", "2013/02/27", "2013-2-27", "2013-02-27T19:35:32Z ", " 2013-02-27",
      "２０１３-02-27",
    ])
  func rejects(text: String) {
    #expect(DateFormat.detect(text) == nil)
  }

  @Test(
    "reading any layout rejects text that is no date, however long its parts, without overflowing",
    arguments: [
      "2013-02-27T19:35+" + String(repeating: "9", count: 40), "2013-02-27T19:35:32." + String(repeating: "9", count: 40),
      "2013-02-27T19:35:32Z" + String(repeating: "0", count: 40), String(repeating: "9", count: 40),
      "2013-02-27T19:35:32+02:00:00", "2013-02-27T19:35:32+" + String(repeating: ":", count: 5), "2013-02-27T",
    ])
  func anyLayoutRejects(text: String) {
    #expect(DateFormat.anyISO8601.date(from: text) == nil)
  }

  @Test("reads exact instants")
  func exactValues() {
    let cases: [(String, DateFormat, Date)] = [
      ("2013-02-27T19:35:32Z", .iso8601(fractionDigits: 0, zone: "Z"), date(1_361_993_732)),
      (
        "2013-02-27T19:35:32.123Z", .iso8601(fractionDigits: 3, zone: "Z"),
        date(1_361_993_732, fraction: 123, digits: 3)
      ),
      (
        "2015-04-24T01:46:50.459583Z", .iso8601(fractionDigits: 6, zone: "Z"),
        date(1_429_840_010, fraction: 459_583, digits: 6)
      ),
      (
        "2024-05-01T10:00:00+02:00", .iso8601(fractionDigits: 0, zone: "+02:00"),
        date(1_714_550_400)
      ),
      ("2024-05-01T10:00:00-0530", .iso8601(fractionDigits: 0, zone: "-0530"), date(1_714_577_400)),
      ("2013-02-27 19:35:32", .dateTime, date(1_361_993_732)),
      ("2013-02-27T19:35", .iso8601Minutes(zone: ""), date(1_361_993_700)),
      ("2013-02-27T21:35+02:00", .iso8601Minutes(zone: "+02:00"), date(1_361_993_700)),
      ("2013-02-27", .date, date(1_361_923_200)),
      ("2000-02-29", .date, date(951_782_400)),
      ("0001-01-01T00:00:00Z", .iso8601(fractionDigits: 0, zone: "Z"), date(-62_135_596_800)),
      ("9999-12-31T23:59:59Z", .iso8601(fractionDigits: 0, zone: "Z"), date(253_402_300_799)),
    ]
    for (text, format, expected) in cases {
      #expect(format.date(from: text) == expected, "\(text)")
    }
    #expect(date(1_361_993_732) == Date(timeIntervalSince1970: 1_361_993_732))
  }

  @Test("matches only its own layout and zone, while reading accepts any ISO variant")
  func strictMatching() {
    let milliseconds = DateFormat.iso8601(fractionDigits: 3, zone: "Z")
    #expect(!milliseconds.matches("2013-02-27T19:35:32Z"))
    #expect(!milliseconds.matches("2013-02-27T19:35:32.123456Z"))
    #expect(!milliseconds.matches("2013-02-27T19:35:32.12Z"))
    let berlin = DateFormat.iso8601(fractionDigits: 0, zone: "+02:00")
    #expect(berlin.matches("2024-05-01T10:00:00+02:00"))
    #expect(!berlin.matches("2024-05-01T10:00:00+0200"))
    #expect(!berlin.matches("2024-05-01T10:00:00Z"))
    #expect(!DateFormat.date.matches("2013-02-27 19:35:32"))
    #expect(!DateFormat.dateTime.matches("2013-02-27T19:35:32"))
    #expect(!DateFormat.iso8601(fractionDigits: 9, zone: "Z").matches("2013-02-27T19:35:32Z"))
    #expect(milliseconds.date(from: "2013-02-27T19:35:32Z") == date(1_361_993_732))
    #expect(DateFormat.date.date(from: "2013-02-27 19:35:32") == date(1_361_993_732))
    #expect(milliseconds.date(from: "27.02.2013") == nil)
    let local = DateFormat.iso8601(fractionDigits: 0, zone: "")
    #expect(local.matches("2013-02-27T19:35:32"))
    #expect(!local.matches("2013-02-27T19:35:32Z"))
    #expect(!DateFormat.iso8601(fractionDigits: 0, zone: "Z").matches("2013-02-27T19:35:32"))
    #expect(local.date(from: "2013-02-27T19:35:32") == date(1_361_993_732))
    #expect(local.date(from: "2013-02-27T21:35:32+02:00") == date(1_361_993_732))
  }

  @Test("writes dates in the format, carrying rounded fractions")
  func formatting() {
    let instant = date(1_361_993_732, fraction: 123, digits: 3)
    #expect(
      DateFormat.iso8601(fractionDigits: 3, zone: "Z").string(from: instant)
        == "2013-02-27T19:35:32.123Z")
    #expect(
      DateFormat.iso8601(fractionDigits: 0, zone: "Z").string(from: instant)
        == "2013-02-27T19:35:32Z")
    #expect(
      DateFormat.iso8601(fractionDigits: 3, zone: "+02:00").string(from: instant)
        == "2013-02-27T21:35:32.123+02:00")
    #expect(DateFormat.dateTime.string(from: instant) == "2013-02-27 19:35:32")
    #expect(DateFormat.iso8601(fractionDigits: 3, zone: "").string(from: instant) == "2013-02-27T19:35:32.123")
    // Without seconds, the seconds of the instant are left out.
    #expect(DateFormat.iso8601Minutes(zone: "Z").string(from: instant) == "2013-02-27T19:35Z")
    #expect(DateFormat.iso8601Minutes(zone: "-05:00").string(from: instant) == "2013-02-27T14:35-05:00")
    #expect(DateFormat.date.string(from: instant) == "2013-02-27")
    let almostNextSecond = Date(timeIntervalSinceReferenceDate: 0.9999999)
    #expect(
      DateFormat.iso8601(fractionDigits: 3, zone: "Z").string(from: almostNextSecond)
        == "2001-01-01T00:00:01.000Z")
    #expect(
      DateFormat.iso8601(fractionDigits: 3, zone: "Z").string(
        from: Date(timeIntervalSince1970: 0.5))
        == "1970-01-01T00:00:00.500Z")
    #expect(
      DateFormat.iso8601(fractionDigits: 0, zone: "-0530").string(
        from: Date(timeIntervalSince1970: 0))
        == "1969-12-31T18:30:00-0530")
  }

  @Test("does not crash on extreme dates")
  func extremeDates() {
    let format = DateFormat.iso8601(fractionDigits: 6, zone: "Z")
    for interval in [Double.nan, .infinity, -.infinity, 1e300, -1e300] {
      _ = format.string(from: Date(timeIntervalSinceReferenceDate: interval))
    }
    #expect(DateFormat.date.string(from: date(-62_135_596_800 - 86_400)) == "0000-12-31")
    #expect(DateFormat.date.string(from: date(-62_135_596_800 - 367 * 86_400)) == "-0001-12-31")
  }

  @Test("an instant from year 10000 on, also 9999's last one rounded up, is written in year 9999, readable again")
  func lastFourDigitYear() throws {
    let layouts: [DateFormat] = [
      .anyISO8601, .iso8601(fractionDigits: 0, zone: "Z"), .iso8601(fractionDigits: 6, zone: "+02:00"), .date,
    ]
    for text in ["9999-12-31T23:59:59.9999999Z", "9999-12-31T23:59:59.999999Z", "9999-12-31T23:59:59.5Z"] {
      let date = try #require(DateFormat.anyISO8601.date(from: text))
      for format in layouts {
        let written = format.string(from: date)
        #expect(written.hasPrefix("9999-12-31") && format.date(from: written) != nil, "\(format): \(written)")
      }
    }
    let far = Date(timeIntervalSinceReferenceDate: 1e14)
    #expect(DateFormat.iso8601(fractionDigits: 3, zone: "Z").string(from: far) == "9999-12-31T23:59:59.999Z")
  }

  @Test("generated timestamps round-trip whenever detected")
  func generatedTimestamps() {
    var generator = SplitMix64(seed: 2024)
    let zones = ["Z", "Z", "+02:00", "-0530"]
    for index in 0..<6000 {
      let digits = [0, 3, 6][index % 3]
      let fraction =
        digits == 0 ? "" : "." + padded(generator.next(below: Int(pow(10, Double(digits)))), digits)
      let text =
        "\(1970 + generator.next(below: 131))-\(padded(1 + generator.next(below: 12), 2))-"
        + "\(padded(1 + generator.next(below: 28), 2))T\(padded(generator.next(below: 24), 2)):"
        + "\(padded(generator.next(below: 60), 2)):\(padded(generator.next(below: 60), 2))"
        + fraction + zones[generator.next(below: zones.count)]
      let format = DateFormat.detect(text)
      if let format {
        #expect(format.string(from: format.date(from: text)!) == text)
      } else {
        #expect(digits == 6, "\(text) was not detected")
      }
    }
  }

  private func padded(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}

/// A small deterministic pseudo-random generator, so property tests see the same values each run.
private struct SplitMix64 {
  var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next(below bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int((z ^ (z >> 31)) % UInt64(bound))
  }
}

@Suite("DateFormat matching")
struct DateFormatMatchingTests {
  /// The definition `matches(utf8:)` shortens: the text reads as a date that writes back as the same text.
  private func roundTrips(_ format: DateFormat, _ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      guard let date = format.date(fromUTF8: bytes) else { return false }
      return format.string(from: date).utf8.elementsEqual(bytes)
    }
  }

  @Test("matching without writing agrees with reading then writing, for every fraction length, far dates and zones")
  func matchingAgreesWithRoundTrip() {
    var generator = SystemRandomNumberGenerator()
    let zones = ["Z", "+02:00", "-0530", "+01", "-12:00"]
    var checked = 0
    var mismatched = 0
    for _ in 0..<20_000 {
      let year = [Int.random(in: 1...9999, using: &generator), Int.random(in: 1990...2060, using: &generator)]
        .randomElement(using: &generator)!
      let digits = Int.random(in: 0...6, using: &generator)
      let zone = zones.randomElement(using: &generator)!
      let fraction = String((0..<digits).map { _ in "0123456789".randomElement(using: &generator)! })
      let day = Int.random(in: 1...31, using: &generator)
      let text =
        String(
          format: "%04d-%02d-%02dT%02d:%02d:%02d", year, Int.random(in: 1...12, using: &generator), day,
          Int.random(in: 0...23, using: &generator), Int.random(in: 0...59, using: &generator),
          Int.random(in: 0...59, using: &generator))
        + (digits > 0 ? "." + fraction : "") + zone
      let format = DateFormat.iso8601(fractionDigits: digits, zone: zone)
      let expected = roundTrips(format, text)
      if format.matches(text) != expected { mismatched += 1 }
      if expected { checked += 1 }
      // The other fixed formats, on the date part.
      let dateOnly = String(text.prefix(10))
      if DateFormat.date.matches(dateOnly) != roundTrips(.date, dateOnly) { mismatched += 1 }
    }
    #expect(mismatched == 0)
    #expect(checked > 10_000)
    // Six fraction digits do not survive far from 2001: both ways say so.
    #expect(!DateFormat.iso8601(fractionDigits: 6, zone: "Z").matches("9999-12-31T23:59:59.123457Z"))
    #expect(!roundTrips(.iso8601(fractionDigits: 6, zone: "Z"), "9999-12-31T23:59:59.123457Z"))
    #expect(DateFormat.iso8601(fractionDigits: 6, zone: "Z").matches("2024-02-29T23:59:59.999999Z"))
  }

  @Test(
    "zone offsets: Z, ±HH, ±HHMM and ±HH:MM up to 23:59; anything else is not a zone",
    arguments: [
      ("Z", 0), ("+00", 0), ("+05", 18_000), ("-05", -18_000), ("+0530", 19_800), ("-05:30", -19_800),
      ("+23:59", 86_340), ("-2359", -86_340),
    ] as [(String, Int)])
  func zoneOffsets(zone: String, seconds: Int) {
    #expect(DateFormat.zoneOffset(zone.utf8) == seconds)
    #expect(DateFormat.zoneOffset(Array(zone.utf8)) == seconds)
  }

  @Test(
    "strings that are not zones have no offset",
    arguments: [
      "", "z", "Z0", "+", "+5", "05:30", "0530", "+053", "+5:30", "+05:3", "+05-30", "+053:0", "+05:3a", "+0a",
      "+24", "+24:00", "+05:60", "+0560", "+05:30:00", "++05", " +05", "+05 ",
      // Too long to be an offset: read no further (the digits would overflow).
      "+" + String(repeating: "9", count: 40),
    ])
  func notZones(zone: String) {
    #expect(DateFormat.zoneOffset(zone.utf8) == nil)
  }
}
