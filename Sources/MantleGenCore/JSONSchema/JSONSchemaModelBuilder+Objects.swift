import Foundation

extension JSONSchemaModelBuilder {
  /// `properties` make a model (`required` deciding optionality, `default` and `title` /
  /// `description` kept); an object with only `additionalProperties` or `patternProperties`
  /// schemas is a dictionary of their values. Beside `properties`, the keys the schema does not
  /// list are kept in a property for the object's unknown keys: `[String: T]` when
  /// `additionalProperties` / `patternProperties` give their schema, `unknownKeys: [String:
  /// JSONValue]` when `additionalProperties` is `true` or ``ImportOptions/keepsUnknownKeys`` asks
  /// for it (unless `additionalProperties` is `false`); else they are ignored, and the model keeps
  /// synthesized `Codable`.
  mutating func translateObject(_ node: LocatedJSON, hint: String, pointer: String) throws(Diagnostic) -> Translated {
    let properties = node.member("properties")?.members ?? []
    let additional = node.member("additionalProperties")
    let patterns = node.member("patternProperties")?.members ?? []
    let extraIsSchema = additional.map { !$0.members.isEmpty } ?? false
    let closed = [additional, node.member("unevaluatedProperties")].contains { $0.map(Self.isFalse) == true }
    // Keys no schema describes are kept where the schema says they exist or the options ask for
    // them; a free-form object (no `properties`) is all such keys.
    let keepsUntyped = properties.isEmpty || options.keepsUnknownKeys || additional.map(Self.isTrue) == true
    // The values of the keys `properties` does not list.
    func otherValues(hint: String) throws(Diagnostic) -> [Translated] {
      var values: [Translated] = []
      for (index, pattern) in patterns.enumerated() {
        values.append(try translate(pattern.value, hint: hint, pointer: pointer + "/patternProperties/\(index)"))
      }
      if let additional, extraIsSchema {
        values.append(try translate(additional, hint: hint, pointer: pointer + "/additionalProperties"))
      } else if !closed, keepsUntyped {
        values.append(.anyValue)
      }
      return values
    }
    if properties.isEmpty {
      return Translated(
        type: .dictionary(
          try valueType(
            of: otherValues(hint: hint + "Value"), hint: hint + "Value", pointer: pointer + "/additionalProperties")))
    }
    // The same object schema met again inside itself (through a `$ref` to something around it)
    // is a reference to the model being made.
    if objectsInProgress.contains(pointer), let name = recursiveNames[pointer] {
      recursiveUses.insert(pointer)
      return Translated(type: .model(name))
    }
    let name = claimName(hint, pointer: pointer)
    objectsInProgress.insert(pointer)
    defer { objectsInProgress.remove(pointer) }
    let required = Set(node.member("required")?.elements?.compactMap(\.string) ?? [])
    var propertyNames = NameRegistry()
    var modelProperties: [Property] = []
    for member in properties {
      let propertyHint = inlineHint(SwiftNaming.typeName(forKey: member.key, inside: name), inside: name)
      // A `const` (or one-value `enum`) is a checked constant of its kind, not a type of its own.
      let constant = constantValue(of: member.value)
      let translated: Translated
      if let constant {
        translated = Translated(type: constant.type, isNullable: constant.isNullable)
      } else {
        translated = try translate(
          member.value,
          hint: isArraySchema(member.value)
            ? inlineHint(SwiftNaming.elementTypeName(forArrayKey: member.key), inside: name) : propertyHint,
          pointer: pointer + "/properties/" + Self.escape(member.key))
      }
      var property = Property(
        swiftName: propertyNames.claim(SwiftNaming.propertyName(forKey: member.key)), keyPath: [member.key],
        type: translated.type, isOptional: !required.contains(member.key) || translated.isNullable,
        writesNull: required.contains(member.key) && translated.isNullable, transform: translated.transform,
        example: member.value.member("examples")?.elements?.first.flatMap(Self.exampleText),
        constant: constant?.value)
      property.constraints = Self.constraints(of: member.value, for: translated.type)
      if property.isOptional, let value = member.value.member("default")?.literal,
        Self.accepts(translated.type, value, enums: enums)
      {
        property.isOptional = false
        property.writesNull = false
        property.defaultValue = value
        // A document read and written back gains no keys.
        property.writesDefault = false
      } else if options.keepsNullApart, !required.contains(member.key), translated.isNullable, property.transform == nil
      {
        property.nullHandling = .keptApart
      }
      property.documentation = Self.documentation(of: member.value)
      if member.value.member("deprecated").map(Self.isTrue) == true { property.deprecation = "" }
      modelProperties.append(property)
    }
    let others = try otherValues(hint: name + "Value")
    if !others.isEmpty {
      // Typed when the schema says what the other keys hold; otherwise kept as they are.
      let isTyped = extraIsSchema || !patterns.isEmpty
      let valueType = try valueType(of: others, hint: name + "Value", pointer: pointer + "/additionalProperties")
      modelProperties.append(
        Property(
          swiftName: propertyNames.claim(isTyped ? "additionalProperties" : "unknownKeys"), keyPath: [],
          type: .dictionary(valueType), isOptional: false, holdsUnknownKeys: true))
    }
    let deprecation: String? = node.member("deprecated").map(Self.isTrue) == true ? "" : nil
    let documentation = Self.documentation(of: node)
    // One type for every place with the same schema (unless it refers to itself by name, or is
    // declared: two components of one shape are two types).
    if !recursiveUses.contains(pointer), !isDeclaredType(pointer),
      let same = models.firstIndex(where: {
        $0.properties == modelProperties && $0.documentation == documentation && $0.deprecation == deprecation
      })
    {
      models[same].sourcePaths.append(ExternalReferences.display(pointer))
      typeNames.release(name)
      recursiveNames[pointer] = nil
      return Translated(type: .model(models[same].name))
    }
    var model = Model(name: name, properties: modelProperties, sourcePaths: [ExternalReferences.display(pointer)])
    model.documentation = documentation
    model.deprecation = deprecation
    models.append(model)
    let translated = Translated(type: .model(name))
    if recursiveUses.contains(pointer), references[pointer] == nil { references[pointer] = translated }
    return translated
  }

  /// `items` (a schema, or in older drafts an array of schemas), `prefixItems` and
  /// `additionalItems`: one element type, a union when the positions differ.
  mutating func translateArray(_ node: LocatedJSON, hint: String, pointer: String) throws(Diagnostic) -> Translated {
    var elements: [Translated] = []
    // The root's name is the array's, and a declared array's: its elements are named after one of
    // them (`pets` → `Pet`), or `PetsElement` where that is another declared name.
    let singular = SwiftNaming.elementTypeName(forArrayKey: hint)
    let hint =
      if pointer == "#" || isDeclaredType(pointer) {
        isDeclaredType(pointer) && declaredNames.contains(singular) ? hint + "Element" : singular
      } else { hint }
    var positional = node.member("prefixItems")?.elements ?? []
    var rest = node.member("items")
    if let tuple = rest?.elements {
      positional = tuple
      rest = node.member("additionalItems")
    }
    for (index, item) in positional.enumerated() {
      elements.append(try translate(item, hint: hint, pointer: pointer + "/prefixItems/\(index)"))
    }
    if let rest, !Self.isFalse(rest) {
      elements.append(try translate(rest, hint: hint, pointer: pointer + "/items"))
    } else if rest == nil {
      // Positions past the listed ones hold anything, unless `maxItems` rules them out.
      let maxItems = node.member("maxItems").flatMap { if case .number(let n) = $0.value { n.intValue } else { nil } }
      if positional.isEmpty || maxItems.map({ $0 > positional.count }) ?? true { elements.append(.anyValue) }
    }
    return Translated(type: .array(try valueType(of: elements, hint: hint, pointer: pointer + "/items")))
  }

  /// The element type for values that may be any of `values`: the one type, or a union.
  mutating func valueType(of values: [Translated], hint: String, pointer: String) throws(Diagnostic) -> TypeReference {
    var distinct: [Translated] = []
    for value in values where !distinct.contains(value) { distinct.append(value) }
    guard distinct.count > 1 else {
      let only = distinct.first ?? .anyValue
      return only.isNullable ? .optional(only.type) : only.type
    }
    let isNullable = distinct.contains(where: \.isNullable)
    let union = makeUnion(distinct.map(\.plainType), hint: hint, pointer: pointer)
    return isNullable ? .optional(union) : union
  }

  /// The one string, number or boolean a property schema allows (`const`, or an `enum` of one
  /// value besides `null`), its type, and whether `null` is also allowed.
  private func constantValue(of node: LocatedJSON) -> (value: JSONLiteral, type: TypeReference, isNullable: Bool)? {
    let candidates = node.member("const").map { [$0] } ?? node.member("enum")?.elements ?? []
    let present = candidates.filter { if case .null = $0.value { false } else { true } }
    guard present.count == 1, candidates.count <= 2, let value = present[0].literal else { return nil }
    let type: TypeReference
    switch value {
    case .string: type = .string
    case .bool: type = .bool
    case .number(let text): type = Int(text) != nil ? .int : .double
    default: return nil
    }
    let isNullable =
      present.count < candidates.count || node.typeNames?.contains("null") == true || isMarkedNullable(node)
    return (value, type, isNullable)
  }

  static func isFalse(_ node: LocatedJSON) -> Bool {
    if case .bool(false) = node.value { return true }
    return false
  }

  static func isTrue(_ node: LocatedJSON) -> Bool {
    if case .bool(true) = node.value { return true }
    return false
  }

  private func isArraySchema(_ node: LocatedJSON) -> Bool {
    node.member("type")?.string == "array" || node.member("items") != nil
  }

  /// `title` and `description` as doc-comment text.
  static func documentation(of node: LocatedJSON) -> String? {
    let parts = [node.member("title")?.string, node.member("description")?.string].compactMap { $0 }
      .filter { !$0.isEmpty }
    return parts.isEmpty ? nil : parts.joined(separator: ": ")
  }

  static func exampleText(_ node: LocatedJSON) -> String? {
    switch node.value {
    case .string(let text): JSONText.quoted(text)
    case .number(let number): number.text
    case .bool(let flag): flag ? "true" : "false"
    default: nil
    }
  }

  /// Whether a schema default `value` can stand for a missing value of `type`.
  static func accepts(_ type: TypeReference, _ value: JSONLiteral, enums: [EnumType]) -> Bool {
    switch (type, value) {
    case (.bool, .bool), (.string, .string), (.array, .emptyArray), (.dictionary, .emptyObject): true
    case (.int, .number(let text)): Int(text) != nil
    case (.double, .number): true
    case (.enumeration(let name), .string(let text)):
      enums.first { $0.name == name }?.cases.contains { $0.value == .string(text) } == true
    default: false
    }
  }

  /// The JSON Schema's `minimum`, `maxLength`, `pattern`, `minItems`… that apply to `type` (after
  /// decoding; `minProperties` for a dictionary's `minItems`), as a property's constraints.
  static func constraints(of node: LocatedJSON, for type: TypeReference) -> Constraints? {
    let fields = Constraints.fields(for: type)
    guard !fields.isEmpty else { return nil }
    func number(_ name: String) -> Double? {
      guard fields.contains(name), case .number(let value)? = node.member(name)?.value else { return nil }
      return value.doubleValue
    }
    func count(_ name: String) -> Int? {
      guard fields.contains(name),
        case .number(let value)? = node.member(Constraints.jsonSchemaKeyword(name, for: type))?.value,
        let count = value.intValue, count >= 0
      else { return nil }
      return count
    }
    var constraints = Constraints(
      minimum: number("minimum"), maximum: number("maximum"), minLength: count("minLength"),
      maxLength: count("maxLength"),
      minItems: count("minItems"), maxItems: count("maxItems"))
    if fields.contains("pattern"), let pattern = node.member("pattern")?.string,
      (try? NSRegularExpression(pattern: pattern)) != nil
    {
      constraints.pattern = pattern
    }
    return constraints == Constraints() ? nil : constraints
  }
}
