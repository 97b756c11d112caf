import Foundation
import Testing

/// `number-format: decimal; locale: …`: numbers written as text in a locale's decimal style
/// (Mantle's number transformer), decoded, written back in that style and checked by `check`.
@Suite("Number format transform")
struct NumberFormatTests {
  static let schema = """
    { "mantlegen": 1, "root": "Reading", "rootType": "Reading", "sources": ["reading.json"],
      "options": { "access": "public", "merge": false },
      "models": [ { "name": "Reading", "jsonPaths": ["$"], "properties": [
        { "name": "amount", "key": "amount", "type": "Double", "transform": "number-format: decimal; locale: en_US" },
        { "name": "german", "key": "german", "type": "Decimal", "transform": "number-format: decimal; locale: de_DE" },
        { "name": "count", "key": "count", "type": "Int", "transform": "number-format: decimal; locale: en_US" },
        { "name": "history", "key": "history", "type": "[Double]", "optional": true,
          "transform": "number-format: decimal; locale: en_US" } ] } ] }
    """

  @Test(
    "Mantle's number transformer: \"0.12345\" reads as 0.12345, 12345.678 writes \"12,345.678\"; other locales; \"Apple\" fails"
  )
  func readsAndWrites() async throws {
    let folder = try TestPaths.scratchFolder("number-format")
    defer { try? FileManager.default.removeItem(at: folder) }
    let main = """
      import Foundation

      let encoder = JSONEncoder()
      encoder.outputFormatting = .sortedKeys
      for path in CommandLine.arguments.dropFirst() {
        do {
          let value = try JSONDecoder().decode(Reading.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
          print(value.amount, value.german, value.count, value.history ?? [])
          print(String(decoding: try encoder.encode(value), as: UTF8.self))
        } catch {
          print("error:", error)
        }
      }

      """
    let (schema, checker) = try await RoundTripChecker.build(schema: Self.schema, in: folder, main: main)
    func sample(_ name: String, _ json: String) throws -> String {
      try SchemaFixtures.sample(name, json, in: folder)
    }
    let spec = try sample("spec.json", #"{"amount": "0.12345", "german": "12.345,678", "count": "1,234,567"}"#)
    let grouped = try sample(
      "grouped.json", #"{"amount": "12,345.678", "german": "0,5", "count": "12", "history": ["1,000", "2.5"]}"#)
    let apple = try sample("apple.json", #"{"amount": "Apple", "german": "1", "count": "1"}"#)
    let run = try await ProcessRunner.run(checker, [spec, grouped, apple])
    try #require(run.status == 0, "\(run.standardError)")
    let lines = run.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines[0] == "0.12345 12345.678 1234567 []")
    #expect(lines[1] == #"{"amount":"0.12345","count":"1,234,567","german":"12.345,678"}"#)
    #expect(lines[2] == "12345.678 0.5 12 [1000.0, 2.5]")
    #expect(lines[3] == #"{"amount":"12,345.678","count":"12","german":"0,5","history":["1,000","2.5"]}"#)
    #expect(
      lines[4].hasPrefix("error:") && lines[4].contains(#"written as a number in en_US, found "Apple""#), "\(lines[4])")

    let clean = try await ProcessRunner.run(TestPaths.mantlegen, ["check", schema.path, spec, grouped])
    #expect(clean.status == 0, "\(clean.standardOutput)")
    let ungrouped = try sample("ungrouped.json", #"{"amount": "12345.678", "german": "1", "count": "1"}"#)
    let drifted = try await ProcessRunner.run(TestPaths.mantlegen, ["check", schema.path, ungrouped, apple])
    #expect(drifted.status == 1)
    #expect(drifted.standardOutput.contains(#""12345.678" decodes, but re-encodes as "12,345.678""#))
    #expect(drifted.standardOutput.contains(#""Apple" is not a number (Double written in en_US decimal style)"#))

    let output = folder.appendingPathComponent("out")
    let generated = try await ProcessRunner.run(TestPaths.mantlegen, ["generate", schema.path, "-o", output.path])
    #expect(generated.status == 0, "\(generated.standardError)")
    let tables = try String(contentsOf: output.appendingPathComponent("MappingTables.md"), encoding: .utf8)
    #expect(tables.contains("number as text (decimal style, de_DE)"), "\(tables)")
    let export = try await ProcessRunner.run(TestPaths.mantlegen, ["export", schema.path])
    #expect(export.status == 0, "\(export.standardError)")
  }

  @Test("a style other than decimal, an unknown part and a malformed locale are located schema errors")
  func schemaErrors() async throws {
    let cases = [
      ("number-format: percent", "takes the style 'decimal'"),
      ("number-format: decimal; zone: UTC", "unknown part 'zone: UTC'"),
      ("number-format: decimal; locale: 12", "'12' is not a locale identifier"),
    ]
    try await SchemaFixtures.expectLocatedErrors(
      cases.map { (SchemaFixtures.oneProperty(#""key": "n", "type": "Double", "transform": "\#($0.0)""#), $0.1) },
      line: 2, label: "number-format-errors")
  }
}
