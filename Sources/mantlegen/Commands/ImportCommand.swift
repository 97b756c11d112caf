import Foundation
import MantleGenCore

/// `mantlegen import`: a JSON Schema in, a mapping schema and Swift models out.
struct ImportCommand: Command {
  @CommandArgument(
    .single(
      "json-schema", help: "The JSON Schema or OpenAPI file (JSON or YAML), or '-' for standard input."))
  var jsonSchema: String
  @CommandOption(
    .optional(
      "name", short: "n",
      help:
        "The name of the root type. Defaults to the schema's title, else Root. In an OpenAPI document, the component that is the root (default: the first)."
    ))
  var name: String?
  @CommandOption(.modelsFolder)
  var output: String?
  @CommandOption(
    .optional(
      "schema-out", valueName: "file",
      help: "Also write the mapping schema, to edit and regenerate from with 'mantlegen generate'.", parser: .path))
  var schemaOut: String?
  @CommandOption(
    .flag(
      "keep-null",
      help: "A property that is not required and may be null tells null apart from a missing key (PATCH bodies)."))
  var keepsNull: Bool
  @CommandOption(
    .flag(
      "keep-unknown-keys",
      help:
        "Every model that does not forbid other keys keeps the keys the schema does not list in 'unknownKeys' and writes them back (for read-modify-write clients)."
    ))
  var keepsUnknownKeys: Bool

  static let configuration = CommandConfiguration(
    name: "import",
    abstract: "Generate Swift models (and a mapping schema) from a JSON Schema or an OpenAPI document.",
    discussion: """
      Reads a JSON Schema (draft-04, -06, -07, 2019-09 or 2020-12) and makes models that decode every \
      instance it accepts and write it back as it was: objects become models, maps, enums, unions and \
      clusters; local $refs (also recursive ones) become shared types. An OpenAPI 3.0 or 3.1 or Swagger \
      2.0 document gives one type per components.schemas (definitions) entry; --name picks the root \
      component (default: the first), which names the support namespace and owns the output folder. \
      JSON or YAML (a *.yaml or *.yml file, or input not starting with { or [). What cannot be expressed \
      becomes JSONValue, with a warning giving its line and column (a remote $ref too); a $ref into another \
      JSON or YAML file of the document's folder is read, one out of the folder is an error. Keys an object's \
      properties do not list are ignored (synthesized Codable) unless additionalProperties gives them a \
      schema or is true, or --keep-unknown-keys is given.
      """,
    examples: [
      .init("mantlegen import user.schema.json --name User -o Sources/Models", "Write models for a JSON Schema."),
      .init("mantlegen import api.json --schema-out Schemas/api.json", "Keep an editable mapping schema too."),
    ])

  func validate() throws(UsageError) {
    if output == nil, let schemaOut, OutputWriter.isStandardOutput(schemaOut) {
      throw usageError(
        "'--schema-out \(schemaOut)' needs '--output <dir>': without it, the Swift goes to standard output.")
    }
  }

  func run() -> Int32 {
    do {
      let bytes = try InputReader.read(jsonSchema).get()
      let schema = try JSONSchemaImporter.importSchema(
        bytes, file: jsonSchema, rootName: name.map(SwiftNaming.typeName(forKey:)),
        options: ImportOptions(keepsNullApart: keepsNull, keepsUnknownKeys: keepsUnknownKeys),
        diagnostics: Console.diagnostics)
      try Console.writeOutput(of: schema, folder: output, schemaPath: schemaOut)
      return 0
    } catch {
      return Console.reportFailure(error)
    }
  }
}
