/// Options that several commands declare alike.
extension Option where Value == String? {
  /// `--output DIR` of the commands that write models: `infer`, `generate` and `import`.
  static let modelsFolder: Option<String?> = .optional(
    "output", short: "o", valueName: "dir",
    help: "The folder to write Swift files and mapping tables into. Without it, Swift goes to standard output.",
    parser: .path)
}
