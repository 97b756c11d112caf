import Testing

/// Mantle's `MTLModelSpec.m` (github Mantle/Mantle, `MantleTests/`, MIT), example by example:
/// default values, memberwise values, equality and hashing (transitory storage left out), validation and merging. Each applicable example runs the spec's JSON (or values) through the
/// generated Swift of ``MantleSpecProgram`` and expects what the spec expects; the others are
/// listed with the reason.
@Suite("Mantle MTLModelSpec")
struct MTLModelSpecTests {
  static let examples: [MantleSpecExample] = [
    MantleSpecExample(
      id: "M3", spec: "should initialize with default values",
      expected: #"TestModel(name: nil, count: 1, nestedName: nil, weakModel: nil)"#),
    MantleSpecExample(id: "M4", spec: "should initialize to default values with a nil dictionary", expected: #"true"#),
    MantleSpecExample(
      id: "M5", spec: "should initialize with the given values",
      expected:
        #"TestModel(name: Optional("foobar"), count: 5, nestedName: Optional("fuzzbuzz"), weakModel: Optional("empty"))"#
    ),
    MantleSpecExample(id: "M6", spec: "should compare equal to a matching model", expected: #"true true"#),
    MantleSpecExample(id: "M7", spec: "should not compare equal to different model", expected: #"false"#),
    // weakModel is transitory storage: "compares": false.
    MantleSpecExample(id: "M9", spec: "should not consider -weakModel for equality", expected: #"true true"#),
    MantleSpecExample(
      id: "M10", spec: "should fail to initialize if dictionary validation fails",
      expected: #"error at username: "this is too long a name" is longer than 9 characters (maxLength)."#),
    MantleSpecExample(
      id: "M11", spec: "should merge two models together",
      expected: #"TestModel(name: Optional("bar"), count: 8, nestedName: nil, weakModel: nil)"#),
    MantleSpecExample(
      id: "M18", spec: "should merge from subclass model",
      expected: #"TestModel(name: Optional("bar"), count: 8, nestedName: nil, weakModel: nil)"#),
    MantleSpecExample(
      id: "M19", spec: "should merge from superclass model",
      expected:
        #"SubclassTestModel(base: Check.TestModel(name: Optional("foo"), count: 8, nestedName: nil, weakModel: nil), role: Optional("subclass"), generation: Optional(1))"#
    ),
  ]

  /// Examples that test Objective-C mechanics only, and why.
  static let notApplicable: [(id: String, reason: String)] = [
    ("M1", "runtime property introspection (+propertyKeys)"),
    ("M2", "runtime property introspection (+propertyKeys)"),
    ("M8", "NSCopying and reference identity; generated structs are values"),
    ("M12", "Objective-C property storage introspection"),
    ("M13", "Objective-C property storage introspection"),
    ("M14", "Objective-C property storage introspection"),
    ("M15", "Objective-C property storage introspection"),
    ("M16", "Objective-C property storage introspection (@dynamic, protocol properties)"),
    ("M17", "Objective-C optional protocol properties"),
  ]

  @Test("the generated Swift gives what the spec expects", arguments: examples)
  func example(_ example: MantleSpecExample) async throws {
    try await MantleSpecProgram.expectReproduced(example)
  }

  @Test("every example of the spec is listed once: reproduced or not applicable")
  func everyExampleListed() {
    MantleSpecProgram.expectEveryExampleListed(
      prefix: "M", count: 19, examples: Self.examples, notApplicable: Self.notApplicable)
  }
}
