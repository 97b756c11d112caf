import Foundation
import MantleGenSupport

/// A number written as text in a locale's decimal style, with grouping (Mantle's
/// `mtl_numberTransformerWithNumberStyle:locale:`): `number-format: decimal; locale: en_US` reads
/// `"12,345.678"` and writes it back so.
struct NumberFormatDefinition: TransformDefinition {
  /// A locale identifier; `en_US_POSIX` when `nil`.
  var locale: String?

  private static let prefix = "number-format:"
  private static let style = "decimal"

  var schemaName: String { "\(Self.prefix) \(Self.style)" + (locale.map { "; locale: \($0)" } ?? "") }

  static func parse(_ text: String) -> Result<Self, TransformNameError>? {
    guard text.hasPrefix(prefix) else { return nil }
    var parts = text.dropFirst(prefix.count).split(separator: ";", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    guard parts.removeFirst() == style else {
      return .failure(
        TransformNameError(
          message: "the transform 'number-format:' takes the style 'decimal': 'number-format: decimal; locale: en_US'"))
    }
    var definition = Self()
    for part in parts {
      guard part.hasPrefix("locale:"), definition.locale == nil else {
        return .failure(
          TransformNameError(
            message: "unknown part '\(part)' of 'number-format:'; after the style comes '; locale: <identifier>', once")
        )
      }
      let locale = part.dropFirst("locale:".count).trimmingCharacters(in: .whitespaces)
      guard LocaleIdentifier.isValid(locale) else {
        return .failure(TransformNameError(message: LocaleIdentifier.invalidMessage(locale)))
      }
      definition.locale = locale
    }
    return .success(definition)
  }

  /// (`; locale: <identifier>` may follow the style.)
  static let nameForms = ["number-format: decimal"]

  var displayName: String { "number as text (decimal style\(locale.map { ", \($0)" } ?? ""))" }

  var requiredLeaves: [TypeReference] { [.int, .double, .decimal] }

  func swiftExpression(for type: TypeReference, in builder: inout TransformExpressionBuilder) -> SwiftExpression {
    let arguments = locale.map { [SwiftExpression.plain("locale: \(SwiftLiteral.string($0))")] } ?? []
    return builder.mappingLeaves(of: type) { builder, leaf in
      builder.call(.numberFormatTransform, generic: leaf, arguments)
    }
  }

  /// A string the support library's transform reads; one it writes back otherwise (`"12345"` for
  /// `"12,345"`) is a warning.
  func jsonForm(for leaf: TypeReference) -> TransformedJSON {
    let what = "written in \(locale ?? "en_US_POSIX") decimal style"
    return switch leaf {
    case .int: .text(.roundTrip(JSONSupport.NumberFormatTransform<Int>(locale: locale), "Int \(what)"))
    case .double: .text(.roundTrip(JSONSupport.NumberFormatTransform<Double>(locale: locale), "Double \(what)"))
    default: .text(.roundTrip(JSONSupport.NumberFormatTransform<Decimal>(locale: locale), "Decimal \(what)"))
    }
  }

  func jsonSchema(for type: TypeReference) -> JSONDocument {
    JSONSchemaExporter.mappingLeaves(of: type) { _ in JSONSchemaExporter.type("string") }
  }

  /// New samples with strings there (what the transform reads) keep the number type.
  func keepsType(
    _ existing: TypeReference, for inferred: TypeReference, accepts: (TypeReference, TypeReference) -> Bool
  ) -> Bool {
    keepsNumberTypeForText(existing, for: inferred)
  }
}
