extension JSONSchemaModelBuilder {
  /// `oneOf` / `anyOf`: `null` branches make the value nullable; objects told apart by a `const`
  /// (or `enum`) property, or by keys only one of them lists, make a cluster; anything else a union
  /// tried most specific first (see ``specificity(of:)``; integers before numbers), with a
  /// `JSONValue` case last when a branch leaves the kind open. Keywords that shape the value next to
  /// `oneOf` apply to every branch.
  mutating func translateAlternatives(
    _ branchNodes: [LocatedJSON], of node: LocatedJSON, hint: String, pointer: String
  ) throws(Diagnostic) -> Translated {
    let keyword = node.member("oneOf") != nil ? "oneOf" : "anyOf"
    // Only keywords that shape the value (not checks such as `minProperties`, nor those reported
    // for `node` already) are combined with each branch.
    let siblings = node.members.filter { Self.shapingKeywords.contains($0.key) }
    var branches: [(node: LocatedJSON, pointer: String)] = []
    var isNullable = false
    for (index, branch) in branchNodes.enumerated() {
      let resolved = branch.member("$ref")?.string.flatMap { $0.hasPrefix("#") ? resolve($0) : nil } ?? branch
      if Self.isNullOnly(resolved) {
        isNullable = true
        continue
      }
      var combined = branch
      // A `type` beside branches that are references adds nothing: they stay the shared types.
      let onlyRestatesKind = branch.member("$ref") != nil && siblings.allSatisfy { $0.key == "type" }
      if !siblings.isEmpty, !onlyRestatesKind {
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
    // Each branch with its `$ref` and `allOf` folded in, to read its keywords.
    let mergedBranches = branches.map { merged($0.node) }
    // Branches that only list values (`enum`, `const`) are one set of values: one enum, which is
    // open, so that branches of any string (`"type": "string"`) need no case of their own.
    let valueLists = mergedBranches.map { node -> [LocatedJSON]? in
      guard !["properties", "items", "oneOf", "anyOf"].contains(where: { node.member($0) != nil }) else { return nil }
      if let values = node.member("const").map({ [$0] }) ?? node.member("enum")?.elements { return values }
      return node.member("type")?.string == "string" && node.member("format") == nil ? [] : nil
    }
    let listedValues = valueLists.flatMap { $0 ?? [] }
    let hasAnyString = valueLists.contains { $0?.isEmpty == true }
    if valueLists.allSatisfy({ $0 != nil }), !listedValues.isEmpty,
      !hasAnyString || listedValues.allSatisfy({ $0.string != nil })
    {
      var values = translateValues(listedValues, at: node, hint: hint, pointer: pointer)
      values.isNullable = values.isNullable || isNullable
      return values
    }
    if let cluster = try translateCluster(branches, objects: mergedBranches, node: node, hint: hint, pointer: pointer) {
      return Translated(type: cluster, isNullable: isNullable)
    }
    var translated: [TypeReference] = []
    for (branch, mergedBranch) in zip(branches, mergedBranches) {
      // Named by kind (`WidgetObject`), not by position.
      let kind = mergedBranch.member("properties") != nil ? "Object" : "Value"
      let value = try translate(branch.node, hint: hint + kind, pointer: branch.pointer)
      translated.append(value.isNullable ? .optional(value.plainType) : value.plainType)
    }
    // Tried most specific first; branches as specific as each other keep their order.
    let specificity = mergedBranches.map(Self.specificity(of:))
    let mostSpecificFirst = branches.indices.sorted {
      specificity[$0] == specificity[$1] ? $0 < $1 : specificity[$1].lexicographicallyPrecedes(specificity[$0])
    }
    var types: [TypeReference] = []
    for index in mostSpecificFirst where !types.contains(translated[index]) { types.append(translated[index]) }
    // A branch without a `type` (only `items`, `properties`…) also accepts values of other kinds.
    if mergedBranches.contains(where: Self.acceptsAnyKind), !types.contains(.jsonValue) {
      types.append(.jsonValue)
    }
    guard types.count > 1 else { return Translated(type: types[0], isNullable: isNullable) }
    return Translated(type: makeUnion(types, hint: hint, pointer: pointer), isNullable: isNullable)
  }

  /// A cluster when every branch is an object schema and the evidence tells them apart the way a
  /// validator would: one required property whose `const` or `enum` values differ between branches
  /// (OpenAPI's `discriminator`), else in each branch but at most one a key that no other branch
  /// lists (required keys preferred), its presence choosing the branch; the branch without such a
  /// key is the fallback.
  /// `objects` are the branches with their `$ref` and `allOf` folded in.
  private mutating func translateCluster(
    _ branches: [(node: LocatedJSON, pointer: String)], objects: [LocatedJSON], node: LocatedJSON, hint: String,
    pointer: String
  ) throws(Diagnostic) -> TypeReference? {
    guard objects.allSatisfy({ $0.member("properties") != nil }) else { return nil }
    guard
      let rules = Self.mappedDiscriminatorRules(node, branches: branches) ?? Self.discriminatorRules(objects)
        ?? Self.presenceRules(objects)
    else { return nil }
    let name = claimName(hint, pointer: pointer)
    var caseNames = NameRegistry()
    var cases: [ClusterCase] = []
    // Rules are tried in order: the fallback (no rule) goes last.
    for index in branches.indices.filter({ rules[$0] != nil }) + branches.indices.filter({ rules[$0] == nil }) {
      let (branch, object, rule) = (branches[index], objects[index], rules[index])
      // A discriminator string names the case; a presence rule its key; a `$ref` or `title` its model.
      let word: String? = rule?.values.first.flatMap { if case .string(let text) = $0 { text } else { nil } }
      let isPresence = rule?.values.isEmpty == true
      // An inline branch has no key: its `title` is the best name it has.
      let title = branch.node.member("$ref") == nil ? object.member("title")?.string : nil
      let modelHint =
        if let word { SwiftNaming.typeName(forKey: word) + name } else if let title {
          SwiftNaming.typeName(forKey: title)
        } else if let rule, isPresence {
          name + "With" + SwiftNaming.typeName(forKey: rule.key)
        } else { rule == nil ? "Other" + name : name + "Case\(cases.count + 1)" }
      let translated = try translate(branch.node, hint: modelHint, pointer: branch.pointer)
      guard case .model(let model) = translated.type else { return nil }
      // A branch without the key its rule must write back (its properties do not list the
      // discriminator) cannot be a case: the alternatives are a union instead.
      if let rule, rule.mustBeWritten,
        models.first(where: { $0.name == model })?.properties.contains(where: { $0.writesKey(rule.key) }) == false
      {
        return nil
      }
      let isNamed = branch.node.member("$ref") != nil || object.member("title") != nil
      let caseWord =
        if let word { word } else if isNamed { model } else if let rule, isPresence { "with_" + rule.key } else {
          rule == nil ? "other" : model
        }
      cases.append(ClusterCase(name: caseNames.claim(SwiftNaming.caseName(for: caseWord)), model: model, rule: rule))
    }
    // One type for every place with the same cases (unless it refers to itself by name, or is
    // declared), as for models.
    if !recursiveUses.contains(pointer), !isDeclaredType(pointer),
      let same = clusters.first(where: { $0.cases == cases })
    {
      typeNames.release(name)
      recursiveNames[pointer] = nil
      return .cluster(same.name)
    }
    clusters.append(ClusterType(name: name, cases: cases))
    return .cluster(name)
  }

  /// Whether a schema object leaves the JSON kind open: no `type`, `$ref`, `enum`, `const` or
  /// alternatives, but keywords that imply one kind (`items`, `properties`, …).
  private static func acceptsAnyKind(_ node: LocatedJSON) -> Bool {
    guard case .object(let members) = node.value, !members.isEmpty else { return false }
    return !["type", "$ref", "enum", "const", "oneOf", "anyOf"].contains { node.member($0) != nil }
  }

  /// The keywords beside `oneOf`/`anyOf` that change what each branch's value looks like.
  /// Keywords that only describe a value: an `allOf` part of nothing else adds nothing to its type.
  static let annotationKeywords: Set<String> = [
    "description", "title", "example", "examples", "deprecated", "readOnly", "writeOnly", "$comment", "externalDocs",
  ]

  static let shapingKeywords: Set<String> = [
    "type", "properties", "required", "additionalProperties", "patternProperties", "items", "prefixItems",
    "additionalItems", "format", "allOf", "$ref",
  ]

  /// OpenAPI's `discriminator` beside `oneOf`/`anyOf` of `$ref`s: the `propertyName` holds a key of
  /// `mapping` whose value is the branch's `$ref` (or its component name), else the component name.
  private static func mappedDiscriminatorRules(
    _ node: LocatedJSON, branches: [(node: LocatedJSON, pointer: String)]
  ) -> [ClusterRule?]? {
    // Swagger 2.0's discriminator is the property name itself.
    guard let discriminator = node.member("discriminator"),
      let key = discriminator.string ?? discriminator.member("propertyName")?.string
    else { return nil }
    let mapping = discriminator.member("mapping")?.members ?? []
    var rules: [ClusterRule?] = []
    for branch in branches {
      // The branch itself, or last in the `allOf` that adds the keywords beside `oneOf` to it.
      let own = branch.node.member("allOf")?.elements?.last ?? branch.node
      guard let reference = (branch.node.member("$ref") ?? own.member("$ref"))?.string,
        let component = reference.split(separator: "/").last.map({ unescape(String($0)) })
      else { return nil }
      let mapped = mapping.filter { $0.value.string == reference || $0.value.string == component }.map(\.key)
      let values = (mapped.isEmpty ? [component] : mapped).map(JSONLiteral.string)
      rules.append(ClusterRule(key: key, condition: values.count == 1 ? .equals(values[0]) : .oneOf(values)))
    }
    return Set(rules.flatMap { $0?.values ?? [] }).count == rules.reduce(0) { $0 + ($1?.values.count ?? 0) }
      ? rules : nil
  }

  /// A rule per object on the first required property whose `const` (or `enum` values) differ
  /// between all of `objects`, if there is one.
  private static func discriminatorRules(_ objects: [LocatedJSON]) -> [ClusterRule?]? {
    let candidateKeys = objects[0].member("properties")?.members.map(\.key) ?? []
    for key in candidateKeys where objects.allSatisfy({ isRequired(key, in: $0) }) {
      let values = objects.map { discriminatorValues(of: $0.member("properties")?.member(key)) }
      let all = values.flatMap { $0 }
      guard values.allSatisfy({ !$0.isEmpty }), Set(all).count == all.count else { continue }
      return values.map { ClusterRule(key: key, condition: $0.count == 1 ? .equals($0[0]) : .oneOf($0)) }
    }
    return nil
  }

  /// A presence rule per object on a required key that no other object lists, and `nil` (the
  /// fallback) for the one object without such a key. When several have none, those with a key
  /// only they list (not required) are chosen by it, and the last of them is the fallback.
  private static func presenceRules(_ objects: [LocatedJSON]) -> [ClusterRule?]? {
    let listed = objects.map { ($0.member("properties")?.members ?? []).map(\.key) }
    let ownKeys = listed.indices.map { index in
      let others = listed.indices.filter { $0 != index }.reduce(into: Set<String>()) { $0.formUnion(listed[$1]) }
      return listed[index].filter { !others.contains($0) }
    }
    var rules: [ClusterRule?] = objects.indices.map { index in
      ownKeys[index].first { isRequired($0, in: objects[index]) }.map {
        ClusterRule(key: $0, condition: .present(true))
      }
    }
    let unchosen = rules.indices.filter { rules[$0] == nil }
    guard unchosen.count > 1 else { return rules }
    // Every object but one must be told apart by a key of its own.
    guard unchosen.dropLast().allSatisfy({ !ownKeys[$0].isEmpty }) else { return nil }
    for index in unchosen.dropLast() { rules[index] = ClusterRule(key: ownKeys[index][0], condition: .present(true)) }
    return rules
  }

  private static func isRequired(_ key: String, in object: LocatedJSON) -> Bool {
    object.member("required")?.elements?.contains { $0.string == key } == true
  }

  /// How specific an object schema is, for trying union branches: more required keys first; then
  /// open ones before closed (`additionalProperties: false`) ones, since an open model keeps the keys
  /// it does not list and a closed one would drop them; then more listed keys. Other schemas score
  /// zero.
  static func specificity(of node: LocatedJSON) -> [Int] {
    guard let properties = node.member("properties")?.members else { return [0, 0, 0] }
    let open = node.member("additionalProperties").map(isFalse) == true ? 0 : 1
    return [node.member("required")?.elements?.count ?? 0, open, properties.count]
  }

  /// The `const` or `enum` values of a property schema when they are strings, numbers or booleans
  /// of one kind.
  static func discriminatorValues(of property: LocatedJSON?) -> [JSONLiteral] {
    guard let property else { return [] }
    let nodes = property.member("const").map { [$0] } ?? property.member("enum")?.elements ?? []
    var values: [JSONLiteral] = []
    for node in nodes {
      switch node.literal {
      case .string(let text): values.append(.string(text))
      case .bool(let flag): values.append(.bool(flag))
      case .number(let text): values.append(.number(text))
      default: return []
      }
    }
    let kinds = Set(
      values.map { value -> Int in
        switch value {
        case .string: 0
        case .bool: 1
        default: 2
        }
      })
    return kinds.count == 1 ? values : []
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

  /// A union of `types`, tried in order with integers before other numbers: one type for every
  /// place with the same cases, named after them (`StringOrCustomer`) when there are at most three
  /// scalar or named ones, else after `hint`.
  mutating func makeUnion(_ types: [TypeReference], hint: String, pointer: String) -> TypeReference {
    let ordered = types.filter { $0 == .int } + types.filter { $0 != .int }
    if !isNamedByReferences(pointer), let same = unions.first(where: { $0.cases.map(\.type) == ordered }) {
      return .union(same.name)
    }
    let nameParts = ordered.compactMap(Self.unionNamePart)
    let descriptive = nameParts.count == ordered.count && ordered.count <= 3 ? UnionType.name(joining: nameParts) : nil
    let name = claimName(descriptive ?? hint, pointer: pointer)
    var caseNames = NameRegistry()
    let cases = ordered.map { UnionCase(name: caseNames.claim(Self.caseWord(for: $0)), type: $0) }
    unions.append(UnionType(name: name, cases: cases, sourcePaths: [ExternalReferences.display(pointer)]))
    return .union(name)
  }

  /// The name of a scalar or named type as part of a union's name, if it has one.
  private static func unionNamePart(_ type: TypeReference) -> String? {
    switch type {
    case .bool, .int, .int32, .int64, .double, .decimal, .string, .date, .day, .dateTime, .url, .uuid:
      TypeExpression.text(of: type)
    case .model(let name), .union(let name), .enumeration(let name), .cluster(let name): name
    default: nil
    }
  }

  private static func caseWord(for type: TypeReference) -> String {
    switch type {
    case .bool: "bool"
    case .int: "integer"
    case .int32: "int32"
    case .int64: "int64"
    case .double, .decimal: "double"
    case .string: "string"
    case .jsonValue: "value"
    case .date: "date"
    case .day: "day"
    case .dateTime: "dateTime"
    case .url: "url"
    case .uuid: "uuid"
    case .data: "data"
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
