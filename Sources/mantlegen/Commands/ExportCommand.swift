import Foundation
import MantleGenCore

/// `mantlegen export`: a mapping schema in, a JSON Schema (draft 2020-12) out.
struct ExportCommand: Command {
  @CommandArgument(.single("schema", help: "The mapping schema file."))
  var schema: String
  @CommandOption(
    .optional(
      "output", short: "o", valueName: "file",
      help: "The file to write the JSON Schema to. Without it, the JSON Schema goes to standard output.", parser: .path)
  )
  var output: String?

  static let configuration = CommandConfiguration(
    name: "export",
    abstract: "Write the JSON Schema (draft 2020-12) of the JSON a mapping schema decodes.",
    discussion: """
      Describes what the models of a mapping schema accept as a JSON Schema: keys and key paths as \
      nested objects, required and nullable values, formats (date-time, date, uri, uuid), enums (open \
      ones as strings with examples), maps, unions (anyOf) and clusters (oneOf on their discriminators). \
      A schema inferred from samples accepts every one of them.
      """,
    examples: [
      .init("mantlegen export Schemas/user.json -o user.schema.json", "Write the JSON Schema of the user models.")
    ])

  func run() -> Int32 {
    do {
      let text = JSONSchemaExporter.text(for: ResolvedSchema(try SchemaLoader.load(schema)))
      if let output {
        try OutputWriter.replaceFile(at: output, with: text)
      } else {
        Console.output(text)
      }
      return 0
    } catch {
      return Console.reportFailure(error)
    }
  }
}
