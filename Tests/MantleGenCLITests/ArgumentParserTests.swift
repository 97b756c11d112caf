import Testing

@testable import mantlegen

/// A command tree shaped like the real one, declared here so that these tests do not change when
/// the real commands do.
private enum Fixture {
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
private func command(_ arguments: [String], root: CommandSpec = Fixture.root) -> ParsedCommand? {
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
private func errorText(_ arguments: [String], root: CommandSpec = Fixture.root) -> String? {
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

  // MARK: Help and version

  @Test(
    "'--help' and '-h' anywhere ask for the help of the command named so far",
    arguments: [
      (["--help"], []),
      (["-h"], []),
      (["help"], []),
      (["--help", "infer"], ["infer"]),
      (["infer", "--help"], ["infer"]),
      (["infer", "a.json", "-h"], ["infer"]),
      (["infer", "--name", "-h"], ["infer"]),
      (["infer", "--bogus", "--help"], ["infer"]),
      (["help", "infer"], ["infer"]),
      (["help", "generate", "--help"], ["generate"]),
      (["infr", "--help"], []),
    ] as [([String], [String])])
  func helpRequests(arguments: [String], path: [String]) throws {
    #expect(try parse(arguments, root: Fixture.root) == .help(commandPath: path))
  }

  @Test("'--version' at the root asks for the version")
  func version() throws {
    #expect(try parse(["--version"], root: Fixture.root) == .version("0.1.0"))
    #expect(
      errorText(["infer", "a.json", "--version"]) == """
        Error: Unknown option '--version'
        Usage: \(Fixture.inferUsage)
          See 'mantlegen infer --help' for more information.
        """)
  }

  @Test("The root help lists the options and the subcommands")
  func rootHelp() {
    #expect(
      HelpFormatter(root: Fixture.root).help(for: []) == """
        OVERVIEW: Turn sample JSON into Swift models.

        USAGE: mantlegen <subcommand>

        OPTIONS:
          --version               Show the version.
          -h, --help              Show help information.

        SUBCOMMANDS:
          infer                   Infer Swift models from sample JSON.
          generate                Generate models from a mapping schema.
          update                  Merge new samples into a mapping schema.

          See 'mantlegen help <subcommand>' for detailed help.
        """)
  }

  @Test("A command's help has its overview, usage, arguments, options and examples")
  func commandHelp() {
    #expect(
      HelpFormatter(root: Fixture.root).help(for: ["infer"]) == """
        OVERVIEW: Infer Swift models from sample JSON.

        Reads every sample, merges the shapes it finds and prints Swift models; with
        --output, writes one file per model instead.

        USAGE: mantlegen infer <sample> ... [--name <name>] [--output <dir>]
               [--format <format>] [--exclude <key-path> ...] [--dry-run]

        ARGUMENTS:
          <sample>                A JSON sample file, a folder of samples, or '-' for
                                  standard input.

        OPTIONS:
          --name <name>           The name of the root model. (default: Root)
          -o, --output <dir>      The folder to write the models into, instead of
                                  standard output.
          --format <format>       What to write. (values: swift, markdown, json;
                                  default: swift)
          --exclude <key-path>    A key path to leave out of the models.
          --dry-run               Print the files that would be written, without writing
                                  them.
          -h, --help              Show help information.

        EXAMPLES:
          mantlegen infer user.json --name User
              Print the User model inferred from user.json.
          mantlegen infer Samples/ -o Sources/Models --format markdown
              Write one mapping table per model found in the samples under Samples/ into
              Sources/Models.
        """)
  }

  @Test("A required option has no brackets in the usage line")
  func requiredOptionHelp() {
    #expect(
      HelpFormatter(root: Fixture.root).help(for: ["generate"]) == """
        OVERVIEW: Generate models from a mapping schema.

        USAGE: mantlegen generate <schema> --output <dir>

        ARGUMENTS:
          <schema>                The mapping schema.

        OPTIONS:
          -o, --output <dir>      The folder to write into.
          -h, --help              Show help information.
        """)
  }

  @Test("A label too long for the first column puts its help on the next line")
  func longLabel() {
    let command = CommandSpec(
      name: "run", abstract: "Run.",
      options: [
        .option("schema-output", valueName: "schema-file", help: "Where to write the schema."),
        .flag("a", short: "a", help: ""),
      ])
    let root = CommandSpec(name: "tool", abstract: "", subcommands: [command])
    #expect(
      HelpFormatter(root: root).help(for: ["run"]) == """
        OVERVIEW: Run.

        USAGE: tool run [--schema-output <schema-file>] [--a]

        OPTIONS:
          --schema-output <schema-file>
                                  Where to write the schema.
          -a, --a
          -h, --help              Show help information.
        """)
  }

  @Test("Nested subcommands name their path in the help")
  func nestedHelp() throws {
    let average = CommandSpec(name: "average", abstract: "Print the average.")
    let stats = CommandSpec(name: "stats", abstract: "Statistics.", subcommands: [average])
    let root = CommandSpec(name: "math", abstract: "Maths.", subcommands: [stats])
    #expect(
      HelpFormatter(root: root).help(for: ["stats"]) == """
        OVERVIEW: Statistics.

        USAGE: math stats <subcommand>

        OPTIONS:
          -h, --help              Show help information.

        SUBCOMMANDS:
          average                 Print the average.

          See 'math help stats <subcommand>' for detailed help.
        """)
    #expect(
      try parse(["help", "stats", "average"], root: root)
        == .help(commandPath: ["stats", "average"]))
    #expect(
      try parse(["stats", "average"], root: root)
        == .run(ParsedCommand(commandPath: ["stats", "average"], spec: average)))
  }

  @Test("Past twelve arguments and options, optional options collapse to '[<options>]'")
  func collapsedUsage() {
    let flags = (1...12).map { OptionSpec.flag("flag\($0)", help: "") }
    let required = OptionSpec.option("output", help: "", isRequired: true)
    let command = CommandSpec(
      name: "big", abstract: "", arguments: [ArgumentSpec("input", help: "")],
      options: flags + [required])
    let root = CommandSpec(name: "tool", abstract: "", subcommands: [command])
    #expect(
      HelpFormatter(root: root).usage(for: ["big"])
        == "tool big <input> --output <output> [<options>]")
  }

  @Test("Wrapping keeps line breaks and indentation and never splits a word")
  func wrapping() {
    let text = "alpha beta gamma\n\n  delta epsilon zeta\nsupercalifragilistic"
    #expect(
      HelpFormatter.wrap(text, indent: 2, width: 14) == """
          alpha beta
          gamma

            delta
            epsilon
            zeta
          supercalifragilistic
        """)
  }

  // MARK: Usage errors

  @Test("No arguments at all: a missing-subcommand error")
  func missingSubcommand() {
    #expect(
      errorText([]) == """
        Error: Missing subcommand. Please provide one of 'infer', 'generate' or 'update'.
        Usage: mantlegen <subcommand>
          See 'mantlegen --help' for more information.
        """)
  }

  @Test("An unknown subcommand suggests the closest one")
  func unknownSubcommand() {
    #expect(
      errorText(["infr", "a.json"]) == """
        Error: Unknown subcommand 'infr'. Did you mean 'infer'?
        Usage: mantlegen <subcommand>
          See 'mantlegen --help' for more information.
        """)
    #expect(
      errorText(["frobnicate"]) == """
        Error: Unknown subcommand 'frobnicate'
        Usage: mantlegen <subcommand>
          See 'mantlegen --help' for more information.
        """)
    #expect(
      errorText(["help", "genrate"]) == """
        Error: Unknown subcommand 'genrate'. Did you mean 'generate'?
        Usage: mantlegen <subcommand>
          See 'mantlegen --help' for more information.
        """)
  }

  @Test("An unknown option at the root suggests '--version' or '--help'")
  func unknownRootOption() {
    #expect(
      errorText(["--verison"]) == """
        Error: Unknown option '--verison'. Did you mean '--version'?
        Usage: mantlegen <subcommand>
          See 'mantlegen --help' for more information.
        """)
  }

  @Test(
    "An unknown option suggests a close or abbreviated long name, never for one letter",
    arguments: [
      ("--nme", "Unknown option '--nme'. Did you mean '--name'?"),
      ("--outptu=x", "Unknown option '--outptu'. Did you mean '--output'?"),
      ("--out", "Unknown option '--out'. Did you mean '--output'?"),
      ("-name", "Unknown option '-name'. Did you mean '--name'?"),
      ("--hlep", "Unknown option '--hlep'. Did you mean '--help'?"),
      ("-x", "Unknown option '-x'"),
      ("--zzz", "Unknown option '--zzz'"),
    ])
  func unknownOption(option: String, message: String) {
    #expect(
      errorText(["infer", "a.json", option]) == """
        Error: \(message)
        Usage: \(Fixture.inferUsage)
          See 'mantlegen infer --help' for more information.
        """)
  }

  @Test("An option without its value is an error, at the end or before another option")
  func missingValue() {
    let expected = """
      Error: Missing value for '-o <dir>'
      Usage: \(Fixture.inferUsage)
        See 'mantlegen infer --help' for more information.
      """
    #expect(errorText(["infer", "a.json", "-o"]) == expected)
    #expect(errorText(["infer", "a.json", "-o", "--dry-run"]) == expected)
  }

  @Test("A non-repeatable option given twice is an error, whatever names are used")
  func repeatedOption() {
    let expected = """
      Error: The option '--output' cannot be given more than once
      Usage: \(Fixture.inferUsage)
        See 'mantlegen infer --help' for more information.
      """
    #expect(errorText(["infer", "a.json", "--output", "x", "--output", "y"]) == expected)
    #expect(errorText(["infer", "a.json", "-o", "x", "--output=y"]) == expected)
  }

  @Test("A value outside the allowed list names the allowed values")
  func invalidValue() {
    #expect(
      errorText(["infer", "a.json", "--format", "yaml"]) == """
        Error: The value 'yaml' is invalid for '--format <format>'. \
        Please provide one of 'swift', 'markdown' or 'json'.
        Usage: mantlegen infer <sample> ... [--name <name>] [--output <dir>]
               [--format <format>] [--exclude <key-path> ...] [--dry-run]
          See 'mantlegen infer --help' for more information.
        """)
  }

  @Test("A flag given a value is an error")
  func flagWithValue() {
    #expect(
      errorText(["infer", "a.json", "--dry-run=yes"]) == """
        Error: The option '--dry-run' does not take any value, but 'yes' was specified.
        Usage: \(Fixture.inferUsage)
          See 'mantlegen infer --help' for more information.
        """)
  }

  @Test("A missing required positional is named with its synopsis")
  func missingPositional() {
    #expect(
      errorText(["infer", "--dry-run"]) == """
        Error: Missing expected argument '<sample> ...'
        Usage: \(Fixture.inferUsage)
          See 'mantlegen infer --help' for more information.
        """)
    #expect(
      errorText(["update", "schema.json"]) == """
        Error: Missing expected argument '<sample> ...'
        Usage: mantlegen update <schema> <sample> ...
          See 'mantlegen update --help' for more information.
        """)
    #expect(
      errorText(["generate", "-o", "out"]) == """
        Error: Missing expected argument '<schema>'
        Usage: mantlegen generate <schema> --output <dir>
          See 'mantlegen generate --help' for more information.
        """)
  }

  @Test("A missing required option is an error")
  func missingRequiredOption() {
    #expect(
      errorText(["generate", "schema.json"]) == """
        Error: Missing expected argument '--output <dir>'
        Usage: mantlegen generate <schema> --output <dir>
          See 'mantlegen generate --help' for more information.
        """)
  }

  @Test("Positionals beyond the declared ones are errors")
  func unexpectedArguments() {
    #expect(
      errorText(["generate", "schema.json", "extra", "more", "-o", "out"]) == """
        Error: 2 unexpected arguments: 'extra', 'more'
        Usage: mantlegen generate <schema> --output <dir>
          See 'mantlegen generate --help' for more information.
        """)
    #expect(
      errorText(["help", "generate", "extra"]) == """
        Error: Unexpected argument 'extra'
        Usage: mantlegen generate <schema> --output <dir>
          See 'mantlegen generate --help' for more information.
        """)
  }

  @Test("Commands raise their own usage errors about the parsed command")
  func commandUsageError() throws {
    let parsed = try #require(command(["infer", "a.json", "--dry-run"]))
    #expect(
      parsed.usageError("'--dry-run' needs '--output'").render(root: Fixture.root) == """
        Error: '--dry-run' needs '--output'
        Usage: \(Fixture.inferUsage)
          See 'mantlegen infer --help' for more information.
        """)
  }

  // MARK: Building blocks

  @Test(
    "Edit distance counts insertions, deletions and substitutions",
    arguments: [
      ("", "", 0), ("", "abc", 3), ("name", "name", 0), ("nme", "name", 1), ("nmae", "name", 2),
      ("kitten", "sitting", 3),
    ] as [(String, String, Int)])
  func editDistance(a: String, b: String, distance: Int) {
    #expect(Suggestion.editDistance(a, b) == distance)
    #expect(Suggestion.editDistance(b, a) == distance)
  }

  @Test("The closest suggestion prefers the smallest distance, then the first prefix match")
  func closest() {
    #expect(Suggestion.closest(to: "outptu", among: ["output", "out"]) == "output")
    #expect(Suggestion.closest(to: "ou", among: ["output", "out"]) == "out")
    #expect(Suggestion.closest(to: "form", among: ["name", "format"]) == "format")
    #expect(Suggestion.closest(to: "dryrun-now", among: ["dry-run", "dryrun"]) == "dryrun")
    #expect(Suggestion.closest(to: "zzz", among: ["name"]) == nil)
    #expect(Suggestion.closest(to: "", among: ["name"]) == nil)
  }

  @Test("The fixture's declaration is consistent")
  func fixtureIsConsistent() {
    #expect(Fixture.root.consistencyProblems() == [])
  }

  @Test("Declaration mistakes are reported, one sentence each")
  func consistencyProblems() {
    let broken = CommandSpec(
      name: "broken", abstract: "",
      arguments: [
        ArgumentSpec("rest", help: "", isVariadic: true, isRequired: false),
        ArgumentSpec("last", help: ""),
      ],
      options: [
        .option("format", help: "", defaultValue: "xml", allowedValues: ["json"]),
        .option("output", short: "o", help: "", defaultValue: ".", isRequired: true),
        .flag("help", short: "o", help: ""),
      ])
    let root = CommandSpec(
      name: "tool", abstract: "", options: [.flag("verbose", help: "")],
      subcommands: [broken, broken])
    #expect(
      root.consistencyProblems() == [
        "'tool' has subcommands, so it cannot have arguments or options.",
        "'tool' has two subcommands called 'broken'.",
        "'tool broken' declares '--help' more than once.",
        "'tool broken' declares '-o' more than once.",
        "'tool broken': '<rest>' is variadic, so it must be the last argument.",
        "'tool broken': '<rest>' is optional, so no required argument may follow it.",
        "'tool broken': '--format' has a default that is not one of its allowed values.",
        "'tool broken': '--output' is required, so it cannot have a default.",
        "'tool broken' declares '--help' more than once.",
        "'tool broken' declares '-o' more than once.",
        "'tool broken': '<rest>' is variadic, so it must be the last argument.",
        "'tool broken': '<rest>' is optional, so no required argument may follow it.",
        "'tool broken': '--format' has a default that is not one of its allowed values.",
        "'tool broken': '--output' is required, so it cannot have a default.",
      ])
  }
}
