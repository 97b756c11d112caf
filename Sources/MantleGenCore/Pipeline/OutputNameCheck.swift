/// Output files of a schema that would share a name — a type named like the support file, say —
/// reported where the schema declares that type, instead of only naming the output folder.
package enum OutputNameCheck {
  /// Throws a diagnostic at the declaration in the schema file of the type whose file collides
  /// with another output file (compared ignoring case, as on case-insensitive disks).
  package static func check(_ files: [GeneratedFile], of schema: MappingSchema, schemaFile: String) throws(Diagnostic) {
    var seen: [String: GeneratedFile] = [:]
    for file in files {
      let key = file.name.lowercased()
      guard let first = seen[key] else {
        seen[key] = file
        continue
      }
      // The type this file or the file it collides with (when this is the support file) is for.
      let typeName = file.declaredType ?? first.declaredType ?? file.name
      let message =
        "the type '\(typeName)' would be written to '\(file.name)', a name another output file already uses ('\(first.name)': a type of this schema or mantlegen's support file); rename the type"
      throw Diagnostic(
        .error, message, at: schema.declarations.byTypeName[typeName] ?? SourceLocation(file: schemaFile))
    }
  }
}
