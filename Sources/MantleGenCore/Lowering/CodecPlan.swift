/// The lowering stage between a resolved mapping schema and its backends: for each model, the
/// object it reads from the JSON as a tree of ``ObjectLevel``s (inherited properties first, a
/// model read from several keys spelled out as its keys), with the one rule for what may be absent,
/// and the one meaning of cluster rules (``ClusterRule/matches(_:)``). The drift check and the JSON
/// Schema export read models through it.
enum CodecPlan {
  /// The object `model` reads: its properties in the JSON and its parents' (through `extends`),
  /// parents' first, with a model read from several keys spelled out as its keys.
  static func objectLevel(of model: Model, in schema: MappingSchema) -> ObjectLevel {
    ObjectLevel(
      properties: schema.jsonProperties(of: model).filter { !$0.keyPath.isEmpty },
      unknownKeys: schema.unknownKeysProperty(of: model))
  }
}
