import Testing

@testable import mantlegen

/// A command tree shaped like the real one, declared here so that these tests do not change when
/// the real commands do.
enum Fixture {
  static let infer = CommandSpec(
    name: "infer",
    abstract: "Infer Swift models from sample JSON.",
    discussion: """
      Reads every sample, merges the shapes it finds and prints Swift models; with --output, \
      writes one file per model instead.
      """,
    arguments: [
      ArgumentSpec(
        "sample", help: "A JSON sample file, a folder of samples, or '-' for standard input.",
        isVariadic: true)
    ],
    options: [
      .option("name", help: "The name of the root model.", defaultValue: "Root"),
      .option(
        "output", short: "o", valueName: "dir",
        help: "The folder to write the models into, instead of standard output."),
      .option(
        "format", help: "What to write.", defaultValue: "swift",
        allowedValues: ["swift", "markdown", "json"]),
      .option(
        "exclude", valueName: "key-path", help: "A key path to leave out of the models.",
        isRepeatable: true),
      .flag("dry-run", help: "Print the files that would be written, without writing them."),
    ],
    examples: [
      .init(
        "mantlegen infer user.json --name User", "Print the User model inferred from user.json."),
      .init(
        "mantlegen infer Samples/ -o Sources/Models --format markdown",
        "Write one mapping table per model found in the samples under Samples/ into Sources/Models."
      ),
    ])

  static let generate = CommandSpec(
    name: "generate",
    abstract: "Generate models from a mapping schema.",
    arguments: [ArgumentSpec("schema", help: "The mapping schema.")],
    options: [
      .option(
        "output", short: "o", valueName: "dir", help: "The folder to write into.", isRequired: true)
    ])

  static let update = CommandSpec(
    name: "update",
    abstract: "Merge new samples into a mapping schema.",
    arguments: [
      ArgumentSpec("schema", help: "The mapping schema to update."),
      ArgumentSpec("sample", help: "A JSON sample file.", isVariadic: true),
    ])

  static let root = CommandSpec(
    name: "mantlegen",
    abstract: "Turn sample JSON into Swift models.",
    version: "0.1.0",
    subcommands: [infer, generate, update])

  static let inferUsage = """
    mantlegen infer <sample> ... [--name <name>] [--output <dir>]
           [--format <format>] [--exclude <key-path> ...] [--dry-run]
    """
}

/// The command that `arguments` asks to run, or `nil` (recorded as an issue) for anything else.
func command(_ arguments: [String], root: CommandSpec = Fixture.root) -> ParsedCommand? {
  do {
    guard case .run(let command) = try parse(arguments, root: root) else {
      Issue.record("\(arguments) did not ask to run a command")
      return nil
    }
    return command
  } catch {
    Issue.record("\(arguments) failed: \(error.message)")
    return nil
  }
}

/// The rendered usage error for `arguments`, or `nil` when they parse.
func errorText(_ arguments: [String], root: CommandSpec = Fixture.root) -> String? {
  do {
    _ = try parse(arguments, root: root)
    return nil
  } catch {
    return error.render(root: root)
  }
}

@Suite("Argument parser")
struct ArgumentParserTests {
  // MARK: Parsing values

  @Test("Long, short and inline forms fill the typed accessors")
  func valueForms() throws {
    let parsed = try #require(
      command([
        "infer", "a.json", "-o", "out", "b.json", "--name=User", "--format", "markdown",
        "--exclude", "a", "--exclude=b.c", "--dry-run",
      ]))
    #expect(parsed.commandPath == ["infer"])
    #expect(parsed.spec.name == "infer")
    #expect(parsed.positionals("sample") == ["a.json", "b.json"])
    #expect(parsed.option("output") == "out")
    #expect(parsed.option("name") == "User")
    #expect(parsed.option("format") == "markdown")
    #expect(parsed.options("exclude") == ["a", "b.c"])
    #expect(parsed.flag("dry-run"))
  }

  @Test("A short option takes its value inline after '='")
  func shortInline() throws {
    let parsed = try #require(command(["infer", "-o=out", "a.json"]))
    #expect(parsed.option("output") == "out")
  }

  @Test("Absent options read as their defaults, absent flags as false")
  func defaults() throws {
    let parsed = try #require(command(["infer", "a.json"]))
    #expect(parsed.option("name") == "Root")
    #expect(parsed.options("name") == ["Root"])
    #expect(parsed.option("output") == nil)
    #expect(parsed.options("exclude") == [])
    #expect(!parsed.flag("dry-run"))
    #expect(!parsed.isPresent("name"))
    #expect(!parsed.isPresent("dry-run"))
    let given = try #require(command(["infer", "a.json", "--name", "Root", "--dry-run"]))
    #expect(given.isPresent("name"))
    #expect(given.isPresent("dry-run"))
  }

  @Test("'--' ends the options and a lone '-' is a positional")
  func terminatorAndStandardInput() throws {
    let parsed = try #require(command(["infer", "-", "--", "--name", "-x", "--help"]))
    #expect(parsed.positionals("sample") == ["-", "--name", "-x", "--help"])
    #expect(parsed.option("name") == "Root")
  }

  @Test("Negative numbers are values, not options")
  func negativeNumbers() throws {
    let parsed = try #require(command(["infer", "-1", "--name", "-2.5"]))
    #expect(parsed.positionals("sample") == ["-1"])
    #expect(parsed.option("name") == "-2.5")
  }

  @Test("A value may be empty or start with '-' when given inline")
  func inlineValues() throws {
    let parsed = try #require(command(["infer", "a.json", "--name=", "--output=-x"]))
    #expect(parsed.option("name") == "")
    #expect(parsed.option("output") == "-x")
  }

  @Test("Giving a flag twice is harmless")
  func repeatedFlag() throws {
    let parsed = try #require(command(["infer", "a.json", "--dry-run", "--dry-run"]))
    #expect(parsed.flag("dry-run"))
  }

  @Test("Positionals are dealt in order: single arguments first, the variadic one takes the rest")
  func positionalOrder() throws {
    let parsed = try #require(command(["update", "schema.json", "a.json", "b.json"]))
    #expect(parsed.positional("schema") == "schema.json")
    #expect(parsed.positionals("sample") == ["a.json", "b.json"])
  }

  @Test("An optional positional takes a value only when one is left over")
  func optionalPositional() throws {
    let copy = CommandSpec(
      name: "copy", abstract: "",
      arguments: [
        ArgumentSpec("source", help: ""), ArgumentSpec("destination", help: "", isRequired: false),
      ])
    let root = CommandSpec(name: "tool", abstract: "", subcommands: [copy])
    let one = try #require(command(["copy", "a"], root: root))
    #expect(one.positional("source") == "a")
    #expect(one.positional("destination") == nil)
    let two = try #require(command(["copy", "a", "b"], root: root))
    #expect(two.positional("destination") == "b")
    #expect(
      errorText(["copy", "a", "b", "c"], root: root) == """
        Error: Unexpected argument 'c'
        Usage: tool copy <source> [<destination>]
          See 'tool copy --help' for more information.
        """)
  }
}
