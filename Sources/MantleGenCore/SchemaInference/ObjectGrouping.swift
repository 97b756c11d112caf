/// Decides which object places of a summary become one model.
///
/// Every object place (a path such as `$.items[].author`) starts as its own node. Places with the
/// same keys and value kinds join one group, and so do all object places that one generated type
/// must decode (the values of one key across a group, the elements of one array): a union–find with
/// congruence closure, so that a group's model always covers every object it will meet, including
/// recursive ones (`{"next": {"next": null}}` becomes one model with an optional `next`).
struct ObjectGrouping {
  /// An object place of the summary tree.
  struct Node {
    let summary: ShapeSummary
    /// The JSON path of the place, e.g. `$.items[].author`.
    let path: String
    /// The type name this place would like.
    let preferredName: String
    /// The nearest object place that contains this one, if any.
    var parent: Int? = nil
    /// The key this place is found at (through any arrays or dictionaries), if any.
    var key: String? = nil
    /// Whether the place is a value of its key directly, not an element of an array there.
    var isField = false
    /// What the place becomes: a model of its own or shared, or part of a class cluster.
    var role = Role.object
  }

  /// What an object place becomes.
  enum Role {
    /// A model, possibly shared with other places of its shape.
    case object
    /// A class cluster: its objects are told apart by the plan's key. The place's own model holds
    /// the keys all cases share.
    case cluster(ClusterDetection.Plan)
    /// The objects of one case of the cluster at node `cluster`: its `index`th.
    case clusterCase(cluster: Int, index: Int)

    var isObject: Bool {
      if case .object = self { true } else { false }
    }
  }

  private(set) var nodes: [Node] = []
  /// The node of each object place, by the identity of its summary. Identity names a place: the
  /// grouping reads a tree that no longer changes (inference's folded copy), in which every place
  /// has a summary of its own, and is asked only about summaries of that tree.
  private var idsBySummary: [ObjectIdentifier: Int] = [:]
  private var parents: [Int] = []
  /// The groups that become models (see ``modelGroups()``), by representative.
  private var modelGroupRoots = Set<Int>()
  /// The paths of cluster places that a type must decode together with other places (the values
  /// of one key across a group), with those places' paths: the cluster's split does not cover
  /// them, so it must take them in or be given up.
  private(set) var clustersDecodingOtherPlaces: [String: Set<String>] = [:]

  /// Registers every object place under `root`, breadth first so that shallow places come first.
  /// `clusters` holds, by path, the class clusters decided for places (see ``ClusterDetection``):
  /// the first place of a cluster gets its node, of all its places' objects, and a node per case,
  /// the places under each case's own keys being the case's; its other places (and the places of
  /// the same paths inside cases) are decoded by that node and add no places of their own.
  init(
    root: ShapeSummary, rootObjectName: String, rootElementName: String,
    clusters: [String: ClusterDetection.Choice] = [:]
  ) {
    var clusterNodes: [String: Int] = [:]
    var queue = [Place(summary: root, path: "$", objectName: rootObjectName, elementName: rootElementName)]
    var index = 0
    while index < queue.count {
      let place = queue[index]
      index += 1
      var parent = place.parent
      if place.summary.objectCount > 0 {
        if let values = place.summary.overflowValues {
          queue.append(place.descending(to: values, path: place.path + ".*", name: place.elementName))
        } else if let choice = clusters[place.path], let node = clusterNodes[choice.paths[0]] {
          // Another place of a cluster declared already: decoded by it, with no places of its own.
          idsBySummary[ObjectIdentifier(place.summary)] = node
          parent = node
        } else {
          parent = registerObjectPlace(place, choice: clusters[place.path], clusterNodes: &clusterNodes, queue: &queue)
        }
      }
      if let elements = place.summary.elements {
        // Elements of elements (`[[{…}]]`) take the elements' name (`rows: [[{…}]]` → `[[Row]]`),
        // unless objects among the elements have it (then their singular, or the name and `Item`).
        var name = place.elementName
        if place.path.hasSuffix("[]"), place.summary.objectCount > 0 {
          let inner = SwiftNaming.elementTypeName(forArrayKey: name)
          name = inner == name ? SwiftNaming.limitingLength(name + "Item") : inner
        }
        var element = place.descending(to: elements, path: place.path + "[]", name: name)
        element.parent = parent
        queue.append(element)
      }
    }
    groupBySignature()
    groupNearIdenticalShapes()
    closeOverCongruence()
    modelGroupRoots = Set(nodes.indices.filter { !nodes[$0].summary.members.isEmpty }.map { group(of: $0) })
  }

  /// A place waiting to be registered: a summary with the names it offers and where it is.
  private struct Place {
    var summary: ShapeSummary
    var path: String
    var objectName: String
    var elementName: String
    var parent: Int? = nil
    var key: String? = nil
    var isField = false

    /// The place of this place's array elements or dictionary values.
    func descending(to summary: ShapeSummary, path: String, name: String) -> Place {
      Place(summary: summary, path: path, objectName: name, elementName: name, parent: parent, key: key)
    }
  }

  /// Registers the object place `place` (of the cluster `choice`, when it is one, as the cluster's
  /// first place) and queues the places under it; returns its node.
  private mutating func registerObjectPlace(
    _ place: Place, choice: ClusterDetection.Choice?, clusterNodes: inout [String: Int], queue: inout [Place]
  ) -> Int {
    // Where objects share the place with other kinds, the union takes the plain name.
    let name = place.summary.kinds.count > 1 ? place.objectName + "Object" : place.objectName
    let clusterNode = nodes.count
    let plan = choice?.plan
    let summary = choice?.summary ?? place.summary
    register(
      Node(
        summary: summary, path: place.path, preferredName: name, parent: place.parent, key: place.key,
        isField: place.isField, role: plan.map(Role.cluster) ?? .object))
    if let choice {
      clusterNodes[choice.paths[0]] = clusterNode
      idsBySummary[ObjectIdentifier(place.summary)] = clusterNode
    }
    queue += Self.places(under: summary, keys: plan?.sharedKeys, at: place.path, name: name, parent: clusterNode)
    if let others = summary.otherKeyValues {
      // The values of the data keys beside the fixed ones: the model's entries.
      var entries = place.descending(to: others, path: place.path + ".*", name: name + "Entry")
      entries.parent = clusterNode
      queue.append(entries)
    }
    for (index, variant) in (plan?.cases ?? []).enumerated() {
      // A case's places are qualified by the case (`PushEventPayload`), never by the key of the
      // cluster's place, which all cases share.
      let caseName = ClusterDetection.caseModelName(value: variant.value, clusterName: name)
      let caseNode = nodes.count
      register(
        Node(
          summary: variant.summary, path: place.path, preferredName: caseName, parent: clusterNode,
          role: .clusterCase(cluster: clusterNode, index: index)))
      queue += Self.places(
        under: variant.summary, keys: plan!.ownKeys[index], at: place.path, name: caseName, parent: caseNode)
    }
    return clusterNode
  }

  /// The places of the values of `keys` (every key when `nil`) of the objects at `summary`, which
  /// is the place at `path` whose model is named `name` and whose node is `parent`. Only objects
  /// and arrays hold object places.
  private static func places(
    under summary: ShapeSummary, keys: [String]?, at path: String, name: String, parent: Int
  ) -> [Place] {
    let included = keys.map(Set.init)
    return summary.members.compactMap { member in
      let (key, field) = (member.key, member.summary)
      guard field.objectCount > 0 || field.elements != nil, included?.contains(key) ?? true else { return nil }
      return Place(
        summary: field, path: JSONPath.appending(key: key, to: path),
        objectName: SwiftNaming.typeName(forKey: key, inside: name),
        elementName: SwiftNaming.elementTypeName(forArrayKey: key, inside: name), parent: parent, key: key,
        isField: true)
    }
  }

  private mutating func register(_ node: Node) {
    idsBySummary[ObjectIdentifier(node.summary)] = nodes.count
    parents.append(nodes.count)
    nodes.append(node)
  }

  /// The node id of an object summary, if it is a registered (non-dictionary) object place.
  func id(of summary: ShapeSummary) -> Int? {
    idsBySummary[ObjectIdentifier(summary)]
  }

  /// The nodes of the cases of the cluster at node `cluster`, in the order of its cases.
  func caseNodes(ofCluster cluster: Int) -> [Int] {
    nodes.indices.filter { id in
      if case .clusterCase(cluster, _) = nodes[id].role { true } else { false }
    }
  }

  /// The representative of the group containing `id` (the smallest id in it).
  func group(of id: Int) -> Int {
    var current = id
    while parents[current] != current { current = parents[current] }
    return current
  }

  /// The node ids of every group, each list ascending, groups ordered by their first id.
  func groups() -> [Int: [Int]] {
    var result: [Int: [Int]] = [:]
    for id in nodes.indices { result[group(of: id), default: []].append(id) }
    return result
  }

  /// The groups that become models: those with a place that held a key. Places that only ever held
  /// `{}` (and were joined to no other) are `[String: JSONValue]`, never an empty model.
  func modelGroups() -> [Int: [Int]] {
    groups().filter { modelGroupRoots.contains($0.key) }
  }

  /// Whether the group of `id` becomes a model (see ``modelGroups()``).
  func isModel(_ id: Int) -> Bool {
    modelGroupRoots.contains(group(of: id))
  }

  @discardableResult
  private mutating func union(_ a: Int, _ b: Int) -> Bool {
    let (rootA, rootB) = (group(of: a), group(of: b))
    guard rootA != rootB else { return false }
    parents[max(rootA, rootB)] = min(rootA, rootB)
    return true
  }

  /// Joins places with the same keys whose values have the same kinds.
  private mutating func groupBySignature() {
    /// A place's keys, sorted, with the kinds of their values.
    struct Signature: Hashable {
      var keys: [String]
      var kinds: [ValueKinds]
    }
    // For each signature, the first place of each group formed so far.
    var groupsBySignature: [Signature: [Int]] = [:]
    // Empty places are joined to others only where one type must decode both (congruence).
    for (id, node) in nodes.enumerated() where !node.summary.members.isEmpty && node.role.isObject {
      let members = node.summary.members.sorted { $0.key < $1.key }
      let signature = Signature(keys: members.map(\.key), kinds: members.map(\.summary.kinds))
      let firsts = groupsBySignature[signature, default: []]
      if let first = firsts.first(where: { mayJoin($0, id) && Self.childrenAgree(nodes[$0].summary, node.summary) }) {
        union(first, id)
      } else {
        groupsBySignature[signature] = firsts + [id]
      }
    }
  }

  /// Whether places `a` and `b` may join for their shapes: neither is a cluster or a case, and they
  /// are not the values of keys of two cases of one cluster, which differ by the cluster's evidence
  /// (the `payload` of a `PushEvent` and of a `CreateEvent`) even where their keys overlap.
  private func mayJoin(_ a: Int, _ b: Int) -> Bool {
    guard nodes[a].role.isObject, nodes[b].role.isObject else { return false }
    guard let parentA = nodes[a].parent, let parentB = nodes[b].parent, parentA != parentB,
      case .clusterCase(let clusterA, _) = nodes[parentA].role,
      case .clusterCase(let clusterB, _) = nodes[parentB].role
    else { return true }
    return clusterA != clusterB
  }

  /// Whether joining the places of `a` and `b` keeps apart objects that have nothing in common:
  /// one model for both would join the objects under each common key too (and their array
  /// elements), so those must share a key where both have keys (`{"order": {"item": {"sku": "x"}}}`
  /// and `{"cart": {"item": {"qty": 1}}}` may not make one `Item`). Looks `depth` levels down.
  static func childrenAgree(_ a: ShapeSummary, _ b: ShapeSummary, depth: Int = 4) -> Bool {
    guard depth > 0 else { return true }
    if let elementsA = a.elements, let elementsB = b.elements,
      !childrenAgree(elementsA, elementsB, depth: depth - 1)
    {
      return false
    }
    guard a.overflowValues == nil, b.overflowValues == nil, !a.members.isEmpty, !b.members.isEmpty else {
      return true
    }
    var sharesKey = false
    for member in a.members {
      guard let other = b.field(named: member.key) else { continue }
      sharesKey = true
      if !childrenAgree(member.summary, other, depth: depth - 1) { return false }
    }
    return sharesKey
  }

  /// Joins places whose keys nearly agree: the same name and at least half the keys in common
  /// (`person` and `people[]`), or different names with one key set inside the other and four
  /// fifths of the keys in common — when each common key's kinds of values in one include the other's.
  private mutating func groupNearIdenticalShapes() {
    let keySets = nodes.map { Set($0.summary.keyOrder) }
    for a in nodes.indices {
      for b in (a + 1)..<nodes.count where group(of: a) != group(of: b) && mayJoin(a, b) {
        let (keysA, keysB) = (keySets[a], keySets[b])
        // The similarity is at most the smaller key count over the larger one.
        let sizeRatio = Double(min(keysA.count, keysB.count)) / Double(max(keysA.count, keysB.count, 1))
        guard sizeRatio >= (nodes[a].preferredName == nodes[b].preferredName ? 0.5 : 0.8) else { continue }
        let common = keysA.intersection(keysB)
        guard !common.isEmpty else { continue }
        let similarity = Double(common.count) / Double(keysA.union(keysB).count)
        let sameName = nodes[a].preferredName == nodes[b].preferredName
        let nested = keysA.isSubset(of: keysB) || keysB.isSubset(of: keysA)
        guard (sameName && similarity >= 0.5) || (nested && common.count >= 4 && similarity >= 0.8) else { continue }
        let agree = common.allSatisfy { key in
          let kindsA = nodes[a].summary.field(named: key)?.kinds ?? []
          let kindsB = nodes[b].summary.field(named: key)?.kinds ?? []
          return kindsA.isSubset(of: kindsB) || kindsB.isSubset(of: kindsA)
        }
        if agree, Self.childrenAgree(nodes[a].summary, nodes[b].summary) { union(a, b) }
      }
    }
  }

  /// Joins the object places that one generated type must decode, until nothing changes.
  private mutating func closeOverCongruence() {
    var changed = true
    while changed {
      changed = false
      for (_, members) in groups().sorted(by: { $0.key < $1.key }) where members.count > 1 {
        let summaries = members.map { nodes[$0].summary }
        var keys: [String] = []
        var seen = Set<String>()
        for summary in summaries {
          for key in summary.keyOrder where seen.insert(key).inserted { keys.append(key) }
        }
        for key in keys where unify(summaries.compactMap { $0.field(named: key) }) {
          changed = true
        }
        if unify(summaries.compactMap(\.otherKeyValues)) { changed = true }
      }
    }
  }

  /// The values that one dictionary type decodes at a place of `objects` where some are maps: the
  /// maps' values and the fields of the others.
  static func dictionaryValues(of objects: [ShapeSummary]) -> [ShapeSummary] {
    objects.flatMap { object in object.overflowValues.map { [$0] } ?? object.members.map(\.summary) }
  }

  /// Joins the object places among `place` (values one type must decode), and recursively those
  /// among their array elements and dictionary values.
  private mutating func unify(_ place: [ShapeSummary]) -> Bool {
    var changed = false
    // A cluster and its cases decode the objects of their own place only, which their split
    // covers: a cluster that one type would also decode others with is no cluster.
    let allIDs = place.compactMap { id(of: $0) }
    let ids = allIDs.filter { nodes[$0].role.isObject }
    if Set(allIDs).count > 1 {
      for id in allIDs where !nodes[id].role.isObject {
        let others = allIDs.filter { $0 != id }.map { nodes[$0].path }
        clustersDecodingOtherPlaces[nodes[id].path, default: []].formUnion(others)
      }
    }
    for id in ids.dropFirst() where union(ids[0], id) { changed = true }
    // Where one of the objects is a map, one dictionary decodes them all, so its value type must
    // decode every value of the maps and every field of the objects that stayed models.
    let objects = place.filter { $0.objectCount > 0 }
    if objects.contains(where: { $0.overflowValues != nil }) {
      let dictionaryValues = Self.dictionaryValues(of: objects)
      if dictionaryValues.count > 1, unify(dictionaryValues) { changed = true }
    }
    let elements = place.compactMap(\.elements)
    if elements.count > 1, unify(elements) { changed = true }
    return changed
  }
}
