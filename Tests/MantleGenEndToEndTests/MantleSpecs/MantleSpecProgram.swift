import Foundation
import Testing

/// The Mantle test models (`MantleTests/MTLTestModel.h/.m` in github Mantle/Mantle, MIT) as one
/// mapping schema, and a program that runs each applicable spec example against the generated
/// Swift and prints `ID| result`. The spec files (`MTL…SpecTests`) list each example with what the
/// spec expects.
enum MantleSpecProgram {
  /// Mantle's test models; `Specs` only holds them so that all are generated.
  static let schema = ##"""
    { "mantlegen": 1, "root": "Specs", "rootType": "Specs", "sources": ["MantleTests"],
      "options": { "access": "public", "merge": true, "mutable": true },
      "models": [
        { "name": "Specs", "jsonPaths": ["$"], "properties": [
          { "name": "test", "key": "test", "type": "TestModel", "optional": true },
          { "name": "url", "key": "url", "type": "URLModel", "optional": true },
          { "name": "uuid", "key": "uuid", "type": "UUIDModel", "optional": true },
          { "name": "bool", "key": "bool", "type": "BoolModel", "optional": true },
          { "name": "string", "key": "string", "type": "StringModel", "optional": true },
          { "name": "id", "key": "id", "type": "IDModel", "optional": true },
          { "name": "flavor", "key": "flavor", "type": "AnyFlavor", "optional": true },
          { "name": "substituting", "key": "substituting", "type": "Substituting", "optional": true },
          { "name": "group", "key": "group", "type": "RecursiveGroupModel", "optional": true },
          { "name": "validation", "key": "validation", "type": "ValidationModel", "optional": true },
          { "name": "defaultAdapter", "key": "defaultAdapter", "type": "PropertyDefaultAdapterModel", "optional": true },
          { "name": "subclass", "key": "subclass", "type": "SubclassTestModel", "optional": true },
          { "name": "transformers", "key": "transformers", "type": "TransformerModel", "optional": true },
          { "name": "filtered", "key": "filtered", "type": "FilteredTestModel", "optional": true },
          { "name": "multiKeypath", "key": "multiKeypath", "type": "MultiKeypathModel", "optional": true },
          { "name": "array", "key": "array", "type": "ArrayTestModel", "optional": true },
          { "name": "arrayThrough", "key": "arrayThrough", "type": "ArrayMemberModel", "optional": true },
          { "name": "selfValidating", "key": "selfValidating", "type": "SelfValidatingModel", "optional": true } ] },
        { "name": "FilteredTestModel", "jsonPaths": ["MTLTestModel with count and nestedName left out of encoding"], "properties": [
          { "name": "name", "key": "username", "type": "String", "optional": true, "writesNull": true },
          { "name": "count", "key": "count", "type": "Int", "default": 1, "transform": "number-string", "writes": false },
          { "name": "nestedName", "key": "nested.name", "type": "String", "optional": true, "writes": false } ] },
        { "name": "MultiKeypathModel", "jsonPaths": ["MTLMultiKeypathModel"], "properties": [
          { "name": "range", "key": ["location", "length"], "type": "TextRange" },
          { "name": "nestedRange", "key": ["nested.location", "nested.length"], "type": "TextRange" } ] },
        { "name": "TextRange", "jsonPaths": ["NSRange"], "properties": [
          { "name": "location", "key": "location", "type": "Int", "default": 0 },
          { "name": "length", "key": "length", "type": "Int", "default": 0 } ] },
        { "name": "ArrayTestModel", "jsonPaths": ["MTLArrayTestModel"], "properties": [
          { "name": "names", "key": "users.name", "type": "String", "optional": true } ] },
        { "name": "ArrayMemberModel", "jsonPaths": ["MTLArrayTestModel through the array"], "properties": [
          { "name": "names", "key": "users[].name", "type": "[String]" } ] },
        { "name": "SelfValidatingModel", "jsonPaths": ["MTLSelfValidatingModel"], "validates": true, "properties": [
          { "name": "name", "key": "name", "type": "String", "optional": true } ] },
        { "name": "TestModel", "jsonPaths": ["MTLTestModel"], "properties": [
          { "name": "name", "key": "username", "type": "String", "optional": true, "writesNull": true,
            "constraints": { "maxLength": 9 } },
          { "name": "count", "key": "count", "type": "Int", "default": 1, "transform": "number-string", "merge": "sum" },
          { "name": "nestedName", "key": "nested.name", "type": "String", "optional": true, "writesNull": true },
          { "name": "weakModel", "key": null, "type": "String", "optional": true, "compares": false } ] },
        { "name": "SubclassTestModel", "extends": "TestModel", "jsonPaths": ["MTLSubclassTestModel"], "properties": [
          { "name": "role", "key": "role", "type": "String", "optional": true },
          { "name": "generation", "key": "generation", "type": "Int", "optional": true } ] },
        { "name": "URLModel", "jsonPaths": ["MTLURLModel"], "properties": [
          { "name": "url", "key": "URL", "type": "URL", "default": "http://github.com" },
          { "name": "otherURL", "key": "otherURL", "type": "URL", "default": "http://github.com/Mantle/Mantle" } ] },
        { "name": "UUIDModel", "jsonPaths": ["MTLUUIDModel"], "properties": [
          { "name": "uuid", "key": "UUID", "type": "UUID", "default": "4A275FBD-8217-4397-964B-403F4C2B8545" },
          { "name": "otherUUID", "key": "otherUUID", "type": "UUID", "default": "593246D2-A290-43D5-9070-A299A489AE29" } ] },
        { "name": "BoolModel", "jsonPaths": ["MTLBoolModel"], "properties": [
          { "name": "flag", "key": "flag", "type": "Bool", "default": false } ] },
        { "name": "StringModel", "jsonPaths": ["MTLStringModel"], "properties": [
          { "name": "string", "key": "string", "type": "String", "optional": true } ] },
        { "name": "IDModel", "jsonPaths": ["MTLIDModel"], "properties": [
          { "name": "anyObject", "key": "anyObject", "type": "JSONValue", "optional": true } ] },
        { "name": "ChocolateModel", "jsonPaths": ["MTLChocolateClassClusterModel"], "properties": [
          { "name": "bitterness", "key": "chocolate_bitterness", "type": "Int", "transform": "number-string" } ] },
        { "name": "StrawberryModel", "jsonPaths": ["MTLStrawberryClassClusterModel"], "properties": [
          { "name": "freshness", "key": "strawberry_freshness", "type": "Int" } ] },
        { "name": "RecursiveUserModel", "jsonPaths": ["MTLRecursiveUserModel"], "properties": [
          { "name": "name", "key": "name", "type": "String", "optional": true },
          { "name": "groups", "key": "groups", "type": "[RecursiveGroupModel]", "optional": true } ] },
        { "name": "RecursiveGroupModel", "jsonPaths": ["MTLRecursiveGroupModel"], "properties": [
          { "name": "owner", "key": "owner", "type": "RecursiveUserModel", "optional": true },
          { "name": "users", "key": "users", "type": "[RecursiveUserModel]", "optional": true } ] },
        { "name": "ValidationModel", "jsonPaths": ["MTLValidationModel"], "validates": true, "properties": [
          { "name": "name", "key": "name", "type": "String", "optional": true } ] },
        { "name": "PropertyDefaultAdapterModel", "jsonPaths": ["MTLPropertyDefaultAdapterModel"], "properties": [
          { "name": "property", "key": "property", "type": "String", "optional": true },
          { "name": "conforming", "key": "conformingMTLJSONSerializingProperty", "type": "TestModel", "optional": true },
          { "name": "nonConforming", "key": "nonConformingMTLJSONSerializingProperty", "type": "StringModel", "optional": true } ] },
        { "name": "TransformerModel", "jsonPaths": ["MTLPredefinedTransformerAdditionsSpec"], "properties": [
          { "name": "url", "key": "url", "type": "URL", "optional": true },
          { "name": "uuid", "key": "uuid", "type": "UUID", "optional": true },
          { "name": "flag", "key": "flag", "type": "Bool", "optional": true, "transform": "lenient" },
          { "name": "urls", "key": "urls", "type": "[URL]", "optional": true },
          { "name": "forwardURLs", "key": "forwardURLs", "type": "[URL]", "optional": true, "writes": false },
          { "name": "sign", "key": "sign", "type": "Sign", "optional": true },
          { "name": "date", "key": "date", "type": "Date", "optional": true,
            "transform": "date-format: MMMM d, yyyy; zone: America/Los_Angeles; locale: en_US" },
          { "name": "number", "key": "number", "type": "Double", "optional": true,
            "transform": "number-format: decimal; locale: en_US" } ] } ],
      "enums": [
        { "name": "Sign", "fallback": "unknown", "cases": [
            { "case": "negative", "value": "negative" }, { "case": "positive", "value": "positive" },
            { "case": "unknown", "value": "default" } ] } ],
      "clusters": [
        { "name": "AnyFlavor", "open": false, "cases": [
            { "case": "chocolate", "model": "ChocolateModel", "when": { "key": "flavor", "equals": "chocolate" } },
            { "case": "strawberry", "model": "StrawberryModel", "when": { "key": "flavor", "equals": "strawberry" } } ] },
        { "name": "Substituting", "open": false, "cases": [
            { "case": "test", "model": "TestModel", "when": { "key": "username", "present": true } } ] } ] }
    """##

  /// Runs the examples. The `validate()` extensions are the user's hooks (Mantle's
  /// `validateName:error:`).
  static let main = ##"""
    import Foundation

    struct NameMissing: Error {}

    extension ValidationModel {
      mutating func validate() throws {
        if name == nil { throw NameMissing() }
      }
    }

    extension SelfValidatingModel {
      mutating func validate() throws {
        if name == nil { name = "foobar" }
      }
    }

    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys

    func decode<T: Decodable>(_ modelType: T.Type, _ json: String) -> String {
      do {
        return "\(try JSONDecoder().decode(T.self, from: Data(json.utf8)))"
      } catch let DecodingError.dataCorrupted(context) {
        return "error at \(context.codingPath.map(\.stringValue).joined(separator: ".")): \(context.debugDescription)"
      } catch let DecodingError.typeMismatch(_, context) {
        return "type mismatch at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
      } catch {
        return "error: \(type(of: error))"
      }
    }

    func roundTrip<T: Codable>(_ type: T.Type, _ json: String) -> String {
      do {
        let value = try JSONDecoder().decode(T.self, from: Data(json.utf8))
        return String(decoding: try encoder.encode(value), as: UTF8.self)
      } catch {
        return "error: \(error)"
      }
    }

    func encode<T: Encodable>(_ value: T) -> String {
      (try? String(decoding: encoder.encode(value), as: UTF8.self)) ?? "error"
    }

    let lines: [(String, String)] = [
      ("J1", decode(TestModel.self, #"{"username": null, "count": "5"}"#)),
      ("J1 encode", roundTrip(TestModel.self, #"{"username": null, "count": "5"}"#)),
      ("J2", roundTrip(TestModel.self, #"{"username": "foo", "nested": {"name": "bar"}, "count": "0"}"#)),
      ("J3", decode(MultiKeypathModel.self, #"{"location": 20, "length": 12, "nested": {"location": 12, "length": 34}}"#)),
      ("J3 encode", roundTrip(MultiKeypathModel.self, #"{"location": 20, "length": 12, "nested": {"location": 12, "length": 34}}"#)),
      ("J4", decode(TestModel.self, #"{"username": "foo", "nested": "bar", "count": "0"}"#)),
      ("J5", decode(ArrayTestModel.self, #"{"users": [{"name": "foo"}, {"name": "bar"}, {"name": "baz"}]}"#)),
      ("J5 through the array", roundTrip(ArrayMemberModel.self, #"{"users": [{"name": "foo"}, {"name": "bar"}, {"name": "baz"}]}"#)),
      ("J6", decode(TestModel.self, #"{"username": "foo", "nested": null, "count": "0"}"#)),
      ("J7", decode(TestModel.self, #"{"foobar": "foo", "count": "2", "_": null, "username": "buzz", "nested": {"name": "bar", "stuffToIgnore": 5, "moreNonsense": null}}"#)),
      ("J8", decode(TestModel.self, #"{"username": "this is too long a name"}"#)),
      ("J9", decode(URLModel.self, #"{"URL": "http://github.com/1", "otherURL": "http://github.com/2"}"#)),
      ("J10", encode(URLModel())),
      ("J11", decode(UUIDModel.self, #"{"UUID": "D278C472-6DC3-4EE1-A947-861E6AF311C3", "otherUUID": "24E1E56A-3F37-4ECE-8310-931F6ACD401A"}"#)),
      ("J12", encode(UUIDModel())),
      ("J13", encode(BoolModel())),
      ("J15", decode(URLModel.self, #"{"URL": 666}"#)),
      ("J16", decode(BoolModel.self, #"{"flag": "Potentially"}"#)),
      ("J17", decode(StringModel.self, #"{"string": 666}"#)),
      ("J18", roundTrip(FilteredTestModel.self, #"{"username": "foo", "count": "5", "nested": {"name": null}}"#)),
      ("J19", decode(IDModel.self, #"{"anyObject": "Not an NSValue"}"#)),
      ("J21", roundTrip(Substituting.self, #"{"username": "foo", "nested": {"name": "bar"}, "count": "0"}"#)),
      ("J22 chocolate", encode(AnyFlavor.chocolate(ChocolateModel(bitterness: 100)))),
      ("J22 strawberry", encode(AnyFlavor.strawberry(StrawberryModel(freshness: 20)))),
      ("J23", decode(StringModel.self, #"{"string": "foo"}"#)),
      ("J24", decode(Substituting.self, #"{}"#)),
      ("J25", decode(ValidationModel.self, #"{}"#)),
      ("J26", decode(TestModel.self, #"{"username": null, "count": "1", "nested": {"name": null}}"#)),
      ("J27", encode(TestModel())),
      ("J28", decode(Specs.self, #"{"test": 5}"#)),
      ("J30", decode([TestModel?].self, #"[{"count": "0"}, {"count": "1"}, null, {"count": "3"}]"#)),
      ("J31", encode([TestModel(count: 0), nil, TestModel(count: 3)])),
      ("J32", decode(RecursiveGroupModel.self, #"{"users": {"name": "x"}}"#)),
      ("J35", decode([TestModel].self, #"[{"username": "foo"}, {"username": "bar"}]"#)),
      ("J37", decode([TestModel].self, #"["foo", "bar"]"#)),
      ("J38", decode([Substituting].self, #"[{"username": "foo", "count": "1"}, {"count": ["This won't parse"]}]"#)),
      ("J39", encode([TestModel(name: "foo"), TestModel(name: "bar")])),
      ("J41", decode(RecursiveGroupModel.self, #"{"owner": {"name": "Cameron"}, "users": [{"name": "Dimitri"}, {"name": "John"}]}"#)),
      ("J42", decode(PropertyDefaultAdapterModel.self, #"{"property": "property", "conformingMTLJSONSerializingProperty": {"username": "testName", "count": "5"}, "nonConformingMTLJSONSerializingProperty": null}"#)),
      ("P1", roundTrip(TransformerModel.self, #"{"url": "http://www.github.com/"}"#)),
      ("P2", decode(TransformerModel.self, #"{"url": 5}"#)),
      ("P4", roundTrip(TransformerModel.self, #"{"uuid": "4A275FBD-8217-4397-964B-403F4C2B8545"}"#)),
      ("P5", decode(TransformerModel.self, #"{"uuid": "not a valid UUID"}"#)),
      ("P7", roundTrip(TransformerModel.self, #"{"flag": 1}"#) + " " + roundTrip(TransformerModel.self, #"{"flag": 0}"#)),
      ("P8", decode(BoolModel.self, #"{"flag": [1]}"#)),
      ("P11", decode(TransformerModel.self, #"{"urls": ["https://github.com/", "https://github.com/MantleFramework", "http://apple.com"]}"#)),
      ("P12", roundTrip(TransformerModel.self, #"{"urls": ["https://github.com/", "https://github.com/MantleFramework", "http://apple.com"]}"#)),
      ("P14", decode(TransformerModel.self, #"{"forwardURLs": ["https://github.com/", "http://apple.com"]}"#)),
      ("P15", decode(TransformerModel.self, #"{"urls": "https://github.com/"}"#)),
      ("P17", decode(TransformerModel.self, #"{"sign": "negative"}"#) + " " + decode(TransformerModel.self, #"{"sign": "positive"}"#)),
      ("P18", roundTrip(TransformerModel.self, #"{"sign": "positive"}"#)),
      ("P19", decode(TransformerModel.self, #"{"sign": "unknown"}"#)),
      ("P20", encode(TransformerModel(sign: .unknown))),
      ("P21", decode(TransformerModel.self, #"{"date": "September 25, 2015"}"#)),
      ("P22", encode(TransformerModel(date: Date(timeIntervalSince1970: 1183135260)))),
      ("P23", decode(TransformerModel.self, #"{"date": "September 37, 2015"}"#)),
      ("P24", decode(TransformerModel.self, #"{"date": 5}"#)),
      ("P26", decode(TransformerModel.self, #"{"number": "0.12345"}"#)),
      ("P27", encode(TransformerModel(number: 12345.678))),
      ("P28", decode(TransformerModel.self, #"{"number": "Apple"}"#)),
      ("P29", decode(TransformerModel.self, #"{"number": 5}"#)),
      ("M3", "\(TestModel())"),
      ("M4", "\(TestModel() == (try! JSONDecoder().decode(TestModel.self, from: Data("{}".utf8))))"),
      ("M5", "\(TestModel(name: "foobar", count: 5, nestedName: "fuzzbuzz", weakModel: "empty"))"),
      ("M6", {
        let a = TestModel(name: "foobar", count: 5, nestedName: "fuzzbuzz")
        let b = TestModel(name: "foobar", count: 5, nestedName: "fuzzbuzz")
        return "\(a == b) \(a.hashValue == b.hashValue)"
      }()),
      ("M7", "\(TestModel(name: "foobar", count: 5, nestedName: "fuzzbuzz") == TestModel())"),
      ("M9", {
        let a = TestModel(name: "foobar", count: 5, nestedName: "fuzzbuzz", weakModel: "empty")
        var b = a
        b.weakModel = nil
        return "\(a == b) \(a.hashValue == b.hashValue)"
      }()),
      ("M10", decode(TestModel.self, #"{"username": "this is too long a name"}"#)),
      ("M11", "\(TestModel(name: "foo", count: 5).merging(TestModel(name: "bar", count: 3)))"),
      ("M18", "\(TestModel(name: "foo", count: 5).merging(SubclassTestModel(base: TestModel(name: "bar", count: 3), role: "subclass", generation: 1)))"),
      ("M19", "\(SubclassTestModel(base: TestModel(name: "bar", count: 3), role: "subclass", generation: 1).merging(TestModel(name: "foo", count: 5)))"),
      ("V1", decode(ValidationModel.self, #"{}"#)),
      ("V2", decode(ValidationModel.self, #"{"name": "valid"}"#)),
      ("V3", decode(SelfValidatingModel.self, #"{}"#)),
    ]
    for (id, result) in lines { print("\(id)| \(result)") }

    """##

  /// The program's output, built and run once for all the spec files: example ID → result.
  static let results = Task<[String: String], any Error> {
    let folder = try TestPaths.scratchFolder("mantle-specs")
    defer { try? FileManager.default.removeItem(at: folder) }
    let (_, checker) = try await RoundTripChecker.build(schema: schema, in: folder, main: main)
    let run = try await ProcessRunner.run(checker, [])
    guard run.status == 0 else { throw ProgramFailed(output: run.standardError) }
    var results: [String: String] = [:]
    for line in run.standardOutput.split(separator: "\n") {
      let parts = line.split(separator: "|", maxSplits: 1)
      if parts.count == 2 { results[String(parts[0])] = String(parts[1].dropFirst()) }
    }
    return results
  }

  /// Expects the program's result for `example` to be what the spec expects.
  static func expectReproduced(
    _ example: MantleSpecExample, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let results = try await results.value
    #expect(results[example.id] == example.expected, sourceLocation: sourceLocation)
  }

  /// Expects `examples` and `notApplicable` to list each of a spec's `count` examples, `prefix`1
  /// to `prefix``count`, once.
  static func expectEveryExampleListed(
    prefix: String, count: Int, examples: [MantleSpecExample], notApplicable: [(id: String, reason: String)],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let reproduced = Set(examples.map { String($0.id.prefix { $0 != " " }) })
    let listed = Array(reproduced) + notApplicable.map(\.id)
    #expect(listed.count == count, sourceLocation: sourceLocation)
    #expect(Set(listed) == Set((1...count).map { "\(prefix)\($0)" }), sourceLocation: sourceLocation)
  }

  /// The program did not run to the end.
  struct ProgramFailed: Error {
    var output: String
  }
}

/// One spec example: its description in the spec and what mantlegen's generated Swift gives for
/// the spec's JSON, as the program prints it.
struct MantleSpecExample: Sendable, CustomTestStringConvertible {
  var id: String
  var spec: String
  var expected: String

  var testDescription: String { "\(id): \(spec)" }
}
