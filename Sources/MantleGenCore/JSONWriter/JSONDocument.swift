/// A JSON value whose object members keep their order: the one writer of the JSON documents
/// mantlegen produces (exported JSON Schemas, mapping tables, drift reports), deterministically,
/// byte for byte.
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
    write(to: &output, indent: "", expanded: false)
    return output + "\n"
  }

  /// The document with every array and object expanded, one member or element a line, written
  /// `"key" : value` and an empty container as two line breaks (the layout `JSONEncoder`'s
  /// `.prettyPrinted` writes, which mapping tables and drift reports have always had); no final
  /// line break.
  var expandedText: String {
    var output = ""
    write(to: &output, indent: "", expanded: true)
    return output
  }

  /// An object of the members whose value is not `nil`, sorted by key (as `JSONEncoder` with
  /// `.sortedKeys` writes a `Codable` value).
  static func sortedObject(_ members: [String: JSONDocument?]) -> JSONDocument {
    .object(members.compactMap { key, value in value.map { Member(key, $0) } }.sorted { $0.key < $1.key })
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

  /// The value on one line: `{ "type": "string", "enum": ["a", "b"] }`, `[1, 2]`, `"text"`.
  var oneLineText: String {
    switch self {
    case .null: "null"
    case .bool(let value): value ? "true" : "false"
    case .number(let text): text
    case .string(let text): JSONText.quoted(text)
    case .array(let elements): "[" + elements.map(\.oneLineText).joined(separator: ", ") + "]"
    case .object(let members):
      members.isEmpty
        ? "{}"
        : "{ " + members.map { JSONText.quoted($0.key) + ": " + $0.value.oneLineText }.joined(separator: ", ") + " }"
    }
  }

  /// ``oneLineText`` for an object whose members are all scalars or arrays of scalars.
  private var inlineText: String? {
    guard case .object(let members) = self,
      members.allSatisfy({ member in
        switch member.value {
        case .object(let inner): inner.isEmpty
        case .array(let elements): elements.allSatisfy(\.isScalar)
        default: true
        }
      })
    else { return nil }
    return oneLineText
  }

  /// Writes the value at `indent`: ``expandedText``'s layout when `expanded`, else ``text``'s.
  private func write(to output: inout String, indent: String, expanded: Bool) {
    switch self {
    case .string(let text) where expanded: output += JSONText.quoted(text, shortEscapes: true)
    case .null, .bool, .number, .string: output += oneLineText
    case .array(let elements):
      if !expanded, elements.allSatisfy(\.isScalar) {
        output += oneLineText
        return
      }
      Self.writeLines(elements.count, open: "[", close: "]", indent: indent, to: &output) { index, inner, output in
        elements[index].write(to: &output, indent: inner, expanded: expanded)
      }
    case .object(let members):
      if !expanded, members.isEmpty || (inlineText.map { indent.count + $0.count <= Self.inlineWidth } ?? false) {
        output += oneLineText
        return
      }
      Self.writeLines(members.count, open: "{", close: "}", indent: indent, to: &output) { index, inner, output in
        output += JSONText.quoted(members[index].key, shortEscapes: expanded) + (expanded ? " : " : ": ")
        members[index].value.write(to: &output, indent: inner, expanded: expanded)
      }
    }
  }

  /// `open`, then `count` items (written by `item` at the inner indentation) one a line with
  /// commas between them, then `close` at `indent`; an empty container is two line breaks.
  private static func writeLines(
    _ count: Int, open: String, close: String, indent: String, to output: inout String,
    item: (Int, String, inout String) -> Void
  ) {
    let inner = indent + "  "
    output += open + "\n"
    if count == 0 { output += "\n" }
    for index in 0..<count {
      output += inner
      item(index, inner, &output)
      output += index == count - 1 ? "\n" : ",\n"
    }
    output += indent + close
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
