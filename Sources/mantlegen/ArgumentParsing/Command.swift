/// A subcommand of the tool: its description, its arguments and options, and what it does.
///
/// Each argument and option is declared once, as a property with ``CommandArgument`` or
/// ``CommandOption``: the declaration gives the parser and the help what they need, and the
/// property holds the typed value. ``init(parsed:)`` reads every value and calls ``validate()``, so
/// that every usage error is raised before `run()` starts; `run()` works with the properties only.
///
/// ```swift
/// struct Infer: Command {
///   static let configuration = CommandConfiguration(name: "infer", abstract: "Infer models.")
///
///   @CommandArgument(.variadic("sample", help: "A sample file."))
///   var samples: [String]
///   @CommandOption(.value("enum-limit", valueName: "count", help: "The most cases.", default: 8, parser: .integer(atLeast: 0)))
///   var enumLimit: Int
///   @CommandOption(.flag("lenient", help: "Convert values instead of making unions."))
///   var lenient: Bool
///
///   func run() -> Int32 { … }
/// }
/// ```
protocol Command {
  /// The name, help text and examples; the arguments and options come from the properties.
  static var configuration: CommandConfiguration { get }
  /// A command with every argument and option declared: read from ``ParsedCommand/current`` when
  /// there is one, else unread (only its declarations are used).
  init()
  /// Checks what no single value can (an option that needs another); the default accepts all.
  func validate() throws(UsageError)
  /// Does the work and returns the exit status: 0 success, 1 drift, 2 input error.
  func run() -> Int32
}

/// What a command says about itself besides its arguments and options.
struct CommandConfiguration: Sendable {
  var name: String
  var abstract: String
  var discussion: String?
  var examples: [CommandSpec.Example]

  init(name: String, abstract: String, discussion: String? = nil, examples: [CommandSpec.Example] = []) {
    self.name = name
    self.abstract = abstract
    self.discussion = discussion
    self.examples = examples
  }
}

extension Command {
  func validate() throws(UsageError) {}

  /// A usage error about this command, for checks the parser cannot make (options that exclude
  /// each other, say).
  func usageError(_ message: String) -> UsageError {
    UsageError(message, commandPath: [Self.configuration.name])
  }

  /// The declaration the parser and the help read: the configuration, and the arguments and
  /// options in the order the properties declare them.
  static var spec: CommandSpec {
    let parameters = created(reading: nil).parameters
    return CommandSpec(
      name: configuration.name, abstract: configuration.abstract, discussion: configuration.discussion,
      arguments: parameters.compactMap(\.argumentSpec), options: parameters.compactMap(\.optionSpec),
      examples: configuration.examples)
  }

  /// The command with the typed values of `parsed`, or the first usage error (in declaration
  /// order, then ``validate()``'s).
  init(parsed: ParsedCommand) throws(UsageError) {
    let (command, parameters) = Self.created(reading: parsed)
    if let error = parameters.lazy.compactMap(\.usageError).first { throw error }
    try command.validate()
    self = command
  }

  /// A command created with its properties reading `parsed` (unread without it), and the
  /// parameters they declared, in order.
  private static func created(reading parsed: ParsedCommand?) -> (command: Self, parameters: [CommandParameter]) {
    let list = CommandParameterList()
    let command = CommandParameterList.$current.withValue(list) {
      ParsedCommand.$current.withValue(parsed) { Self() }
    }
    return (command, list.parameters)
  }
}
