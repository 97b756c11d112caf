/// The lowering stage between a resolved mapping schema and its backends: for each model, the
/// object it reads from the JSON as a tree of ``ObjectLevel``s (inherited properties first, a
/// model read from several keys spelled out as its keys), with the one rule for what may be absent.
/// The drift check and the JSON Schema export read models only through it.
struct CodecPlan: Sendable {
  /// The object level of each model, by name.
  let objects: [String: ObjectLevel]

  init(_ schema: MappingSchema) {
    objects = Dictionary(
      schema.models.map { ($0.name, Self.objectLevel(of: $0, in: schema)) }, uniquingKeysWith: { first, _ in first })
  }

  /// The object `model` reads: its properties in the JSON and its parents' (through `extends`),
  /// parents' first, with a model read from several keys spelled out as its keys.
  static func objectLevel(of model: Model, in schema: MappingSchema) -> ObjectLevel {
    ObjectLevel(
      properties: schema.jsonProperties(of: model).filter { !$0.keyPath.isEmpty },
      otherKeys: schema.otherKeysProperty(of: model))
  }

  /// The object level of the model `name`, if the schema has it.
  func object(of name: String) -> ObjectLevel? { objects[name] }
}
