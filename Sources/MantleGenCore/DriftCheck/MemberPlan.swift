/// What the drift check needs to know about one object's members, worked out once per JSON path
/// and model rather than once per object: the properties read at this level of their key paths,
/// the keys that are known here, and the JSON paths of the members.
final class MemberPlan: Sendable {
  /// A property whose key path ends at this level (a class: the check walks these for every
  /// object, and a reference is cheaper to pass around than the property's fields).
  final class Direct: Sendable {
    let property: Property
    /// The key, then the fallback keys, in the order they are tried.
    let candidates: [String]
    /// The slots (see ``MemberPlan/slots``) of `candidates`.
    let candidateSlots: [Int]
    let memberPath: String
    /// Whether a missing or `null` value is fine.
    let isTolerant: Bool

    init(property: Property, candidates: [String], slots: [String: Int], memberPath: String, isTolerant: Bool) {
      self.property = property
      self.candidates = candidates
      candidateSlots = candidates.map { slots[$0]! }
      self.memberPath = memberPath
      self.isTolerant = isTolerant
    }
  }

  /// A key whose value holds the rest of some properties' key paths.
  struct Nested: Sendable {
    var key: String
    /// The slot (see ``MemberPlan/slots``) of `key`.
    var slot: Int
    var memberPath: String
    var isTolerant: Bool
    /// The Swift names of the properties below, for the message when the object is missing.
    var names: String
    var plan: MemberPlan
  }

  /// Keys that are not new at this level, each with a slot number (0, 1, …), so that one pass
  /// over an object's members finds the last member of each key.
  let slots: [String: Int]
  /// The keys by slot: a member whose key is the one after the previous member's slot is found
  /// without hashing.
  let keys: [String]
  let direct: [Direct]
  let nested: [Nested]

  /// The plan for the object found after following `prefix` of the properties' key paths, at
  /// `path`; keys in `alsoKnown` (a cluster's rule keys) are not new.
  init(properties: [Property], prefix: [String], path: String, alsoKnown: Set<String>) {
    let relevant = properties.filter {
      $0.keyPath.count > prefix.count && Array($0.keyPath.prefix(prefix.count)) == prefix
    }
    let fallbackKeys = relevant.filter { $0.keyPath.count == prefix.count + 1 }.flatMap(\.fallbackKeys)
    // Slots in schema order (then fallback keys, then cluster rule keys), which is the order
    // objects usually list their keys in: see ``keys``.
    var keys: [String] = []
    for key in relevant.map({ $0.keyPath[prefix.count] }) + fallbackKeys + alsoKnown.sorted() where !keys.contains(key)
    {
      keys.append(key)
    }
    let slots = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($0.element, $0.offset) })
    self.keys = keys
    self.slots = slots
    var direct: [Direct] = []
    var nestedKeys: [String] = []
    for property in relevant {
      let key = property.keyPath[prefix.count]
      if property.keyPath.count > prefix.count + 1 {
        if !nestedKeys.contains(key) { nestedKeys.append(key) }
        continue
      }
      direct.append(
        Direct(
          property: property, candidates: [key] + property.fallbackKeys, slots: slots,
          memberPath: JSONPath.appending(key: key, to: path),
          isTolerant: property.isOptional || property.defaultValue != nil))
    }
    self.direct = direct
    nested = nestedKeys.map { key in
      let memberPath = JSONPath.appending(key: key, to: path)
      let below = relevant.filter { $0.keyPath[prefix.count] == key }
      return Nested(
        key: key, slot: slots[key]!, memberPath: memberPath,
        isTolerant: below.allSatisfy { $0.isOptional || $0.defaultValue != nil },
        names: below.map(\.swiftName).joined(separator: ", "),
        plan: MemberPlan(properties: below, prefix: prefix + [key], path: memberPath, alsoKnown: []))
    }
  }

  /// Which plan: the object's JSON path, its model, and the cluster that chose the model, if any.
  struct Key: Hashable, Sendable {
    var path: String
    var model: String
    var cluster: String?
  }
}
