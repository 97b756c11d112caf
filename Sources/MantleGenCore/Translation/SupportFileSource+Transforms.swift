extension SupportFileSource {
  static func keyPaths(_ access: String) -> String {
    """
    extension KeyedDecodingContainer {
      /// The nested object at `key`, or `nil` when the key is missing or `null` (for key paths whose
      /// properties are all optional).
      \(access)func nestedContainerIfPresent<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
      ) throws -> KeyedDecodingContainer<NestedKey>? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        return try nestedContainer(keyedBy: type, forKey: key)
      }
    }
    """
  }

  static func unixTime(_ access: String) -> String {
    """
    /// Reads and writes dates as Unix timestamps (seconds or milliseconds since 1970).
    \(access)struct JSONUnixTimeTransform: JSONTransform {
      \(access)enum Unit: Sendable {
        case seconds
        case milliseconds
      }

      \(access)let unit: Unit

      \(access)init(_ unit: Unit) {
        self.unit = unit
      }

      \(access)func value(from json: Double, codingPath: [any CodingKey]) -> Date {
        Date(timeIntervalSince1970: unit == .seconds ? json : json / 1000)
      }

      \(access)func json(from value: Date) -> Double {
        let seconds = value.timeIntervalSince1970
        guard unit == .milliseconds else { return seconds }
        let milliseconds = seconds * 1000
        let whole = milliseconds.rounded()
        return abs(milliseconds - whole) < 0.001 ? whole : milliseconds
      }
    }
    """
  }

  static func dateFormatter(_ access: String) -> String {
    """
    /// Reads and writes dates with a `DateFormatter` pattern, in the POSIX locale and UTC.
    \(access)struct JSONDateFormatterTransform: JSONTransform {
      \(access)let pattern: String

      \(access)init(pattern: String) {
        self.pattern = pattern
      }

      private var formatter: DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = pattern
        return formatter
      }

      \(access)func value(from json: String, codingPath: [any CodingKey]) throws -> Date {
        guard let date = formatter.date(from: json) else {
          throw DecodingError.dataCorrupted(
            DecodingError.Context(
              codingPath: codingPath, debugDescription: "Expected a date like \\"\\(pattern)\\", found \\"\\(json)\\"."))
        }
        return date
      }

      \(access)func json(from value: Date) -> String {
        formatter.string(from: value)
      }
    }
    """
  }

  static func lenient(_ access: String) -> String {
    """
    /// A JSON scalar of any kind, for lenient conversions.
    \(access)enum JSONScalar: Codable, Sendable {
      case bool(Bool)
      case integer(Int)
      case double(Double)
      case string(String)

      \(access)init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Bool.self) {
          self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
          self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
          self = .double(value)
        } else {
          self = .string(try container.decode(String.self))
        }
      }

      \(access)func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .bool(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        }
      }
    }

    /// A type that lenient decoding can convert other scalars to without loss.
    \(access)protocol JSONLenientValue: Codable, Sendable {
      init?(lenient scalar: JSONScalar)
      var scalar: JSONScalar { get }
    }

    extension Int: JSONLenientValue {
      \(access)init?(lenient scalar: JSONScalar) {
        switch scalar {
        case .integer(let value): self = value
        case .double(let value) where value.rounded() == value && abs(value) < 9.0e18: self = Int(value)
        case .string(let text):
          guard let value = Int(text) else { return nil }
          self = value
        case .bool, .double: return nil
        }
      }

      \(access)var scalar: JSONScalar { .integer(self) }
    }

    extension Double: JSONLenientValue {
      \(access)init?(lenient scalar: JSONScalar) {
        switch scalar {
        case .integer(let value): self = Double(value)
        case .double(let value): self = value
        case .string(let text):
          guard let value = Double(text), value.isFinite else { return nil }
          self = value
        case .bool: return nil
        }
      }

      \(access)var scalar: JSONScalar { .double(self) }
    }

    extension Bool: JSONLenientValue {
      \(access)init?(lenient scalar: JSONScalar) {
        switch scalar {
        case .bool(let value): self = value
        case .integer(let value) where value == 0 || value == 1: self = value == 1
        case .string(let text) where ["true", "1", "yes"].contains(text.lowercased()): self = true
        case .string(let text) where ["false", "0", "no"].contains(text.lowercased()): self = false
        case .integer, .double, .string: return nil
        }
      }

      \(access)var scalar: JSONScalar { .bool(self) }
    }

    extension String: JSONLenientValue {
      \(access)init?(lenient scalar: JSONScalar) {
        switch scalar {
        case .string(let value): self = value
        case .integer(let value): self = String(value)
        case .double(let value): self = String(value)
        case .bool(let value): self = value ? "true" : "false"
        }
      }

      \(access)var scalar: JSONScalar { .string(self) }
    }

    /// Accepts numbers given as strings, booleans given as `"true"`/`"1"`/`1`, and strings given as
    /// numbers.
    \(access)struct JSONLenientTransform<Value: JSONLenientValue>: JSONTransform {
      \(access)init() {}

      \(access)func value(from json: JSONScalar, codingPath: [any CodingKey]) throws -> Value {
        guard let value = Value(lenient: json) else {
          throw DecodingError.dataCorrupted(
            DecodingError.Context(
              codingPath: codingPath, debugDescription: "Expected \\(Value.self), found \\(json)."))
        }
        return value
      }

      \(access)func json(from value: Value) -> JSONScalar {
        value.scalar
      }
    }

    /// An array, or a single value standing for a one-element array.
    \(access)enum JSONOneOrMany<Element: Codable & Sendable>: Codable, Sendable {
      case many([Element])
      case one(Element)

      \(access)init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let many = try? container.decode([Element].self) {
          self = .many(many)
        } else {
          self = .one(try container.decode(Element.self))
        }
      }

      \(access)func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .many(let elements): try container.encode(elements)
        case .one(let element): try container.encode(element)
        }
      }
    }

    /// Accepts a single value where an array is expected.
    \(access)struct JSONOneOrManyTransform<Element: JSONTransform>: JSONTransform
    where Element.JSONRepresentation: Sendable {
      \(access)let element: Element

      \(access)init(_ element: Element) {
        self.element = element
      }

      \(access)func value(
        from json: JSONOneOrMany<Element.JSONRepresentation>, codingPath: [any CodingKey]
      ) throws -> [Element.Value] {
        switch json {
        case .many(let items):
          try JSONArrayTransform(element).value(from: items, codingPath: codingPath)
        case .one(let item): [try element.value(from: item, codingPath: codingPath)]
        }
      }

      \(access)func json(
        from value: [Element.Value]
      ) throws -> JSONOneOrMany<Element.JSONRepresentation> {
        .many(try value.map { try element.json(from: $0) })
      }
    }

    /// An object, or an empty array standing for no object.
    \(access)enum JSONObjectOrEmptyArray<Object: Codable & Sendable>: Codable, Sendable {
      case object(Object)
      case emptyArray

      \(access)init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let array = try? container.decode([JSONScalar].self), array.isEmpty {
          self = .emptyArray
        } else {
          self = .object(try container.decode(Object.self))
        }
      }

      \(access)func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .object(let object): try container.encode(object)
        case .emptyArray: try container.encode([JSONScalar]())
        }
      }
    }

    /// Reads an empty array where an object is expected as `nil`.
    \(access)struct JSONEmptyArrayAsNilTransform<Object: Codable & Sendable>: JSONTransform {
      \(access)init() {}

      \(access)func value(
        from json: JSONObjectOrEmptyArray<Object>, codingPath: [any CodingKey]
      ) -> Object? {
        if case .object(let object) = json { return object }
        return nil
      }

      \(access)func json(from value: Object?) -> JSONObjectOrEmptyArray<Object> {
        value.map { .object($0) } ?? .emptyArray
      }
    }
    """
  }

  static func firstElement(_ access: String) -> String {
    """
    /// Reads the first element of a JSON array and writes the value back as a one-element array.
    \(access)struct JSONFirstElementTransform<Element: JSONTransform>: JSONTransform {
      \(access)let element: Element

      \(access)init(_ element: Element) {
        self.element = element
      }

      \(access)func value(
        from json: [Element.JSONRepresentation], codingPath: [any CodingKey]
      ) throws -> Element.Value {
        guard let first = json.first else {
          throw DecodingError.dataCorrupted(
            DecodingError.Context(codingPath: codingPath, debugDescription: "Expected a non-empty array."))
        }
        return try element.value(from: first, codingPath: codingPath + [JSONIndexKey(intValue: 0)])
      }

      \(access)func json(from value: Element.Value) throws -> [Element.JSONRepresentation] {
        [try element.json(from: value)]
      }
    }
    """
  }
}
