/// Whether several samples hold one kind of document. Samples are read as one kind (their shapes
/// merged, so a key missing from some is optional); samples of unrelated kinds (`users.json` and
/// `orders.json` in one folder) would merge into one type of mostly optional properties, so
/// inference says so instead of doing it silently.
///
/// Two samples are alike when the keys of their top-level objects (the document's, or its
/// elements' when it is an array, or the lines' in JSON Lines) share at least half of the smaller
/// key set; samples alike through a chain of others are one kind. A sample without keys (scalars,
/// empty objects) is alike with every other.
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

  /// The samples grouped by kind (indices into `keys`, each group and the groups in sample order).
  static func groups(of keys: [Set<String>]) -> [[Int]] {
    var group = Array(keys.indices)
    func root(_ index: Int) -> Int {
      var index = index
      while group[index] != index { index = group[index] }
      return index
    }
    for first in keys.indices {
      for second in keys.indices where second > first && areAlike(keys[first], keys[second]) {
        let (a, b) = (root(first), root(second))
        group[max(a, b)] = min(a, b)
      }
    }
    var members: [Int: [Int]] = [:]
    var order: [Int] = []
    for index in keys.indices {
      let representative = root(index)
      if members[representative] == nil { order.append(representative) }
      members[representative, default: []].append(index)
    }
    return order.map { members[$0]! }
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
      let shown = group.prefix(3).map { names[$0] }.joined(separator: ", ")
      let more = group.count > 3 ? " and \(group.count - 3) more" : ""
      let sampleKeys = keys[group[0]].sorted().prefix(4).joined(separator: ", ")
      return "\(shown)\(more) (keys \(sampleKeys)\(keys[group[0]].count > 4 ? ", …" : ""))"
    }
    return "the samples hold \(groups.count) kinds of document that share few keys: "
      + groups.map(describe).joined(separator: "; ")
      + ". They are read as one kind, so most of their properties are optional; "
      + "infer each kind on its own (its own --name and output folder) to get a type for each"
  }
}
