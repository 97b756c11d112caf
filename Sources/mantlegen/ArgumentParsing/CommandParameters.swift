/// An argument or option a command declares as a property (see ``Command``).
protocol CommandParameter {
  /// The declaration of a positional argument, if it is one.
  var argumentSpec: ArgumentSpec? { get }
  /// The declaration of an option or flag, if it is one.
  var optionSpec: OptionSpec? { get }
  /// Why the value given on the command line is not valid, if it is not.
  var usageError: UsageError? { get }
}

extension ParsedCommand {
  /// The command line whose values a command's properties read while the command is created
  /// (see ``Command/init(parsed:)``); `nil` otherwise.
  @TaskLocal static var current: ParsedCommand?
}

/// A property that is a command's option or flag, declared with an ``Option``.
@propertyWrapper
struct CommandOption<Value: Sendable>: CommandParameter, Sendable {
  let declaration: Option<Value>
  private let value: Result<Value, UsageError>?

  init(_ declaration: Option<Value>) {
    self.declaration = declaration
    value = ParsedCommand.current.map { parsed in
      Result { () throws(UsageError) in try parsed.value(of: declaration) }
    }
  }

  /// The typed value; a command reads it only after ``Command/init(parsed:)`` has succeeded.
  var wrappedValue: Value {
    guard case .success(let value)? = value else { preconditionFailure("'--\(declaration.spec.long)' was not read") }
    return value
  }

  var argumentSpec: ArgumentSpec? { nil }
  var optionSpec: OptionSpec? { declaration.spec }
  var usageError: UsageError? {
    if case .failure(let error)? = value { error } else { nil }
  }
}

/// A property that is a command's positional argument, declared with an ``Argument``.
@propertyWrapper
struct CommandArgument<Value: Sendable>: CommandParameter, Sendable {
  let declaration: Argument<Value>
  private let value: Result<Value, UsageError>?

  init(_ declaration: Argument<Value>) {
    self.declaration = declaration
    value = ParsedCommand.current.map { parsed in
      Result { () throws(UsageError) in try parsed.value(of: declaration) }
    }
  }

  /// The typed value; a command reads it only after ``Command/init(parsed:)`` has succeeded.
  var wrappedValue: Value {
    guard case .success(let value)? = value else { preconditionFailure("'\(declaration.spec.name)' was not read") }
    return value
  }

  var argumentSpec: ArgumentSpec? { declaration.spec }
  var optionSpec: OptionSpec? { nil }
  var usageError: UsageError? {
    if case .failure(let error)? = value { error } else { nil }
  }
}
