import Foundation
import MantleGenCore

/// `mantlegen infer`: samples in, Swift models (and mapping tables, and a schema) out.
enum InferCommand {
  static let spec = CommandSpec(
    name: "infer",
    abstract: "Infer Swift models from sample JSON.",
    discussion: """
      Reads every sample (JSON files, JSON Lines files ending in .jsonl or .ndjson, folders of them, \
      or '-' for standard input), infers one root type that decodes each document, and prints the \
      Swift to standard output, or writes one file per type plus mapping tables into a folder. \
      Nothing is written when any input is malformed.
      """,
    arguments: [
      ArgumentSpec("sample", help: "A sample file, a folder of samples, or '-' for standard input.", isVariadic: true)
    ],
    options: [
      .option(
        "name", short: "n",
        help: "The name of the root type. Defaults to the first sample's file name in UpperCamelCase."),
      .option(
        "type-prefix", valueName: "prefix",
        help:
          "Put this before every generated type name (models, enums, unions), e.g. to keep several APIs apart in one module."
      ),
      .option(
        "output", short: "o", valueName: "dir",
        help: "The folder to write Swift files and mapping tables into. Without it, Swift goes to standard output."),
      .option(
        "schema-out", valueName: "file",
        help:
          "Also write the inferred mapping schema to this file, to edit and regenerate from with 'mantlegen generate'; '-' prints it (with --output)."
      ),
      .option(
        "json-schema-out", valueName: "file",
        help: "Also write a JSON Schema (draft 2020-12) that accepts every sample, as 'mantlegen export' does."),
      .option(
        "access", valueName: "level", help: "The access level of generated declarations.", defaultValue: "public",
        allowedValues: AccessLevel.allCases.map(\.rawValue)),
      .option(
        "enum-limit", valueName: "count",
        help:
          "The most distinct values a string may have to become an enum (seen at least three times each on average); 0 turns enums off.",
        defaultValue: "\(InferenceOptions().enumCaseLimit)"),
      .flag(
        "lenient",
        help:
          "Where samples disagree on a value's kind, choose the majority type and convert the others (\"1\" to 1, 1 to true) instead of generating a union."
      ),
      .flag("merge", help: "Generate merging(_:), which takes another value's non-nil properties (Mantle's merge)."),
      .flag("mutable", help: "Declare properties with var instead of let."),
      .flag("classes", help: "Generate final classes instead of structs."),
      .flag("single-file", help: "With --output, write all the Swift into one file named after the root type."),
      .option(
        "support", valueName: "mode",
        help:
          "Where the support code goes: 'inline' emits what the models use into the output, in its own namespace; 'shared' refers to the one copy that 'mantlegen support' writes.",
        defaultValue: "inline", allowedValues: ["inline", "shared"]),
    ],
    examples: [
      .init("mantlegen infer user.json", "Print models for user.json."),
      .init(
        "mantlegen infer events.jsonl --name Event -o Sources/Models",
        "Write Event.swift and friends into Sources/Models."),
      .init("mantlegen infer user.json -o Models --schema-out Schemas/user.json", "Also keep an editable schema."),
      .init("curl -s https://api.example.com/user | mantlegen infer - --name User", "Infer from standard input."),
    ])

  static func run(_ command: ParsedCommand) -> Int32 {
    let paths = command.positionals("sample")
    guard let enumLimit = Int(command.option("enum-limit") ?? ""), enumLimit >= 0 else {
      Console.error(
        command.usageError("The value for '--enum-limit <count>' must be a whole number of 0 or more.").render(
          root: MantleGen.root))
      return 2
    }
    if command.option("output") == nil, let schemaPath = command.option("schema-out"),
      OutputWriter.isStandardOutput(schemaPath)
    {
      Console.error(
        command.usageError(
          "'--schema-out \(schemaPath)' needs '--output <dir>': without it, the Swift goes to standard output."
        ).render(root: MantleGen.root))
      return 2
    }
    do {
      let samples = try SampleLoader.load(paths)
      let rootName =
        command.option("name").map(SwiftNaming.typeName(forKey:))
        ?? GeneratorPipeline.defaultRootName(forSample: paths[0])
      let access = command.option("access").flatMap(AccessLevel.init(rawValue:)) ?? .public
      let options = InferenceOptions(
        isLenient: command.flag("lenient"), enumCaseLimit: enumLimit,
        schemaOptions: SchemaOptions(
          accessLevel: access, generatesMerge: command.flag("merge"), usesVariables: command.flag("mutable"),
          usesClasses: command.flag("classes"), sharesSupport: command.option("support") == "shared"))
      var (schema, warnings) = try GeneratorPipeline.inferSchemaWithWarnings(
        from: samples, rootName: rootName, options: options, progress: Console.progressReporter())
      Console.endProgress()
      for warning in warnings { Console.report(warning) }
      if let prefix = command.option("type-prefix") {
        let isIdentifier =
          prefix.first.map { $0.isASCII && $0.isUppercase } == true
          && prefix.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        guard isIdentifier else {
          Console.error(
            command.usageError("The type prefix '\(prefix)' must be letters and digits starting with a capital letter.")
              .render(root: MantleGen.root))
          return 2
        }
        schema = schema.prefixingTypeNames(with: prefix)
      }
      // The folder and the schema are one transaction; the Swift is printed only without a folder.
      let output = command.option("output")
      let schemaPath = command.option("schema-out")
      if output == nil { Console.output(GeneratorPipeline.singleSwiftFile(for: schema)) }
      if output != nil || schemaPath != nil {
        let files =
          output.map { _ in GeneratorPipeline.outputFiles(for: schema, singleFile: command.flag("single-file")) } ?? []
        try Console.writer(folder: output, schema: schemaPath).write(
          files, schema: schemaPath.map { _ in SchemaFile.text(of: schema) })
      }
      if let jsonSchemaPath = command.option("json-schema-out") {
        try OutputWriter.replaceFile(
          at: URL(fileURLWithPath: jsonSchemaPath), with: JSONSchemaExporter.text(for: schema))
      }
      return 0
    } catch {
      Console.report(error)
      return 2
    }
  }
}
