import Foundation
import MantleGenCore

/// `mantlegen check`: the CI drift check of samples (and generated code) against a schema.
struct CheckCommand: Command {
  /// How the findings are printed.
  enum ReportFormat: String, CaseIterable, Sendable {
    case text, json
    /// GitHub Actions workflow commands (`::error file=…,line=…::…`), shown on the pull request.
    case github
    /// JUnit XML, for CI dashboards: a test suite per sample, a test case per finding.
    case junit
  }

  @CommandArgument(.schemaFile)
  var schema: String
  @CommandArgument(.samples)
  var samples: [String]
  @CommandOption(
    .optional(
      "generated", valueName: "dir",
      help:
        "Also fail when the Swift files or mapping tables in this folder differ from what 'mantlegen generate' writes now.",
      parser: .path))
  var generated: String?
  @CommandOption(.value("format", help: "How to print the findings.", default: .text))
  var format: ReportFormat
  @CommandOption(.flag("strict", help: "Fail on warnings (new keys) too."))
  var strict: Bool

  static let configuration = CommandConfiguration(
    name: "check",
    abstract: "Check that samples still fit a mapping schema (for CI).",
    discussion: """
      Walks every sample the way the generated models would decode it and reports each difference on \
      its own line, most severe first: type changes, required properties missing or now null, enum \
      values and date formats the models do not know, key paths that are no longer objects (breaking), \
      and new keys (warnings). Exit status: 0 when everything fits, 1 on drift, 2 on usage or input errors.
      """,
    examples: [
      .init("mantlegen check Schemas/orders.json Samples/orders.json", "Fail when the API's JSON drifted."),
      .init(
        "mantlegen check Schemas/orders.json Samples/ --generated Sources/Models",
        "Also fail when the committed models are stale."),
    ])

  func run() -> Int32 {
    do {
      if schema == "-", samples.contains("-") {
        throw Diagnostic(
          .error, "standard input can be read only once: give the schema or the samples as a file",
          at: SourceLocation(file: "-"))
      }
      let loaded = try SchemaLoader.load(schema)
      let mappingSchema = ResolvedSchema(loaded)
      let inputs = try SampleLoader.load(samples, ofKindOf: loaded)
      var checker = DriftChecker(schema: mappingSchema)
      let streaming = StreamingDriftCheck()
      for sample in inputs {
        try streaming.check(sample, with: &checker)
      }
      var findings = checker.report.findings
      if let generated {
        findings += GeneratedFolderCheck.findings(
          expected: GeneratorPipeline.outputFiles(for: mappingSchema), in: generated)
      }
      let report = DriftReport(findings: findings)
      switch format {
      case .json: Console.output(report.json)
      case .text: Console.output(report.text(sampleCount: inputs.count))
      case .github: Console.output(report.githubAnnotations(sampleCount: inputs.count))
      case .junit: Console.output(report.junitXML(samples: inputs.map(\.name)))
      }
      return report.fails(strict: strict) ? 1 : 0
    } catch {
      return Console.reportFailure(error)
    }
  }
}
