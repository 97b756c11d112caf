import Foundation
import Testing

/// A date-only value (`yyyy-MM-dd`, JSON Schema's `format: date`) is a day, not an instant: the
/// support code's `CalendarDay`, read and written as the same text in every time zone, and the day
/// a user picks in their zone is the day written.
@Suite("Calendar days")
struct CalendarDayTests {
  static let schema = """
    { "mantlegen": 1, "root": "Booking", "rootType": "Booking", "sources": ["booking.json"],
      "options": { "access": "public", "merge": false },
      "models": [
        { "name": "Booking", "properties": [
          { "name": "checkIn", "key": "check_in", "type": "CalendarDay" },
          { "name": "checkOut", "key": "check_out", "type": "CalendarDay", "optional": true },
          { "name": "nights", "key": "nights", "type": "[CalendarDay]", "default": [] } ] } ] }
    """

  @Test("a day picked in Tokyo, Los Angeles, UTC or Kiritimati is written as that day and read back as written")
  func sameDayInEveryTimeZone() async throws {
    let folder = try TestPaths.scratchFolder("calendar-day")
    defer { try? FileManager.default.removeItem(at: folder) }
    let main = """
      import Foundation

      let encoder = JSONEncoder()
      encoder.outputFormatting = .sortedKeys
      let text = try String(contentsOfFile: CommandLine.arguments[1], encoding: .utf8)
      for identifier in ["UTC", "Asia/Tokyo", "America/Los_Angeles", "Pacific/Kiritimati"] {
        NSTimeZone.default = TimeZone(identifier: identifier)!
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        // May 1 at 00:30 and at 23:30 where the user is.
        let early = calendar.date(from: DateComponents(year: 2024, month: 5, day: 1, hour: 0, minute: 30))!
        let late = calendar.date(from: DateComponents(year: 2024, month: 5, day: 1, hour: 23, minute: 30))!
        let picked = Booking(checkIn: .init(early), checkOut: .init(late))
        let decoded = try JSONDecoder().decode(Booking.self, from: Data(text.utf8))
        let start = calendar.dateComponents([.year, .month, .day, .hour], from: decoded.checkIn.start()!)
        print(
          identifier, String(decoding: try encoder.encode(picked), as: UTF8.self),
          String(decoding: try encoder.encode(decoded), as: UTF8.self),
          start.year!, start.month!, start.day!, start.hour!, calendar.date(from: decoded.checkIn.dateComponents) == decoded.checkIn.start())
      }
      print(BookingSupport.CalendarDay(year: 2023, month: 2, day: 29) == nil, BookingSupport.CalendarDay("2024-02-29")! < BookingSupport.CalendarDay("2024-03-01")!)
      for bad in [#"{"check_in": "2024-13-01"}"#, #"{"check_in": "2024-5-1"}"#, #"{"check_in": "2024-05-01T00:00:00Z"}"#] {
        do {
          _ = try JSONDecoder().decode(Booking.self, from: Data(bad.utf8))
          print("decoded", bad)
        } catch DecodingError.dataCorrupted(let context) {
          print(context.codingPath.map(\\.stringValue), context.debugDescription)
        }
      }

      """
    let (schema, checker) = try await RoundTripChecker.build(schema: Self.schema, in: folder, main: main)
    let sample = folder.appendingPathComponent("booking.json")
    try Data(#"{"check_in": "2024-02-29", "check_out": "2024-03-01", "nights": ["2024-02-29"]}"#.utf8).write(to: sample)
    let run = try await ProcessRunner.run(checker, [sample.path])
    try #require(run.status == 0, "\(run.standardError)")
    let picked = #"{"check_in":"2024-05-01","check_out":"2024-05-01","nights":[]}"#
    let read = #"{"check_in":"2024-02-29","check_out":"2024-03-01","nights":["2024-02-29"]}"#
    #expect(
      run.standardOutput == """
        UTC \(picked) \(read) 2024 2 29 0 true
        Asia/Tokyo \(picked) \(read) 2024 2 29 0 true
        America/Los_Angeles \(picked) \(read) 2024 2 29 0 true
        Pacific/Kiritimati \(picked) \(read) 2024 2 29 0 true
        true true
        ["check_in"] Expected a day written yyyy-MM-dd, found '2024-13-01'.
        ["check_in"] Expected a day written yyyy-MM-dd, found '2024-5-1'.
        ["check_in"] Expected a day written yyyy-MM-dd, found '2024-05-01T00:00:00Z'.

        """)

    // The drift check reads days as the model does; the export says `format: date`.
    let drifted = folder.appendingPathComponent("drifted.json")
    try Data(#"{"check_in": "2024-02-30"}"#.utf8).write(to: drifted)
    let check = try await ProcessRunner.run(TestPaths.mantlegen, ["check", schema.path, sample.path, drifted.path])
    #expect(check.status == 1)
    #expect(check.standardOutput.contains("is not a day written yyyy-MM-dd"), "\(check.standardOutput)")
    let export = try await ProcessRunner.run(TestPaths.mantlegen, ["export", schema.path])
    #expect(export.standardOutput.contains(#""checkIn""#) == false)
    #expect(
      export.standardOutput.contains(#""check_in": { "type": "string", "format": "date" }"#), "\(export.standardOutput)"
    )
  }
}
