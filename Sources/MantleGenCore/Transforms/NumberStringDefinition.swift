import Foundation
import MantleGenSupport

/// A number written as a JSON string and written back as one, as Mantle's block transformers do:
/// `number-string` (`"5"` ↔ `5`, `"12.5"` ↔ `12.5`), `number-string(fraction: 2)` (`"12.50"` ↔
/// `12.5`, written back with two digits after the point).
struct NumberStringDefinition: TransformDefinition {
  /// The digits after the point that encoding writes, for `Double` and `Decimal`; `nil`: the
  /// shortest text that reads back as the same value.
  var fractionDigits: Int?

  private static let name = "number-string"

  var schemaName: String { fractionDigits.map { "\(Self.name)(fraction: \($0))" } ?? Self.name }

  static func parse(_ text: String) -> Result<Self, TransformNameError>? {
    if text == name { return .success(Self()) }
    guard text.hasPrefix(name + "(") else { return nil }
    let argument = text.dropFirst(name.count + 1).split(separator: ":", maxSplits: 1)
    if text.hasSuffix(")"), argument.count == 2, argument[0].trimmingCharacters(in: .whitespaces) == "fraction",
      let digits = Int(argument[1].dropLast().trimmingCharacters(in: .whitespaces)), (0...9).contains(digits)
    {
      return .success(Self(fractionDigits: digits))
    }
    return .failure(
      TransformNameError(
        message: "the transform '\(name)(…)' takes the digits after the point, 0 to 9: '\(name)(fraction: 2)'"))
  }

  static let nameForms = [name, "\(name)(fraction: 2)"]

  var displayName: String {
    fractionDigits.map { "number as string (fraction: \($0))" } ?? "number as string"
  }

  /// Integers have no digits after the point to write.
  var requiredLeaves: [TypeReference] { fractionDigits == nil ? [.int, .double, .decimal] : [.double, .decimal] }

  func swiftExpression(for type: TypeReference, in builder: inout TransformExpressionBuilder) -> SwiftExpression {
    let arguments = fractionDigits.map { [SwiftExpression.plain("fractionDigits: \($0)")] } ?? []
    return builder.mappingLeaves(of: type) { builder, leaf in
      builder.call(.numberStringTransform, generic: leaf, arguments)
    }
  }

  /// A string that the support library's transform reads; one it writes back otherwise (`"05"`,
  /// `"1.50"` without `fraction: 2`) is a warning.
  func jsonForm(for leaf: TypeReference) -> TransformedJSON {
    switch leaf {
    case .int: .text(.roundTrip(JSONSupport.NumberStringTransform<Int>(), "Int written as a string"))
    case .double:
      .text(
        .roundTrip(
          JSONSupport.NumberStringTransform<Double>(fractionDigits: fractionDigits), "Double written as a string"))
    default:
      .text(
        .roundTrip(
          JSONSupport.NumberStringTransform<Decimal>(fractionDigits: fractionDigits), "Decimal written as a string"))
    }
  }

  func jsonSchema(for type: TypeReference) -> JSONDocument {
    JSONSchemaExporter.mappingLeaves(of: type) { leaf in
      let fraction = leaf == .int ? "" : #"(\.[0-9]+)?([eE][+-]?[0-9]+)?"#
      return .object(["type": .string("string"), "pattern": .string("^-?(0|[1-9][0-9]*)\(fraction)$")])
    }
  }

  /// New samples with strings there (what the transform reads) keep the number type.
  func keepsType(
    _ existing: TypeReference, for inferred: TypeReference, accepts: (TypeReference, TypeReference) -> Bool
  ) -> Bool {
    keepsNumberTypeForText(existing, for: inferred)
  }
}
