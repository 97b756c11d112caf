import Foundation
import MantleGenCore

/// `mantlegen infer`: samples in, Swift models (and mapping tables) out.
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
        "name", short: "n", help: "The name of the root type. Defaults to the first sample's file name in UpperCamelCase."),
      .option(
        "output", short: "o", valueName: "dir",
        help: "The folder to write Swift files and mapping tables into. Without it, Swift goes to standard output."),
      .option(
        "access", valueName: "level", help: "The access level of generated declarations.", defaultValue: "public",
        allowedValues: SwiftGenerationOptions.AccessLevel.allCases.map(\.rawValue)),
    ],
    examples: [
      .init("mantlegen infer user.json", "Print models for user.json."),
      .init("mantlegen infer events.jsonl --name Event -o Sources/Models", "Write Event.swift and friends into Sources/Models."),
      .init("curl -s https://api.example.com/user | mantlegen infer - --name User", "Infer from standard input."),
    ])

  static func run(_ command: ParsedCommand) -> Int32 {
    let paths = command.positionals("sample")
    do {
      let samples = try SampleLoader.load(paths)
      let rootName = command.option("name").map(SwiftNaming.typeName(forKey:))
        ?? GeneratorPipeline.defaultRootName(forSample: paths[0])
      let schema = try GeneratorPipeline.inferSchema(from: samples, rootName: rootName)
      let access = command.option("access").flatMap(SwiftGenerationOptions.AccessLevel.init(rawValue:)) ?? .public
      let options = SwiftGenerationOptions(accessLevel: access)
      guard let output = command.option("output") else {
        Console.output(GeneratorPipeline.singleSwiftFile(for: schema, options: options))
        return 0
      }
      let files = GeneratorPipeline.outputFiles(for: schema, options: options)
      try OutputWriter(directory: URL(fileURLWithPath: output)).write(files)
      return 0
    } catch {
      Console.report(error)
      return 2
    }
  }
}
