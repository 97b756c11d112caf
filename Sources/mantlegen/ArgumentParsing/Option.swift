/// A typed option or flag: its names, help, default and validation, and how the values given for
/// it become a `Value`. A command declares it once, on the property that holds its value:
///
/// ```swift
/// @CommandOption(.optional("output", short: "o", valueName: "dir", help: "The folder to write into.", parser: .path))
/// var output: String?
/// @CommandOption(.value("access", valueName: "level", help: "The access level.", default: .public))
/// var access: AccessLevel
/// @CommandOption(.repeated("exclude", valueName: "key-path", help: "A key to skip."))
/// var exclude: [String]
/// @CommandOption(.flag("lenient", help: "Convert values instead of making unions."))
/// var lenient: Bool
/// ```
///
/// A value that is not valid is a usage error before the command runs (see ``Command``).
struct Option<Value: Sendable>: Sendable {
  /// What the argument parser accepts and the help shows.
  let spec: OptionSpec
  /// The typed value from what the command line gave (read by ``CommandOption``).
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
