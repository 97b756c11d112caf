/// Everything about one kind of transform, in one place: its name in schema files, how it reads in
/// documentation, the type it converts to, the Swift that applies it, what the drift check accepts
/// where it applies, its JSON Schema and when `update` keeps it.
///
/// Every requirement is one the stages need, and none has a default, so a transform that leaves
/// one out does not compile. Adding a transform is one conformance in this folder (listed in
/// ``Transform/definitions``) plus the support part it calls in `Sources/MantleGenSupport`.
protocol TransformDefinition: Hashable, Sendable {
  // MARK: Schema file

  /// The transform's name in schema files, e.g. `unix-seconds`.
  var schemaName: String { get }

  /// The transform of this kind that a schema file names with `text`; `nil` when `text` is not
  /// one of this kind's names, a failure when it is one written wrongly.
  static func parse(_ text: String) -> Result<Self, TransformNameError>?

  /// This kind's names as error messages list them, e.g. `date-format: <pattern>`.
  static var nameForms: [String] { get }

  // MARK: Documentation

  /// How the transform reads in doc comments and mapping tables, e.g. `date: unix seconds`.
  var displayName: String { get }

  // MARK: Validation

  /// The leaf type (``TypeReference/leaf``) a property with the transform must have, or `nil` when
  /// the transform applies to any.
  var requiredLeaf: TypeReference? { get }

  // MARK: Generated Swift

  /// The support-library transform that decodes and encodes a property of `type` (the property's
  /// type without its own optionality), built with `builder`, which records the parts it calls.
  func swiftExpression(for type: TypeReference, in builder: inout TransformExpressionBuilder) -> SwiftExpression

  // MARK: Drift check

  /// What the JSON holds where the transform applies, as the drift check reads it.
  var jsonForm: TransformedJSON { get }

  // MARK: JSON Schema export

  /// The JSON Schema of the JSON values that decode, through the transform, as values of `type`.
  func jsonSchema(for type: TypeReference) -> JSONDocument

  // MARK: Update

  /// Whether a property of type `existing` with this transform still decodes what new samples
  /// hold where they were inferred as `inferred` (a different type: equal types always do);
  /// `accepts` compares two types without a transform.
  func keepsType(
    _ existing: TypeReference, for inferred: TypeReference, accepts: (TypeReference, TypeReference) -> Bool
  ) -> Bool
}

/// A transform name that names a known kind but is written wrongly, e.g. `date-format:` without a
/// pattern.
struct TransformNameError: Error, Hashable, Sendable {
  /// What is wrong and how to write it, for a located schema error.
  var message: String
}

/// What the JSON holds where a transform applies: the forms the drift check knows how to read.
enum TransformedJSON: Hashable, Sendable {
  /// What the type itself decodes from; the transform changes only how values are written
  /// (lower-case UUIDs).
  case sameAsType
  /// What the type decodes from, or a value of another kind that the lenient coercions convert,
  /// at every level of the type (a single value for an array, an empty array for a model).
  case lenientlyCoerced
  /// A string in the date format; a string in another format is a finding.
  case dateText(DateFormat)
  /// A string, whatever it holds (a date in a `DateFormatter` pattern).
  case anyString
  /// A number.
  case number
  /// An array whose elements are what the type decodes from; the first one is read.
  case arrayOfType
}
