/// A subcommand of the tool: its declaration, its typed values and what it does.
///
/// `init(parsed:)` reads every argument and option with ``ParsedCommand/value(of:)`` and checks
/// what no single value can (an option that needs another), so that every usage error is raised
/// before `run()` starts; `run()` works with the typed properties only.
protocol Command {
  /// The declaration: name, help, arguments and options (their `spec`s, in help order).
  static var spec: CommandSpec { get }
  /// The typed values of a command line parsed against `spec`, or the first usage error.
  init(parsed: ParsedCommand) throws(UsageError)
  /// Does the work and returns the exit status: 0 success, 1 drift, 2 input error.
  func run() -> Int32
}
