import MantleGenCore
import Testing

@testable import mantlegen

/// A command declared with typed options of every kind, so that these tests do not change when
/// the real commands do.
private struct Export: Command {
  enum Format: String, CaseIterable, Sendable {
    case swift, markdown, json
  }

  static let configuration = CommandConfiguration(name: "export", abstract: "Export.")

  @CommandArgument(.variadic("input", help: "A sample file."))
  var inputs: [String]
  @CommandOption(.value("count", short: "c", help: "How many to write.", default: 3, parser: .integer(in: 1...10)))
  var count: Int
  @CommandOption(.value("limit", valueName: "n", help: "The most cases.", default: 0, parser: .integer(atLeast: 0)))
  var limit: Int
  @CommandOption(.value("format", help: "What to write.", default: .swift))
  var format: Format
  @CommandOption(.optional("style", help: "A second format.", parser: .choice))
  var style: Format?
  @CommandOption(.optional("output", short: "o", valueName: "dir", help: "The folder to write into.", parser: .path))
  var output: String?
  @CommandOption(.optional("name", help: "The root name."))
  var name: String?
  @CommandOption(.repeated("exclude", valueName: "key-path", help: "A key path to skip."))
  var exclude: [String]
  @CommandOption(.repeated("size", help: "A size.", parser: .integer(atLeast: 1)))
  var sizes: [Int]
  @CommandOption(.flag("dry-run", help: "Write nothing."))
  var dryRun: Bool

  func run() -> Int32 { 0 }
}

private let root = CommandSpec(name: "tool", abstract: "A tool.", subcommands: [Export.spec])

/// Parses `arguments` against `root` and reads the typed values, as `mantlegen` does.
private func typed<C: Command>(
  _ arguments: [String], as type: C.Type = Export.self, root: CommandSpec = root
) throws(UsageError) -> C {
  guard case .run(let parsed) = try parse(arguments, root: root) else {
    throw UsageError("\(arguments) did not ask to run a command")
  }
  return try C(parsed: parsed)
}

/// The first line of the usage error for `arguments` (parsing or reading typed values), or `nil`.
private func errorLine<C: Command>(
  _ arguments: [String], as type: C.Type = Export.self, root: CommandSpec = root
) -> String? {
  do {
    _ = try typed(arguments, as: type, root: root)
    return nil
  } catch {
    return error.render(root: root).split(separator: "\n").first.map(String.init)
  }
}

@Suite("Typed options")
struct TypedOptionTests {
  // MARK: Values

  @Test("Absent options read as their typed defaults, nil, empty lists and false")
  func defaults() throws {
    let export = try typed(["export", "a.json"])
    #expect(export.inputs == ["a.json"])
    #expect(export.count == 3)
    #expect(export.limit == 0)
    #expect(export.format == .swift)
    #expect(export.style == nil)
    #expect(export.output == nil)
    #expect(export.name == nil)
    #expect(export.exclude == [])
    #expect(export.sizes == [])
    #expect(!export.dryRun)
  }

  @Test("Given values become typed values, whatever form they are given in")
  func givenValues() throws {
    let export = try typed([
      "export", "a.json", "-c", "7", "--limit=0", "--format", "json", "--style=markdown", "-o", "out",
      "--name=", "--dry-run", "b.json",
    ])
    #expect(export.inputs == ["a.json", "b.json"])
    #expect(export.count == 7)
    #expect(export.limit == 0)
    #expect(export.format == .json)
    #expect(export.style == .markdown)
    #expect(export.output == "out")
    #expect(export.name == "")
    #expect(export.dryRun)
  }

  @Test("A repeated option keeps every value in command-line order, each converted")
  func repeatedOption() throws {
    let export = try typed([
      "export", "a.json", "--exclude", "a", "--size", "2", "--exclude=b.c", "--size=10", "--exclude", "a",
    ])
    #expect(export.exclude == ["a", "b.c", "a"])
    #expect(export.sizes == [2, 10])
    #expect(
      errorLine(["export", "a.json", "--size", "2", "--size", "0"])
        == "Error: The value for '--size <size>' must be a whole number of 1 or more.")
  }

  @Test("An option that is not repeatable is given at most once")
  func notRepeatable() {
    #expect(
      errorLine(["export", "a.json", "-c", "2", "--count", "3"])
        == "Error: The option '--count' cannot be given more than once")
  }

  @Test("A flag is true when given, once or more")
  func flags() throws {
    #expect(try typed(["export", "a.json", "--dry-run", "--dry-run"]).dryRun)
    #expect(
      errorLine(["export", "a.json", "--dry-run=yes"])
        == "Error: The option '--dry-run' does not take any value, but 'yes' was specified.")
  }

  // MARK: Usage errors

  @Test(
    "A value that is not a whole number, or out of range, says what the option takes",
    arguments: [
      (["--count", "abc"], "'--count <count>' must be a whole number from 1 to 10."),
      (["--count", "2.5"], "'--count <count>' must be a whole number from 1 to 10."),
      (["--count=", "x.json"], "'--count <count>' must be a whole number from 1 to 10."),
      (["--count", "0"], "'--count <count>' must be a whole number from 1 to 10."),
      (["-c", "11"], "'--count <count>' must be a whole number from 1 to 10."),
      (["--limit", "-1"], "'--limit <n>' must be a whole number of 0 or more."),
      (["--limit", "99999999999999999999"], "'--limit <n>' must be a whole number of 0 or more."),
    ] as [([String], String)])
  func invalidNumbers(options: [String], message: String) {
    #expect(errorLine(["export", "a.json"] + options) == "Error: The value for \(message)")
  }

  @Test("An unknown enum value lists the allowed ones, for a defaulted and an optional option")
  func unknownEnumValue() {
    let allowed = "Please provide one of 'swift', 'markdown' or 'json'."
    #expect(
      errorLine(["export", "a.json", "--format", "yaml"])
        == "Error: The value 'yaml' is invalid for '--format <format>'. \(allowed)")
    #expect(
      errorLine(["export", "a.json", "--style=Swift"])
        == "Error: The value 'Swift' is invalid for '--style <style>'. \(allowed)")
  }

  @Test("An option without its value is an error, at the end or before another option")
  func missingValue() {
    #expect(errorLine(["export", "a.json", "--count"]) == "Error: Missing value for '--count <count>'")
    #expect(errorLine(["export", "a.json", "-o", "--dry-run"]) == "Error: Missing value for '-o <dir>'")
  }

  @Test("A path must not be empty (it would name the current folder)")
  func emptyPath() {
    #expect(
      errorLine(["export", "a.json", "--output="]) == "Error: The value for '--output <dir>' must be a non-empty path.")
  }

  @Test("A typed error has the usage line and the help hint of its command")
  func renderedError() throws {
    let text: String
    do {
      _ = try typed(["export", "a.json", "--limit", "-2"])
      Issue.record("a negative limit was accepted")
      return
    } catch {
      text = error.render(root: root)
    }
    #expect(
      text == """
        Error: The value for '--limit <n>' must be a whole number of 0 or more.
        Usage: \(HelpFormatter(root: root).usage(for: ["export"]))
          See 'tool export --help' for more information.
        """)
  }

  // MARK: Help

  @Test("The help shows typed defaults and an enum's values; the declaration is consistent")
  func help() {
    let help = HelpFormatter(root: root).help(for: ["export"])
    #expect(help.contains("\n  -c, --count <count>     How many to write. (default: 3)\n"))
    #expect(help.contains("\n  --limit <n>             The most cases. (default: 0)\n"))
    let words = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(words.contains("--format <format> What to write. (values: swift, markdown, json; default: swift)"))
    #expect(words.contains("--style <style> A second format. (values: swift, markdown, json) -o"))
    #expect(help.contains("[--exclude <key-path> ...]"))
    #expect(root.consistencyProblems() == [])
  }

  // MARK: The real commands

  @Test("The real command tree is consistent")
  func realTreeIsConsistent() {
    #expect(MantleGen.root.consistencyProblems() == [])
  }

  @Test("mantlegen infer reads its options as typed values with their defaults")
  func inferDefaults() throws {
    let infer = try typed(["infer", "a.json"], as: InferCommand.self, root: MantleGen.root)
    #expect(infer.samples == ["a.json"])
    #expect(infer.access == .public)
    #expect(infer.enumLimit == InferenceOptions().enumCaseLimit)
    #expect(infer.support == .inline)
    #expect(infer.output == nil && infer.schemaOut == nil && infer.name == nil && infer.typePrefix == nil)
    #expect(infer.schemaFlags.isEmpty)
    let given = try typed(
      [
        "infer", "a.json", "--access", "internal", "--enum-limit", "0", "--support", "shared", "--type-prefix", "API2",
        "--merge", "--convert-from-snake-case", "--single-file",
      ],
      as: InferCommand.self, root: MantleGen.root)
    // The flags of schema options come from the option table, named as schema files name them.
    #expect(given.schemaFlags == ["merge", "convertFromSnakeCase", "singleFile"])
    #expect(given.access == .internal)
    #expect(given.enumLimit == 0)
    #expect(given.support == .shared)
    #expect(given.typePrefix == "API2")
  }

  @Test(
    "mantlegen infer rejects a bad type prefix, and a schema on standard output without a folder, before running",
    arguments: [
      (
        ["--type-prefix", "api"],
        "Error: The value for '--type-prefix <prefix>' must be letters and digits starting with a capital letter."
      ),
      (
        ["--type-prefix", "A_B"],
        "Error: The value for '--type-prefix <prefix>' must be letters and digits starting with a capital letter."
      ),
      (
        ["--schema-out", "-"],
        "Error: '--schema-out -' needs '--output <dir>': without it, the Swift goes to standard output."
      ),
    ] as [([String], String)])
  func inferUsageErrors(options: [String], message: String) {
    #expect(errorLine(["infer", "a.json"] + options, as: InferCommand.self, root: MantleGen.root) == message)
  }

  @Test("Every real subcommand is found for its path and reads its typed values")
  func realCommands() throws {
    let lines: [[String]] = [
      ["infer", "a.json"], ["generate", "s.json"], ["update", "s.json", "a.json"], ["check", "s.json", "a.json"],
      ["support"], ["import", "j.json"], ["export", "s.json"],
    ]
    for line in lines {
      guard case .run(let parsed) = try parse(line, root: MantleGen.root) else {
        Issue.record("\(line) did not ask to run a command")
        continue
      }
      let command = try MantleGen.command(for: parsed)
      #expect(type(of: command).spec.name == line[0])
    }
    let check = try typed(
      ["check", "s.json", "a.json", "--format", "json"], as: CheckCommand.self, root: MantleGen.root)
    #expect(check.format == .json)
    #expect(check.schema == "s.json")
    let support = try typed(["support"], as: SupportCommand.self, root: MantleGen.root)
    #expect(support.access == .public)
  }
}
