import Foundation
import MantleGenCore

/// `mantlegen generate`: a mapping schema in, Swift models and mapping tables out.
struct GenerateCommand: Command {
  @CommandArgument(.schemaFile)
  var schema: String
  @CommandOption(.modelsFolder)
  var output: String?
  @CommandOption(
    .flag(
      "single-file",
      help:
        "With --output, write all the Swift into one file named after the root type (as the schema's 'singleFile' option does)."
    ))
  var singleFile: Bool
  @CommandOption(
    .optional(
      "swift-out", valueName: "file",
      help: "Write all the Swift into this one file (no mapping tables), as the SwiftPM build plugin does.",
      parser: .path))
  var swiftOut: String?
  @CommandOption(
    .repeated(
      "module-schema", valueName: "file",
      help:
        "Another schema generated into the same module (the build plugin passes the target's others): a type both declare at the top level is an error at this schema, naming the fix.",
      parser: .path))
  var moduleSchemas: [String]

  static let configuration = CommandConfiguration(
    name: "generate",
    abstract: "Generate Swift models and mapping tables from a mapping schema.",
    discussion: """
      Reads a mapping schema (written by 'mantlegen infer --schema-out' and edited by you), checks it, \
      and writes one Swift file per type plus mapping tables into a folder, or prints the Swift. \
      Nothing is written when the schema has a problem; every problem is reported with its line and column.
      """,
    examples: [
      .init("mantlegen generate Schemas/user.json -o Sources/Models", "Regenerate the models of one schema.")
    ])

  func run() -> Int32 {
    do {
      let loaded = try SchemaLoader.load(schema)
      // A schema that does not read is reported by its own generation.
      let others = moduleSchemas.compactMap { path in (try? SchemaLoader.load(path)).map { (path, $0) } }
      try ModuleNameCheck.check(loaded, schemaFile: schema, with: others)
      let mappingSchema = ResolvedSchema(loaded)
      if let swiftOut {
        try OutputWriter.replaceFile(at: swiftOut, with: GeneratorPipeline.singleSwiftFile(for: mappingSchema))
      }
      if let output {
        let files = GeneratorPipeline.outputFiles(for: mappingSchema, singleFile: singleFile)
        try OutputNameCheck.check(files, of: loaded, schemaFile: schema)
        let outcome = try Console.writer(folder: output, schema: nil).write(files)
        Console.reportWrite(outcome, folder: output, fileCount: files.count)
      } else if swiftOut == nil {
        Console.output(GeneratorPipeline.singleSwiftFile(for: mappingSchema))
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
