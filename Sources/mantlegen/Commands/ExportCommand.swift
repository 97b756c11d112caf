import Foundation
import MantleGenCore

/// `mantlegen export`: a mapping schema in, a JSON Schema (draft 2020-12) out.
enum ExportCommand {
  static let spec = CommandSpec(
    name: "export",
    abstract: "Write the JSON Schema (draft 2020-12) of the JSON a mapping schema decodes.",
    discussion: """
      Describes what the models of a mapping schema accept as a JSON Schema: keys and key paths as \
      nested objects, required and nullable values, formats (date-time, date, uri, uuid), enums (open \
      ones as strings with examples), maps, unions (anyOf) and clusters (oneOf on their discriminators). \
      A schema inferred from samples accepts every one of them.
      """,
    arguments: [ArgumentSpec("schema", help: "The mapping schema file.")],
    options: [
      .option(
        "output", short: "o", valueName: "file",
        help: "The file to write the JSON Schema to. Without it, the JSON Schema goes to standard output.")
    ],
    examples: [
      .init("mantlegen export Schemas/user.json -o user.schema.json", "Write the JSON Schema of the user models.")
    ])

  static func run(_ command: ParsedCommand) -> Int32 {
    guard let path = command.positional("schema") else { return 2 }
    do {
      let schema = try SchemaLoader.load(path)
      let text = JSONSchemaExporter.text(for: schema)
      if let output = command.option("output") {
        try OutputWriter.replaceFile(at: URL(fileURLWithPath: output), with: text)
      } else {
        Console.output(text)
      }
      return 0
    } catch {
      return Console.reportFailure(error)
    }
  }
}
