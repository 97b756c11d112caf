import Foundation
import MantleGenCore

/// `mantlegen update`: merge new samples into a schema, keeping the user's edits.
enum UpdateCommand {
  static let spec = CommandSpec(
    name: "update",
    abstract: "Merge new samples into a mapping schema, keeping your edits.",
    discussion: """
      Infers the samples and merges what is new into the schema: new properties and models are added, \
      properties the samples lack or hold null become optional, types change only where the samples \
      cannot decode otherwise, and enums gain new values. Your names, types, transforms, defaults, \
      excluded properties, key paths, clusters and property order are kept. Every change is reported \
      on standard error; the file is replaced atomically (its permissions kept), and not at all when \
      any sample is malformed. With '-' as the schema, it is read from standard input and the updated \
      schema is printed.
      """,
    arguments: [
      ArgumentSpec(
        "schema", help: "The mapping schema file to update, or '-' to read it from standard input and print the result."
      ),
      ArgumentSpec("sample", help: "A sample file, a folder of samples, or '-' for standard input.", isVariadic: true),
    ],
    options: [
      .flag("dry-run", help: "Print the changes to the schema as a diff instead of writing it.")
    ],
    examples: [
      .init("mantlegen update Schemas/orders.json Samples/orders_v2.json", "Add what the new sample shows.")
    ])

  static func run(_ command: ParsedCommand) -> Int32 {
    guard let schemaPath = command.positional("schema") else { return 2 }
    do {
      if schemaPath == "-", command.positionals("sample").contains("-") {
        throw Diagnostic(
          .error, "standard input can be read only once: give the schema or the samples as a file",
          at: SourceLocation(file: "-"))
      }
      let (existing, oldBytes) = try SchemaLoader.loadWithText(schemaPath)
      let samples = try SampleLoader.load(command.positionals("sample"))
      let options = InferenceOptions(schemaOptions: existing.options)
      let inferred = try GeneratorPipeline.inferSchema(from: samples, rootName: existing.rootName, options: options)
      let update = SchemaUpdate(existing: existing, inferred: inferred)
      for change in update.changes { Console.error("update: \(change)") }
      let oldText = String(decoding: oldBytes, as: UTF8.self)
      let newText = SchemaFile.text(of: update.schema)
      if command.flag("dry-run") {
        Console.output(
          LineDiff.unified(old: oldText, new: newText, oldName: schemaPath, newName: schemaPath + " (updated)"))
      } else if newText != oldText || OutputWriter.isStandardOutput(schemaPath) {
        // A schema read from standard input goes to standard output; a file is replaced in one transaction.
        try Console.writer(folder: nil, schema: schemaPath).write([], schema: newText)
      }
      if update.changes.isEmpty { Console.error("update: nothing new in the samples") }
      return 0
    } catch {
      return Console.reportFailure(error)
    }
  }
}
