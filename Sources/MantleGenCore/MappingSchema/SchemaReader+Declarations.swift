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
    return model
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
  private static func text(_ json: LocatedJSON) -> String? {
    if case .string(let text) = json.value { text } else { nil }
  }

  private mutating func property(
    from json: LocatedJSON, model: String
  ) -> (Property, SchemaLocations.PropertyLocations)? {
    let problemCount = diagnostics.count
    // A property for the object's other keys has `"otherKeys": true` instead of a key.
    let holdsOtherKeys: Bool =
      if case .object(let members) = json.value, let flag = members.last(where: { $0.key == "otherKeys" }),
        case .bool(true) = flag.value.value
      { true } else { false }
    guard
      let fields = members(
        of: json, what: "a property of '\(model)'", required: ["name", holdsOtherKeys ? "otherKeys" : "key", "type"],
        optional: SchemaFormat.property.optional.filter { $0 != "key" && !(holdsOtherKeys && $0 == "otherKeys") })
    else { return nil }
    let name = identifier(fields["name"], "the property name", kind: .member)
    var keyPath: [String]?
    var memberKeys: [String] = []
    var arrayMember: String?
    if holdsOtherKeys {
      keyPath = []
    } else if let otherKeysJSON = fields["otherKeys"] {
      _ = bool(otherKeysJSON, "'otherKeys'")
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
    if holdsOtherKeys { otherKeysProblems(fields, type: type) }
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
    if writesNull, !holdsOtherKeys, let writesNullJSON = fields["writesNull"] {
      if isOptional == false {
        error("'writesNull' writes null for nil; the property must be optional", at: writesNullJSON.location)
      }
      if isNotInJSON {
        error("a property that is not in the JSON (key null) writes nothing, not null", at: writesNullJSON.location)
      }
    }
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
      if isNotInJSON, !holdsOtherKeys {
        error("a property that is not in the JSON (key null) has no fallback keys", at: fallbackJSON.location)
      }
    }
    if isLossy, !holdsOtherKeys, let lossyJSON = fields["lossy"] {
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
    if onInvalid != nil, isNotInJSON, !holdsOtherKeys, let policyJSON = fields["onInvalid"] {
      error("a property that is not in the JSON (key null) decodes no value to be invalid", at: policyJSON.location)
    }
    let writesDefault = fields["writesDefault"].flatMap { bool($0, "'writesDefault'") } ?? true
    if !writesDefault, let flagJSON = fields["writesDefault"] {
      if defaultValue == nil || defaultValue == .null {
        error(
          "'writesDefault' says whether a default filled in by decoding is written back; give a default",
          at: flagJSON.location)
      } else if isNotInJSON, !holdsOtherKeys {
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
      } else if isNotInJSON, !holdsOtherKeys {
        error("a property that is not in the JSON (key null) has no constant to check", at: constantJSON.location)
      }
      constant = value
    }
    let isCompared = fields["compares"].flatMap { bool($0, "'compares'") } ?? true
    let isWritten = fields["writes"].flatMap { bool($0, "'writes'") } ?? true
    if !isWritten, let writesJSON = fields["writes"], isNotInJSON, !holdsOtherKeys {
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
    guard let name, let keyPath, let type, let isOptional, let keyJSON = fields["key"] ?? fields["otherKeys"],
      let nameJSON = fields["name"], diagnostics.count == problemCount
    else { return nil }
    var property = Property(
      swiftName: name, keyPath: keyPath, type: type, isOptional: isOptional, writesNull: writesNull,
      defaultValue: defaultValue, transform: transform, example: example, isLossy: isLossy, fallbackKeys: fallbackKeys,
      documentation: documentation, onInvalid: onInvalid, holdsOtherKeys: holdsOtherKeys, writesDefault: writesDefault,
      constant: constant)
    property.isCompared = isCompared
    property.isWritten = isWritten
    property.mergeRule = mergeRule
    property.constraints = constraints
    property.memberKeys = memberKeys
    property.arrayMember = arrayMember
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

  /// Reports what a property holding the object's other keys cannot be: anything but a
  /// dictionary, or optional, defaulted, transformed, lossy, with fallback keys or a policy.
  private mutating func otherKeysProblems(_ fields: [String: LocatedJSON], type: TypeReference?) {
    if let type, let typeJSON = fields["type"] {
      if case .dictionary = type {
      } else {
        error(
          "a property holding the object's other keys is a dictionary of their values, such as [String: JSONValue]",
          at: typeJSON.location)
      }
    }
    for field in ["optional", "writesNull", "default", "transform", "lossy", "fallbackKeys", "onInvalid", "constant"] {
      guard let json = fields[field] else { continue }
      if field == "optional" || field == "writesNull" || field == "lossy", case .bool(false) = json.value { continue }
      error("'\(field)' does not apply to a property holding the object's other keys", at: json.location)
    }
  }

  /// Whether `value` can be the constant of a property of `type`: a string, number or boolean of
  /// the type's kind.
  static func constantFits(_ value: JSONLiteral, _ type: TypeReference?) -> Bool {
    switch (value, type) {
    case (.string, .string?), (.bool, .bool?), (.number, .double?), (.number, .decimal?): true
    case (.number(let text), .int?): Int(text) != nil
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

  /// Reports a case whose name an earlier case already has.
  private mutating func checkUnique(
    _ name: String, at location: SourceLocation, seen: inout [String: Int], of owner: String
  ) {
    if let line = seen[name] {
      error("\(owner) has two cases named '\(name)' (the first on line \(line))", at: location)
    } else {
      seen[name] = location.line
    }
  }

  /// Reports an empty `cases` array.
  private mutating func checkNotEmpty(_ casesJSON: LocatedJSON?, count: Int, of owner: String) {
    if let casesJSON, case .array(let items) = casesJSON.value, items.isEmpty, count == 0 {
      error("\(owner) needs at least one case", at: casesJSON.location)
    }
  }

  mutating func enumType(from json: LocatedJSON) -> EnumType? {
    guard
      let fields = members(
        of: json, what: "an enum", required: SchemaFormat.enumeration.required,
        optional: SchemaFormat.enumeration.optional)
    else {
      return nil
    }
    let name = identifier(fields["name"], "the enum name", kind: .type)
    let displayName = name ?? fields["name"].flatMap(Self.text) ?? "?"
    var cases: [EnumCase] = []
    var names: [String: Int] = [:]
    var values: [JSONLiteral: Int] = [:]
    var kind: (name: String, line: Int)?
    var isComplete = true
    for item in array(fields["cases"], "'cases'") {
      let caseProblemCount = diagnostics.count
      guard
        let caseFields = members(
          of: item, what: "a case of '\(displayName)'", required: SchemaFormat.enumCase.required,
          optional: SchemaFormat.enumCase.optional),
        let caseName = identifier(caseFields["case"], "the case name", kind: .enumCase),
        let valueJSON = caseFields["value"], let value = enumValue(valueJSON),
        let caseNameJSON = caseFields["case"], diagnostics.count == caseProblemCount
      else {
        isComplete = false
        continue
      }
      checkUnique(caseName, at: caseNameJSON.location, seen: &names, of: "the enum '\(displayName)'")
      if value != .null {
        if let kind, kind.name != value.kindName {
          error(
            "the values of the enum '\(displayName)' must be of one kind (strings, integers or booleans, and null), but this \(value.kindName) follows a \(kind.name) on line \(kind.line)",
            at: valueJSON.location)
        }
        kind = kind ?? (value.kindName, valueJSON.location.line)
      }
      if let line = values[value] {
        error(
          "the enum '\(displayName)' has two cases for the value \(value.jsonText) (the first on line \(line))",
          at: valueJSON.location)
      } else {
        values[value] = valueJSON.location.line
      }
      cases.append(EnumCase(name: caseName, value: value))
    }
    let fallbackJSON = fields["fallback"]
    let fallback = fallbackJSON.flatMap { identifier($0, "the fallback case", kind: .enumCase) }
    if let fallback, let fallbackJSON, isComplete {
      // A fallback that is not one of the cases becomes an extra case whose value is its name.
      if names[fallback] == nil, kind.map({ $0.name != "string" }) == true {
        error(
          "the fallback case '\(fallback)' is not one of the cases of '\(displayName)'; an enum of \(kind?.name ?? "") values has no value to give it, so name one of its cases",
          at: fallbackJSON.location)
      } else if names[fallback] == nil, let line = values[.string(fallback)] {
        error(
          "the fallback case '\(fallback)' is not one of the cases of '\(displayName)', so it is added with the value \(JSONText.quoted(fallback)), which the case on line \(line) already has; make that case the fallback",
          at: fallbackJSON.location)
      }
    }
    let isOpen = fields["open"] == nil ? true : bool(fields["open"], "'open'") ?? true
    if fallback != nil, isOpen, let openJSON = fields["open"] {
      error(
        "an enum with a fallback case is not open: unknown values decode to the fallback; remove one of them",
        at: openJSON.location)
    }
    if fallback == nil { checkNotEmpty(fields["cases"], count: cases.count, of: "the enum '\(displayName)'") }
    // An enum with a bad case keeps the others, so that defaults naming them are still checked.
    guard let name else { return nil }
    if !isComplete { locations.incompleteEnums.insert(name) }
    return EnumType(name: name, cases: cases, fallback: fallback, isOpen: isOpen)
  }

  /// An enum case's value: a string, an integer, `true` or `false`, or `null` (numbers written in
  /// their shortest form, so that `1.0` and `1` are one value).
  private mutating func enumValue(_ json: LocatedJSON) -> JSONLiteral? {
    switch json.value {
    case .string(let text): return .string(text)
    case .bool(let flag): return .bool(flag)
    case .null: return .null
    case .number(let number):
      let value = EnumCase.normalized(.number(number.text))
      if case .number(let text) = value, Int(text) != nil { return value }
      error("the case value must be an integer to be matched exactly, found \(number.text)", at: json.location)
      return nil
    case .array, .object:
      error(
        "the case value must be a string, an integer, true, false or null, found \(json.kindDescription)",
        at: json.location)
      return nil
    }
  }

  mutating func union(from json: LocatedJSON) -> UnionType? {
    guard
      let fields = members(
        of: json, what: "a union", required: SchemaFormat.union.required, optional: SchemaFormat.union.optional)
    else {
      return nil
    }
    let name = identifier(fields["name"], "the union name", kind: .type)
    let displayName = name ?? fields["name"].flatMap(Self.text) ?? "?"
    var cases: [UnionCase] = []
    var names: [String: Int] = [:]
    for item in array(fields["cases"], "'cases'") {
      let caseProblemCount = diagnostics.count
      guard
        let caseFields = members(
          of: item, what: "a case of '\(displayName)'", required: SchemaFormat.unionCase.required,
          optional: SchemaFormat.unionCase.optional),
        let caseName = identifier(caseFields["case"], "the case name", kind: .enumCase),
        let typeJSON = caseFields["type"], let type = typeReference(typeJSON, "the case type"),
        let caseNameJSON = caseFields["case"], diagnostics.count == caseProblemCount
      else { continue }
      checkUnique(caseName, at: caseNameJSON.location, seen: &names, of: "the union '\(displayName)'")
      cases.append(UnionCase(name: caseName, type: type))
    }
    checkNotEmpty(fields["cases"], count: cases.count, of: "the union '\(displayName)'")
    let paths = array(fields["jsonPaths"], "'jsonPaths'").compactMap { string($0, "a JSON path") }
    guard let name else { return nil }
    return UnionType(name: name, cases: cases, sourcePaths: paths)
  }

  mutating func cluster(from json: LocatedJSON) -> ClusterType? {
    guard
      let fields = members(
        of: json, what: "a cluster", required: SchemaFormat.cluster.required, optional: SchemaFormat.cluster.optional)
    else {
      return nil
    }
    let isOpen = fields["open"].flatMap { bool($0, "'open'") } ?? true
    let name = identifier(fields["name"], "the cluster name", kind: .type)
    let displayName = name ?? fields["name"].flatMap(Self.text) ?? "?"
    var cases: [ClusterCase] = []
    var clusterLocations = SchemaLocations.ClusterLocations()
    var names: [String: Int] = [:]
    for item in array(fields["cases"], "'cases'") {
      let caseProblemCount = diagnostics.count
      guard
        let caseFields = members(
          of: item, what: "a case of '\(displayName)'", required: SchemaFormat.clusterCase.required,
          optional: SchemaFormat.clusterCase.optional)
      else {
        clusterLocations.isComplete = false
        continue
      }
      let caseName = identifier(caseFields["case"], "the case name", kind: .enumCase)
      let model = string(caseFields["model"], "the case model")
      let rule = caseFields["when"].flatMap { clusterRule(from: $0) }
      guard let caseName, let model, let caseNameJSON = caseFields["case"], let modelJSON = caseFields["model"],
        diagnostics.count == caseProblemCount
      else {
        clusterLocations.isComplete = false
        continue
      }
      checkUnique(caseName, at: caseNameJSON.location, seen: &names, of: "the cluster '\(displayName)'")
      cases.append(ClusterCase(name: caseName, model: model, rule: rule))
      clusterLocations.cases.append(
        SchemaLocations.ClusterCaseLocations(object: item.location, model: modelJSON.location))
    }
    checkNotEmpty(fields["cases"], count: cases.count, of: "the cluster '\(displayName)'")
    guard let name else { return nil }
    locations.clusters.append(clusterLocations)
    return ClusterType(name: name, cases: cases, isOpen: isOpen)
  }

  /// A rule: `{"key": …}` with one condition, `"equals": value`, `"oneOf": [values]` (of one kind)
  /// or `"present": true|false`.
  private mutating func clusterRule(from json: LocatedJSON) -> ClusterRule? {
    guard
      let fields = members(
        of: json, what: "a rule", required: SchemaFormat.rule.required, optional: SchemaFormat.rule.optional),
      let key = string(fields["key"], "the rule key")
    else { return nil }
    let given = ["equals", "oneOf", "present"].filter { fields[$0] != nil }
    guard given.count == 1 else {
      error(
        given.isEmpty
          ? "a rule needs one condition: \"equals\": value, \"oneOf\": [values] or \"present\": true or false"
          : "a rule has one condition; found \(given.map { "'\($0)'" }.joined(separator: " and "))",
        at: json.location)
      return nil
    }
    if let presentJSON = fields["present"] {
      return bool(presentJSON, "'present'").map { ClusterRule(key: key, condition: .present($0)) }
    }
    if let valueJSON = fields["equals"] {
      return ruleValue(valueJSON).map { ClusterRule(key: key, condition: .equals($0)) }
    }
    guard let listJSON = fields["oneOf"] else { return nil }
    let items = array(listJSON, "'oneOf'")
    let values = items.compactMap { ruleValue($0) }
    guard values.count == items.count else { return nil }
    guard !values.isEmpty else {
      error("'oneOf' lists the values that choose the case; it is empty", at: listJSON.location)
      return nil
    }
    guard Set(values.map(\.kindName)).count == 1 else {
      error("the values of 'oneOf' must be of one kind (all strings, numbers or booleans)", at: listJSON.location)
      return nil
    }
    return ClusterRule(key: key, condition: .oneOf(values))
  }

  /// A rule value: a string, a number or a boolean.
  private mutating func ruleValue(_ json: LocatedJSON) -> JSONLiteral? {
    switch json.value {
    case .string(let text): return .string(text)
    case .number(let number): return .number(number.text)
    case .bool(let flag): return .bool(flag)
    default:
      error(
        "the rule value must be a string, a number or true or false, found \(json.kindDescription)", at: json.location)
      return nil
    }
  }
}
