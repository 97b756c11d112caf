import Foundation
import Testing

/// A property the API deprecates (`deprecated: true` in JSON Schema, `"deprecated"` in a mapping
/// schema) is generated `@available(*, deprecated)`: the generated code compiles without a
/// warning (it uses private storage), a user's use of the property warns, and it still decodes and
/// encodes.
@Suite("Deprecated properties")
struct DeprecatedPropertyTests {
  static let document = """
    { "type": "object", "required": ["id"], "properties": {
      "id": { "type": "integer" },
      "title_text": { "type": "string", "deprecated": true },
      "name": { "type": "string" } } }
    """

  @Test("only the user's uses of a deprecated property warn; it decodes, encodes and merges")
  func onlyUsesWarn() async throws {
    let folder = try TestPaths.scratchFolder("deprecated")
    defer { try? FileManager.default.removeItem(at: folder) }
    let document = folder.appendingPathComponent("repo.schema.json")
    try Data(Self.document.utf8).write(to: document)
    let schemaFile = folder.appendingPathComponent("repo.mantlegen.json")
    let imported = try await ProcessRunner.run(
      TestPaths.mantlegen, ["import", document.path, "--name", "Repo", "--schema-out", schemaFile.path])
    try #require(imported.status == 0, "\(imported.standardError)")
    // A message in the mapping schema, and merging(_:), which reads the property too.
    var schema = try String(contentsOf: schemaFile, encoding: .utf8)
    schema = schema.replacingOccurrences(of: #""deprecated": true"#, with: #""deprecated": "Use name.""#)
      .replacingOccurrences(of: #""merge": false"#, with: #""merge": true"#)
    try schema.write(to: schemaFile, atomically: true, encoding: .utf8)
    let models = folder.appendingPathComponent("Models")
    let generated = try await ProcessRunner.run(TestPaths.mantlegen, ["generate", schemaFile.path, "-o", models.path])
    try #require(generated.status == 0, "\(generated.standardError)")
    let main = folder.appendingPathComponent("main.swift")
    try """
    import Foundation

    let repo = try JSONDecoder().decode(Repo.self, from: Data(#"{"id": 1, "title_text": "t"}"#.utf8))
    print(repo.titleText ?? "-", String(decoding: try JSONEncoder().encode(repo.merging(repo)), as: UTF8.self))

    """.write(to: main, atomically: true, encoding: .utf8)
    let executable = folder.appendingPathComponent("check")
    let build = try await ProcessRunner.run(
      TestPaths.swiftc,
      TestPaths.compilerFlags + ["-module-name", "Check", "-wmo", "-o", executable.path, main.path]
        + RoundTripChecker.swiftFiles(in: models).map(\.path))
    try #require(build.status == 0, "\(build.standardError)")
    let warnings = build.standardError.split(separator: "\n").filter { $0.contains(".swift:") && $0.contains(": warning:") }
    #expect(warnings.count == 1, "\(build.standardError)")
    #expect(warnings.first?.contains("main.swift:4:12: warning: 'titleText' is deprecated: Use name.") == true)
    let run = try await ProcessRunner.run(executable, [])
    #expect(
      run.standardOutput.hasPrefix("t {") && run.standardOutput.contains(#""title_text":"t""#), "\(run.standardOutput)")
  }
}
