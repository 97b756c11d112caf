/// A Swift type in the schema, built from scalars, models and unions.
indirect enum TypeReference: Hashable, Sendable {
  case bool
  case int
  /// `Int32`, for JSON Schema's `format: int32`: a value outside its range fails to decode.
  case int32
  /// `Int64`, for JSON Schema's `format: int64`.
  case int64
  case double
  /// `Decimal`, for numbers that neither `Int` nor `Double` hold exactly.
  case decimal
  case string
  case date
  /// A calendar day written `yyyy-MM-dd` (the support code's `CalendarDay`): a day, not an instant.
  case day
  /// An RFC 3339 date-time kept as written (the support code's `DateTime`): the instant and the
  /// text, so that a value is written back with the offset and fraction it was read with.
  case dateTime
  case url
  case uuid
  /// `Data`, written in JSON as base64 text (what `JSONDecoder` and `JSONEncoder` do by default).
  case data
  /// Any JSON value (the generated `JSONValue` enum).
  case jsonValue
  case model(String)
  case union(String)
  /// A string enum (``EnumType``).
  case enumeration(String)
  /// A class cluster (``ClusterType``).
  case cluster(String)
  case array(TypeReference)
  /// A dictionary with `String` keys.
  case dictionary(TypeReference)
  case optional(TypeReference)

  /// The innermost element type: the value a transform applies to.
  var leaf: TypeReference {
    switch self {
    case .array(let element), .dictionary(let element), .optional(let element): element.leaf
    default: self
    }
  }

  /// The name of the model, union, enum or cluster at the leaf, if the leaf is one.
  var namedLeaf: String? {
    switch leaf {
    case .model(let name), .union(let name), .enumeration(let name), .cluster(let name): name
    default: nil
    }
  }

  /// The same structure with `replacement` as the leaf.
  func replacingLeaf(with replacement: TypeReference) -> TypeReference {
    switch self {
    case .array(let element): .array(element.replacingLeaf(with: replacement))
    case .dictionary(let element): .dictionary(element.replacingLeaf(with: replacement))
    case .optional(let element): .optional(element.replacingLeaf(with: replacement))
    default: replacement
    }
  }
}

/// A JSON scalar written in a schema (a default value, an enum case's value or a cluster rule's
/// value); a string literal is a JSON string.
enum JSONLiteral: Hashable, Sendable, ExpressibleByStringLiteral {
  case null
  case bool(Bool)
  case number(String)
  case string(String)
  /// `[]`, the only array a schema can give as a default.
  case emptyArray
  /// `{}`, the only object a schema can give as a default.
  case emptyObject

  init(stringLiteral value: String) {
    self = .string(value)
  }

  /// The kind of value, to tell kinds apart: `string`, `number`, `bool`, …
  var kindName: String {
    switch self {
    case .null: "null"
    case .bool: "bool"
    case .number: "number"
    case .string: "string"
    case .emptyArray: "array"
    case .emptyObject: "object"
    }
  }

  /// The literal as JSON text.
  var jsonText: String {
    switch self {
    case .null: "null"
    case .bool(let value): value ? "true" : "false"
    case .number(let text): text
    case .string(let text): JSONText.quoted(text)
    case .emptyArray: "[]"
    case .emptyObject: "{}"
    }
  }
}
