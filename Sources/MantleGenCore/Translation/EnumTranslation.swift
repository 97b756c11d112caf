/// Translates an ``EnumType`` into a string enum:
/// - open (the default): one case per known value plus `unknown(String)`, which keeps any other
///   value and re-encodes it unchanged (`RawRepresentable` with a non-failable `init(rawValue:)`);
/// - with a fallback case: a `String`-backed enum whose unknown values decode to the fallback;
/// - closed: a plain `String`-backed enum, where unknown values fail to decode.
///
/// An enum of integers or booleans, or with a case for `null`, decodes and encodes its values
/// itself (``valueDeclaration()``), open, with a fallback or closed in the same way.
struct EnumTranslation {
  let enumType: EnumType
  let translator: SwiftTranslator

  func declaration() -> SwiftTypeDeclaration {
    if !enumType.isStringEnum { return valueDeclaration() }
    return enumType.isOpen && enumType.fallback == nil ? openDeclaration() : rawDeclaration()
  }

  /// The cases, and a fallback that is not one of them as a case whose value is its name (which
  /// the schema reader allows for strings only).
  private var declaredCases: [EnumCase] {
    var cases = enumType.cases
    if let fallback = enumType.fallback, !cases.contains(where: { $0.name == fallback }) {
      cases.append(EnumCase(name: fallback, value: .string(fallback)))
    }
    return cases
  }

  private func rawDeclaration() -> SwiftTypeDeclaration {
    let cases = declaredCases
    var members: [SwiftDeclaration] = cases.map { enumCase in
      let raw = enumCase.value == .string(enumCase.name) ? nil : SwiftLiteral.scalar(enumCase.value)
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
        SwiftSwitchCase(SwiftLiteral.scalar($0.value), [.line("self = .\(SwiftNaming.escaped($0.name))")])
      }
      + [SwiftSwitchCase("default", [.line("self = .\(unknown)(rawValue)")])]
    members.append(
      .function(
        documentation: ["The case for `rawValue`: a known one, or `.\(unknown)` keeping the value."],
        signature: SwiftFunctionSignature("\(access)init", parameters: ["rawValue: String"]),
        body: [.switchStatement(subject: "rawValue", cases: fromRaw)]))
    let toRaw =
      enumType.cases.map { SwiftSwitchCase(".\(SwiftNaming.escaped($0.name))", [.line(SwiftLiteral.scalar($0.value))]) }
      + [SwiftSwitchCase(".\(unknown)(let value)", [.line("value")])]
    members.append(
      .computedProperty(
        documentation: ["The JSON string of this value."], modifiers: access, name: "rawValue", type: "String",
        body: [.switchStatement(subject: "self", cases: toRaw)]))
    // `Codable` comes from the standard library's `RawRepresentable` conformance for `String`
    // raw values: decoding reads the string into `init(rawValue:)`, encoding writes `rawValue`.
    return SwiftTypeDeclaration(
      documentation: [
        "The values seen for one JSON string. Values not seen in the samples decode as",
        "`.\(unknown)(value)` and encode back unchanged.",
      ],
      modifiers: access, kind: .enumeration, name: enumType.name,
      inheritance: ["RawRepresentable", "Codable", "Hashable", "Sendable"], members: members)
  }

  /// An enum of integers or booleans, or with a case for `null`: a plain enum (with
  /// `unknown(Int)`… when open) whose `init(from:)` reads the value (`null` first, when a case
  /// stands for it) and whose `encode(to:)` writes each case's value.
  private func valueDeclaration() -> SwiftTypeDeclaration {
    let access = translator.access
    let kind = enumType.valueKind
    let cases = declaredCases
    let valueCases = cases.filter { $0.value != .null }
    // A boolean enum with both values has no other value to keep or reject.
    let coversEveryValue = kind == .bool && Set(valueCases.map(\.value)).count == 2
    let keepsUnknown = enumType.isOpen && enumType.fallback == nil && !coversEveryValue
    let unknown = keepsUnknown ? unknownCaseName : nil
    var members: [SwiftDeclaration] = cases.map {
      .enumCase(name: SwiftNaming.escaped($0.name), rawValue: nil, associatedType: nil)
    }
    if let unknown { members.append(.enumCase(name: unknown, rawValue: nil, associatedType: kind.swiftType)) }

    var decoding: [SwiftStatement] = [.line("let container = try decoder.singleValueContainer()")]
    if let nullCase = enumType.nullCase {
      decoding.append(
        .block(
          header: "if container.decodeNil()",
          body: [.line("self = .\(SwiftNaming.escaped(nullCase.name))"), .line("return")]))
    }
    decoding.append(.line("let value = try container.decode(\(kind.swiftType).self)"))
    var fromValue = valueCases.map {
      SwiftSwitchCase(SwiftLiteral.scalar($0.value), [.line("self = .\(SwiftNaming.escaped($0.name))")])
    }
    if let unknown {
      fromValue.append(SwiftSwitchCase("default", [.line("self = .\(unknown)(value)")]))
    } else if let fallback = enumType.fallback, !coversEveryValue {
      fromValue.append(SwiftSwitchCase("default", [.line("self = .\(SwiftNaming.escaped(fallback))")]))
    } else if !coversEveryValue {
      let listed = valueCases.map(\.value.jsonText).joined(separator: ", ")
      fromValue.append(
        SwiftSwitchCase(
          "default",
          [
            .line(
              "throw DecodingError.dataCorruptedError(in: container, debugDescription: \(SwiftLiteral.string("Expected one of \(listed), found ")) + String(describing: value) + \".\")"
            )
          ]))
    }
    decoding.append(.switchStatement(subject: "value", cases: fromValue))
    members.append(.function(documentation: [], signature: .decodingInitializer(access), body: decoding))

    var toValue = cases.map { enumCase in
      SwiftSwitchCase(
        ".\(SwiftNaming.escaped(enumCase.name))",
        [
          .line(
            enumCase.value == .null
              ? "try container.encodeNil()" : "try container.encode(\(SwiftLiteral.scalar(enumCase.value)))")
        ])
    }
    if let unknown { toValue.append(SwiftSwitchCase(".\(unknown)(let value)", [.line("try container.encode(value)")])) }
    members.append(
      .function(
        documentation: [], signature: .encodeFunction(access),
        body: [
          .line("var container = encoder.singleValueContainer()"), .switchStatement(subject: "self", cases: toValue),
        ]))

    let values =
      [kind == .integer ? "integers" : kind == .bool ? "booleans" : "strings"]
      + (enumType.nullCase == nil ? [] : ["null"])
    var documentation = ["The values seen for one JSON value (\(values.joined(separator: " or ")))."]
    if let unknown {
      documentation.append("Other values decode as `.\(unknown)(value)` and encode back unchanged.")
    } else if let fallback = enumType.fallback, !coversEveryValue {
      documentation.append("Other values decode as `.\(SwiftNaming.escaped(fallback))`.")
    }
    return SwiftTypeDeclaration(
      documentation: documentation, modifiers: access, kind: .enumeration, name: enumType.name,
      inheritance: ["Codable", "Hashable", "Sendable"] + (unknown == nil ? ["CaseIterable"] : []), members: members)
  }
}
