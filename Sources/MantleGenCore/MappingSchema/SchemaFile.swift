import Foundation

/// mantlegen's mapping schema file: a versioned, diff-friendly JSON document that users edit and
/// check in. Writing is deterministic (schema order, one property per line); reading validates
/// everything and reports problems as `file:line:column: error: message`.
public enum SchemaFile {
  /// The format version written as `"mantlegen": 1`.
  static let version = 1

  /// The schema as file text, ending in a newline.
  public static func text(of schema: MappingSchema) -> String {
    var lines: [String] = ["{"]
    var top: [String] = [
      "\"mantlegen\": \(version)",
      "\"root\": \(q(schema.rootName))",
      "\"rootType\": \(q(TypeExpression.text(of: schema.rootType)))",
      "\"sources\": [\(schema.sources.map(q).joined(separator: ", "))]",
      "\"options\": { " + optionFields(schema.options).joined(separator: ", ") + " }",
    ]
    top.append(section("models", schema.models.map(modelLines)))
    if !schema.enums.isEmpty { top.append(section("enums", schema.enums.map(enumLines))) }
    if !schema.unions.isEmpty { top.append(section("unions", schema.unions.map(unionLines))) }
    if !schema.clusters.isEmpty { top.append(section("clusters", schema.clusters.map(clusterLines))) }
    lines.append(top.map { indent($0, by: 2) }.joined(separator: ",\n"))
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// `access` and `merge` always; `mutable`, `classes` and `lenient` only when set, so that older files stay as they are.
  private static func optionFields(_ options: SchemaOptions) -> [String] {
    var fields = ["\"access\": \(q(options.accessLevel.rawValue))", "\"merge\": \(options.generatesMerge)"]
    if options.usesVariables { fields.append("\"mutable\": true") }
    if options.usesClasses { fields.append("\"classes\": true") }
    if options.isLenient { fields.append("\"lenient\": true") }
    if options.sharesSupport { fields.append("\"support\": \"shared\"") }
    return fields
  }

  /// A JSON string literal.
  private static func q(_ text: String) -> String { JSONText.quoted(text) }

  private static func indent(_ text: String, by spaces: Int) -> String {
    let padding = String(repeating: " ", count: spaces)
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { padding + $0 }.joined(separator: "\n")
  }

  /// `"name": [` items `]`, each item a block of lines.
  private static func section(_ name: String, _ items: [[String]]) -> String {
    guard !items.isEmpty else { return "\(q(name)): []" }
    let body = items.map { indent($0.joined(separator: "\n"), by: 2) }.joined(separator: ",\n")
    return "\(q(name)): [\n\(body)\n]"
  }

  private static func modelLines(_ model: Model) -> [String] {
    var fields = ["\"name\": \(q(model.name))"]
    if let parent = model.extends { fields.append("\"extends\": \(q(parent))") }
    fields.append("\"jsonPaths\": [\(model.sourcePaths.map(q).joined(separator: ", "))]")
    if let documentation = model.documentation { fields.append("\"description\": \(q(documentation))") }
    let properties = model.properties.map { "  " + propertyLine($0) }.joined(separator: ",\n")
    fields.append(model.properties.isEmpty ? "\"properties\": []" : "\"properties\": [\n\(properties)\n]")
    return ["{", fields.map { indent($0, by: 2) }.joined(separator: ",\n"), "}"]
  }

  /// One property on one line: `{ "name": …, "key": …, "type": …, … }`.
  static func propertyLine(_ property: Property) -> String {
    var fields = [
      "\"name\": \(q(property.swiftName))",
      "\"key\": \(property.keyPath.isEmpty ? "null" : q(JSONKeyPath.text(of: property.keyPath)))",
      "\"type\": \(q(TypeExpression.text(of: property.type)))",
    ]
    if property.isOptional { fields.append("\"optional\": true") }
    if property.writesNull { fields.append("\"writesNull\": true") }
    if let value = property.defaultValue { fields.append("\"default\": \(value.jsonText)") }
    if let transform = property.transform { fields.append("\"transform\": \(q(transform.schemaName))") }
    if property.isLossy { fields.append("\"lossy\": true") }
    if !property.fallbackKeys.isEmpty {
      fields.append(
        "\"fallbackKeys\": [" + property.fallbackKeys.map { q(JSONKeyPath.text(of: [$0])) }.joined(separator: ", ")
          + "]")
    }
    if let example = property.example { fields.append("\"example\": \(q(example))") }
    if let documentation = property.documentation { fields.append("\"description\": \(q(documentation))") }
    return "{ " + fields.joined(separator: ", ") + " }"
  }

  private static func enumLines(_ enumType: EnumType) -> [String] {
    var fields = ["\"name\": \(q(enumType.name))"]
    if let fallback = enumType.fallback { fields.append("\"fallback\": \(q(fallback))") }
    if enumType.fallback == nil, !enumType.isOpen { fields.append("\"open\": false") }
    let cases = enumType.cases.map { "  { \"case\": \(q($0.name)), \"value\": \(q($0.value)) }" }
    fields.append(list("cases", cases))
    return ["{", fields.map { indent($0, by: 2) }.joined(separator: ",\n"), "}"]
  }

  /// `"name": [` one item per line `]`, or `"name": []` without items.
  private static func list(_ name: String, _ items: [String]) -> String {
    items.isEmpty ? "\(q(name)): []" : "\(q(name)): [\n\(items.joined(separator: ",\n"))\n]"
  }

  private static func unionLines(_ union: UnionType) -> [String] {
    let cases = union.cases.map {
      "  { \"case\": \(q($0.name)), \"type\": \(q(TypeExpression.text(of: $0.type))) }"
    }
    let fields = [
      "\"name\": \(q(union.name))", "\"jsonPaths\": [\(union.sourcePaths.map(q).joined(separator: ", "))]",
      list("cases", cases),
    ]
    return ["{", fields.map { indent($0, by: 2) }.joined(separator: ",\n"), "}"]
  }

  private static func clusterLines(_ cluster: ClusterType) -> [String] {
    let cases = cluster.cases.map { clusterCase in
      var fields = ["\"case\": \(q(clusterCase.name))", "\"model\": \(q(clusterCase.model))"]
      if let rule = clusterCase.rule {
        fields.append("\"when\": { \"key\": \(q(rule.key)), \"equals\": \(rule.value.jsonText) }")
      }
      return "  { " + fields.joined(separator: ", ") + " }"
    }
    let fields = ["\"name\": \(q(cluster.name))", list("cases", cases)]
    return ["{", fields.map { indent($0, by: 2) }.joined(separator: ",\n"), "}"]
  }
}
