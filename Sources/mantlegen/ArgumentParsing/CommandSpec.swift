/// The declaration of a command: what `parse(_:root:)` accepts and what the help text shows.
///
/// A command either has subcommands (the root `mantlegen`) or arguments and options (a leaf such
/// as `infer`); `consistencyProblems()` reports a spec that mixes the two. Every command
/// understands `-h`/`--help`; a command with a `version` also understands `--version`.
///
/// ```swift
/// let infer = CommandSpec(
///   name: "infer",
///   abstract: "Infer Swift models from sample JSON.",
///   arguments: [ArgumentSpec("sample", help: "A JSON sample file, or '-'.", isVariadic: true)],
///   options: [
///     .option("output", short: "o", valueName: "dir", help: "The folder to write into."),
///     .flag("dry-run", help: "Print what would be written."),
///   ])
/// let root = CommandSpec(
///   name: "mantlegen", abstract: "Turn sample JSON into Swift models.",
///   version: "1.0.0", subcommands: [infer])
/// ```
struct CommandSpec: Equatable, Sendable {
  /// One worked example shown under `EXAMPLES:` in the help.
  struct Example: Equatable, Sendable {
    /// The full command line, starting with the tool's name (`mantlegen infer user.json`).
    var commandLine: String
    /// What the command line does, as a sentence.
    var explanation: String

    init(_ commandLine: String, _ explanation: String) {
      self.commandLine = commandLine
      self.explanation = explanation
    }
  }

  /// The word that selects the command (`infer`), or the tool's name for the root.
  var name: String
  /// A one-line summary, shown after `OVERVIEW:` and in the parent's `SUBCOMMANDS:` list.
  var abstract: String
  /// Longer text shown below the overview; line breaks are kept, long lines are wrapped.
  var discussion: String?
  /// The version printed for `--version`; usually set on the root only.
  var version: String?
  /// Positional arguments, in the order they are given on the command line.
  var arguments: [ArgumentSpec]
  /// Options and flags, in the order the help lists them.
  var options: [OptionSpec]
  /// Examples shown under `EXAMPLES:`.
  var examples: [Example]
  /// Subcommands, in the order the help lists them.
  var subcommands: [CommandSpec]

  init(
    name: String,
    abstract: String,
    discussion: String? = nil,
    version: String? = nil,
    arguments: [ArgumentSpec] = [],
    options: [OptionSpec] = [],
    examples: [Example] = [],
    subcommands: [CommandSpec] = []
  ) {
    self.name = name
    self.abstract = abstract
    self.discussion = discussion
    self.version = version
    self.arguments = arguments
    self.options = options
    self.examples = examples
    self.subcommands = subcommands
  }

  /// The subcommand called `name`, if there is one.
  func subcommand(named name: String) -> CommandSpec? {
    subcommands.first { $0.name == name }
  }

  /// The command reached by following `path` (subcommand names below this command), if it exists.
  func command(at path: [String]) -> CommandSpec? {
    var command = self
    for name in path {
      guard let next = command.subcommand(named: name) else { return nil }
      command = next
    }
    return command
  }

  /// The option or flag whose long name is `long` (without dashes).
  func option(long: String) -> OptionSpec? {
    options.first { $0.long == long }
  }

  /// The option or flag whose short name is `short`.
  func option(short: Character) -> OptionSpec? {
    options.first { $0.short == short }
  }

  /// The positional argument called `name`.
  func argument(named name: String) -> ArgumentSpec? {
    arguments.first { $0.name == name }
  }
}

/// A positional argument, shown as `<name>` in the usage line and under `ARGUMENTS:`.
struct ArgumentSpec: Equatable, Sendable {
  /// The name shown between angle brackets and used to read the values back.
  var name: String
  /// A full sentence saying what the argument is.
  var help: String
  /// Whether the argument takes every remaining value (`<sample> ...`); only the last may be.
  var isVariadic: Bool
  /// Whether at least one value must be given.
  var isRequired: Bool

  init(_ name: String, help: String, isVariadic: Bool = false, isRequired: Bool = true) {
    self.name = name
    self.help = help
    self.isVariadic = isVariadic
    self.isRequired = isRequired
  }

  /// `<name>`, or `<name> ...` when variadic: how usage lines and errors refer to the argument.
  var synopsis: String {
    isVariadic ? "<\(name)> ..." : "<\(name)>"
  }
}

/// A named option: either one taking a value (`--output <dir>`) or a flag (`--dry-run`).
///
/// Declare them with `.option(…)` and `.flag(…)`.
struct OptionSpec: Equatable, Sendable {
  /// The long name without dashes (`output` for `--output`); also the key to read the value back.
  var long: String
  /// The optional one-letter name (`o` for `-o`).
  var short: Character?
  /// A full sentence saying what the option does.
  var help: String
  /// The placeholder for the value (`dir` in `--output <dir>`); `nil` for a flag.
  var valueName: String?
  /// The value used when the option is absent; shown as `(default: …)`. Describe defaults that
  /// are not values (such as "standard output") in `help` instead.
  var defaultValue: String?
  /// The only values accepted, shown as `(values: …)`; empty means any value.
  var allowedValues: [String]
  /// Whether the option may be given more than once (its values are collected in order).
  var isRepeatable: Bool
  /// Whether the option must be given.
  var isRequired: Bool

  /// An option that takes a value: `--long <valueName>`, `--long=<valueName>` or `-s <valueName>`.
  ///
  /// `valueName` defaults to the long name.
  static func option(
    _ long: String,
    short: Character? = nil,
    valueName: String? = nil,
    help: String,
    defaultValue: String? = nil,
    allowedValues: [String] = [],
    isRepeatable: Bool = false,
    isRequired: Bool = false
  ) -> OptionSpec {
    OptionSpec(
      long: long, short: short, help: help, valueName: valueName ?? long,
      defaultValue: defaultValue, allowedValues: allowedValues, isRepeatable: isRepeatable,
      isRequired: isRequired)
  }

  /// A flag: `--long` or `-s`, true when present. Giving it twice is harmless.
  static func flag(_ long: String, short: Character? = nil, help: String) -> OptionSpec {
    OptionSpec(
      long: long, short: short, help: help, valueName: nil, defaultValue: nil, allowedValues: [],
      isRepeatable: false, isRequired: false)
  }

  /// Whether the option takes a value (false for a flag).
  var takesValue: Bool { valueName != nil }

  /// `--long <value>` or `--long`: how usage lines and errors refer to the option.
  var synopsis: String {
    valueName.map { "--\(long) <\($0)>" } ?? "--\(long)"
  }
}
