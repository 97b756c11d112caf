/// The access level of generated declarations.
public enum AccessLevel: String, Hashable, Sendable, CaseIterable {
  /// `public` declarations, for models in a library target.
  case `public`
  /// No modifier: internal declarations, for models used in their own module.
  case `internal`
  /// `package` declarations, for models shared by the modules of one package (Swift 5.9).
  case `package`

  /// The modifier to put before declarations, with its trailing space, or nothing for internal.
  var modifier: String {
    switch self {
    case .public: "public "
    case .internal: ""
    case .package: "package "
    }
  }

  /// Whether declarations are seen outside their module (`public` or `package`).
  var isExposed: Bool { self != .internal }
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
