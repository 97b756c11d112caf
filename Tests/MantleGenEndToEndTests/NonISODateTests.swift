import Foundation
import Testing

/// Dates that are not ISO 8601 — HTTP dates, Twitter's form, month names, day-first and
/// month-first numbers — are inferred as `date-format:` transforms, compile, decode to the right
/// instants and encode back to the same text; `check` reports a value that left the format.
@Suite("Non-ISO dates end to end")
struct NonISODateTests {
  static let sample = #"""
    [
      {"modified": "Wed, 21 Oct 2015 07:28:00 GMT", "created_at": "Wed Aug 27 13:08:45 +0000 2008",
       "published": "August 27, 2008", "due": "25/12/2020", "paid": "12/31/2020 18:30", "either": "05/03/2020"},
      {"modified": "Thu, 01 Jan 1970 00:00:00 GMT", "created_at": "Thu Apr 06 15:24:15 +0000 2017",
       "published": "May 5, 2010", "due": "05/03/2021", "paid": "01/02/2021 09:05", "either": "04/01/2021"}
    ]
    """#

  @Test("each layout gets its pattern, compiles, and round-trips; an ambiguous order stays String")
  func roundTrip() async throws {
    let folder = try TestPaths.scratchFolder("non-iso-dates")
    defer { try? FileManager.default.removeItem(at: folder) }
    let sample = folder.appendingPathComponent("dates.json")
    try Self.sample.write(to: sample, atomically: true, encoding: .utf8)
    let models = folder.appendingPathComponent("Models")
    let schema = folder.appendingPathComponent("dates.mantlegen.json")
    let infer = try await ProcessRunner.run(
      TestPaths.mantlegen, ["infer", sample.path, "--name", "Root", "-o", models.path, "--schema-out", schema.path])
    try #require(infer.status == 0, "infer failed: \(infer.standardError)")
    let swift = try String(contentsOf: models.appendingPathComponent("RootElement.swift"), encoding: .utf8)
    for declaration in ["let modified: Date", "let createdAt: Date", "let published: Date", "let due: Date", "let paid: Date",
                        "let either: String"] {
      #expect(swift.contains(declaration), "\(declaration) missing: \(swift)")
    }
    let schemaText = try String(contentsOf: schema, encoding: .utf8)
    for pattern in ["EEE, dd MMM yyyy HH:mm:ss 'GMT'", "EEE MMM dd HH:mm:ss Z yyyy", "MMMM d, yyyy", "dd/MM/yyyy",
                    "MM/dd/yyyy HH:mm"] {
      #expect(schemaText.contains("date-format: \(pattern)"), "no \(pattern)")
    }

    let checker = try await RoundTripChecker.build(models: models, in: folder)
    let run = try await ProcessRunner.run(checker, [sample.path])
    try #require(run.status == 0, "decoding failed: \(run.standardError)")
    let difference = try JSONTree.parse([UInt8](Self.sample.utf8))
      .firstDifference(from: JSONTree.parse([UInt8](run.standardOutput.utf8)))
    #expect(difference == nil, "re-encoded JSON differs at \(difference ?? "")")

    // A value in another layout is drift the check reports.
    let drifted = folder.appendingPathComponent("drifted.json")
    try Self.sample.replacingOccurrences(of: "25/12/2020", with: "2020-12-25")
      .write(to: drifted, atomically: true, encoding: .utf8)
    let check = try await ProcessRunner.run(TestPaths.mantlegen, ["check", schema.path, drifted.path])
    #expect(check.status == 1, "\(check.standardOutput)\(check.standardError)")
    #expect(check.standardOutput.contains("2020-12-25"), "\(check.standardOutput)")
  }

  @Test("a date-format in a time zone and locale (Mantle's MMMM d, yyyy in Los Angeles) decodes the local day and writes it back")
  func zoneAndLocale() async throws {
    let folder = try TestPaths.scratchFolder("date-zone-locale")
    defer { try? FileManager.default.removeItem(at: folder) }
    let schema = """
      { "mantlegen": 1, "root": "Root", "rootType": "Root", "sources": ["s.json"],
        "options": { "access": "public", "merge": false },
        "models": [ { "name": "Root", "jsonPaths": ["$"], "properties": [
          { "name": "published", "key": "published", "type": "Date",
            "transform": "date-format: MMMM d, yyyy; zone: America/Los_Angeles; locale: en_US" } ] } ] }
      """
    let main = """
      import Foundation

      let data = try Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1]))
      let value = try JSONDecoder().decode(Root.self, from: data)
      print(Int(value.published.timeIntervalSince1970))
      print(String(decoding: try JSONEncoder().encode(value), as: UTF8.self))

      """
    let (schemaFile, checker) = try await RoundTripChecker.build(schema: schema, in: folder, main: main)
    let sample = folder.appendingPathComponent("s.json")
    try Data(#"{"published": "August 27, 2008"}"#.utf8).write(to: sample)
    let run = try await ProcessRunner.run(checker, [sample.path])
    try #require(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput == "1219820400\n{\"published\":\"August 27, 2008\"}\n")
    let check = try await ProcessRunner.run(TestPaths.mantlegen, ["check", schemaFile.path, sample.path])
    #expect(check.status == 0, "\(check.standardOutput)")
  }
}
