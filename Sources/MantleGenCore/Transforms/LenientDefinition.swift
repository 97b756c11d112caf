/// Accepts values of the wrong kind that convert without loss: numbers as strings, booleans as
/// `"true"`/`"1"`/`1`, strings as numbers, a single value for an array, an empty array for an
/// absent object: `lenient`.
struct LenientDefinition: TransformDefinition {
  var schemaName: String { "lenient" }

  static func parse(_ text: String) -> Result<Self, TransformNameError>? {
    text == "lenient" ? .success(Self()) : nil
  }

  static let nameForms = ["lenient"]

  var displayName: String { "lenient" }

  var requiredLeaves: [TypeReference] { [] }

  /// The scalar leaves a lenient property converts (the others decode as they are).
  static let convertedLeaves: Set<TypeReference> = [.int, .double, .bool, .string]

  func swiftExpression(for type: TypeReference, in builder: inout TransformExpressionBuilder) -> SwiftExpression {
    if case .model = type {
      builder.producesOptional = true
      return builder.call(.emptyArrayAsNilTransform, generic: type)
    }
    // Lenient conversions for every scalar, and a single value accepted for the outer array.
    return builder.mappingLeaves(of: type, outerArray: .oneOrManyTransform) { builder, leaf in
      Self.convertedLeaves.contains(leaf)
        ? builder.call(.lenientTransform, generic: leaf) : builder.call(.identityTransform, generic: leaf)
    }
  }

  func jsonForm(for leaf: TypeReference) -> TransformedJSON { .lenientlyCoerced }

  func jsonSchema(for type: TypeReference) -> JSONDocument {
    Self.jsonSchema(for: type, isOutermost: true)
  }

  /// What the transform accepts: scalars of convertible kinds, a single value for the outermost
  /// array, an empty array for a missing object.
  private static func jsonSchema(for type: TypeReference, isOutermost: Bool) -> JSONDocument {
    switch type {
    case .array(let element):
      let elementSchema = jsonSchema(for: element, isOutermost: false)
      let array = JSONDocument.object(["type": .string("array"), "items": elementSchema])
      return isOutermost ? .object(["anyOf": .array([array, elementSchema])]) : array
    case .dictionary(let value):
      return .object(["type": .string("object"), "additionalProperties": jsonSchema(for: value, isOutermost: false)])
    case .optional(let wrapped): return JSONSchemaExporter.nullable(jsonSchema(for: wrapped, isOutermost: false))
    case .int, .double: return .object(["type": .array([.string("number"), .string("string")])])
    case .bool: return .object(["type": .array([.string("boolean"), .string("integer"), .string("string")])])
    case .string: return .object(["type": .array([.string("string"), .string("number"), .string("boolean")])])
    case .model(let name) where isOutermost:
      return .object([
        "anyOf": .array([
          JSONSchemaExporter.reference(name), .object(["type": .string("array"), "maxItems": .number("0")]),
        ])
      ])
    default: return JSONSchemaExporter.typeSchema(type)
    }
  }

  /// A converted scalar keeps its type whatever the new samples hold there.
  func keepsType(
    _ existing: TypeReference, for inferred: TypeReference, accepts: (TypeReference, TypeReference) -> Bool
  ) -> Bool {
    Self.convertedLeaves.contains(existing)
  }
}
