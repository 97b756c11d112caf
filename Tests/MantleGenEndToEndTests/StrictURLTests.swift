import Foundation
import Testing

/// URLs read strictly (the `url` transform, or `strictURLs` for every URL property): text that is
/// not a valid URL fails to decode, where `URL`'s own `Codable` percent-encodes it on Linux and
/// newer Apple systems; `check` reports it.
@Suite("Strict URLs")
struct StrictURLTests {
  static let schema = """
    { "mantlegen": 1, "root": "Site", "rootType": "Site", "sources": ["site.json"],
      "options": { "access": "public", "merge": false, "strictURLs": true },
      "models": [ { "name": "Site", "jsonPaths": ["$"], "properties": [
        { "name": "home", "key": "home", "type": "URL" },
        { "name": "mirrors", "key": "mirrors", "type": "[URL]" },
        { "name": "loose", "key": "loose", "type": "URL?", "transform": "lenient" } ] } ] }
    """

  @Test("with strictURLs, 'not a valid URL' fails to decode (a property with its own transform keeps it); valid URLs round-trip; check reports the invalid one")
  func invalidURLFailsToDecode() async throws {
    let folder = try TestPaths.scratchFolder("strict-urls")
    defer { try? FileManager.default.removeItem(at: folder) }
    let main = """
      import Foundation

      for path in CommandLine.arguments.dropFirst() {
        do {
          let value = try JSONDecoder().decode(Site.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
          print(String(decoding: try JSONEncoder().encode(value), as: UTF8.self))
        } catch DecodingError.dataCorrupted(let context) {
          print("error at", context.codingPath.map(\\.stringValue), context.debugDescription)
        }
      }

      """
    let (schema, checker) = try await RoundTripChecker.build(schema: Self.schema, in: folder, main: main)
    let valid = folder.appendingPathComponent("site.json")
    try Data(#"{"home":"https://example.com/a?b=1","mirrors":["http://m.example.org/x"],"loose":"not a URL"}"#.utf8)
      .write(to: valid)
    let invalid = folder.appendingPathComponent("invalid.json")
    try Data(#"{"home":"https://example.com","mirrors":["not a valid URL"]}"#.utf8).write(to: invalid)
    let run = try await ProcessRunner.run(checker, [valid.path, invalid.path])
    try #require(run.status == 0, "\(run.standardError)")
    let lines = run.standardOutput.split(separator: "\n").map(String.init)
    try #require(lines.count == 2, "\(run.standardOutput)")
    let original = try JSONTree.parse(Array(try Data(contentsOf: valid)))
    let reencoded = try JSONTree.parse(Array(lines[0].utf8))
    // The lenient property keeps what `URL(string:)` makes of its text.
    #expect(original.firstDifference(from: reencoded) == "$.loose: \"not a URL\" vs \"not%20a%20URL\"", "\(lines[0])")
    #expect(lines[1] == #"error at ["mirrors", "Index 0"] Expected a URL, found "not a valid URL"."#)

    let clean = try await ProcessRunner.run(TestPaths.mantlegen, ["check", schema.path, valid.path])
    #expect(clean.status == 0, "\(clean.standardOutput)")
    let check = try await ProcessRunner.run(TestPaths.mantlegen, ["check", schema.path, invalid.path])
    #expect(check.status == 1)
    #expect(check.standardOutput.contains(#""not a valid URL" is not a valid URL"#), "\(check.standardOutput)")
  }

  @Test("infer --strict-urls records the option and gives URL properties the strict transform; without it they keep synthesized Codable")
  func inferOption() async throws {
    let folder = try TestPaths.scratchFolder("strict-urls-infer")
    defer { try? FileManager.default.removeItem(at: folder) }
    let sample = folder.appendingPathComponent("site.json")
    try Data(#"{"home": "https://example.com/a", "name": "A"}"#.utf8).write(to: sample)
    let strict = try await ProcessRunner.run(TestPaths.mantlegen, ["infer", sample.path, "--strict-urls", "--name", "Site"])
    try #require(strict.status == 0, "\(strict.standardError)")
    #expect(strict.standardOutput.contains("private static let homeTransform = SiteSupport.URLTransform()"))
    let plain = try await ProcessRunner.run(TestPaths.mantlegen, ["infer", sample.path, "--name", "Site"])
    #expect(!plain.standardOutput.contains("URLTransform"))
    #expect(!plain.standardOutput.contains("init(from decoder"))
  }
}
