import Testing

/// Mantle's `MTLModelValidationSpec.m` (github Mantle/Mantle, `MantleTests/`, MIT), example by example:
/// the model's own validation, run after decoding. Each applicable example runs the spec's JSON (or values) through the
/// generated Swift of ``MantleSpecProgram`` and expects what the spec expects; the others are
/// listed with the reason.
@Suite("Mantle MTLModelValidationSpec")
struct MTLModelValidationSpecTests {
  static let examples: [MantleSpecExample] = [
    MantleSpecExample(id: "V1", spec: "should fail with incorrect values", expected: #"error: NameMissing"#),
    MantleSpecExample(
      id: "V2", spec: "should succeed with correct values", expected: #"ValidationModel(name: Optional("valid"))"#),
    MantleSpecExample(
      id: "V3", spec: "should apply values returned from -validateValue:error:",
      expected: #"SelfValidatingModel(name: Optional("foobar"))"#),
  ]

  /// Examples that test Objective-C mechanics only, and why.
  static let notApplicable: [(id: String, reason: String)] = []

  @Test("the generated Swift gives what the spec expects", arguments: examples)
  func example(_ example: MantleSpecExample) async throws {
    try await MantleSpecProgram.expectReproduced(example)
  }

  @Test("every example of the spec is listed once: reproduced or not applicable")
  func everyExampleListed() {
    MantleSpecProgram.expectEveryExampleListed(
      prefix: "V", count: 3, examples: Self.examples, notApplicable: Self.notApplicable)
  }
}
