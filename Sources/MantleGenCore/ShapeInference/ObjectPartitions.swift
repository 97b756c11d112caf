/// The objects of one place summarised apart by kind: by the values of the keys that name their kind
/// by convention (``ObjectDiscriminators``), one summary per combination of values (a GitHub event's
/// `type: PushEvent`; a document block's `object: block` with `type: paragraph`), in the order the
/// kinds were first seen. A class cluster's cases are read from them (``kinds(withKey:)``).
///
/// Mergeable like every summary: batches read on several cores give the same partitions, in the
/// same order, as one reading of the whole input.
struct ObjectPartitions {
  /// The most kinds a place keeps apart, as many as a class cluster has cases: a place of more
  /// kinds is no cluster, and its objects are summarised together from then on.
  static let maximumKinds = StringSummary.distinctValueLimit

  /// Each kind: its discriminators and their values, `key\0value` joined by `\0`.
  private(set) var kinds: [String] = []
  /// The summary of the objects of each kind, in the order of ``kinds``.
  private(set) var summaries: [ShapeSummary] = []
  /// When the first object of each kind was read (see ``ShapeSummary/Stamp``).
  private var firstSeen: [ShapeSummary.Stamp] = []
  private var index: [String: Int] = [:]

  /// The summary of the objects of `kind`, created on first use by an object stamped `stamp`.
  mutating func summary(of kind: String, stamp: ShapeSummary.Stamp) -> ShapeSummary {
    if let position = index[kind] { return summaries[position] }
    let summary = ShapeSummary()
    append(kind, summary, stamp)
    return summary
  }

  /// Whether objects of `kind` were read.
  func contains(_ kind: String) -> Bool { index[kind] != nil }

  private mutating func append(_ kind: String, _ summary: ShapeSummary, _ stamp: ShapeSummary.Stamp) {
    index[kind] = kinds.count
    kinds.append(kind)
    summaries.append(summary)
    firstSeen.append(stamp)
  }

  /// Adds `other`'s partitions to `partitions` (see ``ShapeSummary/merge(_:orderedByStamps:)``).
  static func merge(_ other: ObjectPartitions?, into partitions: inout ObjectPartitions?, orderedByStamps: Bool) {
    guard let other else { return }
    guard partitions != nil else {
      partitions = other
      return
    }
    partitions!.merge(other, orderedByStamps: orderedByStamps)
  }

  private mutating func merge(_ other: ObjectPartitions, orderedByStamps: Bool) {
    for (position, kind) in other.kinds.enumerated() {
      if let existing = index[kind] {
        summaries[existing].merge(other.summaries[position], orderedByStamps: orderedByStamps)
        firstSeen[existing] = min(firstSeen[existing], other.firstSeen[position])
      } else {
        append(kind, other.summaries[position], other.firstSeen[position])
      }
    }
    guard orderedByStamps else { return }
    // A stable sort: kinds first seen in one batch keep the order in which they were read.
    let order = kinds.indices.sorted { (firstSeen[$0], $0) < (firstSeen[$1], $1) }
    kinds = order.map { kinds[$0] }
    summaries = order.map { summaries[$0] }
    firstSeen = order.map { firstSeen[$0] }
    for (position, kind) in kinds.enumerated() { index[kind] = position }
  }

  /// A deep copy (see ``ShapeSummary/copy()``).
  func copy() -> ObjectPartitions {
    var copy = self
    copy.summaries = summaries.map { $0.copy() }
    return copy
  }

  /// The discriminators of `kind` and their values.
  static func values(of kind: String) -> [(key: String, value: String)] {
    let parts = kind.split(separator: "\0", omittingEmptySubsequences: false).map(String.init)
    return stride(from: 0, to: parts.count - 1, by: 2).map { (parts[$0], parts[$0 + 1]) }
  }

  /// The kinds with a value for `key`: that value and the kind's summary, in the order the kinds
  /// were first seen (the objects without `key` are in none).
  func kinds(withKey key: String) -> [(value: String, summary: ShapeSummary)] {
    zip(kinds, summaries).compactMap { kind, summary in
      Self.values(of: kind).first { $0.key == key }.map { ($0.value, summary) }
    }
  }
}

extension ShapeSummary {
  /// The summary that an object here of `kind` (see ``ObjectDiscriminators``) is read into while
  /// the sample is read, created on first use by an object stamped `stamp`. Past
  /// ``ObjectPartitions/maximumKinds`` kinds, the objects read by kind are added to this summary,
  /// which is returned, and read into it from then on.
  @inline(__always)
  func pendingPartition(_ kind: String, stamp: Stamp) -> ShapeSummary {
    if pendingPartitions == nil { pendingPartitions = ObjectPartitions() }
    guard pendingPartitions!.kinds.count < ObjectPartitions.maximumKinds || pendingPartitions!.contains(kind) else {
      let pending = pendingPartitions!
      pendingPartitions = nil
      for summary in pending.summaries { merge(summary, orderedByStamps: true) }
      return self
    }
    return pendingPartitions!.summary(of: kind, stamp: stamp)
  }

  /// At the end of a sample: adds the objects read by kind, everywhere in the tree, to the
  /// summaries of their places, which then describe every object there, and keeps them by kind in
  /// ``partitions`` where every object of the place named its kind (elsewhere no key is in every
  /// object, as a discriminator must be: see `ClusterDetection.candidateKeys(of:)`).
  func settlePartitions() {
    for member in members { member.summary.settlePartitions() }
    elements?.settlePartitions()
    overflowValues?.settlePartitions()
    guard let pending = pendingPartitions else { return }
    pendingPartitions = nil
    let keepsKinds = objectCount == 0 && pending.kinds.count <= ObjectPartitions.maximumKinds
    for summary in pending.summaries {
      summary.settlePartitions()
      merge(keepsKinds ? summary.copy() : summary, orderedByStamps: true)
    }
    if keepsKinds { ObjectPartitions.merge(pending, into: &partitions, orderedByStamps: true) }
  }

  /// Drops the objects kept by kind, everywhere in the tree (once inference has taken them).
  func forgetPartitions() {
    pendingPartitions = nil
    partitions = nil
    for member in members { member.summary.forgetPartitions() }
    elements?.forgetPartitions()
    overflowValues?.forgetPartitions()
    otherKeyValues?.forgetPartitions()
  }
}
