import Foundation

/// A date written as text in a `DateFormatter` pattern (en_US_POSIX, UTC):
/// `date-format: dd/MM/yyyy`.
struct DatePatternDefinition: TransformDefinition {
  var pattern: String

  private static let prefix = "date-format:"

  var schemaName: String { "\(Self.prefix) \(pattern)" }

  static func parse(_ text: String) -> Result<Self, TransformNameError>? {
    guard text.hasPrefix(prefix) else { return nil }
    let pattern = text.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces)
    guard !pattern.isEmpty else {
      return .failure(
        TransformNameError(
          message:
            "the transform 'date-format:' needs a DateFormatter pattern after the colon, e.g. 'date-format: yyyy-MM-dd'"
        ))
    }
    return .success(Self(pattern: pattern))
  }

  static let nameForms = ["date-format: <pattern>"]

  var displayName: String { "date: \(pattern)" }

  var requiredLeaves: [TypeReference] { [.date] }

  func swiftExpression(for type: TypeReference, in builder: inout TransformExpressionBuilder) -> SwiftExpression {
    let argument = SwiftExpression.plain("pattern: \(SwiftLiteral.string(pattern))")
    return builder.mappingLeaves(of: type) { builder, _ in builder.call(.dateFormatterTransform, [argument]) }
  }

  /// A string; for a pattern of the layouts inference detects (``TextDate``), one in the pattern.
  func jsonForm(for leaf: TypeReference) -> TransformedJSON {
    guard TextDate.knownPatterns.contains(pattern) else { return .text(.anyText) }
    return .text(
      TextCheck(findingKind: .dateFormatChanged) { [pattern] bytes in
        TextDate.fits(bytes, pattern: pattern)
          ? .fits : .unreadable("\"\(String(decoding: bytes, as: UTF8.self))\" is not a date like \"\(pattern)\"")
      })
  }

  func jsonSchema(for type: TypeReference) -> JSONDocument {
    JSONSchemaExporter.mappingLeaves(of: type) { _ in JSONSchemaExporter.type("string") }
  }

  func keepsType(
    _ existing: TypeReference, for inferred: TypeReference, accepts: (TypeReference, TypeReference) -> Bool
  ) -> Bool {
    false
  }
}
