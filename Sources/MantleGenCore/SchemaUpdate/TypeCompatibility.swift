/// Whether a type the user chose still decodes what new samples hold (as summarised by the type
/// inferred from them), so that `update` keeps the user's type.
enum TypeCompatibility {
  /// Whether `existing`, read through `transform`, decodes what was inferred as `inferred`;
  /// `enumKinds` says what the schema's enums stand for (an enum not listed: strings), and
  /// `inferredModels` what the inferred models hold (a dictionary reads an object whose values it
  /// reads: `[String: String]` where a model of strings was inferred).
  static func accepts(
    _ existing: TypeReference, _ inferred: TypeReference, transform: Transform?,
    enumKinds: [String: EnumValueKind] = [:], inferredModels: [String: Model] = [:]
  ) -> Bool {
    func accepts(_ existing: TypeReference, _ inferred: TypeReference, transform: Transform?) -> Bool {
      Self.accepts(existing, inferred, transform: transform, enumKinds: enumKinds, inferredModels: inferredModels)
    }
    switch (existing, inferred) {
    case (_, .jsonValue), (.jsonValue, _): return true
    case (.optional(let e), _): return accepts(e, inferred, transform: transform)
    case (_, .optional(let i)): return accepts(existing, i, transform: transform)
    case (.array(let e), .array(let i)), (.dictionary(let e), .dictionary(let i)):
      // A `null` element or value needs an optional (the property's own optionality is apart).
      if case .optional = i, !readsNull(e) { return false }
      return accepts(e, i, transform: transform)
    case (_, _) where existing == inferred: return true
    case (.double, .int), (.decimal, .int), (.decimal, .double), (.int32, .int), (.int64, .int): return true
    case (.string, .url), (.string, .uuid), (.string, .date), (.string, .day), (.string, .dateTime), (.dateTime, .date),
      (.string, .enumeration),
      (.data, .string):
      return true
    case (.model, .model), (.cluster, .model), (.union, _), (.enumeration, .enumeration): return true
    // Objects of no key seen (`{}`): the model reads them once its properties are optional.
    case (.model, .dictionary(.jsonValue)): return true
    case (.dictionary(let e), .model(let name)):
      // Every value of the object, none of them null.
      guard let model = inferredModels[name], model.extends == nil else { return false }
      return model.properties.allSatisfy {
        $0.keyPath.count == 1 && !$0.writesNull && accepts(e, $0.type, transform: nil)
      }
    case (.enumeration(let name), .string): return enumKinds[name, default: .string] == .string
    case (.enumeration(let name), .int): return enumKinds[name] == .integer
    case (.enumeration(let name), .bool): return enumKinds[name] == .bool
    default:
      guard let transform else { return false }
      return transform.definition.keepsType(existing, for: inferred) { accepts($0, $1, transform: nil) }
    }
  }

  /// Why samples whose root was inferred as `inferred` cannot be merged into a schema whose root is
  /// `existing`: they are of another kind (an object where the schema reads an array); `nil` when
  /// they are of one kind, or either reads several.
  static func kindConflict(existing: TypeReference, inferred: TypeReference) -> String? {
    guard let schemaKind = kind(of: existing), let sampleKind = kind(of: inferred), schemaKind != sampleKind else {
      return nil
    }
    return "the new samples' root is \(sampleKind) where the schema's root, \(TypeExpression.text(of: existing)), is "
      + "\(schemaKind); update widens what is inside the root, not its kind (infer a new schema for them)"
  }

  /// The kind of JSON value `type` reads, where it reads one kind: `an array`, `an object` or `a
  /// scalar`; `nil` for `JSONValue` and unions, which read several.
  private static func kind(of type: TypeReference) -> String? {
    switch type {
    case .optional(let wrapped): kind(of: wrapped)
    case .jsonValue, .union: nil
    case .array: "an array"
    case .model, .cluster, .dictionary: "an object"
    default: "a scalar"
    }
  }

  /// Whether `type` decodes `null`: an optional, or `JSONValue`.
  private static func readsNull(_ type: TypeReference) -> Bool {
    if case .optional = type { return true }
    return type == .jsonValue
  }
}
