import Foundation

/// A date written as text in a `DateFormatter` pattern, in the POSIX locale and UTC unless the
/// name says otherwise: `date-format: dd/MM/yyyy`,
/// `date-format: MMMM d, yyyy; zone: America/Los_Angeles; locale: en_US`.
struct DatePatternDefinition: TransformDefinition {
  var pattern: String
  /// A time zone identifier; UTC when `nil`.
  var timeZone: String? = nil
  /// A locale identifier; `en_US_POSIX` when `nil`.
  var locale: String? = nil

  private static let prefix = "date-format:"

  var schemaName: String {
    "\(Self.prefix) \(pattern)" + (timeZone.map { "; zone: \($0)" } ?? "") + (locale.map { "; locale: \($0)" } ?? "")
  }

  static func parse(_ text: String) -> Result<Self, TransformNameError>? {
    guard text.hasPrefix(prefix) else { return nil }
    var parts = text.dropFirst(prefix.count).split(separator: ";", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    let pattern = parts.removeFirst()
    guard !pattern.isEmpty else {
      return .failure(
        TransformNameError(
          message:
            "the transform 'date-format:' needs a DateFormatter pattern after the colon, e.g. 'date-format: yyyy-MM-dd'"
        ))
    }
    var definition = Self(pattern: pattern)
    for part in parts {
      if part.hasPrefix("zone:"), definition.timeZone == nil {
        let zone = part.dropFirst("zone:".count).trimmingCharacters(in: .whitespaces)
        guard TimeZone(identifier: zone) != nil else {
          return .failure(
            TransformNameError(
              message: "unknown time zone '\(zone)'; expected an identifier such as 'America/Los_Angeles' or 'UTC'"))
        }
        definition.timeZone = zone
      } else if part.hasPrefix("locale:"), definition.locale == nil {
        let locale = part.dropFirst("locale:".count).trimmingCharacters(in: .whitespaces)
        guard LocaleIdentifier.isValid(locale) else {
          return .failure(
            TransformNameError(message: LocaleIdentifier.invalidMessage(locale)))
        }
        definition.locale = locale
      } else {
        return .failure(
          TransformNameError(
            message:
              "unknown part '\(part)' of 'date-format:'; after the pattern come '; zone: <identifier>' and '; locale: <identifier>', once each"
          ))
      }
    }
    return .success(definition)
  }

  /// (`; zone: <identifier>` and `; locale: <identifier>` may follow the pattern.)
  static let nameForms = ["date-format: <pattern>"]

  var displayName: String {
    let settings = [timeZone, locale].compactMap { $0 }
    return "date: \(pattern)" + (settings.isEmpty ? "" : " (\(settings.joined(separator: ", ")))")
  }

  var requiredLeaves: [TypeReference] { [.date] }

  func swiftExpression(for type: TypeReference, in builder: inout TransformExpressionBuilder) -> SwiftExpression {
    var arguments = [SwiftExpression.plain("pattern: \(SwiftLiteral.string(pattern))")]
    if let timeZone { arguments.append(.plain("timeZone: \(SwiftLiteral.string(timeZone))")) }
    if let locale { arguments.append(.plain("locale: \(SwiftLiteral.string(locale))")) }
    return builder.mappingLeaves(of: type) { builder, _ in builder.call(.dateFormatterTransform, arguments) }
  }

  /// A string; for a pattern of the layouts inference detects (``TextDate``), in English month and
  /// day names, one in the pattern.
  func jsonForm(for leaf: TypeReference) -> TransformedJSON {
    guard TextDate.knownPatterns.contains(pattern), locale.map({ $0.hasPrefix("en") }) ?? true else {
      return .text(.anyText)
    }
    return .text(
      TextCheck(findingKind: .dateFormatChanged) { [pattern] bytes in
        TextDate.fits(bytes, pattern: pattern)
          ? .fits : .unreadable("\"\(String(decoding: bytes, as: UTF8.self))\" is not a date like \"\(pattern)\"")
      })
  }

  func jsonSchema(for type: TypeReference) -> JSONDocument {
    JSONSchemaExporter.mappingLeaves(of: type) { _ in JSONSchemaExporter.type("string") }
  }

  /// Days in new samples (inferred as `CalendarDay`) stay the user's `Date`, as dates of another
  /// layout do; the drift check reports text the format does not read.
  func keepsType(
    _ existing: TypeReference, for inferred: TypeReference, accepts: (TypeReference, TypeReference) -> Bool
  ) -> Bool {
    existing == .date && inferred == .day
  }
}
