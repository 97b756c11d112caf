import Testing

@testable import MantleGenCore

/// Cases of the public YAML test suite (github.com/yaml/yaml-test-suite, MIT licence; its `LICENSE`
/// is beside them in `Fixtures/yaml-test-suite`), picked to cover what OpenAPI and JSON Schema
/// documents use: each `<ID>.yaml` reads as the JSON of `<ID>.json` (the suite's `in.yaml` and
/// `in.json`), and each `<ID>.error.yaml`, which the suite says is not YAML, is a located error.
@Suite("YAML test suite")
struct YAMLTestSuiteTests {
  static let folder = "yaml-test-suite"
  static let names = YAMLTestSupport.names(in: folder, endingWith: ".json")
  static let errorNames = YAMLTestSupport.names(in: folder, endingWith: ".error.yaml")

  @Test("the fixtures hold several dozen cases and a licence")
  func fixturesArePresent() throws {
    #expect(Self.names.count >= 60)
    #expect(Self.errorNames.count >= 15)
    let licence = try YAMLTestSupport.fixture("\(Self.folder)/LICENSE")
    #expect(String(decoding: licence, as: UTF8.self).hasPrefix("MIT License"))
  }

  @Test("a case reads as the JSON the suite gives for it", arguments: names)
  func readsAsItsJSON(name: String) throws {
    let yaml = try YAMLTestSupport.fixture("\(Self.folder)/\(name).yaml")
    let json = try LocatedJSON.parse(try YAMLTestSupport.fixture("\(Self.folder)/\(name).json"), file: "\(name).json")
    let read = try YAMLReader.parse(yaml, file: "\(name).yaml")
    let difference = YAMLTestSupport.difference(read, json)
    #expect(difference == nil, "\(name): \(difference ?? "")")
  }

  @Test("a case the suite calls an error is a located diagnostic, not a crash", arguments: errorNames)
  func errorCaseIsADiagnostic(name: String) throws {
    let yaml = try YAMLTestSupport.fixture("\(Self.folder)/\(name).error.yaml")
    let error = #expect(throws: Diagnostic.self) { try YAMLReader.parse(yaml, file: "\(name).yaml") }
    #expect(error?.description.hasPrefix("\(name).yaml:") == true, "\(String(describing: error))")
    #expect((error?.location?.line ?? 0) > 0, "\(String(describing: error))")
  }
}
