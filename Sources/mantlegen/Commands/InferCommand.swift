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

  static let samples: Argument<[String]> = .variadic(
    "sample", help: "A sample file, a folder of samples, or '-' for standard input.")
  static let name: Option<String?> = .optional(
    "name", short: "n",
    help:
      "The name of the root type. Defaults to the first sample's file name in UpperCamelCase, with 'Response' added when a model inside has that name."
  )
  static let typePrefix: Option<String?> = .optional(
    "type-prefix", valueName: "prefix",
    help:
      "Put this before every generated type name (models, enums, unions), e.g. to keep several APIs apart in one module.",
    parser: .typePrefix)
  static let output: Option<String?> = .modelsFolder
  static let schemaOut: Option<String?> = .optional(
    "schema-out", valueName: "file",
    help:
      "Also write the inferred mapping schema to this file, to edit and regenerate from with 'mantlegen generate'; '-' prints it (with --output).",
    parser: .path)
  static let jsonSchemaOut: Option<String?> = .optional(
    "json-schema-out", valueName: "file",
    help: "Also write a JSON Schema (draft 2020-12) that accepts every sample, as 'mantlegen export' does.",
    parser: .path)
  static let access: Option<AccessLevel> = .value(
    "access", valueName: "level", help: "The access level of generated declarations.", default: .public)
  static let enumLimit: Option<Int> = .value(
    "enum-limit", valueName: "count",
    help:
      "The most distinct values a string may have to become an enum (seen at least three times each on average); 0 turns enums off.",
    default: InferenceOptions().enumCaseLimit, parser: .integer(atLeast: 0))
  static let lenient: Option<Bool> = .flag(
    "lenient",
    help:
      "Where samples disagree on a value's kind, choose the majority type and convert the others (\"1\" to 1, 1 to true) instead of generating a union."
  )
  static let merge: Option<Bool> = .flag(
    "merge", help: "Generate merging(_:), which takes another value's non-nil properties (Mantle's merge).")
  static let mutable: Option<Bool> = .flag("mutable", help: "Declare properties with var instead of let.")
  static let classes: Option<Bool> = .flag("classes", help: "Generate final classes instead of structs.")
  static let singleFile: Option<Bool> = .flag(
    "single-file", help: "With --output, write all the Swift into one file named after the root type.")
  static let support: Option<SupportMode> = .value(
    "support", valueName: "mode",
    help:
      "Where the support code goes: 'inline' emits what the models use into the output, in its own namespace; 'shared' refers to the one copy that 'mantlegen support' writes.",
    default: .inline)

  static let spec = CommandSpec(
    name: "infer",
    abstract: "Infer Swift models from sample JSON.",
    discussion: """
      Reads every sample (JSON files, JSON Lines files ending in .jsonl or .ndjson, folders of them, \
      or '-' for standard input), infers one root type that decodes each document, and prints the \
      Swift to standard output, or writes one file per type plus mapping tables into a folder. \
      Nothing is written when any input is malformed.
      """,
    arguments: [samples.spec],
    options: [
      name.spec, typePrefix.spec, output.spec, schemaOut.spec, jsonSchemaOut.spec, access.spec, enumLimit.spec,
      lenient.spec, merge.spec, mutable.spec, classes.spec, singleFile.spec, support.spec,
    ],
    examples: [
      .init("mantlegen infer user.json", "Print models for user.json."),
      .init(
        "mantlegen infer events.jsonl --name Event -o Sources/Models",
        "Write Event.swift and friends into Sources/Models."),
      .init("mantlegen infer user.json -o Models --schema-out Schemas/user.json", "Also keep an editable schema."),
      .init("curl -s https://api.example.com/user | mantlegen infer - --name User", "Infer from standard input."),
    ])

  let samples: [String]
  let name: String?
  let typePrefix: String?
  let output: String?
  let schemaOut: String?
  let jsonSchemaOut: String?
  let access: AccessLevel
  let enumLimit: Int
  let lenient: Bool
  let merge: Bool
  let mutable: Bool
  let classes: Bool
  let singleFile: Bool
  let support: SupportMode

  init(parsed: ParsedCommand) throws(UsageError) {
    samples = try parsed.value(of: Self.samples)
    name = try parsed.value(of: Self.name)
    typePrefix = try parsed.value(of: Self.typePrefix)
    output = try parsed.value(of: Self.output)
    schemaOut = try parsed.value(of: Self.schemaOut)
    jsonSchemaOut = try parsed.value(of: Self.jsonSchemaOut)
    access = try parsed.value(of: Self.access)
    enumLimit = try parsed.value(of: Self.enumLimit)
    lenient = try parsed.value(of: Self.lenient)
    merge = try parsed.value(of: Self.merge)
    mutable = try parsed.value(of: Self.mutable)
    classes = try parsed.value(of: Self.classes)
    singleFile = try parsed.value(of: Self.singleFile)
    support = try parsed.value(of: Self.support)
    if output == nil, let schemaOut, OutputWriter.isStandardOutput(schemaOut) {
      throw parsed.usageError(
        "'--schema-out \(schemaOut)' needs '--output <dir>': without it, the Swift goes to standard output.")
    }
  }

  func run() -> Int32 {
    do {
      let inputs = try SampleLoader.load(samples)
      let rootName =
        name.map(SwiftNaming.typeName(forKey:)) ?? GeneratorPipeline.defaultRootName(forSample: samples[0])
      let options = InferenceOptions(
        isLenient: lenient, enumCaseLimit: enumLimit,
        schemaOptions: SchemaOptions(
          accessLevel: access, generatesMerge: merge, usesVariables: mutable, usesClasses: classes,
          sharesSupport: support == .shared),
        rootNameIsFromFileName: name == nil)
      var (schema, warnings) = try GeneratorPipeline.inferSchemaWithWarnings(
        from: inputs, rootName: rootName, options: options, progress: Console.progressReporter())
      Console.endProgress()
      for warning in warnings { Console.report(warning) }
      if let typePrefix { schema = schema.prefixingTypeNames(with: typePrefix) }
      let resolved = ResolvedSchema(schema)
      // The folder and the schema are one transaction; the Swift is printed only without a folder.
      if output == nil { Console.output(GeneratorPipeline.singleSwiftFile(for: resolved)) }
      if output != nil || schemaOut != nil {
        let files = output.map { _ in GeneratorPipeline.outputFiles(for: resolved, singleFile: singleFile) } ?? []
        try Console.writer(folder: output, schema: schemaOut).write(
          files, schema: schemaOut.map { _ in SchemaFile.text(of: schema) })
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
