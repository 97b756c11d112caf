/// Output files of a schema that would share a name — a type named like the support file, say —
/// reported where the schema declares that type, instead of only naming the output folder.
package enum OutputNameCheck {
  /// Throws a diagnostic at the `"name"` in the schema text that declares the type whose file
  /// collides with another output file (compared ignoring case, as on case-insensitive disks).
  package static func check(_ files: [GeneratedFile], schemaBytes: [UInt8], schemaFile: String) throws(Diagnostic) {
    var seen: [String: String] = [:]
    for file in files {
      let key = file.name.lowercased()
      guard let first = seen[key] else {
        seen[key] = file.name
        continue
      }
      let typeName = file.name.hasSuffix(".swift") ? String(file.name.dropLast(".swift".count)) : file.name
      let message =
        "the type '\(typeName)' would be written to '\(file.name)', a name another output file already uses ('\(first)': a type of this schema or mantlegen's support file); rename the type"
      guard let json = try? LocatedJSON.parse(schemaBytes, file: schemaFile),
        let location = declaration(of: typeName, key: "name", in: json)
          ?? declaration(of: typeName, key: "root", in: json)
      else { throw Diagnostic(.error, message, at: SourceLocation(file: schemaFile)) }
      throw Diagnostic(.error, message, at: location)
    }
  }

  /// The location of the first `key` member whose string equals `typeName`, ignoring case.
  static func declaration(of typeName: String, key: String, in json: LocatedJSON) -> SourceLocation? {
    var pending = [json]
    while let node = pending.popLast() {
      switch node.value {
      case .object(let members):
        for member in members {
          if member.key == key, case .string(let text) = member.value.value,
            text.lowercased() == typeName.lowercased()
          {
            return member.value.location
          }
        }
        pending += members.reversed().map(\.value)
      case .array(let elements):
        pending += elements.reversed()
      default:
        break
      }
    }
    return nil
  }
}
