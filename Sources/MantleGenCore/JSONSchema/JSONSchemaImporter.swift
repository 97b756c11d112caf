/// Turns a JSON Schema (draft-04, -06, -07, 2019-09 or 2020-12) into a mapping schema whose models
/// decode every instance the JSON Schema accepts: objects become models, `additionalProperties` and
/// `patternProperties` maps, `enum`/`const` open enums, `oneOf`/`anyOf` unions (or a cluster when a
/// `const` property tells the branches apart), `allOf` one merged model, local `$ref`s shared types
/// (recursion included), formats `date`, `uri` and `uuid` dates, URLs and UUIDs. An OpenAPI 3.0 or
/// 3.1 document gives one type per `components.schemas` entry. Documents are JSON or YAML
/// (``YAMLReader``).
public enum JSONSchemaImporter {
  /// Imports the JSON Schema in `bytes`, read from `file` (YAML when it is named `*.yaml` or `*.yml`
  /// or does not start with `{` or `[`, else JSON), with the root type named `rootName`
  /// (default: the schema's `title`, else `Root`; in an OpenAPI document, the component of that
  /// name, else the first); each construct that could not be expressed (it
  /// became `JSONValue`) is a located warning emitted to `diagnostics`. `options` make the choices
  /// the document leaves open (``ImportOptions``).
  /// - Throws: a located ``Diagnostic`` for malformed JSON or YAML or a document that is neither a
  ///   JSON Schema nor OpenAPI 3.
  public static func importSchema(
    _ bytes: [UInt8], file: String, rootName: String? = nil, options: ImportOptions = ImportOptions(),
    diagnostics: some DiagnosticCollector
  ) throws(Diagnostic) -> MappingSchema {
    let document = try ExternalReferences.inline(LocatedJSON.parseJSONOrYAML(bytes, file: file), file: file)
      .withUniqueKeys()
    let source = file.split(separator: "/").last.map(String.init) ?? file
    if let version = document.member("openapi") ?? document.member("swagger") {
      return try importOpenAPI(
        document, version: version, source: source, rootName: rootName, options: options, diagnostics: diagnostics)
    }
    try requireSchema(document)
    let name = rootName ?? document.member("title")?.string.map(SwiftNaming.typeName(forKey:)) ?? "Root"
    var builder = JSONSchemaModelBuilder(document: document, options: options)
    let rootType = try builder.rootType(named: name)
    let schema = MappingSchema(
      rootName: name, rootType: rootType, models: builder.models, unions: builder.unions, enums: builder.enums,
      clusters: builder.clusters, sources: [source])
    for warning in builder.warnings { diagnostics.emit(warning) }
    return schema
  }
}

extension LocatedJSON {
  /// The value of member `key` of an object.
  func member(_ key: String) -> LocatedJSON? {
    guard case .object(let members) = value else { return nil }
    return members.last { $0.key == key }?.value
  }

  /// The members of an object, or none.
  var members: [Member] {
    if case .object(let members) = value { return members }
    return []
  }

  /// This value with every object's keys unique: a key written twice is one member, at its first
  /// place with its last value, as ``member(_:)`` and JSON readers read it. Import reads a
  /// document through this once, so that every walk over members agrees with every lookup.
  func withUniqueKeys() -> LocatedJSON {
    switch value {
    case .array(let elements):
      return LocatedJSON(value: .array(elements.map { $0.withUniqueKeys() }), location: location)
    case .object(let members):
      var positions: [String: Int] = [:]
      var unique: [Member] = []
      for member in members {
        var member = member
        member.value = member.value.withUniqueKeys()
        if let position = positions[member.key] {
          unique[position] = member
        } else {
          positions[member.key] = unique.count
          unique.append(member)
        }
      }
      return LocatedJSON(value: .object(unique), location: location)
    default:
      return self
    }
  }

  var string: String? {
    if case .string(let text) = value { return text }
    return nil
  }

  /// The names a schema's `type` gives (one name or an array of them), if it has one.
  var typeNames: [String]? {
    member("type").map { $0.string.map { [$0] } ?? $0.elements?.compactMap(\.string) ?? [] }
  }

  var elements: [LocatedJSON]? {
    if case .array(let elements) = value { return elements }
    return nil
  }

  /// The value as a schema literal when it is a scalar, `[]` or `{}`.
  var literal: JSONLiteral? {
    switch value {
    case .null: .null
    case .bool(let flag): .bool(flag)
    case .number(let number): .number(number.text)
    case .string(let text): .string(text)
    case .array(let elements): elements.isEmpty ? .emptyArray : nil
    case .object(let members): members.isEmpty ? .emptyObject : nil
    }
  }
}
