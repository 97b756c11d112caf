/// How `merging(_:)` combines one property of two values (Mantle's `merge<Key>FromModel:`), when
/// the schema says (`"merge": "sum"`); without a rule the other value's non-nil value wins.
public enum MergeRule: String, Hashable, Sendable, CaseIterable {
  /// The other value's value (also when it is `nil`).
  case replace
  /// This value's value (the other's only where this one is `nil`).
  case keep
  /// The sum of both: a non-optional `Int`, `Double` or `Decimal`.
  case sum
  /// This value's elements, then the other's that this one does not have: a non-optional array.
  case union

  /// Why the rule cannot apply to a property of `type` (`isOptional` when optional), or `nil`.
  func problem(type: TypeReference, isOptional: Bool) -> String? {
    switch self {
    case .replace, .keep: return nil
    case .sum:
      guard !isOptional, [.int, .int32, .int64, .double, .decimal].contains(type) else {
        return "the merge rule 'sum' adds numbers; it needs a non-optional Int, Double or Decimal"
      }
      return nil
    case .union:
      guard !isOptional, case .array = type else {
        return "the merge rule 'union' joins arrays; it needs a non-optional array"
      }
      return nil
    }
  }
}
