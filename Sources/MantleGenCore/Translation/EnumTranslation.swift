/// Translates an ``EnumType`` into a `String`-backed enum; with a fallback case, unknown values
/// decode to it instead of failing.
struct EnumTranslation {
  let enumType: EnumType
  let translator: SwiftTranslator

  func declaration() -> SwiftTypeDeclaration {
    var cases = enumType.cases
    if let fallback = enumType.fallback, !cases.contains(where: { $0.name == fallback }) {
      cases.append(EnumCase(name: fallback, value: ModelCoding.unescaped(fallback)))
    }
    var members: [SwiftDeclaration] = cases.map { enumCase in
      let raw = enumCase.value == ModelCoding.unescaped(enumCase.name) ? nil : SwiftLiteral.string(enumCase.value)
      return .enumCase(name: enumCase.name, rawValue: raw, associatedType: nil)
    }
    if let fallback = enumType.fallback {
      members.append(
        .function(
          documentation: ["Decodes values that are not listed as `.\(ModelCoding.unescaped(fallback))`."],
          signature: .decodingInitializer(translator.access),
          body: [
            .line("let value = try decoder.singleValueContainer().decode(String.self)"),
            .line("self = \(enumType.name)(rawValue: value) ?? .\(fallback)"),
          ]))
    }
    return SwiftTypeDeclaration(
      documentation: ["The values seen for one JSON string."], modifiers: translator.access, kind: .enumeration,
      name: enumType.name, inheritance: ["String", "Codable", "Hashable", "Sendable", "CaseIterable"], members: members)
  }
}
