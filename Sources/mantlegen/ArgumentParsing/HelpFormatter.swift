/// Help texts and usage lines in swift-argument-parser's layout, wrapped at 80 columns.
///
/// The output depends on the spec only (never on the terminal), and has no final newline: print
/// it with `print(_:)`.
struct HelpFormatter {
  /// The width text is wrapped to.
  static let width = 80
  /// The column where help text starts in the `ARGUMENTS:`, `OPTIONS:` and `SUBCOMMANDS:` lists.
  static let helpColumn = 26
  /// Above this many arguments and options, the usage line shows optional options as `[<options>]`.
  static let maximumUsageItems = 12

  /// The root command; paths are subcommand names below it.
  var root: CommandSpec

  /// The longest prefix of `path` that names a command (so a stale path still renders).
  func resolvedPath(_ path: [String]) -> [String] {
    var command = root
    var resolved: [String] = []
    for name in path {
      guard let next = command.subcommand(named: name) else { break }
      resolved.append(name)
      command = next
    }
    return resolved
  }

  /// The full help of the command at `commandPath`: overview, usage, arguments, options,
  /// examples, subcommands.
  func help(for commandPath: [String]) -> String {
    let path = resolvedPath(commandPath)
    let command = root.command(at: path) ?? root
    var sections: [String] = []
    var overview: [String] = []
    if !command.abstract.isEmpty { overview.append(Self.wrap("OVERVIEW: \(command.abstract)")) }
    if let discussion = command.discussion { overview.append(Self.wrap(discussion)) }
    if !overview.isEmpty { sections.append(overview.joined(separator: "\n\n")) }
    sections.append("USAGE: \(usage(for: path))")
    if !command.arguments.isEmpty {
      sections.append(Self.list("ARGUMENTS", command.arguments.map { ("<\($0.name)>", $0.help) }))
    }
    var options = command.options.map { ($0.helpLabel, $0.helpText) }
    if command.version != nil { options.append(("--version", "Show the version.")) }
    options.append(("-h, --help", "Show help information."))
    sections.append(Self.list("OPTIONS", options))
    if !command.examples.isEmpty {
      let examples = command.examples.map { example in
        "  \(example.commandLine)\n" + Self.wrap(example.explanation, indent: 6)
      }
      sections.append("EXAMPLES:\n" + examples.joined(separator: "\n"))
    }
    if !command.subcommands.isEmpty {
      sections.append(Self.list("SUBCOMMANDS", command.subcommands.map { ($0.name, $0.abstract) }))
      let helpCommand = ([root.name, "help"] + path).joined(separator: " ")
      sections.append("  See '\(helpCommand) <subcommand>' for detailed help.")
    }
    return sections.joined(separator: "\n\n")
  }

  /// The usage line of the command at `commandPath`, to follow `USAGE: ` or `Usage: `:
  /// `mantlegen infer <sample> ... [--name <name>] [--dry-run]`, or `mantlegen <subcommand>`.
  /// Past 80 columns it continues on lines indented by 7, never splitting an item.
  func usage(for commandPath: [String]) -> String {
    let prefixWidth = "USAGE: ".count
    var lines: [String] = []
    var current = ""
    for item in usageItems(for: commandPath) {
      if current.isEmpty {
        current = item
      } else if prefixWidth + current.count + 1 + item.count <= Self.width {
        current += " " + item
      } else {
        lines.append(current)
        current = item
      }
    }
    lines.append(current)
    return lines.joined(separator: "\n" + String(repeating: " ", count: prefixWidth))
  }

  /// The command's name, then `<subcommand>`, or its arguments and options in declaration order.
  private func usageItems(for commandPath: [String]) -> [String] {
    let path = resolvedPath(commandPath)
    let command = root.command(at: path) ?? root
    let name = ([root.name] + path).joined(separator: " ")
    guard command.subcommands.isEmpty else { return [name, "<subcommand>"] }
    var items = [name] + command.arguments.map(\.usageSynopsis)
    if command.arguments.count + command.options.count > Self.maximumUsageItems {
      items += command.options.filter(\.isRequired).map(\.usageSynopsis)
      if command.options.contains(where: { !$0.isRequired }) { items.append("[<options>]") }
    } else {
      items += command.options.map(\.usageSynopsis)
    }
    return items
  }

  /// A titled two-column list: labels indented by 2, text from `helpColumn`, or on the next line
  /// when the label is too long.
  static func list(_ title: String, _ rows: [(label: String, text: String)]) -> String {
    let lines = rows.map { row in
      let label = "  " + row.label
      guard !row.text.isEmpty else { return label }
      let text = wrap(row.text, indent: helpColumn)
      if label.count < helpColumn { return label + text.dropFirst(label.count) }
      return label + "\n" + text
    }
    return "\(title):\n" + lines.joined(separator: "\n")
  }

  /// `text` wrapped at spaces so that lines, indented by `indent`, fit in `width` columns.
  ///
  /// Line breaks in `text` are kept; a wrapped line's continuation keeps its leading spaces; a
  /// word longer than a line is left whole; empty lines stay empty.
  static func wrap(_ text: String, indent: Int = 0, width: Int = width) -> String {
    let margin = String(repeating: " ", count: indent)
    var output: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let lead = String(line.prefix { $0 == " " })
      var current = lead
      for word in line.split(separator: " ") {
        if current.count == lead.count {
          current += word
        } else if indent + current.count + 1 + word.count <= width {
          current += " " + word
        } else {
          output.append(current)
          current = lead + word
        }
      }
      output.append(current)
    }
    return output.map { $0.isEmpty ? $0 : margin + $0 }.joined(separator: "\n")
  }
}

extension ArgumentSpec {
  /// `<name>`, `<name> ...`, `[<name>]` or `[<name> ...]`.
  fileprivate var usageSynopsis: String {
    isRequired ? synopsis : "[\(synopsis)]"
  }
}

extension OptionSpec {
  /// `--long <value>`, with ` ...` when repeatable, in brackets unless required.
  fileprivate var usageSynopsis: String {
    let text = isRepeatable ? synopsis + " ..." : synopsis
    return isRequired ? text : "[\(text)]"
  }

  /// `-s, --long <value>`: the label in the `OPTIONS:` list.
  fileprivate var helpLabel: String {
    (short.map { "-\($0), " } ?? "") + synopsis
  }

  /// The help sentence followed by `(values: a, b; default: a)` as it applies.
  fileprivate var helpText: String {
    var notes: [String] = []
    if !allowedValues.isEmpty { notes.append("values: " + allowedValues.joined(separator: ", ")) }
    if let defaultValue { notes.append("default: \(defaultValue)") }
    guard !notes.isEmpty else { return help }
    let annotation = "(\(notes.joined(separator: "; ")))"
    return help.isEmpty ? annotation : "\(help) \(annotation)"
  }
}
