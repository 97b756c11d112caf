import MantleGenSupport

/// What the generated decoding accepts beyond the exact type: lenient conversions, union kinds and
/// cluster rule values — using the support library's own rules.
enum LenientAcceptance {
  /// Whether the `lenient` transform turns the value `head` into a value of `type`.
  static func accepts(_ head: ValueHead, as type: TypeReference) -> Bool {
    switch (type, head) {
    case (.int, _): return scalar(head).flatMap(JSONSupport.LenientCoercion.int) != nil
    case (.double, _): return scalar(head).flatMap(JSONSupport.LenientCoercion.double) != nil
    case (.bool, _): return scalar(head).flatMap(JSONSupport.LenientCoercion.bool) != nil
    case (.string, _): return scalar(head) != nil
    case (.array(let element), _):
      if case .array = head { return false }
      return sameKind(head, element, unions: nil) || accepts(head, as: element)
    case (.model, .array(let isEmpty)): return isEmpty
    default: return false
    }
  }

  /// The scalar generated code decodes `head` as, or `nil` when it is not a scalar.
  private static func scalar(_ head: ValueHead) -> JSONSupport.Scalar? {
    switch head {
    case .bool(let value): .bool(value)
    case .string(let bytes): .string(String(decoding: bytes, as: UTF8.self))
    case .number(let number): JSONSupport.Scalar(numberText: number.string)
    default: nil
    }
  }

  /// Whether `head` is of the JSON kind that `type` decodes from; a union is when one of its cases
  /// in `unions` is (any union is, without `unions` or when it is not there).
  static func sameKind(_ head: ValueHead, _ type: TypeReference, unions: [String: [TypeReference]]?) -> Bool {
    switch (type, head) {
    case (.optional, .null), (.jsonValue, _): return true
    case (.optional(let wrapped), _): return sameKind(head, wrapped, unions: unions)
    case (.bool, .bool): return true
    case (.int, .number(let number)), (.int64, .number(let number)): return number.decodesAsInt
    case (.int32, .number(let number)): return number.decodesAsInt32
    case (.double, .number), (.decimal, .number): return true
    case (.string, .string), (.url, .string), (.uuid, .string), (.date, .string), (.day, .string), (.dateTime, .string),
      (.data, .string),
      (.enumeration, .string):
      return true
    case (.array, .array): return true
    case (.model, .object), (.dictionary, .object), (.cluster, .object): return true
    case (.union(let name), _):
      return unions?[name].map { $0.contains { sameKind(head, $0, unions: unions) } } ?? true
    default: return false
    }
  }

}

extension RuleInput {
  /// `head` as a rule or a value mapping compares it (see ``JSONLiteral/isValue(of:)``).
  init(_ head: ValueHead) {
    switch head {
    case .null: self = .null
    case .bool(let value): self = .bool(value)
    case .number(let number): self = .number(Double(number.string) ?? .nan)
    case .string(let bytes): self = .string(String(decoding: bytes, as: UTF8.self))
    case .array, .object: self = .container
    }
  }
}

/// The start of a JSON value, as the drift check reads it: scalars whole, objects and arrays only
/// their kind (the cursor stays on the bracket).
enum ValueHead {
  case null
  case bool(Bool)
  case number(StrictCursor.Number)
  /// Valid UTF-8, valid until the cursor reads the next string.
  case string(UnsafeBufferPointer<UInt8>)
  case array(isEmpty: Bool)
  case object

  /// Reads the value at the cursor: a scalar whole, a bracket not at all.
  static func read(_ cursor: inout StrictCursor) throws(StrictCursor.Rejected) -> ValueHead {
    switch try cursor.peek() {
    case UInt8(ascii: "\""): return .string(try cursor.string())
    case UInt8(ascii: "{"): return .object
    case UInt8(ascii: "["): return .array(isEmpty: cursor.isEmptyContainer())
    case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool(try cursor.bool())
    case UInt8(ascii: "n"):
      try cursor.null()
      return .null
    default: return .number(try cursor.number())
    }
  }

  /// Reads the rest of the value: the object or array whose bracket is at the cursor.
  func skipRest(_ cursor: inout StrictCursor) throws(StrictCursor.Rejected) {
    switch self {
    case .array, .object: try cursor.skipValue()
    default: return
    }
  }

  /// A scalar as JSON text (strings quoted), for messages; `nil` for arrays and objects.
  var literalText: String? {
    switch self {
    case .null: "null"
    case .bool(let flag): flag ? "true" : "false"
    case .number(let number): number.string
    case .string(let bytes): JSONText.quoted(String(decoding: bytes, as: UTF8.self))
    case .array, .object: nil
    }
  }

  /// The name of the value's kind in messages: `null`, `Bool`, `Int`, `Double`,
  /// `out-of-range number`, `String`, `Array`, `Object`.
  var kindName: String {
    switch self {
    case .null: "null"
    case .bool: "Bool"
    case .number(let number):
      number.intValue != nil ? "Int" : number.isWithinDoubleRange ? "Double" : "out-of-range number"
    case .string: "String"
    case .array: "Array"
    case .object: "Object"
    }
  }
}

extension StrictCursor.Number {
  /// Whether `JSONDecoder` reads the number as `Int`: an integer within Int's range, also written
  /// with a fraction or exponent (`1.0`, `1e2`), but no fraction and nothing beyond the range.
  var decodesAsInt: Bool {
    intValue != nil || (!isInteger && Double(string).flatMap { Int(exactly: $0) } != nil)
  }

  /// Whether `JSONDecoder` reads the number as `Int32`: as ``decodesAsInt``, within Int32's range.
  var decodesAsInt32: Bool {
    intValue.map { Int32(exactly: $0) != nil } ?? (!isInteger && Double(string).flatMap { Int32(exactly: $0) } != nil)
  }
}
