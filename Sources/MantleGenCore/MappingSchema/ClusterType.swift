/// A class cluster (Mantle's `classForParsingJSONDictionary:`): an enum whose case is chosen by
/// rules on the JSON object, each case carrying a model.
struct ClusterType: Hashable, Sendable {
  var name: String
  /// Cases in the order their rules are tried; a case without a rule is the fallback.
  var cases: [ClusterCase]
  /// Without a fallback case: whether an object no rule matches decodes to an extra case that
  /// keeps it (as `JSONValue`) and encodes it back unchanged (open, the default), or fails (closed).
  var isOpen: Bool

  init(name: String, cases: [ClusterCase], isOpen: Bool = true) {
    self.name = name
    self.cases = cases
    self.isOpen = isOpen
  }

  /// Whether objects no rule matches decode to the extra `unknown` case.
  var keepsUnknownObjects: Bool { isOpen && cases.allSatisfy { $0.rule != nil } }
}

/// One subtype of a ``ClusterType``.
struct ClusterCase: Hashable, Sendable {
  /// The case name, plain like ``Property/swiftName``.
  var name: String
  var model: String
  /// When this case is chosen; `nil` for the fallback.
  var rule: ClusterRule?
}

/// Chooses a cluster case by the object's `key`: its value (a discriminator string, or `true` for a
/// flag such as `is_vip`), one of several values, or whether it is there at all (Mantle's README:
/// `JSONDictionary[@"image_url"] != nil`).
struct ClusterRule: Hashable, Sendable {
  /// What the rule asks of the key.
  enum Condition: Hashable, Sendable {
    /// The value is this scalar.
    case equals(JSONLiteral)
    /// The value is one of these scalars (all of one kind).
    case oneOf([JSONLiteral])
    /// `true`: the key is there with a value other than `null`; `false`: it is missing or `null`.
    case present(Bool)
  }

  var key: String
  var condition: Condition

  init(key: String, condition: Condition) {
    self.key = key
    self.condition = condition
  }

  /// A rule that the key holds `value`.
  init(key: String, value: JSONLiteral) {
    self.init(key: key, condition: .equals(value))
  }

  /// Whether encoding a case chosen by this rule must write the key back to keep what chose it
  /// (which of several values, or the value of a key that was present), so that the case's model
  /// needs a property for it; an `equals` case writes its one value by itself.
  var mustBeWritten: Bool {
    switch condition {
    case .oneOf, .present(true): true
    case .equals, .present(false): false
    }
  }

  /// The values that choose the case (none for a presence rule).
  var values: [JSONLiteral] {
    switch condition {
    case .equals(let value): [value]
    case .oneOf(let values): values
    case .present: []
    }
  }

  /// The condition in words, for mapping tables: `type is "image"`, `image_url is present`.
  var description: String {
    let key = JSONKeyPath.text(of: [key])
    switch condition {
    case .equals(let value): return "\(key) is \(value.jsonText)"
    case .oneOf(let values): return "\(key) is one of " + values.map(\.jsonText).joined(separator: ", ")
    case .present(let isPresent): return "\(key) is \(isPresent ? "present" : "missing or null")"
    }
  }
}
