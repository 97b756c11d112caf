/// What the command line asks for.
enum ParseResult: Equatable, Sendable {
  /// Run a command with these values.
  case run(ParsedCommand)
  /// Print the help of the command at this path (subcommand names below the root; `[]` is the
  /// root) to standard output and exit 0. `HelpFormatter(root:).help(for:)` gives the text.
  case help(commandPath: [String])
  /// Print this version (the command's `version`) to standard output and exit 0.
  case version(String)
}

/// The values given to one command, read back by the names used in its `CommandSpec` (the
/// command's ``Option`` and ``Argument`` declarations type them).
///
/// Reading a name the spec does not declare is a programming mistake: it asserts in debug builds
/// and reads as absent in release builds.
struct ParsedCommand: Equatable, Sendable {
  /// Subcommand names below the root (`["infer"]`); `[]` would be the root itself.
  var commandPath: [String]
  /// The spec of the command that was parsed.
  var spec: CommandSpec
  /// Positional values by argument name, in command-line order.
  private var arguments: [String: [String]]
  /// Option values by long name, in command-line order.
  private var values: [String: [String]]
  /// Long names of the flags given on the command line.
  private var flags: Set<String>

  init(
    commandPath: [String], spec: CommandSpec, arguments: [String: [String]] = [:],
    values: [String: [String]] = [:], flags: Set<String> = []
  ) {
    self.commandPath = commandPath
    self.spec = spec
    self.arguments = arguments
    self.values = values
    self.flags = flags
  }

  /// The values of the positional argument `name`, in command-line order (`-` included as is).
  func positionals(_ name: String) -> [String] {
    assert(spec.argument(named: name) != nil, "'\(spec.name)' declares no argument '\(name)'")
    return arguments[name] ?? []
  }

  /// The value of the non-variadic positional argument `name`, or `nil` when it was not given.
  func positional(_ name: String) -> String? {
    positionals(name).first
  }

  /// The value of the option `--long`: the last one given, else its default, else `nil`.
  func option(_ long: String) -> String? {
    let option = spec.option(long: long)
    assert(option?.takesValue == true, "'\(spec.name)' declares no option '--\(long) <value>'")
    return values[long]?.last ?? option?.defaultValue
  }

  /// Every value given for the repeatable option `--long`, in order; else `[default]`, else `[]`.
  func options(_ long: String) -> [String] {
    let option = spec.option(long: long)
    assert(option?.takesValue == true, "'\(spec.name)' declares no option '--\(long) <value>'")
    return values[long] ?? option?.defaultValue.map { [$0] } ?? []
  }

  /// Whether the flag `--long` was given.
  func flag(_ long: String) -> Bool {
    let option = spec.option(long: long)
    assert(option?.takesValue == false, "'\(spec.name)' declares no flag '--\(long)'")
    return flags.contains(long)
  }

  /// Whether the option or flag `--long` appeared on the command line (defaults do not count).
  func isPresent(_ long: String) -> Bool {
    assert(spec.option(long: long) != nil, "'\(spec.name)' declares no option '--\(long)'")
    return values[long] != nil || flags.contains(long)
  }

  /// The values given for the option `--long` on the command line, in order; its default does not count.
  func givenValues(_ long: String) -> [String] {
    assert(spec.option(long: long)?.takesValue == true, "'\(spec.name)' declares no option '--\(long) <value>'")
    return values[long] ?? []
  }

  /// A usage error about this command, for checks the parser cannot make (options that
  /// exclude each other, say); render and print it like the parser's own errors.
  func usageError(_ message: String) -> UsageError {
    UsageError(message, commandPath: commandPath)
  }
}
