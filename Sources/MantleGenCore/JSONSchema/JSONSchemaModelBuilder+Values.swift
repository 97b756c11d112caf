extension JSONSchemaModelBuilder {
  /// `enum` and `const`: strings or integers make an open enum (unknown values still decode),
  /// other values their JSON kind; `null` among them makes the value nullable.
  mutating func translateValues(_ values: [LocatedJSON], at node: LocatedJSON, hint: String, pointer: String)
    -> Translated
  {
    let isNullable = values.contains { if case .null = $0.value { true } else { false } }
    let present = values.filter { if case .null = $0.value { false } else { true } }
    let strings = present.compactMap(\.string)
    if !present.isEmpty, strings.count == present.count {
      var seen: Set<String> = []
      let distinct = strings.filter { seen.insert($0).inserted }
      guard distinct.count <= Self.enumCaseLimit else {
        warn(
          "\(distinct.count) values are more than an enum of generated code should hold (\(Self.enumCaseLimit)); the value is a String",
          at: node, pointer: pointer)
        return Translated(type: .string, isNullable: isNullable)
      }
      return enumeration(
        distinct.map(JSONLiteral.string), caseWords: distinct, hint: hint, pointer: pointer, isNullable: isNullable)
    }
    if let integers = Self.integerTexts(of: present), integers.count >= 2, integers.count <= Self.enumCaseLimit {
      // Integers (priorities, status codes): an open enum of them too.
      return enumeration(
        integers.map(JSONLiteral.number), caseWords: integers.map { $0.hasPrefix("-") ? "minus" + $0 : $0 },
        hint: hint, pointer: pointer, isNullable: isNullable)
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

  /// An open enum of `values`, its cases named from `caseWords`: one type for every place with the
  /// same values.
  private mutating func enumeration(
    _ values: [JSONLiteral], caseWords: [String], hint: String, pointer: String, isNullable: Bool
  ) -> Translated {
    if !isNamedByReferences(pointer), let same = enums.first(where: { $0.cases.map(\.value) == values }) {
      return Translated(type: .enumeration(same.name), isNullable: isNullable)
    }
    let name = claimName(hint, pointer: pointer)
    var caseNames = NameRegistry()
    let cases = zip(values, caseWords).map { value, word in
      EnumCase(name: caseNames.claim(SwiftNaming.caseName(for: word)), value: value)
    }
    enums.append(EnumType(name: name, cases: cases))
    return Translated(type: .enumeration(name), isNullable: isNullable)
  }

  /// The distinct integers `values` hold, as written, when every one is an integer an `Int` holds.
  static func integerTexts(of values: [LocatedJSON]) -> [String]? {
    var texts: [String] = []
    for value in values {
      guard case .number(let number) = value.value, number.isInteger, let integer = Int(number.text) else {
        return nil
      }
      let text = String(integer)
      if !texts.contains(text) { texts.append(text) }
    }
    return texts
  }

  /// The most values an imported enum gets cases for; a longer list (thousands of names) is a
  /// `String`, which an open enum would accept anyway, and compiles in reasonable time.
  static let enumCaseLimit = 500
}
