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
  /// the empty `init() {}` that only public types need, with the blank line after it). Read as
  /// UTF-8 bytes: the rules look only at ASCII.
  private static func source(of part: SupportPart, namespace: String, keepsPublic: Bool) -> String {
    var result: [UInt8] = []
    result.reserveCapacity(part.source.utf8.count + 256)
    var dropsBlankLine = false
    var isFirstLine = true
    for line in part.source.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
      if dropsBlankLine, line.isEmpty {
        dropsBlankLine = false
        continue
      }
      dropsBlankLine = false
      let indent = line.prefix { $0 == UInt8(ascii: " ") }.count
      var body = line.dropFirst(indent)
      if !keepsPublic, body.starts(with: "public ".utf8) {
        body = body.dropFirst("public ".utf8.count)
        if body.elementsEqual("init() {}".utf8) {
          dropsBlankLine = true
          continue
        }
      }
      if !isFirstLine { result.append(UInt8(ascii: "\n")) }
      isFirstLine = false
      result += repeatElement(UInt8(ascii: " "), count: indent)
      appendRenamingNamespace(in: body, to: namespace, into: &result)
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// Appends `line` with every identifier `JSONSupport` replaced by `namespace` (compared byte by
  /// byte: this runs for every line of support code an output holds).
  private static func appendRenamingNamespace(
    in line: Substring.UTF8View, to namespace: String, into result: inout [UInt8]
  ) {
    guard namespace != libraryNamespace else {
      result += line
      return
    }
    let bytes = Array(line)
    let name = libraryNamespaceUTF8
    var index = 0
    var copiedUpTo = 0
    while index + name.count <= bytes.count {
      guard bytes[index] == name[0], bytes[index..<index + name.count].elementsEqual(name) else {
        index += 1
        continue
      }
      let end = index + name.count
      let isIdentifier =
        !(index > 0 && isIdentifierByte(bytes[index - 1])) && !(end < bytes.count && isIdentifierByte(bytes[end]))
      if isIdentifier {
        result += bytes[copiedUpTo..<index]
        result += namespace.utf8
        copiedUpTo = end
      }
      index = end
    }
    result += bytes[copiedUpTo...]
  }

  private static let libraryNamespaceUTF8 = Array(libraryNamespace.utf8)

  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "_") || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte >= 0x80
  }
}
