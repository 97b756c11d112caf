/// Translates one ``Model`` into a struct (or a final class when it contains itself), with a
/// memberwise initializer, `CodingKeys` when names differ from keys, and `init(from:)` /
/// `encode(to:)` only when a property needs a transform.
///
/// A model that extends another (a class-cluster subtype) holds its parent as `base` and reaches
/// the parent's properties through `@dynamicMemberLookup`, so the parent's code is not copied.
struct ModelTranslation {
  let model: Model
  let translator: SwiftTranslator
  /// The model's own properties.
  let properties: [Property]
  /// The stored property holding the parent model, for a model that extends another.
  let base: (name: String, parent: String)?
  let coding: ModelCoding

  /// For each property that keeps whether the JSON had a value (``Property/keepsPresence``), the
  /// optional stored property that holds what was decoded or set; the property itself reads it
  /// with the default in its place.
  let presenceStorage: [String: String]

  /// For each deprecated property (``Property/deprecation``) that does not keep presence, the
  /// private stored property that holds its value: generated code uses it, and the deprecated
  /// property reads it, so that only the user's uses warn.
  let deprecatedStorage: [String: String]

  /// The name of the stored property holding the parent of `model`, a model that extends another.
  static func baseName(of model: Model) -> String {
    var names = NameRegistry(reserved: Set(model.properties.map(\.swiftName)))
    return names.claim("base")
  }

  init(model: Model, translator: SwiftTranslator) {
    self.model = model
    self.translator = translator
    self.properties = model.properties
    let base = model.extends.map { parent in (name: Self.baseName(of: model), parent: parent) }
    self.base = base
    var names = NameRegistry(reserved: Set(model.properties.map(\.swiftName) + (base.map { [$0.name] } ?? [])))
    var presenceStorage: [String: String] = [:]
    for property in model.properties where property.keepsPresence {
      presenceStorage[property.swiftName] = names.claim(property.swiftName + "IfPresent")
    }
    self.presenceStorage = presenceStorage
    var deprecatedStorage: [String: String] = [:]
    for property in model.properties
    where property.deprecation != nil && presenceStorage[property.swiftName] == nil && !property.holdsUnknownKeys {
      deprecatedStorage[property.swiftName] = names.claim("_" + property.swiftName)
    }
    self.deprecatedStorage = deprecatedStorage
    // Coding reads and writes the stored properties: an optional in place of each defaulted one.
    let storedProperties = model.properties.map { property in
      if let storage = deprecatedStorage[property.swiftName] {
        var stored = property
        stored.swiftName = storage
        return stored
      }
      guard let storage = presenceStorage[property.swiftName] else { return property }
      var stored = property
      stored.swiftName = storage
      stored.isOptional = true
      stored.writesNull = false
      stored.defaultValue = nil
      return stored
    }
    coding = ModelCoding(
      properties: storedProperties, translator: translator,
      reservedNames: Set((base.map { [$0.name] } ?? []) + presenceStorage.values + deprecatedStorage.values))
  }

  /// The name of the stored property that holds `property`'s value.
  private func storedName(of property: Property) -> String {
    presenceStorage[property.swiftName] ?? deprecatedStorage[property.swiftName] ?? property.swiftName
  }

  /// `declaration` with `@available(*, deprecated…)` for a deprecated property.
  private func deprecating(_ declaration: SwiftDeclaration, as property: Property) -> SwiftDeclaration {
    property.deprecation.map { .attributed(attribute: DeprecationPropagation.attribute(message: $0), declaration) }
      ?? declaration
  }

  private var access: String { translator.access }

  /// Whether the model declares `Identifiable`: it stores a non-optional `id` (every generated type
  /// is `Hashable`), unless the schema's options turn that off.
  private var isIdentifiable: Bool {
    translator.schema.options.declaresIdentifiable
      && properties.contains { $0.swiftName == "id" && !$0.isOptional && $0.deprecation == nil }
  }
  private var isClass: Bool { translator.classModels.contains(model.name) }

  /// The model's declaration.
  func translate() -> SwiftTypeDeclaration {
    var members: [SwiftDeclaration] = []
    if let base {
      members.append(
        storedProperty(
          base.name, type: base.parent,
          documentation: ["The properties of `\(base.parent)` (also reachable directly, as `self.name`)."]))
    }
    for property in properties {
      if let storage = presenceStorage[property.swiftName] {
        members += presenceTrackingMembers(property, storage: storage)
      } else if let storage = deprecatedStorage[property.swiftName] {
        members += deprecatedMembers(property, storage: storage)
      } else {
        members.append(
          storedProperty(
            property.swiftName, type: translator.declaredTypeName(of: property),
            documentation: documentation(of: property)))
      }
      if let skippedCount = coding.skippedCountNames[storedName(of: property)] {
        let documentation = "How many elements of `\(property.swiftName)` failed to decode and were skipped."
        members.append(storedProperty(skippedCount, type: "Int", documentation: [documentation]))
      }
    }
    if let base {
      members.append(
        .function(
          documentation: ["The parent's property at `keyPath`."],
          signature: SwiftFunctionSignature(
            "\(access)subscript<Value>", parameters: ["dynamicMember keyPath: KeyPath<\(base.parent), Value>"],
            trailer: " -> Value"),
          body: [.line("\(base.name)[keyPath: keyPath]")]))
    }
    members += coding.transformConstants()
    members.append(memberwiseInitializer())
    let needsCustomCoding = base != nil || model.validates || coding.isNeeded
    let needsOnlyEncoding = !needsCustomCoding && coding.properties.contains(where: \.writesNull)
    let keysDiffer = coding.properties.contains { $0.keyPath != [$0.swiftName] }
    if coding.hasKeyedProperties, needsCustomCoding || needsOnlyEncoding || keysDiffer {
      members += coding.codingKeyEnums()
    }
    if needsOnlyEncoding { members.append(coding.encodeFunction(access: access)) }
    if needsCustomCoding {
      let decodeBase: [SwiftStatement] = base.map { [.line("self.\($0.name) = try \($0.parent)(from: decoder)")] } ?? []
      let encodeBase: [SwiftStatement] = base.map { [.line("try self.\($0.name).encode(to: encoder)")] } ?? []
      members += coding.codingMembers(
        access: access, decodePrelude: decodeBase, encodePrelude: encodeBase, validates: model.validates)
    }
    members += coding.constraintFunctions(access: access)
    if translator.schema.options.generatesMerge { members += [mergingFunction()] + familyMergingFunctions() }
    if isClass || properties.contains(where: { !$0.isCompared }) { members += equatableAndHashable() }
    let paths = model.sourcePaths.prefix(3).map { "`\(SwiftLiteral.comment($0))`" }.joined(separator: ", ")
    var docs =
      paths.isEmpty
      ? ["A JSON object."] : ["A JSON object found at \(paths)\(model.sourcePaths.count > 3 ? " and elsewhere" : "")."]
    if let parent = model.extends { docs.append("It has every property of `\(parent)`, then its own.") }
    if let documentation = model.documentation { docs = Self.commentLines(documentation) + [""] + docs }
    let declaration = SwiftTypeDeclaration(
      documentation: docs, attributes: base == nil ? [] : ["@dynamicMemberLookup"], modifiers: access,
      kind: isClass ? .finalClass : .structure, name: model.name,
      inheritance: translator.conformances + (isIdentifiable ? ["Identifiable"] : [])
        + (model.validates ? ["\(translator.supportNamespace).Validating"] : []),
      members: members)
    return declaration
  }

  /// A stored property named `name` (plain) with the model's access and `let` or `var` as the
  /// schema's options say.
  private func storedProperty(_ name: String, type: String, documentation: [String]) -> SwiftDeclaration {
    .property(
      SwiftProperty(
        documentation: documentation, modifiers: access, isConstant: !translator.schema.options.usesVariables,
        name: SwiftNaming.escaped(name), type: type))
  }

  /// The property as a computed one that reads `storage`, the optional stored property that says
  /// whether the JSON had a value, with the default in place of `nil`; settable for `var` models.
  private func presenceTrackingMembers(_ property: Property, storage: String) -> [SwiftDeclaration] {
    let name = SwiftNaming.escaped(property.swiftName)
    let read = "\(storage) ?? \(coding.defaultExpression(for: property) ?? "nil")"
    let body: [SwiftStatement] =
      translator.schema.options.usesVariables
      ? [.block(header: "get", body: [.line(read)]), .block(header: "set", body: [.line("\(storage) = newValue")])]
      : [.line(read)]
    let storedType = translator.typeName(.optional(property.type))
    let storedDocumentation = [
      "`\(SwiftLiteral.comment(property.swiftName))` as decoded or set: `nil` when the JSON had no value,",
      "and encoding then leaves the key out.",
    ]
    return [
      deprecating(
        .computedProperty(
          documentation: documentation(of: property), modifiers: access, name: name,
          type: translator.declaredTypeName(of: property), body: body),
        as: property),
      storedProperty(storage, type: storedType, documentation: storedDocumentation),
    ]
  }

  /// A deprecated property: a computed one with the `@available` attribute over `storage`, the
  /// private stored property that the generated code reads and writes.
  private func deprecatedMembers(_ property: Property, storage: String) -> [SwiftDeclaration] {
    let body: [SwiftStatement] =
      translator.schema.options.usesVariables
      ? [.block(header: "get", body: [.line(storage)]), .block(header: "set", body: [.line("\(storage) = newValue")])]
      : [.line(storage)]
    return [
      deprecating(
        .computedProperty(
          documentation: documentation(of: property), modifiers: access,
          name: SwiftNaming.escaped(property.swiftName), type: translator.declaredTypeName(of: property), body: body),
        as: property),
      .property(
        SwiftProperty(
          documentation: [], modifiers: "private ", isConstant: !translator.schema.options.usesVariables,
          name: storage, type: translator.declaredTypeName(of: property))),
    ]
  }

  private func documentation(of property: Property) -> [String] {
    guard !property.holdsUnknownKeys else {
      let text = "The object's members whose keys no other property reads, written back as they are."
      return property.documentation.map { Self.commentLines($0) + ["", text] } ?? [text]
    }
    let path = SwiftLiteral.comment(property.keyPathText)
    var text = property.keyPath.isEmpty ? "Not in the JSON" : "JSON `\(path)`"
    if property.isReadFromSeveralKeys {
      let paths = property.memberKeyPaths.map { "`\(SwiftLiteral.comment(JSONKeyPath.text(of: $0)))`" }
      text = "JSON " + paths.joined(separator: " and ")
    }
    if let transform = property.transform?.displayName {
      text += ", \(SwiftLiteral.comment(transform))"
    }
    if let constant = property.constant { text += ", always `\(SwiftLiteral.comment(constant.jsonText))`" }
    if let value = property.defaultValue, value != .null {
      text += ", `\(SwiftLiteral.comment(value.jsonText))` when missing or null"
      if property.keepsPresence { text += " (not written back)" }
    }
    if property.keepsNull { text += ", `.null` when null and `nil` when missing" }
    if property.isLossy { text += ", elements that fail to decode are skipped" }
    if let example = property.example { text += ", for example `\(SwiftLiteral.comment(example))`" }
    guard let documentation = property.documentation else { return [text + "."] }
    return Self.commentLines(documentation) + ["", text + "."]
  }

  /// Free text as doc-comment lines, with nothing that could end or escape the comment.
  static func commentLines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { SwiftLiteral.comment(String($0)) }
  }

  // MARK: - Initializers

  private func memberwiseInitializer() -> SwiftDeclaration {
    var parameters: [String] = []
    var body: [SwiftStatement] = []
    for property in properties {
      let name = SwiftNaming.escaped(property.swiftName)
      if let storage = presenceStorage[property.swiftName] {
        // `nil` leaves the value out, as a missing key does.
        parameters.append("\(name): \(translator.typeName(.optional(property.type))) = nil")
        body.append(.line("self.\(storage) = \(name)"))
      } else {
        let fallback =
          property.isOptional ? "nil" : property.holdsUnknownKeys ? "[:]" : coding.defaultExpression(for: property)
        parameters.append("\(name): \(translator.declaredTypeName(of: property))\(fallback.map { " = \($0)" } ?? "")")
        body.append(.line("self.\(SwiftNaming.escaped(storedName(of: property))) = \(name)"))
      }
      if let skippedCount = coding.skippedCountNames[storedName(of: property)] {
        parameters.append("\(skippedCount): Int = 0")
        body.append(.line("self.\(skippedCount) = \(skippedCount)"))
      }
    }
    if let base {
      parameters.insert("\(base.name): \(base.parent)", at: 0)
      body.insert(.line("self.\(base.name) = \(base.name)"), at: 0)
    }
    return .function(
      documentation: [], signature: SwiftFunctionSignature("\(access)init", parameters: parameters), body: body)
  }

  /// Mantle's `mergeValuesForKeysFromModel:`: a copy with `other`'s values where it has them.
  private func mergingFunction() -> SwiftDeclaration {
    var arguments = properties.map { property in
      let name = SwiftNaming.escaped(deprecatedStorage[property.swiftName] ?? property.swiftName)
      let label = SwiftNaming.argumentLabel(property.swiftName)
      if property.holdsUnknownKeys { return "\(label): self.\(name).merging(other.\(name)) { $1 }" }
      if let storage = presenceStorage[property.swiftName] {
        switch property.mergeRule {
        case .keep?: return "\(label): self.\(storage) ?? other.\(storage)"
        case .replace?: return "\(label): other.\(storage)"
        default: return "\(label): other.\(storage) ?? self.\(storage)"
        }
      }
      switch property.mergeRule {
      case .replace?: return "\(label): other.\(name)"
      case .keep?: return "\(label): self.\(name)\(property.isOptional ? " ?? other.\(name)" : "")"
      case .sum?: return "\(label): self.\(name) + other.\(name)"
      case .union?: return "\(label): self.\(name) + other.\(name).filter { !self.\(name).contains($0) }"
      case nil: return "\(label): other.\(name)\(property.isOptional ? " ?? self.\(name)" : "")"
      }
    }
    if let base { arguments.insert("\(base.name): self.\(base.name).merging(other.\(base.name))", at: 0) }
    return .function(
      documentation: properties.allSatisfy({ $0.mergeRule == nil })
        ? ["A copy of `self` that takes every value `other` has (its non-nil values)."]
        : [
          "A copy of `self` that takes every value `other` has (its non-nil values), except where a",
          "property's merge rule says otherwise.",
        ],
      signature: SwiftFunctionSignature(
        "\(access)func merging", parameters: ["_ other: \(model.name)"], trailer: " -> \(model.name)"),
      body: [.call(callee: .plain(model.name), arguments: arguments.map(SwiftExpression.plain))])
  }

  /// Merging with the models this one extends or that extend it (Mantle's merge of a subclass
  /// and its superclass): the parent's part takes the other's values; the subtype's own
  /// properties stay as they are.
  private func familyMergingFunctions() -> [SwiftDeclaration] {
    var functions: [SwiftDeclaration] = []
    if let base {
      var arguments = ["\(base.name): self.\(base.name).merging(other)"]
      for property in properties {
        let name = SwiftNaming.escaped(storedName(of: property))
        arguments.append("\(SwiftNaming.argumentLabel(property.swiftName)): self.\(name)")
      }
      functions.append(
        .function(
          documentation: ["A copy of `self` whose `\(base.parent)` part takes the values `other` has."],
          signature: SwiftFunctionSignature(
            "\(access)func merging", parameters: ["_ other: \(base.parent)"], trailer: " -> \(model.name)"),
          body: [.call(callee: .plain(model.name), arguments: arguments.map(SwiftExpression.plain))]))
    }
    for child in translator.schema.models where child.extends == model.name {
      functions.append(
        .function(
          documentation: ["A copy of `self` that takes the values of `other`'s `\(model.name)` part."],
          signature: SwiftFunctionSignature(
            "\(access)func merging", parameters: ["_ other: \(child.name)"], trailer: " -> \(model.name)"),
          body: [.line("merging(other.\(SwiftNaming.escaped(Self.baseName(of: child))))")]))
    }
    return functions
  }

  // MARK: - Equality

  /// `==` and `hash(into:)` over the stored properties that are compared: for a class (which
  /// cannot synthesize them; identical instances are equal at once), and for a struct with a
  /// property left out (`"compares": false`).
  private func equatableAndHashable() -> [SwiftDeclaration] {
    let compared = model.properties.filter(\.isCompared)
    let names = ((base.map { [$0.name] } ?? []) + compared.map(storedName(of:))).map(SwiftNaming.escaped)
    let comparisons = names.map { "lhs.\($0) == rhs.\($0)" }
    let equality = comparisons.isEmpty ? "true" : comparisons.joined(separator: " && ")
    let oneLine = isClass ? "lhs === rhs || (\(equality))" : equality
    // Function bodies sit 4 columns in (6 in an extension of the type holding nested types);
    // longer comparisons go one per line.
    let indent = translator.host.map { $0 != model.name } == true ? 6 : 4
    let body: [SwiftStatement] =
      oneLine.count <= 100 - indent || comparisons.count < 2
      ? [.line(oneLine)]
      : (isClass ? [.line("if lhs === rhs { return true }")] : [])
        + [.continued(head: "return \(comparisons[0])", lines: comparisons.dropFirst().map { "&& \($0)" })]
    return [
      .function(
        documentation: [],
        signature: SwiftFunctionSignature(
          "\(access)static func == ", parameters: ["lhs: \(model.name)", "rhs: \(model.name)"], trailer: " -> Bool"),
        body: body),
      .function(
        documentation: [],
        signature: SwiftFunctionSignature("\(access)func hash", parameters: ["into hasher: inout Hasher"]),
        body: names.map { .line("hasher.combine(self.\($0))") }),
    ]
  }
}
