/// A JSON value whose object members keep their order, for writing JSON documents (an exported
/// JSON Schema) deterministically, byte for byte.
indirect enum JSONDocument: Hashable, Sendable {
  case null
  case bool(Bool)
  /// A number as JSON text (`1`, `-0.5`), written as given.
  case number(String)
  case string(String)
  case array([JSONDocument])
  /// Members in the order they are written.
  case object([Member])

  /// One member of an object.
  struct Member: Hashable, Sendable {
    var key: String
    var value: JSONDocument

    init(_ key: String, _ value: JSONDocument) {
      self.key = key
      self.value = value
    }
  }

  /// An object from key–value pairs, in order.
  static func object(_ pairs: KeyValuePairs<String, JSONDocument>) -> JSONDocument {
    .object(pairs.map { Member($0.key, $0.value) })
  }

  /// The value of the member `key` of an object, if there is one.
  subscript(key: String) -> JSONDocument? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  /// The document as JSON text indented by two spaces, ending in a newline; arrays of scalars
  /// stay on one line.
  var text: String {
    var output = ""
    write(to: &output, indent: "")
    return output + "\n"
  }

  private var isScalar: Bool {
    switch self {
    case .array(let elements): elements.isEmpty
    case .object(let members): members.isEmpty
    default: true
    }
  }

  /// Objects of scalars (and arrays of scalars) shorter than this stay on one line.
  private static let inlineWidth = 80

  /// `{ "type": "string", "format": "uri" }`, for an object whose members are all scalars or
  /// arrays of scalars.
  private var inlineText: String? {
    guard case .object(let members) = self else { return nil }
    var parts: [String] = []
    for member in members {
      switch member.value {
      case .object(let inner) where !inner.isEmpty: return nil
      case .array(let elements) where !elements.allSatisfy(\.isScalar): return nil
      default:
        var value = ""
        member.value.write(to: &value, indent: "")
        parts.append(JSONText.quoted(member.key) + ": " + value)
      }
    }
    return "{ " + parts.joined(separator: ", ") + " }"
  }

  private func write(to output: inout String, indent: String) {
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .number(let text): output += text
    case .string(let text): output += JSONText.quoted(text)
    case .array(let elements):
      if elements.allSatisfy(\.isScalar) {
        output += "["
        for (index, element) in elements.enumerated() {
          if index > 0 { output += ", " }
          element.write(to: &output, indent: indent)
        }
        output += "]"
        return
      }
      let inner = indent + "  "
      output += "[\n"
      for (index, element) in elements.enumerated() {
        output += inner
        element.write(to: &output, indent: inner)
        output += index == elements.count - 1 ? "\n" : ",\n"
      }
      output += indent + "]"
    case .object(let members):
      guard !members.isEmpty else {
        output += "{}"
        return
      }
      if let inline = inlineText, indent.count + inline.count <= Self.inlineWidth {
        output += inline
        return
      }
      let inner = indent + "  "
      output += "{\n"
      for (index, member) in members.enumerated() {
        output += inner + JSONText.quoted(member.key) + ": "
        member.value.write(to: &output, indent: inner)
        output += index == members.count - 1 ? "\n" : ",\n"
      }
      output += indent + "}"
    }
  }
}

extension JSONLiteral {
  /// The literal as a ``JSONDocument`` value.
  var document: JSONDocument {
    switch self {
    case .null: .null
    case .bool(let value): .bool(value)
    case .number(let text): .number(text)
    case .string(let text): .string(text)
    case .emptyArray: .array([])
    case .emptyObject: .object([])
    }
  }
}
