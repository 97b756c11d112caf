import Foundation

/// One row of a mapping table: how one property maps to the JSON.
struct MappingRow: Hashable, Sendable {
  var property: String
  var swiftType: String
  /// Dotted key path, or `nil` for a property that is not in the JSON.
  var keyPath: String?
  var transform: String?
  var nullBehaviour: String
  var example: String?
  /// What the type choice leaves out, for types that hold less than the JSON may say.
  var note: String?
}

/// The mapping table of one model.
struct MappingTable: Hashable, Sendable {
  var model: String
  var jsonPaths: [String]
  var rows: [MappingRow]
}

/// A generated enum, union or cluster: its cases and what each stands for in the JSON.
struct ChoiceTable: Hashable, Sendable {
  /// `enum`, `union` or `cluster`.
  var kind: String
  var name: String
  /// How values that match no case are handled.
  var otherValues: String
  var cases: [ChoiceRow]
}

/// One case of a ``ChoiceTable``.
struct ChoiceRow: Hashable, Sendable {
  var swiftCase: String
  /// The JSON string (enum), the Swift type held (union) or the model chosen (cluster).
  var stands: String
  /// The cluster rule that chooses this case, if any.
  var when: String?
}

extension MappingRow {
  var document: JSONDocument {
    .sortedObject([
      "property": .string(property), "swiftType": .string(swiftType), "keyPath": keyPath.map(JSONDocument.string),
      "transform": transform.map(JSONDocument.string), "nullBehaviour": .string(nullBehaviour),
      "example": example.map(JSONDocument.string), "note": note.map(JSONDocument.string),
    ])
  }
}

extension MappingTable {
  var document: JSONDocument {
    .sortedObject([
      "model": .string(model), "jsonPaths": .array(jsonPaths.map(JSONDocument.string)),
      "rows": .array(rows.map(\.document)),
    ])
  }
}

extension ChoiceTable {
  var document: JSONDocument {
    .sortedObject([
      "kind": .string(kind), "name": .string(name), "otherValues": .string(otherValues),
      "cases": .array(cases.map(\.document)),
    ])
  }
}

extension ChoiceRow {
  var document: JSONDocument {
    .sortedObject(["swiftCase": .string(swiftCase), "stands": .string(stands), "when": when.map(JSONDocument.string)])
  }
}

/// Every table of a schema.
struct MappingTables: Hashable, Sendable {
  var models: [MappingTable]
  var choices: [ChoiceTable]
  /// The API's endpoints and the Swift types of their bodies.
  var endpoints: [EndpointRow] = []
}

/// One body of an API operation and its Swift type.
struct EndpointRow: Hashable, Sendable {
  var operation: String
  var body: String
  var swiftType: String
}

/// Renders the mapping tables of a schema: Markdown for people, JSON for tools.
enum MappingTableRenderer {
  static let markdownFileName = "MappingTables.md"
  static let jsonFileName = "MappingTables.json"

  /// One table per model, then one per enum, union and cluster, in schema order.
  static func tables(for resolved: ResolvedSchema, translator: SwiftTranslator) -> MappingTables {
    let schema = resolved.schema
    return MappingTables(
      models: modelTables(for: schema, translator: translator),
      choices: choiceTables(for: schema, translator: translator),
      endpoints: schema.endpoints.map {
        EndpointRow(operation: $0.operation, body: $0.body, swiftType: translator.typeName($0.type))
      })
  }

  private static func modelTables(for schema: MappingSchema, translator: SwiftTranslator) -> [MappingTable] {
    schema.models.map { model in
      let properties = schema.allProperties(of: model)
      return MappingTable(
        model: model.name, jsonPaths: model.sourcePaths,
        rows: properties.map { property in
          MappingRow(
            property: SwiftNaming.escaped(property.swiftName),
            swiftType: translator.declaredTypeName(of: property),
            keyPath: property.holdsUnknownKeys
              ? "(unknown keys)"
              : property.isReadFromSeveralKeys
                ? property.memberKeyPaths.map { JSONKeyPath.text(of: $0) }.joined(separator: " + ")
                : property.keyPath.isEmpty ? nil : property.keyPathText,
            transform: property.isLossy
              ? "lossy: failing elements skipped"
              : property.constant.map { "constant \($0.jsonText)" } ?? property.transform?.displayName,
            nullBehaviour: nullBehaviour(of: property),
            example: property.example, note: note(for: property.type))
        })
    }
  }

  private static func choiceTables(for schema: MappingSchema, translator: SwiftTranslator) -> [ChoiceTable] {
    let enums = schema.enums.map { enumType in
      let otherValues =
        if let fallback = enumType.fallback {
          "decode as `\(fallback)` (the value is not kept)"
        } else if enumType.isOpen {
          "decode as `unknown(value)` and encode back unchanged"
        } else {
          "fail to decode"
        }
      return ChoiceTable(
        kind: "enum", name: enumType.name, otherValues: otherValues,
        cases: enumType.cases.map {
          ChoiceRow(swiftCase: $0.name, stands: $0.value.jsonText)
        })
    }
    let unions = schema.unions.map { union in
      ChoiceTable(
        kind: "union", name: translator.typeName(.union(union.name)), otherValues: "fail to decode",
        cases: union.cases.map {
          ChoiceRow(swiftCase: $0.name, stands: translator.typeName($0.type))
        })
    }
    let clusters = schema.clusters.map { cluster in
      ChoiceTable(
        kind: "cluster", name: cluster.name,
        otherValues: cluster.cases.contains { $0.rule == nil }
          ? "take the case without a rule"
          : cluster.isOpen ? "decode as unknown, kept as JSON and written back unchanged" : "fail to decode",
        cases: cluster.cases.map { clusterCase in
          ChoiceRow(
            swiftCase: clusterCase.name, stands: clusterCase.model, when: clusterCase.rule?.description ?? "otherwise")
        })
    }
    return enums + unions + clusters
  }

  /// A note on types that lose information: `Decimal` (numbers neither `Int` nor `Double` hold
  /// exactly) and `JSONValue` (no single shape was seen).
  static func note(for type: TypeReference) -> String? {
    switch type.leaf {
    case .decimal: "Decimal: the numbers fit neither Int nor Double exactly"
    case .jsonValue: "JSONValue: the samples showed no single shape (only null or empty values)"
    default: nil
    }
  }

  static func nullBehaviour(of property: Property) -> String {
    if property.holdsUnknownKeys { return "the members no other property reads; written back" }
    if property.isReadFromSeveralKeys { return "a model read from these keys of one object; written back there" }
    if property.keyPath.isEmpty { return "not decoded; always \(property.defaultValue?.jsonText ?? "nil")" }
    let replacement = property.defaultValue.flatMap { $0 == .null ? nil : $0.jsonText } ?? "nil"
    let invalid = property.onInvalid == .replace ? "; an invalid value gives \(replacement)" : ""
    if property.keepsNull {
      return "optional: missing gives nil, null gives .null; each written back as read" + invalid
    }
    if property.isOptional {
      return "optional: missing or null gives nil" + (property.writesNull ? ", written as null" : "") + invalid
    }
    if let value = property.defaultValue {
      return "missing or null gives \(value.jsonText)\(property.keepsPresence ? ", not written back" : "")" + invalid
    }
    return "required"
  }

  static func markdown(_ tables: MappingTables, sources: [String]) -> String {
    // One line whatever the source names hold, and no '-->' that would end the comment early.
    let comment = Diagnostic.oneLine(header(sources: sources)).replacingOccurrences(of: "-->", with: "--&gt;")
    var text = "<!-- \(comment) -->\n\n# Mapping tables\n"
    for table in tables.models {
      text += "\n## \(table.model)\n\n"
      text += "Found at " + table.jsonPaths.prefix(5).map(code).joined(separator: ", ") + ".\n\n"
      let hasNotes = table.rows.contains { $0.note != nil }
      text +=
        "| Property | Swift type | JSON key path | Transform | Null behaviour | Example |\(hasNotes ? " Note |" : "")\n"
      text += "|---|---|---|---|---|---|\(hasNotes ? "---|" : "")\n"
      for row in table.rows {
        let cells =
          [
            code(row.property), code(row.swiftType), row.keyPath.map(code) ?? "(not in JSON)",
            row.transform.map(cell) ?? "", cell(row.nullBehaviour), row.example.map(code) ?? "",
          ] + (hasNotes ? [row.note ?? ""] : [])
        text += "| " + cells.joined(separator: " | ") + " |\n"
      }
    }
    for table in tables.choices {
      text += "\n## \(table.name) (\(table.kind))\n\n"
      text += "Other values \(table.otherValues).\n\n"
      let heading = table.kind == "enum" ? "JSON value" : table.kind == "union" ? "Swift type" : "Model"
      let hasRules = table.kind == "cluster"
      text += "| Case | \(heading) |\(hasRules ? " Chosen when |" : "")\n"
      text += "|---|---|\(hasRules ? "---|" : "")\n"
      for row in table.cases {
        let rule = hasRules ? " \(row.when.map { $0 == "otherwise" ? $0 : code($0) } ?? "") |" : ""
        text += "| \(code(row.swiftCase)) | \(code(row.stands)) |\(rule)\n"
      }
    }
    if !tables.endpoints.isEmpty {
      text += "\n## Endpoints\n\n| Operation | Body | Swift type |\n|---|---|---|\n"
      for endpoint in tables.endpoints {
        text += "| \(code(endpoint.operation)) | \(cell(endpoint.body)) | \(code(endpoint.swiftType)) |\n"
      }
    }
    return text
  }

  /// The tables as JSON: `{"comment": "Generated by mantlegen …", "root": "Root", "choices": [...], "models": [...]}`.
  ///
  /// The comment comes first, so that the generated marker is near the top however long the tables
  /// are (``GeneratedHeader/isGenerated(top:)`` looks only there); every other object has its keys sorted.
  static func json(_ tables: MappingTables, sources: [String], root: String) -> String {
    let document = JSONDocument.object(
      [
        .init("comment", .string(header(sources: sources))),
        // The root type whose models the output folder holds (see OutputOwnership).
        .init("root", .string(root)),
        .init("choices", .array(tables.choices.map(\.document))),
        .init("models", .array(tables.models.map(\.document))),
      ]
        + (tables.endpoints.isEmpty
          ? []
          : [
            .init(
              "endpoints",
              .array(
                tables.endpoints.map {
                  .sortedObject(
                    ["operation": .string($0.operation), "body": .string($0.body), "swiftType": .string($0.swiftType)])
                }))
          ]))
    return document.expandedText + "\n"
  }

  private static func header(sources: [String]) -> String {
    GeneratedHeader.sentence(sources: sources.joined(separator: ", "))
  }

  /// Plain text that stays on one line inside a table cell (a newline in a date format is escaped).
  private static func cell(_ text: String) -> String {
    Diagnostic.oneLine(text).replacingOccurrences(of: "|", with: "\\|")
  }

  /// A Markdown code span that shows `text` safely on one line inside a table cell.
  private static func code(_ text: String) -> String {
    let safe = SwiftLiteral.comment(text).replacingOccurrences(of: "|", with: "\\|")
    let fence = safe.contains("`") ? "`` " : "`"
    return fence + safe + String(fence.reversed())
  }
}
