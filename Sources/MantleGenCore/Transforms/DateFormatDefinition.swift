/// A date written as text in one of the formats mantlegen detects (ISO 8601 forms, `yyyy-MM-dd`,
/// `yyyy-MM-dd HH:mm:ss`), read and written back in exactly that format: `iso8601(fraction: 3)`.
struct DateFormatDefinition: TransformDefinition {
  var format: DateFormat

  var schemaName: String { format.schemaName }

  static func parse(_ text: String) -> Result<Self, TransformNameError>? {
    DateFormat(schemaName: text).map { .success(Self(format: $0)) }
  }

  static let nameForms = [
    "iso8601", "iso8601(any)", "iso8601(fraction: 3)", "iso8601(zone: +02:00)", "iso8601(zone: none)",
    "iso8601(seconds: none)", "yyyy-MM-dd", "yyyy-MM-dd HH:mm:ss",
  ]

  var displayName: String { "date: \(format.schemaName)" }

  var requiredLeaves: [TypeReference] { [.date] }

  func swiftExpression(for type: TypeReference, in builder: inout TransformExpressionBuilder) -> SwiftExpression {
    // `.iso8601(fractionDigits: 3, zone: "Z")`, `.date`: a case of the support code's `DateFormat`.
    let (member, arguments): (String, [SwiftExpression]?) =
      switch format {
      case .date: (".date", nil)
      case .dateTime: (".dateTime", nil)
      case .anyISO8601: (".anyISO8601", nil)
      case .iso8601(let digits, let zone):
        (".iso8601", ["fractionDigits: \(digits)", "zone: \(SwiftLiteral.string(zone))"])
      case .iso8601Minutes(let zone): (".iso8601Minutes", ["zone: \(SwiftLiteral.string(zone))"])
      }
    return builder.mappingLeaves(of: type) { builder, _ in
      builder.member(.dateTransform, of: "DateFormat", member, arguments)
    }
  }

  /// A string in the format; one in another format is a finding, a warning when it still decodes.
  func jsonForm(for leaf: TypeReference) -> TransformedJSON {
    .text(
      TextCheck(findingKind: .dateFormatChanged) { [format] bytes in
        // Text in the format decodes (`matches` reads it), so most dates are read once.
        if format.matches(utf8: bytes) { return .fits }
        let text = String(decoding: bytes, as: UTF8.self)
        guard format.date(utf8: bytes) != nil else {
          return .unreadable("\"\(text)\" is not in the format \(format.schemaName)")
        }
        return .rewritten(
          "\"\(text)\" is not in the format \(format.schemaName); it decodes, but re-encodes in that format")
      })
  }

  func jsonSchema(for type: TypeReference) -> JSONDocument {
    JSONSchemaExporter.mappingLeaves(of: type) { _ in
      switch format {
      // RFC 3339's date-time has a zone; a local date-time (no zone suffix) is a plain string.
      case .iso8601(_, let zone) where !zone.isEmpty: JSONSchemaExporter.type("string", format: "date-time")
      case .date: JSONSchemaExporter.type("string", format: "date")
      case .anyISO8601:
        // Any ISO 8601 layout decodes: RFC 3339 date-times and dates by their formats, the
        // others (no zone, no seconds, a space or a comma) by a pattern.
        .object([
          "type": .string("string"),
          "anyOf": .array([
            .object(["format": .string("date-time")]), .object(["format": .string("date")]),
            .object(["pattern": .string(Self.anyISO8601Pattern)]),
          ]),
        ])
      default: JSONSchemaExporter.type("string")
      }
    }
  }

  /// The layouts `iso8601(any)` reads (``JSONSupport/DateFormat/anyDate(fromUTF8:)``), as a
  /// regular expression.
  static let anyISO8601Pattern =
    "^[0-9]{4}-[0-9]{2}-[0-9]{2}([Tt ][0-9]{2}:[0-9]{2}(:[0-9]{2}([.,][0-9]{1,9})?)?([Zz]|[+-][0-9]{2}(:?[0-9]{2})?)?)?$"

  /// Days in new samples (inferred as `CalendarDay`) stay the user's `Date`, as dates of another
  /// layout do; the drift check reports text the format does not read.
  func keepsType(
    _ existing: TypeReference, for inferred: TypeReference, accepts: (TypeReference, TypeReference) -> Bool
  ) -> Bool {
    existing == .date && inferred == .day
  }
}
