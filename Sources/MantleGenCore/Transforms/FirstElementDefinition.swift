/// The first element of a JSON array, written back as a one-element array: `first-element`.
struct FirstElementDefinition: TransformDefinition {
  var schemaName: String { "first-element" }

  static func parse(_ text: String) -> Result<Self, TransformNameError>? {
    text == "first-element" ? .success(Self()) : nil
  }

  static let nameForms = ["first-element"]

  var displayName: String { "first element" }

  var requiredLeaves: [TypeReference] { [] }

  func swiftExpression(for type: TypeReference, in builder: inout TransformExpressionBuilder) -> SwiftExpression {
    builder.call(.firstElementTransform, generic: type)
  }

  func jsonForm(for leaf: TypeReference) -> TransformedJSON { .arrayOfType }

  func jsonSchema(for type: TypeReference) -> JSONDocument {
    .object(["type": .string("array"), "items": JSONSchemaExporter.typeSchema(type)])
  }

  /// New samples with arrays of what the property holds still decode.
  func keepsType(
    _ existing: TypeReference, for inferred: TypeReference, accepts: (TypeReference, TypeReference) -> Bool
  ) -> Bool {
    guard case .array(let element) = inferred else { return false }
    return accepts(existing, element)
  }
}
