/// A transform the user writes in Swift (Mantle's `+<key>JSONTransformer`): `custom(PriceTransform)`
/// names a type with an `init()` that conforms to the generated support code's `Transform`
/// protocol (`value(from:codingPath:)` and `json(from:)`); `custom(PriceTransform, json: string)`
/// also says which kind of JSON value it reads, for the drift check and `export`.
struct CustomTransformDefinition: TransformDefinition {
  /// The Swift type, an identifier or a dotted path of them (`Money.PriceTransform`).
  var typeName: String
  /// What the JSON holds where it applies.
  var json: JSONValueKind = .any

  private static let prefix = "custom("

  var schemaName: String { "custom(\(typeName)" + (json == .any ? "" : ", json: \(json.rawValue)") + ")" }

  static func parse(_ text: String) -> Result<Self, TransformNameError>? {
    guard text.hasPrefix(prefix) else { return nil }
    let kinds = JSONValueKind.allCases.map(\.rawValue).joined(separator: ", ")
    let usage =
      "the transform 'custom(…)' takes the name of a Swift type conforming to the support code's Transform protocol, and optionally the JSON it reads (\(kinds)): 'custom(PriceTransform)', 'custom(PriceTransform, json: string)'"
    guard text.hasSuffix(")") else { return .failure(TransformNameError(message: usage)) }
    let parts = text.dropFirst(prefix.count).dropLast().split(separator: ",", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    guard let name = parts.first, isTypeName(name), parts.count <= 2 else {
      return .failure(TransformNameError(message: usage))
    }
    var definition = Self(typeName: name)
    if parts.count == 2 {
      let setting = parts[1].split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
      guard setting.count == 2, setting[0] == "json", let kind = JSONValueKind(rawValue: setting[1]) else {
        return .failure(TransformNameError(message: usage))
      }
      definition.json = kind
    }
    return .success(definition)
  }

  /// Identifiers (letters, digits after the first, `_`) joined by dots, none a bare keyword.
  private static func isTypeName(_ text: String) -> Bool {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    return parts.allSatisfy { part in
      guard let first = part.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
      return part.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
        && !SwiftReservedNames.backtickedKeywords.contains(String(part))
    }
  }

  static let nameForms = ["custom(<Type>)"]

  var displayName: String { "custom: \(typeName)" }

  /// The user's type decides which types it converts to; the compiler checks it.
  var requiredLeaves: [TypeReference] { [] }

  func swiftExpression(for type: TypeReference, in builder: inout TransformExpressionBuilder) -> SwiftExpression {
    builder.mappingLeaves(of: type) { builder, _ in builder.userTransform(typeName) }
  }

  func jsonForm(for leaf: TypeReference) -> TransformedJSON { .kind(json) }

  func jsonSchema(for type: TypeReference) -> JSONDocument {
    JSONSchemaExporter.mappingLeaves(of: type) { _ in
      json == .any ? .object([]) : JSONSchemaExporter.type(json.rawValue)
    }
  }

  /// The user's transform decides what it reads: `update` keeps it and its type.
  func keepsType(
    _ existing: TypeReference, for inferred: TypeReference, accepts: (TypeReference, TypeReference) -> Bool
  ) -> Bool {
    true
  }
}
