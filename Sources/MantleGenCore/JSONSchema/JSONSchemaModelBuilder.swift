/// Walks a JSON Schema document and collects the mapping schema's named types: models, enums,
/// unions and clusters. One instance per import.
struct JSONSchemaModelBuilder {
  /// What one subschema means: a type, whether `null` is also accepted, and the transform
  /// that reads the leaf (dates, lower-case UUIDs).
  struct Translated: Hashable {
    var type: TypeReference
    var isNullable = false
    var transform: Transform?

    static let anyValue = Translated(type: .jsonValue)

    /// The type as a union case or root type can hold it: no transform (dates stay strings).
    var plainType: TypeReference {
      guard transform != nil else { return type }
      return type.replacingLeaf(with: .string)
    }
  }

  let document: LocatedJSON
  /// See ``resolve(_:)``.
  let resolvedNodes = ResolvedNodes()
  var models: [Model] = []
  var unions: [UnionType] = []
  var enums: [EnumType] = []
  var clusters: [ClusterType] = []
  var aliases: [TypeAlias] = []
  var warnings: [Diagnostic] = []
  var typeNames = NameRegistry()
  /// Translations of `$ref` targets, by JSON pointer.
  var references: [String: Translated] = [:]
  /// Pointers being translated (a `$ref` to one of them is a recursion).
  var inProgress: Set<String> = []
  /// Names handed out for recursive references before their target was translated, and the
  /// names reserved for declared types (components, `$defs`) before anything was translated.
  var recursiveNames: [String: String] = [:]
  /// The names of declared types (OpenAPI components, `$defs` entries), taken before any inline
  /// type is named: an inline type whose plain name is one of them is named after its parent.
  var declaredNames: Set<String> = []
  /// Pointers that were actually referenced from inside their own translation (or deferred).
  var recursiveUses: Set<String> = []
  /// Pointers of object schemas being translated (met again inside themselves, they are recursion).
  var objectsInProgress: Set<String> = []
  /// How many translations are under way, one inside the other.
  var nesting = 0
  /// How deep subschemas are translated on the stack (beyond, they become `JSONValue`).
  static let nestingLimit = 160
  /// References met too deep to translate on the stack: pointer, target and the name given.
  var deferred: [(pointer: String, target: LocatedJSON, name: String)] = []

  /// Whether the document is OpenAPI, whose schema objects may say `nullable: true` (3.0).
  let isOpenAPI: Bool

  /// The choices the import was asked to make (null kept apart, unknown keys kept).
  let options: ImportOptions

  init(document: LocatedJSON, isOpenAPI: Bool = false, options: ImportOptions = ImportOptions()) {
    self.document = document
    self.isOpenAPI = isOpenAPI
    self.options = options
  }

  /// The type of a whole document; its named type (if it makes one) is called `name`.
  mutating func rootType(named name: String) throws(Diagnostic) -> TypeReference {
    recursiveNames["#"] = typeNames.claim(name)
    for keyword in ["$defs", "definitions"] {
      for entry in document.member(keyword)?.members ?? [] {
        reserveDeclaredName(forKey: entry.key, pointer: "#/\(keyword)/" + Self.escape(entry.key))
      }
    }
    inProgress.insert("#")
    let root = try translate(document, hint: name, pointer: "#")
    inProgress.remove("#")
    references["#"] = root
    try translateDeferredReferences()
    let type = fixRecursiveReferences(in: [root.plainType])[0]
    return root.isNullable ? .optional(type) : type
  }

  /// A located warning; with `pointer`, the message starts with the JSON pointer of the subschema.
  mutating func warn(_ message: String, at node: LocatedJSON, pointer: String? = nil) {
    let place = pointer.map { ExternalReferences.display($0) + ": " } ?? ""
    warnings.append(Diagnostic(.warning, place + message, at: node.location))
  }

  /// Keywords that change which values a schema accepts in ways a model cannot follow, and what
  /// ignoring them means.
  static let unhonouredKeywords: [(keyword: String, consequence: String)] = [
    ("not", "the model also accepts the values it excludes"),
    ("if", "what the conditional subschema adds is not in the model"),
    ("then", "what the conditional subschema adds is not in the model"),
    ("else", "what the conditional subschema adds is not in the model"),
    ("dependentSchemas", "what it adds when a key is present is not in the model"),
    ("dependencies", "what it adds when a key is present is not in the model"),
    ("unevaluatedProperties", "the keys it describes are kept as they are, not typed"),
    ("unevaluatedItems", "the elements it describes are kept as they are, not typed"),
  ]

  /// Warns, naming the pointer, about each keyword of `node` that import cannot honour (a
  /// `dependencies` list of keys, or `unevaluated…: false`, only checks and changes nothing).
  private mutating func warnAboutUnhonouredKeywords(of node: LocatedJSON, pointer: String) {
    for (keyword, consequence) in Self.unhonouredKeywords {
      guard let value = node.member(keyword) else { continue }
      if keyword.hasPrefix("unevaluated"), case .bool = value.value { continue }
      if keyword == "dependencies", value.members.allSatisfy({ $0.value.elements != nil }) { continue }
      warn("'\(keyword)' is not honoured: \(consequence)", at: value, pointer: pointer)
    }
  }

  /// Reserves the name of the declared type at `pointer` (a component or `$defs` key), before any
  /// inline type is named; its type is made under that name, never merged into another.
  mutating func reserveDeclaredName(forKey key: String, pointer: String) {
    let name = typeNames.claim(SwiftNaming.typeName(forKey: key))
    recursiveNames[pointer] = name
    declaredNames.insert(name)
    // A declared type that is only a reference into another file (`Pet: {$ref: pet.json}`) is
    // that file's schema, under the declared name.
    if let node = resolve(pointer), node.members.allSatisfy({ ["$ref", "description", "title"].contains($0.key) }),
      let target = node.member("$ref")?.string, target.hasPrefix("#/" + ExternalReferences.member + "/"),
      recursiveNames[target] == nil
    {
      recursiveNames[target] = name
    }
  }

  /// Whether the type made at `pointer` is a declared one (its name reserved): never merged into
  /// another type of the same shape.
  func isDeclaredType(_ pointer: String) -> Bool {
    recursiveNames[pointer].map(declaredNames.contains) ?? false
  }

  /// The hint for an inline type at the key of a property of `parent`: `hint`, unless a declared
  /// type or another inline one holds that name, then ``SwiftNaming/qualifiedTypeName(_:owner:)``
  /// (`PagesBuildStatus` beside a `Status` component, `TimelineSkillCardEntry` beside another
  /// card's `Entry`, `WatermarkPayload` in `Watermark`). A type of the same shape is still one
  /// type, under the first name.
  func inlineHint(_ hint: String, inside parent: String) -> String {
    guard declaredNames.contains(hint) || typeNames.isTaken(hint) else { return hint }
    return SwiftNaming.qualifiedTypeName(hint, owner: parent)
  }

  /// The name for a new named type at `pointer`: the one recursive references already use, else
  /// `hint` made unique.
  mutating func claimName(_ hint: String, pointer: String) -> String {
    if let name = recursiveNames[pointer], !isDeclared(name) { return name }
    let name = typeNames.claim(hint)
    if recursiveNames[pointer] == nil { recursiveNames[pointer] = name }
    return name
  }

  /// Whether references already use a name for the type made at `pointer` (it must then be made
  /// under that name, not shared with an identical type).
  func isNamedByReferences(_ pointer: String) -> Bool {
    recursiveNames[pointer].map { !isDeclared($0) } ?? false
  }

  func isDeclared(_ name: String) -> Bool {
    models.contains { $0.name == name } || unions.contains { $0.name == name } || enums.contains { $0.name == name }
      || clusters.contains { $0.name == name }
  }

  /// The meaning of the subschema `node` found at `pointer`; `hint` names the types it makes.
  mutating func translate(_ node: LocatedJSON, hint: String, pointer: String) throws(Diagnostic) -> Translated {
    guard nesting < Self.nestingLimit else {
      warn(
        "subschemas nest more than \(Self.nestingLimit) deep here (or inline a reference to themselves); the value becomes JSONValue",
        at: node, pointer: pointer)
      return .anyValue
    }
    nesting += 1
    defer { nesting -= 1 }
    var translated = try translateSchema(node, hint: hint, pointer: pointer)
    if isMarkedNullable(node) { translated.isNullable = true }
    return translated
  }

  /// Whether an OpenAPI schema object says `nullable: true` (OpenAPI 3.0's way to allow `null`),
  /// or Swagger 2.0's `x-nullable: true`.
  func isMarkedNullable(_ node: LocatedJSON) -> Bool {
    guard isOpenAPI, case .bool(true)? = (node.member("nullable") ?? node.member("x-nullable"))?.value else {
      return false
    }
    return true
  }

  private mutating func translateSchema(_ node: LocatedJSON, hint: String, pointer: String) throws(Diagnostic)
    -> Translated
  {
    switch node.value {
    case .bool(true): return .anyValue
    case .bool(false):
      warn("the schema 'false' accepts no value; the property becomes JSONValue", at: node, pointer: pointer)
      return .anyValue
    case .object: break
    default:
      warn(
        "a schema must be an object or a boolean, not \(node.kindDescription); it becomes JSONValue", at: node,
        pointer: pointer)
      return .anyValue
    }
    if let reference = node.member("$ref") {
      let target = try translateReference(reference, hint: hint, from: pointer)
      return try addingSiblingTypes(to: target, of: node, hint: hint, pointer: pointer)
    }
    for keyword in ["$dynamicRef", "$recursiveRef"] where node.member(keyword) != nil {
      warn(
        "'\(keyword)' is not supported; the value becomes JSONValue", at: node.member(keyword) ?? node, pointer: pointer
      )
      return .anyValue
    }
    // `allOf` of one reference and nothing else that shapes the value (OpenAPI 3.0's nullable
    // reference, or a reference with its own description, beside it or in a part of its own): the
    // referenced type itself.
    if let parts = node.member("allOf")?.elements,
      let index = parts.firstIndex(where: { $0.member("$ref") != nil && $0.members.count == 1 }),
      parts.indices.allSatisfy({
        $0 == index || parts[$0].members.allSatisfy { Self.annotationKeywords.contains($0.key) }
      }),
      node.members.allSatisfy({ $0.key == "allOf" || !Self.shapingKeywords.contains($0.key) })
    {
      return try translate(parts[index], hint: hint, pointer: pointer + "/allOf/\(index)")
    }
    // The merged `allOf` holds this node's keywords too: it reports them.
    if node.member("allOf") != nil {
      return try translate(merged(node), hint: hint, pointer: pointer)
    }
    warnAboutUnhonouredKeywords(of: node, pointer: pointer)
    if let branches = (node.member("oneOf") ?? node.member("anyOf"))?.elements {
      return try translateAlternatives(branches, of: node, hint: hint, pointer: pointer)
    }
    if let values = node.member("enum")?.elements {
      return translateValues(values, at: node, hint: hint, pointer: pointer)
    }
    if let value = node.member("const") { return translateValues([value], at: node, hint: hint, pointer: pointer) }
    return try translateTyped(node, hint: hint, pointer: pointer)
  }

  /// `type` (a name or an array of names, `null` making the value nullable), or the kind the
  /// keywords imply when there is no `type`.
  private mutating func translateTyped(_ node: LocatedJSON, hint: String, pointer: String) throws(Diagnostic)
    -> Translated
  {
    var names: [String]
    if let typeNames = node.typeNames {
      names = typeNames
    } else if ["properties", "additionalProperties", "patternProperties", "required"].contains(where: {
      node.member($0) != nil
    }) {
      names = ["object"]
    } else if ["items", "prefixItems"].contains(where: { node.member($0) != nil }) {
      names = ["array"]
    } else {
      return .anyValue
    }
    let isNullable = names.contains("null")
    names.removeAll { $0 == "null" }
    var kinds: [Translated] = []
    for name in names {
      var kind = try translateKind(name, node: node, hint: hint, pointer: pointer)
      if kind.isNullable { kind.isNullable = false }
      if !kinds.contains(kind) { kinds.append(kind) }
    }
    var result: Translated
    switch kinds.count {
    case 0: result = .anyValue
    case 1: result = kinds[0]
    default: result = Translated(type: makeUnion(kinds.map(\.plainType), hint: hint, pointer: pointer))
    }
    result.isNullable = result.isNullable || isNullable
    return result
  }

  /// A `$ref` with a `type` beside it (2019-09 and later apply both; older schemas use it the
  /// same way): kinds the type allows beyond the target's own make a union with it, `null` makes it
  /// nullable.
  private mutating func addingSiblingTypes(
    to target: Translated, of node: LocatedJSON, hint: String, pointer: String
  ) throws(Diagnostic) -> Translated {
    guard let names = node.typeNames else { return target }
    var result = target
    if names.contains("null") { result.isNullable = true }
    let own: Set<String>
    switch target.plainType {
    case .model, .cluster, .dictionary: own = ["object"]
    case .array: own = ["array"]
    case .string, .enumeration: own = ["string"]
    case .int, .int32, .int64: own = ["integer", "number"]
    case .double: own = ["number", "integer"]
    case .bool: own = ["boolean"]
    default: return result
    }
    var kinds = [target.plainType]
    for name in names where name != "null" && !own.contains(name) {
      let kind = try translateKind(name, node: node, hint: hint, pointer: pointer).plainType
      if !kinds.contains(kind) { kinds.append(kind) }
    }
    guard kinds.count > 1 else { return result }
    return Translated(type: makeUnion(kinds, hint: hint, pointer: pointer), isNullable: result.isNullable)
  }

  private mutating func translateKind(_ name: String, node: LocatedJSON, hint: String, pointer: String)
    throws(Diagnostic) -> Translated
  {
    switch name {
    case "integer":
      switch node.member("format")?.string {
      case "int32": return Translated(type: .int32)
      case "int64": return Translated(type: .int64)
      default: return Translated(type: .int)
      }
    case "number": return Translated(type: .double)
    case "boolean": return Translated(type: .bool)
    case "string": return translateString(node)
    case "object": return try translateObject(node, hint: hint, pointer: pointer)
    case "array": return try translateArray(node, hint: hint, pointer: pointer)
    default:
      warn("unknown type '\(name)'; the value becomes JSONValue", at: node.member("type") ?? node, pointer: pointer)
      return .anyValue
    }
  }

  /// Strings, with `format` `date-time` (any RFC 3339 layout: `iso8601(any)`, which keeps the
  /// instant), `date` (`yyyy-MM-dd`), `uri` and `uuid` as `Date`, `URL` and `UUID`.
  private mutating func translateString(_ node: LocatedJSON) -> Translated {
    if node.member("contentEncoding")?.string == "base64" { return Translated(type: .data) }
    switch node.member("format")?.string {
    case "date": return Translated(type: .day)
    case "uri", "iri": return Translated(type: .url)
    case "uuid": return Translated(type: .uuid, transform: .lowercaseUUID)
    case "date-time": return Translated(type: .dateTime)
    default: return Translated(type: .string)
    }
  }
}
