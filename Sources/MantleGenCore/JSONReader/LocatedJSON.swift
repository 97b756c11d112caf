/// A small JSON tree that remembers where each value starts, for reading files people edit
/// (mapping schemas) and pointing at the exact place of a problem.
struct LocatedJSON: Sendable {
  enum Value: Sendable {
    case null
    case bool(Bool)
    case number(JSONNumber)
    case string(String)
    case array([LocatedJSON])
    /// Members in file order, with the location of each key.
    case object([Member])
  }

  /// One member of an object.
  struct Member: Sendable {
    var key: String
    var keyLocation: SourceLocation
    var value: LocatedJSON
  }

  var value: Value
  var location: SourceLocation

  /// Parses one JSON document.
  static func parse(_ bytes: [UInt8], file: String) throws(Diagnostic) -> LocatedJSON {
    try parseDocuments(bytes, file: file, allowsMultiple: false)[0]
  }

  /// Parses one document, or with `allowsMultiple` every whitespace-separated document (JSON Lines).
  static func parseDocuments(_ bytes: [UInt8], file: String, allowsMultiple: Bool) throws(Diagnostic)
    -> [LocatedJSON]
  {
    try bytes.withUnsafeBufferPointer { buffer throws(Diagnostic) in
      var reader = JSONReader(bytes: buffer, file: file)
      var documents: [LocatedJSON] = []
      repeat {
        documents.append(try read(&reader))
        if !allowsMultiple { try reader.expectEnd() }
      } while !reader.isAtEnd()
      return documents
    }
  }

  /// Reads the next value, located, from `reader`.
  static func read(_ reader: inout JSONReader) throws(Diagnostic) -> LocatedJSON {
    reader.skipWhitespace()
    let location = reader.trackedLocation(of: reader.offset)
    switch try reader.readValue() {
    case .null: return LocatedJSON(value: .null, location: location)
    case .bool(let flag): return LocatedJSON(value: .bool(flag), location: location)
    case .number(let number): return LocatedJSON(value: .number(number), location: location)
    case .string(let text): return LocatedJSON(value: .string(text), location: location)
    case .beginArray:
      var elements: [LocatedJSON] = []
      var isFirst = true
      while try reader.hasNextElement(isFirst: isFirst) {
        isFirst = false
        elements.append(try read(&reader))
      }
      return LocatedJSON(value: .array(elements), location: location)
    case .beginObject:
      var members: [Member] = []
      var isFirst = true
      while true {
        reader.skipWhitespace()
        var keyOffset = reader.offset
        if !isFirst, keyOffset < reader.bytes.count, reader.bytes[keyOffset] == UInt8(ascii: ",") {
          keyOffset += 1
          while keyOffset < reader.bytes.count, isWhitespace(reader.bytes[keyOffset]) {
            keyOffset += 1
          }
        }
        guard let key = try reader.nextKey(isFirst: isFirst) else { break }
        isFirst = false
        let keyLocation = reader.trackedLocation(of: keyOffset)
        members.append(Member(key: key, keyLocation: keyLocation, value: try read(&reader)))
      }
      return LocatedJSON(value: .object(members), location: location)
    }
  }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }

  /// A short name of the value's kind, for messages: `a string`, `an object`.
  var kindDescription: String {
    switch value {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}
