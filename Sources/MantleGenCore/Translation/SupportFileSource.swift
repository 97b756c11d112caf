/// The fixed helpers that generated models may need, emitted once per output as one support file.
/// Each part is included only when some model uses it.
enum SupportFileSource {
  /// The parts of the support file.
  enum Part: Int, Comparable, CaseIterable, Sendable {
    /// `JSONTransform`, the container extensions and the array/dictionary/optional combinators.
    case transforms
    case keyPaths
    case dateFormats
    case unixTime
    case dateFormatter
    case lowercaseUUID
    case lenient
    case firstElement
    case jsonValue

    static func < (lhs: Part, rhs: Part) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// Type names the support file declares; generated models must not use them.
  static let declaredTypeNames: Set<String> = [
    "JSONTransform", "JSONDateTransform", "JSONDateFormat", "JSONLowercaseUUIDTransform", "JSONArrayTransform",
    "JSONDictionaryTransform", "JSONOptionalTransform", "JSONIndexKey", "JSONValue", "JSONIdentityTransform",
    "JSONUnixTimeTransform", "JSONDateFormatterTransform", "JSONLenientTransform", "JSONLenientValue",
    "JSONScalar", "JSONOneOrManyTransform", "JSONEmptyArrayAsNilTransform", "JSONObjectOrEmptyArray",
    "JSONFirstElementTransform", "JSONOneOrMany",
  ]

  /// The source of `part`, with `access` (`"public "` or `""`) on every declaration meant for models.
  static func source(of part: Part, access: String) -> String {
    switch part {
    case .transforms: transforms(access)
    case .dateFormats: dateTransform(access) + "\n\n" + DateFormatSupportSource.source(accessModifier: access)
    case .lowercaseUUID: lowercaseUUID(access)
    case .jsonValue: jsonValue(access)
    case .keyPaths: SupportFileSource.keyPaths(access)
    case .unixTime: SupportFileSource.unixTime(access)
    case .dateFormatter: SupportFileSource.dateFormatter(access)
    case .lenient: SupportFileSource.lenient(access)
    case .firstElement: SupportFileSource.firstElement(access)
    }
  }

  private static func transforms(_ access: String) -> String {
    """
    /// Converts between a value's JSON representation and its Swift type where plain `Codable`
    /// does not.
    \(access)protocol JSONTransform: Sendable {
      associatedtype Value
      associatedtype JSONRepresentation: Codable
      /// The Swift value for `json`, found at `codingPath` (used in errors).
      func value(from json: JSONRepresentation, codingPath: [any CodingKey]) throws -> Value
      /// The JSON representation of `value`.
      func json(from value: Value) throws -> JSONRepresentation
    }

    /// Applies a transform to every element of an array.
    \(access)struct JSONArrayTransform<Element: JSONTransform>: JSONTransform {
      \(access)let element: Element

      \(access)init(_ element: Element) {
        self.element = element
      }

      \(access)func value(
        from json: [Element.JSONRepresentation], codingPath: [any CodingKey]
      ) throws -> [Element.Value] {
        try json.enumerated().map { index, item in
          try element.value(from: item, codingPath: codingPath + [JSONIndexKey(intValue: index)])
        }
      }

      \(access)func json(from value: [Element.Value]) throws -> [Element.JSONRepresentation] {
        try value.map { try element.json(from: $0) }
      }
    }

    /// Applies a transform to every value of a dictionary.
    \(access)struct JSONDictionaryTransform<Element: JSONTransform>: JSONTransform {
      \(access)let element: Element

      \(access)init(_ element: Element) {
        self.element = element
      }

      \(access)func value(
        from json: [String: Element.JSONRepresentation], codingPath: [any CodingKey]
      ) throws -> [String: Element.Value] {
        var result: [String: Element.Value] = [:]
        for (key, item) in json {
          let path = codingPath + [JSONIndexKey(stringValue: key)]
          result[key] = try element.value(from: item, codingPath: path)
        }
        return result
      }

      \(access)func json(
        from value: [String: Element.Value]
      ) throws -> [String: Element.JSONRepresentation] {
        try value.mapValues { try element.json(from: $0) }
      }
    }

    /// Applies a transform to a value that may be `null`.
    \(access)struct JSONOptionalTransform<Wrapped: JSONTransform>: JSONTransform {
      \(access)let wrapped: Wrapped

      \(access)init(_ wrapped: Wrapped) {
        self.wrapped = wrapped
      }

      \(access)func value(
        from json: Wrapped.JSONRepresentation?, codingPath: [any CodingKey]
      ) throws -> Wrapped.Value? {
        try json.map { try wrapped.value(from: $0, codingPath: codingPath) }
      }

      \(access)func json(from value: Wrapped.Value?) throws -> Wrapped.JSONRepresentation? {
        try value.map { try wrapped.json(from: $0) }
      }
    }

    /// Passes values through unchanged, for combining with transforms that change the structure.
    \(access)struct JSONIdentityTransform<Value: Codable & Sendable>: JSONTransform {
      \(access)init() {}

      \(access)func value(from json: Value, codingPath: [any CodingKey]) -> Value {
        json
      }

      \(access)func json(from value: Value) -> Value {
        value
      }
    }

    /// A coding key for array indices and dictionary keys in error paths.
    \(access)struct JSONIndexKey: CodingKey {
      \(access)let stringValue: String
      \(access)let intValue: Int?

      \(access)init(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
      }

      \(access)init(intValue: Int) {
        self.stringValue = "Index \\(intValue)"
        self.intValue = intValue
      }
    }

    extension KeyedDecodingContainer {
      /// Decodes the value for `key` through `transform`.
      \(access)func decode<T: JSONTransform>(_ transform: T, forKey key: Key) throws -> T.Value {
        let json = try decode(T.JSONRepresentation.self, forKey: key)
        return try transform.value(from: json, codingPath: codingPath + [key])
      }

      /// Decodes the value for `key` through `transform`, or `nil` when it is missing or `null`.
      \(access)func decodeIfPresent<T: JSONTransform>(
        _ transform: T, forKey key: Key
      ) throws -> T.Value? {
        guard let json = try decodeIfPresent(T.JSONRepresentation.self, forKey: key) else { return nil }
        return try transform.value(from: json, codingPath: codingPath + [key])
      }
    }

    extension KeyedEncodingContainer {
      /// Encodes `value` for `key` through `transform`.
      \(access)mutating func encode<T: JSONTransform>(
        _ value: T.Value, with transform: T, forKey key: Key
      ) throws {
        try encode(transform.json(from: value), forKey: key)
      }

      /// Encodes `value` for `key` through `transform`, or nothing when it is `nil`.
      \(access)mutating func encodeIfPresent<T: JSONTransform>(
        _ value: T.Value?, with transform: T, forKey key: Key
      ) throws {
        guard let value else { return }
        try encode(transform.json(from: value), forKey: key)
      }
    }
    """
  }

  private static func dateTransform(_ access: String) -> String {
    """
    /// Reads and writes dates as text in one fixed format, reproducing the original text exactly.
    \(access)struct JSONDateTransform: JSONTransform {
      \(access)let format: JSONDateFormat

      \(access)init(_ format: JSONDateFormat) {
        self.format = format
      }

      \(access)func value(from json: String, codingPath: [any CodingKey]) throws -> Date {
        guard let date = format.date(from: json) else {
          throw DecodingError.dataCorrupted(
            DecodingError.Context(
              codingPath: codingPath,
              debugDescription: "Expected a date in the format \\(format), found \\"\\(json)\\"."))
        }
        return date
      }

      \(access)func json(from value: Date) -> String {
        format.string(from: value)
      }
    }
    """
  }

  private static func lowercaseUUID(_ access: String) -> String {
    """
    /// Reads UUIDs and writes them back in lower case (`JSONEncoder` alone writes upper case).
    \(access)struct JSONLowercaseUUIDTransform: JSONTransform {
      \(access)init() {}

      \(access)func value(from json: String, codingPath: [any CodingKey]) throws -> UUID {
        guard let uuid = UUID(uuidString: json) else {
          throw DecodingError.dataCorrupted(
            DecodingError.Context(
              codingPath: codingPath, debugDescription: "Expected a UUID, found \\"\\(json)\\"."))
        }
        return uuid
      }

      \(access)func json(from value: UUID) -> String {
        value.uuidString.lowercased()
      }
    }
    """
  }

  private static func jsonValue(_ access: String) -> String {
    """
    /// Any JSON value, for places where the samples showed nothing but `null` or empty arrays.
    \(access)enum JSONValue: Codable, Hashable, Sendable {
      case null
      case bool(Bool)
      case integer(Int)
      case double(Double)
      case string(String)
      case array([JSONValue])
      case object([String: JSONValue])

      \(access)init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
          self = .null
        } else if let value = try? container.decode(Bool.self) {
          self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
          self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
          self = .double(value)
        } else if let value = try? container.decode(String.self) {
          self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
          self = .array(value)
        } else {
          self = .object(try container.decode([String: JSONValue].self))
        }
      }

      \(access)func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
      }
    }
    """
  }
}
