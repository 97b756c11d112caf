extension SchemaReader {
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

  mutating func alias(from json: LocatedJSON) -> TypeAlias? {
    guard
      let fields = members(
        of: json, what: "an alias", required: SchemaFormat.alias.required, optional: SchemaFormat.alias.optional),
      let name = identifier(fields["name"], "the alias name", kind: .type),
      let typeJSON = fields["type"], let type = typeReference(typeJSON, "the alias's type")
    else { return nil }
    return TypeAlias(
      name: name, type: type, documentation: fields["description"].flatMap { string($0, "'description'") })
  }

  mutating func endpoint(from json: LocatedJSON) -> Endpoint? {
    guard
      let fields = members(
        of: json, what: "an endpoint", required: SchemaFormat.endpoint.required,
        optional: SchemaFormat.endpoint.optional),
      let operation = string(fields["operation"], "the operation"), let body = string(fields["body"], "the body"),
      let typeJSON = fields["type"], let type = typeReference(typeJSON, "the endpoint's type")
    else { return nil }
    return Endpoint(operation: operation, body: body, type: type)
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
}
