/// Names the models of an ``ObjectGrouping`` from what their places mean.
///
/// - A model found at one key is named after it (`author` → `Author`, `photos[]` → `Photo`).
/// - A model whose places have different keys is named for what they have in common: the words
///   their names end with (`home_address`, `work_address` → `Address`); or, when they are
///   fields of one parent, the singular of the parent's key (`sizes.small`, `sizes.thumb` →
///   `Size`; `demonyms.eng`, `demonyms.fra` → `Demonym`); else the name most of them offer.
/// - Different models that would get the same name are qualified with their parents' names
///   (`cart.items[]`, `order.items[]` → `CartItem`, `OrderItem`), up to ``maximumQualifiers``
///   levels, and only where that tells them apart; a model found nearer the root than all the
///   others keeps the name (`payload.pull_request` stays `PullRequest` beside
///   `payload.issue.pull_request`, `IssuePullRequest`), and of models as near at different places
///   the first one read (`cart.items[]` stays `Item` beside a later `order.items[]`,
///   `OrderItem`), so that samples with more places rename nothing. The payloads of a cluster's
///   cases, all at one place, are all qualified (`PushEventPayload`). Numbers (`Item2`) are the
///   last resort.
struct ModelNaming {
  /// How many enclosing names may be put in front of a name to tell models apart.
  static let maximumQualifiers = 2

  private let grouping: ObjectGrouping
  /// The name of the root type.
  private(set) var rootName: String
  /// The representative of each group, ascending.
  private let groupIDs: [Int]
  private let members: [Int: [Int]]
  /// The name each group would have if no other group wanted it.
  private let baseNames: [Int: String]

  init(grouping: ObjectGrouping, rootName: String) {
    self.grouping = grouping
    self.rootName = rootName
    let members = grouping.modelGroups()
    self.members = members
    groupIDs = members.keys.sorted()
    baseNames = Dictionary(
      uniqueKeysWithValues: groupIDs.map { ($0, Self.baseName(of: members[$0, default: [$0]], in: grouping)) })
  }

  /// Leaves the root's name to a model inside that would have it (`user` in a root named `User`),
  /// and names the root `UserResponse` instead: for a root named after its file, which is the
  /// response that holds the model. `rootGroup` is the root's own group.
  mutating func yieldRootName(rootGroup: Int) {
    let wanted = rootName.lowercased()
    guard groupIDs.contains(where: { $0 != rootGroup && baseNames[$0]!.lowercased() == wanted }) else { return }
    rootName += "Response"
  }

  /// The name of every group, claimed from `registry` (which already holds the root's name).
  /// `rootGroup` is the group named `rootName` itself, when the root is a plain object.
  func names(rootGroup: Int?, registry: inout NameRegistry) -> [Int: String] {
    var bases = baseNames
    if let rootGroup { bases[rootGroup] = rootName }
    var levels = Dictionary(uniqueKeysWithValues: groupIDs.map { ($0, 0) })
    var changed = true
    while changed {
      changed = false
      var wanting: [String: [Int]] = [:]
      for group in groupIDs where group != rootGroup {
        wanting[name(of: group, level: levels[group]!, bases: bases).lowercased(), default: []].append(group)
      }
      for (wanted, clash) in wanting.sorted(by: { $0.key < $1.key }) {
        let collidesWithRoot = rootGroup == nil && wanted == rootName.lowercased()
        guard clash.count > 1 || collidesWithRoot else { continue }
        // The model nearest the root keeps the name when qualifying the others tells them apart;
        // of models as near at different places, the first one read (a later sample renames
        // nothing); else all are qualified (the payloads of a cluster's cases, at one place).
        let places = clash.map(nearestPlace(of:))
        let nearest = places.map(\.depth).min()!
        let tied = places.filter { $0.depth == nearest }
        let hasKeeper = !collidesWithRoot && Set(tied.map(\.path)).count == tied.count
        let keeper = hasKeeper ? [clash[places.firstIndex { $0.depth == nearest }!]] : []
        let attempts = (hasKeeper ? [clash.filter { !keeper.contains($0) }] : []) + [clash]
        for movers in attempts {
          let kept = clash.count > movers.count ? [wanted] : []
          let next = movers.map { name(of: $0, level: levels[$0]! + 1, bases: bases).lowercased() } + kept
          let canQualify = movers.allSatisfy { levels[$0]! < Self.maximumQualifiers }
          guard canQualify, Set(next).count == clash.count else { continue }
          for group in movers { levels[group]! += 1 }
          changed = true
          break
        }
      }
    }
    var result: [Int: String] = [:]
    for group in groupIDs {
      guard group != rootGroup else {
        result[group] = rootName
        continue
      }
      var name = name(of: group, level: levels[group]!, bases: bases)
      // A model inside that wants the root's name and no parent tells apart (`root` in `Root`).
      if name.lowercased() == rootName.lowercased() { name = SwiftNaming.limitingLength("Nested" + name) }
      result[group] = registry.claim(name)
    }
    return result
  }

  // MARK: - Base names

  /// The name a group of `members` would have if no other group wanted it.
  private static func baseName(of members: [Int], in grouping: ObjectGrouping) -> String {
    let nodes = members.map { grouping.nodes[$0] }
    let offered = nodes.map(\.preferredName)
    if Set(offered).count == 1 { return offered[0] }
    if let common = Self.commonWords(of: offered) { return common }
    // Fields of parents that are all fields of one plural key (`_links.self`, `_links.next` in
    // any object) are named for the role the key gives them (`Link`).
    let parentKeys = Set(
      nodes.map { node in
        node.parent.flatMap { grouping.nodes[$0].isField ? grouping.nodes[$0].key : nil }
      })
    if nodes.allSatisfy(\.isField), parentKeys.count == 1, let parentKey = parentKeys.first ?? nil,
      let role = SwiftNaming.singularTypeName(forPluralKey: parentKey)
    {
      return role
    }
    var counts: [String: Int] = [:]
    for name in offered { counts[name, default: 0] += 1 }
    return offered.max { counts[$0]! < counts[$1]! } ?? offered[0]
  }

  /// The words every name ends with (`HomeAddress`, `WorkAddress` → `Address`), or starts with
  /// when the rest are numbers (`Team1`, `Team2` → `Team`), if they make a name of their own (of
  /// two letters or more, not only the suffixes `Element` and `Object`, and not `Data`, which
  /// would need a suffix).
  static func commonWords(of names: [String]) -> String? {
    let stems = Set(names.map(Self.withoutTrailingNumber))
    if stems.count == 1, let stem = stems.first, stem.count >= 2, SwiftNaming.typeName(forKey: stem) == stem {
      return stem
    }
    let words = names.map { SwiftNaming.words(forKey: $0).words }
    let leading = Self.shared(words, fromEnd: false).flatMap { common in
      words.allSatisfy { $0.dropFirst(common.count).allSatisfy { $0.text.allSatisfy(\.isNumber) } } ? common : nil
    }
    for common in [Self.shared(words, fromEnd: true), leading].compactMap({ $0 }) {
      // `Element` and `Object` are suffixes inference adds, not meaning the places share.
      guard !common.allSatisfy({ ["element", "object"].contains($0.text.lowercased()) }) else { continue }
      let plain = SwiftNaming.upperCamelCase(common)
      if plain.count >= 2, SwiftNaming.typeName(forKey: plain) == plain { return plain }
    }
    return nil
  }

  /// The words all of `words` end (or start) with.
  private static func shared(_ words: [[NameWord]], fromEnd: Bool) -> [NameWord]? {
    var common = words[0]
    for other in words.dropFirst() {
      var length = 0
      while length < min(common.count, other.count) {
        let mine = common[fromEnd ? common.count - 1 - length : length]
        let theirs = other[fromEnd ? other.count - 1 - length : length]
        guard mine.text.lowercased() == theirs.text.lowercased() else { break }
        length += 1
      }
      common = fromEnd ? Array(common.suffix(length)) : Array(common.prefix(length))
    }
    return common.isEmpty ? nil : common
  }

  /// `name` without the digits and underscores it ends with (`Team_2` → `Team`).
  private static func withoutTrailingNumber(_ name: String) -> String {
    var end = name.endIndex
    while end > name.startIndex {
      let last = name.index(before: end)
      guard name[last].isNumber || name[last] == "_" else { break }
      end = last
    }
    return String(name[..<end])
  }

  // MARK: - Qualified names

  /// The group's place nearest to the root: how many places lie between, and its JSON path.
  private func nearestPlace(of group: Int) -> (depth: Int, path: String) {
    members[group, default: [group]].map { node in
      var depth = 0
      var current = grouping.nodes[node].parent
      while let parent = current {
        depth += 1
        current = grouping.nodes[parent].parent
      }
      return (depth, grouping.nodes[node].path)
    }.min { $0.depth < $1.depth } ?? (0, "")
  }

  /// The group's base name with `level` enclosing names in front (`Item`, `CartItem`, …), or
  /// `Payload` after it inside a parent of the same name.
  private func name(of group: Int, level: Int, bases: [Int: String]) -> String {
    var name = bases[group]!
    var current = group
    var added = 0
    while added < level {
      guard let parent = grouping.nodes[current].parent else {
        if !name.hasPrefix(rootName) { name = rootName + name }
        break
      }
      current = grouping.group(of: parent)
      let qualifier = qualifier(of: grouping.nodes[parent]) ?? bases[current]!
      // Inside a parent of its own name (`support.support`), `SupportPayload`, not `SupportSupport`.
      if qualifier.hasSuffix(name) {
        name = SwiftNaming.qualifiedTypeName(name, owner: qualifier)
      } else if !name.hasPrefix(qualifier) {
        name = qualifier + name
      }
      added += 1
    }
    return SwiftNaming.limitingLength(name)
  }

  /// What a parent place puts in front of its children's names: its key's words (`error` →
  /// `Error`, although the model is `RootError`), singular for an array element (`items[]` →
  /// `Item`).
  private func qualifier(of node: ObjectGrouping.Node) -> String? {
    guard let key = node.key else { return nil }
    if node.isField { return SwiftNaming.qualifier(forKey: key) }
    return SwiftNaming.singularTypeName(forPluralKey: key).flatMap(SwiftNaming.qualifier(forKey:))
  }
}
