extension JSONSchemaImporter {
  /// The keywords of JSON Schema (every draft from 04 on, with OpenAPI's additions): a document
  /// with members but none of these is not a schema.
  static let schemaKeywords: Set<String> = [
    "$schema", "$id", "id", "$ref", "$defs", "definitions", "$anchor", "$dynamicRef", "$dynamicAnchor",
    "$recursiveRef", "$recursiveAnchor", "$vocabulary", "$comment", "type", "properties", "required", "items",
    "prefixItems", "additionalItems", "additionalProperties", "patternProperties", "enum", "const", "oneOf", "anyOf",
    "allOf", "not", "if", "then", "else", "title", "description", "default", "examples", "example", "format",
    "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf", "minLength", "maxLength", "pattern",
    "minItems", "maxItems", "uniqueItems", "contains", "minContains", "maxContains", "minProperties", "maxProperties",
    "dependencies", "dependentSchemas", "dependentRequired", "propertyNames", "unevaluatedProperties",
    "unevaluatedItems", "readOnly", "writeOnly", "deprecated", "contentEncoding", "contentMediaType", "nullable",
    "discriminator",
  ]

  /// Throws unless `document` can be a JSON Schema: `true`, `false`, `{}`, or an object with at
  /// least one schema keyword.
  static func requireSchema(_ document: LocatedJSON) throws(Diagnostic) {
    switch document.value {
    case .bool: return
    case .object(let members) where members.isEmpty || members.contains(where: { schemaKeywords.contains($0.key) }):
      return
    case .object(let members):
      let keys = members.prefix(4).map { "'\($0.key)'" }.joined(separator: ", ") + (members.count > 4 ? ", …" : "")
      throw Diagnostic(
        .error,
        "neither a JSON Schema nor an OpenAPI document: none of its keys (\(keys)) is a JSON Schema keyword, and it has no 'openapi' version",
        at: document.location)
    default:
      throw Diagnostic(
        .error,
        "neither a JSON Schema nor an OpenAPI document: a schema is an object or a boolean, not \(document.kindDescription)",
        at: document.location)
    }
  }

  /// An OpenAPI 3.0 or 3.1 document: one type per `components.schemas` entry, named after the
  /// component in UpperCamelCase (`billing_portal.configuration` → `BillingPortalConfiguration`),
  /// `$ref`s between them shared; the root is the component named `rootName`, else the first that
  /// makes a named type (pinning it keeps the root, its support namespace and its output folder
  /// when components are added in front). A
  /// Swagger 2.0 document (`swagger: "2.0"`) is read the same way from its `definitions`, with
  /// `x-nullable` for `nullable` and a `discriminator` that names the property.
  static func importOpenAPI(
    _ document: LocatedJSON, version: LocatedJSON, source: String, rootName: String?, options: ImportOptions,
    diagnostics: some DiagnosticCollector
  ) throws(Diagnostic) -> MappingSchema {
    let isSwagger = document.member("swagger") != nil
    guard let text = version.string, isSwagger ? text == "2.0" : text.hasPrefix("3.0") || text.hasPrefix("3.1") else {
      throw Diagnostic(
        .error,
        "\(isSwagger ? "Swagger" : "OpenAPI") version \(version.string.map { "'\($0)'" } ?? version.kindDescription) is not supported; 2.0, 3.0 and 3.1 are",
        at: version.location)
    }
    let (section, prefix) =
      isSwagger ? ("'definitions'", "#/definitions/") : ("'components.schemas'", "#/components/schemas/")
    let components = isSwagger ? document.member("definitions") : document.member("components")?.member("schemas")
    // The components, then the bodies written inline in operations (`GetRootResponse`); a body
    // that only refers to a component is that component's type.
    let bodies = operationBodies(of: document)
    let declared =
      (components?.members ?? []).map {
        OperationBody(key: $0.key, pointer: prefix + JSONSchemaModelBuilder.escape($0.key), node: $0.value)
      } + bodies.filter { $0.node.member("$ref") == nil }
    guard !declared.isEmpty else {
      throw Diagnostic(
        .error,
        "the \(isSwagger ? "Swagger" : "OpenAPI") document has no \(section) and no operation with a JSON body: there is nothing to make models from",
        at: (components ?? document.member("components") ?? document).location)
    }
    var builder = JSONSchemaModelBuilder(document: document, isOpenAPI: true, options: options)
    // Every declared name first, so that no inline type takes it.
    for body in declared { builder.reserveDeclaredName(forKey: body.key, pointer: body.pointer) }
    var roots: [(name: String, type: TypeReference)] = []
    for body in declared {
      let translated = try builder.translateDeclared(body.node, pointer: body.pointer)
      let isNamedType = translated.type.namedLeaf != nil && translated.type == translated.type.leaf
      // The root is the component `rootName` names, else the first one that is a type.
      if isNamedType, let name = translated.type.namedLeaf, rootName.map({ $0 == name }) ?? true {
        roots.append((name, translated.type))
      }
      // A component that is no type of its own (an array, a map, a scalar, a reference to another
      // component) is a type alias under its name.
      if let name = builder.recursiveNames[body.pointer], !builder.isDeclared(name) {
        let type = translated.isNullable ? TypeReference.optional(translated.type) : translated.type
        builder.aliases.append(
          TypeAlias(name: name, type: type, documentation: JSONSchemaModelBuilder.documentation(of: body.node)))
      }
    }
    // Every body, inline or a component's, with its type, for the mapping tables.
    var endpoints: [Endpoint] = []
    for body in bodies {
      let translated = try builder.translateDeclared(body.node, pointer: body.pointer)
      let type = translated.isNullable ? TypeReference.optional(translated.type) : translated.type
      endpoints.append(Endpoint(operation: body.operation, body: body.body, type: type))
    }
    try builder.translateDeferredReferences()
    // A component whose references only lead to each other is no type: no root, and JSONValue as
    // an endpoint's type.
    let fixed = builder.fixRecursiveReferences(in: roots.map(\.type) + endpoints.map(\.type))
    for index in endpoints.indices { endpoints[index].type = fixed[roots.count + index] }
    let found = zip(roots, fixed).map { (name: $0.name, type: $1) }.filter { $0.type.namedLeaf != nil }
    guard let root = rootName == nil ? found.first : found.last else {
      if let rootName {
        throw Diagnostic(
          .error,
          "no component of \(section) is the type '\(rootName)' (--name names the root component of the document)",
          at: (components ?? document).location)
      }
      throw Diagnostic(
        .error, "no schema in \(section) or an operation makes a model, enum or union; there is nothing to generate",
        at: (components ?? document).location)
    }
    for warning in builder.warnings { diagnostics.emit(warning) }
    var schema = MappingSchema(
      rootName: root.name, rootType: root.type, models: builder.models, unions: builder.unions, enums: builder.enums,
      clusters: builder.clusters, sources: [source], aliases: builder.aliases)
    schema.endpoints = endpoints
    return schema
  }
}
