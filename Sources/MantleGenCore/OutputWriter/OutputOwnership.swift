/// An output folder belongs to one schema: its JSON mapping tables name the root type whose models
/// it holds, and a run that would write another root's models into it is refused before anything
/// is written, so that neither output removes the other's files as stale.
enum OutputOwnership {
  /// The root type named by JSON mapping tables (`"root"`), if they name one (tables written by
  /// earlier versions do not).
  static func root(ofTables bytes: [UInt8]) -> String? {
    guard let document = try? LocatedJSON.parse(bytes, file: MappingTableRenderer.jsonFileName),
      case .object(let members) = document.value,
      case .string(let root) = members.last(where: { $0.key == "root" })?.value.value
    else { return nil }
    return root
  }

  /// Throws when the folder's mapping tables, `existing`, name another root type than the new
  /// ones, `new`.
  static func check(existing: [UInt8], new: [UInt8], at path: String) throws(Diagnostic) {
    guard let owner = root(ofTables: existing), let root = root(ofTables: new), owner != root else { return }
    throw Diagnostic(
      .error,
      "the folder holds the models of the root type '\(owner)'; the models of '\(root)' are not written into it, so that neither output removes the other's files: give each schema its own folder",
      at: SourceLocation(file: path))
  }
}
