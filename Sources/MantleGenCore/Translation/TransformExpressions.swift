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
    /// Applies `leaf` to the innermost values of `type`, through array, dictionary and optional
    /// transforms; `outerArray` names the transform of the outermost array instead of
    /// `ArrayTransform`.
    func wrap(
      _ type: TypeReference, outerArray: (name: String, part: SupportPartID)? = nil,
      leaf: (TypeReference) -> SwiftExpression
    ) -> SwiftExpression {
      switch type {
      case .array(let element):
        let (name, part) = outerArray ?? ("ArrayTransform", .arrayTransform)
        parts.insert(part)
        return call(name, [wrap(element, leaf: leaf)])
      case .dictionary(let value):
        parts.insert(.dictionaryTransform)
        return call("DictionaryTransform", [wrap(value, leaf: leaf)])
      case .optional(let wrapped):
        parts.insert(.optionalTransform)
        return call("OptionalTransform", [wrap(wrapped, leaf: leaf)])
      default: return leaf(type)
      }
    }
    switch transform {
    case .date(let format):
      parts.insert(.dateTransform)
      expression = wrap(property.type) { _ in call("DateTransform", [.plain(Self.swift(format))]) }
    case .unixTime(let unit):
      parts.insert(.unixTimeTransform)
      expression = wrap(property.type) { _ in call("UnixTimeTransform", [.plain(".\(unit.rawValue)")]) }
    case .dateFormatter(let pattern):
      parts.insert(.dateFormatterTransform)
      let argument = SwiftExpression.plain("pattern: \(SwiftLiteral.string(pattern))")
      expression = wrap(property.type) { _ in call("DateFormatterTransform", [argument]) }
    case .lowercaseUUID:
      parts.insert(.lowercaseUUIDTransform)
      expression = wrap(property.type) { _ in call("LowercaseUUIDTransform") }
    case .firstElement:
      parts.insert(.firstElementTransform)
      expression = call("FirstElementTransform<\(typeName(property.type))>")
    case .lenient:
      if case .model(let name) = property.type {
        parts.insert(.emptyArrayAsNilTransform)
        expression = call("EmptyArrayAsNilTransform<\(name)>")
        producesOptional = true
      } else {
        // Lenient conversions for every scalar, and a single value accepted for the outer array.
        expression = wrap(property.type, outerArray: ("OneOrManyTransform", .oneOrManyTransform)) { leaf in
          switch leaf {
          case .int, .double, .bool, .string:
            parts.insert(.lenientTransform)
            return call("LenientTransform<\(typeName(leaf))>")
          default:
            parts.insert(.identityTransform)
            return call("IdentityTransform<\(typeName(leaf))>")
          }
        }
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
    case .iso8601Minutes(let zone): ".iso8601Minutes(zone: \(SwiftLiteral.string(zone)))"
    }
  }
}
