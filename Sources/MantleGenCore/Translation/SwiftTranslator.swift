import Dispatch

/// Translates a ``ResolvedSchema`` into Swift files: one per model, enum, union and cluster, one for
/// a root type alias when the root is not a model, and one support file, `<Root>Support.swift`,
/// when the models need support code or a namespace.
///
/// Everything an output declares besides its models lives in its namespace enum
/// (`<Root>Support`): the support code (or, with `support: shared`, a reference to the one shared
/// `JSONSupport`) and unions made only of plain Swift types (`IntOrString`), which every output
/// would otherwise declare under the same name. So any number of outputs share one module.
struct SwiftTranslator {
  let schema: MappingSchema
  /// Models that must be classes because they contain themselves without an array in between.
  let classModels: Set<String>
  /// The output's own namespace enum, `<Root>Support`.
  let namespace: String
  /// Where support code lives: `namespace`, or the shared `JSONSupport`.
  let supportNamespace: String
  /// Unions nested in `namespace` (their cases are plain Swift types).
  let nestedUnions: Set<String>
  /// For every model, union and cluster, the types it stores by value (see ``RecursionAnalysis``).
  let valueEdges: [String: Set<String>]
  /// With `"nested": true`, the type every other declared type is nested in (``nestingHost(of:)``).
  let host: String?

  init(schema resolved: ResolvedSchema) {
    let schema = resolved.schema
    self.schema = schema
    self.classModels =
      schema.options.usesClasses
      ? Set(schema.models.map(\.name)) : RecursionAnalysis.modelsNeedingReferenceSemantics(in: schema)
    self.namespace = SwiftNaming.supportNamespace(forRoot: schema.rootName)
    self.supportNamespace = schema.options.sharesSupport ? SupportLibrary.libraryNamespace : namespace
    self.nestedUnions = Self.namespacedUnionNames(of: schema)
    self.valueEdges = RecursionAnalysis.valueEdges(schema)
    self.host = schema.options.nestsTypes ? Self.nestingHost(of: schema) : nil
  }

  /// The type that holds the others when types are nested: the root when the schema declares it,
  /// else the declared type the root is made of (`Repos = [Repo]` → `Repo`); `nil` when the root
  /// is made of plain types only.
  static func nestingHost(of schema: MappingSchema) -> String? {
    let declared = Set(schema.declaredTypeNames)
    if declared.contains(schema.rootName) { return schema.rootName }
    return schema.rootType.namedLeaf.flatMap { declared.contains($0) ? $0 : nil }
  }

  /// The unions declared inside the output's own namespace (`OrdersSupport.IntOrString`) instead
  /// of at the top level of the module: those made of plain types only, which every output may
  /// declare alike, unless the union is the root.
  static func namespacedUnionNames(of schema: MappingSchema) -> Set<String> {
    Set(
      schema.unions.filter { union in
        union.name != schema.rootName && union.cases.allSatisfy { $0.type.namedLeaf == nil }
      }.map(\.name))
  }

  /// `Codable, Hashable, Sendable`, without `Sendable` when a class has `var` properties (shared
  /// mutable state), which every type that may contain it would then inherit.
  var conformances: [String] {
    let hasMutableClass = schema.options.usesVariables && !classModels.isEmpty
    return hasMutableClass ? ["Codable", "Hashable"] : ["Codable", "Hashable", "Sendable"]
  }

  /// The access modifier of generated declarations, with its trailing space.
  var access: String { schema.options.accessLevel.modifier }

  /// Every file, in a stable order (by file name).
  func files() -> [SwiftFile] {
    var files: [SwiftFile] = []
    // Models are translated on all cores (a large schema has hundreds, and nothing is shared),
    // those with the most properties first.
    let translations = schema.models.concurrentMap(largestFirst: \.properties.count) { model in
      ModelTranslation(model: model, translator: self).translate()
    }
    for (model, declaration) in zip(schema.models, translations) {
      files.append(typeFile(model.name, .type(declaration)))
    }
    for union in schema.unions {
      let declaration = SwiftDeclaration.type(UnionTranslation(union: union, translator: self).declaration())
      if nestedUnions.contains(union.name) {
        files.append(
          file(
            named: "\(namespace)+\(union.name)", declaring: union.name,
            declarations: [.extensionBlock(name: namespace, members: [declaration])]))
      } else {
        files.append(typeFile(union.name, declaration))
      }
    }
    for enumType in schema.enums {
      files.append(typeFile(enumType.name, .type(EnumTranslation(enumType: enumType, translator: self).declaration())))
    }
    for cluster in schema.clusters {
      files.append(typeFile(cluster.name, .type(ClusterTranslation(cluster: cluster, translator: self).declaration())))
    }
    for alias in schema.aliases {
      let documentation =
        alias.documentation.map(ModelTranslation.commentLines) ?? ["Another name for `\(typeName(alias.type))`."]
      files.append(
        typeFile(
          alias.name,
          .typeAlias(documentation: documentation, modifiers: access, name: alias.name, type: typeName(alias.type))))
    }
    if !declaredTypeNames.contains(schema.rootName) {
      let alias = SwiftDeclaration.typeAlias(
        documentation: ["A whole JSON document, as decoded by `JSONDecoder`."],
        modifiers: access, name: schema.rootName, type: typeName(schema.rootType))
      files.append(file(named: schema.rootName, declaring: schema.rootName, declarations: [alias]))
    }
    files = DeprecationPropagation(schema: schema).apply(to: files)
    // The parts the code refers to, and `JSONValue` where a type spells it.
    var parts = Set(files.flatMap { $0.declarations.flatMap(\.supportParts) }.compactMap(SupportPartID.init(rawValue:)))
    parts.formUnion(typeParts)
    if let support = supportFile(parts: parts) { files.append(support) }
    return files.sorted { $0.name < $1.name }
  }

  /// The file declaring `namespace`: the support parts when support code is inline, else just the
  /// namespace when nested unions need it; `nil` when neither is needed.
  private func supportFile(parts: Set<SupportPartID>) -> SwiftFile? {
    let inlineParts = schema.options.sharesSupport ? [] : parts
    guard !inlineParts.isEmpty || !nestedUnions.isEmpty else { return nil }
    let documentation = [
      "The support code these models use (only what they use) and their plain-type unions, in a",
      "namespace of their own so that other outputs in the same module do not collide with them.",
    ]
    let declarations = SupportLibrary.declarations(
      for: inlineParts, namespace: namespace, access: schema.options.accessLevel,
      holdsOtherExposedTypes: !nestedUnions.isEmpty,
      documentation: documentation)
    return file(named: namespace, declaring: nil, declarations: declarations)
  }

  /// `JSONSupport.swift`: the whole support library in its own namespace `JSONSupport`, the one
  /// copy that outputs generated with `support: shared` refer to.
  static func sharedSupportFile(accessLevel: AccessLevel) -> SwiftFile {
    SwiftFile(
      name: SupportLibrary.libraryNamespace + ".swift",
      // Without ``GeneratedHeader/marker``: the writer never takes it for an output's stale file.
      header: [
        "Written by `mantlegen support`: the support code shared by outputs generated with",
        "`--support shared`. Do not edit; regenerate instead.",
      ],
      imports: ["Foundation"],
      declarations: SupportLibrary.declarations(
        for: Set(SupportPartID.allCases), namespace: SupportLibrary.libraryNamespace,
        access: accessLevel,
        documentation: ["Support code of models generated by mantlegen with `--support shared`."]))
  }

  /// `key` as `JSONDecoder`'s `.convertFromSnakeCase` presents it (`avatar_url` → `avatarUrl`),
  /// which generated code then also looks for, when the schema asks for models that decode under
  /// that strategy too (`"convertFromSnakeCase": true`) and the strategy renames the key.
  func snakeCaseAlternate(of key: String) -> String? {
    schema.options.convertsFromSnakeCase ? SnakeCaseKeys.converted(key) : nil
  }

  /// Names of the types the schema declares (models, unions, enums, clusters).
  var declaredTypeNames: Set<String> {
    Set(schema.declaredTypeNames)
  }

  /// The file declaring the schema type `name`: `<name>.swift`, or, when types are nested in a
  /// host, `<Host>+<name>.swift` holding `extension <Host> { … }`.
  private func typeFile(_ name: String, _ declaration: SwiftDeclaration) -> SwiftFile {
    guard let host, host != name else { return file(named: name, declaring: name, declarations: [declaration]) }
    return file(
      named: "\(host)+\(name)", declaring: name, declarations: [.extensionBlock(name: host, members: [declaration])])
  }

  /// `<name>.swift` with the output's header, for the schema type `typeName` (`nil`: the support file).
  private func file(named name: String, declaring typeName: String?, declarations: [SwiftDeclaration]) -> SwiftFile {
    SwiftFile(
      name: name + ".swift", header: header, imports: ["Foundation"], declarations: declarations,
      declaredType: typeName)
  }

  private var header: [String] {
    [GeneratedHeader.swiftSentence(root: SwiftLiteral.comment(schema.rootName))]
  }

  /// `Namespace.name` (by default the part's own type), naming what the support part `part`
  /// declares, so that the output gets that part.
  func support(_ part: SupportPartID, _ name: String? = nil) -> SwiftExpression {
    .support(part: part.rawValue, text: "\(supportNamespace).\(name ?? part.rawValue)")
  }

  /// The Swift spelling of `type`: as in schema files, with `JSONValue` and nested unions
  /// qualified by their namespace.
  func typeName(_ type: TypeReference) -> String {
    switch type {
    case .jsonValue: "\(supportNamespace).JSONValue"
    case .day: "\(supportNamespace).CalendarDay"
    case .dateTime: "\(supportNamespace).DateTime"
    case .union(let name) where nestedUnions.contains(name): "\(namespace).\(name)"
    case .array(let element): "[\(typeName(element))]"
    case .dictionary(let value): "[String: \(typeName(value))]"
    case .optional(let wrapped): typeName(wrapped) + "?"
    default: TypeExpression.text(of: type)
    }
  }

  /// The Swift type of `property`'s value, without the property's own optionality: its type, or
  /// `Nullable<Type>` of the support code for a property that keeps `null` apart from a missing key
  /// (the support code's `decodeIfPresent` overload then tells the two apart, synthesized or not).
  func valueTypeName(of property: Property) -> String {
    property.keepsNull ? "\(supportNamespace).Nullable<\(typeName(property.type))>" : typeName(property.type)
  }

  /// The Swift type `property` is declared with: its value's type, optional when it is.
  func declaredTypeName(of property: Property) -> String {
    valueTypeName(of: property) + (property.isOptional ? "?" : "")
  }

  /// The support parts whose types the schema's types spell without naming them in code:
  /// `JSONValue` (also for clusters that keep unknown objects), `CalendarDay`, `DateTime`, and
  /// `Nullable` for properties that keep `null` apart from a missing key.
  private var typeParts: Set<SupportPartID> {
    let types =
      schema.models.flatMap { $0.properties.map(\.type) } + schema.unions.flatMap { $0.cases.map(\.type) }
      + schema.aliases.map(\.type) + [schema.rootType]
    let leaves = Set(types.map(\.leaf))
    let partsByLeaf: [(TypeReference, SupportPartID)] = [
      (.jsonValue, .jsonValue), (.day, .calendarDay), (.dateTime, .dateTime),
    ]
    var parts = Set(partsByLeaf.filter { leaves.contains($0.0) }.map(\.1))
    if schema.clusters.contains(where: \.keepsUnknownObjects) { parts.insert(.jsonValue) }
    if schema.models.contains(where: { $0.properties.contains(where: \.keepsNull) }) { parts.insert(.nullable) }
    return parts
  }
}
