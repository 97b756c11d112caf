/// An enum generated from a small set of values (Mantle's value-mapping transformer): strings,
/// or integers or booleans (status codes, flags), each optionally with `null` as one more case.
struct EnumType: Hashable, Sendable {
  var name: String
  var cases: [EnumCase]
  /// The name of the case used for values not listed, if any (the value is lost: it re-encodes
  /// as the fallback's value); plain like ``Property/swiftName``.
  var fallback: String?
  /// Without a fallback: whether a value not listed decodes to an extra case that keeps it and
  /// re-encodes it unchanged (open, the default), or fails to decode (closed).
  var isOpen: Bool

  init(name: String, cases: [EnumCase], fallback: String? = nil, isOpen: Bool = true) {
    self.name = name
    self.cases = cases
    self.fallback = fallback
    self.isOpen = isOpen
  }

  /// Whether unknown values decode, to the fallback or to the open case.
  var acceptsUnknownValues: Bool { fallback != nil || isOpen }

  /// The kind of JSON value the cases other than `null` stand for (the schema reader checks they
  /// are of one kind): strings unless a case gives an integer or a boolean.
  var valueKind: EnumValueKind {
    for enumCase in cases {
      switch enumCase.value {
      case .number: return .integer
      case .bool: return .bool
      case .string: return .string
      default: continue
      }
    }
    return .string
  }

  /// The case that stands for `null`, if any.
  var nullCase: EnumCase? { cases.first { $0.value == .null } }

  /// Whether every case stands for a string: the enum is `String`-backed (or keeps unknown
  /// strings), the form inference produces.
  var isStringEnum: Bool { valueKind == .string && nullCase == nil }

  /// The case that stands for `value` (numbers compared by value).
  func enumCase(for value: JSONLiteral) -> EnumCase? {
    cases.first { EnumCase.normalized($0.value) == EnumCase.normalized(value) }
  }
}

/// What the cases of an ``EnumType`` stand for in JSON (besides `null`).
enum EnumValueKind: Hashable, Sendable {
  case string
  case integer
  case bool

  /// The Swift type of such values.
  var swiftType: String {
    switch self {
    case .string: "String"
    case .integer: "Int"
    case .bool: "Bool"
    }
  }

  /// The JSON Schema type of such values.
  var jsonSchemaType: String {
    switch self {
    case .string: "string"
    case .integer: "integer"
    case .bool: "boolean"
    }
  }
}

/// One case of an ``EnumType`` and the JSON value it stands for.
struct EnumCase: Hashable, Sendable {
  /// The case name, plain like ``Property/swiftName``.
  var name: String
  /// A string, an integer, a boolean or `null`.
  var value: JSONLiteral

  init(name: String, value: JSONLiteral) {
    self.name = name
    self.value = value
  }

  /// The string the case stands for, if it stands for one.
  var stringValue: String? {
    if case .string(let text) = value { text } else { nil }
  }

  /// `value` with an integer written in its shortest form (`1.0`, `1e0` and `1` are one value).
  static func normalized(_ value: JSONLiteral) -> JSONLiteral {
    guard case .number(let text) = value, let number = Double(text), number.rounded() == number,
      abs(number) < 9e15
    else { return value }
    return .number(String(Int64(number)))
  }
}
