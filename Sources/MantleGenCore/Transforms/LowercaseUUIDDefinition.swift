/// A UUID written in lower case (`JSONEncoder` writes upper case): `uuid-lowercase`.
struct LowercaseUUIDDefinition: TransformDefinition {
  var schemaName: String { "uuid-lowercase" }

  static func parse(_ text: String) -> Result<Self, TransformNameError>? {
    text == "uuid-lowercase" ? .success(Self()) : nil
  }

  static let nameForms = ["uuid-lowercase"]

  var displayName: String { "uuid: lower case" }

  var requiredLeaves: [TypeReference] { [.uuid] }

  func swiftExpression(for type: TypeReference, in builder: inout TransformExpressionBuilder) -> SwiftExpression {
    builder.mappingLeaves(of: type) { builder, _ in builder.call(.lowercaseUUIDTransform) }
  }

  func jsonForm(for leaf: TypeReference) -> TransformedJSON { .sameAsType }

  func jsonSchema(for type: TypeReference) -> JSONDocument {
    JSONSchemaExporter.typeSchema(type)
  }

  func keepsType(
    _ existing: TypeReference, for inferred: TypeReference, accepts: (TypeReference, TypeReference) -> Bool
  ) -> Bool {
    false
  }
}
