// libFuzzer entry point, compiled by `make fuzz` together with the MantleGenCore sources:
//   swiftc -sanitize=fuzzer,address -parse-as-library -D FUZZ_<TARGET> …
// FUZZ_READER reads the input as JSON Lines into a shape summary; FUZZ_PIPELINE additionally infers
// a schema, renders Swift and mapping tables, writes and re-reads the schema file, and drift-checks
// the input against it. Any crash, hang or sanitizer report is a bug; a malformed input must only
// produce a Diagnostic.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let sample = SampleInput(name: "fuzz.jsonl", bytes: bytes, isJSONLines: true)
  #if FUZZ_PIPELINE
    guard let schema = try? GeneratorPipeline.inferSchema(from: [sample], rootName: "Root") else { return 0 }
    _ = GeneratorPipeline.outputFiles(for: schema)
    let text = SchemaFile.text(of: schema)
    guard let reread = try? SchemaFile.read(Array(text.utf8), file: "schema.json") else {
      fatalError("a written schema does not read back:\n\(text)")
    }
    if SchemaFile.text(of: reread) != text { fatalError("schema text is not stable:\n\(text)") }
    var checker = DriftChecker(schema: schema)
    if let documents = try? LocatedJSON.parseDocuments(bytes, file: "fuzz.jsonl", allowsMultiple: true) {
      documents.forEach { checker.check($0) }
      if checker.report.breakingCount > 0 {
        fatalError("the input drifts from its own schema: \(checker.report.findings.map(\.description))")
      }
    }
  #else
    _ = try? GeneratorPipeline.summarize([sample])
  #endif
  return 0
}
