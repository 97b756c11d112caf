// libFuzzer entry point, compiled by `make fuzz` together with the MantleGenCore sources:
//   swiftc -sanitize=fuzzer,address -parse-as-library -D FUZZ_<TARGET> …
// FUZZ_READER reads the input as JSON Lines with both the fast shape builder and the reference
// reader, which must agree on acceptance and on the inferred schema; FUZZ_PIPELINE additionally infers
// a schema, renders Swift and mapping tables, writes and re-reads the schema file, drift-checks
// the input against it, and checks that streaming the input in small chunks on two workers, as
// JSON Lines and as one document, finds what checking it whole finds. FUZZ_IMPORT imports the
// input as a JSON Schema or OpenAPI document, read as YAML and as JSON-or-YAML by its content,
// renders the models and re-reads the mapping schema written from it. Any crash, hang or
// sanitizer report is a bug; a malformed input must only produce a Diagnostic.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let sample = SampleInput(name: "fuzz.jsonl", bytes: bytes, isJSONLines: true)
  #if FUZZ_IMPORT
    _ = sample
    for file in ["fuzz.yaml", "fuzz.json"] {
      guard let schema = try? JSONSchemaImporter.importSchema(bytes, file: file, diagnostics: DiagnosticList()) else {
        continue
      }
      _ = GeneratorPipeline.outputFiles(for: ResolvedSchema(schema))
      let text = SchemaFile.text(of: schema)
      guard (try? SchemaFile.read(Array(text.utf8), file: "schema.json")) != nil else {
        fatalError("an imported schema does not read back:\n\(text)")
      }
    }
  #elseif FUZZ_PIPELINE
    guard let schema = try? GeneratorPipeline.inferSchema(from: [sample], rootName: "Root", diagnostics: DiagnosticList()) else { return 0 }
    _ = GeneratorPipeline.outputFiles(for: ResolvedSchema(schema))
    let text = SchemaFile.text(of: schema)
    guard let reread = try? SchemaFile.read(Array(text.utf8), file: "schema.json") else {
      fatalError("a written schema does not read back:\n\(text)")
    }
    if SchemaFile.text(of: reread) != text { fatalError("schema text is not stable:\n\(text)") }
    var checker = DriftChecker(schema: ResolvedSchema(schema))
    if (try? checker.check(bytes, file: "fuzz.jsonl", allowsMultipleDocuments: true)) != nil {
      // Numbers beyond Double's range (1e400) decode as nothing with JSONDecoder, whatever the
      // schema says; the check rightly reports them.
      let breaking = checker.report.findings.filter {
        $0.isBreaking && !$0.message.hasSuffix("out-of-range number in sample")
      }
      if !breaking.isEmpty {
        fatalError("the input drifts from its own schema: \(breaking.map(\.description))")
      }
    }
    for isJSONLines in [true, false] {
      var whole = DriftChecker(schema: ResolvedSchema(schema))
      var streamed = DriftChecker(schema: ResolvedSchema(schema))
      let wholeOutcome = outcome(of: &whole) { checker throws(Diagnostic) in
        try checker.check(bytes, file: "fuzz.jsonl", allowsMultipleDocuments: isJSONLines)
      }
      let streamedOutcome = outcome(of: &streamed) { checker throws(Diagnostic) in
        let sample = SampleInput(name: "fuzz.jsonl", bytes: bytes, isJSONLines: isJSONLines)
        try StreamingDriftCheck(chunkSize: 64, workerCount: 2).check(sample, with: &checker)
      }
      if wholeOutcome != streamedOutcome {
        fatalError("streamed check differs (JSON Lines: \(isJSONLines)):\n\(wholeOutcome)\n\(streamedOutcome)")
      }
    }
  #else
    _ = sample
    let fast = ShapeSummary()
    let reference = ShapeSummary()
    let fastResult = bytes.withUnsafeBufferPointer {
      try? FastShapeBuilder.absorb($0, allowsMultipleDocuments: true, into: fast)
    }
    let referenceResult = bytes.withUnsafeBufferPointer {
      try? ShapeBuilder.absorbWithReader($0, file: "fuzz.jsonl", allowsMultipleDocuments: true, into: reference)
    }
    if fastResult != referenceResult {
      fatalError("fast \(String(describing: fastResult)) vs reference \(String(describing: referenceResult))")
    }
    if fastResult != nil {
      let a = SchemaFile.text(of: SchemaInference.infer(from: fast, rootName: "Root", sources: []))
      let b = SchemaFile.text(of: SchemaInference.infer(from: reference, rootName: "Root", sources: []))
      if a != b { fatalError("the fast and reference summaries differ:\n\(a)\n\(b)") }
    }
  #endif
  return 0
}

/// The findings of `check` on `checker`, or its error.
private func outcome(of checker: inout DriftChecker, _ check: (inout DriftChecker) throws(Diagnostic) -> Void)
  -> [String]
{
  do {
    try check(&checker)
  } catch {
    return [error.description]
  }
  return checker.report.findings.map(\.description)
}
