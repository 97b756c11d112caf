import Foundation
import MantleGenCore

/// `mantlegen format-schema`: the JSON Schema of the mapping-schema format, for editors.
struct FormatSchemaCommand: Command {
  @CommandOption(
    .optional(
      "output", short: "o", valueName: "file",
      help: "The file to write the JSON Schema to. Without it, it goes to standard output.", parser: .path))
  var output: String?

  static let configuration = CommandConfiguration(
    name: "format-schema",
    abstract: "Write the JSON Schema of the mapping-schema format, for editors.",
    discussion: """
      Editors that read JSON Schema complete and validate *.mantlegen.json files with it: point a \
      schema's "$schema" at the file (mantlegen keeps it when it rewrites the schema), or map \
      *.mantlegen.json to it in the editor's settings.
      """,
    examples: [
      .init("mantlegen format-schema -o Schemas/mantlegen.schema.json", "Write the JSON Schema beside your schemas.")
    ])

  func run() -> Int32 {
    do {
      if let output {
        try OutputWriter.replaceFile(at: output, with: SchemaFormat.jsonSchemaText)
      } else {
        Console.output(SchemaFormat.jsonSchemaText)
      }
      return 0
    } catch {
      return Console.reportFailure(error)
    }
  }
}
