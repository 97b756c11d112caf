import Testing

@testable import mantlegen

extension ArgumentParserTests {
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
