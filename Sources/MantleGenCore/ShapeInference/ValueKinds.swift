/// The kinds of non-null JSON values.
enum ValueKind: Int, Hashable, Sendable, CaseIterable, Comparable {
  case bool
  case number
  case string
  case array
  case object

  static func < (lhs: ValueKind, rhs: ValueKind) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

/// Kinds of values seen at a place, a set of ``ValueKind``s held in one byte: built, compared and
/// hashed as cheaply as a number, which inference does for every place many times over.
struct ValueKinds: OptionSet, Hashable, Sendable {
  let rawValue: UInt8

  init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// The set of `kind` alone.
  init(_ kind: ValueKind) {
    rawValue = 1 << kind.rawValue
  }

  static let bool = ValueKinds(.bool)
  static let number = ValueKinds(.number)
  static let string = ValueKinds(.string)
  static let array = ValueKinds(.array)
  static let object = ValueKinds(.object)

  /// How many kinds are in the set.
  var count: Int { rawValue.nonzeroBitCount }

  /// The kinds in the set, in ``ValueKind``'s order.
  var members: [ValueKind] {
    ValueKind.allCases.filter { contains(ValueKinds($0)) }
  }
}
