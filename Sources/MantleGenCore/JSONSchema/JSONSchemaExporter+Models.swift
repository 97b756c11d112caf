extension JSONSchemaExporter {
  /// The object schema of `model` with its inherited properties.
  static func modelSchema(_ model: Model, in schema: MappingSchema) -> JSONDocument {
    objectSchema(CodecPlan.objectLevel(of: model, in: schema))
  }

  /// `{"type": "object", "properties": …, "required": […]}` for one object level of a model.
  static func objectSchema(_ level: ObjectLevel) -> JSONDocument {
    var properties: [JSONDocument.Member] = []
    var required: [JSONDocument] = []
    // A value that must be present under its key or one of its fallback keys.
    var oneOfKeysRequired: [[String]] = []
    for member in level.members {
      switch member {
      case .field(let property) where !property.fallbackKeys.isEmpty:
        // Each key is read in turn while missing or null; one of them must hold a value.
        let keys = [member.key] + property.fallbackKeys
        let value = nullable(fieldSchema(property))
        properties += keys.map { .init($0, value) }
        if !property.mayBeAbsent { oneOfKeysRequired.append(keys) }
      case .field(let property):
        properties.append(.init(member.key, fieldSchema(property)))
        if !property.mayBeAbsent { required.append(.string(member.key)) }
      case .nested(let key, let nested):
        // The decoder reads an inner object only when something in it must be present; else a
        // missing or null object stands for all of its properties being absent.
        properties.append(.init(key, nested.mayBeAbsent ? nullable(objectSchema(nested)) : objectSchema(nested)))
        if !nested.mayBeAbsent { required.append(.string(key)) }
      }
    }
    var members: [JSONDocument.Member] = [.init("type", .string("object"))]
    if !properties.isEmpty { members.append(.init("properties", .object(properties))) }
    if !required.isEmpty { members.append(.init("required", .array(required))) }
    // Where a presence rule on one of the keys holds.
    let alternatives = oneOfKeysRequired.map { keys in
      JSONDocument.object([
        "anyOf": .array(keys.map { .object(ruleMembers(ClusterRule(key: $0, condition: .present(true)))) })
      ])
    }
    if !alternatives.isEmpty { members.append(.init("allOf", .array(alternatives))) }
    if let holder = level.unknownKeys, case .dictionary(let value) = holder.type, value != .jsonValue {
      members.append(.init("additionalProperties", typeSchema(value, transform: nil)))
    }
    return .object(members)
  }

  /// The schema of the value one property reads: its type through its transform (or its
  /// constant), its constraints, `null` and its default where it may be absent. What decoding
  /// recovers from is accepted too: any value where `onInvalid` replaces wrong values (but one
  /// that decodes keeps the constraints, checked after decoding), any element of a lossy array.
  static func fieldSchema(_ property: Property) -> JSONDocument {
    var plain =
      property.constant.map { JSONDocument.object([.init("const", $0.document)]) }
      ?? arrayMemberSchema(property) ?? typeSchema(property.type, transform: property.transform)
    if property.isLossy, case .object(var members) = plain, let items = members.firstIndex(where: { $0.key == "items" })
    {
      members[items].value = .object(["anyOf": .array([members[items].value, .object([])])])
      plain = .object(members)
    }
    var value = plain
    if let constraints = property.constraints, case .object(var members) = value {
      members += constraints.members.map {
        .init(Constraints.jsonSchemaKeyword($0.key, for: property.type), $0.value)
      }
      value = .object(members)
    }
    if property.onInvalid == .replace {
      // Any other value, `null` included, is replaced.
      let otherwise = property.constraints == nil ? JSONDocument.object([]) : .object(["not": plain])
      value = .object(["anyOf": .array([value, otherwise])])
    } else if property.mayBeAbsent {
      value = nullable(value)
    }
    if property.hasDefault, let defaultValue = property.defaultValue, case .object(var members) = value {
      members.append(.init("default", defaultValue.document))
      value = .object(members)
    }
    return value
  }

  /// For a key path through an array (`users[].name`): an array of objects that have the member.
  private static func arrayMemberSchema(_ property: Property) -> JSONDocument? {
    guard let member = property.arrayMember, case .array(let element) = property.type else { return nil }
    let object = JSONDocument.object([
      "type": .string("object"), "properties": .object([.init(member, typeSchema(element, transform: nil))]),
      "required": .array([.string(member)]),
    ])
    return .object(["type": .string("array"), "items": object])
  }
}
