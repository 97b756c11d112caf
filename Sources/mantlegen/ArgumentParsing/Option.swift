/// A typed option or flag, declared once: its names, help, default and validation, and how the
/// values given for it become a `Value`.
///
/// A command declares each option as a static property, lists its `spec` in its ``CommandSpec``
/// (for the parser and the help) and reads it in `init(parsed:)`, so that a value that is not
/// valid is a usage error before the command runs:
///
/// ```swift
/// struct Infer: Command {
///   static let output: Option<String?> = .optional(
///     "output", short: "o", valueName: "dir", help: "The folder to write into.", parser: .path)
///   static let access: Option<AccessLevel> = .value(
///     "access", valueName: "level", help: "The access level.", default: .public)
///   static let enumLimit: Option<Int> = .value(
///     "enum-limit", valueName: "count", help: "The most cases.", default: 8, parser: .integer(atLeast: 0))
///   static let exclude: Option<[String]> = .repeated("exclude", valueName: "key-path", help: "A key to skip.")
///   static let lenient: Option<Bool> = .flag("lenient", help: "Convert values instead of making unions.")
///   static let spec = CommandSpec(
///     name: "infer", abstract: "Infer models.",
///     options: [output.spec, access.spec, enumLimit.spec, exclude.spec, lenient.spec])
///
///   let output: String?
///   let enumLimit: Int
///   // …
///   init(parsed: ParsedCommand) throws(UsageError) {
///     output = try parsed.value(of: Self.output)
///     enumLimit = try parsed.value(of: Self.enumLimit)
///     // …
///   }
/// }
/// ```
struct Option<Value: Sendable>: Sendable {
  /// What the argument parser accepts and the help shows.
  let spec: OptionSpec
  /// The typed value from what the command line gave; read it with ``ParsedCommand/value(of:)``.
  let read: @Sendable (ParsedCommand) throws(UsageError) -> Value
}

extension Option {
  /// An option given at most once, `defaultValue` when absent; the help shows the default.
  static func value(
    _ long: String, short: Character? = nil, valueName: String? = nil, help: String,
    default defaultValue: Value, parser: ValueParser<Value>
  ) -> Self {
    assert(parser.parse(parser.text(defaultValue)) != nil, "the default of '--\(long)' is not a valid value")
    let spec = OptionSpec.option(
      long, short: short, valueName: valueName, help: help, defaultValue: parser.text(defaultValue),
      allowedValues: parser.allowedValues)
    return Option(spec: spec) { parsed throws(UsageError) in
      guard let text = parsed.givenValues(long).last else { return defaultValue }
      return try parser.value(of: text, for: spec, in: parsed)
    }
  }

  /// An option given at most once, `nil` when absent.
  static func optional<Wrapped>(
    _ long: String, short: Character? = nil, valueName: String? = nil, help: String,
    parser: ValueParser<Wrapped>
  ) -> Self where Value == Wrapped? {
    let spec = OptionSpec.option(
      long, short: short, valueName: valueName, help: help, allowedValues: parser.allowedValues)
    return Option(spec: spec) { parsed throws(UsageError) in
      guard let text = parsed.givenValues(long).last else { return nil }
      return try parser.value(of: text, for: spec, in: parsed)
    }
  }

  /// An option that may be given any number of times: its values in command-line order, `[]`
  /// when absent.
  static func repeated<Element>(
    _ long: String, short: Character? = nil, valueName: String? = nil, help: String,
    parser: ValueParser<Element>
  ) -> Self where Value == [Element] {
    let spec = OptionSpec.option(
      long, short: short, valueName: valueName, help: help, allowedValues: parser.allowedValues,
      isRepeatable: true)
    return Option(spec: spec) { parsed throws(UsageError) in
      var values: [Element] = []
      for text in parsed.givenValues(long) { values.append(try parser.value(of: text, for: spec, in: parsed)) }
      return values
    }
  }
}

extension Option where Value: CaseIterable & RawRepresentable, Value.RawValue == String {
  /// An option whose value is one of `Value`'s cases, by raw value, `defaultValue` when absent; the
  /// help lists the cases and the default, and an error lists the cases.
  static func value(
    _ long: String, short: Character? = nil, valueName: String? = nil, help: String,
    default defaultValue: Value
  ) -> Self {
    value(long, short: short, valueName: valueName, help: help, default: defaultValue, parser: .choice)
  }
}

extension Option<String?> {
  /// An option taking any text, given at most once, `nil` when absent.
  static func optional(_ long: String, short: Character? = nil, valueName: String? = nil, help: String) -> Self {
    optional(long, short: short, valueName: valueName, help: help, parser: .text)
  }
}

extension Option<[String]> {
  /// An option taking any text, given any number of times: its values in order, `[]` when absent.
  static func repeated(_ long: String, short: Character? = nil, valueName: String? = nil, help: String) -> Self {
    repeated(long, short: short, valueName: valueName, help: help, parser: .text)
  }
}

extension Option<Bool> {
  /// A flag: `true` when given (once or more), `false` when absent.
  static func flag(_ long: String, short: Character? = nil, help: String) -> Self {
    Option(spec: .flag(long, short: short, help: help)) { parsed in parsed.flag(long) }
  }
}
