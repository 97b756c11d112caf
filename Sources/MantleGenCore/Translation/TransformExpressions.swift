/// The support-library transform that decodes and encodes a property, as a Swift expression, and
/// the support parts it needs.
struct TransformExpression {
  /// E.g. `OrdersSupport.ArrayTransform(OrdersSupport.DateTransform(.date))`.
  var expression: SwiftExpression
  var supportParts: Set<SupportPartID>
  /// The transform's value is itself optional (`EmptyArrayAsNilTransform`), so decoding needs
  /// `?? nil` to flatten.
  var producesOptional = false

  /// The transform for `property`, or `nil` when plain `Codable` handles it; `namespace` is where
  /// the support code lives.
  init?(for property: Property, namespace: String, typeName: (TypeReference) -> String) {
    guard let transform = property.transform else { return nil }
    func call(_ name: String, _ arguments: [SwiftExpression] = []) -> SwiftExpression {
      .call(callee: "\(namespace).\(name)", arguments: arguments)
    }
    var parts: Set<SupportPartID> = [.transform]
    /// Applies `leaf` to the innermost values of `type`.
    func wrap(_ leaf: SwiftExpression, for type: TypeReference) -> SwiftExpression {
      switch type {
      case .array(let element):
        parts.insert(.arrayTransform)
        return call("ArrayTransform", [wrap(leaf, for: element)])
      case .dictionary(let value):
        parts.insert(.dictionaryTransform)
        return call("DictionaryTransform", [wrap(leaf, for: value)])
      case .optional(let wrapped):
        parts.insert(.optionalTransform)
        return call("OptionalTransform", [wrap(leaf, for: wrapped)])
      default: return leaf
      }
    }
    switch transform {
    case .date(let format):
      parts.insert(.dateTransform)
      expression = wrap(call("DateTransform", [.plain(Self.swift(format))]), for: property.type)
    case .unixTime(let unit):
      parts.insert(.unixTimeTransform)
      expression = wrap(call("UnixTimeTransform", [.plain(".\(unit.rawValue)")]), for: property.type)
    case .dateFormatter(let pattern):
      parts.insert(.dateFormatterTransform)
      let argument = SwiftExpression.plain("pattern: \(SwiftLiteral.string(pattern))")
      expression = wrap(call("DateFormatterTransform", [argument]), for: property.type)
    case .lowercaseUUID:
      parts.insert(.lowercaseUUIDTransform)
      expression = wrap(call("LowercaseUUIDTransform"), for: property.type)
    case .firstElement:
      parts.insert(.firstElementTransform)
      expression = call("FirstElementTransform<\(typeName(property.type))>")
    case .lenient:
      if case .model(let name) = property.type {
        parts.insert(.emptyArrayAsNilTransform)
        expression = call("EmptyArrayAsNilTransform<\(name)>")
        producesOptional = true
      } else {
        /// Lenient conversions for every scalar, and a single value accepted for the outer array.
        func lenient(_ type: TypeReference, isOutermost: Bool) -> SwiftExpression {
          switch type {
          case .array(let element):
            parts.insert(isOutermost ? .oneOrManyTransform : .arrayTransform)
            let name = isOutermost ? "OneOrManyTransform" : "ArrayTransform"
            return call(name, [lenient(element, isOutermost: false)])
          case .dictionary(let value):
            parts.insert(.dictionaryTransform)
            return call("DictionaryTransform", [lenient(value, isOutermost: false)])
          case .optional(let wrapped):
            parts.insert(.optionalTransform)
            return call("OptionalTransform", [lenient(wrapped, isOutermost: false)])
          case .int, .double, .bool, .string:
            parts.insert(.lenientTransform)
            return call("LenientTransform<\(typeName(type))>")
          default:
            parts.insert(.identityTransform)
            return call("IdentityTransform<\(typeName(type))>")
          }
        }
        expression = lenient(property.type, isOutermost: true)
      }
    }
    supportParts = parts
  }

  /// The Swift expression of a date format: `.iso8601(fractionDigits: 3, zone: "Z")` or `.date`.
  static func swift(_ format: DateFormat) -> String {
    switch format {
    case .date: ".date"
    case .dateTime: ".dateTime"
    case .anyISO8601: ".anyISO8601"
    case .iso8601(let digits, let zone):
      ".iso8601(fractionDigits: \(digits), zone: \(SwiftLiteral.string(zone)))"
    }
  }
}
