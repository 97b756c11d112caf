import Foundation

/// mantlegen's mapping schema file: a versioned, diff-friendly JSON document that users edit and
/// check in. Writing is deterministic (schema order, one property per line); reading validates
/// everything and reports problems as `file:line:column: error: message`.
public enum SchemaFile {
  /// The format version written as `"mantlegen": 1`.
  static let version = 1

  /// The schema as file text, ending in a newline: the structure one member a line, each property,
  /// case and option object on one line (every JSON value written by ``JSONDocument``).
  public static func text(of schema: MappingSchema) -> String {
    var top = schema.formatSchemaReference.map { [member("$schema", .string($0))] } ?? []
    top += [
      member("mantlegen", .number(String(version))),
      member("root", .string(schema.rootName)),
      member("rootType", .string(TypeExpression.text(of: schema.rootType))),
      member("sources", .array(schema.sources.map(JSONDocument.string))),
      member("options", .object(optionMembers(schema.options))),
    ]
    top.append(section("models", schema.models.map(modelLines)))
    if !schema.enums.isEmpty { top.append(section("enums", schema.enums.map(enumLines))) }
    if !schema.unions.isEmpty { top.append(section("unions", schema.unions.map(unionLines))) }
    if !schema.clusters.isEmpty { top.append(section("clusters", schema.clusters.map(clusterLines))) }
    if !schema.aliases.isEmpty {
      top.append(
        list(
          "aliases",
          schema.aliases.map { alias in
            [.init("name", .string(alias.name)), .init("type", .string(TypeExpression.text(of: alias.type)))]
              + (alias.documentation.map { [.init("description", .string($0))] } ?? [])
          }))
    }
    if !schema.endpoints.isEmpty {
      top.append(
        list(
          "endpoints",
          schema.endpoints.map { endpoint in
            [
              .init("operation", .string(endpoint.operation)), .init("body", .string(endpoint.body)),
              .init("type", .string(TypeExpression.text(of: endpoint.type))),
            ]
          }))
    }
    return "{\n" + top.map { indent($0, by: 2) }.joined(separator: ",\n") + "\n}\n"
  }

  /// `access` and `merge` always; the others only when not at their default, so that older files
  /// stay as they are.
  private static func optionMembers(_ options: SchemaOptions) -> [JSONDocument.Member] {
    SchemaOptions.fields.filter { $0.isWritten(for: options) }.map { .init($0.name, $0.value(in: options)) }
  }

  /// `"key": value` with the value on one line.
  private static func member(_ key: String, _ value: JSONDocument) -> String {
    JSONText.quoted(key) + ": " + value.oneLineText
  }

  private static func indent(_ text: String, by spaces: Int) -> String {
    let padding = String(repeating: " ", count: spaces)
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { padding + $0 }.joined(separator: "\n")
  }

  /// `"name": [` items `]`, each item a block of lines.
  private static func section(_ name: String, _ items: [[String]]) -> String {
    guard !items.isEmpty else { return member(name, .array([])) }
    let body = items.map { indent($0.joined(separator: "\n"), by: 2) }.joined(separator: ",\n")
    return "\(JSONText.quoted(name)): [\n\(body)\n]"
  }

  /// `"name": [` one object a line `]`, or `"name": []` without any.
  private static func list(_ name: String, _ objects: [[JSONDocument.Member]]) -> String {
    guard !objects.isEmpty else { return member(name, .array([])) }
    let lines = objects.map { "  " + JSONDocument.object($0).oneLineText }
    return "\(JSONText.quoted(name)): [\n\(lines.joined(separator: ",\n"))\n]"
  }

  /// An object of `fields`, one a line.
  private static func block(_ fields: [String]) -> [String] {
    ["{", fields.map { indent($0, by: 2) }.joined(separator: ",\n"), "}"]
  }

  private static func strings(_ texts: [String]) -> JSONDocument {
    .array(texts.map(JSONDocument.string))
  }

  private static func modelLines(_ model: Model) -> [String] {
    var fields = [member("name", .string(model.name))]
    if let parent = model.extends { fields.append(member("extends", .string(parent))) }
    fields.append(member("jsonPaths", strings(model.sourcePaths)))
    if let documentation = model.documentation { fields.append(member("description", .string(documentation))) }
    if let policy = model.onInvalid { fields.append(member("onInvalid", .string(policy.rawValue))) }
    if model.validates { fields.append(member("validates", .bool(true))) }
    if let message = model.deprecation { fields.append(member("deprecated", deprecationDocument(message))) }
    fields.append(list("properties", model.properties.map(propertyMembers)))
    return block(fields)
  }

  /// One property's members: `"name"`, `"key"` (or `"unknownKeys": true`), `"type"`, then what is set.
  static func propertyMembers(_ property: Property) -> [JSONDocument.Member] {
    var members: [JSONDocument.Member] = [
      .init("name", .string(property.swiftName)),
      property.holdsUnknownKeys
        ? .init("unknownKeys", .bool(true))
        : property.isReadFromSeveralKeys
          ? .init("key", .array(property.memberKeyPaths.map { .string(JSONKeyPath.text(of: $0)) }))
          : .init("key", property.keyPath.isEmpty ? .null : .string(property.keyPathText)),
      .init("type", .string(TypeExpression.text(of: property.type))),
    ]
    if property.isOptional { members.append(.init("optional", .bool(true))) }
    if property.writesNull { members.append(.init("writesNull", .bool(true))) }
    if property.keepsNull { members.append(.init("keepsNull", .bool(true))) }
    if let value = property.defaultValue { members.append(.init("default", value.document)) }
    if !property.writesDefault { members.append(.init("writesDefault", .bool(false))) }
    if let constant = property.constant { members.append(.init("constant", constant.document)) }
    if !property.isCompared { members.append(.init("compares", .bool(false))) }
    if !property.isWritten { members.append(.init("writes", .bool(false))) }
    if let rule = property.mergeRule { members.append(.init("merge", .string(rule.rawValue))) }
    if let constraints = property.constraints { members.append(.init("constraints", .object(constraints.members))) }
    if let transform = property.transform { members.append(.init("transform", .string(transform.schemaName))) }
    if property.isLossy { members.append(.init("lossy", .bool(true))) }
    if !property.fallbackKeys.isEmpty {
      members.append(.init("fallbackKeys", strings(property.fallbackKeys.map { JSONKeyPath.text(of: [$0]) })))
    }
    if let example = property.example { members.append(.init("example", .string(example))) }
    if let documentation = property.documentation { members.append(.init("description", .string(documentation))) }
    if let policy = property.onInvalid { members.append(.init("onInvalid", .string(policy.rawValue))) }
    if let message = property.deprecation { members.append(.init("deprecated", deprecationDocument(message))) }
    return members
  }

  /// `"deprecated"`'s value: `true` when there is no message, else the message.
  private static func deprecationDocument(_ message: String) -> JSONDocument {
    message.isEmpty ? .bool(true) : .string(message)
  }

  private static func enumLines(_ enumType: EnumType) -> [String] {
    var fields = [member("name", .string(enumType.name))]
    if let fallback = enumType.fallback { fields.append(member("fallback", .string(fallback))) }
    if enumType.fallback == nil, !enumType.isOpen { fields.append(member("open", .bool(false))) }
    fields.append(
      list("cases", enumType.cases.map { [.init("case", .string($0.name)), .init("value", $0.value.document)] }))
    return block(fields)
  }

  private static func unionLines(_ union: UnionType) -> [String] {
    block([
      member("name", .string(union.name)), member("jsonPaths", strings(union.sourcePaths)),
      list(
        "cases",
        union.cases.map { [.init("case", .string($0.name)), .init("type", .string(TypeExpression.text(of: $0.type)))] }),
    ])
  }

  private static func clusterLines(_ cluster: ClusterType) -> [String] {
    let cases = cluster.cases.map { clusterCase in
      var members: [JSONDocument.Member] = [
        .init("case", .string(clusterCase.name)), .init("model", .string(clusterCase.model)),
      ]
      if let rule = clusterCase.rule {
        let condition: JSONDocument.Member =
          switch rule.condition {
          case .equals(let value): .init("equals", value.document)
          case .oneOf(let values): .init("oneOf", .array(values.map(\.document)))
          case .present(let isPresent): .init("present", .bool(isPresent))
          }
        members.append(.init("when", .object([.init("key", .string(rule.key)), condition])))
      }
      return members
    }
    var fields = [member("name", .string(cluster.name))]
    if !cluster.isOpen { fields.append(member("open", .bool(false))) }
    fields.append(list("cases", cases))
    return block(fields)
  }
}
