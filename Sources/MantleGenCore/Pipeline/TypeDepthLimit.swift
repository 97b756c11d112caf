/// Samples whose arrays (or data-keyed objects) nest deeper than a schema may declare
/// (``TypeExpression/maximumCollectionDepth``) are an input error: the types could not be written
/// to a schema that reads back, and Swift would take minutes to typecheck the models.
enum TypeDepthLimit {
  /// Throws when a type of `schema` nests too deep: a diagnostic naming the first such JSON path,
  /// at the place `locate` finds in the samples (see ``firstTooDeepArray(in:file:)``), else at
  /// `sample`.
  static func check(
    _ schema: MappingSchema, sample: String, locate: () -> SourceLocation? = { nil }
  ) throws(Diagnostic) {
    guard let message = firstProblem(in: schema) else { return }
    throw Diagnostic(.error, message, at: locate() ?? SourceLocation(file: sample))
  }

  /// The message for the first place in `schema` whose type nests too deep, if any.
  private static func firstProblem(in schema: MappingSchema) -> String? {
    let limit = TypeExpression.maximumCollectionDepth
    if depth(of: schema.rootType) > limit { return message(path: "$", depth: depth(of: schema.rootType)) }
    for model in schema.models {
      for property in model.properties where depth(of: property.type) > limit {
        let path = (model.sourcePaths.first ?? "$") + "." + JSONKeyPath.text(of: property.keyPath)
        return message(path: path, depth: depth(of: property.type))
      }
    }
    return nil
  }

  /// Where in `bytes` (a sample named `file`) the first array nested directly in more than
  /// ``TypeExpression/maximumCollectionDepth`` arrays opens, strings skipped; `nil` when there is
  /// none (the deep nesting is of data-keyed objects), so an error can point at it.
  static func firstTooDeepArray(in bytes: [UInt8], file: String) -> SourceLocation? {
    // For each open container, how many arrays directly nested it ends (0 for an object).
    var runs: [Int] = []
    var strings = QuotedTextScanner()
    var (line, lineStart) = (1, 0)
    for (index, byte) in bytes.enumerated() {
      if byte == UInt8(ascii: "\n") { (line, lineStart) = (line + 1, index + 1) }
      if strings.isQuoted(byte) { continue }
      switch byte {
      case UInt8(ascii: "["):
        let run = (runs.last ?? 0) + 1
        if run > TypeExpression.maximumCollectionDepth {
          return SourceLocation(file: file, line: line, column: index - lineStart + 1)
        }
        runs.append(run)
      case UInt8(ascii: "{"): runs.append(0)
      case UInt8(ascii: "]"), UInt8(ascii: "}"): _ = runs.popLast()
      default: break
      }
    }
    return nil
  }

  private static func message(path: String, depth: Int) -> String {
    "\(path): collections nest \(depth) deep here; mantlegen generates types at most \(TypeExpression.maximumCollectionDepth) arrays or dictionaries deep, beyond which Swift cannot typecheck the models in reasonable time"
  }

  /// How many arrays and dictionaries `type` nests.
  static func depth(of type: TypeReference) -> Int {
    var depth = 0
    var current = type
    while true {
      switch current {
      case .array(let element), .dictionary(let element):
        depth += 1
        current = element
      case .optional(let wrapped):
        current = wrapped
      default:
        return depth
      }
    }
  }
}
