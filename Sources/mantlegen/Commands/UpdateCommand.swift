import Foundation
import MantleGenCore

/// `mantlegen update`: merge new samples into a schema, keeping the user's edits.
struct UpdateCommand: Command {
  @CommandArgument(
    .single(
      "schema", help: "The mapping schema file to update, or '-' to read it from standard input and print the result."))
  var schema: String
  @CommandArgument(.samples)
  var samples: [String]
  @CommandOption(
    .flag(
      "dry-run", help: "Print the changes to the schema as a diff instead of writing it."))
  var dryRun: Bool

  static let configuration = CommandConfiguration(
    name: "update",
    abstract: "Merge new samples into a mapping schema, keeping your edits.",
    discussion: """
      Infers the samples and merges what is new into the schema, only ever widening it, so that every \
      sample it decoded before still decodes: new properties are added as optional, properties the \
      samples lack or hold null become optional, a type changes only where the samples cannot decode \
      otherwise, and then to one that reads the old and the new values (a union of two scalars, else \
      JSONValue); enums gain new values and the samples join 'sources'. Your names, types, transforms, defaults, \
      excluded properties, key paths, clusters and property order are kept. Every change is reported \
      on standard error; the file is replaced atomically (its permissions kept), and not at all when \
      any sample is malformed. With '-' as the schema, it is read from standard input and the updated \
      schema is printed.
      """,
    examples: [
      .init("mantlegen update Schemas/orders.json Samples/orders_v2.json", "Add what the new sample shows.")
    ])

  func run() -> Int32 {
    do {
      if schema == "-", samples.contains("-") {
        throw Diagnostic(
          .error, "standard input can be read only once: give the schema or the samples as a file",
          at: SourceLocation(file: "-"))
      }
      let (existing, oldBytes) = try SchemaLoader.loadWithText(schema)
      let inputs = try SampleLoader.load(samples, ofKindOf: existing)
      let update = try SchemaUpdate.inferring(from: inputs, into: existing, diagnostics: Console.diagnostics)
      if let conflict = update.rootConflict { throw Diagnostic(.error, conflict, at: SourceLocation(file: schema)) }
      for change in update.changes { Console.report(Diagnostic(.note, change, at: SourceLocation(file: schema))) }
      update.removalNotes(file: schema).forEach(Console.report)
      let oldText = String(decoding: oldBytes, as: UTF8.self)
      let newText = try update.validatedText(file: schema)
      if dryRun {
        Console.output(LineDiff.unified(old: oldText, new: newText, oldName: schema, newName: schema + " (updated)"))
      } else if newText != oldText || OutputWriter.isStandardOutput(schema) {
        // A schema read from standard input goes to standard output; a file is replaced in one transaction.
        try Console.writer(folder: nil, schema: schema).write([], schema: newText)
      }
      if update.changes.isEmpty, update.removedTypeNames.isEmpty {
        Console.report(Diagnostic(.note, "nothing new in the samples", at: SourceLocation(file: schema)))
      }
      return 0
    } catch {
      return Console.reportFailure(error)
    }
  }
}
