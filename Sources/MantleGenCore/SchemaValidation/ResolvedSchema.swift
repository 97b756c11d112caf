/// A mapping schema with its schema-wide and model-wide options resolved into each property: the
/// one value that every stage after the schema (Swift translation, mapping tables, JSON Schema
/// export, the drift check) reads, so that all of them see the same transforms and optionality.
///
/// The schema file keeps the options as the user wrote them (`"lenient": true` once, not a
/// transform on every property); resolving them is done here and nowhere else.
public struct ResolvedSchema: Hashable, Sendable {
  /// The schema as generated code decodes it.
  public let schema: MappingSchema
  /// Types an inferred schema declares that the root does not use, directly or through other
  /// types (models, then unions, enums and clusters, each in schema order): the files written
  /// leave them out (``withoutUnusedTypes``).
  public let unusedTypeNames: [String]

  /// Resolves `schema`'s options into each property in the JSON:
  /// - with ``SchemaOptions/isLenient``, every scalar property (or collection of scalars) without a
  ///   transform of its own gets the `lenient` one;
  /// - ``Property/onInvalid`` is set to the policy that applies: the property's own, else its
  ///   model's, else the schema's;
  /// - a property without a default becomes optional under ``SchemaOptions/makesAllOptional``, and
  ///   under the `replace` policy (`nil` is then the replacement);
  /// - with ``SchemaOptions/keepsUnknownKeys``, every model without a property for the object's
  ///   other keys (and not extending one that has it) gets `unknownKeys: [String: JSONValue]`.
  public init(_ schema: MappingSchema) {
    var resolved = schema
    self.unusedTypeNames = Self.unusedTypeNames(in: schema)
    let options = schema.options
    for modelIndex in resolved.models.indices {
      let modelPolicy = resolved.models[modelIndex].onInvalid ?? options.onInvalid
      for index in resolved.models[modelIndex].properties.indices {
        var property = resolved.models[modelIndex].properties[index]
        guard !property.keyPath.isEmpty, !property.isReadFromSeveralKeys else { continue }
        if options.isLenient, property.transform == nil, property.arrayMember == nil,
          LenientDefinition.convertedLeaves.contains(property.type.leaf)
        {
          property.transform = .lenient
        }
        let policy = property.onInvalid ?? modelPolicy
        property.onInvalid = policy
        if !property.hasDefault, options.makesAllOptional || policy == .replace { property.isOptional = true }
        resolved.models[modelIndex].properties[index] = property
      }
    }
    if options.keepsUnknownKeys {
      for index in resolved.models.indices {
        let model = resolved.models[index]
        guard model.extends == nil, resolved.otherKeysProperty(of: model) == nil else { continue }
        var names = NameRegistry(reserved: Set(model.properties.map(\.swiftName)))
        resolved.models[index].properties.append(
          Property(
            swiftName: names.claim("unknownKeys"), keyPath: [], type: .dictionary(.jsonValue), isOptional: false,
            holdsOtherKeys: true))
      }
    }
    self.schema = resolved
  }

  /// The types of an inferred schema (every model found at a place in the samples, `$…`) that the
  /// root does not use: left behind by an edit (a property retyped from `Metadata` to
  /// `[String: String]`). A schema imported from JSON Schema or OpenAPI declares its components
  /// whether or not the root uses them, so it has none.
  static func unusedTypeNames(in schema: MappingSchema) -> [String] {
    guard schema.models.allSatisfy({ $0.sourcePaths.allSatisfy { $0.hasPrefix("$") } }) else { return [] }
    let used = usedTypeNames(in: schema)
    return schema.declaredTypeNames.filter { !used.contains($0) }
  }

  /// The names of the types the root uses, directly or through the types it uses (property and
  /// case types, parents that models extend, cluster cases' models).
  static func usedTypeNames(in schema: MappingSchema) -> Set<String> {
    let models = Dictionary(schema.models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    let unions = Dictionary(schema.unions.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    let clusters = Dictionary(schema.clusters.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    var used: Set<String> = []
    var pending = [schema.rootName] + (schema.rootType.namedLeaf.map { [$0] } ?? [])
    while let name = pending.popLast() {
      guard used.insert(name).inserted else { continue }
      if let model = models[name] {
        pending += model.properties.compactMap(\.type.namedLeaf) + (model.extends.map { [$0] } ?? [])
      }
      if let union = unions[name] { pending += union.cases.compactMap(\.type.namedLeaf) }
      if let cluster = clusters[name] { pending += cluster.cases.map(\.model) }
    }
    return used
  }

  private init(schema: MappingSchema) {
    self.schema = schema
    self.unusedTypeNames = []
  }

  /// This schema without the ``unusedTypeNames``: what the written files declare.
  var withoutUnusedTypes: ResolvedSchema {
    guard !unusedTypeNames.isEmpty else { return self }
    let unused = Set(unusedTypeNames)
    var pruned = schema
    pruned.models.removeAll { unused.contains($0.name) }
    pruned.unions.removeAll { unused.contains($0.name) }
    pruned.enums.removeAll { unused.contains($0.name) }
    pruned.clusters.removeAll { unused.contains($0.name) }
    return ResolvedSchema(schema: pruned)
  }

  /// A warning for each of ``unusedTypeNames``, at its declaration in the schema file `file`.
  package func unusedTypeWarnings(file: String) -> [Diagnostic] {
    unusedTypeNames.map { name in
      Diagnostic(
        .warning,
        "the type '\(name)' is not used by the root type '\(schema.rootName)' or any type it uses, so it is not generated; refer to it from a property or delete it",
        at: schema.declarations.byTypeName[name] ?? SourceLocation(file: file))
    }
  }
}
