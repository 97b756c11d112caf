import Foundation
import Testing

/// A PATCH body (swift-openapi-generator #419): "set", "clear" and "leave" a field are three
/// different JSON documents, and a model with `"keepsNull": true` properties tells them apart.
@Suite("PATCH bodies: null kept apart from a missing key")
struct NullKeptApartTests {
  static let schema = """
    { "mantlegen": 1, "root": "ProfilePatch", "rootType": "ProfilePatch", "sources": ["patch.json"],
      "options": { "access": "public", "merge": true },
      "models": [
        { "name": "ProfilePatch", "properties": [
          { "name": "nickname", "key": "nickname", "type": "String", "optional": true, "keepsNull": true },
          { "name": "age", "key": "age", "type": "Int", "optional": true, "keepsNull": true, "onInvalid": "replace" },
          { "name": "city", "key": "address.city", "type": "String", "optional": true, "keepsNull": true },
          { "name": "note", "key": "note", "type": "String", "optional": true } ] } ] }
    """

  @Test("set, clear and leave encode distinctly, decode back to the same values, and merge as PATCH does")
  func setClearAndLeave() async throws {
    let folder = try TestPaths.scratchFolder("null-kept-apart")
    defer { try? FileManager.default.removeItem(at: folder) }
    let main = """
      import Foundation

      let encoder = JSONEncoder()
      encoder.outputFormatting = .sortedKeys
      let set = ProfilePatch(nickname: .value("Al"), age: .value(3), city: .value("Oslo"))
      let clear = ProfilePatch(nickname: .null, age: .null, city: .null)
      let leave = ProfilePatch(note: "n")
      for patch in [set, clear, leave] {
        let data = try encoder.encode(patch)
        let decoded = try JSONDecoder().decode(ProfilePatch.self, from: data)
        print(String(decoding: data, as: UTF8.self), decoded == patch)
      }
      // Applying "clear" over "set" clears; applying "leave" keeps.
      print(set.merging(clear) == clear, set.merging(leave).nickname == .value("Al"))
      for path in CommandLine.arguments.dropFirst() {
        let patch = try JSONDecoder().decode(ProfilePatch.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        print(String(decoding: try encoder.encode(patch), as: UTF8.self))
      }

      """
    let (schema, checker) = try await RoundTripChecker.build(schema: Self.schema, in: folder, main: main)
    let sample = folder.appendingPathComponent("patch.json")
    try Data(#"{"age": null, "address": {"city": null}, "note": null}"#.utf8).write(to: sample)
    let run = try await ProcessRunner.run(checker, [sample.path])
    try #require(run.status == 0, "\(run.standardError)")
    #expect(
      run.standardOutput == """
        {"address":{"city":"Oslo"},"age":3,"nickname":"Al"} true
        {"address":{"city":null},"age":null,"nickname":null} true
        {"note":"n"} true
        true true
        {"address":{"city":null},"age":null}

        """)
    // The drift check and the export accept both null and a missing key.
    let check = try await ProcessRunner.run(TestPaths.mantlegen, ["check", schema.path, sample.path])
    #expect(check.status == 0, "\(check.standardOutput)")
  }
}
