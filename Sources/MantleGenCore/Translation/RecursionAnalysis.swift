/// Finds where generated types would contain themselves by value, which Swift forbids: a model in
/// such a cycle becomes a final class, and an enum case that leads back to its own enum becomes
/// `indirect`. Arrays and dictionaries store their elements indirectly, so they break cycles.
enum RecursionAnalysis {
  /// Models that contain themselves through plain or optional properties (not through enums, whose
  /// cases are made indirect).
  static func modelsNeedingReferenceSemantics(in schema: MappingSchema) -> Set<String> {
    var edges: [String: Set<String>] = [:]
    let modelNames = Set(schema.models.map(\.name))
    for model in schema.models {
      edges[model.name] = Set(
        schema.allProperties(of: model).compactMap { storedInline(in: $0.type) }.filter(modelNames.contains))
    }
    return Set(schema.models.map(\.name).filter { reaches(from: edges[$0] ?? [], to: $0, edges: edges) })
  }

  /// Whether a case of the enum `enumName` holding `type` must be `indirect`: the type leads back to
  /// the enum by value.
  /// `edges` are the schema's ``valueEdges(_:)``, computed once per output.
  static func caseNeedsIndirection(_ type: TypeReference, in enumName: String, edges: [String: Set<String>]) -> Bool {
    guard let start = storedInline(in: type) else { return false }
    return start == enumName || reaches(from: [start], to: enumName, edges: edges)
  }

  /// For every model, union and cluster: the types it stores by value.
  static func valueEdges(_ schema: MappingSchema) -> [String: Set<String>] {
    var edges: [String: Set<String>] = [:]
    for model in schema.models {
      edges[model.name] = Set(schema.allProperties(of: model).compactMap { storedInline(in: $0.type) })
    }
    for union in schema.unions { edges[union.name] = Set(union.cases.compactMap { storedInline(in: $0.type) }) }
    for cluster in schema.clusters { edges[cluster.name] = Set(cluster.cases.map(\.model)) }
    return edges
  }

  private static func reaches(from start: Set<String>, to target: String, edges: [String: Set<String>]) -> Bool {
    var stack = Array(start)
    var visited = Set<String>()
    while let next = stack.popLast() {
      if next == target { return true }
      if visited.insert(next).inserted { stack.append(contentsOf: edges[next] ?? []) }
    }
    return false
  }

  /// The model, union or cluster a value of this type stores inline, if any.
  private static func storedInline(in type: TypeReference) -> String? {
    switch type {
    case .model(let name), .union(let name), .cluster(let name): name
    case .optional(let wrapped): storedInline(in: wrapped)
    default: nil
    }
  }
}
