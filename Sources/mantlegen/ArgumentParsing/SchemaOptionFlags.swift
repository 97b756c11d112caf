import MantleGenCore

/// A command's flags that set schema options: one `--flag` for each option of
/// ``SchemaOptions/fields`` that declares one, with the help it declares. A new option gets its
/// flag from that table, without code here. Its value is the options the flags given set.
@propertyWrapper
struct SchemaOptionFlags: Sendable {
  private let parsed: ParsedValue<[String]>

  init() {
    let flags = SchemaOptions.fields.compactMap { field in field.commandLineFlag.map { (option: field.name, flag: $0) }
    }
    for (_, flag) in flags {
      CommandParameterList.current?.add(CommandParameter(optionSpec: .flag(flag.name, help: flag.help)))
    }
    parsed = ParsedValue { parsed in flags.filter { parsed.flag($0.flag.name) }.map(\.option) }
  }

  /// The names (in schema files) of the options whose flags were given.
  var wrappedValue: Set<String> { Set(parsed.value(of: "the schema option flags")) }
}

extension SchemaOptions {
  /// `self` with the flag options named in `names` turned on.
  func setting(_ names: Set<String>) -> SchemaOptions {
    var options = self
    for field in SchemaOptions.fields where names.contains(field.name) {
      if case .flag(let keyPath) = field.kind { options[keyPath: keyPath] = true }
    }
    return options
  }
}
