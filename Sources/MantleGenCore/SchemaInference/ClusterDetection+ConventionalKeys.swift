/// Clusters from little evidence: a key whose name says it is a discriminator (`type`, `kind`,
/// `object`, `__typename`, `@type`, `…_type`) splits objects even when each of its values is seen
/// once (a chat message's blocks: one `section`, one `divider`, one `image`), as long as the values'
/// objects differ: most cases have a shape of their own, and keys the others lack. Such keys split
/// the objects as the samples are read (``partitionsRead(in:)``).
extension ClusterDetection {
  /// The cluster by a conventional discriminator `key` whose values are seen too few times for the
  /// general rule: most cases' objects have a shape no other case has, and at least two keys are in
  /// some cases and missing from others (each in all or none of a case's objects), or a key every
  /// object has differs in shape between them (GeoJSON's `coordinates`, nested to different depths).
  static func planFromLittleEvidence(
    for place: ShapeSummary, key: String, cases: [VariantPartition]
  ) -> (plan: Plan, evidence: Int)? {
    guard DiscriminatorNames.isConventional(key), (2...maximumCases).contains(cases.count),
      cases.reduce(0, { $0 + $1.summary.objectCount }) == place.objectCount
    else { return nil }
    guard mostCasesDiffer(cases, ignoring: key) else { return nil }
    var sharedKeys: [String] = []
    var caseKeys = Set<String>()
    // A member every object has, of a shape that differs from case to case, counts twice.
    var evidence = 0
    for member in place.members where member.key != key {
      let fields = cases.map { $0.summary.field(named: member.key) }
      if member.summary.presenceCount < place.objectCount {
        guard isInAllOrNone(fields, of: cases) else { return nil }
        caseKeys.insert(member.key)
        evidence += 1
      } else if shapeVaries(fields.compactMap { $0 }) {
        caseKeys.insert(member.key)
        evidence += 2
      } else {
        sharedKeys.append(member.key)
      }
    }
    guard evidence >= 2 else { return nil }
    let ownKeys = cases.map { variant in variant.summary.keyOrder.filter(caseKeys.contains) }
    return (Plan(key: key, cases: cases, sharedKeys: sharedKeys, ownKeys: ownKeys), evidence)
  }

  /// The objects of the places of `folded` (the samples' summary, its dictionaries folded) split by
  /// each candidate key named for their kind (``candidateKeys(of:)``), as the reading kept them
  /// (``ShapeSummary/partitions``): by path, then key.
  static func partitionsRead(in folded: ShapeSummary) -> [String: [String: [VariantPartition]]] {
    var result: [String: [String: [VariantPartition]]] = [:]
    func visit(_ summary: ShapeSummary, path: String) {
      if let partitions = summary.partitions {
        for key in candidateKeys(of: summary) where DiscriminatorNames.isConventional(key) {
          let split = merged([
            partitions.kinds(withKey: key).map { VariantPartition(value: $0.value, summary: $0.summary) }
          ])
          for partition in split { partition.summary.forgetPartitions() }
          result[path, default: [:]][key] = split
        }
      }
      for inner in innerPlaces(of: summary, path: path) { visit(inner.summary, path: inner.path) }
    }
    visit(folded, path: "$")
    return result
  }
}
