import Foundation

/// Walks sample documents against a mapping schema the way the generated models would decode them,
/// and records every place where they would fail or where the JSON has something new. Each kind of
/// finding is reported once per JSON path, at its first occurrence.
public struct DriftChecker: Sendable {
  let schema: MappingSchema
  private var findings: [DriftFinding] = []
  private var seen = Set<String>()
  /// Member plans worked out so far.
  private var plans: [MemberPlan.Key: MemberPlan] = [:]

  /// A checker with no findings yet, for samples that `schema` should decode.
  public init(schema: MappingSchema) {
    self.schema = schema.applyingSchemaWideOptions()
  }

  /// Checks one document (one sample file, or one line of a JSON Lines file).
  mutating func check(_ document: LocatedJSON) {
    check(document, as: schema.rootType, transform: nil, path: "$")
  }

  /// Checks a top-level array given one element at a time: this is the array itself, whose
  /// elements follow with ``checkTopLevelElement(_:)``. Gives the findings of ``check(_:)`` on the
  /// whole array, which depend on the elements only when the schema's root is an array.
  mutating func checkTopLevelArray(at location: SourceLocation) {
    if topLevelElementType == nil {
      check(LocatedJSON(value: .array([]), location: location), as: schema.rootType, transform: nil, path: "$")
    }
  }

  /// Checks one element of a top-level array (see ``checkTopLevelArray(at:)``).
  mutating func checkTopLevelElement(_ element: LocatedJSON) {
    if let type = topLevelElementType { check(element, as: type, transform: nil, path: "$[]") }
  }

  /// The type of a top-level array's elements, when the schema's root is an array.
  private var topLevelElementType: TypeReference? {
    var root = schema.rootType
    while case .optional(let wrapped) = root { root = wrapped }
    if case .array(let element) = root { return element }
    return nil
  }

  /// A checker for the documents that follow the ones checked here: it has no findings yet, but
  /// knows which were already recorded, so that it records only new ones. Its findings are taken
  /// over with ``absorb(_:)``.
  func continuation() -> DriftChecker {
    var next = self
    next.findings = []
    return next
  }

  /// Adds the findings of `other`, which checked documents that follow the ones checked here, as if
  /// this checker had checked them itself.
  mutating func absorb(_ other: DriftChecker) {
    for finding in other.findings where seen.insert(Self.key(finding.kind, finding.path)).inserted {
      findings.append(finding)
    }
  }

  /// Everything found so far.
  public var report: DriftReport { DriftReport(findings: findings) }

  private mutating func record(
    _ kind: DriftFinding.Kind, breaking: Bool = true, _ path: String, _ message: String, at json: LocatedJSON
  ) {
    guard seen.insert(Self.key(kind, path)).inserted else { return }
    findings.append(
      DriftFinding(kind: kind, isBreaking: breaking, path: path, message: message, location: json.location))
  }

  /// Each kind of finding is recorded once per path.
  private static func key(_ kind: DriftFinding.Kind, _ path: String) -> String {
    "\(kind.rawValue)\u{0}\(path)"
  }

  private static func kindName(_ json: LocatedJSON) -> String {
    switch json.value {
    case .null: "null"
    case .bool: "Bool"
    case .number(let number): number.isInteger && number.intValue != nil ? "Int" : "Double"
    case .string: "String"
    case .array: "Array"
    case .object: "Object"
    }
  }

  private mutating func typeChanged(_ type: TypeReference, _ json: LocatedJSON, _ path: String) {
    record(.typeChanged, path, "\(TypeExpression.text(of: type)) in schema, \(Self.kindName(json)) in sample", at: json)
  }

  // MARK: - Values

  private mutating func check(_ json: LocatedJSON, as type: TypeReference, transform: Transform?, path: String) {
    if case .optional(let wrapped) = type {
      if case .null = json.value { return }
      return check(json, as: wrapped, transform: transform, path: path)
    }
    if case .null = json.value {
      if type != .jsonValue {
        record(.nowNull, path, "\(TypeExpression.text(of: type)) in schema, null in sample", at: json)
      }
      return
    }
    if transform == .lenient, LenientAcceptance.accepts(json, as: type) { return }
    switch type {
    case .jsonValue, .optional:
      return
    case .bool:
      if case .bool = json.value { return }
    case .int:
      if case .number(let number) = json.value,
        number.intValue != nil || (Double(number.text).map { $0.rounded() == $0 } ?? false)
      {
        return
      }
    case .double, .decimal:
      if case .number = json.value { return }
    case .string:
      if case .string = json.value { return }
    case .url:
      // Foundation's parser only for what the byte-level check (a stricter rule) does not accept.
      if case .string(var text) = json.value,
        text.withUTF8({ StringFormats.isRoundTrippingURL(utf8: $0, verifyWithFoundation: false) })
          || URL(string: text) != nil
      {
        return
      }
    case .uuid:
      if case .string(let text) = json.value, UUID(uuidString: text) != nil { return }
    case .date:
      return checkDate(json, transform: transform, path: path)
    case .enumeration(let name):
      guard case .string(let text) = json.value else { break }
      if let enumType = schema.enums.first(where: { $0.name == name }),
        !enumType.cases.contains(where: { $0.value == text })
      {
        if enumType.acceptsUnknownValues {
          record(
            .newEnumValue, breaking: false, path, "'\(text)' is not a case of \(name); it decodes as an unknown value",
            at: json)
        } else {
          record(.newEnumValue, path, "'\(text)' is not a case of \(name)", at: json)
        }
      }
      return
    case .array(let element):
      if case .array(let elements) = json.value {
        for item in elements { check(item, as: element, transform: transform, path: path + "[]") }
        return
      }
      if transform == .firstElement { return check(json, as: element, transform: nil, path: path) }
    case .dictionary(let value):
      if case .object(let members) = json.value {
        for member in members { check(member.value, as: value, transform: transform, path: path + ".*") }
        return
      }
    case .model(let name):
      if case .object = json.value, let plan = plan(model: name, path: path) {
        return checkMembers(json, plan: plan, path: path)
      }
    case .union(let name):
      let cases = schema.unions.first { $0.name == name }?.cases ?? []
      if cases.contains(where: { LenientAcceptance.sameKind(json, $0.type, schema: schema) }) { return }
    case .cluster(let name):
      if case .object = json.value { return checkCluster(json, name: name, path: path) }
    }
    typeChanged(type, json, path)
  }

  private mutating func checkDate(_ json: LocatedJSON, transform: Transform?, path: String) {
    switch (transform, json.value) {
    case (.date(let format)?, .string(let text)):
      if format.date(from: text) == nil {
        record(.dateFormatChanged, path, "\"\(text)\" is not in the format \(format.schemaName)", at: json)
      } else if !format.matches(text) {
        record(
          .dateFormatChanged, breaking: false, path,
          "\"\(text)\" is not in the format \(format.schemaName); it decodes, but re-encodes in that format",
          at: json)
      }
    case (.unixTime?, .number), (.dateFormatter?, .string), (nil, .number):
      return
    default:
      typeChanged(.date, json, path)
    }
  }

  private mutating func checkCluster(_ json: LocatedJSON, name: String, path: String) {
    guard let cluster = schema.clusters.first(where: { $0.name == name }), case .object(let members) = json.value else {
      return
    }
    for clusterCase in cluster.cases {
      if let rule = clusterCase.rule {
        guard let value = members.first(where: { $0.key == rule.key })?.value,
          LenientAcceptance.equals(value, rule.value)
        else {
          continue
        }
      }
      if let plan = plan(model: clusterCase.model, path: path, cluster: cluster) {
        checkMembers(json, plan: plan, path: path)
      }
      return
    }
    record(.noClusterRule, path, "no rule of \(name) matches and it has no fallback case", at: json)
  }

  // MARK: - Objects

  /// The plan for objects of the model `name` at `path` (chosen by `cluster`), or `nil` when the
  /// schema has no such model.
  private mutating func plan(model name: String, path: String, cluster: ClusterType? = nil) -> MemberPlan? {
    let key = MemberPlan.Key(path: path, model: name, cluster: cluster?.name)
    if let plan = plans[key] { return plan }
    guard let model = schema.model(named: name) else { return nil }
    let ruleKeys = Set(cluster?.cases.compactMap(\.rule?.key) ?? [])
    let plan = MemberPlan(properties: schema.allProperties(of: model), prefix: [], path: path, alsoKnown: ruleKeys)
    plans[key] = plan
    return plan
  }

  /// Checks the members of the object `json` with `plan`.
  private mutating func checkMembers(_ json: LocatedJSON, plan: MemberPlan, path: String) {
    guard case .object(let members) = json.value else { return }
    // One pass: new keys, and the last member (and the last present member) of each known key.
    var last = [Int](repeating: -1, count: plan.slots.count)
    var lastPresent = last
    var predicted = 0
    for (index, member) in members.enumerated() {
      let slot = predicted < plan.keys.count && plan.keys[predicted] == member.key ? predicted : plan.slots[member.key]
      guard let slot else {
        let memberPath = JSONPath.appending(key: member.key, to: path)
        record(
          .newKey, breaking: false, memberPath, "not in the schema (\(Self.kindName(member.value)))", at: member.value)
        continue
      }
      last[slot] = index
      predicted = slot + 1
      if member.value.isPresent { lastPresent[slot] = index }
    }
    for entry in plan.direct {
      let index = entry.candidateSlots.lazy.map { lastPresent[$0] }.first { $0 >= 0 } ?? last[entry.candidateSlots[0]]
      guard index >= 0 else {
        if !entry.isTolerant {
          let property = entry.property
          record(
            .requiredMissing, entry.memberPath,
            "'\(property.swiftName)' (\(TypeExpression.text(of: property.type))) is missing", at: json)
        }
        continue
      }
      let value = members[index].value
      if case .null = value.value, entry.isTolerant { continue }
      check(value, as: entry.property.type, transform: entry.property.transform, path: entry.memberPath)
    }
    for entry in plan.nested {
      guard last[entry.slot] >= 0, case let value = members[last[entry.slot]].value, value.isPresent else {
        if !entry.isTolerant {
          record(.requiredMissing, entry.memberPath, "the object holding \(entry.names) is missing", at: json)
        }
        continue
      }
      guard case .object = value.value else {
        record(
          .notAnObject, entry.memberPath, "the key path expects an object, found \(Self.kindName(value))", at: value)
        continue
      }
      checkMembers(value, plan: entry.plan, path: entry.memberPath)
    }
  }
}

extension LocatedJSON {
  /// Whether the value is there and not `null`.
  var isPresent: Bool {
    if case .null = value { return false }
    return true
  }
}
