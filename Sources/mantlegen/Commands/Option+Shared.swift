/// Arguments and options that several commands declare alike.
extension Option where Value == String? {
  /// `--output DIR` of the commands that write models: `infer`, `generate` and `import`.
  static let modelsFolder: Option<String?> = .optional(
    "output", short: "o", valueName: "dir",
    help: "The folder to write Swift files and mapping tables into. Without it, Swift goes to standard output.",
    parser: .path)
}

extension Argument<[String]> {
  /// `<sample> ...` of the commands that read samples: `infer`, `update` and `check`.
  static let samples: Self = .variadic(
    "sample", help: "A sample file, a folder of samples, or '-' for standard input.")
}

extension Argument<String> {
  /// `<schema>` of the commands that read a mapping schema from a file or standard input.
  static let schemaFile: Self = .single("schema", help: "The mapping schema file, or '-' for standard input.")
}
