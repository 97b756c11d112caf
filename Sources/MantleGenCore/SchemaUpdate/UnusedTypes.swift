/// Types that samples put into a schema and that its root no longer uses. `generate` writes every
/// type a schema declares; `update` removes the types it finds unused, so that the schema's diff
/// shows the removal (see ``SchemaUpdate``).
extension MappingSchema {
  /// The names of the types the root uses, directly or through the types it uses (property and
  /// case types, parents that models extend, cluster cases' models).
  func typeNamesUsedByRoot() -> Set<String> {
    let uses = Dictionary(typeUses, uniquingKeysWith: { first, _ in first })
    var used: Set<String> = []
    // The types of the API's endpoints are entry points too.
    var pending = [rootName] + ([rootType] + endpoints.map(\.type)).compactMap(\.namedLeaf)
    while let name = pending.popLast() {
      guard used.insert(name).inserted else { continue }
      pending += uses[name] ?? []
    }
    return used
  }

  /// For each model, union and cluster (in schema order), the names of the types it uses.
  private var typeUses: [(name: String, uses: [String])] {
    models.map { ($0.name, $0.properties.compactMap(\.type.namedLeaf) + ($0.extends.map { [$0] } ?? [])) }
      + unions.map { ($0.name, $0.cases.compactMap(\.type.namedLeaf)) }
      + clusters.map { ($0.name, $0.cases.map(\.model)) }
      + aliases.map { ($0.name, $0.type.namedLeaf.map { [$0] } ?? []) }
  }

  /// The types the root does not use that samples put here: models and unions found at places of
  /// the samples (`jsonPaths` starting with `$`), and the enums and clusters only they used. A type
  /// a person declared (no `jsonPaths`, or an entry point beside the root) is never among them.
  func typeNamesLeftUnusedBySamples() -> [String] {
    let used = typeNamesUsedByRoot()
    let foundInSamples = { (paths: [String]) in !paths.isEmpty && paths.allSatisfy { $0.hasPrefix("$") } }
    var removed = Set(
      models.filter { !used.contains($0.name) && foundInSamples($0.sourcePaths) }.map(\.name)
        + unions.filter { !used.contains($0.name) && foundInSamples($0.sourcePaths) }.map(\.name))
    // Enums and clusters go with the models and unions that used them, when no kept type uses them.
    let clusterNames = Set(clusters.map(\.name))
    var referencedByKept: Set<String> = []
    var referencedByRemoved: Set<String> = []
    for (name, uses) in typeUses where !clusterNames.contains(name) {
      if removed.contains(name) { referencedByRemoved.formUnion(uses) } else { referencedByKept.formUnion(uses) }
    }
    removed.formUnion(
      (enums.map(\.name) + clusters.map(\.name)).filter {
        !used.contains($0) && referencedByRemoved.contains($0) && !referencedByKept.contains($0)
      })
    return declaredTypeNames.filter(removed.contains)
  }

  /// The schema without the types named in `names`.
  func removingTypes(_ names: Set<String>) -> MappingSchema {
    var schema = self
    schema.models.removeAll { names.contains($0.name) }
    schema.unions.removeAll { names.contains($0.name) }
    schema.enums.removeAll { names.contains($0.name) }
    schema.clusters.removeAll { names.contains($0.name) }
    schema.aliases.removeAll { names.contains($0.name) }
    return schema
  }
}
