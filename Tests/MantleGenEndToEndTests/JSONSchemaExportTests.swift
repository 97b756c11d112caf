import Foundation
import Testing

/// `mantlegen export` and `infer --json-schema-out`, checked with the reference validator: the
/// JSON Schema exported from a sample's inferred mapping schema accepts the sample.
@Suite("JSON Schema export")
struct JSONSchemaExportTests {
  static let samples = CorpusRoundTripTests.corpus + CorpusRoundTripTests.seeds

  @Test(
    "every corpus and seed sample is valid against the JSON Schema exported from its own mapping schema",
    .enabled(if: ReferenceValidator.isAvailable, "python3 with the jsonschema package (pip) is not available"))
  func corpusValidatesAgainstExportedSchemas() async throws {
    let folder = try TestPaths.scratchFolder("export")
    defer { try? FileManager.default.removeItem(at: folder) }
    let checks = try await withThrowingTaskGroup(of: ReferenceValidator.Check.self) { group in
      for (index, sample) in Self.samples.enumerated() {
        group.addTask {
          let schema = folder.appendingPathComponent("\(index).schema.json")
          let infer = try await ProcessRunner.run(
            TestPaths.mantlegen, ["infer", sample, "--name", "Root", "--json-schema-out", schema.path])
          try #require(infer.status == 0, "infer \(sample) failed: \(infer.standardError)")
          return ReferenceValidator.Check(schema: schema.path, instance: sample, shouldBeValid: true)
        }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(checks.count == Self.samples.count)
    let failures = try await ReferenceValidator.failures(of: checks, in: folder)
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }

  @Test(
    "an exported cluster schema accepts each subtype and rejects wrong discriminators, missing keys and wrong types",
    .enabled(if: ReferenceValidator.isAvailable, "python3 with the jsonschema package (pip) is not available"))
  func exportedSchemaRejectsWhatTheModelsReject() async throws {
    let folder = try TestPaths.scratchFolder("export-reject")
    defer { try? FileManager.default.removeItem(at: folder) }
    let schema = folder.appendingPathComponent("group_profiles.schema.json")
    let export = try await ProcessRunner.run(
      TestPaths.mantlegen,
      ["export", TestPaths.packageRoot.appendingPathComponent("Schemas/group_profiles.json").path, "-o", schema.path])
    try #require(export.status == 0, "export failed: \(export.standardError)")
    let plain = #""gid": "g", "owner_info": {"userid": 1}, "name": "n", "sign": "", "photos": [], "create_time": 1, "member_count": 1, "member_max_count": 2"#
    let instances: [(String, Bool)] = [
      (#"[{\#(plain), "is_vip": false}]"#, true),
      (#"[{\#(plain), "is_vip": true, "vip_level": 2, "activity": "a"}]"#, true),
      (#"[{\#(plain), "is_vip": true, "is_game": true, "vip_level": 2, "activity": "a"}]"#, true),
      (#"[{\#(plain), "is_vip": false, "is_game": true, "game_id": "x", "ranked": true}]"#, true),
      (#"[{\#(plain), "is_vip": true}]"#, false),
      (#"[{\#(plain), "is_vip": false, "is_game": true}]"#, false),
      (#"[{\#(plain)}]"#, false),
      (#"[{\#(plain.replacingOccurrences(of: #""userid": 1"#, with: #""userid": "1""#)), "is_vip": false}]"#, false),
      (#"[{\#(plain.replacingOccurrences(of: #""owner_info": {"userid": 1}, "#, with: "")), "is_vip": false}]"#, false),
    ]
    var checks: [ReferenceValidator.Check] = []
    for (index, (text, isValid)) in instances.enumerated() {
      let instance = folder.appendingPathComponent("instance\(index).json")
      try Data(text.utf8).write(to: instance)
      checks.append(ReferenceValidator.Check(schema: schema.path, instance: instance.path, shouldBeValid: isValid))
    }
    let failures = try await ReferenceValidator.failures(of: checks, in: folder)
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }
}
