extension SchemaReader {
  mutating func model(from json: LocatedJSON) -> Model? {
    guard
      let fields = members(
        of: json, what: "a model", required: ["name", "properties"], optional: ["extends", "jsonPaths"]),
      let name = identifier(fields["name"], "the model name", isType: true)
    else { return nil }
    locations.models[name] = json.location
    let parent = string(fields["extends"], "'extends'")
    let paths = array(fields["jsonPaths"], "'jsonPaths'").compactMap { string($0, "a JSON path") }
    var properties: [Property] = []
    for item in array(fields["properties"], "'properties'") {
      guard let property = property(from: item, model: name) else { continue }
      properties.append(property)
      locations.properties[name, default: [:]][property.swiftName] = item.location
    }
    return Model(name: name, extends: parent, properties: properties, sourcePaths: paths)
  }

  private mutating func property(from json: LocatedJSON, model: String) -> Property? {
    guard
      let fields = members(
        of: json, what: "a property of '\(model)'", required: ["name", "key", "type"],
        optional: ["optional", "default", "transform", "example"]),
      let name = identifier(fields["name"], "the property name", isType: false),
      let keyJSON = fields["key"], let typeJSON = fields["type"]
    else { return nil }
    var keyPath: [String] = []
    if case .null = keyJSON.value {
    } else if let text = string(keyJSON, "the key path") {
      guard let keys = KeyPathText.keys(of: text) else {
        error("the key path '\(text)' is not valid: '\\' may only escape '.' or '\\'", at: keyJSON.location)
        return nil
      }
      keyPath = keys
    }
    guard let type = typeReference(typeJSON, "the type") else { return nil }
    var transform: Transform?
    if let transformJSON = fields["transform"], let text = string(transformJSON, "the transform") {
      transform = TransformName.transform(named: text)
      if transform == nil {
        error(
          "unknown transform '\(text)'; expected one of \(TransformName.knownNames.map { "'\($0)'" }.joined(separator: ", "))",
          at: transformJSON.location)
      }
    }
    return Property(
      swiftName: name, keyPath: keyPath, type: type, isOptional: bool(fields["optional"], "'optional'"),
      defaultValue: fields["default"].flatMap { literal($0, "the default") }, transform: transform,
      example: string(fields["example"], "the example"))
  }

  /// A JSON scalar (or an empty array or object) written as a default or rule value.
  mutating func literal(_ json: LocatedJSON, _ what: String) -> JSONLiteral? {
    switch json.value {
    case .null: return .null
    case .bool(let flag): return .bool(flag)
    case .number(let number): return .number(number.text)
    case .string(let text): return .string(text)
    case .array(let elements) where elements.isEmpty: return .emptyArray
    case .object(let members) where members.isEmpty: return .emptyObject
    case .array, .object:
      error("\(what) must be a scalar, [] or {}", at: json.location)
      return nil
    }
  }

  mutating func enumType(from json: LocatedJSON) -> EnumType? {
    guard let fields = members(of: json, what: "an enum", required: ["name", "cases"], optional: ["fallback"]),
      let name = identifier(fields["name"], "the enum name", isType: true)
    else { return nil }
    var cases: [EnumCase] = []
    for item in array(fields["cases"], "'cases'") {
      guard let caseFields = members(of: item, what: "a case of '\(name)'", required: ["case", "value"], optional: []),
        let caseName = identifier(caseFields["case"], "the case name", isType: false),
        let value = string(caseFields["value"], "the case value")
      else { continue }
      cases.append(EnumCase(name: caseName, value: value))
    }
    let fallback = fields["fallback"].flatMap { identifier($0, "the fallback case", isType: false) }
    return EnumType(name: name, cases: cases, fallback: fallback)
  }

  mutating func union(from json: LocatedJSON) -> UnionType? {
    guard let fields = members(of: json, what: "a union", required: ["name", "cases"], optional: ["jsonPaths"]),
      let name = identifier(fields["name"], "the union name", isType: true)
    else { return nil }
    var cases: [UnionCase] = []
    for item in array(fields["cases"], "'cases'") {
      guard let caseFields = members(of: item, what: "a case of '\(name)'", required: ["case", "type"], optional: []),
        let caseName = identifier(caseFields["case"], "the case name", isType: false),
        let typeJSON = caseFields["type"], let type = typeReference(typeJSON, "the case type")
      else { continue }
      cases.append(UnionCase(name: caseName, type: type))
    }
    let paths = array(fields["jsonPaths"], "'jsonPaths'").compactMap { string($0, "a JSON path") }
    return UnionType(name: name, cases: cases, sourcePaths: paths)
  }

  mutating func cluster(from json: LocatedJSON) -> ClusterType? {
    guard let fields = members(of: json, what: "a cluster", required: ["name", "cases"], optional: []),
      let name = identifier(fields["name"], "the cluster name", isType: true)
    else { return nil }
    locations.clusters[name] = json.location
    var cases: [ClusterCase] = []
    for item in array(fields["cases"], "'cases'") {
      guard
        let caseFields = members(
          of: item, what: "a case of '\(name)'", required: ["case", "model"], optional: ["when"]),
        let caseName = identifier(caseFields["case"], "the case name", isType: false),
        let model = string(caseFields["model"], "the case model")
      else { continue }
      var rule: ClusterRule?
      if let when = caseFields["when"],
        let ruleFields = members(of: when, what: "a rule", required: ["key", "equals"], optional: []),
        let key = string(ruleFields["key"], "the rule key"), let valueJSON = ruleFields["equals"],
        let value = literal(valueJSON, "the rule value")
      {
        rule = ClusterRule(key: key, value: value)
      }
      cases.append(ClusterCase(name: caseName, model: model, rule: rule))
    }
    return ClusterType(name: name, cases: cases)
  }
}
