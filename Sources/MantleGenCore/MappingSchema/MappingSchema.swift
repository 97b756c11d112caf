/// The blueprint between what the JSON looks like and the Swift that decodes it: named models with
/// ordered properties, each mapped to a JSON key path with a type and a transform, plus the union
/// types for places where values of several kinds occur.
public struct MappingSchema: Hashable, Sendable {
  /// The name of the type that decodes a whole document.
  public internal(set) var rootName: String
  /// What a whole document decodes to: usually `.model(rootName)`; an array, dictionary or scalar
  /// root becomes a type alias named ``rootName``.
  var rootType: TypeReference
  var models: [Model]
  var unions: [UnionType]
  var enums: [EnumType]
  var clusters: [ClusterType]
  /// Names declared for types that are not objects (`typealias`es).
  var aliases: [TypeAlias] = []
  /// The API operations' bodies and their types (from an OpenAPI document), for the mapping tables.
  var endpoints: [Endpoint] = []
  /// The sample files the schema was inferred from, for generated headers.
  var sources: [String]
  /// The generation choices recorded in the schema.
  public internal(set) var options: SchemaOptions
  /// The file's `"$schema"`: where editors find the format's JSON Schema (``SchemaFormat``), kept
  /// as the user wrote it.
  var formatSchemaReference: String?
  /// Where a schema file declared the types, for problems found in later stages.
  var declarations = DeclarationLocations()

  init(
    rootName: String, rootType: TypeReference, models: [Model], unions: [UnionType] = [], enums: [EnumType] = [],
    clusters: [ClusterType] = [], sources: [String], options: SchemaOptions = SchemaOptions(),
    aliases: [TypeAlias] = []
  ) {
    self.aliases = aliases
    self.rootName = rootName
    self.rootType = rootType
    self.models = models
    self.unions = unions
    self.enums = enums
    self.clusters = clusters
    self.sources = sources
    self.options = options
  }

  /// The names of every type the schema declares: models, unions, enums, clusters and aliases,
  /// each in schema order.
  var declaredTypeNames: [String] {
    models.map(\.name) + unions.map(\.name) + enums.map(\.name) + clusters.map(\.name) + aliases.map(\.name)
  }

  /// The model named `name`.
  func model(named name: String) -> Model? {
    models.first { $0.name == name }
  }

  /// Whether encoding `model` writes the key `key` of its object: a property reads it, or one holds
  /// the object's unknown keys.
  func writesKey(_ key: String, of model: Model) -> Bool {
    jsonProperties(of: model).contains { $0.writesKey(key) }
  }

  /// The property of `model` (its own or inherited) that holds the object's unknown keys, if any.
  func unknownKeysProperty(of model: Model) -> Property? {
    allProperties(of: model).first(where: \.holdsUnknownKeys)
  }

  /// Every property of `model`, inherited ones (through `extends`) first.
  func allProperties(of model: Model) -> [Property] {
    var chain: [Model] = [model]
    var visited: Set<String> = [model.name]
    while let parentName = chain.last?.extends, let parent = self.model(named: parentName),
      visited.insert(parentName).inserted
    {
      chain.append(parent)
    }
    return chain.reversed().flatMap(\.properties)
  }

  /// The case of the enum `type` names that stands for `null`, if `type` is such an enum: a
  /// property of it reads `null` itself, so it is never optional or defaulted.
  func nullCase(of type: TypeReference) -> EnumCase? {
    guard case .enumeration(let name) = type else { return nil }
    return enums.first { $0.name == name }?.nullCase
  }

  /// ``allProperties(of:)`` as the JSON holds them: a model read from several keys is replaced by
  /// its model's properties at those keys (`range` from `location` and `length` by `location` and
  /// `length`), for the stages that read the JSON's members (the drift check, export, update).
  func jsonProperties(of model: Model) -> [Property] {
    var visited: Set<String> = [model.name]
    return jsonProperties(of: model, visited: &visited)
  }

  private func jsonProperties(of model: Model, visited: inout Set<String>) -> [Property] {
    allProperties(of: model).flatMap { property -> [Property] in
      guard property.isReadFromSeveralKeys, case .model(let name) = property.type, let inner = self.model(named: name),
        visited.insert(name).inserted
      else { return [property] }
      defer { visited.remove(name) }
      return jsonProperties(of: inner, visited: &visited).filter(\.isInJSON).map { member in
        var member = member
        member.keyPath = property.keyPath + member.keyPath
        // An optional one is `nil` when its keys are missing (only all of them, when decoding).
        member.isOptional = member.isOptional || property.isOptional
        return member
      }
    }
  }
}

/// Where a schema file declares each type: its `"name"` (or, for a root that is not a declared
/// type, the `"root"`). Not part of the schema's value: schemas that differ only in where they were
/// written are equal.
struct DeclarationLocations: Hashable, Sendable {
  /// The location of each declared type name.
  var byTypeName: [String: SourceLocation] = [:]

  static func == (lhs: Self, rhs: Self) -> Bool { true }
  func hash(into hasher: inout Hasher) {}
}
