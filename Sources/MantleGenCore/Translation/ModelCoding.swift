/// The `CodingKeys` enums, `init(from:)` and `encode(to:)` of a model whose properties need more
/// than synthesized `Codable`: nested key paths (one coding-key enum per JSON object level),
/// defaults for `null`, excluded properties and transforms; or only `encode(to:)`, for `nil`
/// written as `null` (``Property/writesNull``).
struct ModelCoding {
  /// One JSON object level: its coding-key enum and what lives at each key.
  final class Level {
    let enumName: String
    /// The level in the plan.
    let plan: ObjectLevel
    var entries: [Entry] = []
    /// For a nested entry's case, the case of its key as `.convertFromSnakeCase` renames it.
    var convertedNestedCases: [String: String] = [:]
    /// The names taken by the cases of the level's nested objects.
    var caseNames: NameRegistry

    init(enumName: String, plan: ObjectLevel, caseNames: NameRegistry) {
      self.enumName = enumName
      self.plan = plan
      self.caseNames = caseNames
    }
  }

  /// What lives at one key of a level. Case names are plain, like property names; they are
  /// escaped where they are written.
  enum Entry {
    /// The JSON key.
    var key: String {
      switch self {
      case .property(let property): property.keyPath.last ?? ""
      case .fallbackKey(_, let key), .nested(_, let key, _): key
      }
    }

    case property(Property)
    /// A fallback key of a property at this level, whose case in the level's enum is `caseName`.
    case fallbackKey(caseName: String, key: String)
    /// A nested object at `key`, whose case in the enclosing enum is `caseName`.
    case nested(caseName: String, key: String, level: Level)
  }

  let root: Level
  let properties: [Property]
  let translator: SwiftTranslator
  /// The transform of each property that has one (by Swift name), and the name of the
  /// `private static let` that holds it.
  let transforms: [String: (constant: String, transform: TransformExpression)]
  /// For each lossy array property (by Swift name), the stored property counting its skipped
  /// elements.
  let skippedCountNames: [String: String]
  /// For each property with fallback keys (by Swift name), the coding-key cases of those keys,
  /// then of its keys as `.convertFromSnakeCase` renames them (see ``SnakeCaseKeys``).
  let fallbackCaseNames: [String: [String]]

  init(properties: [Property], translator: SwiftTranslator, reservedNames: Set<String> = []) {
    self.properties = properties
    self.translator = translator
    var constants = NameRegistry(reserved: Set(properties.map(\.swiftName)).union(reservedNames))
    var transforms: [String: (String, TransformExpression)] = [:]
    for property in properties {
      guard
        let transform = TransformExpression(
          for: property, namespace: translator.supportNamespace, typeName: translator.typeName)
      else { continue }
      transforms[property.swiftName] = (
        constants.claim(property.swiftName + "Transform"), transform
      )
    }
    self.transforms = transforms
    var skippedCountNames: [String: String] = [:]
    for property in properties where property.isLossy {
      skippedCountNames[property.swiftName] = constants.claim(property.swiftName + "SkippedCount")
    }
    self.skippedCountNames = skippedCountNames
    var fallbackCaseNames: [String: [String]] = [:]
    for property in properties where !property.fallbackKeys.isEmpty {
      fallbackCaseNames[property.swiftName] = property.fallbackKeys.map { _ in
        constants.claim(property.swiftName + "Fallback")
      }
    }
    // The tree of key paths is the plan's (``ObjectLevel``); generation names its levels and cases.
    let propertyNames = Set(properties.map(\.swiftName)).union(fallbackCaseNames.values.joined())
    var enumNames = NameRegistry(reserved: ["CodingKeys"])
    var levelEnumNames: [[String]: String] = [:]
    for property in properties {
      for length in property.keyPath.indices.dropFirst() {
        let path = Array(property.keyPath[..<length])
        guard levelEnumNames[path] == nil else { continue }
        levelEnumNames[path] = enumNames.claim(
          SwiftNaming.typeName(forKey: path.joined(separator: "_") + "_coding_keys"))
      }
    }
    func makeLevel(_ objectLevel: ObjectLevel, enumName: String, path: [String]) -> Level {
      let level = Level(enumName: enumName, plan: objectLevel, caseNames: NameRegistry(reserved: propertyNames))
      for member in objectLevel.members {
        switch member {
        case .field(let property):
          level.entries.append(.property(property))
          for (caseName, key) in zip(fallbackCaseNames[property.swiftName] ?? [], property.fallbackKeys) {
            level.entries.append(.fallbackKey(caseName: caseName, key: key))
          }
        case .nested(let key, let nestedLevel):
          let caseName = level.caseNames.claim(SwiftNaming.propertyName(forKey: key))
          let nested = makeLevel(nestedLevel, enumName: levelEnumNames[path + [key]] ?? "", path: path + [key])
          level.entries.append(.nested(caseName: caseName, key: key, level: nested))
        }
      }
      return level
    }
    root = makeLevel(
      ObjectLevel(properties: properties.filter { !$0.keyPath.isEmpty }), enumName: "CodingKeys", path: [])
    // Every key again as `.convertFromSnakeCase` renames it, where that differs from every key of
    // its level.
    var pending = [root]
    while let level = pending.popLast() {
      var keys = Set(level.entries.map(\.key))
      for entry in level.entries {
        switch entry {
        case .property(let property):
          for key in [property.keyPath.last ?? ""] + property.fallbackKeys {
            guard let converted = translator.snakeCaseAlternate(of: key), keys.insert(converted).inserted else {
              continue
            }
            let caseName = constants.claim(property.swiftName + "Converted")
            fallbackCaseNames[property.swiftName, default: []].append(caseName)
            level.entries.append(.fallbackKey(caseName: caseName, key: converted))
          }
        case .nested(let caseName, let key, let nested):
          pending.append(nested)
          guard let converted = translator.snakeCaseAlternate(of: key), keys.insert(converted).inserted else {
            continue
          }
          let convertedCase = level.caseNames.claim(caseName + "Converted")
          level.convertedNestedCases[caseName] = convertedCase
          level.entries.append(.fallbackKey(caseName: convertedCase, key: converted))
        case .fallbackKey:
          continue
        }
      }
    }
    self.fallbackCaseNames = fallbackCaseNames
  }

  /// Whether some property is read from a key of the JSON (so that `CodingKeys` has cases).
  var hasKeyedProperties: Bool { properties.contains { !$0.keyPath.isEmpty } }

  /// The property holding the object's unknown keys, and the Swift type of their values.
  var unknownKeys: (property: Property, valueType: String)? {
    guard let property = properties.first(where: \.holdsUnknownKeys), case .dictionary(let value) = property.type else {
      return nil
    }
    return (property, translator.typeName(value))
  }

  /// Whether the model needs these hand-written members rather than synthesized `Codable`.
  var isNeeded: Bool {
    properties.contains {
      $0.transform != nil || $0.keyPath.count != 1 || $0.defaultValue != nil || $0.isLossy || $0.constant != nil
        || !$0.fallbackKeys.isEmpty || $0.onInvalid == .replace || $0.holdsUnknownKeys
        || translator.snakeCaseAlternate(of: $0.keyPath[0]) != nil || !$0.isWritten || $0.constraints != nil
        || $0.isReadFromSeveralKeys || $0.arrayMember != nil
    }
  }

  /// The `private static let` of every transform, in property order.
  func transformConstants() -> [SwiftDeclaration] {
    properties.compactMap { property in
      transforms[property.swiftName].map { constant, transform in
        .constant(modifiers: "private static ", name: constant, value: transform.expression)
      }
    }
  }

  // MARK: - Decoding

  /// `init(from:)` and `encode(to:)`, each starting with its prelude.
  /// `init(from:)` and `encode(to:)`; with `validates`, decoding ends by calling the model's
  /// `validate()` (the support code's `Validating`).
  func codingMembers(
    access: String, decodePrelude: [SwiftStatement], encodePrelude: [SwiftStatement], validates: Bool = false
  ) -> [SwiftDeclaration] {
    var body = decodePrelude
    if hasKeyedProperties {
      body.append(.line("let container = try decoder.container(keyedBy: CodingKeys.self)"))
    }
    body += decodeStatements(root, container: "container", isOptional: false)
    for property in properties where !property.isInJSON {
      body.append(
        .line("self.\(SwiftNaming.escaped(property.swiftName)) = \(defaultExpression(for: property) ?? "nil")"))
    }
    // A model read from several keys of this object reads them from the same decoder.
    for property in properties where property.isReadFromSeveralKeys && property.keyPath.isEmpty {
      let name = SwiftNaming.escaped(property.swiftName)
      let type = translator.typeName(property.type)
      body.append(
        property.isOptional
          ? .call(
            callee: .sequence(["self.\(name) = try ", translator.support(.severalKeys, "decodeIfAnyKey")]),
            arguments: ["\(type).self", .plain("keys: \(Self.keyList(property))"), "from: decoder"])
          : .line("self.\(name) = try \(type)(from: decoder)"))
    }
    if let (property, valueType) = unknownKeys {
      body.append(
        .call(
          callee: .sequence([
            "self.\(SwiftNaming.escaped(property.swiftName)) = try ",
            translator.support(.unknownKeys, "UnknownKeys.decode"),
          ]),
          arguments: ["\(valueType).self", "from: decoder"] + (hasKeyedProperties ? ["excluding: CodingKeys.self"] : [])
        ))
    }
    // After every property is set (a class may not read `self` before).
    if hasConstraints { body.append(.line("try self.checkConstraints(in: decoder)")) }
    if validates {
      body.append(.call(callee: .relying(on: SupportPartID.constraints.rawValue, "try self.validate"), arguments: []))
    }
    let decoding = SwiftDeclaration.function(documentation: [], signature: .decodingInitializer(access), body: body)
    return [decoding, encodeFunction(access: access, prelude: encodePrelude)]
  }

  /// `decodeIfPresent` or `encodeIfPresent` of a transform (the support part `TransformIfPresent`
  /// declares them), else `decode` or `encode` (the part `Transform`).
  static func transformMethod(_ name: String, ifPresent: Bool) -> SwiftExpression {
    ifPresent ? .support(part: SupportPartID.transformIfPresent.rawValue, text: name + "IfPresent") : .plain(name)
  }

  /// The statements that decode `level` from `container` (an optional when `isOptional`).
  private func decodeStatements(_ level: Level, container: String, isOptional: Bool) -> [SwiftStatement] {
    var statements: [SwiftStatement] = []
    for entry in level.entries {
      switch entry {
      case .property(let property):
        statements += decodeStatement(property, container: container, isOptional: isOptional)
      case .fallbackKey:
        continue
      case .nested(let caseName, _, let nested):
        let name = Self.containerName(of: nested)
        let key = SwiftNaming.escaped(caseName)
        let keyArgument: SwiftExpression =
          if let converted = level.convertedNestedCases[caseName] {
            .sequence(["forKey: ", convertedKey(key, or: SwiftNaming.escaped(converted), in: container)])
          } else {
            "forKey: .\(key)"
          }
        let canBeAbsent = isOptional || nested.plan.mayBeAbsent
        if canBeAbsent {
          statements.append(
            .call(
              callee: .sequence([
                "let \(name) = try ", translator.support(.nestedContainer, "nestedContainerIfPresent"),
              ]),
              arguments: ["keyedBy: \(nested.enumName).self", keyArgument, "in: \(container)"]))
        } else {
          statements.append(
            .call(
              callee: "let \(name) = try \(container).nestedContainer",
              arguments: ["keyedBy: \(nested.enumName).self", keyArgument]))
        }
        statements += decodeStatements(nested, container: name, isOptional: canBeAbsent)
      }
    }
    return statements
  }

  /// The statements that decode `property`; under the `replace` policy inside a `do` whose `catch`
  /// stores the replacement (the default, else `nil`) and reports it to the decoder's
  /// `InvalidValueLog`.
  private func decodeStatement(_ property: Property, container: String, isOptional: Bool) -> [SwiftStatement] {
    let check = constantCheck(property, container: container)
    let name = SwiftNaming.escaped(property.swiftName)
    if property.onInvalid == .replace, check.isEmpty, isDecodedByContainer(property), !property.keepsNull {
      // The common case in one call to the support library instead of a `do`/`catch` (whose
      // generic decoding would not tell a `null` from a missing key).
      return [
        .call(
          callee: .sequence([
            "self.\(name) = try ", translator.support(.invalidValueLog, "InvalidValueLog.decodeIfPresent"),
          ]),
          arguments: ["\(translator.typeName(property.type)).self", "forKey: .\(name)", "in: \(container)", "decoder"],
          trailer: defaultExpression(for: property).map { " ?? \($0)" } ?? "")
      ]
    }
    let statements = valueDecodeStatements(property, container: container, isOptional: isOptional) + check
    guard property.onInvalid == .replace else { return statements }
    var handler: [SwiftStatement] = [
      .call(
        callee: .sequence(["self.\(name) = ", translator.support(.invalidValueLog), ".replacement"]),
        arguments: ["\(defaultExpression(for: property) ?? "nil")", "for: error", "in: decoder"])
    ]
    if let skippedCount = skippedCountNames[property.swiftName] { handler.append(.line("self.\(skippedCount) = 0")) }
    return [.doCatch(body: statements, pattern: "let error as DecodingError", handler: handler)]
  }

  /// Whether `property` is read by a plain `decode`/`decodeIfPresent` of its container: no transform,
  /// fallback keys, lossy elements, array member or several keys.
  private func isDecodedByContainer(_ property: Property) -> Bool {
    !property.isReadFromSeveralKeys && property.arrayMember == nil && transforms[property.swiftName] == nil
      && skippedCountNames[property.swiftName] == nil && fallbackCaseNames[property.swiftName] == nil
  }

  /// `self.name = try container.decode(Type.self, forKey: .name)`, or through the property's
  /// transform, with `IfPresent` and the default the property needs.
  private func valueDecodeStatements(_ property: Property, container: String, isOptional: Bool) -> [SwiftStatement] {
    if property.isReadFromSeveralKeys {
      // A model read from several keys of the object at the key path; optional, `nil` when none
      // of them is there.
      let name = SwiftNaming.escaped(property.swiftName)
      let type = translator.typeName(property.type)
      guard property.isOptional else {
        return [.line("self.\(name) = try \(type)(from: \(container).superDecoder(forKey: .\(name)))")]
      }
      return [
        .call(
          callee: .sequence(["self.\(name) = try ", translator.support(.severalKeys, "decodeIfAnyKey")]),
          arguments: ["\(type).self", .plain("keys: \(Self.keyList(property))"), "at: .\(name)", "in: \(container)"])
      ]
    }
    let tolerant = property.mayBeAbsent || isOptional
    let method = tolerant ? "decodeIfPresent" : "decode"
    if let member = property.arrayMember, case .array(let element) = property.type {
      // A key path through an array: the member of each element.
      let name = SwiftNaming.escaped(property.swiftName)
      let fallback = defaultExpression(for: property).map { " ?? \($0)" } ?? ""
      return [
        .call(
          callee: .sequence(["self.\(name) = try ", translator.support(.arrayMember, "ArrayMember.\(method)")]),
          arguments: [
            "\(translator.typeName(element)).self", .plain("member: \(SwiftLiteral.string(member))"),
            "forKey: .\(name)",
            "in: \(container)",
          ], trailer: fallback)
      ]
    }
    var trailer = ""
    // A transform whose value is optional decodes as a double optional when tolerant: flatten it.
    if transforms[property.swiftName]?.transform.producesOptional == true, tolerant { trailer += " ?? nil" }
    if let fallback = defaultExpression(for: property) { trailer += " ?? \(fallback)" }
    if let skippedCount = skippedCountNames[property.swiftName], case .array(let element) = property.type {
      return lossyDecodeStatements(
        property, element: element, skippedCount: skippedCount, container: container, isOptional: isOptional,
        tolerant: tolerant, trailer: trailer)
    }
    if let fallbacks = fallbackCaseNames[property.swiftName] {
      return [
        fallbackDecodeStatement(
          property, fallbacks: fallbacks, container: container, isOptional: isOptional, tolerant: tolerant,
          trailer: trailer)
      ]
    }
    let name = SwiftNaming.escaped(property.swiftName)
    guard let (constant, _) = transforms[property.swiftName] else {
      return [
        .call(
          callee: "self.\(name) = try \(container)\(isOptional ? "?" : "").\(method)",
          arguments: ["\(translator.valueTypeName(of: property)).self", "forKey: .\(name)"], trailer: trailer)
      ]
    }
    return [
      .call(
        callee: .sequence(["self.\(name) = try Self.\(constant).", Self.transformMethod("decode", ifPresent: tolerant)]
        ),
        arguments: ["from: \(container)", "forKey: .\(name)"], trailer: trailer)
    ]
  }

  /// The keys a property read from several keys reads, as a Swift array literal.
  static func keyList(_ property: Property) -> String {
    "[" + property.memberKeys.map(SwiftLiteral.string).joined(separator: ", ") + "]"
  }

  /// The Swift expression of a property's default value, if it has one.
  func defaultExpression(for property: Property) -> String? {
    guard let value = property.defaultValue, value != .null else { return nil }
    return DefaultValueExpression.swift(
      value, type: property.type, schema: translator.schema, supportNamespace: translator.supportNamespace)
  }
}
