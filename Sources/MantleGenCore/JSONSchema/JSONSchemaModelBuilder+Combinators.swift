extension JSONSchemaModelBuilder {
  /// `enum` and `const`: strings make an open enum (unknown values still decode), other values
  /// their JSON kind; `null` among them makes the value nullable.
  mutating func translateValues(_ values: [LocatedJSON], at node: LocatedJSON, hint: String, pointer: String)
    -> Translated
  {
    let isNullable = values.contains { if case .null = $0.value { true } else { false } }
    let present = values.filter { if case .null = $0.value { false } else { true } }
    let strings = present.compactMap(\.string)
    if !present.isEmpty, strings.count == present.count {
      let name = claimName(node.member("title")?.string.map(SwiftNaming.typeName(forKey:)) ?? hint, pointer: pointer)
      var caseNames = NameRegistry()
      var cases: [EnumCase] = []
      for value in strings where !cases.contains(where: { $0.value == value }) {
        cases.append(EnumCase(name: caseNames.claim(SwiftNaming.caseName(for: value)), value: value))
      }
      enums.append(EnumType(name: name, cases: cases))
      return Translated(type: .enumeration(name), isNullable: isNullable)
    }
    var kinds: [TypeReference] = []
    for value in present {
      let kind: TypeReference
      switch value.value {
      case .bool: kind = .bool
      case .number(let number): kind = number.isInteger ? .int : .double
      case .string: kind = .string
      default: kind = .jsonValue
      }
      if !kinds.contains(kind) { kinds.append(kind) }
    }
    if kinds.contains(.int), kinds.contains(.double) { kinds.removeAll { $0 == .int } }
    if kinds.contains(.jsonValue) || kinds.isEmpty { return Translated(type: .jsonValue, isNullable: isNullable) }
    guard kinds.count > 1 else { return Translated(type: kinds[0], isNullable: isNullable) }
    return Translated(type: makeUnion(kinds, hint: hint, pointer: pointer), isNullable: isNullable)
  }

  /// `oneOf` / `anyOf`: `null` branches make the value nullable; objects told apart by a `const`
  /// property make a cluster; anything else a union tried in order (integers before numbers).
  /// Keywords next to `oneOf` apply to every branch.
  mutating func translateAlternatives(
    _ branchNodes: [LocatedJSON], of node: LocatedJSON, hint: String, pointer: String
  ) throws(Diagnostic) -> Translated {
    let keyword = node.member("oneOf") != nil ? "oneOf" : "anyOf"
    let siblings = node.members.filter {
      ![
        "oneOf", "anyOf", "title", "description", "$defs", "definitions", "default", "examples", "$schema", "$id", "id",
        "$comment",
      ].contains($0.key)
    }
    var branches: [(node: LocatedJSON, pointer: String)] = []
    var isNullable = false
    for (index, branch) in branchNodes.enumerated() {
      let resolved = branch.member("$ref")?.string.flatMap { $0.hasPrefix("#") ? resolve($0) : nil } ?? branch
      if Self.isNullOnly(resolved) {
        isNullable = true
        continue
      }
      var combined = branch
      if !siblings.isEmpty {
        combined = LocatedJSON(
          value: .object([
            .init(
              key: "allOf", keyLocation: node.location,
              value: LocatedJSON(
                value: .array([LocatedJSON(value: .object(siblings), location: node.location), branch]),
                location: branch.location))
          ]),
          location: branch.location)
      }
      branches.append((combined, pointer + "/\(keyword)/\(index)"))
    }
    if branches.count == 1 {
      var only = try translate(branches[0].node, hint: hint, pointer: branches[0].pointer)
      only.isNullable = only.isNullable || isNullable
      return only
    }
    guard !branches.isEmpty else { return Translated(type: .jsonValue, isNullable: true) }
    if let cluster = try translateCluster(branches, node: node, hint: hint, pointer: pointer) {
      return Translated(type: cluster, isNullable: isNullable)
    }
    var types: [TypeReference] = []
    for (index, branch) in branches.enumerated() {
      let translated = try translate(branch.node, hint: hint + "Option\(index + 1)", pointer: branch.pointer)
      let type = translated.isNullable ? TypeReference.optional(translated.plainType) : translated.plainType
      if !types.contains(type) { types.append(type) }
    }
    guard types.count > 1 else { return Translated(type: types[0], isNullable: isNullable) }
    return Translated(type: makeUnion(types, hint: hint, pointer: pointer), isNullable: isNullable)
  }

  /// A cluster when every branch is an object schema and one property holds a different `const`
  /// (or one-value `enum`) in each.
  private mutating func translateCluster(
    _ branches: [(node: LocatedJSON, pointer: String)], node: LocatedJSON, hint: String, pointer: String
  ) throws(Diagnostic) -> TypeReference? {
    let objects = branches.map { merged($0.node) }
    guard objects.allSatisfy({ $0.member("properties") != nil }) else { return nil }
    func isRequired(_ key: String, in object: LocatedJSON) -> Bool {
      object.member("required")?.elements?.contains { $0.string == key } == true
    }
    let candidateKeys = objects[0].member("properties")?.members.map(\.key) ?? []
    guard
      let key = candidateKeys.first(where: { key in
        let values = objects.compactMap { Self.discriminatorValue(of: $0.member("properties")?.member(key)) }
        return values.count == objects.count && Set(values).count == values.count
          && objects.allSatisfy { isRequired(key, in: $0) }
      })
    else { return nil }
    let name = claimName(node.member("title")?.string.map(SwiftNaming.typeName(forKey:)) ?? hint, pointer: pointer)
    var caseNames = NameRegistry()
    var cases: [ClusterCase] = []
    for (branch, object) in zip(branches, objects) {
      guard let value = Self.discriminatorValue(of: object.member("properties")?.member(key)) else { return nil }
      let text: String? = if case .string(let text) = value { text } else { nil }
      let modelHint = text.map { SwiftNaming.typeName(forKey: $0) + name } ?? name + "Case\(cases.count + 1)"
      let translated = try translate(branch.node, hint: modelHint, pointer: branch.pointer)
      guard case .model(let model) = translated.type else { return nil }
      let caseName = caseNames.claim(SwiftNaming.caseName(for: text ?? model))
      cases.append(ClusterCase(name: caseName, model: model, rule: ClusterRule(key: key, value: value)))
    }
    clusters.append(ClusterType(name: name, cases: cases))
    return .cluster(name)
  }

  /// The `const` (or only `enum` value) of a property schema, when it is a string, number or boolean.
  static func discriminatorValue(of property: LocatedJSON?) -> JSONLiteral? {
    guard let property else { return nil }
    let value = property.member("const") ?? property.member("enum")?.elements.flatMap { $0.count == 1 ? $0[0] : nil }
    switch value?.literal {
    case .string(let text): return .string(text)
    case .bool(let flag): return .bool(flag)
    case .number(let text): return .number(text)
    default: return nil
    }
  }

  static func isNullOnly(_ node: LocatedJSON) -> Bool {
    if node.member("type")?.string == "null" { return true }
    if let value = node.member("const"), case .null = value.value { return true }
    if let values = node.member("enum")?.elements,
      values.allSatisfy({ if case .null = $0.value { true } else { false } })
    {
      return !values.isEmpty
    }
    return false
  }

  /// A union of `types`, tried in order with integers before other numbers.
  mutating func makeUnion(_ types: [TypeReference], hint: String, pointer: String) -> TypeReference {
    let ordered = types.filter { $0 == .int } + types.filter { $0 != .int }
    let name = claimName(hint, pointer: pointer)
    var caseNames = NameRegistry()
    let cases = ordered.map { UnionCase(name: caseNames.claim(Self.caseWord(for: $0)), type: $0) }
    unions.append(UnionType(name: name, cases: cases, sourcePaths: [pointer]))
    return .union(name)
  }

  private static func caseWord(for type: TypeReference) -> String {
    switch type {
    case .bool: "bool"
    case .int: "integer"
    case .double, .decimal: "double"
    case .string: "string"
    case .jsonValue: "value"
    case .date: "date"
    case .url: "url"
    case .uuid: "uuid"
    case .model(let name), .union(let name), .enumeration(let name), .cluster(let name): SwiftNaming.caseName(for: name)
    case .array(let element): caseWord(for: element) + "Array"
    case .dictionary(let value): caseWord(for: value) + "Map"
    case .optional(let wrapped): caseWord(for: wrapped)
    }
  }
}

extension JSONSchemaModelBuilder {
  /// `node` with its `allOf` parts (and a local `$ref` at its top) folded in: properties and
  /// `required` lists combined, other keywords taken from the first part that has them.
  func merged(_ node: LocatedJSON, depth: Int = 0) -> LocatedJSON {
    guard depth < 32, case .object(var members) = node.value else { return node }
    if let reference = node.member("$ref")?.string, reference.hasPrefix("#"), let target = resolve(reference) {
      members.removeAll { $0.key == "$ref" }
      Self.combine(&members, with: merged(target, depth: depth + 1).members)
    }
    if let parts = node.member("allOf")?.elements {
      members.removeAll { $0.key == "allOf" }
      for part in parts { Self.combine(&members, with: merged(part, depth: depth + 1).members) }
    }
    return LocatedJSON(value: .object(members), location: node.location)
  }

  private static func combine(_ members: inout [LocatedJSON.Member], with others: [LocatedJSON.Member]) {
    for other in others {
      guard let index = members.firstIndex(where: { $0.key == other.key }) else {
        members.append(other)
        continue
      }
      switch other.key {
      case "properties":
        var properties = members[index].value.members
        for property in other.value.members {
          if let existing = properties.firstIndex(where: { $0.key == property.key }) {
            let both = LocatedJSON(
              value: .array([properties[existing].value, property.value]), location: property.value.location)
            properties[existing].value = LocatedJSON(
              value: .object([.init(key: "allOf", keyLocation: property.keyLocation, value: both)]),
              location: property.value.location)
          } else {
            properties.append(property)
          }
        }
        members[index].value = LocatedJSON(value: .object(properties), location: members[index].value.location)
      case "required":
        let combined = (members[index].value.elements ?? []) + (other.value.elements ?? [])
        members[index].value = LocatedJSON(value: .array(combined), location: members[index].value.location)
      default: continue
      }
    }
  }
}
