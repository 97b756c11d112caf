/// A command line that does not match its `CommandSpec`: print `render(root:)` to standard error
/// and exit with status 2.
struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
  /// One sentence, without the `Error: ` prefix (`Unknown option '--nme'. Did you mean '--name'?`).
  var message: String
  /// The command the error is about, as subcommand names below the root (`[]` is the root).
  var commandPath: [String]

  init(_ message: String, commandPath: [String] = []) {
    self.message = message
    self.commandPath = commandPath
  }

  var description: String { message }

  /// The three lines swift-argument-parser prints, without a final newline:
  ///
  /// ```
  /// Error: Missing value for '--output <dir>'
  /// Usage: mantlegen infer <sample> ... [--output <dir>]
  ///   See 'mantlegen infer --help' for more information.
  /// ```
  func render(root: CommandSpec) -> String {
    let formatter = HelpFormatter(root: root)
    let command = ([root.name] + formatter.resolvedPath(commandPath)).joined(separator: " ")
    return """
      Error: \(message)
      Usage: \(formatter.usage(for: commandPath))
        See '\(command) --help' for more information.
      """
  }
}

extension UsageError {
  static func unknownOption(_ name: String, candidates: [String], commandPath: [String]) -> Self {
    // Like swift-argument-parser, a one-letter option gets no suggestion: every letter is close.
    let typed = String(name.drop { $0 == "-" })
    let suggestion = name.count > 2 ? Suggestion.closest(to: typed, among: candidates) : nil
    let hint = suggestion.map { ". Did you mean '--\($0)'?" } ?? ""
    return UsageError("Unknown option '\(name)'\(hint)", commandPath: commandPath)
  }

  static func unknownSubcommand(_ name: String, of command: CommandSpec, commandPath: [String])
    -> Self
  {
    let candidates = command.subcommands.map(\.name) + ["help"]
    let hint = Suggestion.closest(to: name, among: candidates).map { ". Did you mean '\($0)'?" }
    return UsageError("Unknown subcommand '\(name)'\(hint ?? "")", commandPath: commandPath)
  }

  static func missingSubcommand(of command: CommandSpec, commandPath: [String]) -> Self {
    let names = Suggestion.quotedList(command.subcommands.map(\.name))
    return UsageError(
      "Missing subcommand. Please provide one of \(names).", commandPath: commandPath)
  }

  static func invalidValue(
    _ value: String, for name: String, option: OptionSpec,
    commandPath: [String]
  ) -> Self {
    let label = "\(name) <\(option.valueName ?? option.long)>"
    let values = Suggestion.quotedList(option.allowedValues)
    return UsageError(
      "The value '\(value)' is invalid for '\(label)'. Please provide one of \(values).",
      commandPath: commandPath)
  }

  static func unexpectedArguments(_ values: [String], commandPath: [String]) -> Self {
    let message =
      values.count == 1
      ? "Unexpected argument '\(values[0])'"
      : "\(values.count) unexpected arguments: \(values.map { "'\($0)'" }.joined(separator: ", "))"
    return UsageError(message, commandPath: commandPath)
  }
}

/// "Did you mean …?" suggestions and value lists for error messages.
enum Suggestion {
  /// The candidate closest to `typed`: the first with the smallest edit distance when that is at
  /// most 2, else the first that `typed` abbreviates (or extends), else `nil`.
  static func closest(to typed: String, among candidates: [String]) -> String? {
    guard !typed.isEmpty else { return nil }
    let scored = candidates.map { (name: $0, distance: editDistance(typed, $0)) }
    if let best = scored.filter({ $0.distance <= 2 }).min(by: { $0.distance < $1.distance }) {
      return best.name
    }
    return candidates.first { $0.hasPrefix(typed) || typed.hasPrefix($0) }
  }

  /// The Levenshtein distance between two strings, counted in characters.
  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
      }
      previous = current
    }
    return previous[b.count]
  }

  /// `'a'`, `'a' or 'b'`, `'a', 'b' or 'c'`.
  static func quotedList(_ values: [String]) -> String {
    let quoted = values.map { "'\($0)'" }
    guard quoted.count > 1 else { return quoted.first ?? "" }
    return Array(quoted.dropLast()).joined(separator: ", ") + " or " + quoted[quoted.count - 1]
  }
}
