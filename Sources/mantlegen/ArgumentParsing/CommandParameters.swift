/// An argument or option a command declares as a property (see ``Command``).
struct CommandParameter: Sendable {
  /// The declaration of a positional argument, if it is one.
  var argumentSpec: ArgumentSpec?
  /// The declaration of an option or flag, if it is one.
  var optionSpec: OptionSpec?
  /// Why the value given on the command line is not valid, if it is not.
  var usageError: UsageError?
}

/// Collects the parameters of a command while its properties are created, in declaration order:
/// how ``Command`` learns its arguments and options without reflection.
final class CommandParameterList: @unchecked Sendable {
  /// The parameters created so far.
  private(set) var parameters: [CommandParameter] = []

  /// The list the properties being created add themselves to, if any.
  @TaskLocal static var current: CommandParameterList?

  func add(_ parameter: CommandParameter) {
    parameters.append(parameter)
  }
}

extension ParsedCommand {
  /// The command line whose values a command's properties read while the command is created
  /// (see ``Command/init(parsed:)``); `nil` otherwise.
  @TaskLocal static var current: ParsedCommand?
}

/// The value a parameter's property reads from ``ParsedCommand/current`` when it is created:
/// `nil` outside parsing, else the typed value or the usage error.
struct ParsedValue<Value: Sendable>: Sendable {
  private let result: Result<Value, UsageError>?

  init(_ read: (ParsedCommand) throws(UsageError) -> Value) {
    result = ParsedCommand.current.map { parsed in Result { () throws(UsageError) in try read(parsed) } }
  }

  /// The typed value; `name` says which parameter, should it be read before parsing.
  func value(of name: String) -> Value {
    guard case .success(let value)? = result else { preconditionFailure("\(name) was not read") }
    return value
  }

  var usageError: UsageError? {
    if case .failure(let error)? = result { error } else { nil }
  }
}

/// A property that is a command's option or flag, declared with an ``Option``.
@propertyWrapper
struct CommandOption<Value: Sendable>: Sendable {
  let declaration: Option<Value>
  private let parsed: ParsedValue<Value>

  init(_ declaration: Option<Value>) {
    self.declaration = declaration
    parsed = ParsedValue(declaration.read)
    CommandParameterList.current?.add(CommandParameter(optionSpec: declaration.spec, usageError: parsed.usageError))
  }

  /// The typed value; a command reads it only after ``Command/init(parsed:)`` has succeeded.
  var wrappedValue: Value { parsed.value(of: "'--\(declaration.spec.long)'") }
}

/// A property that is a command's positional argument, declared with an ``Argument``.
@propertyWrapper
struct CommandArgument<Value: Sendable>: Sendable {
  let declaration: Argument<Value>
  private let parsed: ParsedValue<Value>

  init(_ declaration: Argument<Value>) {
    self.declaration = declaration
    parsed = ParsedValue(declaration.read)
    CommandParameterList.current?.add(CommandParameter(argumentSpec: declaration.spec, usageError: parsed.usageError))
  }

  /// The typed value; a command reads it only after ``Command/init(parsed:)`` has succeeded.
  var wrappedValue: Value { parsed.value(of: "'\(declaration.spec.name)'") }
}
