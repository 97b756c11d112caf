/// Parses a command line against `root` and its subcommands.
///
/// `arguments` excludes the program name: pass `Array(CommandLine.arguments.dropFirst())`.
/// Accepted forms: `--name value`, `--name=value`, `-n value`, `-n=value`, flags `--flag`/`-f`,
/// `--` (everything after it is positional), and a lone `-` (a positional: standard input).
/// `-h`/`--help` anywhere before `--` asks for the help of the command named so far, as does
/// `mantlegen help infer`; `--version` asks for the version of a command that has one.
/// A token starting with `-` is an option unless it is `-` or a negative number.
///
/// The parser prints nothing: the caller prints help, versions and `UsageError.render(root:)`.
func parse(_ arguments: [String], root: CommandSpec) throws(UsageError) -> ParseResult {
  if let path = helpRequest(in: arguments, root: root) { return .help(commandPath: path) }
  var command = root
  var path: [String] = []
  var index = arguments.startIndex
  while !command.subcommands.isEmpty {
    guard index < arguments.endIndex else {
      throw .missingSubcommand(of: command, commandPath: path)
    }
    let token = arguments[index]
    index += 1
    if let subcommand = command.subcommand(named: token) {
      command = subcommand
      path.append(token)
    } else if token == "help" {
      return .help(commandPath: try helpPath(arguments[index...], from: command, at: path))
    } else if token == "--version", let version = command.version {
      return .version(version)
    } else if isOptionLike(token) {
      let name = String(token.prefix { $0 != "=" })
      throw .unknownOption(name, candidates: command.optionNames, commandPath: path)
    } else {
      throw .unknownSubcommand(token, of: command, commandPath: path)
    }
  }
  var parser = OptionParser(spec: command, commandPath: path)
  return try parser.parse(arguments[index...])
}

/// Whether `token` names an option: it starts with `-`, but is not `-` or a negative number.
private func isOptionLike(_ token: String) -> Bool {
  guard token.hasPrefix("-"), let second = token.dropFirst().first else { return false }
  return !("0"..."9").contains(second)
}

/// The command path whose help `-h`/`--help` asks for, or `nil` when neither is given (before
/// `--`). Leading subcommand names are followed as far as they go; a misspelt one stops there.
private func helpRequest(in arguments: [String], root: CommandSpec) -> [String]? {
  let options = arguments.prefix { $0 != "--" }
  guard options.contains(where: { $0 == "-h" || $0 == "--help" }) else { return nil }
  var command = root
  var path: [String] = []
  for token in options {
    guard !command.subcommands.isEmpty else { break }
    if let subcommand = command.subcommand(named: token) {
      command = subcommand
      path.append(token)
    } else if token != "help" && !isOptionLike(token) {
      break
    }
  }
  return path
}

/// The command path named after `help` (`mantlegen help infer` → `["infer"]`); option-like
/// tokens are ignored.
private func helpPath(
  _ names: ArraySlice<String>, from command: CommandSpec, at path: [String]
) throws(UsageError) -> [String] {
  var command = command
  var path = path
  for name in names where !isOptionLike(name) {
    guard let subcommand = command.subcommand(named: name) else {
      if command.subcommands.isEmpty { throw .unexpectedArguments([name], commandPath: path) }
      throw .unknownSubcommand(name, of: command, commandPath: path)
    }
    command = subcommand
    path.append(name)
  }
  return path
}

extension CommandSpec {
  /// Every long option name the command accepts, built-ins last, for "Did you mean" suggestions.
  fileprivate var optionNames: [String] {
    options.map(\.long) + (version == nil ? [] : ["version"]) + ["help"]
  }
}

/// Parses the options and arguments of a command without subcommands.
private struct OptionParser {
  let spec: CommandSpec
  let commandPath: [String]
  var positionals: [String] = []
  var values: [String: [String]] = [:]
  var flags: Set<String> = []

  mutating func parse(_ arguments: ArraySlice<String>) throws(UsageError) -> ParseResult {
    var index = arguments.startIndex
    var isAfterTerminator = false
    while index < arguments.endIndex {
      let token = arguments[index]
      index += 1
      if isAfterTerminator || !isOptionLike(token) {
        positionals.append(token)
        continue
      }
      if token == "--" {
        isAfterTerminator = true
        continue
      }
      if token == "--version", let version = spec.version { return .version(version) }
      let name = String(token.prefix { $0 != "=" })
      let inlineValue = token.firstIndex(of: "=").map { String(token[token.index(after: $0)...]) }
      guard let option = lookUp(name) else {
        throw .unknownOption(name, candidates: spec.optionNames, commandPath: commandPath)
      }
      guard let valueName = option.valueName else {
        if let inlineValue {
          throw error(
            "The option '\(name)' does not take any value, but '\(inlineValue)' was specified.")
        }
        flags.insert(option.long)
        continue
      }
      var value = inlineValue
      if value == nil, index < arguments.endIndex, !isOptionLike(arguments[index]) {
        value = arguments[index]
        index += 1
      }
      guard let value else { throw error("Missing value for '\(name) <\(valueName)>'") }
      try record(value, for: option, typedAs: name)
    }
    let arguments = try assignPositionals()
    for option in spec.options where option.isRequired && values[option.long] == nil {
      throw error("Missing expected argument '\(option.synopsis)'")
    }
    return .run(
      ParsedCommand(
        commandPath: commandPath, spec: spec, arguments: arguments, values: values, flags: flags))
  }

  /// The option that `--long` or `-s` names; `nil` for anything else (`-long` is never matched).
  private func lookUp(_ name: String) -> OptionSpec? {
    if name.hasPrefix("--") { return spec.option(long: String(name.dropFirst(2))) }
    guard name.count == 2, let short = name.last else { return nil }
    return spec.option(short: short)
  }

  private mutating func record(
    _ value: String, for option: OptionSpec, typedAs name: String
  ) throws(UsageError) {
    if !option.allowedValues.isEmpty && !option.allowedValues.contains(value) {
      throw .invalidValue(value, for: name, option: option, commandPath: commandPath)
    }
    if !option.isRepeatable && values[option.long] != nil {
      throw error("The option '--\(option.long)' cannot be given more than once")
    }
    values[option.long, default: []].append(value)
  }

  /// Deals the positional values out to the declared arguments, in order: each takes one value
  /// (a variadic one as many as it can) while leaving enough for the required ones after it.
  private func assignPositionals() throws(UsageError) -> [String: [String]] {
    var remaining = positionals[...]
    var assigned: [String: [String]] = [:]
    for (index, argument) in spec.arguments.enumerated() {
      let reserved = spec.arguments[(index + 1)...].filter(\.isRequired).count
      let spare = max(0, remaining.count - reserved)
      let count =
        argument.isVariadic ? spare : min(1, argument.isRequired ? remaining.count : spare)
      if count == 0 {
        if argument.isRequired { throw error("Missing expected argument '\(argument.synopsis)'") }
        continue
      }
      assigned[argument.name] = Array(remaining.prefix(count))
      remaining = remaining.dropFirst(count)
    }
    if !remaining.isEmpty { throw .unexpectedArguments(Array(remaining), commandPath: commandPath) }
    return assigned
  }

  private func error(_ message: String) -> UsageError {
    UsageError(message, commandPath: commandPath)
  }
}
