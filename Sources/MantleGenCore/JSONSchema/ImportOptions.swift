/// Choices `import` makes where a JSON Schema leaves the Swift open.
public struct ImportOptions: Hashable, Sendable {
  /// A property that is not required and may be `null` tells `null` apart from a missing key
  /// (``NullHandling/keptApart``), as PATCH bodies need (`import --keep-null`).
  public var keepsNullApart: Bool
  /// Every object that does not forbid other keys keeps the keys its `properties` do not list in
  /// an `unknownKeys` property and writes them back (`import --keep-unknown-keys`). Without it,
  /// only an object whose `additionalProperties` is `true` or a schema (or that has
  /// `patternProperties`) keeps them, and other models have synthesized `Codable` and ignore keys
  /// they do not list, as a hand-written model does.
  public var keepsUnknownKeys: Bool

  /// Options with every choice made as described on its property.
  public init(keepsNullApart: Bool = false, keepsUnknownKeys: Bool = false) {
    self.keepsNullApart = keepsNullApart
    self.keepsUnknownKeys = keepsUnknownKeys
  }
}
