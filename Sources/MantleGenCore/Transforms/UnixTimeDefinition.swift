/// A date written as a number of seconds or milliseconds since 1970: `unix-seconds`,
/// `unix-milliseconds`.
struct UnixTimeDefinition: TransformDefinition {
  var unit: UnixTimeUnit

  var schemaName: String { "unix-\(unit.rawValue)" }

  static func parse(_ text: String) -> Result<Self, TransformNameError>? {
    guard text.hasPrefix("unix-"), let unit = UnixTimeUnit(rawValue: String(text.dropFirst("unix-".count))) else {
      return nil
    }
    return .success(Self(unit: unit))
  }

  static let nameForms = ["unix-seconds", "unix-milliseconds"]

  var displayName: String { "date: unix \(unit.rawValue)" }

  var requiredLeaves: [TypeReference] { [.date] }

  func swiftExpression(for type: TypeReference, in builder: inout TransformExpressionBuilder) -> SwiftExpression {
    builder.mappingLeaves(of: type) { builder, _ in builder.call(.unixTimeTransform, [.plain(".\(unit.rawValue)")]) }
  }

  func jsonForm(for leaf: TypeReference) -> TransformedJSON { .number }

  func jsonSchema(for type: TypeReference) -> JSONDocument {
    JSONSchemaExporter.mappingLeaves(of: type) { _ in JSONSchemaExporter.type("number") }
  }

  /// New samples with numbers where the dates are still decode.
  func keepsType(
    _ existing: TypeReference, for inferred: TypeReference, accepts: (TypeReference, TypeReference) -> Bool
  ) -> Bool {
    existing == .date && (inferred == .int || inferred == .double)
  }
}

/// The unit of a Unix timestamp.
enum UnixTimeUnit: String, Hashable, Sendable {
  case seconds
  case milliseconds
}
