extension JSONSchemaExporter {
  /// The keys of one JSON object level of a model: what each key holds, the properties read
  /// there (a key path's last key) and nested levels (a key path's inner keys).
  struct ObjectLevel {
    struct Entry {
      var key: String
      /// Schemas of properties read at this key.
      var schemas: [JSONDocument] = []
      var isRequired = false
      var nested: ObjectLevel?
      /// Whether a property that must be present is at this key or below.
      var containsRequired: Bool { isRequired || nested?.entries.contains(where: \.containsRequired) == true }
    }

    var entries: [Entry] = []
    /// What the object's other keys hold, when a property keeps them as `[String: T]`.
    var otherKeys: JSONDocument?

    mutating func insert(_ path: ArraySlice<String>, schema: JSONDocument, isRequired: Bool) {
      guard let key = path.first else { return }
      let index: Int
      if let existing = entries.firstIndex(where: { $0.key == key }) {
        index = existing
      } else {
        entries.append(Entry(key: key))
        index = entries.count - 1
      }
      if path.count == 1 {
        entries[index].schemas.append(schema)
        entries[index].isRequired = entries[index].isRequired || isRequired
      } else {
        var nested = entries[index].nested ?? ObjectLevel()
        nested.insert(path.dropFirst(), schema: schema, isRequired: isRequired)
        entries[index].nested = nested
      }
    }

    /// `{"type": "object", "properties": …, "required": […]}`.
    var schema: JSONDocument {
      var properties: [JSONDocument.Member] = []
      for entry in entries {
        var parts = entry.schemas
        if let nested = entry.nested {
          // The decoder reads an inner object only when something in it must be present; else a
          // missing or null object stands for all of its properties being absent.
          parts.append(entry.containsRequired ? nested.schema : JSONSchemaExporter.nullable(nested.schema))
        }
        properties.append(.init(entry.key, parts.count == 1 ? parts[0] : .object(["allOf": .array(parts)])))
      }
      var members: [JSONDocument.Member] = [.init("type", .string("object"))]
      if !properties.isEmpty { members.append(.init("properties", .object(properties))) }
      let required = entries.filter(\.containsRequired).map { JSONDocument.string($0.key) }
      if !required.isEmpty { members.append(.init("required", .array(required))) }
      if let otherKeys { members.append(.init("additionalProperties", otherKeys)) }
      return .object(members)
    }
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

  /// The object schema of `model` with its inherited properties.
  static func modelSchema(_ model: Model, in schema: MappingSchema) -> JSONDocument {
    var level = ObjectLevel()
    if let holder = schema.otherKeysProperty(of: model), case .dictionary(let value) = holder.type, value != .jsonValue
    {
      level.otherKeys = typeSchema(value, transform: nil)
    }
    for property in schema.jsonProperties(of: model) where !property.keyPath.isEmpty {
      var value =
        property.constant.map { JSONDocument.object([.init("const", $0.document)]) }
        ?? arrayMemberSchema(property) ?? typeSchema(property.type, transform: property.transform)
      if let constraints = property.constraints, case .object(var members) = value {
        members += constraints.members.map {
          .init(Constraints.jsonSchemaKeyword($0.key, for: property.type), $0.value)
        }
        value = .object(members)
      }
      let isRequired = !property.isOptional && property.defaultValue == nil
      if !isRequired {
        value = nullable(value)
        if let defaultValue = property.defaultValue, defaultValue != .null, case .object(var members) = value {
          members.append(.init("default", defaultValue.document))
          value = .object(members)
        }
      }
      level.insert(property.keyPath[...], schema: value, isRequired: isRequired)
    }
    return level.schema
  }
}
