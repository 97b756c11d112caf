import Foundation

/// One declaration group of the support library that generated code may need: the text of one file
/// of `Sources/MantleGenSupport` (embedded in `SupportLibrary+Parts.swift`, kept in sync by a test).
struct SupportPart: Sendable {
  let id: SupportPartID
  /// The parts this part's code refers to.
  let uses: [SupportPartID]
  /// Whether the part's types appear in models' declarations (`JSONValue`), so they must be as
  /// visible as the models.
  let isAPI: Bool
  /// The Swift source, inside `extension JSONSupport { … }` blocks, with `public` only as the
  /// first word of a line.
  let source: String
}

/// Emits the support code an output needs: the parts its models use and what those parts use, in
/// a namespace of the output's own (`OrdersSupport`), so that outputs never collide in a module.
enum SupportLibrary {
  /// The namespace of the support library's own sources, replaced by each output's namespace.
  static let libraryNamespace = "JSONSupport"

  /// `parts` and every part they use, in emission order.
  static func closure(of parts: Set<SupportPartID>) -> [SupportPartID] {
    var included = Set<SupportPartID>()
    var pending = Array(parts)
    while let id = pending.popLast() {
      guard included.insert(id).inserted else { continue }
      pending += part(id).uses
    }
    return included.sorted()
  }

  /// The support declarations for `parts` (with what they use): the namespace enum, then each
  /// part's source with `libraryNamespace` renamed to `namespace` and `public` kept only on API
  /// parts when `isPublic`. The namespace is public when `isPublic` and it holds public types: API
  /// parts, or others the caller puts in it (`holdsOtherPublicTypes`).
  static func declarations(
    for parts: Set<SupportPartID>, namespace: String, isPublic: Bool, holdsOtherPublicTypes: Bool = false,
    documentation: [String]
  ) -> [SwiftDeclaration] {
    let ids = closure(of: parts)
    let namespaceIsPublic = isPublic && (holdsOtherPublicTypes || ids.contains { part($0).isAPI })
    var declarations: [SwiftDeclaration] = [
      .type(
        SwiftTypeDeclaration(
          documentation: documentation, modifiers: namespaceIsPublic ? "public " : "",
          kind: .enumeration, name: namespace, inheritance: [], members: []))
    ]
    for id in ids {
      let part = part(id)
      declarations.append(
        .verbatim(source(of: part, namespace: namespace, keepsPublic: isPublic && part.isAPI)))
    }
    return declarations
  }

  private static func part(_ id: SupportPartID) -> SupportPart {
    guard let part = parts.first(where: { $0.id == id }) else {
      preconditionFailure("support part \(id.rawValue) is not embedded")
    }
    return part
  }

  /// The part's source for an output: without `public` unless `keepsPublic` (and then without
  /// the empty `init() {}` that only public types need, with the blank line after it).
  private static func source(of part: SupportPart, namespace: String, keepsPublic: Bool) -> String {
    var lines: [String] = []
    var dropsBlankLine = false
    for line in part.source.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = String(line)
      if dropsBlankLine, line.isEmpty {
        dropsBlankLine = false
        continue
      }
      dropsBlankLine = false
      if !keepsPublic, let range = line.range(of: "public "),
        line[..<range.lowerBound].allSatisfy({ $0 == " " })
      {
        line.removeSubrange(range)
        if line.trimmingCharacters(in: .whitespaces) == "init() {}" {
          dropsBlankLine = true
          continue
        }
      }
      lines.append(renamingNamespace(in: line, to: namespace))
    }
    return lines.joined(separator: "\n")
  }

  /// `line` with every identifier `JSONSupport` replaced by `namespace`.
  private static func renamingNamespace(in line: String, to namespace: String) -> String {
    guard namespace != libraryNamespace, line.contains(libraryNamespace) else { return line }
    var result = ""
    var rest = Substring(line)
    while let range = rest.range(of: libraryNamespace) {
      let before = rest[..<range.lowerBound].last
      let after = rest[range.upperBound...].first
      let isIdentifier =
        !(before.map(isIdentifierCharacter) ?? false)
        && !(after.map(isIdentifierCharacter) ?? false)
      result += rest[..<range.lowerBound] + (isIdentifier ? namespace : libraryNamespace)
      rest = rest[range.upperBound...]
    }
    return result + rest
  }

  private static func isIdentifierCharacter(_ character: Character) -> Bool {
    character == "_" || character.isLetter || character.isNumber
  }
}
