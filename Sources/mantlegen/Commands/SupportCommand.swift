import Foundation
import MantleGenCore

/// `mantlegen support`: the one shared copy of the support code for outputs generated with
/// `--support shared`.
struct SupportCommand: Command {
  @CommandOption(
    .optional(
      "output", short: "o", valueName: "dir",
      help: "The folder to write JSONSupport.swift into. Without it, the Swift goes to standard output.", parser: .path)
  )
  var output: String?
  @CommandOption(
    .value(
      "access", valueName: "level", help: "The access level of the types models expose (JSONValue).",
      default: .public))
  var access: AccessLevel

  static let configuration = CommandConfiguration(
    name: "support",
    abstract: "Write the shared support code for outputs generated with '--support shared'.",
    discussion: """
      By default every output carries the support code its models use, in a namespace of its own \
      (<Root>Support). Outputs generated with '--support shared' refer to one shared copy instead, \
      the namespace JSONSupport: write it once per module with this command.
      """,
    examples: [
      .init("mantlegen support -o Sources/App/Models", "Write Sources/App/Models/JSONSupport.swift.")
    ])

  func run() -> Int32 {
    let file = GeneratorPipeline.sharedSupportFile(accessLevel: access)
    do {
      if let output {
        try OutputWriter.replaceFile(at: output.appendingPathComponent(file.name), with: file.contents)
      } else {
        Console.output(file.contents)
      }
      return 0
    } catch {
      return Console.reportFailure(error)
    }
  }
}
