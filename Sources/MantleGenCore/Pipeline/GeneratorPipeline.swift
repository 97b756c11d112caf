import Foundation

/// A file produced by a run: a name relative to the output folder and its contents.
public struct GeneratedFile: Hashable, Sendable {
  /// The name, relative to the output folder.
  public var name: String
  /// The file's text.
  public var contents: String
  /// The schema type a Swift file is for (`nil` for the support file, tables and single files),
  /// so that a problem with the file can be reported where the schema declares the type.
  var declaredType: String? = nil
}

/// The stages of mantlegen chained together: samples → shape summary → mapping schema → files.
public enum GeneratorPipeline {
  /// Reads every sample into one shape summary; `noteKeys`, when given, is told the keys of each
  /// sample's top-level objects (see ``SampleKinds``), in sample order.
  /// - Throws: the first malformed input's located ``Diagnostic``.
  static func summarize(
    _ samples: [SampleInput],
    progress: (@Sendable (_ sample: String, _ bytesRead: Int, _ totalBytes: Int) -> Void)? = nil,
    noteKeys: ((Set<String>) -> Void)? = nil
  ) throws(Diagnostic) -> ShapeSummary {
    let summary = ShapeSummary()
    var presence: [String: Int] = [:]
    for sample in samples {
      defer {
        if let noteKeys {
          let after = SampleKinds.topLevelPresence(in: summary)
          noteKeys(SampleKinds.keysRead(before: presence, after: after))
          presence = after
        }
      }
      switch sample.content {
      case .bytes(let bytes):
        _ = try bytes.withUnsafeBufferPointer { buffer throws(Diagnostic) in
          try ShapeBuilder.absorb(buffer, file: sample.name, allowsMultipleDocuments: sample.isJSONLines, into: summary)
        }
      case .file(let path):
        var summarizer = StreamingSummarizer()
        if let progress {
          let name = sample.name
          summarizer.progress = { bytesRead, totalBytes in progress(name, bytesRead, totalBytes) }
        }
        try summarizer.summarize(path: path, name: sample.name, isJSONLines: sample.isJSONLines, into: summary)
      case .stream(let stream):
        try StreamingSummarizer().summarize(
          stream: stream, name: sample.name, isJSONLines: sample.isJSONLines, into: summary)
      }
    }
    return summary
  }

  /// Infers the mapping schema of the samples, whose whole-document type is named `rootName`, and
  /// emits a warning to `diagnostics` for each choice that loses information (located at the sample
  /// when there is one).
  /// - Throws: the first malformed input's located ``Diagnostic``.
  public static func inferSchema(
    from samples: [SampleInput], rootName: String, options: InferenceOptions = InferenceOptions(),
    diagnostics: some DiagnosticCollector,
    progress: (@Sendable (_ sample: String, _ bytesRead: Int, _ totalBytes: Int) -> Void)? = nil
  ) throws(Diagnostic) -> MappingSchema {
    let (summary, keys) = try summarizeNotingKeys(samples, progress: progress)
    return try inferAsOneKind(
      samples, summary: summary, keys: keys, rootName: rootName, options: options, diagnostics: diagnostics)
  }

  /// ``summarize(_:progress:noteKeys:)``, with the top-level keys of each sample when there are
  /// several (for ``SampleKinds``).
  private static func summarizeNotingKeys(
    _ samples: [SampleInput],
    progress: (@Sendable (_ sample: String, _ bytesRead: Int, _ totalBytes: Int) -> Void)?
  ) throws(Diagnostic) -> (summary: ShapeSummary, keys: [Set<String>]) {
    var keys: [Set<String>] = []
    let summary = try summarize(samples, progress: progress, noteKeys: samples.count > 1 ? { keys.append($0) } : nil)
    return (summary, keys)
  }

  /// The schema of `samples` read as one kind into `summary`, with a warning when their top-level
  /// `keys` say they are of several.
  private static func inferAsOneKind(
    _ samples: [SampleInput], summary: ShapeSummary, keys: [Set<String>], rootName: String,
    options: InferenceOptions, diagnostics: some DiagnosticCollector
  ) throws(Diagnostic) -> MappingSchema {
    if let warning = SampleKinds.warning(names: samples.map { displayName(of: $0.name) }, keys: keys) {
      diagnostics.emit(Diagnostic(.warning, warning))
    }
    return try inferSchema(
      from: samples, summary: summary, rootName: rootName, options: options, diagnostics: diagnostics)
  }

  /// The samples of one kind of document (see ``SampleKinds``) and the schema inferred from them alone.
  public struct InferredKind: Sendable {
    /// The samples of the kind, in the order given.
    public var samples: [SampleInput]
    /// The schema inferred from them.
    public var schema: MappingSchema
  }

  /// Infers each kind of document among `samples` on its own (``SampleKinds``: samples share a
  /// kind when their top-level keys overlap by half), its root named by `rootNameOfKind` of its
  /// samples: unrelated files of one folder (`users.json`, `orders.json`) become a type each
  /// instead of one type of optional properties. Samples of one kind are read once, as by
  /// ``inferSchema(from:rootName:options:diagnostics:progress:)``, and their root is `rootName`;
  /// samples of several kinds are read again, kind by kind. A stream too long to hold in memory,
  /// which is read once, and samples of more than ``SampleKinds/maximumKinds`` kinds are read as
  /// one kind, with a warning.
  public static func inferSchemasByKind(
    from samples: [SampleInput], rootName: String, rootNameOfKind: ([SampleInput]) -> String,
    options: InferenceOptions = InferenceOptions(),
    diagnostics: some DiagnosticCollector,
    progress: (@Sendable (_ sample: String, _ bytesRead: Int, _ totalBytes: Int) -> Void)? = nil
  ) throws(Diagnostic) -> [InferredKind] {
    let (summary, keys) = try summarizeNotingKeys(samples, progress: progress)
    let groups = SampleKinds.groups(of: keys)
    let canReadAgain = !samples.contains(where: \.isReadOnce)
    guard groups.count > 1, groups.count < SampleKinds.maximumKinds, canReadAgain else {
      let schema = try inferAsOneKind(
        samples, summary: summary, keys: keys, rootName: rootName, options: options, diagnostics: diagnostics)
      return [InferredKind(samples: samples, schema: schema)]
    }
    var kinds: [InferredKind] = []
    for group in groups {
      let kind = group.map { samples[$0] }
      let schema = try inferSchema(
        from: kind, rootName: rootNameOfKind(kind), options: options, diagnostics: diagnostics,
        progress: progress)
      kinds.append(InferredKind(samples: kind, schema: schema))
    }
    return kinds
  }

  /// The samples among `samples` of the kind that `schema` was inferred from: when they are of
  /// several kinds (``SampleKinds``, as ``inferSchemasByKind`` groups them), the kinds holding a file
  /// the schema names among its sources, so that `check` and `update` given the folder that `infer`
  /// split read only the schema's own kind (new files of it included), with a note to `diagnostics`
  /// naming the others. All of them when they are of one kind, when no kind holds a source, or when
  /// a stream among them is read once. The samples are read for their kinds only when some are
  /// among the sources and some are not.
  public static func samplesOfKind(
    of schema: MappingSchema, among samples: [SampleInput], diagnostics: some DiagnosticCollector
  ) throws(Diagnostic) -> [SampleInput] {
    let sources = Set(schema.sources)
    let isSource = samples.map { sources.contains(displayName(of: $0.name)) }
    let sourceCount = isSource.count(where: \.self)
    guard sourceCount > 0, sourceCount < samples.count, !samples.contains(where: \.isReadOnce) else { return samples }
    let groups = SampleKinds.groups(of: try summarizeNotingKeys(samples, progress: nil).keys)
    let ofKind = Set(groups.filter { $0.contains { isSource[$0] } }.joined())
    guard groups.count > 1, !ofKind.isEmpty else { return samples }
    let (kept, left) = (samples.indices.filter(ofKind.contains), samples.indices.filter { !ofKind.contains($0) })
    func names(_ indices: [Int]) -> String { SampleKinds.shortList(indices.map { displayName(of: samples[$0].name) }) }
    diagnostics.emit(
      Diagnostic(
        .note,
        "the samples hold several kinds of document: reading those of the schema's kind (\(names(kept))), "
          + "not \(names(left)) (name a file to read it)"))
    return kept.map { samples[$0] }
  }

  /// The schema of `samples`, read into `summary`.
  private static func inferSchema(
    from samples: [SampleInput], summary: ShapeSummary, rootName: String, options: InferenceOptions,
    diagnostics: some DiagnosticCollector
  ) throws(Diagnostic) -> MappingSchema {
    let location = samples.count == 1 ? SourceLocation(file: samples[0].name) : nil
    let variants = try splitVariants(of: samples, summary: summary) { warning in
      diagnostics.emit(Diagnostic(.warning, warning, at: location))
    }
    // Inference reads the objects by kind from `variants` alone.
    summary.forgetPartitions()
    let (schema, found) = SchemaInference.inferWithWarnings(
      from: summary, rootName: rootName, sources: samples.map { displayName(of: $0.name) }, options: options,
      variants: variants)
    try TypeDepthLimit.check(
      schema, sample: samples.count == 1 ? samples[0].name : samples.map(\.name).joined(separator: ", ")
    ) {
      samples.lazy.compactMap { sample in
        (try? sampleStart(sample, byteCount: SampleInput.streamHeadByteCount))
          .flatMap { TypeDepthLimit.firstTooDeepArray(in: $0, file: sample.name) }
      }.first
    }
    for warning in found { diagnostics.emit(Diagnostic(.warning, warning.message, at: location)) }
    // Inference declares only what the root uses: `generate` writes every declared type.
    return schema.removingTypes(Set(schema.typeNamesLeftUnusedBySamples()))
  }

  /// The first `byteCount` bytes of `sample` (for JSON Lines, up to the last line break in them).
  private static func sampleStart(_ sample: SampleInput, byteCount: Int) throws -> [UInt8] {
    var bytes: [UInt8]
    switch sample.content {
    case .bytes(let content): bytes = Array(content.prefix(byteCount))
    case .stream(let stream): bytes = Array(stream.head.prefix(byteCount))
    case .file(let path):
      let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
      defer { try? handle.close() }
      bytes = [UInt8](try handle.read(upToCount: byteCount) ?? Data())
    }
    if sample.isJSONLines, let lastBreak = bytes.lastIndex(of: UInt8(ascii: "\n")) {
      bytes.removeSubrange((lastBreak + 1)...)
    }
    return bytes
  }

  /// The objects at the places of `summary` where a key may choose the kind of object (see
  /// ``ClusterDetection``), split by that key's values. A key named for the kind (`type`, `kind`, …)
  /// was split by the reading itself (``ShapeSummary/partitions``). For any other key the samples
  /// are read a second time, with the fast reader, at the places where the reading showed its values
  /// choosing the objects' keys (``ClusterDetection/placesToReadAgain(in:)``); a stream too long to
  /// hold in memory cannot be read again: `warn` is told, and such keys make no clusters.
  static func splitVariants(
    of samples: [SampleInput], summary: ShapeSummary, warn: (String) -> Void
  ) throws(Diagnostic) -> [String: [String: [VariantPartition]]] {
    let folded = DictionaryDetection.folded(summary)
    var variants = ClusterDetection.partitionsRead(in: folded)
    guard let places = ClusterDetection.placesToReadAgain(in: folded) else { return variants }
    if samples.contains(where: \.isReadOnce) {
      warn(
        "class clusters told apart by a key not named for the kind of object (such as \"status\" rather than "
          + "\"type\") need a second reading, and input of more than \(SampleInput.streamHeadByteCount >> 20) MB "
          + "from standard input or a pipe is read once, so objects of several kinds at one place may share one "
          + "model. Save it to a file to get those clusters")
      return variants
    }
    for sample in samples {
      // The first reading accepted these bytes; were they to fail now, there would be no clusters.
      let isRead =
        switch sample.content {
        case .bytes(let bytes):
          bytes.withUnsafeBufferPointer { buffer in
            (try? places.split(buffer, allowsMultipleDocuments: sample.isJSONLines)) != nil
          }
        case .file(let path):
          try StreamingSummarizer().split(path: path, name: sample.name, isJSONLines: sample.isJSONLines, along: places)
        case .stream:
          false
        }
      guard isRead else { return variants }
    }
    for (path, byKey) in places.allPartitions { variants[path, default: [:]].merge(byKey) { read, _ in read } }
    return variants
  }

  /// The Swift files for `schema`, one per type plus a support file when needed.
  static func swiftFiles(for schema: ResolvedSchema) -> [GeneratedFile] {
    SwiftTranslator(schema: schema).files().concurrentMap { file in
      GeneratedFile(name: file.name, contents: SwiftRenderer.render(file), declaredType: file.declaredType)
    }
  }

  /// The shared support file (`JSONSupport.swift`) for outputs generated with `support: shared`.
  public static func sharedSupportFile(accessLevel: AccessLevel) -> GeneratedFile {
    let file = SwiftTranslator.sharedSupportFile(accessLevel: accessLevel)
    return GeneratedFile(name: file.name, contents: SwiftRenderer.render(file))
  }

  /// All of the Swift in one file, for printing: one header and import, then the root type, the
  /// other declarations and the support code.
  public static func singleSwiftFile(for resolved: ResolvedSchema) -> String {
    let schema = resolved.schema
    let supportFileName = SwiftNaming.supportNamespace(forRoot: schema.rootName) + ".swift"
    // The root type first, the support code last, the others in between in their order.
    let rootFileName = schema.rootName + ".swift"
    func rank(_ file: SwiftFile) -> Int { file.name == rootFileName ? 0 : file.name == supportFileName ? 2 : 1 }
    let files = SwiftTranslator(schema: resolved).files().enumerated().sorted {
      (rank($0.element), $0.offset) < (rank($1.element), $1.offset)
    }.map(\.element)
    let combined = SwiftFile(
      name: schema.rootName + ".swift", header: files.first?.header ?? [], imports: ["Foundation"],
      declarations: files.flatMap(\.declarations))
    return SwiftRenderer.render(combined)
  }

  /// Swift files (or, with `singleFile` or the schema's option, one file named after the root) and
  /// mapping tables (Markdown and JSON) for `schema`: every type it declares.
  public static func outputFiles(for resolved: ResolvedSchema, singleFile: Bool = false) -> [GeneratedFile] {
    let schema = resolved.schema
    let translator = SwiftTranslator(schema: resolved)
    let tables = MappingTableRenderer.tables(for: resolved, translator: translator)
    let swift =
      singleFile || schema.options.writesSingleFile
      ? [GeneratedFile(name: schema.rootName + ".swift", contents: singleSwiftFile(for: resolved))]
      : swiftFiles(for: resolved)
    return swift + [
      GeneratedFile(
        name: MappingTableRenderer.markdownFileName,
        contents: MappingTableRenderer.markdown(tables, sources: schema.sources)),
      GeneratedFile(
        name: MappingTableRenderer.jsonFileName,
        contents: MappingTableRenderer.json(tables, sources: schema.sources, root: schema.rootName)),
    ]
  }

  /// The default root type name for the samples of one kind: what their file names begin with,
  /// without the separators and digits that follow (`orders.json` and `orders-2.json` give
  /// `Orders`), or the first file's name when they begin differently.
  public static func defaultRootName(forKind paths: [String]) -> String {
    let stems = paths.map { path in
      let name = displayName(of: path)
      return name.lastIndex(of: ".").map { $0 == name.startIndex ? name : String(name[..<$0]) } ?? name
    }
    var common = stems.dropFirst().reduce(stems.first ?? "") { common, stem in
      String(zip(common, stem).prefix { $0 == $1 }.map(\.0))
    }
    while let last = common.last, !last.isLetter { common.removeLast() }
    return common.isEmpty ? defaultRootName(forSample: paths.first ?? "-") : SwiftNaming.typeName(forKey: common)
  }

  /// The default root type name for a sample path: its file name in UpperCamelCase (`Root` for stdin).
  public static func defaultRootName(forSample path: String) -> String {
    guard path != "-" else { return "Root" }
    var name = displayName(of: path)
    if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = String(name[..<dot]) }
    return SwiftNaming.typeName(forKey: name)
  }

  /// The last path component of a sample's name, which is how schemas (their sources) and messages
  /// name it (never by a machine's folders).
  public static func displayName(of path: String) -> String {
    guard path != "-" else { return "standard input" }
    return path.split(separator: "/").last.map(String.init) ?? path
  }
}
