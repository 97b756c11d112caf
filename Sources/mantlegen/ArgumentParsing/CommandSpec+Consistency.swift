extension CommandSpec {
  /// Mistakes in the declaration itself (not in user input), one sentence each, for this command
  /// and all its subcommands; empty when the spec is sound. Meant for a unit test of the real
  /// command tree, so that a bad declaration fails a test instead of confusing users.
  func consistencyProblems() -> [String] {
    consistencyProblems(path: [name])
  }

  private func consistencyProblems(path: [String]) -> [String] {
    let command = path.joined(separator: " ")
    var problems: [String] = []
    if !subcommands.isEmpty && !(arguments.isEmpty && options.isEmpty) {
      problems.append("'\(command)' has subcommands, so it cannot have arguments or options.")
    }
    for name in duplicates(subcommands.map(\.name)) {
      problems.append("'\(command)' has two subcommands called '\(name)'.")
    }
    for long in duplicates(options.map(\.long) + ["help"] + (version == nil ? [] : ["version"])) {
      problems.append("'\(command)' declares '--\(long)' more than once.")
    }
    for short in duplicates(options.compactMap(\.short) + ["h"]) {
      problems.append("'\(command)' declares '-\(short)' more than once.")
    }
    for name in duplicates(arguments.map(\.name)) {
      problems.append("'\(command)' has two arguments called '<\(name)>'.")
    }
    for (index, argument) in arguments.enumerated() {
      let later = arguments[(index + 1)...]
      let name = "'\(command)': '<\(argument.name)>'"
      if argument.isVariadic && !later.isEmpty {
        problems.append("\(name) is variadic, so it must be the last argument.")
      }
      if !argument.isRequired && later.contains(where: \.isRequired) {
        problems.append("\(name) is optional, so no required argument may follow it.")
      }
    }
    for option in options {
      let name = "'\(command)': '--\(option.long)'"
      if let value = option.defaultValue, !option.allowedValues.isEmpty,
        !option.allowedValues.contains(value)
      {
        problems.append("\(name) has a default that is not one of its allowed values.")
      }
      if option.isRequired && option.defaultValue != nil {
        problems.append("\(name) is required, so it cannot have a default.")
      }
    }
    for subcommand in subcommands {
      problems += subcommand.consistencyProblems(path: path + [subcommand.name])
    }
    return problems
  }

  /// The elements that occur more than once, each once, in order of their second occurrence.
  private func duplicates<Element: Hashable>(_ elements: [Element]) -> [Element] {
    var seen: Set<Element> = []
    var reported: Set<Element> = []
    var result: [Element] = []
    for element in elements where !seen.insert(element).inserted {
      if reported.insert(element).inserted { result.append(element) }
    }
    return result
  }
}
