/// Translates a ``ClusterType`` (Mantle's class cluster) into an enum with one case per subtype: the
/// rules are tried in order on the JSON object, and the first that holds picks the case; encoding
/// writes the subtype's object and the rule's key when the subtype has no property for it.
struct ClusterTranslation {
  let cluster: ClusterType
  let translator: SwiftTranslator

  private var access: String { translator.access }

  /// Rule keys in first-use order with their case names in `RuleKeys` (plain), and the cases of
  /// the keys as `.convertFromSnakeCase` renames them.
  private var ruleKeys: [(key: String, caseName: String)] {
    var registry = NameRegistry()
    var seen = Set<String>()
    var result: [(String, String)] = []
    for rule in cluster.cases.compactMap(\.rule) where seen.insert(rule.key).inserted {
      result.append((rule.key, registry.claim(SwiftNaming.propertyName(forKey: rule.key))))
    }
    for (key, name) in result {
      guard let converted = translator.snakeCaseAlternate(of: key), seen.insert(converted).inserted else { continue }
      result.append((converted, registry.claim(name + "Converted")))
    }
    return result
  }

  /// The case that keeps objects no rule matches, for an open cluster without a fallback case.
  private var unknownCase: String? {
    guard cluster.keepsUnknownObjects else { return nil }
    var names = NameRegistry(reserved: Set(cluster.cases.map(\.name)))
    return names.claim("unknown")
  }

  func declaration() -> SwiftTypeDeclaration {
    var members: [SwiftDeclaration] = cluster.cases.map { clusterCase in
      .enumCase(
        name: SwiftNaming.escaped(clusterCase.name), rawValue: nil, associatedType: clusterCase.model,
        isIndirect: RecursionAnalysis.caseNeedsIndirection(
          .model(clusterCase.model), in: cluster.name, edges: translator.valueEdges))
    }
    if let unknownCase {
      members.append(
        .enumCase(
          name: SwiftNaming.escaped(unknownCase), rawValue: nil, associatedType: translator.typeName(.jsonValue)))
    }
    let keys = ruleKeys
    if !keys.isEmpty {
      members.append(
        .type(
          SwiftTypeDeclaration(
            documentation: [], modifiers: "private ", kind: .enumeration, name: "RuleKeys",
            inheritance: ["String", "CodingKey"],
            members: keys.map { key, name in
              .enumCase(
                name: SwiftNaming.escaped(name), rawValue: key == name ? nil : SwiftLiteral.string(key),
                associatedType: nil)
            })))
    }
    members.append(decodingInitializer(keys: keys))
    members.append(encodeFunction(keys: keys))
    return SwiftTypeDeclaration(
      documentation: ["One of several models, chosen by rules on the JSON object (a class cluster)."],
      modifiers: access, kind: .enumeration, name: cluster.name, inheritance: translator.conformances,
      members: members)
  }

  /// The `RuleKeys` case of `key`, as written in source.
  private func caseName(forKey key: String, in keys: [(key: String, caseName: String)]) -> String {
    SwiftNaming.escaped(keys.first { $0.key == key }?.caseName ?? key)
  }

  /// The key every case's rule reads, when each rule compares it with strings: decoding then reads
  /// it once and switches on it.
  private var stringDiscriminator: String? {
    guard let key = cluster.cases.first?.rule?.key else { return nil }
    let comparesStrings = cluster.cases.allSatisfy { clusterCase in
      guard let rule = clusterCase.rule, rule.key == key, !rule.values.isEmpty else { return false }
      return rule.values.allSatisfy { if case .string = $0 { true } else { false } }
    }
    return comparesStrings && translator.snakeCaseAlternate(of: key) == nil ? key : nil
  }

  /// `init(from:)` reading the discriminator once: `switch` on its string value.
  private func switchingInitializer(key: String, keys: [(key: String, caseName: String)]) -> SwiftDeclaration {
    var cases: [SwiftSwitchCase] = cluster.cases.map { clusterCase in
      SwiftSwitchCase(
        clusterCase.rule!.values.map(SwiftLiteral.scalar).joined(separator: ", "),
        [.line("self = .\(SwiftNaming.escaped(clusterCase.name))(try \(clusterCase.model)(from: decoder))")])
    }
    let fallback: SwiftStatement =
      if let unknownCase {
        .line("self = .\(SwiftNaming.escaped(unknownCase))(try \(translator.typeName(.jsonValue))(from: decoder))")
      } else {
        .call(
          callee: "throw DecodingError.dataCorruptedError",
          arguments: [
            "forKey: .\(caseName(forKey: key, in: keys))", "in: container",
            "debugDescription: \(SwiftLiteral.string("No rule of \(cluster.name) matches this object."))",
          ])
      }
    cases.append(SwiftSwitchCase("default", [fallback]))
    let body: [SwiftStatement] = [
      .line("let container = try decoder.container(keyedBy: RuleKeys.self)"),
      .switchStatement(
        subject: "try? container.decodeIfPresent(String.self, forKey: .\(caseName(forKey: key, in: keys)))",
        cases: cases),
    ]
    return .function(documentation: [], signature: .decodingInitializer(access), body: body)
  }

  private func decodingInitializer(keys: [(key: String, caseName: String)]) -> SwiftDeclaration {
    if let key = stringDiscriminator { return switchingInitializer(key: key, keys: keys) }
    var body: [SwiftStatement] = []
    if !keys.isEmpty { body.append(.line("let container = try decoder.container(keyedBy: RuleKeys.self)")) }
    var declaredKeys = Set<String>()
    for clusterCase in cluster.cases {
      let construct = "self = .\(SwiftNaming.escaped(clusterCase.name))(try \(clusterCase.model)(from: decoder))"
      guard let rule = clusterCase.rule else {
        body.append(.line(construct))
        break
      }
      var key = "." + caseName(forKey: rule.key, in: keys)
      if let converted = translator.snakeCaseAlternate(of: rule.key), keys.contains(where: { $0.key == converted }) {
        // The key as it is, or as `.convertFromSnakeCase` renames it.
        let local = SwiftNaming.escaped(keys.first { $0.key == rule.key }!.caseName + "Key")
        if declaredKeys.insert(local).inserted {
          body.append(
            .call(
              callee: .sequence(["let \(local) = ", translator.support(.convertedKey, "key")]),
              arguments: ["\(key)", "or: .\(caseName(forKey: converted, in: keys))", "in: container"]))
        }
        key = local
      }
      let conditions: [String] =
        switch rule.condition {
        case .present(let isPresent): ["(try? container.decodeNil(forKey: \(key))) \(isPresent ? "==" : "!=") false"]
        case .equals, .oneOf:
          // One test per value, each short enough for a line.
          rule.values.map {
            "(try? container.decodeIfPresent(\(valueType($0)).self, forKey: \(key))) == \(SwiftLiteral.scalar($0))"
          }
        }
      for condition in conditions {
        body.append(.block(header: "if \(condition)", body: [.line(construct), .line("return")]))
      }
    }
    if let unknownCase {
      body.append(
        .line("self = .\(SwiftNaming.escaped(unknownCase))(try \(translator.typeName(.jsonValue))(from: decoder))"))
    } else if cluster.cases.allSatisfy({ $0.rule != nil }) {
      body.append(
        .call(
          callee: "let context = DecodingError.Context",
          arguments: [
            "codingPath: decoder.codingPath",
            "debugDescription: \(SwiftLiteral.string("No rule of \(cluster.name) matches this object."))",
          ]))
      body.append(.line("throw DecodingError.dataCorrupted(context)"))
    }
    return .function(documentation: [], signature: .decodingInitializer(access), body: body)
  }

  private func encodeFunction(keys: [(key: String, caseName: String)]) -> SwiftDeclaration {
    var cases: [SwiftSwitchCase] = []
    for clusterCase in cluster.cases {
      var body: [SwiftStatement] = [.line("try value.encode(to: encoder)")]
      // The value of an `equals` rule is known; the others read keys the model holds.
      if let rule = clusterCase.rule, case .equals(let value) = rule.condition,
        !modelHasKey(clusterCase.model, rule.key)
      {
        body.append(.line("var container = encoder.container(keyedBy: RuleKeys.self)"))
        body.append(
          .line("try container.encode(\(SwiftLiteral.scalar(value)), forKey: .\(caseName(forKey: rule.key, in: keys)))")
        )
      }
      cases.append(SwiftSwitchCase(".\(SwiftNaming.escaped(clusterCase.name))(let value)", body))
    }
    if let unknownCase {
      cases.append(
        SwiftSwitchCase(".\(SwiftNaming.escaped(unknownCase))(let value)", [.line("try value.encode(to: encoder)")]))
    }
    return .function(
      documentation: [], signature: .encodeFunction(access), body: [.switchStatement(subject: "self", cases: cases)])
  }

  private func modelHasKey(_ modelName: String, _ key: String) -> Bool {
    translator.schema.model(named: modelName).map { translator.schema.writesKey(key, of: $0) } ?? false
  }

  private func valueType(_ value: JSONLiteral) -> String {
    switch value {
    case .bool: "Bool"
    case .number(let text): text.contains(".") || text.lowercased().contains("e") ? "Double" : "Int"
    default: "String"
    }
  }
}
