/// The statements of generated decoding that check what was read (constants, constraints) and
/// read values from several places (fallback keys, lossy arrays).
extension ModelCoding {
  /// For a property with a constant: the statement that throws when the decoded value is another.
  func constantCheck(_ property: Property, container: String) -> [SwiftStatement] {
    guard let constant = property.constant else { return [] }
    let name = SwiftNaming.escaped(property.swiftName)
    let expected = DefaultValueExpression.swift(
      constant, type: property.type, schema: translator.schema, supportNamespace: translator.supportNamespace)
    let condition =
      property.isOptional ? "if let value = self.\(name), value != \(expected)" : "if self.\(name) != \(expected)"
    return [
      .block(
        header: condition,
        body: [
          .call(
            callee: "throw DecodingError.dataCorruptedError",
            arguments: [
              "forKey: .\(name)", "in: \(container)",
              .plain("debugDescription: " + SwiftLiteral.string("expected the constant \(constant.jsonText)")),
            ])
        ])
    ]
  }

  /// Whether a property has constraints, which decoding checks through `checkConstraints(in:)`.
  var hasConstraints: Bool { properties.contains { $0.constraints != nil } }

  /// For a model whose properties have constraints: `checkConstraints()`, which checks a value made
  /// in code (Mantle's `validate:`), and the `checkConstraints(in:)` both it and decoding call.
  func constraintFunctions(access: String) -> [SwiftDeclaration] {
    guard hasConstraints else { return [] }
    return [
      .function(
        documentation: [
          "Throws when a value breaks a constraint of the schema (`maxLength`, `minimum`…), naming its",
          "key path and the rule: decoding checks them, and this checks a value made in code.",
        ],
        signature: SwiftFunctionSignature("\(access)func checkConstraints", trailer: " throws"),
        body: [.line("try self.checkConstraints(in: nil)")]),
      .function(
        documentation: [],
        signature: SwiftFunctionSignature(
          "private func checkConstraints", parameters: ["in decoder: (any Decoder)?"], trailer: " throws"),
        body: properties.flatMap(constraintCheck)),
    ]
  }

  /// For a property with constraints: the statement that throws when the value breaks one (the
  /// support code's `Constraints`, which words the rule), at the property's key path.
  private func constraintCheck(_ property: Property) -> [SwiftStatement] {
    guard let constraints = property.constraints else { return [] }
    let arguments: [SwiftExpression] = constraints.members.map { member in
      let value: String =
        switch member.value {
        case .string(let text): SwiftLiteral.string(text)
        case .number(let text): SwiftLiteral.number(text)
        default: member.value.oneLineText
        }
      return .plain("\(member.key): \(value)")
    }
    let name = SwiftNaming.escaped(property.swiftName)
    let rules = SwiftExpression.call(callee: translator.support(.constraints), arguments: arguments)
    return [
      .call(
        callee: .sequence(["try ", rules, ".check"]),
        arguments: [
          "self.\(name)", .plain("at: [" + property.keyPath.map(SwiftLiteral.string).joined(separator: ", ") + "]"),
          "in: decoder",
        ])
    ]
  }

  /// `self.name =` the value under the first of the property's keys that is present:
  /// `try a.decodeIfPresent(…, forKey: .name) ?? a.decodeIfPresent(…, forKey: .nameFallback) ?? …`,
  /// ending in `a.decode(…, forKey: .name)` unless the property tolerates a missing value.
  func fallbackDecodeStatement(
    _ property: Property, fallbacks: [String], container: String, isOptional: Bool, tolerant: Bool, trailer: String
  ) -> SwiftStatement {
    let name = SwiftNaming.escaped(property.swiftName)
    // Each key while it may be missing; then, for a value that must be there, the first key again
    // with plain `decode`, whose error names it.
    let keys = [name] + fallbacks.map(SwiftNaming.escaped) + (tolerant ? [] : [name])
    let transform = transforms[property.swiftName]
    let attempts: [SwiftExpression] = keys.enumerated().map { index, key in
      let isLast = index == keys.count - 1
      let ifPresent = !isLast || tolerant
      if let transform {
        return .call(
          callee: .sequence(["Self.\(transform.constant).", Self.transformMethod("decode", ifPresent: ifPresent)]),
          arguments: ["from: \(container)", "forKey: .\(key)"])
      }
      let method = ifPresent ? "decodeIfPresent" : "decode"
      return .call(
        callee: "\(container)\(isOptional ? "?" : "").\(method)",
        arguments: ["\(translator.typeName(property.type)).self", "forKey: .\(key)"])
    }
    var lines: [SwiftExpression] =
      [.sequence(["try ", attempts[0]])] + attempts.dropFirst().map { .sequence(["?? ", $0]) }
    lines[lines.count - 1] = .sequence([lines[lines.count - 1], .plain(trailer)])
    return .continued(head: "self.\(name) =", lines: lines)
  }

  /// Decodes a lossy array as the support library's `LossyArray`, then stores its elements and
  /// the count of skipped ones.
  func lossyDecodeStatements(
    _ property: Property, element: TypeReference, skippedCount: String, container: String, isOptional: Bool,
    tolerant: Bool, trailer: String
  ) -> [SwiftStatement] {
    let name = SwiftNaming.escaped(property.swiftName)
    let local = property.swiftName + "Elements"
    let method = tolerant ? "decodeIfPresent" : "decode"
    let lossyType = translator.support(.lossyArray, "LossyArray<\(translator.typeName(element))>")
    let access = tolerant ? "\(local)?" : local
    let key: SwiftExpression =
      if let converted = fallbackCaseNames[property.swiftName]?.first {
        .sequence(["forKey: ", convertedKey(name, or: SwiftNaming.escaped(converted), in: container)])
      } else {
        "forKey: .\(name)"
      }
    return [
      .call(
        callee: "let \(local) = try \(container)\(isOptional ? "?" : "").\(method)",
        arguments: [.sequence([lossyType, ".self"]), key]),
      .line("self.\(name) = \(access).elements\(trailer)"),
      .line("self.\(skippedCount) = \(access).skippedCount\(tolerant ? " ?? 0" : "")"),
    ]
  }

  /// `Support.key(.key, or: .converted, in: container)`: the key as it is, or as
  /// `.convertFromSnakeCase` renames it when the object has only that.
  func convertedKey(_ key: String, or converted: String, in container: String) -> SwiftExpression {
    .sequence([translator.support(.convertedKey, "key"), "(.\(key), or: .\(converted), in: \(container))"])
  }
}
