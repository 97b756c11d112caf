import Foundation
import Testing

@testable import MantleGenSupport

@Suite("Any ISO 8601 date")
struct AnyISO8601Tests {
  private let instant = Date(timeIntervalSince1970: 1_704_067_200)  // 2024-01-01T00:00:00Z

  @Test(
    "every ISO 8601 / RFC 3339 variant decodes to its instant",
    arguments: [
      ("2024-01-01T00:00:00Z", 0.0), ("2024-01-01T00:00:00.123Z", 0.123),
      ("2024-01-01T00:00:00.123456789Z", 0.123456789), ("2024-01-01T02:00:00+02:00", 0),
      ("2023-12-31T19:00:00-0500", 0), ("2024-01-01T01:00:00+01", 0), ("2024-01-01t00:00:00z", 0),
      ("2024-01-01 00:00:00", 0), ("2024-01-01T00:00Z", 0), ("2024-01-01", 0),
      ("2024-01-01T00:00:00,5Z", 0.5),
    ])
  func variants(text: String, offset: Double) throws {
    let date = try #require(JSONSupport.DateFormat.anyISO8601.date(from: text))
    #expect(abs(date.timeIntervalSince(instant) - offset) < 1e-6)
  }

  @Test(
    "text that is not an ISO date does not decode",
    arguments: [
      "2024-13-01", "2024-02-30T00:00:00Z", "2024-01-01T24:00:00Z", "2024-01-01T00:00:00.Z",
      "2024-01-01T00:00:00.1234567890Z", "2024-01-01T00:00:00+25:00", "2024-01-01X", "01/01/2024",
      "2024-01-01T00", "",
    ])
  func rejects(text: String) {
    #expect(JSONSupport.DateFormat.anyISO8601.date(from: text) == nil)
  }

  @Test("it writes UTC with no, 3 or 6 fraction digits as the instant needs")
  func writes() {
    let format = JSONSupport.DateFormat.anyISO8601
    #expect(format.string(from: instant) == "2024-01-01T00:00:00Z")
    #expect(format.string(from: instant.addingTimeInterval(0.25)) == "2024-01-01T00:00:00.250Z")
    #expect(format.string(from: instant.addingTimeInterval(0.123456)) == "2024-01-01T00:00:00.123456Z")
  }

  @Test("a fixed format still decodes other variants, and re-encodes in its own format")
  func fixedFormatsDecodeVariants() throws {
    let format = JSONSupport.DateFormat.iso8601(fractionDigits: 0, zone: "Z")
    let date = try #require(format.date(from: "2024-01-01T02:00:00.000+02:00"))
    #expect(format.string(from: date) == "2024-01-01T00:00:00Z")
    #expect(!format.matches("2024-01-01T02:00:00.000+02:00"), "matching stays exact")
    #expect(JSONSupport.DateFormat.anyISO8601.matches("2024-01-01T02:00:00.000+02:00"))
  }

  @Test("differing formats unify to any ISO 8601")
  func unify() {
    let zulu = JSONSupport.DateFormat.iso8601(fractionDigits: 0, zone: "Z")
    #expect(zulu.unified(with: zulu) == zulu)
    #expect(zulu.unified(with: .iso8601(fractionDigits: 3, zone: "Z")) == .anyISO8601)
    #expect(JSONSupport.DateFormat.date.unified(with: .dateTime) == .anyISO8601)
  }
}
