import Foundation
import MantleGenCore

/// `mantlegen import`: a JSON Schema in, a mapping schema and Swift models out.
enum ImportCommand {
  static let spec = CommandSpec(
    name: "import",
    abstract: "Generate Swift models (and a mapping schema) from a JSON Schema.",
    discussion: """
      Reads a JSON Schema (draft-04, -06, -07, 2019-09 or 2020-12) and makes models that decode every \
      instance it accepts: objects become models, maps, enums, unions and clusters; local $refs (also \
      recursive ones) become shared types. What cannot be expressed becomes JSONValue, with a warning \
      giving its line and column. A remote $ref is an error.
      """,
    arguments: [ArgumentSpec("json-schema", help: "The JSON Schema file.")],
    options: [
      .option("name", short: "n", help: "The name of the root type. Defaults to the schema's title, else Root."),
      .option(
        "output", short: "o", valueName: "dir",
        help: "The folder to write Swift files and mapping tables into. Without it, Swift goes to standard output."),
      .option(
        "schema-out", valueName: "file",
        help: "Also write the mapping schema, to edit and regenerate from with 'mantlegen generate'."),
    ],
    examples: [
      .init("mantlegen import user.schema.json --name User -o Sources/Models", "Write models for a JSON Schema."),
      .init("mantlegen import api.json --schema-out Schemas/api.json", "Keep an editable mapping schema too."),
    ])

  static func run(_ command: ParsedCommand) -> Int32 {
    guard let path = command.positional("json-schema") else { return 2 }
    do {
      guard let data = FileManager.default.contents(atPath: path) else {
        throw Diagnostic(.error, "cannot read the JSON Schema", at: SourceLocation(file: path))
      }
      let imported = try JSONSchemaImporter.importSchema(
        [UInt8](data), file: path, rootName: command.option("name").map(SwiftNaming.typeName(forKey:)))
      imported.warnings.forEach(Console.report)
      let schema = imported.schema
      if let output = command.option("output") {
        try OutputWriter(directory: URL(fileURLWithPath: output)).write(GeneratorPipeline.outputFiles(for: schema))
      } else {
        Console.output(GeneratorPipeline.singleSwiftFile(for: schema))
      }
      if let schemaPath = command.option("schema-out") {
        try OutputWriter.replaceFile(at: URL(fileURLWithPath: schemaPath), with: SchemaFile.text(of: schema))
      }
      return 0
    } catch {
      return Console.reportFailure(error)
    }
  }
}
