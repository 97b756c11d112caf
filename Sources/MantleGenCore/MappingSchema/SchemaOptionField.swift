/// One option of a schema's `options`, declared once in ``SchemaOptions/fields``: the schema file
/// reader and writer, the format's JSON Schema (`mantlegen format-schema`) and `infer`'s flags all
/// derive from it.
package struct SchemaOptionField: Sendable {
  /// The values the option takes, and where it lives in ``SchemaOptions``.
  package enum Kind: Sendable {
    /// `true` or `false`.
    case flag(WritableKeyPath<SchemaOptions, Bool> & Sendable)
    /// One of `values`; `noun` names the option in messages (`access level`).
    case choice(
      values: [String], noun: String, get: @Sendable (SchemaOptions) -> String,
      set: @Sendable (inout SchemaOptions, String) -> Void)
    /// Text: empty, or the start of a type name (``SwiftNaming/isPlainIdentifier(_:)``).
    case text(WritableKeyPath<SchemaOptions, String> & Sendable)
  }

  /// The key in schema files (`allOptional`).
  package let name: String
  package let kind: Kind
  /// What the option does, for the format's JSON Schema.
  package let description: String
  /// For a flag: `infer`'s command-line flag that sets it (`all-optional`) and its help.
  package let commandLineFlag: (name: String, help: String)?
  /// Whether schema files always write the option, even at its default.
  package let isAlwaysWritten: Bool

  init(
    _ name: String, _ kind: Kind, _ description: String, flag: (name: String, help: String)? = nil,
    isAlwaysWritten: Bool = false
  ) {
    self.name = name
    self.kind = kind
    self.description = description
    self.commandLineFlag = flag
    self.isAlwaysWritten = isAlwaysWritten
  }

  /// A choice among the raw values of `Value`, stored at `keyPath`.
  static func choice<Value: RawRepresentable & CaseIterable & Sendable>(
    _ name: String, _ keyPath: WritableKeyPath<SchemaOptions, Value> & Sendable, noun: String, _ description: String,
    isAlwaysWritten: Bool = false
  ) -> Self where Value.RawValue == String {
    SchemaOptionField(
      name,
      .choice(
        values: Value.allCases.map(\.rawValue), noun: noun, get: { $0[keyPath: keyPath].rawValue },
        set: { options, text in if let value = Value(rawValue: text) { options[keyPath: keyPath] = value } }),
      description, isAlwaysWritten: isAlwaysWritten)
  }

  /// The option's value in `options`, as schema files write it.
  func value(in options: SchemaOptions) -> JSONDocument {
    switch kind {
    case .flag(let keyPath): .bool(options[keyPath: keyPath])
    case .choice(_, _, let get, _): .string(get(options))
    case .text(let keyPath): .string(options[keyPath: keyPath])
    }
  }

  /// Whether a schema file writes the option for `options`: always, or when not at its default.
  func isWritten(for options: SchemaOptions) -> Bool {
    isAlwaysWritten || value(in: options) != value(in: SchemaOptions())
  }
}
