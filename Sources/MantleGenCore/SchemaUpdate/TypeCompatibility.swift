/// Whether a type the user chose still decodes what new samples hold (as summarised by the type
/// inferred from them), so that `update` keeps the user's type.
enum TypeCompatibility {
  static func accepts(
    _ existing: TypeReference, _ inferred: TypeReference, transform: Transform?, inferredTransform: Transform?,
    schema: MappingSchema, inferred inferredSchema: MappingSchema
  ) -> Bool {
    func accepts(
      _ existing: TypeReference, _ inferred: TypeReference, transform: Transform?, schema: MappingSchema,
      inferred inferredSchema: MappingSchema
    ) -> Bool {
      Self.accepts(
        existing, inferred, transform: transform, inferredTransform: inferredTransform, schema: schema,
        inferred: inferredSchema)
    }
    switch (existing, inferred) {
    case (_, .jsonValue), (.jsonValue, _): return true
    case (.optional(let e), _):
      return accepts(e, inferred, transform: transform, schema: schema, inferred: inferredSchema)
    case (_, .optional(let i)):
      return accepts(existing, i, transform: transform, schema: schema, inferred: inferredSchema)
    case (.array(let e), .array(let i)), (.dictionary(let e), .dictionary(let i)):
      return accepts(e, i, transform: transform, schema: schema, inferred: inferredSchema)
    case (_, _) where existing == inferred: return true
    case (.double, .int), (.decimal, .int), (.decimal, .double): return true
    case (.string, .url), (.string, .uuid), (.string, .date), (.string, .enumeration): return true
    case (.date, .int), (.date, .double):
      return transform.map { if case .unixTime = $0 { true } else { false } } ?? false
    case (.date, .date):
      if case .dateFormatter = transform { return true }
      return transform == inferredTransform
    case (.model, .model), (.cluster, .model), (.union, _), (.enumeration, .enumeration), (.enumeration, .string):
      return true
    case (.int, _), (.double, _), (.bool, _), (.string, _):
      return transform == .lenient
    default:
      return false
    }
  }
}
