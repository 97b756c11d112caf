/// An enum for a place where values of several JSON kinds occur, one case per kind.
struct UnionType: Hashable, Sendable {
  var name: String
  var cases: [UnionCase]
  var sourcePaths: [String]
}

extension UnionType {
  /// `Int`, `String`…: unions of scalars only are named after their cases (`IntOrString`).
  static func scalarTypeName(_ type: TypeReference) -> String? {
    [.bool, .int, .int32, .int64, .double, .decimal, .string].contains(type) ? TypeExpression.text(of: type) : nil
  }

  /// A union named after its cases (`IntOrString`, `StringOrCustomer`), or `nil` when the cases'
  /// names make it longer than a type name may be (``SwiftNaming/maxDeclaredTypeNameLength``).
  static func name(joining caseTypeNames: [String]) -> String? {
    let name = caseTypeNames.joined(separator: "Or")
    return name.utf8.count <= SwiftNaming.maxDeclaredTypeNameLength ? name : nil
  }

  /// The name of the case that holds values of `type`.
  static func caseName(for type: TypeReference) -> String {
    switch type {
    case .bool: "bool"
    case .int, .int64: "integer"
    case .int32: "int32"
    case .double: "double"
    case .decimal: "decimal"
    case .string, .url, .uuid, .date, .day, .dateTime, .data: "string"
    case .array: "array"
    case .dictionary: "dictionary"
    case .model: "object"
    case .union(let name), .enumeration(let name), .cluster(let name): SwiftNaming.caseName(for: name)
    case .jsonValue, .optional: "value"
    }
  }
}

/// One alternative of a ``UnionType``.
struct UnionCase: Hashable, Sendable {
  /// The case name, plain like ``Property/swiftName``.
  var name: String
  var type: TypeReference
}
