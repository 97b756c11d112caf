import Foundation

extension JSONSchemaModelBuilder {
  /// A `$ref`: local ones (`#`, `#/$defs/…`, `#/definitions/…`, any JSON pointer in the document,
  /// and those into other local files, which ``ExternalReferences`` made local) are translated once
  /// and shared; a recursive one refers to the type being made; one into a remote document is
  /// `JSONValue`, with a warning.
  mutating func translateReference(_ reference: LocatedJSON, hint: String, from source: String) throws(Diagnostic)
    -> Translated
  {
    guard let pointer = reference.string else {
      warn("'$ref' must be a string; the value becomes JSONValue", at: reference, pointer: source)
      return .anyValue
    }
    guard pointer.hasPrefix("#") else {
      warn(
        "'$ref' '\(pointer)' points into a remote document, which import does not read (only references inside the document, such as '#/$defs/Name', and into JSON or YAML files in its folder); the value becomes JSONValue",
        at: reference, pointer: source)
      return .anyValue
    }
    if let known = references[pointer] { return known }
    guard let target = resolve(pointer) else {
      warn(
        "'$ref' '\(pointer)' points at nothing in this document; the value becomes JSONValue", at: reference,
        pointer: source)
      return .anyValue
    }
    // Named after the last token of the pointer (the key of a component or `$defs` entry, or the
    // name of a file), never after `title`, which is documentation.
    let key =
      ExternalReferences.fileTypeKey(ofPointer: pointer)
      ?? pointer.split(separator: "/").last.map {
        Self.unescape(String($0))
      }
    let name = key.map(SwiftNaming.typeName(forKey:)) ?? hint
    if inProgress.contains(pointer) {
      recursiveUses.insert(pointer)
      if let existing = recursiveNames[pointer] { return Translated(type: .model(existing)) }
      let claimed = typeNames.claim(name)
      recursiveNames[pointer] = claimed
      return Translated(type: .model(claimed))
    }
    if inProgress.count >= Self.referenceDepthLimit {
      // Deep chains of references are translated later, from a work list, not on the stack: the
      // reference is named now, like a recursive one.
      recursiveUses.insert(pointer)
      let claimed = recursiveNames[pointer] ?? typeNames.claim(name)
      recursiveNames[pointer] = claimed
      deferred.append((pointer, target, claimed))
      return Translated(type: .model(claimed))
    }
    return try translateTarget(target, hint: name, pointer: pointer)
  }

  /// The type of the declared schema `node` at `pointer` (a component, or an operation's inline
  /// body) under the name reserved for it (``reserveDeclaredName(forKey:pointer:)``).
  mutating func translateDeclared(_ node: LocatedJSON, pointer: String) throws(Diagnostic) -> Translated {
    if let known = references[pointer] { return known }
    return try translateTarget(node, hint: recursiveNames[pointer] ?? "Root", pointer: pointer)
  }

  /// How many references deep translation follows on the stack before deferring.
  static let referenceDepthLimit = 24

  private mutating func translateTarget(_ target: LocatedJSON, hint: String, pointer: String) throws(Diagnostic)
    -> Translated
  {
    inProgress.insert(pointer)
    let result = try translate(target, hint: hint, pointer: pointer)
    inProgress.remove(pointer)
    references[pointer] = result
    return result
  }

  /// Translates the references deferred by deep chains (and those they defer in turn).
  mutating func translateDeferredReferences() throws(Diagnostic) {
    var next = 0
    while next < deferred.count {
      let (pointer, target, name) = deferred[next]
      next += 1
      if references[pointer] == nil { _ = try translateTarget(target, hint: name, pointer: pointer) }
    }
    deferred.removeAll()
  }

  /// The node at a JSON pointer fragment (`#/$defs/Node`, `#/properties/a~1b`), if there is one.
  func resolve(_ fragment: String) -> LocatedJSON? {
    if let known = resolvedNodes.nodes[fragment] { return known }
    let node = Self.resolve(fragment, in: document)
    resolvedNodes.nodes[fragment] = node
    return node
  }

  /// The nodes ``resolve(_:)`` found, by fragment: the references of a large document point into
  /// a few large objects (`components.schemas`), whose members would be searched for each one.
  final class ResolvedNodes {
    var nodes: [String: LocatedJSON?] = [:]
  }

  /// The node of `document` that the fragment (`#/components/schemas/Pet`) points at, if any.
  static func resolve(_ fragment: String, in document: LocatedJSON) -> LocatedJSON? {
    var node = document
    let path = fragment.dropFirst()
    guard !path.isEmpty else { return node }
    guard path.hasPrefix("/") else { return nil }
    for token in path.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
      let key = Self.unescape(String(token).removingPercentEncoding ?? String(token))
      switch node.value {
      case .object:
        guard let next = node.member(key) else { return nil }
        node = next
      case .array(let elements):
        guard let index = Int(key), elements.indices.contains(index) else { return nil }
        node = elements[index]
      default: return nil
      }
    }
    return node
  }

  /// A JSON pointer token with `~1` and `~0` replaced by `/` and `~`.
  static func unescape(_ token: String) -> String {
    token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
  }

  /// A JSON pointer token for `key`.
  static func escape(_ key: String) -> String {
    key.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
  }

  /// After the walk: a recursive reference was given a model's name before its target was made;
  /// where the target became a union, cluster or enum, the references take that kind, and where it
  /// became no declared type at all (something other than an object, or references that only
  /// lead to each other: `{"$ref": "#"}`), they become `JSONValue`. Returns `types` (the types a
  /// root may be, endpoints' types) fixed the same way.
  mutating func fixRecursiveReferences(in types: [TypeReference]) -> [TypeReference] {
    var replacements: [String: TypeReference] = [:]
    for (pointer, name) in recursiveNames.sorted(by: { $0.key < $1.key }) where recursiveUses.contains(pointer) {
      guard let final = references[pointer], let leafName = final.type.namedLeaf, isDeclared(leafName),
        final.type == final.type.leaf
      else {
        replacements[name] = .jsonValue
        warnings.append(
          Diagnostic(
            .warning,
            "'\(pointer)' refers to itself through something that is not an object; the recursive places become JSONValue",
            at: resolve(pointer)?.location))
        continue
      }
      if final.type != .model(name) || final.isNullable {
        replacements[name] = final.isNullable ? .optional(final.type) : final.type
      }
    }
    guard !replacements.isEmpty else { return types }
    func fix(_ type: TypeReference) -> TypeReference {
      guard case .model(let name) = type.leaf, let replacement = replacements[name] else { return type }
      if case .optional = replacement, case .optional = type { return type.replacingLeaf(with: replacement.leaf) }
      return type.replacingLeaf(with: replacement)
    }
    for modelIndex in models.indices {
      for index in models[modelIndex].properties.indices {
        models[modelIndex].properties[index].type = fix(models[modelIndex].properties[index].type)
      }
    }
    for unionIndex in unions.indices {
      for index in unions[unionIndex].cases.indices {
        unions[unionIndex].cases[index].type = fix(unions[unionIndex].cases[index].type)
      }
    }
    for index in aliases.indices { aliases[index].type = fix(aliases[index].type) }
    return types.map(fix)
  }
}
