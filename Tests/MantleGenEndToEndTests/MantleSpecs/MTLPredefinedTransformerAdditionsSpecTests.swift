import Testing

/// Mantle's `MTLPredefinedTransformerAdditionsSpec.m` (github Mantle/Mantle, `MantleTests/`, MIT), example by example:
/// the URL, UUID, boolean, array-mapping, value-mapping, date-format and number-format transformers, as schema types and transforms. Each applicable example runs the spec's JSON (or values) through the
/// generated Swift of ``MantleSpecProgram`` and expects what the spec expects; the others are
/// listed with the reason.
@Suite("Mantle MTLPredefinedTransformerAdditionsSpec")
struct MTLPredefinedTransformerAdditionsSpecTests {
  static let examples: [MantleSpecExample] = [
    MantleSpecExample(
      id: "P1", spec: "should convert NSStrings to NSURLs and back", expected: #"{"url":"http:\/\/www.github.com\/"}"#),
    MantleSpecExample(
      id: "P2", spec: "should return errors occurring during transformation", expected: #"type mismatch at url"#),
    MantleSpecExample(
      id: "P4", spec: "should convert NSStrings to NSUUIDs and back",
      expected: #"{"uuid":"4A275FBD-8217-4397-964B-403F4C2B8545"}"#),
    MantleSpecExample(
      id: "P5", spec: "should return errors occurring during transformation",
      expected: #"error at uuid: Attempted to decode UUID from invalid UUID string."#),
    // The `lenient` transform reads 1 and 0 as booleans; plain Codable does not.
    MantleSpecExample(
      id: "P7", spec: "it convert int- to boolean-backed NSNumbers and back", expected: #"{"flag":true} {"flag":false}"#
    ),
    MantleSpecExample(
      id: "P8", spec: "should return errors occurring during transformation", expected: #"type mismatch at flag"#),
    MantleSpecExample(
      id: "P11", spec: "should apply the transformer to each element",
      expected:
        #"TransformerModel(url: nil, uuid: nil, flag: nil, urls: Optional([https://github.com/, https://github.com/MantleFramework, http://apple.com]), forwardURLs: nil, sign: nil, date: nil, number: nil)"#
    ),
    MantleSpecExample(
      id: "P12", spec: "should apply the transformer to each element in reverse",
      expected: #"{"urls":["https:\/\/github.com\/","https:\/\/github.com\/MantleFramework","http:\/\/apple.com"]}"#),
    MantleSpecExample(
      id: "P14", spec: "should apply the transformer to each element",
      expected:
        #"TransformerModel(url: nil, uuid: nil, flag: nil, urls: nil, forwardURLs: Optional([https://github.com/, http://apple.com]), sign: nil, date: nil, number: nil)"#
    ),
    MantleSpecExample(
      id: "P15", spec: "should return errors occurring during transformation", expected: #"type mismatch at urls"#),
    // The spec's ["zero"] key (an array as a JSON value) has no enum case: arrays are not enum values.
    MantleSpecExample(
      id: "P17", spec: "should transform enum values into strings",
      expected:
        #"TransformerModel(url: nil, uuid: nil, flag: nil, urls: nil, forwardURLs: nil, sign: Optional(Check.Sign.negative), date: nil, number: nil) TransformerModel(url: nil, uuid: nil, flag: nil, urls: nil, forwardURLs: nil, sign: Optional(Check.Sign.positive), date: nil, number: nil)"#
    ),
    MantleSpecExample(id: "P18", spec: "should transform strings into enum values", expected: #"{"sign":"positive"}"#),
    MantleSpecExample(
      id: "P19", spec: "should transform unknown strings into the default enum value",
      expected:
        #"TransformerModel(url: nil, uuid: nil, flag: nil, urls: nil, forwardURLs: nil, sign: Optional(Check.Sign.unknown), date: nil, number: nil)"#
    ),
    MantleSpecExample(
      id: "P20", spec: "should transform the default enum value into the default string",
      expected: #"{"sign":"default"}"#),
    MantleSpecExample(
      id: "P21", spec: "should transform strings into dates",
      expected:
        #"TransformerModel(url: nil, uuid: nil, flag: nil, urls: nil, forwardURLs: nil, sign: nil, date: Optional(2015-09-25 07:00:00 +0000), number: nil)"#
    ),
    MantleSpecExample(id: "P22", spec: "should transform dates into strings", expected: #"{"date":"June 29, 2007"}"#),
    MantleSpecExample(
      id: "P23", spec: "should surface date formatter error descriptions",
      expected: #"error at date: Expected a date like "MMMM d, yyyy", found "September 37, 2015"."#),
    MantleSpecExample(
      id: "P24", spec: "should return errors occurring during transformation", expected: #"type mismatch at date"#),
    MantleSpecExample(
      id: "P26", spec: "should transform strings into numbers",
      expected:
        #"TransformerModel(url: nil, uuid: nil, flag: nil, urls: nil, forwardURLs: nil, sign: nil, date: nil, number: Optional(0.12345))"#
    ),
    MantleSpecExample(id: "P27", spec: "should transform numbers into strings", expected: #"{"number":"12,345.678"}"#),
    MantleSpecExample(
      id: "P28", spec: "should surface number formatter error descriptions",
      expected: #"error at number: Expected a Double written as a number in en_US, found "Apple"."#),
    MantleSpecExample(
      id: "P29", spec: "should return errors occurring during transformation", expected: #"type mismatch at number"#),
  ]

  /// Examples that test Objective-C mechanics only, and why.
  static let notApplicable: [(id: String, reason: String)] = [
    ("P3", "reverse transformation of NSNull: a URL property cannot hold NSNull (static types)"),
    ("P6", "reverse transformation of NSNull: a UUID property cannot hold NSNull (static types)"),
    ("P9", "reverse transformation of NSNull: encoding a Bool cannot fail (static types)"),
    ("P10", "NSValueTransformer class metadata (allowsReverseTransformation)"),
    ("P13", "NSValueTransformer class metadata (allowsReverseTransformation)"),
    ("P16", "reverse transformation of NSNull: a typed array cannot hold NSNull (static types)"),
    ("P25", "reverse transformation of NSNull: a Date property cannot hold NSNull (static types)"),
    ("P30", "reverse transformation of NSNull: a Double property cannot hold NSNull (static types)"),
  ]

  @Test("the generated Swift gives what the spec expects", arguments: examples)
  func example(_ example: MantleSpecExample) async throws {
    try await MantleSpecProgram.expectReproduced(example)
  }

  @Test("every example of the spec is listed once: reproduced or not applicable")
  func everyExampleListed() {
    MantleSpecProgram.expectEveryExampleListed(
      prefix: "P", count: 30, examples: Self.examples, notApplicable: Self.notApplicable)
  }
}
