extension SchemaUpdate {
  /// The update of `existing` with what `samples` show, inferred the way `infer` made `existing`:
  /// with its options, under its root name, and with its type prefix (`infer --type-prefix`)
  /// before the names of the types the samples add.
  public static func inferring(
    from samples: [SampleInput], into existing: MappingSchema, diagnostics: some DiagnosticCollector
  ) throws(Diagnostic) -> SchemaUpdate {
    let prefix = existing.options.typePrefix
    let rootName =
      existing.rootName.count > prefix.count && existing.rootName.hasPrefix(prefix)
      ? String(existing.rootName.dropFirst(prefix.count)) : existing.rootName
    var options = InferenceOptions(schemaOptions: existing.options)
    options.enumPaths = stringEnumPaths(of: existing)
    let inferred = try GeneratorPipeline.inferSchema(
      from: samples, rootName: rootName, options: options, diagnostics: diagnostics)
    return SchemaUpdate(existing: existing, inferred: inferred.prefixingTypeNames(with: prefix))
  }

  /// The JSON paths of `schema`'s properties (and their arrays' elements) typed as an enum of
  /// strings, as inference names places (`$.orders[].status`, `$.tags[]`).
  private static func stringEnumPaths(of schema: MappingSchema) -> Set<String> {
    let stringEnums = Set(schema.enums.filter { $0.valueKind == .string }.map(\.name))
    /// What follows the property's path to the place of the enum (`[]` per array), if it holds one.
    func enumSuffix(_ type: TypeReference) -> String? {
      switch type {
      case .optional(let wrapped): enumSuffix(wrapped)
      case .array(let element): enumSuffix(element).map { "[]" + $0 }
      case .enumeration(let name): stringEnums.contains(name) ? "" : nil
      default: nil
      }
    }
    var paths: Set<String> = []
    for model in schema.models {
      for property in model.properties {
        guard let suffix = enumSuffix(property.type) else { continue }
        for base in model.sourcePaths {
          paths.insert(property.keyPath.reduce(base) { JSONPath.appending(key: $1, to: $0) } + suffix)
        }
      }
    }
    return paths
  }
}
