/// A typed positional argument, declared once like an ``Option``: on the property that holds its
/// value, with ``CommandArgument``.
struct Argument<Value: Sendable>: Sendable {
  /// What the argument parser accepts and the help shows.
  let spec: ArgumentSpec
  /// The typed value from the positionals the parser dealt to this argument.
  let read: @Sendable (ParsedCommand) throws(UsageError) -> Value
}

extension Argument<String> {
  /// A required argument that takes one value (`<schema>`).
  static func single(_ name: String, help: String) -> Self {
    let spec = ArgumentSpec(name, help: help)
    return Argument(spec: spec) { parsed throws(UsageError) in
      // The parser has checked that it is there; this keeps a hand-made ParsedCommand honest.
      guard let value = parsed.positional(name) else {
        throw parsed.usageError("Missing expected argument '\(spec.synopsis)'")
      }
      return value
    }
  }
}

extension Argument<[String]> {
  /// An argument that takes every remaining value (`<sample> ...`): at least one unless
  /// `isRequired` is false.
  static func variadic(_ name: String, help: String, isRequired: Bool = true) -> Self {
    let spec = ArgumentSpec(name, help: help, isVariadic: true, isRequired: isRequired)
    return Argument(spec: spec) { parsed throws(UsageError) in
      let values = parsed.positionals(name)
      if isRequired && values.isEmpty { throw parsed.usageError("Missing expected argument '\(spec.synopsis)'") }
      return values
    }
  }
}
