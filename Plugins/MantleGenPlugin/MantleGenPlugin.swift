import Foundation
import PackagePlugin

/// Generates the models of every `*.mantlegen.json` mapping schema in a target at build time:
/// one Swift file per schema in the plugin's work directory, rebuilt when the schema changes.
/// Problems in a schema are reported as `file:line:column: error:` build errors.
@main
struct MantleGenPlugin: BuildToolPlugin {
  static let suffix = ".mantlegen.json"

  func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let tool = try context.tool(named: "mantlegen")
    let schemas = target.sourceFiles.map(\.url).filter { $0.lastPathComponent.hasSuffix(Self.suffix) }
      .sorted { $0.path < $1.path }
    return schemas.map { schema in
      let stem = String(schema.lastPathComponent.dropLast(Self.suffix.count))
      let output = context.pluginWorkDirectoryURL.appendingPathComponent(stem).appendingPathComponent("\(stem).swift")
      return .buildCommand(
        displayName: "Generating models from \(schema.lastPathComponent)",
        executable: tool.url,
        arguments: ["generate", schema.path, "--swift-out", output.path],
        inputFiles: [schema],
        outputFiles: [output])
    }
  }
}
