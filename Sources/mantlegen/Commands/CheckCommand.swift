import Foundation
import MantleGenCore

/// `mantlegen check`: the CI drift check of samples (and generated code) against a schema.
enum CheckCommand {
  static let spec = CommandSpec(
    name: "check",
    abstract: "Check that samples still fit a mapping schema (for CI).",
    discussion: """
      Walks every sample the way the generated models would decode it and reports each difference on \
      its own line, most severe first: type changes, required properties missing or now null, enum \
      values and date formats the models do not know, key paths that are no longer objects (breaking), \
      and new keys (warnings). Exit status: 0 when everything fits, 1 on drift, 2 on usage or input errors.
      """,
    arguments: [
      ArgumentSpec("schema", help: "The mapping schema file, or '-' for standard input."),
      ArgumentSpec("sample", help: "A sample file, a folder of samples, or '-' for standard input.", isVariadic: true),
    ],
    options: [
      .option(
        "generated", valueName: "dir",
        help:
          "Also fail when the Swift files or mapping tables in this folder differ from what 'mantlegen generate' writes now."
      ),
      .option("format", help: "How to print the findings.", defaultValue: "text", allowedValues: ["text", "json"]),
      .flag("strict", help: "Fail on warnings (new keys) too."),
    ],
    examples: [
      .init("mantlegen check Schemas/orders.json Samples/orders.json", "Fail when the API's JSON drifted."),
      .init(
        "mantlegen check Schemas/orders.json Samples/ --generated Sources/Models",
        "Also fail when the committed models are stale."),
    ])

  static func run(_ command: ParsedCommand) -> Int32 {
    guard let schemaPath = command.positional("schema") else { return 2 }
    do {
      if schemaPath == "-", command.positionals("sample").contains("-") {
        throw Diagnostic(
          .error, "standard input can be read only once: give the schema or the samples as a file",
          at: SourceLocation(file: "-"))
      }
      let schema = try SchemaLoader.load(schemaPath)
      let samples = try SampleLoader.load(command.positionals("sample"))
      var checker = DriftChecker(schema: schema)
      let streaming = StreamingDriftCheck()
      for sample in samples {
        try streaming.check(sample, with: &checker)
      }
      var findings = checker.report.findings
      if let generated = command.option("generated") {
        findings += GeneratedFolderCheck.findings(
          expected: GeneratorPipeline.outputFiles(for: schema), in: URL(fileURLWithPath: generated))
      }
      let report = DriftReport(findings: findings)
      if command.option("format") == "json" {
        Console.output(json(report))
      } else {
        Console.output(report.text(sampleCount: samples.count))
      }
      return report.fails(strict: command.flag("strict")) ? 1 : 0
    } catch {
      return Console.reportFailure(error)
    }
  }

  private static func json(_ report: DriftReport) -> String {
    struct Document: Encodable {
      var breaking: Int
      var warnings: Int
      var findings: [DriftFinding]
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let document = Document(breaking: report.breakingCount, warnings: report.warningCount, findings: report.findings)
    return String(decoding: (try? encoder.encode(document)) ?? Data(), as: UTF8.self)
  }
}
