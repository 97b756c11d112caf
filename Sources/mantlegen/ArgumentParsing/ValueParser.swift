/// How the text of one option value becomes a typed value: any text, a path, a whole number in a
/// range, or one of the cases of an enum.
///
/// A parser that lists `allowedValues` has them checked by the argument parser itself (its error
/// names them all); for the others, text that `parse` rejects gives the usage error
/// "The value for '--enum-limit <count>' must be `requirement`."
struct ValueParser<Value: Sendable>: Sendable {
  /// The only texts accepted, shown in the help as `(values: …)`; empty when any text is tried.
  var allowedValues: [String] = []
  /// What a valid value is, completing "The value for '--x <y>' must be …" (no final period).
  var requirement: String
  /// The value that `text` stands for, or `nil` when `text` is not valid.
  var parse: @Sendable (_ text: String) -> Value?
  /// How a value is written on the command line, for `(default: …)` in the help.
  var text: @Sendable (_ value: Value) -> String = { "\($0)" }

  /// The value `text` (given for `option`) stands for, or the usage error saying what it must be.
  func value(of text: String, for option: OptionSpec, in parsed: ParsedCommand) throws(UsageError) -> Value {
    if let value = parse(text) { return value }
    if !allowedValues.isEmpty {
      throw .invalidValue(text, for: "--\(option.long)", option: option, commandPath: parsed.commandPath)
    }
    throw parsed.usageError("The value for '\(option.synopsis)' must be \(requirement).")
  }
}

extension ValueParser<String> {
  /// Any text, the empty one included.
  static var text: Self {
    ValueParser(requirement: "any text") { $0 }
  }

  /// A file or folder path (or `-`): any text but the empty one, which would name the current folder.
  static var path: Self {
    ValueParser(requirement: "a non-empty path") { $0.isEmpty ? nil : $0 }
  }
}

extension ValueParser<Int> {
  /// A whole number (decimal digits with an optional sign) of at least `minimum`.
  static func integer(atLeast minimum: Int) -> Self {
    integer(in: minimum...Int.max, requirement: "a whole number of \(minimum) or more")
  }

  /// A whole number (decimal digits with an optional sign) within `range`.
  static func integer(in range: ClosedRange<Int>) -> Self {
    integer(in: range, requirement: "a whole number from \(range.lowerBound) to \(range.upperBound)")
  }

  private static func integer(in range: ClosedRange<Int>, requirement: String) -> Self {
    ValueParser(
      requirement: requirement, parse: { text in Int(text).flatMap { range.contains($0) ? $0 : nil } },
      text: { String($0) })
  }
}

extension ValueParser where Value: CaseIterable & RawRepresentable, Value.RawValue == String {
  /// One of the raw values of `Value`'s cases, in declaration order.
  static var choice: Self {
    let names = Value.allCases.map { $0.rawValue }
    return ValueParser(
      allowedValues: names, requirement: "one of " + Suggestion.quotedList(names), parse: { Value(rawValue: $0) },
      text: { $0.rawValue })
  }
}
