import Testing

@testable import mantlegen

extension ArgumentParserTests {
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
}
