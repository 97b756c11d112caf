import Foundation
import Testing

/// The built `mantlegen` executable as users run it: standard output, standard error and the exit
/// status of help, version, usage errors, input errors and the input forms of `infer` (the way
/// swift-argument-parser's `AssertExecuteCommand` tests a command).
@Suite("Command line")
struct CommandLineTests {
  static let loginResult = TestPaths.samples.appendingPathComponent("login_result.json").path

  func mantlegen(_ arguments: [String], input: String? = nil) async throws -> ProcessResult {
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
    #expect(words.contains("level of generated declarations. (values: public, internal, package; default: public)"))
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
      message: "The value 'privat' is invalid for '--access <level>'. Please provide one of 'public', 'internal' or 'package'.",
      command: ["infer"]),
    UsageCase(arguments: ["infer", loginResult, "-o"], message: "Missing value for '-o <dir>'", command: ["infer"]),
    UsageCase(
      arguments: ["infer", loginResult, "--enum-limit", "-1"],
      message: "The value for '--enum-limit <count>' must be a whole number of 0 or more.", command: ["infer"]),
    UsageCase(
      arguments: ["infer", loginResult, "--merge=yes"],
      message: "The option '--merge' does not take any value, but 'yes' was specified.", command: ["infer"]),
    UsageCase(arguments: ["infr", loginResult], message: "Unknown subcommand 'infr'. Did you mean 'infer'?", command: []),
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
