import MantleGenSupport

/// What the generated decoding accepts beyond the exact type: lenient conversions, union kinds and
/// cluster rule values — using the support library's own rules.
enum LenientAcceptance {
  /// Whether the `lenient` transform turns `json` into a value of `type`.
  static func accepts(_ json: LocatedJSON, as type: TypeReference) -> Bool {
    switch (type, json.value) {
    case (.int, _): return scalar(json).flatMap(JSONSupport.LenientCoercion.int) != nil
    case (.double, _): return scalar(json).flatMap(JSONSupport.LenientCoercion.double) != nil
    case (.bool, _): return scalar(json).flatMap(JSONSupport.LenientCoercion.bool) != nil
    case (.string, _): return scalar(json) != nil
    case (.array(let element), _):
      if case .array = json.value { return false }
      return sameKind(json, element, schema: nil) || accepts(json, as: element)
    case (.model, .array(let elements)): return elements.isEmpty
    default: return false
    }
  }

  /// The scalar generated code decodes `json` as, or `nil` when it is not a scalar.
  private static func scalar(_ json: LocatedJSON) -> JSONSupport.Scalar? {
    switch json.value {
    case .bool(let value): .bool(value)
    case .string(let text): .string(text)
    case .number(let number): JSONSupport.Scalar(numberText: number.text)
    default: nil
    }
  }

  /// Whether `json` is of the JSON kind that `type` decodes from.
  static func sameKind(_ json: LocatedJSON, _ type: TypeReference, schema: MappingSchema?) -> Bool {
    switch (type, json.value) {
    case (.optional, .null), (.jsonValue, _): return true
    case (.optional(let wrapped), _): return sameKind(json, wrapped, schema: schema)
    case (.bool, .bool): return true
    case (.int, .number(let number)): return number.intValue != nil
    case (.double, .number), (.decimal, .number): return true
    case (.string, .string), (.url, .string), (.uuid, .string), (.date, .string), (.enumeration, .string): return true
    case (.array, .array): return true
    case (.model, .object), (.dictionary, .object), (.cluster, .object): return true
    case (.union(let name), _):
      return schema?.unions.first { $0.name == name }?.cases.contains { sameKind(json, $0.type, schema: schema) }
        ?? true
    default: return false
    }
  }

  /// Whether a cluster rule's value holds for `json`.
  static func equals(_ json: LocatedJSON, _ literal: JSONLiteral) -> Bool {
    switch (json.value, literal) {
    case (.bool(let a), .bool(let b)): a == b
    case (.string(let a), .string(let b)): a == b
    case (.number(let a), .number(let b)): Double(a.text) == Double(b)
    default: false
    }
  }
}
