import Foundation
import Testing

/// Several outputs in one module (a SwiftPM target), and outputs in several public modules imported
/// together: built as a package's modules would be (``SwiftModules``; warnings fail), then run to
/// decode and re-encode every sample.
@Suite("Outputs sharing modules")
struct SharedModuleTests {
  /// One generated output: its root type, sample and the `mantlegen` arguments before `-o`.
  struct Output {
    var root: String
    var sample: URL
    var arguments: [String]
    /// Lenient outputs write converted values (`"200"` for `200`): they must decode, but are not
    /// compared with their sample.
    var isLenient = false
  }

  @Test("outputs share one module, and modules of outputs are imported together without ambiguity")
  func outputsShareModules() async throws {
    let folder = try TestPaths.scratchFolder("shared-module")
    defer { try? FileManager.default.removeItem(at: folder) }
    let outputs = try Self.outputs(in: folder)
    let sources = folder.appendingPathComponent("Sources")
    for output in outputs {
      for target in ["Combined/\(output.root)", "Lib\(output.root)"] {
        let result = try await ProcessRunner.run(
          TestPaths.mantlegen, output.arguments + ["-o", sources.appendingPathComponent(target).path])
        try #require(result.status == 0, "mantlegen failed: \(result.standardError)")
      }
    }
    let libraries = outputs.map { "Lib\($0.root)" }
    for library in ["Combined"] + libraries {
      let folders = library == "Combined" ? outputs.map { "Combined/\($0.root)" } : [library]
      let files = try folders.flatMap { try RoundTripChecker.swiftFiles(in: sources.appendingPathComponent($0)) }
      try await SwiftModules.library(library, sources: files, in: folder)
    }
    let apps = [("CombinedApp", ["Combined"]), ("ModulesApp", libraries)]
    for (app, imported) in apps {
      let executable = try await SwiftModules.app(
        app, main: Self.main(outputs, imports: imported, declaresOwnTypes: app == "ModulesApp"), libraries: imported,
        in: folder)
      let run = try await ProcessRunner.run(executable, outputs.map(\.sample.path))
      try #require(run.status == 0, "\(app) failed: \(run.standardError)")
      let lines = run.standardOutput.split(separator: "\n")
      try #require(lines.count == outputs.count, "\(app) printed \(run.standardOutput)")
      for (output, line) in zip(outputs, lines) {
        let original = try JSONTree.parse(Array(try Data(contentsOf: output.sample)))
        let reencoded = try JSONTree.parse(Array(line.utf8))
        guard !output.isLenient else { continue }
        let difference = original.firstDifference(from: reencoded)
        #expect(difference == nil, "\(app): \(output.root) differs at \(difference ?? "")")
      }
    }
  }

  /// A cluster schema (key paths, unix dates), ISO dates, lenient conversions, and two outputs
  /// whose unions and `JSONValue`s have the same names.
  static func outputs(in folder: URL) throws -> [Output] {
    let mixed = folder.appendingPathComponent("mixed.json")
    try Data(#"{"values": [1, "x", 2], "meta": null, "when": "2024-01-01T00:00:00Z"}"#.utf8).write(to: mixed)
    let other = folder.appendingPathComponent("other.json")
    try Data(#"[{"id": 1, "extra": null}, {"id": "a", "extra": null}]"#.utf8).write(to: other)
    let cluster = TestPaths.samples.appendingPathComponent("group_profiles_cluster.json")
    let release = TestPaths.samples.appendingPathComponent("repo_release.json")
    let messy = TestPaths.samples.appendingPathComponent("messy_types.json")
    let schema = TestPaths.packageRoot.appendingPathComponent("Schemas/group_profiles.json")
    return [
      Output(root: "GroupProfiles", sample: cluster, arguments: ["generate", schema.path]),
      Output(root: "Release", sample: release, arguments: ["infer", release.path, "--name", "Release"]),
      Output(root: "Messy", sample: messy, arguments: ["infer", messy.path, "--name", "Messy", "--lenient"], isLenient: true),
      Output(root: "Mixed", sample: mixed, arguments: ["infer", mixed.path, "--name", "Mixed"]),
      Output(root: "Other", sample: other, arguments: ["infer", other.path, "--name", "Other"]),
    ]
  }

  /// The app of `imports`: decodes each output's sample and prints it re-encoded, one line each. The
  /// app of the per-output modules also declares its own `JSONValue` and `IntOrString` and names the
  /// outputs' ones.
  static func main(_ outputs: [Output], imports: [String], declaresOwnTypes: Bool) -> String {
    let roundTrip = """
      func roundTrip<T: Codable>(_ type: T.Type, _ index: Int) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[index]))
        let value = try JSONDecoder().decode(T.self, from: data)
        print(String(decoding: try JSONEncoder().encode(value), as: UTF8.self))
      }

      """
    let ownTypes = """
      struct JSONValue {}
      enum IntOrString {}
      let mixedValue: MixedSupport.JSONValue = .null
      let otherUnion: OtherSupport.IntOrString = .integer(1)
      let mixedUnion: MixedSupport.IntOrString = .string("x")
      _ = (JSONValue(), mixedValue, otherUnion, mixedUnion)

      """
    let calls = outputs.enumerated().map { "try roundTrip(\($1.root).self, \($0 + 1))\n" }.joined()
    return imports.map { "import \($0)\n" }.joined() + "import Foundation\n\n" + roundTrip
      + (declaresOwnTypes ? ownTypes : "") + calls
  }
}
