/// What a cluster rule sees at its key, as generated decoding reads it: the value of the object's
/// last member with that key.
enum RuleInput: Equatable, Sendable {
  case missing
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  /// An object or an array: no rule value is one.
  case container
}

extension ClusterRule {
  /// Whether the rule holds for `input`: the one meaning of a rule. The drift check calls it;
  /// generated decoding and the exported JSON Schema are written from ``condition`` to agree with
  /// it (ClusterRuleTests decodes the same cases with generated code). A presence rule asks for a
  /// value other than `null`; a value rule for one of its values, of the same kind, numbers by value.
  func matches(_ input: RuleInput) -> Bool {
    switch condition {
    case .present(let wanted):
      switch input {
      case .missing, .null: return !wanted
      default: return wanted
      }
    case .equals, .oneOf:
      return values.contains { $0.isValue(of: input) }
    }
  }
}

extension JSONLiteral {
  /// Whether `input` is this value: of the same kind, numbers by value (as decoding them as `Int`
  /// or `Double` and comparing does, exactly up to 2^53). Cluster rules and the drift check's
  /// value mappings compare with it.
  func isValue(of input: RuleInput) -> Bool {
    switch (input, self) {
    case (.bool(let actual), .bool(let expected)): actual == expected
    case (.string(let actual), .string(let expected)): actual == expected
    case (.number(let actual), .number(let expected)): Double(expected) == actual
    default: false
    }
  }
}
