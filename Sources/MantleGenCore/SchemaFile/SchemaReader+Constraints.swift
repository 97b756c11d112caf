import Foundation
import MantleGenSupport

/// The rules a property's value must keep (``Property/constraints``), as schema files write
/// them: `"constraints": { "minimum": 0, "maxLength": 9, "pattern": "^[a-z]+$", "minItems": 1 }`,
/// JSON Schema's keywords.
typealias Constraints = JSONSupport.Constraints

extension Constraints {
  /// The rules for numbers, texts and collections, by field name.
  static let numberFields = ["minimum", "maximum"]
  static let textFields = ["minLength", "maxLength", "pattern"]
  static let collectionFields = ["minItems", "maxItems"]

  /// The rules that are set, as the schema file (and a JSON Schema) writes them, in field order.
  var members: [JSONDocument.Member] {
    var members: [JSONDocument.Member] = []
    func number(_ name: String, _ value: Double?) {
      guard let value else { return }
      members.append(
        .init(name, .number(value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : String(value))))
    }
    func count(_ name: String, _ value: Int?) {
      if let value { members.append(.init(name, .number(String(value)))) }
    }
    number("minimum", minimum)
    number("maximum", maximum)
    count("minLength", minLength)
    count("maxLength", maxLength)
    if let pattern { members.append(.init("pattern", .string(pattern))) }
    count("minItems", minItems)
    count("maxItems", maxItems)
    return members
  }

  /// The JSON Schema keyword of the field `field` on a property of `type`: a dictionary's
  /// `minItems` and `maxItems` are `minProperties` and `maxProperties`.
  static func jsonSchemaKeyword(_ field: String, for type: TypeReference) -> String {
    guard case .dictionary = type else { return field }
    switch field {
    case "minItems": return "minProperties"
    case "maxItems": return "maxProperties"
    default: return field
    }
  }

  /// The fields that apply to a property of `type` (its leaf for numbers and texts, the type
  /// itself for collections), as the reader checks them.
  static func fields(for type: TypeReference) -> [String] {
    var type = type
    while case .optional(let wrapped) = type { type = wrapped }
    switch type {
    case .int, .int32, .int64, .double, .decimal: return numberFields
    case .string: return textFields
    case .array, .dictionary: return collectionFields
    default: return []
    }
  }
}

extension SchemaReader {
  /// A property's `"constraints"`: each a number (a whole one for lengths and counts) or, for
  /// `pattern`, a regular expression; each must apply to `type` (after any transform, as decoding
  /// checks the decoded value).
  mutating func constraints(_ json: LocatedJSON?, type: TypeReference?) -> Constraints? {
    guard let json else { return nil }
    let all = Constraints.numberFields + Constraints.textFields + Constraints.collectionFields
    guard let fields = members(of: json, what: "'constraints'", required: [], optional: all) else { return nil }
    var result = Constraints()
    let applicable = type.map(Constraints.fields(for:)) ?? all
    for (name, value) in fields.sorted(by: {
      ($0.value.location.line, $0.value.location.column) < ($1.value.location.line, $1.value.location.column)
    }) {
      guard applicable.contains(name) else {
        let kinds =
          Constraints.numberFields.contains(name)
          ? "Int, Double or Decimal" : Constraints.textFields.contains(name) ? "String" : "arrays and dictionaries"
        error(
          "the constraint '\(name)' applies to \(kinds), not \(type.map(TypeExpression.text(of:)) ?? "?")",
          at: value.location)
        continue
      }
      switch (name, value.value) {
      case ("pattern", .string(let pattern)):
        if (try? NSRegularExpression(pattern: pattern)) == nil {
          error("the pattern '\(pattern)' is not a regular expression", at: value.location)
        }
        result.pattern = pattern
      case ("minimum", .number(let number)) where number.doubleValue != nil: result.minimum = number.doubleValue
      case ("maximum", .number(let number)) where number.doubleValue != nil: result.maximum = number.doubleValue
      case (_, .number(let number)) where name != "pattern" && (number.intValue ?? -1) >= 0:
        let count = number.intValue
        switch name {
        case "minLength": result.minLength = count
        case "maxLength": result.maxLength = count
        case "minItems": result.minItems = count
        default: result.maxItems = count
        }
      default:
        let expected =
          name == "pattern"
          ? "a regular expression string"
          : Constraints.numberFields.contains(name) ? "a number" : "a whole number, 0 or more"
        error("the constraint '\(name)' must be \(expected), found \(value.kindDescription)", at: value.location)
      }
    }
    return result
  }
}
