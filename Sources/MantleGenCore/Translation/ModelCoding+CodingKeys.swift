extension ModelCoding {
  // MARK: - Coding keys

  /// The coding-key enums of every level, outermost first.
  func codingKeyEnums() -> [SwiftDeclaration] {
    var result: [SwiftDeclaration] = []
    var pending = [root]
    while !pending.isEmpty {
      let level = pending.removeFirst()
      let cases = level.entries.map { entry -> SwiftDeclaration in
        switch entry {
        case .property(let property):
          return Self.codingKey(property.swiftName, key: property.keyPath.last ?? "")
        case .fallbackKey(let caseName, let key):
          return Self.codingKey(caseName, key: key)
        case .nested(let caseName, let key, let nested):
          pending.append(nested)
          return Self.codingKey(caseName, key: key)
        }
      }
      result.append(
        .type(
          SwiftTypeDeclaration(
            documentation: [], modifiers: "private ", kind: .enumeration, name: level.enumName,
            inheritance: ["String", "CodingKey"], members: cases)))
    }
    return result
  }

  /// `case name` (escaped) for the JSON key `key`, with the key as raw value when it differs.
  private static func codingKey(_ name: String, key: String) -> SwiftDeclaration {
    .enumCase(
      name: SwiftNaming.escaped(name), rawValue: key == name ? nil : SwiftLiteral.string(key), associatedType: nil)
  }

  /// The local variable holding a nested level's container: `ResultCodingKeys` → `resultContainer`.
  static func containerName(of level: Level) -> String {
    let base = level.enumName.dropLast("CodingKeys".count)
    return base.prefix(1).lowercased() + base.dropFirst() + "Container"
  }
}
