/// Decides where objects of several kinds share a place and a key tells them apart — a class
/// cluster (Mantle's `classForParsingJSONDictionary:`), such as GitHub events whose `type`
/// (`PushEvent`, `IssueCommentEvent`, …) says which keys the event and its `payload` have.
///
/// The objects are split by the values of the candidate keys (``candidateKeys(of:)``) in one of two
/// ways. A key named for its object's kind (`type`, `kind`, `object`, `__typename`, `…_type`, see
/// ``DiscriminatorNames``) splits them in the one reading of the samples: each such object is read
/// into the summary of its kind (``ShapeSummary/partitions``, taken by ``partitionsRead(in:)``).
/// Any other key needs a second reading where the summary shows its values choosing the objects'
/// keys: ``placesToReadAgain(in:)`` finds those places, and the objects there are read again split
/// by its values (``VariantPlace``). Then
/// ``grouping(of:rootObjectName:rootElementName:variants:)`` judges the splits of the places one
/// type decodes together (``plan(for:partitions:)``: whether the key predicts the objects' shape)
/// and groups the places with the clusters found.
///
/// A key is a discriminator when every object has it, as one of a few identifier-like strings that
/// repeat (not names, ids or text), and its value explains how the objects differ: keys present in
/// every object of some values and in none of others, or (for a key named for the kind, or beside
/// such keys) a member whose shape differs from one value to the next (`payload`). A key named for
/// its object's kind needs less evidence (see ``planFromLittleEvidence(for:key:cases:)``).
enum ClusterDetection {
  /// The most cases a cluster is given: more distinct values than strings remember.
  static let maximumCases = StringSummary.distinctValueLimit
  /// Places of this many objects or fewer are split whatever they show on their own.
  static let smallPlace = 3
  /// The most keys of one place whose values split its objects: each is a reading of every object
  /// there, so a wide object of many enum-like strings (hundreds of settings) must not make one per
  /// key. Keys named for their object's kind come first, then the others in the order they were seen.
  static let maximumCandidateKeys = 8

  // MARK: - Candidates

  /// How a place inside another is reached: the values of a folded dictionary, a member, or the
  /// elements of arrays.
  enum InnerPlace {
    case dictionaryValues
    case member(String)
    case elements
  }

  /// The places inside `summary`, at `path`, where objects (and so a cluster) may be, in the order
  /// both ways of splitting objects visit them: the dictionary's values, the members that hold
  /// objects or arrays, the elements.
  static func innerPlaces(
    of summary: ShapeSummary, path: String
  ) -> [(place: InnerPlace, summary: ShapeSummary, path: String)] {
    var inner: [(place: InnerPlace, summary: ShapeSummary, path: String)] = []
    if let values = summary.overflowValues { inner.append((.dictionaryValues, values, path + ".*")) }
    for member in summary.members where member.summary.objectCount > 0 || member.summary.elements != nil {
      inner.append((.member(member.key), member.summary, JSONPath.appending(key: member.key, to: path)))
    }
    if let elements = summary.elements { inner.append((.elements, elements, path + "[]")) }
    return inner
  }

  /// The keys of the objects at `summary` that may be discriminators, judged from the summary alone:
  /// in every object, a string each time, at most ``maximumCases`` identifier-like values that
  /// repeat; and something for them to explain (an optional key, here or one level down). At a
  /// place of ``smallPlace`` objects or fewer neither is asked: one type may decode the objects of
  /// several places, whose splits are then judged together (``choices(in:variants:)``). At most
  /// ``maximumCandidateKeys``.
  static func candidateKeys(of summary: ShapeSummary) -> [String] {
    let objects = summary.objectCount
    guard objects >= 1, summary.overflowValues == nil, objects <= smallPlace || hasVariety(summary) else { return [] }
    let keys = summary.members.filter { member in
      let field = member.summary
      guard field.presenceCount == objects, field.count == objects, field.kinds == .string,
        !field.strings.hasMoreDistinctValues
      else { return false }
      let values = field.strings.distinctValues
      // Values that repeat, or a place too small to show it (one of several places of one type),
      // or a key named for its object's kind (see `planFromLittleEvidence`).
      let repeats =
        values.count * 2 <= objects || objects <= smallPlace || DiscriminatorNames.isConventional(member.key)
      return repeats && values.count <= maximumCases && values.keys.allSatisfy(DiscriminatorNames.isIdentifierLike)
    }.map(\.key)
    guard keys.count > maximumCandidateKeys else { return keys }
    let conventional = keys.filter(DiscriminatorNames.isConventional)
    return Array((conventional + keys.filter { !DiscriminatorNames.isConventional($0) }).prefix(maximumCandidateKeys))
  }

  /// Whether objects at `summary` differ: a key is missing from some, holds values of several
  /// kinds (also inside its arrays: coordinates nested to different depths), or the objects under
  /// a key (or in its arrays) do not all have the same keys.
  private static func hasVariety(_ summary: ShapeSummary) -> Bool {
    func hasSeveralKinds(_ field: ShapeSummary) -> Bool {
      field.kinds.count > 1 || field.elements.map(hasSeveralKinds) == true
    }
    return summary.members.contains { member in
      guard member.summary.presenceCount == summary.objectCount, !hasSeveralKinds(member.summary) else { return true }
      return [member.summary, member.summary.elements].contains { inner in
        guard let inner, inner.objectCount > 0 else { return false }
        return inner.members.contains { $0.summary.presenceCount < inner.objectCount }
      }
    }
  }

  // MARK: - Decision

  /// How the objects at a place become a cluster: the discriminator, one case per value with the
  /// keys only its objects have, and the keys all cases share (the cases' common parent).
  struct Plan {
    var key: String
    var cases: [VariantPartition]
    /// Keys of the place every case has in the same shape, in the place's order.
    var sharedKeys: [String]
    /// For each case, its own keys (besides the shared ones and the discriminator), in the order
    /// its objects had them.
    var ownKeys: [[String]]
  }

  /// A cluster decided for the object places one type decodes: the plan, the summary of all their
  /// objects, and the places (the first, in the grouping's order, is where the cluster is declared).
  struct Choice {
    var plan: Plan
    var summary: ShapeSummary
    var paths: [String]
  }

  /// The clusters of the groups of `grouping` (made without clusters) whose places were all split
  /// by a key (`variants`, by path), judged on all their objects together; by path of each place.
  static func choices(
    in grouping: ObjectGrouping, variants: [String: [String: [VariantPartition]]]
  ) -> [String: Choice] {
    let summaries = summariesByPath(grouping)
    var result: [String: Choice] = [:]
    for (_, members) in grouping.groups().sorted(by: { $0.key < $1.key }) {
      let paths = members.map { grouping.nodes[$0].path }
      guard let choice = choice(for: paths, summaries: summaries, variants: variants) else { continue }
      for path in paths { result[path] = choice }
    }
    return result
  }

  /// The grouping of the object places of `root` (inference's folded tree) with the clusters that
  /// `variants` (the objects of candidate places split by key, by path) support.
  ///
  /// Clusters are decided for the groups of places one type decodes, then the places are grouped
  /// again with them. A cluster that would decode other places too takes them in when they were
  /// split by its key and the whole still makes a cluster; else it is given up.
  static func grouping(
    of root: ShapeSummary, rootObjectName: String, rootElementName: String,
    variants: [String: [String: [VariantPartition]]]
  ) -> ObjectGrouping {
    let plain = ObjectGrouping(root: root, rootObjectName: rootObjectName, rootElementName: rootElementName)
    let summaries = summariesByPath(plain)
    // The objects of each case have their maps folded as the place's are, so that the places
    // under them have the paths of the places they belong to.
    var foldedVariants: [String: [String: [VariantPartition]]] = [:]
    for (path, byKey) in variants {
      guard let place = summaries[path] else { continue }
      foldedVariants[path] = byKey.mapValues { cases in
        cases.map { VariantPartition(value: $0.value, summary: DictionaryDetection.folded($0.summary, like: place)) }
      }
    }
    var clusters = foldedVariants.isEmpty ? [:] : choices(in: plain, variants: foldedVariants)
    var rounds = 0
    while !clusters.isEmpty {
      let grouping = ObjectGrouping(
        root: root, rootObjectName: rootObjectName, rootElementName: rootElementName, clusters: clusters)
      let conflicts = grouping.clustersDecodingOtherPlaces
      guard !conflicts.isEmpty else { return grouping }
      rounds += 1
      for (path, others) in conflicts.sorted(by: { $0.key < $1.key }) {
        guard let choice = clusters[path] else { continue }
        var paths = choice.paths
        for other in others.sorted() {
          for joined in clusters[other]?.paths ?? [other] where !paths.contains(joined) { paths.append(joined) }
        }
        for gone in paths { clusters[gone] = nil }
        guard rounds < maximumRounds,
          let wider = Self.choice(for: paths, summaries: summaries, variants: foldedVariants)
        else { continue }
        for place in wider.paths { clusters[place] = wider }
      }
    }
    return plain
  }

  /// How many times clusters may take in other places before those still in conflict are given up.
  static let maximumRounds = 8

  /// The summary of each object place of `grouping`, by path.
  static func summariesByPath(_ grouping: ObjectGrouping) -> [String: ShapeSummary] {
    Dictionary(grouping.nodes.map { ($0.path, $0.summary) }, uniquingKeysWith: { first, _ in first })
  }

  /// The cluster of the objects at `paths` (whose summaries are in `summaries`), when every one of
  /// them was split by one key and the values explain the objects' differences.
  static func choice(
    for paths: [String], summaries: [String: ShapeSummary], variants: [String: [String: [VariantPartition]]]
  ) -> Choice? {
    let splits = paths.compactMap { variants[$0] }
    let places = paths.compactMap { summaries[$0] }
    guard splits.count == paths.count, places.count == paths.count, let first = splits.first else { return nil }
    let keys = first.keys.filter { key in splits.allSatisfy { $0[key] != nil } }
    guard !keys.isEmpty else { return nil }
    let summary: ShapeSummary
    var partitions: [String: [VariantPartition]] = [:]
    if paths.count == 1 {
      summary = places[0]
      partitions = first.filter { keys.contains($0.key) }
    } else {
      summary = ShapeSummary()
      for place in places { summary.merge(place.copy()) }
      for key in keys { partitions[key] = merged(splits.map { $0[key]! }) }
    }
    return plan(for: summary, partitions: partitions).map { Choice(plan: $0, summary: summary, paths: paths) }
  }

  /// The partitions of several places (or of one place's kinds) by value, each value's objects
  /// merged (copies), values in the order the places and their objects first showed them.
  static func merged(_ splits: [[VariantPartition]]) -> [VariantPartition] {
    var order: [String] = []
    var summaries: [String: ShapeSummary] = [:]
    for split in splits {
      for partition in split {
        if summaries[partition.value] == nil {
          order.append(partition.value)
          summaries[partition.value] = ShapeSummary()
        }
        summaries[partition.value]!.merge(partition.summary.copy())
      }
    }
    return order.map { VariantPartition(value: $0, summary: summaries[$0]!) }
  }

  /// The cluster for the objects at `place`, split by each candidate key in `partitions`, when a
  /// key's values explain how they differ; the key that explains most, first in the objects on a tie.
  static func plan(for place: ShapeSummary, partitions: [String: [VariantPartition]]) -> Plan? {
    var best: (plan: Plan, evidence: Int)?
    for key in place.keyOrder {
      guard let cases = partitions[key], let scored = plan(for: place, key: key, cases: cases) else { continue }
      if best == nil || scored.evidence > best!.evidence { best = scored }
    }
    return best?.plan
  }

  private static func plan(
    for place: ShapeSummary, key: String, cases: [VariantPartition]
  ) -> (plan: Plan, evidence: Int)? {
    let objects = place.objectCount
    guard (2...maximumCases).contains(cases.count), cases.count * 2 <= objects,
      cases.reduce(0, { $0 + $1.summary.objectCount }) == objects
    else { return planFromLittleEvidence(for: place, key: key, cases: cases) }
    // Most objects must share their value with another: a value seen once says little.
    let repeated = cases.filter { $0.summary.objectCount >= 2 }.reduce(0) { $0 + $1.summary.objectCount }
    guard repeated * 2 >= objects else { return planFromLittleEvidence(for: place, key: key, cases: cases) }
    var explained = 0
    var unexplained = 0
    var varying = 0
    var sharedKeys: [String] = []
    var caseKeys = Set<String>()
    for member in place.members where member.key != key {
      let fields = cases.map { $0.summary.field(named: member.key) }
      let isExplained: Bool
      if member.summary.presenceCount < objects {
        // In all or none of each case's objects; it counts as evidence when values seen twice or
        // more show both (a value seen once says nothing).
        isExplained = isInAllOrNone(fields, of: cases)
        var repeatedPresence = Set<Bool>()
        for (field, variant) in zip(fields, cases) where variant.summary.objectCount >= 2 {
          repeatedPresence.insert((field?.presenceCount ?? 0) > 0)
        }
        if !isExplained { unexplained += 1 } else if repeatedPresence.count == 2 { explained += 1 }
      } else {
        isExplained = false
      }
      let varies = shapeVaries(fields.compactMap { $0 })
      // Evidence when every object has the key (`payload`, `data`) and values seen twice or more
      // show the difference, each in one shape of its own.
      let repeatedFields = zip(fields, cases).filter { $1.summary.objectCount >= 2 }.compactMap(\.0)
      if varies, member.summary.presenceCount == objects, shapeVaries(repeatedFields),
        repeatedFields.allSatisfy(isUniform)
      {
        varying += 1
      }
      if isExplained || varies { caseKeys.insert(member.key) } else { sharedKeys.append(member.key) }
    }
    let evidence = explained + 2 * varying
    guard evidence >= 2, evidence > unexplained, mostCasesDiffer(cases, ignoring: key) else {
      return planFromLittleEvidence(for: place, key: key, cases: cases)
    }
    let ownKeys = cases.map { variant in variant.summary.keyOrder.filter(caseKeys.contains) }
    return (Plan(key: key, cases: cases, sharedKeys: sharedKeys, ownKeys: ownKeys), evidence)
  }

  /// Whether a key (its field in each case, `nil` where no object has it) is in all or none of
  /// each case's objects: its presence follows the discriminator's value.
  static func isInAllOrNone(_ fields: [ShapeSummary?], of cases: [VariantPartition]) -> Bool {
    zip(fields, cases).allSatisfy { field, variant in
      let presence = field?.presenceCount ?? 0
      return presence == 0 || presence == variant.summary.objectCount
    }
  }

  /// Whether the values of one key differ in shape between cases: of different kinds, arrays
  /// nested to different depths (GeoJSON's `coordinates`), or objects (or arrays of objects) with
  /// less than half of their keys in common between two cases. Only cases where the key held
  /// something other than `null` count.
  static func shapeVaries(_ fields: [ShapeSummary]) -> Bool {
    let fields = fields.filter { !$0.kinds.isEmpty }
    guard fields.count >= 2 else { return false }
    let kinds = Set(fields.map(\.kinds.rawValue))
    if kinds.count > 1 { return true }
    let depths = fields.map(arrayDepth)
    if !depths.contains(nil), Set(depths).count > 1 { return true }
    let keySets = fields.compactMap(objectKeys)
    guard keySets.count == fields.count else { return false }
    for (index, keys) in keySets.enumerated() {
      for other in keySets[(index + 1)...] {
        let union = keys.union(other).count
        if union > 0, keys.intersection(other).count * 2 < union { return true }
      }
    }
    return false
  }

  /// How deep arrays nest at `summary` when every value there is an array of the same depth (`1`
  /// for `[1.5, 2]`, `3` for a polygon's `[[[1.5, 2]]]`); `nil` for anything else or an empty array.
  private static func arrayDepth(_ summary: ShapeSummary) -> Int? {
    guard summary.kinds == .array, let elements = summary.elements, !elements.kinds.isEmpty else { return nil }
    guard elements.kinds == .array else { return elements.kinds.contains(.array) ? nil : 1 }
    return arrayDepth(elements).map { $0 + 1 }
  }

  /// Whether the objects at `summary` (or in its arrays) nearly all have the same keys: at most a
  /// quarter of their keys are missing from some.
  private static func isUniform(_ summary: ShapeSummary) -> Bool {
    guard let objects = [summary, summary.elements].compactMap({ $0 }).first(where: { $0.objectCount > 0 }) else {
      return true
    }
    let optional = objects.members.filter { $0.summary.presenceCount < objects.objectCount }.count
    return optional * 4 <= objects.members.count
  }

  /// Whether at least half of the cases have objects of a shape no other case has (their keys, and
  /// the keys of the objects under them): values of a discriminator name kinds of object, values
  /// of a name (`param1`, `param2`) do not.
  static func mostCasesDiffer(_ cases: [VariantPartition], ignoring key: String) -> Bool {
    let shapes = cases.map { variant in
      Set(
        variant.summary.members.filter { $0.key != key }.flatMap { member in
          // Arrays nested to a depth of their own (`coordinates[][][]`) are a shape too.
          let depth = String(repeating: "[]", count: arrayDepth(member.summary) ?? 0)
          return [member.key + depth] + (objectKeys(member.summary) ?? []).map { member.key + "." + $0 }
        })
    }
    return Set(shapes).count * 2 >= cases.count
  }

  /// The keys of the objects at `summary`, or of the objects in its arrays.
  private static func objectKeys(_ summary: ShapeSummary) -> Set<String>? {
    if summary.objectCount > 0 { return summary.overflowValues == nil ? Set(summary.keyOrder) : nil }
    guard let elements = summary.elements, elements.objectCount > 0, elements.overflowValues == nil else {
      return nil
    }
    return Set(elements.keyOrder)
  }

  /// The name of the model of a case: its value as a type name, with the last word of the
  /// cluster's name after it unless the value ends with that word already, or the word is a suffix
  /// inference adds (`Element`, `Object`): `image` in `Block` → `ImageBlock`, `intrinsic` in
  /// `ChildType` → `IntrinsicType`, `PushEvent` in `GithubEvent` or `RootElement` → `PushEvent`.
  static func caseModelName(value: String, clusterName: String) -> String {
    let valueName = SwiftNaming.typeName(forKey: value)
    guard let last = SwiftNaming.words(forKey: clusterName).words.last else { return valueName }
    let lastWord = SwiftNaming.upperCamelCase([last])
    guard !["Element", "Object"].contains(lastWord), !valueName.hasSuffix(lastWord) else { return valueName }
    return SwiftNaming.limitingLength(valueName + lastWord)
  }
}
