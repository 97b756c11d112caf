/// Reads one YAML 1.2 document into the ``LocatedJSON`` a JSON file with the same content gives,
/// each value and key located at its YAML node (for `mantlegen import` of OpenAPI and JSON Schema
/// documents published as YAML).
///
/// Supported: block mappings and sequences (compact `- key: value` too), flow collections over
/// several lines, every scalar style (plain with line folding, single-quoted, double-quoted with
/// all escapes, literal `|` and folded `>` with chomping and indentation indicators), comments,
/// `%YAML`/`%TAG` directives, `---` and `...`, anchors and aliases, explicit `? ` keys that are
/// scalars, the merge key `<<` (a mapping or a sequence of mappings; keys the mapping has win, then
/// earlier merged mappings), and the core schema's tag resolution (see ``YAMLScalars``).
///
/// Decisions, each an error at its line and column unless said otherwise:
/// - Mapping keys are the scalar's text as written (`200:` is `"200"`, `~:` is `"~"`); a mapping or
///   sequence as a key is an error.
/// - A key written twice is kept twice, in order, as the JSON reader keeps it (the last one wins
///   where a member is looked up).
/// - One document per file: a second document is an error; an empty stream is an error.
/// - Aliases may add at most ``YAMLParser/maximumAliasedValues`` values in all, and nesting (aliases
///   expanded) is bounded like JSON's (``JSONReader/defaultMaximumDepth``), so hostile input fails
///   fast instead of exhausting memory or the stack. A recursive alias is an error.
/// - Tabs in the indentation of a block line, bad indentation, unclosed quotes and flow
///   collections, undefined aliases, unknown escapes, and input that is not UTF-8 are errors.
/// - Only UTF-8 is read (a byte order mark is skipped); YAML 1.1 spellings (`yes`, `on`, `0777`
///   as octal, `1_000`) are strings or decimals, as YAML 1.2 reads them.
enum YAMLReader {
  /// Parses the one YAML document in `bytes`, read from `file` (named in diagnostics).
  static func parse(_ bytes: [UInt8], file: String) throws(Diagnostic) -> LocatedJSON {
    let start = try checkEncoding(bytes, file: file)
    var parser = YAMLParser(scanner: YAMLScanner(bytes: bytes, file: file, start: start))
    return try parser.parseStream()
  }

  /// Whether `bytes`, read from `file`, are read as YAML: the file is named `*.yaml` or `*.yml`,
  /// or its first byte other than white space is not `{` or `[` (a comment first also means YAML,
  /// as JSON has none). Empty input is left to the JSON reader, for its message.
  static func isYAML(_ bytes: [UInt8], file: String) -> Bool {
    let name = file.lowercased()
    if name.hasSuffix(".yaml") || name.hasSuffix(".yml") { return true }
    var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while index < bytes.count, YAMLByte.isWhite(bytes[index]) || YAMLByte.isBreak(bytes[index]) { index += 1 }
    guard index < bytes.count else { return false }
    return bytes[index] != UInt8(ascii: "{") && bytes[index] != UInt8(ascii: "[")
  }

  /// Checks that `bytes` are UTF-8 without NUL characters; the length of a byte order mark to skip.
  private static func checkEncoding(_ bytes: [UInt8], file: String) throws(Diagnostic) -> Int {
    let problem: (offset: Int, message: String)? = bytes.withUnsafeBufferPointer { buffer in
      var index = UTF8Validation.byteOrderMarkLength(of: buffer)
      while index < buffer.count {
        let byte = buffer[index]
        if byte == 0 { return (index, "a NUL character (U+0000) is not allowed in YAML") }
        if byte < 0x80 {
          index += 1
          continue
        }
        let length = UTF8Validation.sequenceLength(in: buffer, at: index)
        guard length > 0 else {
          return (
            index,
            "invalid UTF-8 byte 0x\(String(byte, radix: 16, uppercase: true)); YAML is read as UTF-8"
          )
        }
        index += length
      }
      return nil
    }
    guard let problem else { return bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0 }
    var line = 1
    var lineStart = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    for offset in lineStart..<problem.offset where bytes[offset] == YAMLByte.lineFeed {
      line += 1
      lineStart = offset + 1
    }
    throw Diagnostic(
      .error, problem.message, at: SourceLocation(file: file, line: line, column: problem.offset - lineStart + 1))
  }
}

extension LocatedJSON {
  /// Parses a JSON document, or a YAML one when ``YAMLReader/isYAML(_:file:)`` says so: the JSON
  /// reader keeps reading JSON, exactly and fast.
  static func parseJSONOrYAML(_ bytes: [UInt8], file: String) throws(Diagnostic) -> LocatedJSON {
    if YAMLReader.isYAML(bytes, file: file) { return try YAMLReader.parse(bytes, file: file) }
    return try parse(bytes, file: file)
  }
}
