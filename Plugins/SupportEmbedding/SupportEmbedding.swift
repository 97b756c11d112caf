import PackagePlugin

/// Embeds the support library's sources (`Sources/MantleGenSupport`) in the generator at build
/// time: `SupportLibrary+Parts.swift`, written into the plugin's work directory and compiled into
/// `MantleGenCore`, is rebuilt whenever a support file changes, so the generator's copy is never
/// stale and is not checked in.
@main
struct SupportEmbedding: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
    guard
      let support = context.package.targets.first(where: { $0.name == "MantleGenSupport" }) as? SourceModuleTarget
    else {
      throw SupportEmbeddingError(description: "the package has no MantleGenSupport target")
    }
    let sources = support.sourceFiles.map(\.url).filter { $0.pathExtension == "swift" }
      .sorted { $0.lastPathComponent < $1.lastPathComponent }
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("SupportLibrary+Parts.swift")
    return [
      .buildCommand(
        displayName: "Embedding the support library in \(target.name)",
        executable: try context.tool(named: "mantlegen-embed-support").url,
        arguments: [output.path] + sources.map(\.path),
        inputFiles: sources,
        outputFiles: [output])
    ]
  }
}

struct SupportEmbeddingError: Error, CustomStringConvertible {
  var description: String
}
