import Foundation
import Testing

/// The generation options produce code that compiles without warnings and still round-trips.
@Suite("Generation options")
struct GenerationOptionsTests {
  static let optionSets: [[String]] = [
    ["--mutable"], ["--classes"], ["--classes", "--mutable"], ["--single-file", "--merge"], ["--access", "internal"],
    ["--type-prefix", "API", "--name", "Root"], ["--enum-limit", "0"],
    ["--acronyms", "keys", "--examples", "none"], ["--nested", "--single-file"], ["--nested", "--classes"],
  ]

  @Test("--acronyms keys keeps the keys' own camelCase, is recorded in the schema, and update follows it")
  func acronymsAsTheKeysWriteThem() async throws {
    let folder = try TestPaths.scratchFolder("acronyms")
    defer { try? FileManager.default.removeItem(at: folder) }
    let sample = folder.appendingPathComponent("text.json")
    try Data(#"{"textId": 1, "resourceUrl": "https://example.com/a", "userID": 2}"#.utf8).write(to: sample)
    let schema = folder.appendingPathComponent("text.mantlegen.json")
    let infer = try await ProcessRunner.run(
      TestPaths.mantlegen, ["infer", sample.path, "--acronyms", "keys", "--schema-out", schema.path])
    try #require(infer.status == 0, "\(infer.standardError)")
    let text = try String(contentsOf: schema, encoding: .utf8)
    #expect(text.contains(#""acronyms": "keys""#))
    for name in ["textId", "resourceUrl", "userID"] { #expect(text.contains(#""name": "\#(name)""#), "\(name)") }
    let newer = folder.appendingPathComponent("newer.json")
    try Data(#"{"textId": 1, "resourceUrl": "https://example.com/a", "userID": 2, "html_url": "https://x.io"}"#.utf8)
      .write(to: newer)
    let update = try await ProcessRunner.run(TestPaths.mantlegen, ["update", schema.path, newer.path])
    try #require(update.status == 0, "\(update.standardError)")
    #expect(try String(contentsOf: schema, encoding: .utf8).contains(#""name": "htmlUrl""#))
    let plain = try await ProcessRunner.run(TestPaths.mantlegen, ["infer", sample.path])
    #expect(plain.standardOutput.contains("let textID: Int") && plain.standardOutput.contains("let resourceURL: URL"))
  }

  @Test("each option set compiles cleanly and round-trips kitchen-sink.json", arguments: optionSets)
  func optionsRoundTrip(options: [String]) async throws {
    let sample = TestPaths.fixtures.appendingPathComponent("corpus/kitchen-sink.json").path
    let folder = try TestPaths.scratchFolder("options")
    defer { try? FileManager.default.removeItem(at: folder) }
    let models = folder.appendingPathComponent("Models")
    let hasName = options.contains("--name")
    let arguments = ["infer", sample] + (hasName ? [] : ["--name", "Root"]) + options + ["-o", models.path]
    let infer = try await ProcessRunner.run(TestPaths.mantlegen, arguments)
    try #require(infer.status == 0, "\(infer.standardError)")
    let swiftFiles = try FileManager.default.contentsOfDirectory(atPath: models.path).filter { $0.hasSuffix(".swift") }
    if options.contains("--single-file") {
      #expect(swiftFiles == ["Root.swift"])
      // The root type comes first.
      let text = try String(contentsOf: models.appendingPathComponent("Root.swift"), encoding: .utf8)
      let first = text.split(separator: "\n").first { $0.hasPrefix("public struct") || $0.hasPrefix("public typealias") }
      #expect(first?.hasPrefix("public struct Root:") == true || first?.hasPrefix("public typealias Root ") == true)
    }
    let rootType = options.contains("--type-prefix") ? "APIRoot" : "Root"
    let main = RoundTripChecker.mainSource.replacingOccurrences(of: "Root.self", with: "\(rootType).self")
    let checker = try await RoundTripChecker.build(models: models, in: folder, main: main)
    let run = try await ProcessRunner.run(checker, [sample])
    try #require(run.status == 0, "\(run.standardError)")
    let original = try JSONTree.parse([UInt8](try Data(contentsOf: URL(fileURLWithPath: sample))))
    let difference = original.firstDifference(from: try JSONTree.parse([UInt8](run.standardOutput.utf8)))
    #expect(difference == nil)
  }

  @Test(
    "keys that are Swift keywords compile without warnings, merging(_:) included",
    arguments: [["--merge"], ["--merge", "--classes"]])
  func keywordKeys(options: [String]) async throws {
    let folder = try TestPaths.scratchFolder("keywords")
    defer { try? FileManager.default.removeItem(at: folder) }
    let sample = folder.appendingPathComponent("keywords.json")
    let keys = ["inout", "var", "let", "in", "switch", "self", "Type", "init", "protocol", "default", "is"]
    let object = "{" + keys.enumerated().map { "\"\($1)\": \($0)" }.joined(separator: ", ") + "}"
    try Data("[\(object), \(object)]".utf8).write(to: sample)
    let models = folder.appendingPathComponent("Models")
    let infer = try await ProcessRunner.run(
      TestPaths.mantlegen, ["infer", sample.path, "--name", "Root"] + options + ["-o", models.path])
    try #require(infer.status == 0, "\(infer.standardError)")
    let checker = try await RoundTripChecker.build(models: models, in: folder)
    let run = try await ProcessRunner.run(checker, [sample.path])
    try #require(run.status == 0, "\(run.standardError)")
    let original = try JSONTree.parse([UInt8](try Data(contentsOf: sample)))
    #expect(original.firstDifference(from: try JSONTree.parse([UInt8](run.standardOutput.utf8))) == nil)
  }
}

@Suite("Schema-wide lenient option")
struct SchemaWideLenientTests {
  @Test("\"lenient\": true in a schema's options decodes numbers, booleans and strings of the wrong kind")
  func schemaWideLenient() async throws {
    let folder = try TestPaths.scratchFolder("lenient")
    defer { try? FileManager.default.removeItem(at: folder) }
    let clean = folder.appendingPathComponent("clean.json")
    try Data(#"[{"id": 1, "is_open": true, "price": 9.99, "code": "A1", "tags": ["x"]}]"#.utf8).write(to: clean)
    let messy = folder.appendingPathComponent("messy.json")
    try Data(#"[{"id": "2", "is_open": "true", "price": "10.5", "code": 200, "tags": "y"}]"#.utf8).write(to: messy)
    let schema = folder.appendingPathComponent("schema.json")
    let infer = try await ProcessRunner.run(TestPaths.mantlegen, ["infer", clean.path, "--name", "Root", "--schema-out", schema.path])
    try #require(infer.status == 0)
    let text = try String(contentsOf: schema, encoding: .utf8)
    try text.replacingOccurrences(of: #""merge": false }"#, with: #""merge": false, "lenient": true }"#)
      .write(to: schema, atomically: true, encoding: .utf8)
    let before = try await ProcessRunner.run(TestPaths.mantlegen, ["check", schema.path, messy.path])
    #expect(before.status == 0, "\(before.standardOutput)")
    let models = folder.appendingPathComponent("Models")
    let generate = try await ProcessRunner.run(TestPaths.mantlegen, ["generate", schema.path, "-o", models.path])
    try #require(generate.status == 0, "\(generate.standardError)")
    let main = """
      import Foundation

      let value = try JSONDecoder().decode(Root.self, from: try Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1])))
      guard value[0].id == 2, value[0].isOpen, value[0].price == 10.5, value[0].code == "200", value[0].tags == ["y"] else {
        fatalError("\\(value)")
      }

      """
    let checker = try await RoundTripChecker.build(models: models, in: folder, main: main)
    let run = try await ProcessRunner.run(checker, [messy.path])
    #expect(run.status == 0, "\(run.standardError)")
  }
}
