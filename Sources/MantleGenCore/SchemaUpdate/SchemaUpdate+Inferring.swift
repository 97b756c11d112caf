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
    let inferred = try GeneratorPipeline.inferSchema(
      from: samples, rootName: rootName, options: InferenceOptions(schemaOptions: existing.options),
      diagnostics: diagnostics)
    return SchemaUpdate(existing: existing, inferred: inferred.prefixingTypeNames(with: prefix))
  }
}
