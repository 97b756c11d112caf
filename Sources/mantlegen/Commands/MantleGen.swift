import Foundation
import MantleGenCore

/// The `mantlegen` command line: the specs of its commands and the dispatch to them.
enum MantleGen {
  static let version = "0.1.0"

  static let root = CommandSpec(
    name: "mantlegen",
    abstract: "Generate Swift models and mapping tables from sample JSON.",
    discussion: """
      mantlegen reads sample JSON, infers its types (nested objects, optionals, unions, dates, URLs, \
      UUIDs, dictionaries) and writes Codable Swift models that decode and re-encode the samples exactly.
      """,
    version: version,
    subcommands: commands.map { $0.spec })

  /// Every subcommand, in the order the help lists them.
  static var commands: [any Command.Type] {
    [
      InferCommand.self, GenerateCommand.self, UpdateCommand.self, CheckCommand.self, SupportCommand.self,
      ImportCommand.self, ExportCommand.self, FormatSchemaCommand.self,
    ]
  }

  /// Runs the command line and returns the process exit status: 0 success, 1 drift, 2 usage or input error.
  static func run(arguments: [String]) -> Int32 {
    // `mantlegen` alone shows what it can do.
    guard !arguments.isEmpty else {
      Console.output(HelpFormatter(root: root).help(for: []))
      return 0
    }
    let result: ParseResult
    do {
      result = try parse(arguments, root: root)
    } catch {
      Console.error(error.render(root: root))
      return 2
    }
    switch result {
    case .help(let path):
      Console.output(HelpFormatter(root: root).help(for: path))
      return 0
    case .version:
      Console.output(version)
      return 0
    case .run(let parsed):
      // Every usage error is raised here, by the typed values, before the command starts.
      let command: any Command
      do {
        command = try self.command(for: parsed)
      } catch {
        Console.error(error.render(root: root))
        return 2
      }
      return command.run()
    }
  }

  /// The subcommand `parsed` names, with its typed values.
  static func command(for parsed: ParsedCommand) throws(UsageError) -> any Command {
    guard let type = commands.first(where: { [$0.configuration.name] == parsed.commandPath }) else {
      throw .missingSubcommand(of: root, commandPath: [])
    }
    return try type.init(parsed: parsed)
  }
}

/// Printing to standard output and standard error.
enum Console {
  static func output(_ text: String) {
    writeLine(text, to: STDOUT_FILENO)
  }

  static func error(_ text: String) {
    writeLine(text, to: STDERR_FILENO)
  }

  /// Writes `text` and a line break, unless it ends with one.
  private static func writeLine(_ text: String, to descriptor: Int32) {
    FileDescriptorIO.writeAll(text.hasSuffix("\n") ? text : text + "\n", to: descriptor)
  }

  /// Inputs smaller than this get no progress line.
  static let progressThreshold = 32 << 20

  /// A progress reporter for long inputs when standard error is a terminal, else `nil`.
  static func progressReporter() -> (@Sendable (String, Int, Int) -> Void)? {
    guard isatty(STDERR_FILENO) != 0 else { return nil }
    return { sample, bytesRead, totalBytes in
      guard totalBytes >= progressThreshold else { return }
      let percent = min(100, bytesRead * 100 / max(1, totalBytes))
      FileHandle.standardError.write(Data("\rmantlegen: reading \(sample) \(percent)%\u{1B}[K".utf8))
    }
  }

  /// Clears the progress line, if one was printed.
  static func endProgress() {
    if isatty(STDERR_FILENO) != 0 { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
  }

  /// Prints what made a command fail (every problem of a schema, or one diagnostic) and returns
  /// the exit status for input errors, 2.
  static func reportFailure(_ error: any Error) -> Int32 {
    switch error {
    case let error as SchemaFileError: error.diagnostics.forEach(report)
    case let error as Diagnostic: report(error)
    default: self.error("error: \(error)")
    }
    return 2
  }

  /// The output of `schema`: its Swift on standard output without a folder or schema file, else
  /// the folder and the schema file written as one transaction, and a line saying what was written.
  static func writeOutput(of schema: MappingSchema, folder: String?, schemaPath: String?) throws(Diagnostic) {
    let resolved = ResolvedSchema(schema)
    guard folder != nil || schemaPath != nil else {
      output(GeneratorPipeline.singleSwiftFile(for: resolved))
      return
    }
    let files = folder.map { _ in GeneratorPipeline.outputFiles(for: resolved) } ?? []
    let outcome = try writer(folder: folder, schema: schemaPath).write(
      files, schema: schemaPath.map { _ in SchemaFile.text(of: schema) })
    reportWrite(outcome, folder: folder, schema: schemaPath, fileCount: files.count)
  }

  /// The one writer of every command: the output folder and the schema as one transaction, with a
  /// note on standard error while another run holds a folder.
  static func writer(folder: String?, schema: String?) -> OutputWriter {
    OutputWriter(directory: folder, schemaPath: schema) { path in
      error("mantlegen: waiting for another mantlegen run to finish writing into \(path)")
    }
  }

  /// The one line saying what a write into `folder` of `fileCount` files did, on standard output:
  /// `Models: wrote 3 of 12 files, removed 1 stale file` or `Models: 12 files, all up to date`.
  /// Nothing without a folder, or when standard output receives the `schema`.
  static func reportWrite(_ outcome: OutputWriter.Outcome, folder: String?, schema: String? = nil, fileCount: Int) {
    guard let folder, !(schema.map(OutputWriter.isStandardOutput) ?? false) else { return }
    var parts: [String] = []
    let files = fileCount == 1 ? "file" : "files"
    if outcome.written.isEmpty {
      parts.append("\(fileCount) \(files), all up to date")
    } else if outcome.written.count == fileCount {
      parts.append("wrote \(fileCount) \(files)")
    } else {
      parts.append("wrote \(outcome.written.count) of \(fileCount) \(files)")
    }
    if !outcome.removed.isEmpty {
      parts.append("removed \(outcome.removed.count) stale \(outcome.removed.count == 1 ? "file" : "files")")
    }
    output("\(folder): \(parts.joined(separator: ", "))\n")
  }

  /// Prints diagnostics in the `file:line:column: error: message` form.
  static func report(_ diagnostic: Diagnostic) {
    error(diagnostic.description)
  }

  /// The collector the stages emit their warnings and notes to: each is printed on standard error
  /// as it comes.
  static let diagnostics = PrintingDiagnosticCollector()
}

/// Prints each diagnostic on standard error as it is emitted (after clearing a progress line).
struct PrintingDiagnosticCollector: DiagnosticCollector {
  func emit(_ diagnostic: Diagnostic) {
    Console.endProgress()
    Console.report(diagnostic)
  }
}
