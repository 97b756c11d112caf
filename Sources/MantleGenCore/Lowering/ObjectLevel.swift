/// One JSON object level as a model reads it: the keys its properties' key paths go through, in
/// the order the schema first uses them. The drift check and the JSON Schema export read a model
/// through these levels, so what each key holds, and whether an object may be missing, is worked
/// out once (``CodecPlan``).
struct ObjectLevel: Hashable, Sendable {
  /// What is found under one key of the level.
  enum Member: Hashable, Sendable {
    /// A property read at this key (the last key of its key path).
    case field(Property)
    /// An object that key paths go through (`owner` of `owner.name`).
    case nested(key: String, level: ObjectLevel)

    /// The key of the member in its object.
    var key: String {
      switch self {
      case .field(let property): property.keyPath.last ?? ""
      case .nested(let key, _): key
      }
    }
  }

  /// The members in the order their keys are first used by the properties.
  var members: [Member]
  /// Every property read at this level or below, in the order the schema lists them.
  var fields: [Property]
  /// The property that holds the object's unknown keys (the model's root level only).
  var unknownKeys: Property?

  /// The level of `properties` (all with key paths longer than `prefix`) after the first
  /// `prefix` keys of their key paths.
  init(properties: [Property], prefix: Int = 0, unknownKeys: Property? = nil) {
    self.fields = properties
    self.unknownKeys = unknownKeys
    var order: [(key: String, field: Property?)] = []
    var nestedProperties: [String: [Property]] = [:]
    for property in properties {
      let key = property.keyPath[prefix]
      if property.keyPath.count == prefix + 1 {
        order.append((key, property))
      } else {
        if nestedProperties[key] == nil { order.append((key, nil)) }
        nestedProperties[key, default: []].append(property)
      }
    }
    self.members = order.map { key, field in
      field.map(Member.field)
        ?? .nested(key: key, level: ObjectLevel(properties: nestedProperties[key] ?? [], prefix: prefix + 1))
    }
  }

  /// The properties read at this level itself, in schema order.
  var directFields: [Property] {
    members.compactMap { if case .field(let property) = $0 { property } else { nil } }
  }

  /// The keys of the level's members, each once, in first-use order.
  var keys: [String] {
    var seen = Set<String>()
    return members.map(\.key).filter { seen.insert($0).inserted }
  }

  /// Whether the object of this level may be missing or `null`: nothing in it must be present.
  /// Decoding then reads every property below as absent.
  var mayBeAbsent: Bool { fields.allSatisfy(\.mayBeAbsent) }
}
