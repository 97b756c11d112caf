import MantleGenSupport

/// A URL read strictly (`url`): text that is not a valid URL fails to decode on every platform, as
/// with Mantle's URL transformer, where `URL`'s own `Codable` percent-encodes it on Linux and newer
/// Apple systems. The schema option `strictURLs` gives it to every URL property.
struct StrictURLDefinition: TransformDefinition {
  var schemaName: String { "url" }

  static func parse(_ text: String) -> Result<Self, TransformNameError>? {
    text == "url" ? .success(Self()) : nil
  }

  static let nameForms = ["url"]

  var displayName: String { "url: strict" }

  var requiredLeaves: [TypeReference] { [.url] }

  func swiftExpression(for type: TypeReference, in builder: inout TransformExpressionBuilder) -> SwiftExpression {
    builder.mappingLeaves(of: type) { builder, _ in builder.call(.urlTransform) }
  }

  /// Text that is no URL is an error; a URL written back otherwise (`HTTP://A` as `http://a`) a
  /// warning.
  func jsonForm(for leaf: TypeReference) -> TransformedJSON {
    .text(.roundTrip(JSONSupport.URLTransform(), findingKind: .typeChanged, isNot: "a valid URL"))
  }

  func jsonSchema(for type: TypeReference) -> JSONDocument {
    JSONSchemaExporter.typeSchema(type)
  }

  func keepsType(
    _ existing: TypeReference, for inferred: TypeReference, accepts: (TypeReference, TypeReference) -> Bool
  ) -> Bool {
    false
  }
}
