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
      A folder whose files are of unrelated kinds (users.json, orders.json) gives a root type per \
      kind, each its own output (<output>/<Root>/), unless --name names one root. \
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
      let options = InferenceOptions(
        enumCaseLimit: enumLimit,
        schemaOptions: SchemaOptions(
          accessLevel: access, sharesSupport: support == .shared, onInvalid: onInvalid, examples: examples,
          acronyms: acronyms
        ).setting(schemaFlags),
        rootNameIsFromFileName: name == nil)
      // A folder's files of unrelated kinds get a root type each, unless --name names the one root.
      let rootName =
        name.map(SwiftNaming.typeName(forKey:)) ?? GeneratorPipeline.defaultRootName(forSample: samples[0])
      var schemas: [MappingSchema]
      var sources = [inputs.map(\.name)]
      if name == nil, SampleLoader.namesFolder(samples) {
        let kinds = try GeneratorPipeline.inferSchemasByKind(
          from: inputs, rootName: rootName,
          rootNameOfKind: { GeneratorPipeline.defaultRootName(forKind: $0.map(\.name)) }, options: options,
          diagnostics: Console.diagnostics, progress: Console.progressReporter())
        schemas = kinds.map(\.schema)
        sources = kinds.map { $0.samples.map(\.name) }
      } else {
        schemas = [
          try GeneratorPipeline.inferSchema(
            from: inputs, rootName: rootName, options: options, diagnostics: Console.diagnostics,
            progress: Console.progressReporter())
        ]
      }
      Console.endProgress()
      if let typePrefix { schemas = schemas.map { $0.prefixingTypeNames(with: typePrefix) } }
      guard schemas.count > 1 else {
        try write(schemas[0], folder: output, schemaPath: schemaOut, jsonSchemaPath: jsonSchemaOut)
        return 0
      }
      try writeKinds(schemas, sources: sources)
      return 0
    } catch {
      Console.report(error)
      return 2
    }
  }

  /// Writes the output of `schema` (see ``Console/writeOutput(of:folder:schemaPath:)``) and its
  /// JSON Schema.
  private func write(_ schema: MappingSchema, folder: String?, schemaPath: String?, jsonSchemaPath: String?)
    throws(Diagnostic)
  {
    try Console.writeOutput(of: schema, folder: folder, schemaPath: schemaPath)
    if let jsonSchemaPath {
      try OutputWriter.replaceFile(at: jsonSchemaPath, with: JSONSchemaExporter.text(for: ResolvedSchema(schema)))
    }
  }

  /// Writes one output per kind of sample: `<output>/<Root>/` and `<schema-out>/<Root>.json`, or
  /// each kind's Swift in turn on standard output. Options that name one file cannot take several.
  private func writeKinds(_ schemas: [MappingSchema], sources: [[String]]) throws(Diagnostic) {
    let roots = schemas.map(\.rootName)
    let described = zip(schemas, sources).map { schema, names in
      names.map(GeneratorPipeline.displayName(of:)).joined(separator: ", ") + " → " + schema.rootName
    }.joined(separator: "; ")
    if let repeated = roots.first(where: { root in roots.filter { $0 == root }.count > 1 }) {
      throw Diagnostic(
        .error,
        "the samples hold \(schemas.count) kinds of document, and two would have the root type '\(repeated)' (\(described)); infer them on their own, each with its --name"
      )
    }
    if let schemaOut, OutputWriter.isStandardOutput(schemaOut) {
      throw Diagnostic(
        .error,
        "the samples hold \(schemas.count) kinds of document (\(described)); '--schema-out -' prints one schema: name a folder"
      )
    }
    if jsonSchemaOut != nil {
      throw Diagnostic(
        .error,
        "the samples hold \(schemas.count) kinds of document (\(described)); '--json-schema-out' names one file: export each kind's schema with 'mantlegen export'"
      )
    }
    Console.diagnostics.emit(
      Diagnostic(.note, "the samples hold \(schemas.count) kinds of document, each inferred on its own: \(described)"))
    for schema in schemas {
      func inside(_ folder: String?, _ name: String) -> String? {
        folder.map { ($0 as NSString).appendingPathComponent(name) }
      }
      try write(
        schema, folder: inside(output, schema.rootName), schemaPath: inside(schemaOut, schema.rootName + ".json"),
        jsonSchemaPath: nil)
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
