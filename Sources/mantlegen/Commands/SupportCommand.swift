import Foundation
import MantleGenCore

/// `mantlegen support`: the one shared copy of the support code for outputs generated with
/// `--support shared`.
enum SupportCommand {
  static let spec = CommandSpec(
    name: "support",
    abstract: "Write the shared support code for outputs generated with '--support shared'.",
    discussion: """
      By default every output carries the support code its models use, in a namespace of its own \
      (<Root>Support). Outputs generated with '--support shared' refer to one shared copy instead, \
      the namespace JSONSupport: write it once per module with this command.
      """,
    options: [
      .option(
        "output", short: "o", valueName: "dir",
        help: "The folder to write JSONSupport.swift into. Without it, the Swift goes to standard output."),
      .option(
        "access", valueName: "level", help: "The access level of the types models expose (JSONValue).",
        defaultValue: "internal", allowedValues: AccessLevel.allCases.map(\.rawValue)),
    ],
    examples: [
      .init("mantlegen support -o Sources/App/Models", "Write Sources/App/Models/JSONSupport.swift.")
    ])

  static func run(_ command: ParsedCommand) -> Int32 {
    let access = command.option("access").flatMap(AccessLevel.init(rawValue:)) ?? .internal
    let file = GeneratorPipeline.sharedSupportFile(accessLevel: access)
    do {
      if let output = command.option("output") {
        try OutputWriter.replaceFile(
          at: URL(fileURLWithPath: output).appendingPathComponent(file.name), with: file.contents)
      } else {
        Console.output(file.contents)
      }
      return 0
    } catch {
      return Console.reportFailure(error)
    }
  }
}
