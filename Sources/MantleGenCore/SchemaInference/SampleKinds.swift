/// Whether several samples hold one kind of document. Samples are read as one kind (their shapes
/// merged, so a key missing from some is optional); samples of unrelated kinds (`users.json` and
/// `orders.json` in one folder) would merge into one type of mostly optional properties, so
/// inference says so instead of doing it silently.
///
/// A sample is of a kind when the keys of its top-level objects (the document's, or its elements'
/// when it is an array, or the lines' in JSON Lines) and the keys of the kind's samples share at
/// least half of the smaller key set; a sample of several kinds joins them. A sample without keys
/// (scalars, empty objects) is of every kind. Samples are compared with at most
/// ``maximumKinds`` kinds, so that many files cost time in proportion to their number.
enum SampleKinds {
  /// How many objects at the top level of a summary had each key: the root's members and those
  /// of the root's array elements.
  static func topLevelPresence(in summary: ShapeSummary) -> [String: Int] {
    var presence: [String: Int] = [:]
    for place in [summary, summary.elements].compactMap({ $0 }) {
      for member in place.members { presence[member.key, default: 0] += member.summary.presenceCount }
    }
    return presence
  }

  /// The top-level keys of the sample read between the two counts of ``topLevelPresence(in:)``.
  static func keysRead(before: [String: Int], after: [String: Int]) -> Set<String> {
    Set(after.compactMap { key, count in count > before[key, default: 0] ? key : nil })
  }

  /// How many kinds samples are compared with; samples of more kinds are all reported.
  static let maximumKinds = 64

  /// The samples grouped by kind (indices into `keys`, each group and the groups in sample order);
  /// the samples after the ``maximumKinds``th kind is found are not grouped.
  static func groups(of keys: [Set<String>]) -> [[Int]] {
    var kinds: [(samples: [Int], keys: Set<String>)] = []
    for (index, sampleKeys) in keys.enumerated() {
      let alike = kinds.indices.filter { areAlike(kinds[$0].keys, sampleKeys) }
      guard let first = alike.first else {
        guard kinds.count < maximumKinds else { break }
        kinds.append(([index], sampleKeys))
        continue
      }
      kinds[first].samples.append(index)
      kinds[first].keys.formUnion(sampleKeys)
      // The sample joins the other kinds it is of into the first.
      for other in alike.dropFirst().reversed() {
        kinds[first].samples += kinds[other].samples
        kinds[first].keys.formUnion(kinds[other].keys)
        kinds.remove(at: other)
      }
      kinds[first].samples.sort()
    }
    return kinds.map(\.samples)
  }

  /// Whether two top-level key sets are of one kind.
  static func areAlike(_ first: Set<String>, _ second: Set<String>) -> Bool {
    let smaller = min(first.count, second.count)
    return smaller == 0 || first.intersection(second).count * 2 >= smaller
  }

  /// The warning for samples `names` whose top-level keys are `keys`, when they are of several
  /// kinds; `nil` when they are of one.
  static func warning(names: [String], keys: [Set<String>]) -> String? {
    let groups = groups(of: keys)
    guard groups.count > 1 else { return nil }
    func describe(_ group: [Int]) -> String {
      let sampleKeys = keys[group[0]].sorted().prefix(4).joined(separator: ", ")
      return "\(shortList(group.map { names[$0] })) (keys \(sampleKeys)\(keys[group[0]].count > 4 ? ", …" : ""))"
    }
    let more = groups.count > 3 ? "; and \(groups.count - 3) more kinds" : ""
    return "the samples hold \(groups.count >= maximumKinds ? "\(maximumKinds) or more" : "\(groups.count)") "
      + "kinds of document that share few keys: " + groups.prefix(3).map(describe).joined(separator: "; ") + more
      + ". They are read as one kind, so most of their properties are optional; "
      + "infer each kind on its own (its own --name and output folder) to get a type for each"
  }

  /// The first three of `names`, and how many more there are: `a.json, b.json, c.json and 2 more`.
  static func shortList(_ names: [String]) -> String {
    names.prefix(3).joined(separator: ", ") + (names.count > 3 ? " and \(names.count - 3) more" : "")
  }
}
