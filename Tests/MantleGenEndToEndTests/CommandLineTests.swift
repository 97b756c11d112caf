import Foundation
import Testing

/// The built `mantlegen` executable as users run it: standard output, standard error and the exit
/// status of help, version, usage errors, input errors and the input forms of `infer` (the way
/// swift-argument-parser's `AssertExecuteCommand` tests a command).
@Suite("Command line")
struct CommandLineTests {
  static let loginResult = TestPaths.samples.appendingPathComponent("login_result.json").path

  private func mantlegen(_ arguments: [String], input: String? = nil) async throws -> ProcessResult {
    try await ProcessRunner.run(TestPaths.mantlegen, arguments, input: input.map { Data($0.utf8) })
  }

  // MARK: Help and version

  @Test("mantlegen --help prints the overview, usage, options and subcommands to stdout and exits 0")
  func rootHelp() async throws {
    let result = try await mantlegen(["--help"])
    #expect(result.status == 0)
    #expect(result.standardError.isEmpty)
    #expect(result.standardOutput.hasPrefix("OVERVIEW: Generate Swift models"))
    #expect(result.standardOutput.contains("\nUSAGE: mantlegen <subcommand>\n"))
    #expect(result.standardOutput.contains("\nOPTIONS:\n  --version "))
    #expect(result.standardOutput.contains("\n  -h, --help "))
    #expect(result.standardOutput.contains("\nSUBCOMMANDS:\n  infer "))
    for subcommand in ["generate", "update", "check", "support"] {
      #expect(result.standardOutput.contains("\n  \(subcommand) "))
    }
    #expect(result.standardOutput.hasSuffix("  See 'mantlegen help <subcommand>' for detailed help.\n"))
  }

  @Test("mantlegen infer --help lists the argument, every option with its default, and examples")
  func inferHelp() async throws {
    let result = try await mantlegen(["infer", "--help"])
    #expect(result.status == 0)
    #expect(result.standardError.isEmpty)
    let help = result.standardOutput
    #expect(help.hasPrefix("OVERVIEW: Infer Swift models from sample JSON.\n"))
    #expect(help.contains("\nUSAGE: mantlegen infer <sample> ... [<options>]\n"), "many options collapse")
    #expect(help.contains("\nARGUMENTS:\n  <sample> "))
    #expect(help.contains("\nOPTIONS:\n  -n, --name <name> "))
    for label in ["-o, --output <dir>", "--schema-out <file>", "--access <level>", "--enum-limit <count>", "--lenient", "--merge", "--support <mode>"] {
      #expect(help.contains("\n  \(label) "), "no help for \(label)")
    }
    let words = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(words.contains("level of generated declarations. (values: public, internal; default: public)"))
    #expect(words.contains("0 turns enums off. (default: 8)"))
    #expect(help.contains("\nEXAMPLES:\n  mantlegen infer user.json\n"))
    let tooWide = help.split(separator: "\n").filter { $0.count > 80 }
    #expect(tooWide.isEmpty, "lines over 80 columns: \(tooWide)")
  }

  @Test("every subcommand has help with usage, options and examples", arguments: ["infer", "generate", "update", "check"])
  func subcommandHelp(subcommand: String) async throws {
    let result = try await mantlegen([subcommand, "--help"])
    #expect(result.status == 0)
    #expect(result.standardError.isEmpty)
    #expect(result.standardOutput.hasPrefix("OVERVIEW: "))
    #expect(result.standardOutput.contains("\nUSAGE: mantlegen \(subcommand) "))
    #expect(result.standardOutput.contains("\nOPTIONS:\n"))
    #expect(result.standardOutput.contains("\nEXAMPLES:\n  mantlegen \(subcommand) "))
  }

  @Test("'help infer', 'infer -h' and 'infer --help' print the same text; 'help' is the root help")
  func helpForms() async throws {
    let reference = try await mantlegen(["infer", "--help"])
    for arguments in [["help", "infer"], ["infer", "-h"], ["infer", Self.loginResult, "--name", "X", "--help"]] {
      let result = try await mantlegen(arguments)
      #expect(result.status == 0, "\(arguments)")
      #expect(result.standardOutput == reference.standardOutput, "\(arguments)")
      #expect(result.standardError.isEmpty, "\(arguments)")
    }
    let root = try await mantlegen(["--help"])
    let help = try await mantlegen(["help"])
    #expect(help.status == 0)
    #expect(help.standardOutput == root.standardOutput)
  }

  @Test("--version prints the version alone on stdout and exits 0")
  func version() async throws {
    let result = try await mantlegen(["--version"])
    #expect(result.status == 0)
    #expect(result.standardError.isEmpty)
    #expect(result.standardOutput.wholeMatch(of: /\d+\.\d+\.\d+\n/) != nil, "\(result.standardOutput.debugDescription)")
  }

  // MARK: Usage errors

  struct UsageCase: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    /// The first line, after `Error: `.
    var message: String
    /// The subcommand whose usage follows (`[]` for the root).
    var command: [String]
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let usageCases: [UsageCase] = [
    UsageCase(
      arguments: ["infer", loginResult, "--nme", "User"],
      message: "Unknown option '--nme'. Did you mean '--name'?", command: ["infer"]),
    UsageCase(
      arguments: ["infer", loginResult, "--outptu=Models"],
      message: "Unknown option '--outptu'. Did you mean '--output'?", command: ["infer"]),
    UsageCase(arguments: ["infer"], message: "Missing expected argument '<sample> ...'", command: ["infer"]),
    UsageCase(
      arguments: ["infer", loginResult, "--access", "privat"],
      message: "The value 'privat' is invalid for '--access <level>'. Please provide one of 'public' or 'internal'.",
      command: ["infer"]),
    UsageCase(arguments: ["infer", loginResult, "-o"], message: "Missing value for '-o <dir>'", command: ["infer"]),
    UsageCase(
      arguments: ["infer", loginResult, "--enum-limit", "-1"],
      message: "The value for '--enum-limit <count>' must be a whole number of 0 or more.", command: ["infer"]),
    UsageCase(
      arguments: ["infer", loginResult, "--merge=yes"],
      message: "The option '--merge' does not take any value, but 'yes' was specified.", command: ["infer"]),
    UsageCase(arguments: ["infr", loginResult], message: "Unknown subcommand 'infr'. Did you mean 'infer'?", command: []),
    UsageCase(
      arguments: [], message: "Missing subcommand. Please provide one of 'infer', 'generate', 'update', 'check', 'support', 'import' or 'export'.",
      command: []),
  ]

  @Test("usage errors print 'Error:', the usage and a help hint to stderr, nothing to stdout, and exit 2", arguments: usageCases)
  func usageError(_ usageCase: UsageCase) async throws {
    let result = try await mantlegen(usageCase.arguments)
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    let command = (["mantlegen"] + usageCase.command).joined(separator: " ")
    let usage = try await usageLines(of: usageCase.command)
    #expect(
      result.standardError == """
        Error: \(usageCase.message)
        Usage: \(usage)
          See '\(command) --help' for more information.

        """)
  }

  @Test("usage errors, literally: three lines for the root and for infer, whose options collapse")
  func usageErrorText() async throws {
    let root = try await mantlegen(["infr"])
    #expect(
      root.standardError == """
        Error: Unknown subcommand 'infr'. Did you mean 'infer'?
        Usage: mantlegen <subcommand>
          See 'mantlegen --help' for more information.

        """)
    let infer = try await mantlegen(["infer", Self.loginResult, "--nme", "User"])
    let lines = infer.standardError.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == "Error: Unknown option '--nme'. Did you mean '--name'?")
    #expect(lines.dropFirst().first == "Usage: mantlegen infer <sample> ... [<options>]")
    #expect(lines.suffix(2) == ["  See 'mantlegen infer --help' for more information.", ""])
    #expect(lines.allSatisfy { $0.count <= 80 })
  }

  /// The usage of `command` as its help shows it after `USAGE: ` (continuation lines included).
  private func usageLines(of command: [String]) async throws -> String {
    let help = try await mantlegen(command + ["--help"]).standardOutput
    let section = try #require(help.components(separatedBy: "\n\n").first { $0.hasPrefix("USAGE: ") })
    return String(section.dropFirst("USAGE: ".count))
  }

  // MARK: Input errors

  @Test("malformed JSON: exit 2, one 'file:line:column: error:' line on stderr, no output folder created")
  func malformedJSON() async throws {
    let folder = try TestPaths.scratchFolder("cli")
    defer { try? FileManager.default.removeItem(at: folder) }
    let sample = folder.appendingPathComponent("orders.json")
    try Data("{\n  \"id\": 1,\n  \"items\": [1, 2,]\n}\n".utf8).write(to: sample)
    let output = folder.appendingPathComponent("Models")
    let result = try await mantlegen(["infer", sample.path, "-o", output.path, "--schema-out", folder.appendingPathComponent("schema.json").path])
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError == "\(sample.path):3:17: error: trailing comma before ']' is not allowed\n")
    #expect(try FolderSnapshot(folder).names == ["orders.json"])
  }

  @Test("one malformed sample among good ones: exit 2, the error names it, nothing is written")
  func malformedAmongGood() async throws {
    let folder = try TestPaths.scratchFolder("cli")
    defer { try? FileManager.default.removeItem(at: folder) }
    let bad = folder.appendingPathComponent("bad.json")
    try Data(#"{"a": 1} {"a": 2}"#.utf8).write(to: bad)
    let output = folder.appendingPathComponent("Models")
    let result = try await mantlegen(["infer", Self.loginResult, bad.path, Self.loginResult, "-o", output.path])
    #expect(result.status == 2)
    #expect(result.standardError == "\(bad.path):1:10: error: unexpected '{' after the JSON value; expected end of input\n")
    #expect(!FileManager.default.fileExists(atPath: output.path))
  }

  @Test("standard input with malformed JSON is reported as '-' with line and column")
  func malformedStandardInput() async throws {
    let result = try await mantlegen(["infer", "-"], input: "[1,\n 2\n")
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError == "-:3:1: error: unexpected end of input inside an array; expected ',' or ']'\n")
  }

  @Test("a sample that does not exist: exit 2, one error line naming it, nothing on stdout")
  func missingFile() async throws {
    let missing = FileManager.default.temporaryDirectory.appendingPathComponent("mantlegen-missing-\(UUID().uuidString).json").path
    let result = try await mantlegen(["infer", missing])
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError == "\(missing): error: no such file or folder\n")
  }

  // MARK: Input forms

  @Test("'-' reads the sample from standard input; the header says so")
  func standardInput() async throws {
    let result = try await mantlegen(["infer", "-", "--name", "Me"], input: #"{"user_id": 7, "nick": "ada"}"#)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardError.isEmpty)
    #expect(result.standardOutput.hasPrefix("// Generated by mantlegen from `standard input`."))
    #expect(result.standardOutput.contains("public struct Me: Codable, Hashable, Sendable {"))
    #expect(result.standardOutput.contains("  public let userID: Int\n"))
  }

  @Test("JSON Lines: every line of a .jsonl or .ndjson file is a sample of one root type", arguments: ["jsonl", "ndjson"])
  func jsonLines(pathExtension: String) async throws {
    let folder = try TestPaths.scratchFolder("cli")
    defer { try? FileManager.default.removeItem(at: folder) }
    let sample = folder.appendingPathComponent("events.\(pathExtension)")
    try Data("{\"id\": 1, \"kind\": \"push\"}\n{\"id\": 2}\n\n{\"id\": 3, \"kind\": \"fork\", \"public\": true}\n".utf8)
      .write(to: sample)
    let result = try await mantlegen(["infer", sample.path, "--name", "Event"])
    #expect(result.status == 0, "\(result.standardError)")
    let swift = result.standardOutput
    #expect(declarations(in: swift) == ["public struct Event"])
    #expect(swift.contains("  public let id: Int\n"))
    #expect(swift.contains("  public let kind: String?\n"))
    #expect(swift.contains("  public let `public`: Bool?\n"))
  }

  @Test("several documents in a plain .json file are an error, not JSON Lines")
  func severalDocumentsInJSON() async throws {
    let folder = try TestPaths.scratchFolder("cli")
    defer { try? FileManager.default.removeItem(at: folder) }
    let sample = folder.appendingPathComponent("events.json")
    try Data("{\"id\": 1}\n{\"id\": 2}\n".utf8).write(to: sample)
    let result = try await mantlegen(["infer", sample.path])
    #expect(result.status == 2)
    #expect(result.standardError.hasPrefix("\(sample.path):2:1: error: "))
  }

  @Test("several sample files: a key in every file is required, a key in only some is optional")
  func severalFiles() async throws {
    let folder = try TestPaths.scratchFolder("cli")
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = folder.appendingPathComponent("first.json")
    let second = folder.appendingPathComponent("second.json")
    try Data(#"{"id": 1, "name": "a", "tags": ["x"]}"#.utf8).write(to: first)
    try Data(#"{"id": 2, "tags": []}"#.utf8).write(to: second)
    let result = try await mantlegen(["infer", first.path, second.path, "--name", "Item"])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("  public let id: Int\n"))
    #expect(result.standardOutput.contains("  public let name: String?\n"))
    #expect(result.standardOutput.contains("  public let tags: [String]\n"))
  }

  @Test("a folder: every .json, .jsonl and .ndjson in it is a sample, other files are ignored")
  func folderOfSamples() async throws {
    let folder = try TestPaths.scratchFolder("cli")
    defer { try? FileManager.default.removeItem(at: folder) }
    let samples = folder.appendingPathComponent("user_samples")
    try FileManager.default.createDirectory(at: samples, withIntermediateDirectories: true)
    try Data(#"{"id": 1, "name": "a"}"#.utf8).write(to: samples.appendingPathComponent("a.json"))
    try Data("{\"id\": 2, \"email\": \"b@example.com\"}\n".utf8).write(to: samples.appendingPathComponent("b.jsonl"))
    try Data(#"{"id": 3}"#.utf8).write(to: samples.appendingPathComponent("c.NDJSON"))
    try Data("not json".utf8).write(to: samples.appendingPathComponent("notes.txt"))
    let result = try await mantlegen(["infer", samples.path])
    #expect(result.status == 0, "\(result.standardError)")
    let swift = result.standardOutput
    #expect(swift.hasPrefix("// Generated by mantlegen from `a.json`, `b.jsonl`, `c.NDJSON`."))
    #expect(declarations(in: swift) == ["public struct UserSamples"])
    #expect(swift.contains("  public let id: Int\n"))
    #expect(swift.contains("  public let name: String?\n"))
    #expect(swift.contains("  public let email: String?\n"))
  }

  @Test("an empty folder is an input error")
  func emptyFolder() async throws {
    let folder = try TestPaths.scratchFolder("cli")
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try await mantlegen(["infer", folder.path])
    #expect(result.status == 2)
    #expect(result.standardError == "\(folder.path): error: the folder holds no .json, .jsonl or .ndjson files\n")
  }

  @Test("--name names the root type (in UpperCamelCase); without it the file name does")
  func rootName() async throws {
    let named = try await mantlegen(["infer", Self.loginResult, "--name", "session_info"])
    #expect(named.status == 0)
    #expect(declarations(in: named.standardOutput) == ["public struct SessionInfo", "public struct SessionInfoResult"])
    let short = try await mantlegen(["infer", Self.loginResult, "-n", "Login"])
    #expect(declarations(in: short.standardOutput).contains("public struct Login"))
    let unnamed = try await mantlegen(["infer", Self.loginResult])
    #expect(declarations(in: unnamed.standardOutput).contains("public struct LoginResult"))
    let stdin = try await mantlegen(["infer", "-"], input: "{\"a\": 1}")
    #expect(declarations(in: stdin.standardOutput) == ["public struct Root"])
  }

  @Test("--access internal drops 'public' from every declaration")
  func internalAccess() async throws {
    let result = try await mantlegen(["infer", TestPaths.samples.appendingPathComponent("repo_release.json").path, "--access", "internal"])
    #expect(result.status == 0)
    #expect(!result.standardOutput.contains("public "))
    #expect(result.standardOutput.contains("\nstruct RepoRelease: Codable, Hashable, Sendable {"))
  }

  // MARK: Output

  @Test("-o writes one Swift file per type and the two mapping tables, nothing else, and prints nothing")
  func outputFolder() async throws {
    let folder = try TestPaths.scratchFolder("cli")
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("Sources/Models")
    let result = try await mantlegen(["infer", Self.loginResult, "--name", "Login", "-o", output.path])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.isEmpty)
    let snapshot = try FolderSnapshot(output)
    #expect(snapshot.names == ["Login.swift", "LoginResult.swift", "MappingTables.json", "MappingTables.md"])
    for (name, data) in snapshot.files where name.hasSuffix(".swift") {
      let type = String(name.dropLast(".swift".count))
      #expect(declarations(in: String(decoding: data, as: UTF8.self)) == ["public struct \(type)"])
    }
    #expect(try FolderSnapshot(folder).names == ["Sources"])
  }

  @Test("--output=DIR and --schema-out write the models and the schema; stdout stays empty")
  func schemaOut() async throws {
    let folder = try TestPaths.scratchFolder("cli")
    defer { try? FileManager.default.removeItem(at: folder) }
    let schema = folder.appendingPathComponent("Schemas/login.json")
    let output = folder.appendingPathComponent("Models")
    let result = try await mantlegen(["infer", Self.loginResult, "--output=\(output.path)", "--schema-out", schema.path])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.isEmpty)
    let text = try String(contentsOf: schema, encoding: .utf8)
    #expect(text.hasPrefix("{\n  \"mantlegen\": 1,\n  \"root\": \"LoginResult\","))
    #expect(try FolderSnapshot(schema.deletingLastPathComponent()).names == ["login.json"])
    #expect(try FolderSnapshot(output).names.contains("LoginResult.swift"))
  }

  @Test("without -o, standard output holds all the Swift in one file that compiles without warnings")
  func standardOutputCompiles() async throws {
    let folder = try TestPaths.scratchFolder("cli")
    defer { try? FileManager.default.removeItem(at: folder) }
    let sample = TestPaths.samples.appendingPathComponent("repo_release.json")
    let result = try await mantlegen(["infer", sample.path, "--name", "Root"])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardError.isEmpty)
    let swift = result.standardOutput
    #expect(swift.hasPrefix("// Generated by mantlegen from `repo_release.json`. Do not edit; regenerate instead.\n\nimport Foundation\n"))
    #expect(swift.components(separatedBy: "import Foundation").count == 2, "one import")
    #expect(swift.contains("  struct DateTransform: Transform {"), "the support declarations are included")
    let models = folder.appendingPathComponent("Models")
    try FileManager.default.createDirectory(at: models, withIntermediateDirectories: true)
    try swift.write(to: models.appendingPathComponent("Root.swift"), atomically: true, encoding: .utf8)
    let checker = try await RoundTripChecker.build(models: models, in: folder)
    let run = try await ProcessRunner.run(checker, [sample.path])
    try #require(run.status == 0, "decoding failed: \(run.standardError)")
    let difference = try JSONTree.parse([UInt8](Data(contentsOf: sample))).firstDifference(from: JSONTree.parse([UInt8](run.standardOutput.utf8)))
    #expect(difference == nil, "re-encoded JSON differs at \(difference ?? "")")
  }

  @Test("two runs give byte-identical output, on stdout and in the output folder")
  func deterministic() async throws {
    let folder = try TestPaths.scratchFolder("cli")
    defer { try? FileManager.default.removeItem(at: folder) }
    let sample = TestPaths.fixtures.appendingPathComponent("corpus/kitchen-sink.json").path
    var outputs: [String] = []
    var folders: [[String: Data]] = []
    for run in 1...2 {
      let result = try await mantlegen(["infer", sample, TestPaths.samples.appendingPathComponent("repo_release.json").path, "--name", "Sink"])
      #expect(result.status == 0)
      outputs.append(result.standardOutput)
      let output = folder.appendingPathComponent("run\(run)")
      let written = try await mantlegen(["infer", sample, "-o", output.path])
      #expect(written.status == 0)
      folders.append(try FolderSnapshot(output).files)
    }
    #expect(outputs[0] == outputs[1])
    #expect(folders[0] == folders[1])
    #expect(folders[0].count > 4)
  }

  // MARK: Tricky documents

  struct TrickyCase: CustomTestStringConvertible, Sendable {
    var label: String
    /// One sample file per document, all inferred together.
    var documents: [String]
    /// Lines the generated Swift must contain.
    var expectedLines: [String]
    var testDescription: String { label }
  }

  static let trickyCases: [TrickyCase] = [
    TrickyCase(
      label: "an Int or a String or missing", documents: [#"[{"a": 123}, {"a": "foo"}, {}]"#],
      expectedLines: ["public typealias Root = [RootElement]", "  public let a: RootSupport.IntOrString?"]),
    TrickyCase(
      label: "null, number, string and object in one array", documents: [#"[null, 1, "1", {}]"#],
      expectedLines: ["  case integer(Int)", "  case string(String)"]),
    TrickyCase(label: "a top-level number", documents: ["42"], expectedLines: ["public typealias Root = Int"]),
    TrickyCase(label: "a top-level string", documents: [#""hello""#], expectedLines: ["public typealias Root = String"]),
    TrickyCase(label: "a top-level empty array", documents: ["[]"], expectedLines: ["public typealias Root = [RootSupport.JSONValue]"]),
    TrickyCase(
      label: "an array of arrays", documents: ["[[1, 2], [3], []]"], expectedLines: ["public typealias Root = [[Int]]"]),
    TrickyCase(
      label: "an empty array typed by another sample", documents: [#"{"a": []}"#, #"{"a": [1.5, 2]}"#],
      expectedLines: ["  public let a: [Double]"]),
    TrickyCase(
      label: "keys that differ only in case", documents: [#"{"a": 1, "A": 2}"#],
      expectedLines: ["    case a", #"    case a2 = "A""#]),
    TrickyCase(
      label: "keys that end comments and break lines", documents: [#"{"*/": 1, "\n": "x", "/*": true, "a\"b": null}"#],
      expectedLines: [#"    case newline = "\n""#]),
    TrickyCase(
      label: "dates with offsets and fractions",
      documents: [
        #"{"at": "2024-05-01T10:00:00+02:00", "precise": "2015-04-24T01:46:50.459583-07:00", "india": "2024-05-01T10:00:00+0530", "utc": "2024-12-31T23:59:59.999Z"}"#
      ],
      expectedLines: ["  public let at: Date", "  public let precise: Date", "  public let india: Date", "  public let utc: Date"]),
    TrickyCase(
      label: "a key path that is sometimes null, sometimes an object",
      documents: [#"[{"owner": null}, {"owner": {"id": 1}}, {"owner": {"id": 2, "tags": []}}]"#],
      expectedLines: ["  public let owner: Owner?"]),
  ]

  @Test("tricky documents: the Swift compiles without warnings and re-encodes every sample", arguments: trickyCases)
  func trickyDocument(_ trickyCase: TrickyCase) async throws {
    let folder = try TestPaths.scratchFolder("tricky")
    defer { try? FileManager.default.removeItem(at: folder) }
    var samples: [String] = []
    for (index, document) in trickyCase.documents.enumerated() {
      let sample = folder.appendingPathComponent("sample\(index).json")
      try Data(document.utf8).write(to: sample)
      samples.append(sample.path)
    }
    let models = folder.appendingPathComponent("Models")
    let infer = try await mantlegen(["infer"] + samples + ["--name", "Root", "-o", models.path])
    try #require(infer.status == 0, "infer failed: \(infer.standardError)")
    let swift = try FolderSnapshot(models).files.filter { $0.key.hasSuffix(".swift") }.values
      .map { String(decoding: $0, as: UTF8.self) }.joined()
    for line in trickyCase.expectedLines {
      #expect(swift.contains(line + "\n"), "no line \(line.debugDescription) in:\n\(swift)")
    }
    let checker = try await RoundTripChecker.build(models: models, in: folder)
    for sample in samples {
      let run = try await ProcessRunner.run(checker, [sample])
      try #require(run.status == 0, "decoding \(sample) failed: \(run.standardError)")
      let original = try JSONTree.parse([UInt8](try Data(contentsOf: URL(fileURLWithPath: sample))))
      let reencoded = try JSONTree.parse([UInt8](run.standardOutput.utf8))
      let difference = original.firstDifference(from: reencoded)
      #expect(difference == nil, "re-encoded JSON differs at \(difference ?? "")")
    }
  }
}

/// The `public struct Name` / `public enum Name` / `public typealias Name` … lines of generated
/// Swift that declare a top-level type other than the support namespace, sorted.
func declarations(in swift: String) -> [String] {
  swift.split(separator: "\n").compactMap { line -> String? in
    let match = line.prefixMatch(of: /(?:public )?(?:final class|struct|enum|typealias) ([A-Za-z_][A-Za-z0-9_]*)/)
    guard let match, !match.1.hasSuffix("Support") else { return nil }
    return String(match.0)
  }.sorted()
}
