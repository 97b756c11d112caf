/// Translates a ``UnionType`` into an enum with one case per JSON kind that decodes by trying each
/// kind in turn (booleans, numbers, strings, arrays, objects) and encodes the value it holds.
struct UnionTranslation {
  let union: UnionType
  let translator: SwiftTranslator

  private var access: String { translator.access }

  func declaration() -> SwiftTypeDeclaration {
    var members: [SwiftDeclaration] = union.cases.map { unionCase in
      SwiftDeclaration.enumCase(
        name: SwiftNaming.escaped(unionCase.name), rawValue: nil, associatedType: translator.typeName(unionCase.type),
        isIndirect: RecursionAnalysis.caseNeedsIndirection(unionCase.type, in: union.name, edges: translator.valueEdges)
      )
    }
    members.append(decodingInitializer())
    members.append(encodeFunction())
    let paths = union.sourcePaths.map { "`\(SwiftLiteral.comment($0))`" }.joined(separator: ", ")
    return SwiftTypeDeclaration(
      documentation: ["The values of several JSON kinds found at \(paths)."], modifiers: access,
      kind: .enumeration, name: union.name, inheritance: translator.conformances, members: members)
  }

  private func decodingInitializer() -> SwiftDeclaration {
    var body: [SwiftStatement] = [.line("let container = try decoder.singleValueContainer()")]
    let attempts = union.cases.dropLast()
    for unionCase in attempts {
      body.append(
        .block(
          header: "if let value = try? container.decode(\(translator.typeName(unionCase.type)).self)",
          body: [.line("self = .\(SwiftNaming.escaped(unionCase.name))(value)"), .line("return")]))
    }
    if let last = union.cases.last {
      body.append(
        .line("self = .\(SwiftNaming.escaped(last.name))(try container.decode(\(translator.typeName(last.type)).self))")
      )
    }
    return .function(documentation: [], signature: .decodingInitializer(access), body: body)
  }

  private func encodeFunction() -> SwiftDeclaration {
    let cases = union.cases.map {
      SwiftSwitchCase(".\(SwiftNaming.escaped($0.name))(let value)", [.line("try container.encode(value)")])
    }
    return .function(
      documentation: [], signature: .encodeFunction(access),
      body: [
        .line("var container = encoder.singleValueContainer()"),
        .switchStatement(subject: "self", cases: cases),
      ])
  }
}
