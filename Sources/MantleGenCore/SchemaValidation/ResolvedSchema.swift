/// A mapping schema with its schema-wide and model-wide options resolved into each property: the
/// one value that every stage after the schema (Swift translation, mapping tables, JSON Schema
/// export, the drift check) reads, so that all of them see the same transforms and optionality.
///
/// The schema file keeps the options as the user wrote them (`"lenient": true` once, not a
/// transform on every property); resolving them is done here and nowhere else.
public struct ResolvedSchema: Hashable, Sendable {
  /// The schema as generated code decodes it.
  public let schema: MappingSchema

  /// Resolves `schema`'s options into each property in the JSON:
  /// - with ``SchemaOptions/isLenient``, every scalar property (or collection of scalars) without a
  ///   transform of its own gets the `lenient` one;
  /// - with ``SchemaOptions/readsURLsStrictly``, every URL property without a transform of its own
  ///   gets the strict `url` one;
  /// - ``Property/onInvalid`` is set to the policy that applies: the property's own, else its
  ///   model's, else the schema's;
  /// - a property without a default becomes optional under ``SchemaOptions/makesAllOptional``, and
  ///   under the `replace` policy (`nil` is then the replacement);
  /// - with ``SchemaOptions/keepsUnknownKeys``, every model without a property for the object's
  ///   other keys (and not extending one that has it) gets `unknownKeys: [String: JSONValue]`.
  public init(_ schema: MappingSchema) {
    var resolved = schema
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
        if options.readsURLsStrictly, property.transform == nil, property.arrayMember == nil, property.type.leaf == .url
        {
          property.transform = .strictURL
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
        guard model.extends == nil, resolved.unknownKeysProperty(of: model) == nil else { continue }
        var names = NameRegistry(reserved: Set(model.properties.map(\.swiftName)))
        resolved.models[index].properties.append(
          Property(
            swiftName: names.claim("unknownKeys"), keyPath: [], type: .dictionary(.jsonValue), isOptional: false,
            holdsUnknownKeys: true))
      }
    }
    self.schema = resolved
  }
}
