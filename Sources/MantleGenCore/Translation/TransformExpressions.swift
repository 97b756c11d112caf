/// The Swift expression of the support-file transform that decodes and encodes a property, and the
/// support-file parts it needs.
struct TransformExpression {
  /// E.g. `JSONArrayTransform(JSONDateTransform(.date))`.
  var expression: String
  var supportParts: Set<SupportFileSource.Part>
  /// The transform's value is itself optional (`JSONEmptyArrayAsNilTransform`), so decoding needs
  /// `?? nil` to flatten.
  var producesOptional = false

  /// The transform for `property`, or `nil` when plain `Codable` handles it.
  init?(for property: Property, typeName: (TypeReference) -> String) {
    guard let transform = property.transform else { return nil }
    supportParts = [.transforms]
    switch transform {
    case .date(let format):
      supportParts.insert(.dateFormats)
      expression = Self.wrap("JSONDateTransform(\(DateFormatSupportSource.expression(for: format)))", for: property.type)
    case .unixTime(let unit):
      supportParts.insert(.unixTime)
      expression = Self.wrap("JSONUnixTimeTransform(.\(unit.rawValue))", for: property.type)
    case .dateFormatter(let pattern):
      supportParts.insert(.dateFormatter)
      expression = Self.wrap("JSONDateFormatterTransform(pattern: \(SwiftLiteral.string(pattern)))", for: property.type)
    case .lowercaseUUID:
      supportParts.insert(.lowercaseUUID)
      expression = Self.wrap("JSONLowercaseUUIDTransform()", for: property.type)
    case .firstElement:
      supportParts.insert(.firstElement)
      expression = "JSONFirstElementTransform(JSONIdentityTransform<\(typeName(property.type))>())"
    case .lenient:
      supportParts.insert(.lenient)
      if case .model(let name) = property.type {
        expression = "JSONEmptyArrayAsNilTransform<\(name)>()"
        producesOptional = true
      } else {
        expression = Self.lenient(property.type, isOutermost: true, typeName: typeName)
      }
    }
  }

  /// Applies `leaf` to the innermost values of `type`.
  private static func wrap(_ leaf: String, for type: TypeReference) -> String {
    switch type {
    case .array(let element): "JSONArrayTransform(\(wrap(leaf, for: element)))"
    case .dictionary(let value): "JSONDictionaryTransform(\(wrap(leaf, for: value)))"
    case .optional(let wrapped): "JSONOptionalTransform(\(wrap(leaf, for: wrapped)))"
    default: leaf
    }
  }

  /// Lenient conversions for every scalar in `type`, and a single value accepted for the outer array.
  private static func lenient(_ type: TypeReference, isOutermost: Bool, typeName: (TypeReference) -> String) -> String {
    switch type {
    case .array(let element):
      let inner = lenient(element, isOutermost: false, typeName: typeName)
      return isOutermost ? "JSONOneOrManyTransform(\(inner))" : "JSONArrayTransform(\(inner))"
    case .dictionary(let value): return "JSONDictionaryTransform(\(lenient(value, isOutermost: false, typeName: typeName)))"
    case .optional(let wrapped): return "JSONOptionalTransform(\(lenient(wrapped, isOutermost: false, typeName: typeName)))"
    case .int, .double, .bool, .string: return "JSONLenientTransform<\(typeName(type))>()"
    default: return "JSONIdentityTransform<\(typeName(type))>()"
    }
  }
}
