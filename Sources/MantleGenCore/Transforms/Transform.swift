/// How a JSON value is converted to a property's leaf type and back, beyond plain `Codable`: one
/// value of a ``TransformDefinition``, which holds everything about its kind.
struct Transform: Hashable, Sendable {
  /// The kind of transform and its parameters.
  let definition: any TransformDefinition

  init(_ definition: some TransformDefinition) {
    self.definition = definition
  }

  /// Every kind of transform, in the order error messages list their names.
  static let definitions: [any TransformDefinition.Type] = [
    DateFormatDefinition.self, UnixTimeDefinition.self, DatePatternDefinition.self, LowercaseUUIDDefinition.self,
    StrictURLDefinition.self, LenientDefinition.self, FirstElementDefinition.self, NumberStringDefinition.self,
    NumberFormatDefinition.self, CustomTransformDefinition.self,
  ]

  /// The transform a schema file names with `text`; `nil` when no kind has that name, a failure
  /// when a kind has it but it is written wrongly.
  static func named(_ text: String) -> Result<Transform, TransformNameError>? {
    for definition in definitions {
      if let parsed = parse(text, as: definition) { return parsed }
    }
    return nil
  }

  private static func parse<Definition: TransformDefinition>(
    _ text: String, as definition: Definition.Type
  ) -> Result<Transform, TransformNameError>? {
    definition.parse(text)?.map { Transform($0) }
  }

  /// Every kind's names, as error messages list them.
  static var nameForms: [String] { definitions.flatMap { $0.nameForms } }

  /// The name in schema files (see ``TransformDefinition/schemaName``).
  var schemaName: String { definition.schemaName }

  /// How the transform reads in doc comments and mapping tables (see
  /// ``TransformDefinition/displayName``).
  var displayName: String { definition.displayName }

  static func == (lhs: Transform, rhs: Transform) -> Bool {
    AnyHashable(lhs.definition) == AnyHashable(rhs.definition)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(AnyHashable(definition))
  }

  // MARK: - The transforms by name

  /// A date written as text in the given format.
  static func date(_ format: DateFormat) -> Transform { Transform(DateFormatDefinition(format: format)) }

  /// A date written as a number of seconds or milliseconds since 1970.
  static func unixTime(_ unit: UnixTimeUnit) -> Transform { Transform(UnixTimeDefinition(unit: unit)) }

  /// A date written as text in a `DateFormatter` pattern (en_US_POSIX, UTC).
  static func dateFormatter(_ pattern: String) -> Transform { Transform(DatePatternDefinition(pattern: pattern)) }

  /// A UUID written in lower case.
  static let lowercaseUUID = Transform(LowercaseUUIDDefinition())

  /// A URL read strictly: text that is not a valid URL fails to decode.
  static let strictURL = Transform(StrictURLDefinition())

  /// Values of the wrong kind that convert without loss.
  static let lenient = Transform(LenientDefinition())

  /// The first element of a JSON array.
  static let firstElement = Transform(FirstElementDefinition())
}
