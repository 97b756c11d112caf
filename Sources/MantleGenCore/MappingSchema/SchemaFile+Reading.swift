/// Every problem found in a schema file, each located.
public struct SchemaFileError: Error, Sendable {
  public var diagnostics: [Diagnostic]
}

extension SchemaFile {
  /// Reads and validates a schema file.
  /// - Throws: ``SchemaFileError`` listing every problem with its file, line and column.
  public static func read(_ bytes: [UInt8], file: String) throws(SchemaFileError) -> MappingSchema {
    let document: LocatedJSON
    do {
      document = try LocatedJSON.parse(bytes, file: file)
    } catch {
      throw SchemaFileError(diagnostics: [error])
    }
    var reader = SchemaReader()
    let schema = reader.schema(from: document)
    if let schema, reader.diagnostics.isEmpty {
      reader.diagnostics += SchemaValidator(schema: schema, locations: reader.locations).problems()
    }
    guard let schema, reader.diagnostics.isEmpty else { throw SchemaFileError(diagnostics: reader.diagnostics) }
    return schema
  }
}

/// Where things were written in a schema file, for problems found after reading.
struct SchemaLocations {
  var models: [String: SourceLocation] = [:]
  /// By model name, then property Swift name.
  var properties: [String: [String: SourceLocation]] = [:]
  var rootType: SourceLocation?
  var clusters: [String: SourceLocation] = [:]
}

/// Turns a located JSON document into a ``MappingSchema``, collecting a diagnostic for every field
/// that is missing, unknown or of the wrong kind.
struct SchemaReader {
  var diagnostics: [Diagnostic] = []
  var locations = SchemaLocations()
  var typeKinds: [String: TypeReference] = [:]

  mutating func error(_ message: String, at location: SourceLocation) {
    diagnostics.append(Diagnostic(.error, message, at: location))
  }

  /// The members of an object, reporting unknown keys and missing required ones.
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

  mutating func bool(_ json: LocatedJSON?, _ what: String) -> Bool {
    guard let json else { return false }
    guard case .bool(let flag) = json.value else {
      error("\(what) must be true or false, found \(json.kindDescription)", at: json.location)
      return false
    }
    return flag
  }

  /// A Swift identifier given in the file (type, property or case name).
  mutating func identifier(_ json: LocatedJSON?, _ what: String, isType: Bool) -> String? {
    guard let text = string(json, what), let json else { return nil }
    let utf8 = Array(text.utf8)
    let isIdentifier = !utf8.isEmpty && !(utf8[0] >= 48 && utf8[0] <= 57) && utf8.allSatisfy { byte in
      (byte >= 97 && byte <= 122) || (byte >= 65 && byte <= 90) || (byte >= 48 && byte <= 57) || byte == 95
    }
    guard isIdentifier, !SwiftReservedNames.unusableMemberNames.contains(text), text != "_" else {
      error("\(what) '\(text)' is not a usable Swift name (ASCII letters, digits and '_', not starting with a digit)", at: json.location)
      return nil
    }
    if isType {
      guard !SwiftReservedNames.backtickedKeywords.contains(text) else {
        error("\(what) '\(text)' is a Swift keyword", at: json.location)
        return nil
      }
      return text
    }
    return SwiftReservedNames.backtickedKeywords.contains(text) ? "`\(text)`" : text
  }

  // MARK: - Document

  mutating func schema(from document: LocatedJSON) -> MappingSchema? {
    guard
      let top = members(
        of: document, what: "the schema", required: ["mantlegen", "root", "rootType", "models"],
        optional: ["sources", "options", "enums", "unions", "clusters"])
    else { return nil }
    if let version = top["mantlegen"] {
      if case .number(let number) = version.value, number.text == "\(SchemaFile.version)" {
      } else {
        error("unsupported schema version; this mantlegen reads \"mantlegen\": \(SchemaFile.version)", at: version.location)
      }
    }
    declareTypeNames(top)
    let rootName = identifier(top["root"], "the root name", isType: true)
    let rootType = top["rootType"].flatMap { typeReference($0, "the root type") }
    locations.rootType = top["rootType"]?.location
    var options = SchemaOptions()
    if let json = top["options"], let fields = members(of: json, what: "the options", required: [], optional: ["access", "merge"]) {
      if let access = string(fields["access"], "the access level") {
        if let level = AccessLevel(rawValue: access) {
          options.accessLevel = level
        } else {
          error("unknown access level '\(access)'; expected 'public' or 'internal'", at: fields["access"]!.location)
        }
      }
      options.generatesMerge = bool(fields["merge"], "'merge'")
    }
    let sources = array(top["sources"], "'sources'").compactMap { string($0, "a source") }
    let models = array(top["models"], "'models'").compactMap { model(from: $0) }
    let enums = array(top["enums"], "'enums'").compactMap { enumType(from: $0) }
    let unions = array(top["unions"], "'unions'").compactMap { union(from: $0) }
    let clusters = array(top["clusters"], "'clusters'").compactMap { cluster(from: $0) }
    guard let rootName, let rootType else { return nil }
    return MappingSchema(
      rootName: rootName, rootType: rootType, models: models, unions: unions, enums: enums, clusters: clusters,
      sources: sources, options: options)
  }

  /// Records the kind of every declared type name first, so that types can refer to each other.
  mutating func declareTypeNames(_ top: [String: LocatedJSON]) {
    let sections: [(String, (String) -> TypeReference)] = [
      ("models", TypeReference.model), ("enums", TypeReference.enumeration), ("unions", TypeReference.union),
      ("clusters", TypeReference.cluster),
    ]
    for (section, kind) in sections {
      guard case .array(let items)? = top[section]?.value else { continue }
      for item in items {
        guard case .object(let fields) = item.value, let nameField = fields.first(where: { $0.key == "name" }),
          case .string(let name) = nameField.value.value
        else { continue }
        if typeKinds[name] != nil {
          error("the type name '\(name)' is declared twice", at: nameField.value.location)
        }
        typeKinds[name] = kind(name)
      }
    }
  }

  mutating func typeReference(_ json: LocatedJSON, _ what: String) -> TypeReference? {
    guard let text = string(json, what) else { return nil }
    let kinds = typeKinds
    switch TypeExpression.parse(text, lookup: { kinds[$0] }) {
    case .success(let type): return type
    case .failure(let problem):
      var location = json.location
      location.column += problem.offset + 1
      error(problem.message, at: location)
      return nil
    }
  }
}
