import Foundation
import Testing

@testable import MantleGenCore

/// Models named like standard types that support code uses (`Collection`, a common OpenAPI
/// component): the support code names those types with their module, so such models compile.
@Suite("Models named like standard types")
struct StandardTypeNameTests {
  /// The standard types support code writes with their module (`Swift.Collection`).
  static let names = [
    "Sequence", "NSLock", "NumberFormatter", "UnsafeBufferPointer", "BinaryInteger", "UTF8",
    "CustomStringConvertible", "NSDecimalNumber", "NSDecimalRound",
  ]

  @Test("a root named Collection with models named after the standard types support code uses compiles with every support part and round-trips")
  func modelsNamedLikeStandardTypesCompile() async throws {
    let properties = Self.names.map { #"{ "name": "\#($0.prefix(1).lowercased() + $0.dropFirst())", "key": "\#($0)", "type": "\#($0)" }"# }
    let declarations = Self.names.map { #"{ "name": "\#($0)", "properties": [{ "name": "id", "key": "id", "type": "Int" }] }"# }
    let schema = #"""
      { "mantlegen": 1, "root": "Collection", "rootType": "Collection",
        "models": [
          { "name": "Collection", "properties": [
            { "name": "createdAt", "key": "created_at", "type": "Date", "transform": "iso8601" },
            \#(properties.joined(separator: ",\n      "))] },
          \#(declarations.joined(separator: ",\n    "))] }
      """#
    let folder = try TestPaths.scratchFolder("standard-names")
    defer { try? FileManager.default.removeItem(at: folder) }
    let document = "{" + (Self.names.map { #""\#($0)": {"id": 1}"# } + [#""created_at": "2024-05-01T10:00:00Z""#])
      .joined(separator: ", ") + "}"
    let sample = folder.appendingPathComponent("sample.json")
    try Data(document.utf8).write(to: sample)
    // Every support part, in the module too: none may refer to the models.
    let modelsFolder = folder.appendingPathComponent("Models")
    try FileManager.default.createDirectory(at: modelsFolder, withIntermediateDirectories: true)
    let support = GeneratorPipeline.sharedSupportFile(accessLevel: .internal)
    try support.contents.write(to: modelsFolder.appendingPathComponent(support.name), atomically: true, encoding: .utf8)
    let main = RoundTripChecker.mainSource.replacingOccurrences(of: "Root.self", with: "Collection.self")
    let (_, checker) = try await RoundTripChecker.build(schema: schema, in: folder, main: main)
    let run = try await ProcessRunner.run(checker, [sample.path])
    try #require(run.status == 0, "decoding failed: \(run.standardError)")
    let difference = try JSONTree.parse(Array(document.utf8)).firstDifference(from: JSONTree.parse(Array(run.standardOutput.utf8)))
    #expect(difference == nil, "re-encoded JSON differs at \(difference ?? "")")
  }
}
