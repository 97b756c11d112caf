import Foundation
import Testing

/// Deep types: a schema type nested 100,000 deep gives a located error from every command that
/// reads schemas (it used to overflow the stack); a sample nesting arrays beyond the limit is an
/// error naming its JSON path; at the limit, the generated Swift typechecks in seconds.
@Suite("Deep types")
struct DeepInputTests {
  private func deepSchema(depth: Int) -> String {
    let type = String(repeating: "[", count: depth) + "Int" + String(repeating: "]", count: depth)
    return #"{"mantlegen": 1, "root": "Root", "rootType": "Root", "models": [{"name": "Root", "properties": [{"name": "value", "key": "value", "type": "\#(type)"}]}]}"#
  }

  @Test("generate, check and update on a schema with a type 100,000 deep: exit 2 with one located error")
  func deepSchemaType() async throws {
    let folder = try TestPaths.scratchFolder("deep-schema")
    defer { try? FileManager.default.removeItem(at: folder) }
    let schema = folder.appendingPathComponent("deep.json")
    try Data(deepSchema(depth: 100_000).utf8).write(to: schema)
    let sample = folder.appendingPathComponent("sample.json")
    try Data(#"{"value": 1}"#.utf8).write(to: sample)
    let expected = "\(schema.path):1:156: error: the type nests collections more than 16 deep; "
    for arguments in [["generate", schema.path, "-o", folder.appendingPathComponent("Models").path], ["check", schema.path, sample.path], ["update", schema.path, sample.path]] {
      let result = try await ProcessRunner.run(TestPaths.mantlegen, arguments)
      #expect(result.status == 2, "\(arguments[0]): \(result.standardError.prefix(300))")
      #expect(result.standardError.hasPrefix(expected), "\(arguments[0]): \(result.standardError.prefix(300))")
      #expect(result.standardError.split(separator: "\n").count == 1)
    }
    #expect(try FolderSnapshot(folder).names == ["deep.json", "sample.json"])
  }

  @Test("infer on a sample with arrays 30 deep (beside a unix-time date): exit 2 naming the JSON path and where the too-deep array opens, nothing written")
  func deepSample() async throws {
    let folder = try TestPaths.scratchFolder("deep-sample")
    defer { try? FileManager.default.removeItem(at: folder) }
    let sample = folder.appendingPathComponent("deep.json")
    let arrays = String(repeating: "[", count: 30) + "1" + String(repeating: "]", count: 30)
    try Data(#"{"created_at": 1700000000, "grid": \#(arrays)}"#.utf8).write(to: sample)
    let result = try await ProcessRunner.run(TestPaths.mantlegen, ["infer", sample.path, "-o", folder.appendingPathComponent("Models").path])
    #expect(result.status == 2)
    #expect(result.standardError.hasPrefix("\(sample.path):1:52: error: $.grid: collections nest 30 deep here; "), "\(result.standardError)")
    #expect(try FolderSnapshot(folder).names == ["deep.json"])
  }

  @Test("a sample at the limit (16 nested arrays beside a unix-time date) gives Swift that typechecks in under 5 s")
  func sampleAtLimitTypechecks() async throws {
    let folder = try TestPaths.scratchFolder("deep-limit")
    defer { try? FileManager.default.removeItem(at: folder) }
    let sample = folder.appendingPathComponent("deep.json")
    let arrays = String(repeating: "[", count: 16) + "1" + String(repeating: "]", count: 16)
    try Data(#"{"created_at": 1700000000, "grid": \#(arrays), "dated": [[[1700000000]]]}"#.utf8).write(to: sample)
    let models = folder.appendingPathComponent("Models")
    let result = try await ProcessRunner.run(TestPaths.mantlegen, ["infer", sample.path, "-o", models.path])
    try #require(result.status == 0, "\(result.standardError)")
    let swiftFiles = try FolderSnapshot(models).names.filter { $0.hasSuffix(".swift") }.map { models.appendingPathComponent($0).path }
    // CPU seconds (user + system) as bash's `time` reports them: unlike wall time, they do not grow
    // while the other tests load the machine.
    let quoted = ([TestPaths.swiftc.path, "-typecheck"] + swiftFiles).map { "'\($0)'" }.joined(separator: " ")
    let typecheck = try await ProcessRunner.run(
      URL(fileURLWithPath: "/bin/bash"), ["-c", "TIMEFORMAT='%U %S'; time \(quoted)"])
    #expect(typecheck.status == 0, "\(typecheck.standardError)")
    let times = typecheck.standardError.split(separator: "\n").last?.split(separator: " ").compactMap { Double($0) } ?? []
    try #require(times.count == 2, "\(typecheck.standardError)")
    #expect(times[0] + times[1] < 5, "typechecking took \(times[0] + times[1]) CPU seconds")
  }
}
