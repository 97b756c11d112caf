/// Several schemas generated into one module (a target with several `*.mantlegen.json` files) must
/// not declare the same top-level type: the compiler would report "ambiguous for type lookup"
/// inside generated files. This check reports it at the schema instead, with the fix.
package enum ModuleNameCheck {
  /// The names `schema`'s output declares at the top level of its module, as generated: every
  /// type except the unions kept in its namespace, or with `"nested": true` only the type that
  /// holds the others; the root's name (a type alias when the root is not a declared type); and
  /// its namespace `<Root>Support`.
  static func topLevelNames(of schema: MappingSchema) -> Set<String> {
    var names: Set<String> = [schema.rootName, SwiftNaming.supportNamespace(forRoot: schema.rootName)]
    if schema.options.nestsTypes, let host = SwiftTranslator.nestingHost(of: schema) {
      names.insert(host)
    } else {
      names.formUnion(Set(schema.declaredTypeNames).subtracting(SwiftTranslator.namespacedUnionNames(of: schema)))
    }
    return names
  }

  /// Throws the ``clashes(of:schemaFile:with:)``, if any.
  package static func check(
    _ schema: MappingSchema, schemaFile: String, with others: [(file: String, schema: MappingSchema)]
  ) throws(SchemaFileError) {
    let found = clashes(of: schema, schemaFile: schemaFile, with: others)
    if !found.isEmpty { throw SchemaFileError(diagnostics: found) }
  }

  /// One error for each top-level name of `schema` (read from `schemaFile`) that one of `others`
  /// (schemas of the same module, by file) declares too, at the name's declaration in
  /// `schemaFile`, in name order.
  package static func clashes(
    of schema: MappingSchema, schemaFile: String, with others: [(file: String, schema: MappingSchema)]
  ) -> [Diagnostic] {
    let names = topLevelNames(of: schema)
    var diagnostics: [Diagnostic] = []
    for name in names.sorted() {
      let files = others.filter { topLevelNames(of: $0.schema).contains(name) }.map { displayName($0.file) }
      guard !files.isEmpty else { continue }
      let isRoot = name == schema.rootName || name == SwiftNaming.supportNamespace(forRoot: schema.rootName)
      let fix =
        isRoot
        ? "give one of the schemas another root name"
        : "rename the type in one of the schemas, or add \"nested\": true to the options of one of them (types are then declared inside its root, as \(schema.rootName).\(name))"
      let message =
        "the type '\(name)' is also declared by \(files.joined(separator: ", ")), generated into the same module; \(fix)"
      diagnostics.append(
        Diagnostic(
          .error, message, at: schema.declarations.byTypeName[name] ?? SourceLocation(file: schemaFile)))
    }
    return diagnostics
  }

  /// The file name of a path, as the message names the other schema.
  private static func displayName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }
}
