/// Translates an ``EnumType`` into a string enum:
/// - open (the default): one case per known value plus `unknown(String)`, which keeps any other
///   value and re-encodes it unchanged (`RawRepresentable` with a non-failable `init(rawValue:)`);
/// - with a fallback case: a `String`-backed enum whose unknown values decode to the fallback;
/// - closed: a plain `String`-backed enum, where unknown values fail to decode.
struct EnumTranslation {
  let enumType: EnumType
  let translator: SwiftTranslator

  func declaration() -> SwiftTypeDeclaration {
    enumType.isOpen && enumType.fallback == nil ? openDeclaration() : rawDeclaration()
  }

  private func rawDeclaration() -> SwiftTypeDeclaration {
    var cases = enumType.cases
    if let fallback = enumType.fallback, !cases.contains(where: { $0.name == fallback }) {
      cases.append(EnumCase(name: fallback, value: fallback))
    }
    var members: [SwiftDeclaration] = cases.map { enumCase in
      let raw = enumCase.value == enumCase.name ? nil : SwiftLiteral.string(enumCase.value)
      return .enumCase(name: SwiftNaming.escaped(enumCase.name), rawValue: raw, associatedType: nil)
    }
    if let fallback = enumType.fallback {
      members.append(
        .function(
          documentation: ["Decodes values that are not listed as `.\(fallback)`."],
          signature: .decodingInitializer(translator.access),
          body: [
            .line("let value = try decoder.singleValueContainer().decode(String.self)"),
            .line("self = \(enumType.name)(rawValue: value) ?? .\(SwiftNaming.escaped(fallback))"),
          ]))
    }
    return SwiftTypeDeclaration(
      documentation: ["The values seen for one JSON string."], modifiers: translator.access, kind: .enumeration,
      name: enumType.name, inheritance: ["String", "Codable", "Hashable", "Sendable", "CaseIterable"], members: members)
  }

  /// The name of the case that keeps unknown values: `unknown`, or `unknownValue` when a known
  /// value already took `unknown`.
  private var unknownCaseName: String {
    var registry = NameRegistry(reserved: Set(enumType.cases.map(\.name)))
    let name = registry.claim("unknown")
    return name == "unknown" ? name : registry.claim("unknownValue")
  }

  private func openDeclaration() -> SwiftTypeDeclaration {
    let access = translator.access
    let unknown = unknownCaseName
    var members: [SwiftDeclaration] = enumType.cases.map {
      .enumCase(name: SwiftNaming.escaped($0.name), rawValue: nil, associatedType: nil)
    }
    members.append(.enumCase(name: unknown, rawValue: nil, associatedType: "String"))
    var staticNames = NameRegistry(reserved: Set(enumType.cases.map(\.name) + [unknown]))
    let knownCases = staticNames.claim("knownCases")
    members.append(
      .constant(
        modifiers: "\(access)static ", name: "\(knownCases): [\(enumType.name)]",
        value: .arrayLiteral(enumType.cases.map { .plain(".\(SwiftNaming.escaped($0.name))") }),
        documentation: [
          "The values seen in the samples (`\(unknown)` holds any other value, so the enum",
          "cannot be `CaseIterable`), for pickers and exhaustive lists.",
        ]))
    let fromRaw =
      enumType.cases.map {
        SwiftSwitchCase(SwiftLiteral.string($0.value), [.line("self = .\(SwiftNaming.escaped($0.name))")])
      }
      + [SwiftSwitchCase("default", [.line("self = .\(unknown)(rawValue)")])]
    members.append(
      .function(
        documentation: ["The case for `rawValue`: a known one, or `.\(unknown)` keeping the value."],
        signature: SwiftFunctionSignature("\(access)init", parameters: ["rawValue: String"]),
        body: [.switchStatement(subject: "rawValue", cases: fromRaw)]))
    let toRaw =
      enumType.cases.map { SwiftSwitchCase(".\(SwiftNaming.escaped($0.name))", [.line(SwiftLiteral.string($0.value))]) }
      + [SwiftSwitchCase(".\(unknown)(let value)", [.line("value")])]
    members.append(
      .computedProperty(
        documentation: ["The JSON string of this value."], modifiers: access, name: "rawValue", type: "String",
        body: [.switchStatement(subject: "self", cases: toRaw)]))
    members.append(
      .function(
        documentation: [], signature: .decodingInitializer(access),
        body: [.line("self.init(rawValue: try decoder.singleValueContainer().decode(String.self))")]))
    members.append(
      .function(
        documentation: [], signature: .encodeFunction(access),
        body: [.line("var container = encoder.singleValueContainer()"), .line("try container.encode(self.rawValue)")]))
    return SwiftTypeDeclaration(
      documentation: [
        "The values seen for one JSON string. Values not seen in the samples decode as",
        "`.\(unknown)(value)` and encode back unchanged.",
      ],
      modifiers: access, kind: .enumeration, name: enumType.name,
      inheritance: ["RawRepresentable", "Codable", "Hashable", "Sendable"], members: members)
  }
}
