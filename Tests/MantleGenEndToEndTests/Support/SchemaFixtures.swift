import Foundation
import Testing

/// Writing samples and checking schema errors, as the feature tests do.
enum SchemaFixtures {
  /// Writes `json` to `name` in `folder`; its path.
  static func sample(_ name: String, _ json: String, in folder: URL) throws -> String {
    let url = folder.appendingPathComponent(name)
    try Data(json.utf8).write(to: url)
    return url.path
  }

  /// For each schema text: `generate` exits with 2 and a located error on line `line` whose message
  /// contains the case's message.
  static func expectLocatedErrors(
    _ cases: [(schema: String, message: String)], line: Int, label: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let folder = try TestPaths.scratchFolder(label)
    defer { try? FileManager.default.removeItem(at: folder) }
    for (index, (text, message)) in cases.enumerated() {
      let schema = folder.appendingPathComponent("s\(index).mantlegen.json")
      try Data(text.utf8).write(to: schema)
      let run = try await ProcessRunner.run(TestPaths.mantlegen, ["generate", schema.path])
      #expect(run.status == 2, sourceLocation: sourceLocation)
      #expect(
        run.standardError.contains("s\(index).mantlegen.json:\(line):"), "\(run.standardError)",
        sourceLocation: sourceLocation)
      #expect(run.standardError.contains(message), "\(run.standardError)", sourceLocation: sourceLocation)
    }
  }

  /// A schema whose model `T` has one property with `fields` after its name, on line 2, and then
  /// the models in `models` (each starting with `,`).
  static func oneProperty(_ fields: String, models: String = "") -> String {
    """
    { "mantlegen": 1, "root": "T", "rootType": "T", "models": [ { "name": "T", "jsonPaths": ["$"], "properties": [
      { "name": "p", \(fields) } ] }\(models) ] }
    """
  }
}
