/// Choices that change what inference concludes.
public struct InferenceOptions: Hashable, Sendable {
  /// Where samples disagree, choose the majority type and accept the others through lenient
  /// conversions, instead of a union: the schema's `lenient` option, one meaning of the word.
  var isLenient: Bool { schemaOptions.isLenient }
  /// The most distinct values a string property may have to become an enum; 0 turns enums off.
  public var enumCaseLimit: Int
  /// Recorded in the schema for generation.
  var schemaOptions: SchemaOptions
  /// Whether the root's name was made from a sample's file name rather than chosen: then a model
  /// inside that would have the same name keeps it, and the root, an object wrapping it, is named
  /// `…Response` (`user.json` holding `{"user": {…}}` gives `UserResponse` and `User`).
  public var rootNameIsFromFileName: Bool
  /// JSON paths (`$.orders[].status`) where the schema being updated has an enum of strings: the
  /// values there make an enum however few they are, so that `update` adds the new ones.
  var enumPaths: Set<String> = []

  /// Inference choices, by default strict (a union where samples disagree) with at most 8 enum cases;
  /// `isLenient` turns the schema option `lenient` on.
  public init(
    isLenient: Bool = false, enumCaseLimit: Int = 8, schemaOptions: SchemaOptions = SchemaOptions(),
    rootNameIsFromFileName: Bool = false
  ) {
    self.enumCaseLimit = enumCaseLimit
    self.schemaOptions = schemaOptions
    if isLenient { self.schemaOptions.isLenient = true }
    self.rootNameIsFromFileName = rootNameIsFromFileName
  }
}
