import Foundation
import PackagePlugin

/// `swift package mantlegen <infer|generate|update|check|…> …`: runs the mantlegen tool in the
/// package's folder, so paths are relative to the package; fails when the tool does (drift found
/// by `check`, a bad input).
@main
struct MantleGenCommand: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let tool = try context.tool(named: "mantlegen")
    let process = Process()
    process.executableURL = tool.url
    process.arguments = arguments
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    if process.terminationStatus != 0 {
      Diagnostics.error("mantlegen \(arguments.first ?? "") exited with status \(process.terminationStatus)")
      throw ExitStatus(status: process.terminationStatus)
    }
  }

  /// The tool's exit status, as the plugin's failure.
  struct ExitStatus: Error, CustomStringConvertible {
    var status: Int32
    var description: String { "mantlegen exited with status \(status)" }
  }
}
