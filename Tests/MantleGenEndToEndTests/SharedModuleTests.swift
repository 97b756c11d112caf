import Foundation
import Testing

/// Several outputs in one SwiftPM target, and outputs in several public modules imported
/// together: built with `swift build` (warnings are errors) in a fresh package, then run to decode
/// and re-encode every sample.
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

  @Test("outputs share one SwiftPM target, and modules of outputs are imported together without ambiguity")
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
    try Self.writePackage(outputs, in: folder)
    let build = try await ProcessRunner.run(
      TestPaths.swift, ["build", "-Xswiftc", "-warnings-as-errors"] + TestPaths.buildFlags, in: folder)
    try #require(build.status == 0, "swift build failed:\n\(build.standardOutput)\n\(build.standardError)")
    for app in ["CombinedApp", "ModulesApp"] {
      let executable = folder.appendingPathComponent(".build/debug/\(app)")
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

  /// `Package.swift`: the target `Combined` with every output and an app using it; a library
  /// target per output and an app importing all of them, which also declares its own `JSONValue`
  /// and `IntOrString` and names the outputs' ones.
  static func writePackage(_ outputs: [Output], in folder: URL) throws {
    let libraries = outputs.map { "Lib\($0.root)" }
    let libraryTargets = libraries.map { "    .target(name: \"\($0)\"),\n" }.joined()
    let package = """
      // swift-tools-version: 6.0
      import PackageDescription

      let package = Package(
        name: "SharedModules",
        targets: [
          .target(name: "Combined"),
          .executableTarget(name: "CombinedApp", dependencies: ["Combined"]),
      \(libraryTargets)    .executableTarget(name: "ModulesApp", dependencies: [\(libraries.map { "\"\($0)\"" }.joined(separator: ", "))]),
        ]
      )

      """
    try package.write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    let roundTrip = """
      func roundTrip<T: Codable>(_ type: T.Type, _ index: Int) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[index]))
        let value = try JSONDecoder().decode(T.self, from: data)
        print(String(decoding: try JSONEncoder().encode(value), as: UTF8.self))
      }

      """
    let calls = outputs.enumerated().map { "try roundTrip(\($1.root).self, \($0 + 1))\n" }.joined()
    try write(
      "import Combined\nimport Foundation\n\n" + roundTrip + calls,
      to: folder.appendingPathComponent("Sources/CombinedApp/main.swift"))
    let imports = libraries.map { "import \($0)\n" }.joined()
    let ownTypes = """
      struct JSONValue {}
      enum IntOrString {}
      let mixedValue: MixedSupport.JSONValue = .null
      let otherUnion: OtherSupport.IntOrString = .integer(1)
      let mixedUnion: MixedSupport.IntOrString = .string("x")
      _ = (JSONValue(), mixedValue, otherUnion, mixedUnion)

      """
    try write(
      imports + "import Foundation\n\n" + roundTrip + ownTypes + calls,
      to: folder.appendingPathComponent("Sources/ModulesApp/main.swift"))
  }

  private static func write(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
  }
}
