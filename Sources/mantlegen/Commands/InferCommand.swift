import Foundation
import MantleGenCore

/// `mantlegen infer`: samples in, Swift models (and mapping tables, and a schema) out.
struct InferCommand: Command {
  /// Where the support code of the models goes.
  enum SupportMode: String, CaseIterable, Sendable {
    /// Emitted into the output, in a namespace of its own.
    case inline
    /// The one copy that `mantlegen support` writes.
    case shared
  }

  @CommandArgument(.samples)
  var samples: [String]
  @CommandOption(
    .optional(
      "name", short: "n",
      help:
        "The name of the root type: the type of the whole document. Defaults to the first sample's file name in UpperCamelCase, with 'Response' added when a model inside has that name. For an array, it names the array and its element is named from it: a plural gives the singular (Repos = [Repo]), a singular gets 'Element' (Repository = [RepositoryElement]), so give an array its plural."
    ))
  var name: String?
  @CommandOption(
    .optional(
      "type-prefix", valueName: "prefix",
      help:
        "Put this before every generated type name (models, enums, unions), e.g. to keep several APIs apart in one module.",
      parser: .typePrefix))
  var typePrefix: String?
  @CommandOption(.modelsFolder)
  var output: String?
  @CommandOption(
    .optional(
      "schema-out", valueName: "file",
      help:
        "Also write the inferred mapping schema to this file, to edit and regenerate from with 'mantlegen generate' (without --output, only the schema is written); '-' prints it (with --output).",
      parser: .path))
  var schemaOut: String?
  @CommandOption(
    .optional(
      "json-schema-out", valueName: "file",
      help: "Also write a JSON Schema (draft 2020-12) that accepts every sample, as 'mantlegen export' does.",
      parser: .path))
  var jsonSchemaOut: String?
  @CommandOption(
    .value(
      "access", valueName: "level", help: "The access level of generated declarations.", default: .public))
  var access: AccessLevel
  @CommandOption(
    .value(
      "enum-limit", valueName: "count",
      help:
        "The most distinct values a string may have to become an enum (seen at least three times each on average); 0 turns enums off.",
      default: InferenceOptions().enumCaseLimit, parser: .integer(atLeast: 0)))
  var enumLimit: Int
  @CommandOption(
    .value(
      "on-invalid", valueName: "policy",
      help:
        "What decoding does with a value of the wrong type: 'fail' throws; 'replace' uses the property's default or nil (such properties become optional) and reports it to an InvalidValueLog in the decoder's userInfo.",
      default: .fail))
  var onInvalid: InvalidValuePolicy
  @CommandOption(
    .value(
      "acronyms", valueName: "style",
      help:
        "How property names write acronyms: 'swift' in capitals (textId and text_id give textID, resource_url gives resourceURL); 'keys' as the key writes them (textId, resourceUrl, userID).",
      default: .swift))
  var acronyms: AcronymStyle
  @CommandOption(
    .value(
      "examples", valueName: "policy",
      help:
        "Which sample values are copied as examples into doc comments, the schema and mapping tables: 'safe' leaves out values that look like credentials or personal data (tokens, keys, secrets, emails, phone and card numbers, by key name or by value), 'all' copies every property's first value, 'none' copies none. Recorded in the schema for 'update'.",
      default: .safe))
  var examples: ExamplePolicy
  @SchemaOptionFlags
  var schemaFlags: Set<String>
  @CommandOption(
    .value(
      "support", valueName: "mode",
      help:
        "Where the support code goes: 'inline' emits what the models use into the output, in its own namespace; 'shared' refers to the one copy that 'mantlegen support' writes.",
      default: .inline))
  var support: SupportMode

  static let configuration = CommandConfiguration(
    name: "infer",
    abstract: "Infer Swift models from sample JSON.",
    discussion: """
      Reads every sample (JSON files, JSON Lines files ending in .jsonl or .ndjson, folders of them, \
      or '-' for standard input), infers one root type that decodes each document, and prints the \
      Swift to standard output, or writes one file per type plus mapping tables into a folder. \
      Nothing is written when any input is malformed.
      """,
    examples: [
      .init("mantlegen infer user.json", "Print models for user.json."),
      .init(
        "mantlegen infer events.jsonl --name Event -o Sources/Models",
        "Write Event.swift and friends into Sources/Models."),
      .init("mantlegen infer user.json -o Models --schema-out Schemas/user.json", "Also keep an editable schema."),
      .init("curl -s https://api.example.com/user | mantlegen infer - --name User", "Infer from standard input."),
    ])

  func validate() throws(UsageError) {
    if output == nil, let schemaOut, OutputWriter.isStandardOutput(schemaOut) {
      throw usageError(
        "'--schema-out \(schemaOut)' needs '--output <dir>': without it, the Swift goes to standard output.")
    }
  }

  func run() -> Int32 {
    do {
      let inputs = try SampleLoader.load(samples)
      let rootName =
        name.map(SwiftNaming.typeName(forKey:)) ?? GeneratorPipeline.defaultRootName(forSample: samples[0])
      let options = InferenceOptions(
        enumCaseLimit: enumLimit,
        schemaOptions: SchemaOptions(
          accessLevel: access, sharesSupport: support == .shared, onInvalid: onInvalid, examples: examples,
          acronyms: acronyms
        ).setting(schemaFlags),
        rootNameIsFromFileName: name == nil)
      var schema = try GeneratorPipeline.inferSchema(
        from: inputs, rootName: rootName, options: options, diagnostics: Console.diagnostics,
        progress: Console.progressReporter())
      Console.endProgress()
      if let typePrefix { schema = schema.prefixingTypeNames(with: typePrefix) }
      let resolved = ResolvedSchema(schema)
      // The folder and the schema are one transaction; without a folder the Swift goes to standard
      // output, unless only a schema is asked for.
      if output == nil, schemaOut == nil { Console.output(GeneratorPipeline.singleSwiftFile(for: resolved)) }
      if output != nil || schemaOut != nil {
        let files = output.map { _ in GeneratorPipeline.outputFiles(for: resolved) } ?? []
        let outcome = try Console.writer(folder: output, schema: schemaOut).write(
          files, schema: schemaOut.map { _ in SchemaFile.text(of: schema) })
        Console.reportWrite(outcome, folder: output, schema: schemaOut, fileCount: files.count)
      }
      if let jsonSchemaOut {
        try OutputWriter.replaceFile(at: jsonSchemaOut, with: JSONSchemaExporter.text(for: resolved))
      }
      return 0
    } catch {
      Console.report(error)
      return 2
    }
  }
}

extension ValueParser<String> {
  /// A prefix for type names: ASCII letters and digits, starting with a capital letter.
  fileprivate static var typePrefix: Self {
    ValueParser(requirement: "letters and digits starting with a capital letter") { text in
      let isIdentifier =
        text.first.map { $0.isASCII && $0.isUppercase } == true
        && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
      return isIdentifier ? text : nil
    }
  }
}
