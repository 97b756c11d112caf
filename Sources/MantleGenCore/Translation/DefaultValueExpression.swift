/// Swift expressions for the default values written in a schema.
enum DefaultValueExpression {
  /// `value` as a Swift expression of `type`; the schema validator has checked that they fit.
  /// `supportNamespace` qualifies the support code's types (`CalendarDay`).
  static func swift(
    _ value: JSONLiteral, type: TypeReference, schema: MappingSchema, supportNamespace: String
  ) -> String {
    switch (value, type) {
    case (.null, _): return "nil"
    case (_, .enumeration(let name)):
      let match = schema.enums.first { $0.name == name }?.enumCase(for: value)
      return "." + SwiftNaming.escaped(match?.name ?? SwiftNaming.caseName(for: value.jsonText))
    case (.bool(let flag), _): return flag ? "true" : "false"
    case (.number(let text), .date): return "Date(timeIntervalSince1970: \(SwiftLiteral.number(text)))"
    case (.number(let text), .double) where !text.contains(".") && !text.lowercased().contains("e"):
      return SwiftLiteral.number(text) + ".0"
    case (.number(let text), _): return SwiftLiteral.number(text)
    case (.string(let text), .url): return "URL(string: \(SwiftLiteral.string(text)))!"
    case (.string(let text), .uuid): return "UUID(uuidString: \(SwiftLiteral.string(text)))!"
    case (.string(let text), .data): return "Data(base64Encoded: \(SwiftLiteral.string(text)))!"
    case (.string(let text), .day): return "\(supportNamespace).CalendarDay(\(SwiftLiteral.string(text)))!"
    case (.string(let text), .dateTime): return "\(supportNamespace).DateTime(\(SwiftLiteral.string(text)))!"
    case (.string(let text), _): return SwiftLiteral.string(text)
    case (.emptyArray, _): return "[]"
    case (.emptyObject, _): return "[:]"
    }
  }
}
