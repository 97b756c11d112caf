/// Translates one ``Model`` into a struct (or a final class when it contains itself), with a
/// memberwise initializer, `CodingKeys` when names differ from keys, and `init(from:)` /
/// `encode(to:)` only when a property needs a transform.
struct ModelTranslation {
  let model: Model
  let translator: SwiftTranslator

  private var access: String { translator.options.accessModifier }
  private var isClass: Bool { translator.classModels.contains(model.name) }

  /// Whether plain synthesized `Codable` cannot handle some property.
  private var needsCustomCoding: Bool {
    model.properties.contains { $0.transform != nil || $0.keyPath.count != 1 }
  }

  /// The support-file parts this model's code calls.
  var supportParts: Set<SupportFileSource.Part> {
    var parts = Set<SupportFileSource.Part>()
    for property in model.properties {
      switch property.transform {
      case .date?: parts.formUnion([.transforms, .dateFormats])
      case .lowercaseUUID?: parts.formUnion([.transforms, .lowercaseUUID])
      case nil: break
      }
    }
    return parts
  }

  func declaration() -> SwiftTypeDeclaration {
    var members: [SwiftDeclaration] = model.properties.map { property in
      .property(
        SwiftProperty(
          documentation: documentation(of: property), modifiers: access, isConstant: true,
          name: property.swiftName, type: declaredType(of: property)))
    }
    members.append(memberwiseInitializer())
    if needsCodingKeys { members.append(codingKeys()) }
    if needsCustomCoding {
      members.append(decodingInitializer())
      members.append(encodeFunction())
    }
    if isClass { members += classEquatableAndHashable() }
    let paths = model.sourcePaths.prefix(3).map { "`\(SwiftLiteral.comment($0))`" }.joined(separator: ", ")
    return SwiftTypeDeclaration(
      documentation: ["A JSON object found at \(paths)\(model.sourcePaths.count > 3 ? " and elsewhere" : "")."],
      modifiers: access, kind: isClass ? .finalClass : .structure, name: model.name,
      inheritance: ["Codable", "Hashable", "Sendable"], members: members)
  }

  private func declaredType(of property: Property) -> String {
    translator.typeName(property.isOptional ? .optional(property.type) : property.type)
  }

  private func documentation(of property: Property) -> [String] {
    let path = property.keyPath.map { SwiftLiteral.comment($0) }.joined(separator: ".")
    var text = "JSON `\(path)`"
    if case .date(let format)? = property.transform { text += ", a date as \(format.schemaName)" }
    if let example = property.example { text += ", for example `\(SwiftLiteral.comment(example))`" }
    return [text + "."]
  }

  // MARK: - Initializers

  private func memberwiseInitializer() -> SwiftDeclaration {
    let parameters = model.properties.map { property in
      "\(property.swiftName): \(declaredType(of: property))\(property.isOptional ? " = nil" : "")"
    }
    let body = model.properties.map { SwiftStatement.line("self.\($0.swiftName) = \($0.swiftName)") }
    return .function(documentation: [], signature: SwiftFunctionSignature("\(access)init", parameters: parameters), body: body)
  }

  private var needsCodingKeys: Bool {
    needsCustomCoding || model.properties.contains { $0.keyPath != [unescaped($0.swiftName)] }
  }

  private func unescaped(_ name: String) -> String {
    name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name
  }

  private func codingKeys() -> SwiftDeclaration {
    let cases = model.properties.map { property in
      let key = property.keyPath.first ?? ""
      return SwiftDeclaration.enumCase(
        name: property.swiftName, rawValue: key == unescaped(property.swiftName) ? nil : SwiftLiteral.string(key),
        associatedType: nil)
    }
    return .type(
      SwiftTypeDeclaration(
        documentation: [], modifiers: "private ", kind: .enumeration, name: "CodingKeys",
        inheritance: ["String", "CodingKey"], members: cases))
  }

  private func decodingInitializer() -> SwiftDeclaration {
    var body: [SwiftStatement] = [.line("let container = try decoder.container(keyedBy: CodingKeys.self)")]
    for property in model.properties {
      let method = property.isOptional ? "decodeIfPresent" : "decode"
      let source: String
      if let transform = transformExpression(for: property) {
        source = "try container.\(method)(\(transform), forKey: .\(property.swiftName))"
      } else {
        source = "try container.\(method)(\(translator.typeName(property.type)).self, forKey: .\(property.swiftName))"
      }
      body.append(.line("self.\(property.swiftName) = \(source)"))
    }
    return .function(documentation: [], signature: .decodingInitializer(access), body: body)
  }

  private func encodeFunction() -> SwiftDeclaration {
    var body: [SwiftStatement] = [.line("var container = encoder.container(keyedBy: CodingKeys.self)")]
    for property in model.properties {
      let method = property.isOptional ? "encodeIfPresent" : "encode"
      let transform = transformExpression(for: property).map { ", with: \($0)" } ?? ""
      body.append(.line("try container.\(method)(self.\(property.swiftName)\(transform), forKey: .\(property.swiftName))"))
    }
    return .function(documentation: [], signature: .encodeFunction(access), body: body)
  }

  /// The support-file transform value for a property's type, e.g.
  /// `JSONArrayTransform(JSONDateTransform(.date))`, or `nil` without a transform.
  private func transformExpression(for property: Property) -> String? {
    guard let transform = property.transform else { return nil }
    let leaf: String
    switch transform {
    case .date(let format): leaf = "JSONDateTransform(\(DateFormatSupportSource.expression(for: format)))"
    case .lowercaseUUID: leaf = "JSONLowercaseUUIDTransform()"
    }
    return wrap(leaf, for: property.type)
  }

  private func wrap(_ leaf: String, for type: TypeReference) -> String {
    switch type {
    case .array(let element): "JSONArrayTransform(\(wrap(leaf, for: element)))"
    case .dictionary(let value): "JSONDictionaryTransform(\(wrap(leaf, for: value)))"
    case .optional(let wrapped): "JSONOptionalTransform(\(wrap(leaf, for: wrapped)))"
    default: leaf
    }
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
