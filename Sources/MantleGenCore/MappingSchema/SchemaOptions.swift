/// The access level of generated declarations.
public enum AccessLevel: String, Hashable, Sendable, CaseIterable {
  /// `public` declarations, for models in a library target.
  case `public`
  /// No modifier: internal declarations, for models used in their own module.
  case `internal`

  /// The modifier to put before declarations, with its trailing space, or nothing for internal.
  var modifier: String { self == .public ? "public " : "" }
}

/// Generation choices recorded in the schema, so that `generate` reproduces what `infer` wrote.
public struct SchemaOptions: Hashable, Sendable {
  var accessLevel: AccessLevel
  /// Generate `merging(_:)` on every model.
  var generatesMerge: Bool
  /// Declare properties with `var` instead of `let`.
  var usesVariables: Bool
  /// Generate every model as a `final class` instead of a struct.
  var usesClasses: Bool
  /// Decode every scalar property (and arrays of scalars) with the `lenient` transform unless it
  /// has a transform of its own.
  var isLenient: Bool
  /// Refer to one shared copy of the support code (`JSONSupport`, written by `mantlegen support`)
  /// instead of emitting the parts the models use into the output.
  var sharesSupport: Bool
  /// Make every property without a default optional in Swift, whatever the samples showed:
  /// defensive models for an API known from one sample.
  var makesAllOptional: Bool
  /// What decoding does with a value of the wrong type, unless a model or property says otherwise.
  var onInvalid: InvalidValuePolicy
  /// Give every model that has no property for other keys one that keeps the keys the schema does
  /// not list (`unknownKeys: [String: JSONValue]`), so that they are written back.
  var keepsUnknownKeys: Bool
  /// Declare `Identifiable` on every model with a non-optional stored `id` (for SwiftUI lists).
  var declaresIdentifiable: Bool
  /// Which sample values inference and `update` copy into the schema as examples (and so into
  /// doc comments and mapping tables).
  var examples: ExamplePolicy
  /// How inference and `update` write acronyms in property names.
  var acronyms: AcronymStyle
  /// Declare every type inside the root type (or the type the root is an array or dictionary of):
  /// `Gist.Owner`, so that outputs in one module never clash on child type names.
  var nestsTypes: Bool

  /// Generation choices, each defaulting to what `infer` chooses without options: public structs
  /// with `let` properties, no `merging(_:)`, strict decoding that fails on a value of the wrong
  /// type, optionality as the samples show it, support code emitted into the output.
  public init(
    accessLevel: AccessLevel = .public, generatesMerge: Bool = false, usesVariables: Bool = false,
    usesClasses: Bool = false, isLenient: Bool = false, sharesSupport: Bool = false, makesAllOptional: Bool = false,
    onInvalid: InvalidValuePolicy = .fail, keepsUnknownKeys: Bool = false, declaresIdentifiable: Bool = true,
    examples: ExamplePolicy = .safe, acronyms: AcronymStyle = .swift, nestsTypes: Bool = false
  ) {
    self.nestsTypes = nestsTypes
    self.examples = examples
    self.acronyms = acronyms
    self.declaresIdentifiable = declaresIdentifiable
    self.keepsUnknownKeys = keepsUnknownKeys
    self.sharesSupport = sharesSupport
    self.makesAllOptional = makesAllOptional
    self.onInvalid = onInvalid
    self.accessLevel = accessLevel
    self.generatesMerge = generatesMerge
    self.usesVariables = usesVariables
    self.usesClasses = usesClasses
    self.isLenient = isLenient
  }
}

/// Which values from the samples may be copied into the schema as examples.
public enum ExamplePolicy: String, CaseIterable, Hashable, Sendable {
  /// Every property's first value.
  case all
  /// Values that do not look like credentials or personal data, by key name or by value
  /// (``SensitiveData``): no tokens, keys, secrets, emails, phone or card numbers.
  case safe
  /// No values at all.
  case none
}

/// How property names write the acronyms of their keys.
public enum AcronymStyle: String, CaseIterable, Hashable, Sendable {
  /// In capitals after the first word, as Apple's API design guidelines do (`text_id` and
  /// `textId` → `textID`, `resource_url` → `resourceURL`).
  case swift
  /// As the key writes them: keys already in lowerCamelCase keep their spelling (`textId`,
  /// `resourceUrl`), capitals stay capitals (`userID`), other keys write acronyms as words
  /// (`resource_url` → `resourceUrl`).
  case keys
}
