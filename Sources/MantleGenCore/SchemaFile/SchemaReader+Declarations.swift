extension SchemaReader {
  mutating func model(from json: LocatedJSON) -> Model? {
    let problemCount = diagnostics.count
    guard
      let fields = members(
        of: json, what: "a model", required: SchemaFormat.model.required, optional: SchemaFormat.model.optional)
    else { return nil }
    let name = identifier(fields["name"], "the model name", kind: .type)
    let displayName = name ?? fields["name"].flatMap(Self.text) ?? "?"
    let parent = string(fields["extends"], "'extends'")
    let paths = array(fields["jsonPaths"], "'jsonPaths'").compactMap { string($0, "a JSON path") }
    let documentation = fields["description"].flatMap { string($0, "the description") }
    let onInvalid = invalidValuePolicy(fields["onInvalid"])
    let validates = bool(fields["validates"], "'validates'") ?? false
    let deprecation = deprecation(fields["deprecated"])
    let modelProblemCount = diagnostics.count
    var properties: [Property] = []
    var propertyLocations: [SchemaLocations.PropertyLocations] = []
    for item in array(fields["properties"], "'properties'") {
      guard let (property, location) = property(from: item, model: displayName) else { continue }
      properties.append(property)
      propertyLocations.append(location)
    }
    // A model whose own fields have problems is left out; one with a bad property keeps the others.
    guard let name, let nameJSON = fields["name"], modelProblemCount == problemCount,
      fields["extends"] == nil || parent != nil
    else { return nil }
    locations.models.append(
      SchemaLocations.ModelLocations(
        name: nameJSON.location, extends: fields["extends"]?.location, properties: propertyLocations))
    var model = Model(
      name: name, extends: parent, properties: properties, sourcePaths: paths, documentation: documentation,
      onInvalid: onInvalid)
    model.validates = validates
    model.deprecation = deprecation
    return model
  }

  /// A `"deprecated"` value: `true` (no message: `""`), `false` (`nil`) or the message to show.
  mutating func deprecation(_ json: LocatedJSON?) -> String? {
    guard let json else { return nil }
    switch json.value {
    case .bool(let flag): return flag ? "" : nil
    case .string(let message): return message
    default:
      error("'deprecated' must be true, false or a message, found \(json.kindDescription)", at: json.location)
      return nil
    }
  }

  /// An `"onInvalid"` value: `"fail"` or `"replace"`.
  mutating func invalidValuePolicy(_ json: LocatedJSON?) -> InvalidValuePolicy? {
    guard let json, let text = string(json, "'onInvalid'") else { return nil }
    guard let policy = InvalidValuePolicy(rawValue: text) else {
      let expected = InvalidValuePolicy.allCases.map { "'\($0.rawValue)'" }.joined(separator: " or ")
      error("unknown 'onInvalid' policy '\(text)'; expected \(expected)", at: json.location)
      return nil
    }
    return policy
  }

  /// The text of a string value, without reporting anything.
  static func text(_ json: LocatedJSON) -> String? {
    if case .string(let text) = json.value { text } else { nil }
  }

  private mutating func property(
    from json: LocatedJSON, model: String
  ) -> (Property, SchemaLocations.PropertyLocations)? {
    let problemCount = diagnostics.count
    // `"otherKeys"`, the field's earlier name, reads as `"unknownKeys"`.
    var json = json
    if case .object(var members) = json.value {
      for index in members.indices where members[index].key == "otherKeys" { members[index].key = "unknownKeys" }
      json.value = .object(members)
    }
    // A property for the object's unknown keys has `"unknownKeys": true` instead of a key.
    let holdsUnknownKeys: Bool =
      if case .object(let members) = json.value, let flag = members.last(where: { $0.key == "unknownKeys" }),
        case .bool(true) = flag.value.value
      { true } else { false }
    guard
      let fields = members(
        of: json, what: "a property of '\(model)'",
        required: ["name", holdsUnknownKeys ? "unknownKeys" : "key", "type"],
        optional: SchemaFormat.property.optional.filter { $0 != "key" && !(holdsUnknownKeys && $0 == "unknownKeys") })
    else { return nil }
    let name = identifier(fields["name"], "the property name", kind: .member)
    var keyPath: [String]?
    var memberKeys: [String] = []
    var arrayMember: String?
    if holdsUnknownKeys {
      keyPath = []
    } else if let unknownKeysJSON = fields["unknownKeys"] {
      _ = bool(unknownKeysJSON, "'unknownKeys'")
    }
    if let keyJSON = fields["key"] {
      if case .null = keyJSON.value {
        keyPath = []
      } else if case .string = keyJSON.value, let parsed = parsedKeyPath(keyJSON, allowsArray: true) {
        keyPath = parsed.keys
        arrayMember = parsed.arrayMember
      } else if case .string = keyJSON.value {
        // Reported by `parsedKeyPath`.
      } else if case .array(let elements) = keyJSON.value, !elements.isEmpty {
        (keyPath, memberKeys) = severalKeyPaths(keyJSON, elements)
      } else {
        error(
          "the key must be a string (a key or dotted key path), an array of key paths (a model read from several keys) or null (not in the JSON), found \(keyJSON.kindDescription)",
          at: keyJSON.location)
      }
    }
    // `"key": null`: the property is set from its default, not read.
    let isNotInJSON = keyPath?.isEmpty == true && memberKeys.isEmpty
    let type = fields["type"].flatMap { typeReference($0, "the type") }
    if holdsUnknownKeys { unknownKeysProblems(fields, type: type) }
    var transform: Transform?
    if let transformJSON = fields["transform"], let text = string(transformJSON, "the transform") {
      switch Transform.named(text) {
      case .success(let named)?:
        transform = named
      case .failure(let problem)?:
        error(problem.message, at: transformJSON.location)
      case nil:
        error(
          "unknown transform '\(text)'; expected one of \(Transform.nameForms.map { "'\($0)'" }.joined(separator: ", "))",
          at: transformJSON.location)
      }
    }
    let isOptional = bool(fields["optional"], "'optional'")
    let defaultValue = fields["default"].flatMap { literal($0, "the default") }
    let example = string(fields["example"], "the example")
    let isLossy = bool(fields["lossy"], "'lossy'") ?? false
    let writesNull = bool(fields["writesNull"], "'writesNull'") ?? false
    if writesNull, !holdsUnknownKeys, let writesNullJSON = fields["writesNull"] {
      if isOptional == false {
        error("'writesNull' writes null for nil; the property must be optional", at: writesNullJSON.location)
      }
      if isNotInJSON {
        error("a property that is not in the JSON (key null) writes nothing, not null", at: writesNullJSON.location)
      }
    }
    let keepsNull = keepsNullProblems(
      fields, isOptional: isOptional, isNotInJSON: isNotInJSON, isThroughArray: arrayMember != nil)
    var fallbackKeys: [String] = []
    if let fallbackJSON = fields["fallbackKeys"] {
      for item in array(fallbackJSON, "'fallbackKeys'") {
        guard let text = string(item, "a fallback key") else { continue }
        guard let keys = JSONKeyPath.keys(of: text), keys.count == 1, let key = keys.first, !key.isEmpty else {
          error(
            "a fallback key is one key of the same object as the property's key (write '\\.' for a dot inside a key)",
            at: item.location)
          continue
        }
        if key == keyPath?.last || fallbackKeys.contains(key) {
          error("the fallback key \(JSONText.quoted(key)) is already a key of this property", at: item.location)
        }
        fallbackKeys.append(key)
      }
      if isNotInJSON, !holdsUnknownKeys {
        error("a property that is not in the JSON (key null) has no fallback keys", at: fallbackJSON.location)
      }
    }
    if isLossy, !holdsUnknownKeys, let lossyJSON = fields["lossy"] {
      if let type, case .array = type {
      } else if type != nil {
        error("'lossy' skips array elements that fail to decode; the type must be an array", at: lossyJSON.location)
      }
      if transform != nil {
        error("'lossy' cannot be combined with a transform", at: lossyJSON.location)
      }
      if fields["fallbackKeys"] != nil {
        error("'lossy' cannot be combined with fallback keys", at: lossyJSON.location)
      }
    }
    let documentation = fields["description"].flatMap { string($0, "the description") }
    let onInvalid = invalidValuePolicy(fields["onInvalid"])
    if onInvalid != nil, isNotInJSON, !holdsUnknownKeys, let policyJSON = fields["onInvalid"] {
      error("a property that is not in the JSON (key null) decodes no value to be invalid", at: policyJSON.location)
    }
    let writesDefault = fields["writesDefault"].flatMap { bool($0, "'writesDefault'") } ?? true
    if !writesDefault, let flagJSON = fields["writesDefault"] {
      if defaultValue == nil || defaultValue == .null {
        error(
          "'writesDefault' says whether a default filled in by decoding is written back; give a default",
          at: flagJSON.location)
      } else if isNotInJSON, !holdsUnknownKeys {
        error("a property that is not in the JSON (key null) writes nothing back", at: flagJSON.location)
      }
    }
    var constant: JSONLiteral?
    if let constantJSON = fields["constant"], let value = literal(constantJSON, "the constant") {
      if !Self.constantFits(value, type) {
        error(
          "the constant \(value.jsonText) is not a value of type \(type.map(TypeExpression.text(of:)) ?? "?"); a constant is a String, Int, Double or Bool value",
          at: constantJSON.location)
      } else if transform != nil {
        error(
          "a constant is compared as the JSON holds it; it cannot be combined with a transform",
          at: constantJSON.location)
      } else if isNotInJSON, !holdsUnknownKeys {
        error("a property that is not in the JSON (key null) has no constant to check", at: constantJSON.location)
      }
      constant = value
    }
    let isCompared = fields["compares"].flatMap { bool($0, "'compares'") } ?? true
    let isWritten = fields["writes"].flatMap { bool($0, "'writes'") } ?? true
    if !isWritten, let writesJSON = fields["writes"], isNotInJSON, !holdsUnknownKeys {
      error("a property that is not in the JSON (key null) writes nothing anyway", at: writesJSON.location)
    }
    var mergeRule: MergeRule?
    if let ruleJSON = fields["merge"], let text = string(ruleJSON, "the merge rule") {
      if let rule = MergeRule(rawValue: text) {
        if let type, let problem = rule.problem(type: type, isOptional: isOptional ?? false) {
          error(problem, at: ruleJSON.location)
        }
        mergeRule = rule
      } else {
        error(
          "unknown merge rule '\(text)'; expected one of \(MergeRule.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", "))",
          at: ruleJSON.location)
      }
    }
    let constraints = constraints(fields["constraints"], type: type)
    guard let name, let keyPath, let type, let isOptional, let keyJSON = fields["key"] ?? fields["unknownKeys"],
      let nameJSON = fields["name"], diagnostics.count == problemCount
    else { return nil }
    var property = Property(
      swiftName: name, keyPath: keyPath, type: type, isOptional: isOptional, writesNull: writesNull,
      defaultValue: defaultValue, transform: transform, example: example, isLossy: isLossy, fallbackKeys: fallbackKeys,
      documentation: documentation, onInvalid: onInvalid, holdsUnknownKeys: holdsUnknownKeys,
      writesDefault: writesDefault,
      constant: constant)
    property.isCompared = isCompared
    property.isWritten = isWritten
    property.mergeRule = mergeRule
    property.constraints = constraints
    property.memberKeys = memberKeys
    property.arrayMember = arrayMember
    if keepsNull { property.nullHandling = .keptApart }
    property.deprecation = deprecation(fields["deprecated"])
    let location = SchemaLocations.PropertyLocations(
      name: nameJSON.location, key: keyJSON.location, defaultValue: fields["default"]?.location,
      transform: fields["transform"]?.location)
    return (property, location)
  }

  /// The keys of a key path written as a string; with `allowsArray`, one that goes through an
  /// array (`users[].name`) gives the keys to the array and the member read from each element.
  private mutating func parsedKeyPath(_ json: LocatedJSON, allowsArray: Bool = false) -> (
    keys: [String], arrayMember: String?
  )? {
    guard case .string(let text) = json.value else { return nil }
    switch JSONKeyPath.parse(text) {
    case .success(let parsed) where parsed.keys.count > 1 && parsed.keys.contains(where: \.isEmpty):
      error(
        "the key path '\(text)' has an empty key; a key path is keys separated by single dots (write '\\.' for a dot inside a key)",
        at: json.location)
      return nil
    case .success(let parsed) where parsed.arrayKeys.isEmpty:
      return (parsed.keys, nil)
    case .success(let parsed):
      guard allowsArray, parsed.arrayKeys == [parsed.keys.count - 2] else {
        let reason =
          allowsArray
          ? "goes through an array only as 'array[].member': one '[]', then one key read from each element"
          : "cannot go through an array here"
        error(
          "the key path '\(text)' \(reason) (a key that ends in '[]' is written 'key\\[]')", at: json.location)
        return nil
      }
      return (Array(parsed.keys.dropLast()), parsed.keys.last)
    case .failure(let problem):
      error(problem.message, at: location(inside: json, text: text, offset: problem.offset))
      return nil
    }
  }

  /// `"key": ["location", "length"]` (Mantle 2's array of key paths): key paths that differ only
  /// in their last key, whose model is read from those keys of one object; the common part and the
  /// last keys.
  private mutating func severalKeyPaths(_ json: LocatedJSON, _ elements: [LocatedJSON]) -> ([String]?, [String]) {
    var prefix: [String]?
    var lastKeys: [String] = []
    for element in elements {
      guard case .string = element.value else {
        error("each key path of the array must be a string, found \(element.kindDescription)", at: element.location)
        return (nil, [])
      }
      guard let keys = parsedKeyPath(element)?.keys, let last = keys.last else { return (nil, []) }
      guard !last.isEmpty else {
        error("each key path of the array needs a key", at: element.location)
        return (nil, [])
      }
      let common = Array(keys.dropLast())
      if let prefix, prefix != common {
        error(
          "the key paths of one property must differ only in their last key (\(JSONKeyPath.text(of: prefix + [lastKeys[0]])) and \(JSONKeyPath.text(of: keys)) do not): they are read from one object",
          at: element.location)
        return (nil, [])
      }
      if lastKeys.contains(last) {
        error("the key '\(last)' is listed twice", at: element.location)
        return (nil, [])
      }
      prefix = common
      lastKeys.append(last)
    }
    return (prefix, lastKeys)
  }

  /// Reports what a property holding the object's unknown keys cannot be: anything but a
  /// dictionary, or optional, defaulted, transformed, lossy, with fallback keys or a policy.
  private mutating func unknownKeysProblems(_ fields: [String: LocatedJSON], type: TypeReference?) {
    if let type, let typeJSON = fields["type"] {
      if case .dictionary = type {
      } else {
        error(
          "a property holding the object's unknown keys is a dictionary of their values, such as [String: JSONValue]",
          at: typeJSON.location)
      }
    }
    for field in ["optional", "writesNull", "default", "transform", "lossy", "fallbackKeys", "onInvalid", "constant"] {
      guard let json = fields[field] else { continue }
      if field == "optional" || field == "writesNull" || field == "lossy", case .bool(false) = json.value { continue }
      error("'\(field)' does not apply to a property holding the object's unknown keys", at: json.location)
    }
  }

  /// Whether the property says `"keepsNull": true`, reporting what that cannot be combined with: a
  /// `null` kept apart from a missing key is a value of an optional property read from one key path.
  private mutating func keepsNullProblems(
    _ fields: [String: LocatedJSON], isOptional: Bool?, isNotInJSON: Bool, isThroughArray: Bool
  ) -> Bool {
    guard let flagJSON = fields["keepsNull"], bool(flagJSON, "'keepsNull'") == true else { return false }
    if isOptional == false {
      error("'keepsNull' tells a null apart from a missing key; the property must be optional", at: flagJSON.location)
    }
    if isNotInJSON || fields["unknownKeys"] != nil {
      error("'keepsNull' applies to a property read from a key of the JSON", at: flagJSON.location)
    }
    if case .array? = fields["key"]?.value {
      error("'keepsNull' does not apply to a model read from several keys", at: flagJSON.location)
    }
    if isThroughArray {
      error("'keepsNull' does not apply to a key path through an array", at: flagJSON.location)
    }
    for field in ["writesNull", "default", "transform", "fallbackKeys", "lossy", "constant"] {
      guard let json = fields[field] else { continue }
      if field == "writesNull" || field == "lossy", case .bool(false) = json.value { continue }
      error("'\(field)' cannot be combined with 'keepsNull'", at: json.location)
    }
    return true
  }

  /// Whether `value` can be the constant of a property of `type`: a string, number or boolean of
  /// the type's kind.
  static func constantFits(_ value: JSONLiteral, _ type: TypeReference?) -> Bool {
    switch (value, type) {
    case (.string, .string?), (.bool, .bool?), (.number, .double?), (.number, .decimal?): true
    case (.number(let text), .int?), (.number(let text), .int64?): Int(text) != nil
    case (.number(let text), .int32?): Int32(text) != nil
    default: false
    }
  }

  /// A JSON scalar (or an empty array or object) written as a default.
  mutating func literal(_ json: LocatedJSON, _ what: String) -> JSONLiteral? {
    switch json.value {
    case .null: return .null
    case .bool(let flag): return .bool(flag)
    case .number(let number): return .number(number.text)
    case .string(let text): return .string(text)
    case .array(let elements) where elements.isEmpty: return .emptyArray
    case .object(let members) where members.isEmpty: return .emptyObject
    case .array, .object:
      let kind = if case .array = json.value { "array" } else { "object" }
      error("\(what) must be a scalar, [] or {}, found a non-empty \(kind)", at: json.location)
      return nil
    }
  }

}
