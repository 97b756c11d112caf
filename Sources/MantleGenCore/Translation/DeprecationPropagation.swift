/// Deprecated models in generated code: a model the API deprecates is generated
/// `@available(*, deprecated…)`, and so is every declaration of the output that refers to it, so
/// that the output compiles without a warning and only the user's own uses warn.
///
/// Swift warns where a deprecated declaration is used outside a deprecated context, so a
/// deprecation spreads:
/// - a type alias of a deprecated type is deprecated;
/// - in another type, a stored property, enum case or computed property whose type names a
///   deprecated type is deprecated, and so is every function and computed property of that type
///   that uses one of those (its memberwise initializer, `init(from:)`, `merging(_:)`, `==`);
/// - a type's `init(from:)` and `encode(to:)` are deprecated together, and when they call another
///   type's deprecated ones (a cluster decoding its case, a model its parent), so are the caller's.
///   Decoding and encoding through `Codable` (`JSONDecoder().decode`) never warns.
///
/// The pass reads the identifiers of each declaration as rendered (comments left out), so it sees
/// exactly the names the compiler will.
struct DeprecationPropagation {
  /// The deprecated types: the attribute each is declared with.
  private var attributes: [String: String] = [:]
  /// The types that hold a deprecated type, directly or through other types: the only ones whose
  /// members may need the attribute (the others are not read).
  private var holders: Set<String> = []

  init(schema: MappingSchema) {
    for model in schema.models {
      if let message = model.deprecation { attributes[model.name] = Self.attribute(message: message) }
    }
    let referrers = Self.referrers(in: schema)
    var pending = Array(attributes.keys)
    while let name = pending.popLast() {
      for holder in referrers[name] ?? [] where holders.insert(holder).inserted { pending.append(holder) }
    }
    // An alias of a deprecated type (or of such an alias) is deprecated too.
    var changed = true
    while changed {
      changed = false
      for alias in schema.aliases where attributes[alias.name] == nil {
        if let used = firstDeprecated(in: Self.identifiers(in: TypeExpression.text(of: alias.type))) {
          attributes[alias.name] = Self.attribute(message: Self.usesMessage(used))
          changed = true
        }
      }
    }
  }

  /// The types that refer to each type of `schema` (by its properties, parent, cases or alias).
  private static func referrers(in schema: MappingSchema) -> [String: [String]] {
    var referrers: [String: [String]] = [:]
    func note(_ type: TypeReference, in holder: String) {
      if let name = type.namedLeaf { referrers[name, default: []].append(holder) }
    }
    for model in schema.models {
      for property in model.properties { note(property.type, in: model.name) }
      if let parent = model.extends { referrers[parent, default: []].append(model.name) }
    }
    for union in schema.unions { for unionCase in union.cases { note(unionCase.type, in: union.name) } }
    for cluster in schema.clusters {
      for clusterCase in cluster.cases { note(.model(clusterCase.model), in: cluster.name) }
    }
    for alias in schema.aliases { note(alias.type, in: alias.name) }
    return referrers
  }

  /// `@available(*, deprecated)`, with `message` when it is not empty.
  static func attribute(message: String) -> String {
    message.isEmpty
      ? "@available(*, deprecated)" : "@available(*, deprecated, message: \(SwiftLiteral.string(message)))"
  }

  /// The message of what uses the deprecated `type`: it names the type when the attribute then
  /// still fits the line length with its arguments on a line of their own.
  private static func usesMessage(_ type: String) -> String {
    let message = "Uses `\(type)`, which is deprecated."
    return message.count <= 64 ? message : "Uses a deprecated type."
  }

  /// `files` with the attributes added; the same files when nothing is deprecated.
  func apply(to files: [SwiftFile]) -> [SwiftFile] {
    guard !attributes.isEmpty else { return files }
    // Each member is read once; then the types whose coding functions are deprecated are found
    // until no more are.
    let types = files.flatMap { self.types(in: $0.declarations) }
    let members = types.map { holders.contains($0.name) ? $0.members.map(Member.init) : [] }
    let deprecatedTypes = Set(attributes.keys)
    var deprecatedCoding: Set<String> = []
    var plans: [TypePlan] = []
    repeat {
      let known = deprecatedCoding
      plans = members.map { TypePlan(members: $0, deprecatedTypes: deprecatedTypes, deprecatedCoding: known) }
      for (type, plan) in zip(types, plans) where plan.deprecatesCoding { deprecatedCoding.insert(type.name) }
      if deprecatedCoding == known { break }
    } while true
    var next = 0
    return files.map { file in
      var file = file
      file.declarations = file.declarations.map { rewrite($0, plans: plans, next: &next) }
      return file
    }
  }

  /// `declaration` with its attributes; `plans` are those of ``types(in:)``'s types in order, and
  /// `next` the index of the next one.
  private func rewrite(_ declaration: SwiftDeclaration, plans: [TypePlan], next: inout Int) -> SwiftDeclaration {
    switch declaration {
    case .type(var type):
      if let attribute = attributes[type.name] {
        type.attributes.insert(attribute, at: 0)
        return .type(type)
      }
      let messages = plans[next].messages
      next += 1
      type.members = type.members.enumerated().map { index, member in
        let rewritten = rewrite(member, plans: plans, next: &next)
        guard let message = messages[index] else { return rewritten }
        return .attributed(attribute: Self.attribute(message: message), rewritten)
      }
      return .type(type)
    case .extensionBlock(let name, let members):
      // An extension of a deprecated type (its host, with `nested: true`) warns unless it is
      // deprecated itself, which makes everything in it a deprecated context.
      if let attribute = attributes[name] { return .attributed(attribute: attribute, declaration) }
      return .extensionBlock(name: name, members: members.map { rewrite($0, plans: plans, next: &next) })
    case .typeAlias(_, _, let name, let type):
      if let attribute = attributes[name] { return .attributed(attribute: attribute, declaration) }
      guard let used = firstDeprecated(in: Self.identifiers(in: type)) else { return declaration }
      return .attributed(attribute: Self.attribute(message: Self.usesMessage(used)), declaration)
    default:
      return declaration
    }
  }

  private func firstDeprecated(in identifiers: Set<Substring>) -> String? {
    Self.first(of: attributes.keys, in: identifiers)
  }

  /// The first (by name) of `names` that `identifiers` holds, if any.
  private static func first(of names: some Collection<String>, in identifiers: Set<Substring>) -> String? {
    names.filter { identifiers.contains(Substring($0)) }.min()
  }

  /// The types declared in `declarations` that are not deprecated themselves, nested ones and
  /// those in extensions included, in the order ``rewrite(_:plans:next:)`` meets them.
  private func types(in declarations: [SwiftDeclaration]) -> [SwiftTypeDeclaration] {
    declarations.flatMap { declaration -> [SwiftTypeDeclaration] in
      switch declaration {
      case .type(let type) where attributes[type.name] == nil: [type] + types(in: type.members)
      case .extensionBlock(let name, let members) where attributes[name] == nil: types(in: members)
      default: []
      }
    }
  }

  /// The identifiers in Swift source text, comments left out.
  static func identifiers(in text: String) -> Set<Substring> {
    var identifiers: Set<Substring> = []
    for line in text.split(separator: "\n") where !line.drop(while: { $0 == " " }).hasPrefix("//") {
      let bytes = line.utf8
      var start: String.Index?
      for index in bytes.indices {
        let byte = bytes[index]
        // ASCII letters, digits and `_`, and any non-ASCII scalar (Swift allows many in names).
        let isPart =
          byte == UInt8(ascii: "_") || byte >= 0x80 || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
          || (byte >= 0x30 && byte <= 0x39)
        if isPart, start == nil, !(byte >= 0x30 && byte <= 0x39) { start = index }
        if !isPart, let first = start {
          identifiers.insert(line[first..<index])
          start = nil
        }
      }
      if let first = start { identifiers.insert(line[first...]) }
    }
    return identifiers
  }

  /// One member of a type, as the pass sees it.
  private struct Member {
    /// The name other members use it by (`nil` for an initializer or a nested type).
    var name: String?
    /// The identifiers of the type of a stored property, enum case or computed property.
    var typeIdentifiers: Set<Substring> = []
    /// A function or computed property: code that may use other members.
    var isCode = false
    /// `init(from:)` or `encode(to:)`.
    var isCoding = false
    /// Already deprecated by its translator (a property the API deprecates), or an attribute's
    /// declaration.
    var isAttributed = false
    /// The identifiers of its text.
    var identifiers: Set<Substring>

    init(_ declaration: SwiftDeclaration) {
      identifiers = DeprecationPropagation.identifiers(in: SwiftRenderer.text(of: declaration))
      switch declaration {
      case .attributed(_, let declaration):
        self = Member(declaration)
        isAttributed = true
      case .property(let property):
        (name, typeIdentifiers) = (property.name, DeprecationPropagation.identifiers(in: property.type))
      case .enumCase(let caseName, _, let associatedType, _):
        (name, typeIdentifiers) = (caseName, DeprecationPropagation.identifiers(in: associatedType ?? ""))
      case .computedProperty(_, _, let propertyName, let type, _):
        (name, typeIdentifiers, isCode) = (propertyName, DeprecationPropagation.identifiers(in: type), true)
      case .function(_, let signature, _):
        let head = signature.head
        isCoding =
          signature == .decodingInitializer(String(head.dropLast("init".count)))
          || signature == .encodeFunction(String(head.dropLast("func encode".count)))
        let functionName = head.split(separator: " ").last.map(String.init)
        (name, isCode) = (functionName == "init" ? nil : functionName, true)
      default:
        name = nil
      }
    }
  }

  /// Which members of one type that is not deprecated itself get the attribute, and with what
  /// message.
  private struct TypePlan {
    /// The message of each member (by index) that gets the attribute.
    var messages: [Int: String] = [:]
    /// Whether the type's own `init(from:)`/`encode(to:)` are deprecated.
    var deprecatesCoding = false

    init(members: [Member], deprecatedTypes: Set<String>, deprecatedCoding: Set<String>) {
      // Members that hold a deprecated type…
      var deprecatedNames = deprecatedTypes
      var cause: String?
      for (index, member) in members.enumerated() where !member.isAttributed {
        guard let used = DeprecationPropagation.first(of: deprecatedTypes, in: member.typeIdentifiers) else { continue }
        messages[index] = DeprecationPropagation.usesMessage(used)
        if let name = member.name { deprecatedNames.insert(name) }
        cause = cause.map { min($0, used) } ?? used
      }
      // …then the code that uses them, until nothing more is found.
      var changed = true
      while changed {
        changed = false
        for (index, member) in members.enumerated()
        where member.isCode && !member.isAttributed && messages[index] == nil {
          let names = member.isCoding ? deprecatedNames.union(deprecatedCoding) : deprecatedNames
          guard let used = DeprecationPropagation.first(of: names, in: member.identifiers) else { continue }
          let reason = cause ?? (deprecatedTypes.contains(used) ? used : nil)
          messages[index] = reason.map(DeprecationPropagation.usesMessage) ?? ""
          if let name = member.name { deprecatedNames.insert(name) }
          if member.isCoding {
            // Decoding and encoding go together: both or neither.
            deprecatesCoding = true
            for (other, sibling) in members.enumerated() where sibling.isCoding && messages[other] == nil {
              messages[other] = messages[index]
            }
          }
          changed = true
        }
      }
    }
  }
}
