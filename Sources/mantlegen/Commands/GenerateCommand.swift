import Foundation
import MantleGenCore

/// `mantlegen generate`: a mapping schema in, Swift models and mapping tables out.
enum GenerateCommand {
  static let spec = CommandSpec(
    name: "generate",
    abstract: "Generate Swift models and mapping tables from a mapping schema.",
    discussion: """
      Reads a mapping schema (written by 'mantlegen infer --schema-out' and edited by you), checks it, \
      and writes one Swift file per type plus mapping tables into a folder, or prints the Swift. \
      Nothing is written when the schema has a problem; every problem is reported with its line and column.
      """,
    arguments: [ArgumentSpec("schema", help: "The mapping schema file, or '-' for standard input.")],
    options: [
      .option(
        "output", short: "o", valueName: "dir",
        help: "The folder to write Swift files and mapping tables into. Without it, Swift goes to standard output."),
      .flag("single-file", help: "With --output, write all the Swift into one file named after the root type."),
      .option(
        "swift-out", valueName: "file",
        help: "Write all the Swift into this one file (no mapping tables), as the SwiftPM build plugin does."),
    ],
    examples: [
      .init("mantlegen generate Schemas/user.json -o Sources/Models", "Regenerate the models of one schema.")
    ])

  static func run(_ command: ParsedCommand) -> Int32 {
    guard let path = command.positional("schema") else { return 2 }
    do {
      let (schema, bytes) = try SchemaLoader.loadWithText(path)
      if let swiftFile = command.option("swift-out") {
        try OutputWriter.replaceFile(
          at: URL(fileURLWithPath: swiftFile), with: GeneratorPipeline.singleSwiftFile(for: schema))
      }
      if let output = command.option("output") {
        let files = GeneratorPipeline.outputFiles(for: schema, singleFile: command.flag("single-file"))
        try OutputNameCheck.check(files, schemaBytes: bytes, schemaFile: path)
        try Console.writer(folder: output, schema: nil).write(files)
      } else if command.option("swift-out") == nil {
        Console.output(GeneratorPipeline.singleSwiftFile(for: schema))
      }
      return 0
    } catch {
      return Console.reportFailure(error)
    }
  }
}

/// Reads a mapping schema file named on the command line: a file, `-` for standard input, or a
/// descriptor such as `<(…)` gives.
enum SchemaLoader {
  static func load(_ path: String) throws -> MappingSchema {
    try loadWithText(path).schema
  }

  /// The schema and the bytes it was read from (read once: standard input cannot be read again).
  static func loadWithText(_ path: String) throws -> (schema: MappingSchema, bytes: [UInt8]) {
    let bytes = try InputReader.read(path).get()
    return (try SchemaFile.read(bytes, file: path), bytes)
  }
}
