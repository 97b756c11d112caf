/// A mapping schema with its schema-wide options resolved into each property: the one value that
/// every stage after the schema (Swift translation, mapping tables, JSON Schema export, the drift
/// check) reads, so that all of them see the same transforms.
///
/// The schema file keeps the options as the user wrote them (`"lenient": true` once, not a
/// transform on every property); resolving them is done here and nowhere else.
public struct ResolvedSchema: Hashable, Sendable {
  /// The schema as generated code decodes it.
  public let schema: MappingSchema

  /// Resolves `schema`'s options: with ``SchemaOptions/isLenient``, every scalar property (or
  /// collection of scalars) in the JSON without a transform of its own gets the `lenient` one.
  public init(_ schema: MappingSchema) {
    var resolved = schema
    if schema.options.isLenient {
      for modelIndex in resolved.models.indices {
        for index in resolved.models[modelIndex].properties.indices {
          let property = resolved.models[modelIndex].properties[index]
          guard property.transform == nil, !property.keyPath.isEmpty,
            LenientDefinition.convertedLeaves.contains(property.type.leaf)
          else { continue }
          resolved.models[modelIndex].properties[index].transform = .lenient
        }
      }
    }
    self.schema = resolved
  }
}
