import Foundation
import PackagePlugin

/// Generates the models of every `*.mantlegen.json` mapping schema in a target at build time:
/// one Swift file per schema in the plugin's work directory, rebuilt when the schema changes.
/// Problems in a schema are reported as `file:line:column: error:` build errors, and so are types
/// that two schemas of the target both declare (each generation sees the target's other schemas),
/// never as compiler errors in generated files.
@main
struct MantleGenPlugin: BuildToolPlugin {
  static let suffix = ".mantlegen.json"

  func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    return Self.commands(
      for: target.sourceFiles.map(\.url), tool: try context.tool(named: "mantlegen").url,
      workDirectory: context.pluginWorkDirectoryURL)
  }

  /// One `mantlegen generate` per schema among `files`, in path order.
  static func commands(for files: [URL], tool: URL, workDirectory: URL) -> [Command] {
    let schemas = files.filter { $0.lastPathComponent.hasSuffix(suffix) }.sorted { $0.path < $1.path }
    return schemas.map { schema in
      let stem = String(schema.lastPathComponent.dropLast(suffix.count))
      let output = workDirectory.appendingPathComponent(stem).appendingPathComponent("\(stem).swift")
      let others = schemas.filter { $0 != schema }
      return .buildCommand(
        displayName: "Generating models from \(schema.lastPathComponent)",
        executable: tool,
        arguments: ["generate", schema.path, "--swift-out", output.path]
          + others.flatMap { ["--module-schema", $0.path] },
        inputFiles: [schema] + others,
        outputFiles: [output])
    }
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  /// The same generation for a target of an Xcode project (Xcode only; not built on Linux): every
  /// `*.mantlegen.json` among the target's input files.
  extension MantleGenPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
      Self.commands(
        for: target.inputFiles.map(\.url), tool: try context.tool(named: "mantlegen").url,
        workDirectory: context.pluginWorkDirectoryURL)
    }
  }
#endif
