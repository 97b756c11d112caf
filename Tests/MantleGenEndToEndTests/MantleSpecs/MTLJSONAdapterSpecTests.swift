import Testing

/// Mantle's `MTLJSONAdapterSpec.m` (github Mantle/Mantle, `MantleTests/`, MIT), example by example:
/// decoding and encoding models with key paths, implicit transformers, class clusters, validation and arrays of models. Each applicable example runs the spec's JSON (or values) through the
/// generated Swift of ``MantleSpecProgram`` and expects what the spec expects; the others are
/// listed with the reason.
@Suite("Mantle MTLJSONAdapterSpec")
struct MTLJSONAdapterSpecTests {
  static let examples: [MantleSpecExample] = [
    // name and nestedName have "writesNull": true, as Mantle writes nil as null.
    MantleSpecExample(
      id: "J1", spec: "should initialize with a model class",
      expected: #"TestModel(name: nil, count: 5, nestedName: nil, weakModel: nil)"#),
    MantleSpecExample(
      id: "J1 encode", spec: "should initialize with a model class",
      expected: #"{"count":"5","nested":{"name":null},"username":null}"#),
    MantleSpecExample(
      id: "J2", spec: "should initialize nested key paths from JSON",
      expected: #"{"count":"0","nested":{"name":"bar"},"username":"foo"}"#),
    // A model read from several keys: "key": ["location", "length"] (Mantle's NSRange as a TextRange model; missing keys read as 0, as Mantle's transformer does).
    MantleSpecExample(
      id: "J3", spec: "it should initialize properties with multiple key paths from JSON",
      expected:
        #"MultiKeypathModel(range: Check.TextRange(location: 20, length: 12), nestedRange: Check.TextRange(location: 12, length: 34))"#
    ),
    MantleSpecExample(
      id: "J3 encode", spec: "it should initialize properties with multiple key paths from JSON",
      expected: #"{"length":12,"location":20,"nested":{"length":34,"location":12}}"#),
    // Mantle reports MTLJSONAdapterErrorInvalidJSONDictionary; Swift a type mismatch at `nested`.
    MantleSpecExample(
      id: "J4", spec: "should return nil and error with an invalid key path from JSON",
      expected: #"type mismatch at nested"#),
    // Mantle's users.name does not cross the array (an error, as here); mantlegen also reads each element's member with users[].name.
    MantleSpecExample(id: "J5", spec: "should support key paths across arrays", expected: #"type mismatch at users"#),
    MantleSpecExample(
      id: "J5 through the array", spec: "should support key paths across arrays",
      expected: #"{"users":[{"name":"foo"},{"name":"bar"},{"name":"baz"}]}"#),
    MantleSpecExample(
      id: "J6",
      spec: "should initialize without returning any error when using a JSON dictionary which Null.null as value",
      expected: #"TestModel(name: Optional("foo"), count: 0, nestedName: nil, weakModel: nil)"#),
    MantleSpecExample(
      id: "J7", spec: "should ignore unrecognized JSON keys",
      expected: #"TestModel(name: Optional("buzz"), count: 2, nestedName: Optional("bar"), weakModel: nil)"#),
    MantleSpecExample(
      id: "J8", spec: "should fail to initialize if JSON dictionary validation fails",
      expected: #"error at username: "this is too long a name" is longer than 9 characters (maxLength)."#),
    MantleSpecExample(
      id: "J9", spec: "should implicitly transform NSStrings to URLs",
      expected: #"URLModel(url: http://github.com/1, otherURL: http://github.com/2)"#),
    MantleSpecExample(
      id: "J10", spec: "should implicitly transform URLs",
      expected: #"{"URL":"http:\/\/github.com","otherURL":"http:\/\/github.com\/Mantle\/Mantle"}"#),
    MantleSpecExample(
      id: "J11", spec: "should implicitly transform NSStrings to UUIDs",
      expected:
        #"UUIDModel(uuid: D278C472-6DC3-4EE1-A947-861E6AF311C3, otherUUID: 24E1E56A-3F37-4ECE-8310-931F6ACD401A)"#),
    MantleSpecExample(
      id: "J12", spec: "should implicitly transform UUIDs",
      expected: #"{"UUID":"4A275FBD-8217-4397-964B-403F4C2B8545","otherUUID":"593246D2-A290-43D5-9070-A299A489AE29"}"#),
    MantleSpecExample(id: "J13", spec: "should implicitly transform BOOLs", expected: #"{"flag":false}"#),
    MantleSpecExample(
      id: "J15", spec: "should fail to initialize if JSON transformer fails", expected: #"type mismatch at URL"#),
    MantleSpecExample(
      id: "J16", spec: "should fail to deserialize if the JSON types don't match the primitive properties",
      expected: #"type mismatch at flag"#),
    MantleSpecExample(
      id: "J17", spec: "should fail to deserialize if the JSON types don't match the properties",
      expected: #"type mismatch at string"#),
    // The adapter subclass's ignored keys as decode-only properties ("writes": false on count and nestedName).
    MantleSpecExample(
      id: "J18", spec: "should allow subclasses to filter serialized property keys", expected: #"{"username":"foo"}"#),
    MantleSpecExample(
      id: "J19", spec: "should accept any object for id properties",
      expected: #"IDModel(anyObject: Optional(Check.SpecsSupport.JSONValue.string("Not an NSValue")))"#),
    // A cluster chosen by a presence rule on `username` (Mantle counts a JSON null as present, mantlegen as missing).
    MantleSpecExample(
      id: "J21", spec: "should parse a different model class",
      expected: #"{"count":"0","nested":{"name":"bar"},"username":"foo"}"#),
    MantleSpecExample(
      id: "J22 chocolate", spec: "should serialize different model classes",
      expected: #"{"chocolate_bitterness":"100","flavor":"chocolate"}"#),
    MantleSpecExample(
      id: "J22 strawberry", spec: "should serialize different model classes",
      expected: #"{"flavor":"strawberry","strawberry_freshness":20}"#),
    MantleSpecExample(
      id: "J23", spec: "should parse model classes not inheriting from MTLModel",
      expected: #"StringModel(string: Optional("foo"))"#),
    // The cluster is closed ("open": false): Mantle has no unknown case.
    MantleSpecExample(
      id: "J24", spec: "should return an error when no suitable model class is found",
      expected: #"error at : No rule of Substituting matches this object."#),
    MantleSpecExample(id: "J25", spec: "should validate models", expected: #"error: NameMissing"#),
    MantleSpecExample(
      id: "J26", spec: "should transform a JSON dictionary into a model",
      expected: #"TestModel(name: nil, count: 1, nestedName: nil, weakModel: nil)"#),
    MantleSpecExample(
      id: "J27", spec: "should transform a model into a JSON dictionary",
      expected: #"{"count":"1","nested":{"name":null},"username":null}"#),
    MantleSpecExample(
      id: "J28", spec: "should return errors occurring during transformation", expected: #"type mismatch at test"#),
    MantleSpecExample(
      id: "J30", spec: "should transform JSON dictionaries into models",
      expected:
        #"[Optional(Check.TestModel(name: nil, count: 0, nestedName: nil, weakModel: nil)), Optional(Check.TestModel(name: nil, count: 1, nestedName: nil, weakModel: nil)), nil, Optional(Check.TestModel(name: nil, count: 3, nestedName: nil, weakModel: nil))]"#
    ),
    MantleSpecExample(
      id: "J31", spec: "should transform models into JSON dictionaries",
      expected:
        #"[{"count":"0","nested":{"name":null},"username":null},null,{"count":"3","nested":{"name":null},"username":null}]"#
    ),
    MantleSpecExample(
      id: "J32", spec: "should return errors occurring during transformation", expected: #"type mismatch at users"#),
    MantleSpecExample(
      id: "J35", spec: "should initialize models from an array of JSON dictionaries",
      expected:
        #"[Check.TestModel(name: Optional("foo"), count: 1, nestedName: nil, weakModel: nil), Check.TestModel(name: Optional("bar"), count: 1, nestedName: nil, weakModel: nil)]"#
    ),
    MantleSpecExample(
      id: "J37", spec: "should return empty array on wrong input data", expected: #"type mismatch at Index 0"#),
    MantleSpecExample(
      id: "J38", spec: "should return nil and an error if it fails to initialize any model from an array",
      expected: #"error at Index 1: No rule of Substituting matches this object."#),
    MantleSpecExample(
      id: "J39", spec: "should return an array of dictionaries from models",
      expected:
        #"[{"count":"1","nested":{"name":null},"username":"foo"},{"count":"1","nested":{"name":null},"username":"bar"}]"#
    ),
    MantleSpecExample(
      id: "J41", spec: "should support recursive models",
      expected:
        #"RecursiveGroupModel(owner: Optional(Check.RecursiveUserModel(name: Optional("Cameron"), groups: nil)), users: Optional([Check.RecursiveUserModel(name: Optional("Dimitri"), groups: nil), Check.RecursiveUserModel(name: Optional("John"), groups: nil)]))"#
    ),
    MantleSpecExample(
      id: "J42", spec: "should automatically transform a property that conforms to MTLJSONSerializing",
      expected:
        #"PropertyDefaultAdapterModel(property: Optional("property"), conforming: Optional(Check.TestModel(name: Optional("testName"), count: 5, nestedName: nil, weakModel: nil)), nonConforming: nil)"#
    ),
  ]

  /// Examples that test Objective-C mechanics only, and why.
  static let notApplicable: [(id: String, reason: String)] = [
    (
      "J14",
      "depends on Objective-C runtime property introspection (a +propertyKeys entry with no declared @property gets no implicit transformer) and puts an NSURL object in the JSON dictionary"
    ),
    (
      "J20",
      "relies on KVC storing an NSString in an NSURL property; a typed Swift property cannot hold a value of another type"
    ),
    ("J29", "a non-model passed where a model is encoded: prevented by Swift's static types"),
    ("J33", "a non-array passed where an array of models is encoded: prevented by Swift's static types"),
    ("J34", "MTLJSONAdapter subclass dispatch; Codable models have no adapter object"),
    ("J36", "NSError ** out-parameter mechanics; Swift throws"),
    ("J40", "memory management of transformers (weak references, autorelease pools)"),
    (
      "J43",
      "the MTLModel versus MTLJSONSerializing distinction does not exist for generated models (every nested model is Decodable); the type mismatch itself is J15 to J17"
    ),
  ]

  @Test("the generated Swift gives what the spec expects", arguments: examples)
  func example(_ example: MantleSpecExample) async throws {
    try await MantleSpecProgram.expectReproduced(example)
  }

  @Test("every example of the spec is listed once: reproduced or not applicable")
  func everyExampleListed() {
    MantleSpecProgram.expectEveryExampleListed(
      prefix: "J", count: 43, examples: Self.examples, notApplicable: Self.notApplicable)
  }
}
