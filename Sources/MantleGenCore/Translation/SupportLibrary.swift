import Foundation

/// One declaration group of the support library that generated code may need: the text of one file
/// of `Sources/MantleGenSupport` (embedded at build time in `SupportLibrary+Parts.swift` by the SupportEmbedding plugin).
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
  /// part's source with `libraryNamespace` renamed to `namespace`; API parts are declared with
  /// `access` when it exposes them (`public` or `package`), the others internal. The namespace is
  /// exposed when it holds exposed types: API parts, or others the caller puts in it
  /// (`holdsOtherExposedTypes`).
  static func declarations(
    for parts: Set<SupportPartID>, namespace: String, access: AccessLevel, holdsOtherExposedTypes: Bool = false,
    documentation: [String]
  ) -> [SwiftDeclaration] {
    let ids = closure(of: parts)
    let namespaceIsExposed = access.isExposed && (holdsOtherExposedTypes || ids.contains { part($0).isAPI })
    var declarations: [SwiftDeclaration] = [
      .type(
        SwiftTypeDeclaration(
          documentation: documentation, modifiers: namespaceIsExposed ? access.modifier : "",
          kind: .enumeration, name: namespace, inheritance: [], members: []))
    ]
    for id in ids {
      let part = part(id)
      declarations.append(
        .verbatim(source(of: part, namespace: namespace, access: part.isAPI ? access : .internal)))
    }
    return declarations
  }

  private static func part(_ id: SupportPartID) -> SupportPart {
    guard let part = parts.first(where: { $0.id == id }) else {
      preconditionFailure("support part \(id.rawValue) is not embedded")
    }
    return part
  }

  /// The part's source for an output, its `public` declarations declared with `access`: kept,
  /// `package`, or internal (and then without the empty `init() {}` that only exposed types need,
  /// with the blank line after it). Read as UTF-8 bytes: the rules look only at ASCII.
  private static func source(of part: SupportPart, namespace: String, access: AccessLevel) -> String {
    var source = part.source
    let renamed = Array(namespace.utf8)
    let renames = namespace != libraryNamespace
    return source.withUTF8 { bytes in
      var result: [UInt8] = []
      result.reserveCapacity(bytes.count + 256)
      var dropsBlankLine = false
      var isFirstLine = true
      var lineStart = 0
      // Every line, the empty one after a final line break included.
      while lineStart <= bytes.count {
        let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        defer { lineStart = lineEnd + 1 }
        if dropsBlankLine, lineStart == lineEnd {
          dropsBlankLine = false
          continue
        }
        dropsBlankLine = false
        var indentEnd = lineStart
        while indentEnd < lineEnd, bytes[indentEnd] == UInt8(ascii: " ") { indentEnd += 1 }
        var bodyStart = indentEnd
        var modifier: [UInt8] = []
        if access != .public, bytes[bodyStart..<lineEnd].starts(with: publicUTF8) {
          bodyStart += publicUTF8.count
          modifier = Array(access.modifier.utf8)
          if access == .internal, bytes[bodyStart..<lineEnd].elementsEqual(emptyInitializerUTF8) {
            dropsBlankLine = true
            continue
          }
        }
        if !isFirstLine { result.append(UInt8(ascii: "\n")) }
        isFirstLine = false
        result += bytes[lineStart..<indentEnd]
        result += modifier
        if renames {
          appendRenamingNamespace(in: bytes, bodyStart..<lineEnd, to: renamed, into: &result)
        } else {
          result += bytes[bodyStart..<lineEnd]
        }
      }
      return String(decoding: result, as: UTF8.self)
    }
  }

  /// Appends `bytes[range]` with every identifier `JSONSupport` replaced by `namespace` (compared
  /// byte by byte: this runs for every line of support code an output holds).
  private static func appendRenamingNamespace(
    in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, to namespace: [UInt8], into result: inout [UInt8]
  ) {
    let name = libraryNamespaceUTF8
    var copiedUpTo = range.lowerBound
    var index = range.lowerBound
    while let found = bytes[index..<range.upperBound].firstIndex(of: name[0]) {
      let end = found + name.count
      guard end <= range.upperBound else { break }
      guard bytes[found..<end].elementsEqual(name) else {
        index = found + 1
        continue
      }
      let isIdentifier =
        !(found > range.lowerBound && isIdentifierByte(bytes[found - 1]))
        && !(end < range.upperBound && isIdentifierByte(bytes[end]))
      if isIdentifier {
        result += bytes[copiedUpTo..<found]
        result += namespace
        copiedUpTo = end
      }
      index = end
    }
    result += bytes[copiedUpTo..<range.upperBound]
  }

  private static let libraryNamespaceUTF8 = Array(libraryNamespace.utf8)
  private static let publicUTF8 = Array("public ".utf8)
  private static let emptyInitializerUTF8 = Array("init() {}".utf8)

  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "_") || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte >= 0x80
  }
}
