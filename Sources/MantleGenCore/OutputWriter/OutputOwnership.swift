/// An output folder belongs to one schema: its JSON mapping tables name the root type whose models
/// it holds, and a run that would write another schema's models into it is refused before
/// anything is written, so that neither output removes the other's files as stale. A schema whose
/// root changed but that still declares the folder's root type (a component added in front of an
/// OpenAPI document's first) is the same schema grown, and may write there.
enum OutputOwnership {
  /// The root type named by JSON mapping tables (`"root"`), if they name one (tables written by
  /// earlier versions do not).
  static func root(ofTables bytes: [UInt8]) -> String? {
    tables(bytes).flatMap(root(of:))
  }

  /// JSON mapping tables read, or `nil` when they are not JSON.
  private static func tables(_ bytes: [UInt8]) -> LocatedJSON? {
    try? LocatedJSON.parse(bytes, file: MappingTableRenderer.jsonFileName)
  }

  private static func root(of tables: LocatedJSON) -> String? {
    guard case .object(let members) = tables.value,
      case .string(let root) = members.last(where: { $0.key == "root" })?.value.value
    else { return nil }
    return root
  }

  /// The names of the types JSON mapping tables describe: their models and choices (enums,
  /// unions, clusters).
  private static func declaredTypes(of tables: LocatedJSON) -> Set<String> {
    let models = (tables.member("models")?.elements ?? []).compactMap { $0.member("model")?.string }
    let choices = (tables.member("choices")?.elements ?? []).compactMap { $0.member("name")?.string }
    return Set(models + choices)
  }

  /// Throws when the folder's mapping tables, `existing`, name another root type than the new
  /// ones, `new`, which do not describe that type either.
  static func check(existing: [UInt8], new: [UInt8], at path: String) throws(Diagnostic) {
    guard let owner = root(ofTables: existing), let newTables = tables(new), let root = root(of: newTables),
      owner != root, !declaredTypes(of: newTables).contains(owner)
    else { return }
    throw Diagnostic(
      .error,
      "the folder holds the models of the root type '\(owner)'; the models of '\(root)' are not written into it, so that neither output removes the other's files: give each schema its own folder",
      at: SourceLocation(file: path))
  }
}
