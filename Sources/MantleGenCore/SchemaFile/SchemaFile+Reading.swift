/// Every problem found in a schema file, each located.
public struct SchemaFileError: Error, Sendable {
  /// The problems, in file order.
  public var diagnostics: [Diagnostic]
}

extension SchemaFile {
  /// Reads and validates a schema file.
  /// - Throws: ``SchemaFileError`` listing every problem with its file, line and column, in file order.
  public static func read(_ bytes: [UInt8], file: String) throws(SchemaFileError) -> MappingSchema {
    let document: LocatedJSON
    do {
      document = try LocatedJSON.parse(bytes, file: file)
    } catch {
      throw SchemaFileError(diagnostics: [error])
    }
    var reader = SchemaReader()
    let schema = reader.schema(from: document)
    var diagnostics = reader.diagnostics
    if let schema {
      // Parts that did not read are left out of `schema`; the validator knows which (through
      // `locations`) and does not report what follows from their absence.
      diagnostics += SchemaValidator(schema: schema, locations: reader.locations).problems()
    }
    guard let schema, diagnostics.isEmpty else {
      throw SchemaFileError(diagnostics: inFileOrder(diagnostics))
    }
    return schema
  }

  /// `diagnostics` sorted by position, keeping the order of those at one place.
  private static func inFileOrder(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    diagnostics.enumerated().sorted { first, second in
      let a = first.element.location
      let b = second.element.location
      let keyA = (a?.line ?? 0, a?.column ?? 0, first.offset)
      let keyB = (b?.line ?? 0, b?.column ?? 0, second.offset)
      return keyA < keyB
    }.map(\.element)
  }
}

/// Where things were written in a schema file, for problems found after reading. Arrays run
/// parallel to the schema's arrays (only parts that read without problems are in either).
struct SchemaLocations {
  struct PropertyLocations {
    var name: SourceLocation
    var key: SourceLocation
    var defaultValue: SourceLocation?
    var transform: SourceLocation?
  }

  struct ModelLocations {
    var name: SourceLocation
    var extends: SourceLocation?
    /// Parallel to the model's properties.
    var properties: [PropertyLocations] = []
  }

  struct ClusterCaseLocations {
    var object: SourceLocation
    var model: SourceLocation
  }

  struct ClusterLocations {
    /// Parallel to the cluster's cases.
    var cases: [ClusterCaseLocations] = []
    /// Whether every case was read (when not, rules about the order of cases are not checked).
    var isComplete = true
  }

  /// Parallel to the schema's models.
  var models: [ModelLocations] = []
  /// Parallel to the schema's clusters.
  var clusters: [ClusterLocations] = []
  /// Every type name declared in the file, with its kind, including those of types that did not
  /// read (references to them are not reported again).
  var declaredTypes: [String: TypeReference] = [:]
  /// Enums some of whose cases did not read.
  var incompleteEnums: Set<String> = []
}

/// Turns a located JSON document into a ``MappingSchema``, collecting a diagnostic for every field
/// that is missing, unknown or of the wrong kind. A part with a problem is left out of the result
/// (and the rest is still read, so that every problem is reported at once).
struct SchemaReader {
  var diagnostics: [Diagnostic] = []
  var locations = SchemaLocations()
  /// Where each type is declared, kept in the schema read.
  var declarations = DeclarationLocations()

  /// What a name given in the file names, for the rules it must follow.
  enum NameKind {
    case type
    case member
    case enumCase
  }

  mutating func error(_ message: String, at location: SourceLocation) {
    diagnostics.append(Diagnostic(.error, message, at: location))
  }

  /// The members of an object, reporting unknown keys, repeated keys and missing required ones.
  mutating func members(
    of json: LocatedJSON, what: String, required: [String], optional: [String]
  ) -> [String: LocatedJSON]? {
    guard case .object(let members) = json.value else {
      error("\(what) must be an object, found \(json.kindDescription)", at: json.location)
      return nil
    }
    var result: [String: LocatedJSON] = [:]
    let known = Set(required + optional)
    for member in members {
      if !known.contains(member.key) {
        error(
          "unknown field '\(member.key)' in \(what); expected \((required + optional).map { "'\($0)'" }.joined(separator: ", "))",
          at: member.keyLocation)
      } else if result[member.key] != nil {
        error("duplicate field '\(member.key)' in \(what)", at: member.keyLocation)
      }
      result[member.key] = member.value
    }
    for name in required where result[name] == nil {
      error("\(what) is missing the field '\(name)'", at: json.location)
    }
    return result
  }

  mutating func string(_ json: LocatedJSON?, _ what: String) -> String? {
    guard let json else { return nil }
    guard case .string(let text) = json.value else {
      error("\(what) must be a string, found \(json.kindDescription)", at: json.location)
      return nil
    }
    return text
  }

  mutating func array(_ json: LocatedJSON?, _ what: String) -> [LocatedJSON] {
    guard let json else { return [] }
    guard case .array(let elements) = json.value else {
      error("\(what) must be an array, found \(json.kindDescription)", at: json.location)
      return []
    }
    return elements
  }

  /// A `true` or `false` field; `false` when absent, `nil` (reported) when of another kind.
  mutating func bool(_ json: LocatedJSON?, _ what: String) -> Bool? {
    guard let json else { return false }
    guard case .bool(let flag) = json.value else {
      error("\(what) must be true or false, found \(json.kindDescription)", at: json.location)
      return nil
    }
    return flag
  }

  /// A Swift identifier given in the file (type, property or case name), plain as the file
  /// writes it: a member or case name may be a keyword (`default`), which generated code escapes.
  mutating func identifier(_ json: LocatedJSON?, _ what: String, kind: NameKind) -> String? {
    guard let text = string(json, what), let json else { return nil }
    guard SwiftNaming.isPlainIdentifier(text) else {
      error(
        "\(what) '\(text)' is not a Swift identifier: use ASCII letters, digits and '_', not starting with a digit",
        at: json.location)
      return nil
    }
    guard text != "_" else {
      error("\(what) '_' is not a usable name", at: json.location)
      return nil
    }
    switch kind {
    case .type:
      // A type name is also a file name: keep it well under every file system's limit.
      if text.utf8.count > SwiftNaming.maxDeclaredTypeNameLength {
        error(
          "\(what) is \(text.utf8.count) characters long; type names are at most \(SwiftNaming.maxDeclaredTypeNameLength) characters, since each names a file",
          at: json.location)
        return nil
      }
      if SwiftReservedNames.backtickedKeywords.contains(text) {
        error("\(what) '\(text)' is a Swift keyword", at: json.location)
        return nil
      }
      if SwiftReservedNames.reservedTypeNames.contains(text) {
        error(
          "\(what) '\(text)' is taken by a Swift or Foundation type that generated code uses; use another name, such as '\(text)\(SwiftReservedNames.reservedTypeSuffix)'",
          at: json.location)
        return nil
      }
      return text
    case .member, .enumCase:
      if SwiftReservedNames.unusableMemberNames.contains(text) {
        error(
          "\(what) '\(text)' cannot be used: Swift reserves it or every generated type has a member of that name; use another name, such as '\(text)\(SwiftReservedNames.unusableNameSuffix)'",
          at: json.location)
        return nil
      }
      if kind == .enumCase, SwiftReservedNames.unusableCaseNames.contains(text) {
        error(
          "\(what) '\(text)' would make '.\(text)' ambiguous with Optional's case; use another name, such as '\(text)\(SwiftReservedNames.unusableNameSuffix)'",
          at: json.location)
        return nil
      }
      return text
    }
  }

  /// Where the character at `offset` of the string `text` read from `json` is in the file,
  /// assuming the characters before it are written the way mantlegen writes strings.
  /// The location of the Unicode scalar at `offset` in the string value `text` of `json`.
  func location(inside json: LocatedJSON, text: String, offset: Int) -> SourceLocation {
    var location = json.location
    let prefix = String(String.UnicodeScalarView(text.unicodeScalars.prefix(offset)))
    location.column += JSONText.quoted(prefix).utf8.count - 1
    return location
  }

  // MARK: - Document

  mutating func schema(from document: LocatedJSON) -> MappingSchema? {
    guard
      let top = members(
        of: document, what: "the schema", required: SchemaFormat.document.required,
        optional: SchemaFormat.document.optional)
    else { return nil }
    if let version = top["mantlegen"] {
      switch version.value {
      case .number(let number) where number.text == "\(SchemaFile.version)":
        break
      case .number(let number):
        error(
          "unsupported schema version \(number.text); this mantlegen reads version \(SchemaFile.version) (\"mantlegen\": \(SchemaFile.version))",
          at: version.location)
      default:
        error(
          "the schema version must be the number \(SchemaFile.version), found \(version.kindDescription)",
          at: version.location)
      }
    }
    declareTypeNames(top)
    let rootName = identifier(top["root"], "the root name", kind: .type)
    let rootType = top["rootType"].flatMap { typeReference($0, "the root type") }
    var options = SchemaOptions()
    if let json = top["options"],
      let fields = members(
        of: json, what: "the options", required: SchemaFormat.options.required,
        optional: SchemaFormat.options.optional)
    {
      for field in SchemaOptions.fields {
        guard let json = fields[field.name] else { continue }
        switch field.kind {
        case .flag(let keyPath):
          if let value = bool(json, "'\(field.name)'") { options[keyPath: keyPath] = value }
        case .choice(let values, let noun, _, let set):
          guard let text = string(json, noun.hasPrefix("'") ? "'\(field.name)'" : "the \(noun)") else { continue }
          if values.contains(text) {
            set(&options, text)
          } else {
            let quoted = values.map { "'\($0)'" }
            let expected = quoted.dropLast().joined(separator: ", ") + " or " + quoted.last!
            error("unknown \(noun) '\(text)'; expected \(expected)", at: json.location)
          }
        case .text(let keyPath):
          guard let text = string(json, "'\(field.name)'") else { continue }
          if text.isEmpty || SwiftNaming.isPlainIdentifier(text) {
            options[keyPath: keyPath] = text
          } else {
            error("'\(field.name)' '\(text)' is not the start of a Swift type name", at: json.location)
          }
        }
      }
    }
    let sources = array(top["sources"], "'sources'").compactMap { string($0, "a source") }
    let models = array(top["models"], "'models'").compactMap { model(from: $0) }
    let enums = array(top["enums"], "'enums'").compactMap { enumType(from: $0) }
    let unions = array(top["unions"], "'unions'").compactMap { union(from: $0) }
    let clusters = array(top["clusters"], "'clusters'").compactMap { cluster(from: $0) }
    let aliases = array(top["aliases"], "'aliases'").compactMap { alias(from: $0) }
    // Without a root the schema is incomplete, but its types are still validated.
    var schema = MappingSchema(
      rootName: rootName ?? "", rootType: rootType ?? .jsonValue, models: models, unions: unions, enums: enums,
      clusters: clusters, sources: sources, options: options, aliases: aliases)
    schema.endpoints = array(top["endpoints"], "'endpoints'").compactMap { endpoint(from: $0) }
    schema.declarations = declarations
    schema.formatSchemaReference = top["$schema"].flatMap { string($0, "'$schema'") }
    if let rootName, let rootJSON = top["root"], schema.declarations.byTypeName[rootName] == nil {
      schema.declarations.byTypeName[rootName] = rootJSON.location
    }
    return schema
  }

  /// Records the kind of every declared type name first, so that types can refer to each other.
  mutating func declareTypeNames(_ top: [String: LocatedJSON]) {
    // Aliases take names too, but types do not refer to them (they name the type they stand for).
    let sections: [(String, ((String) -> TypeReference)?)] = [
      ("models", TypeReference.model), ("enums", TypeReference.enumeration), ("unions", TypeReference.union),
      ("clusters", TypeReference.cluster), ("aliases", nil),
    ]
    var firstLocations: [String: (name: String, location: SourceLocation)] = [:]
    let rootName: String? = if case .string(let root)? = top["root"]?.value { root } else { nil }
    let namespace = rootName.map(SwiftNaming.supportNamespace(forRoot:))
    for (section, kind) in sections {
      guard case .array(let items)? = top[section]?.value else { continue }
      for item in items {
        guard case .object(let fields) = item.value, let nameField = fields.first(where: { $0.key == "name" }),
          case .string(let name) = nameField.value.value
        else { continue }
        let location = nameField.value.location
        if name == namespace {
          error(
            "the type name '\(name)' is the namespace of this output's support code; choose another name", at: location)
        }
        if let first = firstLocations[name.lowercased()] {
          if first.name == name {
            error("the type name '\(name)' is declared twice (first on line \(first.location.line))", at: location)
          } else {
            error(
              "the type names '\(first.name)' (line \(first.location.line)) and '\(name)' differ only in letter case; their files would collide on case-insensitive file systems",
              at: location)
          }
        } else {
          firstLocations[name.lowercased()] = (name, location)
        }
        if let kind, locations.declaredTypes[name] == nil { locations.declaredTypes[name] = kind(name) }
        if declarations.byTypeName[name] == nil { declarations.byTypeName[name] = location }
      }
    }
  }

  mutating func typeReference(_ json: LocatedJSON, _ what: String) -> TypeReference? {
    guard let text = string(json, what) else { return nil }
    let kinds = locations.declaredTypes
    switch TypeExpression.parse(text, lookup: { kinds[$0] }) {
    case .success(let type): return type
    case .failure(let problem):
      error(problem.message, at: location(inside: json, text: text, offset: problem.offset))
      return nil
    }
  }
}
