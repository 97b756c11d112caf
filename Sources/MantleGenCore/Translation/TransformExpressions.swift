/// The support-library transform that decodes and encodes a property, as a Swift expression whose
/// references to the support code carry their parts.
struct TransformExpression {
  /// E.g. `OrdersSupport.ArrayTransform(OrdersSupport.DateFormat.date)`.
  var expression: SwiftExpression
  /// The transform's value is itself optional (`EmptyArrayAsNilTransform`), so decoding needs
  /// `?? nil` to flatten.
  var producesOptional: Bool

  /// The transform for `property`, or `nil` when plain `Codable` handles it; `namespace` is where
  /// the support code lives.
  init?(for property: Property, namespace: String, typeName: @escaping (TypeReference) -> String) {
    guard let transform = property.transform else { return nil }
    var builder = TransformExpressionBuilder(namespace: namespace, typeName: typeName)
    expression = transform.definition.swiftExpression(for: property.type, in: &builder)
    producesOptional = builder.producesOptional
  }
}

/// What a ``TransformDefinition`` builds its Swift from: calls of support-library transforms, each
/// a reference to its support part, so that the parts an output needs are the parts it calls.
struct TransformExpressionBuilder {
  /// Where the support code lives, e.g. `OrdersSupport`.
  let namespace: String
  /// The Swift spelling of a type.
  let typeName: (TypeReference) -> String
  /// Whether the transform's value is itself optional (see ``TransformExpression/producesOptional``).
  var producesOptional = false

  init(namespace: String, typeName: @escaping (TypeReference) -> String) {
    self.namespace = namespace
    self.typeName = typeName
  }

  /// `Namespace.Part<Generic>(arguments…)`.
  func call(_ part: SupportPartID, generic: TypeReference? = nil, _ arguments: [SwiftExpression] = [])
    -> SwiftExpression
  {
    let genericArgument = generic.map { "<\(typeName($0))>" } ?? ""
    return .call(
      callee: .support(part: part.rawValue, text: "\(namespace).\(part.rawValue)\(genericArgument)"),
      arguments: arguments)
  }

  /// `Namespace.Type.member(arguments…)`, or `Namespace.Type.member` when `arguments` is `nil`: a
  /// value of a type the support part `part` declares or makes a transform (`DateFormat.date`).
  func member(_ part: SupportPartID, of type: String, _ member: String, _ arguments: [SwiftExpression]? = nil)
    -> SwiftExpression
  {
    let value = SwiftExpression.sequence([.support(part: part.rawValue, text: "\(namespace).\(type)"), .plain(member)])
    return arguments.map { .call(callee: value, arguments: $0) } ?? value
  }

  /// `TypeName()`: a transform the user writes, conforming to the support library's `Transform`
  /// protocol, whose part the expression therefore records.
  func userTransform(_ typeName: String) -> SwiftExpression {
    .call(callee: .relying(on: SupportPartID.transform.rawValue, typeName), arguments: [])
  }

  /// Applies `leaf` to the innermost values of `type`, through array, dictionary and optional
  /// transforms; `outerArray` is the transform of the outermost array (``SupportPartID/arrayTransform``
  /// unless a transform reads arrays its own way).
  mutating func mappingLeaves(
    of type: TypeReference, outerArray: SupportPartID = .arrayTransform,
    _ leaf: (inout Self, TypeReference) -> SwiftExpression
  ) -> SwiftExpression {
    switch type {
    case .array(let element):
      let inner = mappingLeaves(of: element, leaf)
      return call(outerArray, [inner])
    case .dictionary(let value):
      let inner = mappingLeaves(of: value, leaf)
      return call(.dictionaryTransform, [inner])
    case .optional(let wrapped):
      let inner = mappingLeaves(of: wrapped, leaf)
      return call(.optionalTransform, [inner])
    default:
      return leaf(&self, type)
    }
  }
}
