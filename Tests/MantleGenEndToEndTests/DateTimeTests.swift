import Foundation
import Testing

/// `format: date-time` imports as the support code's `DateTime`: the instant, usable as a `Date`,
/// and the text, written back as read (offset, fraction, separator); a changed instant is written
/// with the text's offset and fraction digits.
@Suite("Date-times kept as written")
struct DateTimeTests {
  static let document = """
    { "type": "object", "required": ["at"], "properties": {
      "at": { "type": "string", "format": "date-time" },
      "until": { "type": "string", "format": "date-time" },
      "history": { "type": "array", "items": { "type": "string", "format": "date-time" } } } }
    """

  @Test("offsets, fractions and separators are written back as read; a moved instant keeps the offset")
  func textKept() async throws {
    let folder = try TestPaths.scratchFolder("date-time")
    defer { try? FileManager.default.removeItem(at: folder) }
    let document = folder.appendingPathComponent("event.schema.json")
    try Data(Self.document.utf8).write(to: document)
    let models = folder.appendingPathComponent("Models")
    let schema = folder.appendingPathComponent("event.mantlegen.json")
    let imported = try await ProcessRunner.run(
      TestPaths.mantlegen, ["import", document.path, "--name", "Event", "-o", models.path, "--schema-out", schema.path])
    try #require(imported.status == 0, "\(imported.standardError)")
    let main = """
      import Foundation

      let text = CommandLine.arguments[1]
      let event = try JSONDecoder().decode(Event.self, from: Data(text.utf8))
      let encoder = JSONEncoder()
      encoder.outputFormatting = .sortedKeys
      print(String(decoding: try encoder.encode(event), as: UTF8.self))
      var moved = event.at
      moved.date += 3600
      print(event.at.date.timeIntervalSince1970, event.at == EventSupport.DateTime(event.at.date), moved)
      print(EventSupport.DateTime(Date(timeIntervalSince1970: 0.5)), EventSupport.DateTime("yesterday") == nil)

      """
    let checker = try await RoundTripChecker.build(models: models, in: folder, main: main)
    let sample =
      #"{"at":"2017-10-10T09:00:00-07:00","history":["2017-10-10t09:00:00z","2017-10-10 09:00:00+05:30"],"until":"2017-10-10T16:00:00.120Z"}"#
    let run = try await ProcessRunner.run(checker, [sample])
    try #require(run.status == 0, "\(run.standardError)")
    #expect(
      run.standardOutput == """
        \(sample)
        1507651200.0 true 2017-10-10T10:00:00-07:00
        1970-01-01T00:00:00.500Z true

        """)
    // The drift check reads date-times as the model does.
    let bad = folder.appendingPathComponent("bad.json")
    try Data(#"{"at": "yesterday"}"#.utf8).write(to: bad)
    let check = try await ProcessRunner.run(TestPaths.mantlegen, ["check", schema.path, bad.path])
    #expect(check.status == 1)
    #expect(check.standardOutput.contains("is not an ISO 8601 date-time"), "\(check.standardOutput)")
  }
}
