/// Types as written in schema files, in Swift syntax: `Int`, `[String]`, `[String: Photo]`,
/// `[Int?]`, `Date`, or the name of a model, enum, union or cluster.
enum TypeExpression {
  /// The deepest nesting of collections (`[…]` and `[String: …]`) a type may have. Swift's type
  /// checker slows down sharply beyond it (24 nested arrays take half a minute, 32 mixed ones many
  /// minutes), so a schema asking for more gets a located error instead of code that cannot build.
  static let maximumCollectionDepth = 16

  static let builtIns: [String: TypeReference] = [
    "Bool": .bool, "Int": .int, "Int32": .int32, "Int64": .int64, "Double": .double, "Decimal": .decimal,
    "String": .string, "Date": .date,
    "CalendarDay": .day, "DateTime": .dateTime,
    "URL": .url, "UUID": .uuid, "Data": .data, "JSONValue": .jsonValue,
  ]

  static func text(of type: TypeReference) -> String {
    switch type {
    case .bool: "Bool"
    case .int: "Int"
    case .double: "Double"
    case .decimal: "Decimal"
    case .string: "String"
    case .date: "Date"
    case .int32: "Int32"
    case .int64: "Int64"
    case .day: "CalendarDay"
    case .dateTime: "DateTime"
    case .url: "URL"
    case .uuid: "UUID"
    case .data: "Data"
    case .jsonValue: "JSONValue"
    case .model(let name), .union(let name), .enumeration(let name), .cluster(let name): name
    case .array(let element): "[\(text(of: element))]"
    case .dictionary(let value): "[String: \(text(of: value))]"
    case .optional(let wrapped): text(of: wrapped) + "?"
    }
  }

  /// Parses `text`, resolving names with `lookup`; on failure, the message and the character offset
  /// in `text` where the problem is.
  static func parse(
    _ text: String, lookup: @escaping (String) -> TypeReference?
  ) -> Result<TypeReference, TypeExpressionError> {
    var parser = Parser(characters: Array(text), lookup: lookup)
    do throws(TypeExpressionError) {
      let type = try parser.type()
      parser.skipSpaces()
      guard parser.index == parser.characters.count else {
        throw TypeExpressionError(
          message: "unexpected '\(parser.characters[parser.index])' in type '\(text)'", offset: parser.index)
      }
      return .success(type)
    } catch {
      return .failure(error)
    }
  }

  private struct Parser {
    let characters: [Character]
    let lookup: (String) -> TypeReference?
    var index = 0

    mutating func skipSpaces() {
      while index < characters.count, characters[index] == " " { index += 1 }
    }

    /// The collections open around the current position.
    var depth = 0

    mutating func type() throws(TypeExpressionError) -> TypeReference {
      skipSpaces()
      var result: TypeReference
      if index < characters.count, characters[index] == "[" {
        guard depth < TypeExpression.maximumCollectionDepth else {
          throw TypeExpressionError(
            message:
              "the type nests collections more than \(TypeExpression.maximumCollectionDepth) deep; mantlegen generates at most \(TypeExpression.maximumCollectionDepth) levels of '[…]' and '[String: …]', beyond which Swift cannot typecheck the code in reasonable time",
            offset: index)
        }
        depth += 1
        defer { depth -= 1 }
        index += 1
        skipSpaces()
        let firstStart = index
        let first = try type()
        skipSpaces()
        if index < characters.count, characters[index] == ":" {
          guard first == .string else {
            throw TypeExpressionError(
              message: "dictionary keys must be String, not \(TypeExpression.text(of: first)): write '[String: T]'",
              offset: firstStart)
          }
          index += 1
          result = .dictionary(try type())
          skipSpaces()
        } else {
          result = .array(first)
        }
        guard index < characters.count, characters[index] == "]" else {
          throw TypeExpressionError(message: "expected ']' to close the collection type", offset: index)
        }
        index += 1
      } else {
        let start = index
        while index < characters.count,
          characters[index].isLetter || characters[index].isNumber || characters[index] == "_"
        {
          index += 1
        }
        let name = String(characters[start..<index])
        guard !name.isEmpty else { throw TypeExpressionError(message: "expected a type name", offset: start) }
        guard let resolved = builtIns[name] ?? lookup(name) else {
          if let builtIn = builtIns.keys.first(where: { $0.lowercased() == name.lowercased() }) {
            throw TypeExpressionError(message: "unknown type '\(name)'; did you mean '\(builtIn)'?", offset: start)
          }
          throw TypeExpressionError(
            message:
              "unknown type '\(name)'; expected a built-in type (\(builtIns.keys.sorted().joined(separator: ", "))) or a model, enum, union or cluster of this schema",
            offset: start)
        }
        result = resolved
      }
      skipSpaces()
      if index < characters.count, characters[index] == "?" {
        index += 1
        result = .optional(result)
        skipSpaces()
        if index < characters.count, characters[index] == "?" {
          throw TypeExpressionError(
            message:
              "a type can be made optional only once: '\(TypeExpression.text(of: result))?' would be a double optional",
            offset: index)
        }
      }
      return result
    }
  }
}

/// Why a type expression does not parse, and where.
struct TypeExpressionError: Error, Hashable, Sendable {
  var message: String
  /// The character offset in the expression.
  var offset: Int
}
