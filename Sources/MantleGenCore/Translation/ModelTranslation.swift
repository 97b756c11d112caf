/// Translates one ``Model`` into a struct (or a final class when it contains itself), with a
/// memberwise initializer, `CodingKeys` when names differ from keys, and `init(from:)` /
/// `encode(to:)` only when a property needs a transform.
struct ModelTranslation {
  let model: Model
  let translator: SwiftTranslator
  /// Every property, inherited ones first.
  let properties: [Property]

  init(model: Model, translator: SwiftTranslator) {
    self.model = model
    self.translator = translator
    self.properties = translator.schema.allProperties(of: model)
  }

  private var access: String { translator.access }
  private var isClass: Bool { translator.classModels.contains(model.name) }

  /// The support-file parts this model's code calls.
  var supportParts: Set<SupportFileSource.Part> {
    var parts = Set<SupportFileSource.Part>()
    for property in properties {
      if let transform = TransformExpression(for: property, typeName: translator.typeName) {
        parts.formUnion(transform.supportParts)
      }
      if property.keyPath.count > 1 { parts.insert(.keyPaths) }
    }
    return parts
  }

  func declaration() -> SwiftTypeDeclaration {
    let coding = ModelCoding(properties: properties, translator: translator)
    var members: [SwiftDeclaration] = properties.map { property in
      .property(
        SwiftProperty(
          documentation: documentation(of: property), modifiers: access,
          isConstant: !translator.schema.options.usesVariables,
          name: property.swiftName, type: declaredType(of: property)))
    }
    members.append(memberwiseInitializer(coding))
    let needsCustomCoding = ModelCoding.isNeeded(for: properties)
    if needsCustomCoding || properties.contains(where: { $0.keyPath != [ModelCoding.unescaped($0.swiftName)] }) {
      members += coding.codingKeyEnums()
    }
    if needsCustomCoding {
      members.append(coding.decodingInitializer(access: access))
      members.append(coding.encodeFunction(access: access))
    }
    if translator.schema.options.generatesMerge { members.append(mergingFunction()) }
    if isClass { members += classEquatableAndHashable() }
    let paths = model.sourcePaths.prefix(3).map { "`\(SwiftLiteral.comment($0))`" }.joined(separator: ", ")
    var docs = paths.isEmpty
      ? ["A JSON object."] : ["A JSON object found at \(paths)\(model.sourcePaths.count > 3 ? " and elsewhere" : "")."]
    if let parent = model.extends { docs.append("It has every property of `\(parent)`, then its own.") }
    return SwiftTypeDeclaration(
      documentation: docs, modifiers: access, kind: isClass ? .finalClass : .structure, name: model.name,
      inheritance: translator.conformances, members: members)
  }

  private func declaredType(of property: Property) -> String {
    translator.typeName(property.isOptional ? .optional(property.type) : property.type)
  }

  private func documentation(of property: Property) -> [String] {
    let path = property.keyPath.map { SwiftLiteral.comment($0) }.joined(separator: ".")
    var text = property.keyPath.isEmpty ? "Not in the JSON" : "JSON `\(path)`"
    if let transform = MappingTableRenderer.transformName(property.transform) {
      text += ", \(SwiftLiteral.comment(transform))"
    }
    if let value = property.defaultValue, value != .null {
      text += ", `\(SwiftLiteral.comment(value.jsonText))` when missing or null"
    }
    if let example = property.example { text += ", for example `\(SwiftLiteral.comment(example))`" }
    return [text + "."]
  }

  // MARK: - Initializers

  private func memberwiseInitializer(_ coding: ModelCoding) -> SwiftDeclaration {
    let parameters = properties.map { property in
      let fallback = property.isOptional ? "nil" : coding.defaultExpression(for: property)
      return "\(property.swiftName): \(declaredType(of: property))\(fallback.map { " = \($0)" } ?? "")"
    }
    let body = properties.map { SwiftStatement.line("self.\($0.swiftName) = \($0.swiftName)") }
    return .function(
      documentation: [], signature: SwiftFunctionSignature("\(access)init", parameters: parameters), body: body)
  }

  /// Mantle's `mergeValuesForKeysFromModel:`: a copy with `other`'s values where it has them.
  private func mergingFunction() -> SwiftDeclaration {
    let arguments = properties.map { property in
      "\(property.swiftName): other.\(property.swiftName)\(property.isOptional ? " ?? self.\(property.swiftName)" : "")"
    }
    return .function(
      documentation: ["A copy of `self` that takes every value `other` has (its non-nil values)."],
      signature: SwiftFunctionSignature(
        "\(access)func merging", parameters: ["_ other: \(model.name)"], trailer: " -> \(model.name)"),
      body: [.call(callee: model.name, arguments: arguments)])
  }

  // MARK: - Classes

  private func classEquatableAndHashable() -> [SwiftDeclaration] {
    let comparisons = model.properties.map { "lhs.\($0.swiftName) == rhs.\($0.swiftName)" }
    let equality = comparisons.isEmpty ? "true" : comparisons.joined(separator: " && ")
    return [
      .function(
        documentation: [],
        signature: SwiftFunctionSignature(
          "\(access)static func == ", parameters: ["lhs: \(model.name)", "rhs: \(model.name)"], trailer: " -> Bool"),
        body: [.line("lhs === rhs || (\(equality))")]),
      .function(
        documentation: [], signature: SwiftFunctionSignature("\(access)func hash", parameters: ["into hasher: inout Hasher"]),
        body: model.properties.map { .line("hasher.combine(self.\($0.swiftName))") }),
    ]
  }
}
