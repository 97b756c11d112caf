import MantleGenSupport

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

  /// The leaf types (``TypeReference/leaf``) a property with the transform may have; empty when
  /// the transform applies to any.
  var requiredLeaves: [TypeReference] { get }

  // MARK: Generated Swift

  /// The support-library transform that decodes and encodes a property of `type` (the property's
  /// type without its own optionality), built with `builder`, which records the parts it calls.
  func swiftExpression(for type: TypeReference, in builder: inout TransformExpressionBuilder) -> SwiftExpression

  // MARK: Drift check

  /// What the JSON holds where the transform applies to values of the leaf type `leaf`, as the
  /// drift check reads it.
  func jsonForm(for leaf: TypeReference) -> TransformedJSON

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

extension TransformDefinition {
  /// ``keepsType(_:for:accepts:)`` of a transform that reads numbers from text: new samples with
  /// strings there (what it reads) keep the number type.
  func keepsNumberTypeForText(_ existing: TypeReference, for inferred: TypeReference) -> Bool {
    switch inferred {
    case .string, .enumeration: requiredLeaves.contains(existing)
    default: false
    }
  }
}

/// A transform name that names a known kind but is written wrongly, e.g. `date-format:` without a
/// pattern.
struct TransformNameError: Error, Hashable, Sendable {
  /// What is wrong and how to write it, for a located schema error.
  var message: String
}

/// What the JSON holds where a transform applies: the forms the drift check knows how to read.
enum TransformedJSON: Sendable {
  /// What the type itself decodes from; the transform changes only how values are written
  /// (lower-case UUIDs).
  case sameAsType
  /// What the type decodes from, or a value of another kind that the lenient coercions convert,
  /// at every level of the type (a single value for an array, an empty array for a model).
  case lenientlyCoerced
  /// A string, which the transform reads as `check` says.
  case text(TextCheck)
  /// A number.
  case number
  /// A value of one JSON kind, whatever the property's type (a transform the user writes).
  case kind(JSONValueKind)
  /// An array whose elements are what the type decodes from; the first one is read.
  case arrayOfType
}

/// The kinds of JSON value a schema can say a user's transform reads.
enum JSONValueKind: String, CaseIterable, Hashable, Sendable {
  case string
  case number
  case integer
  case boolean
  /// Any value: the drift check does not look at it.
  case any
}

/// How the drift check judges a string where a transform reads strings.
struct TextCheck: Sendable {
  /// The kind of finding for a string the transform cannot read or would write back otherwise.
  let findingKind: DriftFinding.Kind
  /// What the transform makes of a string's UTF-8.
  let read: @Sendable (UnsafeBufferPointer<UInt8>) -> TextReading

  /// Any string is fine (a pattern the check does not parse).
  static let anyText = TextCheck(findingKind: .typeChanged) { _ in .fits }

  /// The check of a support-library transform that reads numbers from text: a string it cannot
  /// read is an error ("is not a number (`what`)"), one it would write back otherwise a warning.
  static func roundTrip<Reader: JSONSupport.Transform>(_ transform: Reader, _ what: String) -> TextCheck
  where Reader.JSONRepresentation == String {
    roundTrip(transform, findingKind: .formatChanged, isNot: "a number (\(what))")
  }

  /// The check of a support-library transform that reads text: a string it cannot read is a
  /// `findingKind` error ("is not `isNot`"), one it would write back otherwise a warning.
  static func roundTrip<Reader: JSONSupport.Transform>(
    _ transform: Reader, findingKind: DriftFinding.Kind, isNot: String
  ) -> TextCheck where Reader.JSONRepresentation == String {
    TextCheck(findingKind: findingKind) { bytes in
      let text = String(decoding: bytes, as: UTF8.self)
      guard let value = try? transform.value(from: text, codingPath: []),
        let written = try? transform.json(from: value)
      else {
        return .unreadable("\"\(text)\" is not \(isNot)")
      }
      return written == text ? .fits : .rewritten("\"\(text)\" decodes, but re-encodes as \"\(written)\"")
    }
  }
}

/// What a transform makes of one string, for the drift check.
enum TextReading: Sendable {
  /// It decodes and is written back as it is.
  case fits
  /// It decodes, but encoding writes other text: a warning with this message.
  case rewritten(String)
  /// It does not decode: an error with this message.
  case unreadable(String)
}
