/// Samples whose arrays (or data-keyed objects) nest deeper than a schema may declare
/// (``TypeExpression/maximumCollectionDepth``) are an input error: the types could not be written
/// to a schema that reads back, and Swift would take minutes to typecheck the models.
enum TypeDepthLimit {
  /// The first place in `schema` whose type nests too deep, as a diagnostic naming the JSON path.
  static func check(_ schema: MappingSchema, sample: String) throws(Diagnostic) {
    let limit = TypeExpression.maximumCollectionDepth
    let location = SourceLocation(file: sample)
    if depth(of: schema.rootType) > limit {
      throw Diagnostic(.error, message(path: "$", depth: depth(of: schema.rootType)), at: location)
    }
    for model in schema.models {
      for property in model.properties where depth(of: property.type) > limit {
        let path = (model.sourcePaths.first ?? "$") + "." + JSONKeyPath.text(of: property.keyPath)
        throw Diagnostic(.error, message(path: path, depth: depth(of: property.type)), at: location)
      }
    }
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
