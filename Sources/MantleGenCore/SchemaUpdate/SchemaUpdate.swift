/// Merges what new samples show into an existing schema while keeping every choice the user made:
/// Swift names, types, transforms, defaults, excluded properties, nested key paths, clusters and
/// property order. It only widens, so that whatever the schema decoded before still decodes: new
/// properties are optional (the earlier samples lack them), a property becomes optional when the
/// samples lack it or hold `null`, a type changes only when the samples cannot decode with it, and
/// then to one that reads both the old and the new values; enums gain cases for new values, and
/// the new samples join `sources`. Types that samples put into the schema and that the root no
/// longer uses (a property retyped from `Metadata` to `[String: String]`) are removed; a type a
/// person declared stays.
public struct SchemaUpdate {
  /// The merged schema.
  public private(set) var schema: MappingSchema
  /// Every change made, as sentences for the user (the removed types are in ``removedTypeNames``).
  public private(set) var changes: [String] = []
  /// The types removed because the root no longer uses them, in schema order.
  public private(set) var removedTypeNames: [String] = []
  /// Why the new samples cannot be merged at all, when their root is of another kind than the
  /// schema's (an object where the schema reads an array): `update` widens what is inside the
  /// root, never its kind, and writes nothing then.
  public private(set) var rootConflict: String?
  private let inferred: MappingSchema
  /// The inferred models by name (what `TypeCompatibility` reads a dictionary against).
  private let inferredModels: [String: Model]
  private var typeNames: NameRegistry
  /// Inferred type names already imported, and the names they got.
  private var imported: [String: String] = [:]
  private var mergedPairs = Set<String>()

  /// Merges `inferred` (from the new samples) into `existing`.
  public init(existing: MappingSchema, inferred: MappingSchema) {
    schema = existing
    self.inferred = inferred
    inferredModels = Dictionary(inferred.models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    typeNames = NameRegistry(reserved: Set(existing.declaredTypeNames + [existing.rootName]))
    rootConflict = TypeCompatibility.kindConflict(existing: existing.rootType, inferred: inferred.rootType)
    mergeTypes(existing: existing.rootType, inferred: inferred.rootType, path: "$")
    for source in inferred.sources where !schema.sources.contains(source) { schema.sources.append(source) }
    removedTypeNames = schema.typeNamesLeftUnusedBySamples()
    schema = schema.removingTypes(Set(removedTypeNames))
  }

  /// The text of the updated schema, for the schema file `file`, once it reads back: a schema
  /// that `generate` and `check` would reject is never written. Its problems are reported as
  /// errors of the update (their locations are in the text that was not written).
  package func validatedText(file: String) throws(SchemaFileError) -> String {
    let text = SchemaFile.text(of: schema)
    do {
      _ = try SchemaFile.read(Array(text.utf8), file: file + " (updated)")
    } catch {
      throw SchemaFileError(
        diagnostics: error.diagnostics.map {
          Diagnostic(
            .error, "update cannot keep the schema valid, so nothing is written: \($0.message)",
            at: SourceLocation(file: file))
        })
    }
    return text
  }

  /// A note for each removed type, at its declaration in the schema file `file`.
  package func removalNotes(file: String) -> [Diagnostic] {
    removedTypeNames.map { name in
      Diagnostic(
        .note, "removed the type '\(name)': the root type '\(schema.rootName)' no longer uses it",
        at: schema.declarations.byTypeName[name] ?? SourceLocation(file: file))
    }
  }

  // MARK: - Walking both schemas

  private mutating func mergeTypes(existing: TypeReference, inferred: TypeReference, path: String) {
    switch (existing, inferred) {
    case (.optional(let e), _): mergeTypes(existing: e, inferred: inferred, path: path)
    case (_, .optional(let i)): mergeTypes(existing: existing, inferred: i, path: path)
    case (.array(let e), .array(let i)): mergeTypes(existing: e, inferred: i, path: path + "[]")
    case (.dictionary(let e), .dictionary(let i)): mergeTypes(existing: e, inferred: i, path: path + ".*")
    case (.dictionary(let e), .model(let i)):
      // A map whose few new keys the new samples alone showed as a model: each value is the map's.
      for property in inferredModels[i]?.properties ?? [] where property.keyPath.count == 1 {
        mergeTypes(existing: e, inferred: property.type, path: path + ".*")
      }
    case (.model(let e), .model(let i)): mergeModel(existing: e, inferred: i, path: path)
    case (.model(let e), .dictionary(.jsonValue)):
      // Objects with keys no model was inferred from (`{}`): none of the model's keys is there.
      for property in schema.model(named: e).map(schema.allProperties(of:)) ?? [] where !property.keyPath.isEmpty {
        makeOptional(property, in: e, because: "missing from the new samples' objects")
      }
    case (.enumeration(let e), .enumeration(let i)): mergeEnum(existing: e, inferred: i)
    case (.cluster(let e), .cluster(let i)): mergeCluster(existing: e, inferred: i, path: path)
    default: break
    }
  }

  /// An inferred property seen from the existing model: nested models flattened into key paths where
  /// the user flattened them (`owner_info.userid`).
  private func flattened(_ model: Model, prefix: [String], existingPaths: Set<[String]>) -> [Property] {
    model.properties.flatMap { property -> [Property] in
      let path = prefix + property.keyPath
      let isFlattenedByUser =
        !existingPaths.contains(path)
        && existingPaths.contains { $0.count > path.count && Array($0.prefix(path.count)) == path }
      if isFlattenedByUser, case .model(let name) = property.type.leaf, let nested = inferred.model(named: name) {
        return flattened(nested, prefix: path, existingPaths: existingPaths)
      }
      var copy = property
      copy.keyPath = path
      return [copy]
    }
  }

  private mutating func mergeModel(existing name: String, inferred inferredName: String, path: String) {
    guard mergedPairs.insert(name + "\u{0}" + inferredName).inserted,
      let existingModel = schema.model(named: name), let inferredModel = inferred.model(named: inferredName)
    else { return }
    let existingProperties = schema.allProperties(of: existingModel)
    // The keys a model read from several keys reads are not new properties.
    let severalKeyPaths = Set(existingProperties.flatMap(\.memberKeyPaths))
    let paths = Set(existingProperties.filter { !$0.isReadFromSeveralKeys }.map(\.keyPath)).union(severalKeyPaths)
    // Inherited properties on both sides: a cluster case's parent holds the keys all cases share.
    var inferredWhole = inferredModel
    inferredWhole.properties = inferred.allProperties(of: inferredModel)
    let incoming = flattened(inferredWhole, prefix: [], existingPaths: paths)
    var names = NameRegistry(reserved: Set(existingProperties.map(\.swiftName)))
    // Keys beside the fixed ones of a model that keeps them as typed unknown keys are data, not new
    // properties.
    let keepsDataKeys =
      if let holder = schema.unknownKeysProperty(of: existingModel), case .dictionary(let value) = holder.type {
        value != .jsonValue
      } else { false }
    let fixedFirstKeys = Set(existingProperties.compactMap(\.keyPath.first))
    // Keys inside the object a model is read from several keys of belong to that model.
    let severalKeyObjects = existingProperties.filter { $0.isReadFromSeveralKeys && !$0.keyPath.isEmpty }.map(\.keyPath)
    for property in incoming
    where !severalKeyPaths.contains(property.keyPath)
      && !severalKeyObjects.contains(where: { property.keyPath.count > $0.count && property.keyPath.starts(with: $0) })
    {
      if let current = existingProperties.first(where: { $0.keyPath == property.keyPath && !$0.isReadFromSeveralKeys })
      {
        // A key path through an array keeps its type: the samples hold the array's objects there.
        if current.arrayMember == nil { update(current, with: property, model: name, path: path) }
      } else if keepsDataKeys, let first = property.keyPath.first, !fixedFirstKeys.contains(first) {
        continue
      } else {
        var added = property
        added.swiftName = names.claim(property.swiftName)
        added.type = importType(property.type)
        // The samples the schema was made from lack the key: optional, so that they still decode.
        if !added.isOptional, added.defaultValue == nil {
          added.isOptional = true
          added.writesNull = false
        }
        appendProperty(added, to: name)
        changes.append(
          "\(name): added '\(added.swiftName)' for \(JSONKeyPath.text(of: added.keyPath)) (\(TypeExpression.text(of: added.type)), optional)"
        )
      }
    }
    let seenFirstKeys = Set(inferredWhole.properties.compactMap(\.keyPath.first))
    for property in existingProperties
    where !property.keyPath.isEmpty && !property.isReadFromSeveralKeys && !seenFirstKeys.contains(property.keyPath[0]) {
      makeOptional(property, in: name, because: "missing from the new samples")
    }
  }

  private mutating func update(_ current: Property, with property: Property, model: String, path: String) {
    if property.isOptional {
      makeOptional(
        current, in: model, writingNull: property.writesNull, because: "missing or null in the new samples")
    }
    let existingType = current.type
    if !accepts(existingType, property.type, transform: current.transform) {
      let (newType, newTransform) = widened(
        existingType, transform: current.transform, property.type, inferredTransform: property.transform)
      // A default the new type cannot hold goes (the property is then optional), so that the
      // schema written still validates.
      let dropsDefault =
        current.defaultValue.map {
          !SchemaValidator.fits($0, newType, optional: current.isOptional, schema: schema)
        } ?? false
      modifyProperty(current.swiftName, in: model) {
        $0.type = newType
        $0.transform = newTransform
        if dropsDefault {
          $0.defaultValue = nil
          $0.isOptional = true
        }
      }
      changes.append(
        "\(model).\(current.swiftName): type changed from \(TypeExpression.text(of: existingType)) to \(TypeExpression.text(of: newType)) so that the new samples decode as well as the earlier ones"
      )
      if let value = current.defaultValue, dropsDefault {
        changes.append(
          "\(model).\(current.swiftName): default \(value.jsonText) removed (not a value of \(TypeExpression.text(of: newType))); the property is optional"
        )
      }
      return
    }
    widenDateFormat(of: current, in: model, toRead: property.transform)
    mergeTypes(
      existing: existingType, inferred: property.type,
      path: JSONPath.appending(key: property.keyPath.last ?? "", to: path))
  }

  /// Widens the ISO 8601 format of `property` to the one that also keeps the dates the new samples
  /// hold in `transform`'s format, as inferring all the samples together does (`iso8601(any)`
  /// where the layouts differ): a fixed layout would write them back otherwise, rounded to its
  /// fraction digits (`…02.5Z` as `…03Z`).
  private mutating func widenDateFormat(of property: Property, in model: String, toRead transform: Transform?) {
    guard let existing = property.transform?.definition as? DateFormatDefinition,
      let incoming = transform?.definition as? DateFormatDefinition, existing.format != incoming.format
    else { return }
    let widened = existing.format.unified(with: incoming.format)
    modifyProperty(property.swiftName, in: model) { $0.transform = .date(widened) }
    changes.append(
      "\(model).\(property.swiftName): date format \(existing.format.schemaName) widened to \(widened.schemaName) so that the new samples' dates keep their instant"
    )
  }

  /// A type (and transform) that decodes both what `existing` read through `transform` and what
  /// the new samples hold, inferred as `inferred`: the inferred type where it also reads the old
  /// values (`Int` → `Double`), a union of two plain scalars (`IntOrString`), else `JSONValue`.
  private mutating func widened(
    _ existing: TypeReference, transform: Transform?, _ inferred: TypeReference, inferredTransform: Transform?
  ) -> (type: TypeReference, transform: Transform?) {
    if transform == nil, TypeCompatibility.accepts(inferred, existing, transform: inferredTransform) {
      return (importType(inferred), inferredTransform)
    }
    func wrapped(_ make: (TypeReference) -> TypeReference, _ e: TypeReference, _ i: TypeReference) -> (
      type: TypeReference, transform: Transform?
    ) {
      // Inside a container widened for another reason (`[Int]` for `[Int?]`), what reads stays.
      let inner =
        accepts(e, i, transform: transform)
        ? (type: e, transform: transform) : widened(e, transform: transform, i, inferredTransform: inferredTransform)
      return (make(inner.type), inner.transform)
    }
    switch (existing, inferred) {
    case (.optional(let e), .optional(let i)): return wrapped(TypeReference.optional, e, i)
    case (.optional(let e), _): return wrapped(TypeReference.optional, e, inferred)
    case (_, .optional(let i)): return wrapped(TypeReference.optional, existing, i)
    case (.array(let e), .array(let i)): return wrapped(TypeReference.array, e, i)
    case (.dictionary(let e), .dictionary(let i)): return wrapped(TypeReference.dictionary, e, i)
    default:
      guard transform == nil, inferredTransform == nil, let existingName = UnionType.scalarTypeName(existing),
        let inferredName = UnionType.scalarTypeName(inferred),
        let unionName = UnionType.name(joining: [existingName, inferredName])
      else { return (.jsonValue, nil) }
      let cases = [existing, inferred].map { UnionCase(name: UnionType.caseName(for: $0), type: $0) }
      if let union = schema.unions.first(where: { $0.cases == cases }) { return (.union(union.name), nil) }
      let name = typeNames.claim(unionName)
      schema.unions.append(UnionType(name: name, cases: cases, sourcePaths: []))
      changes.append("added union '\(name)'")
      return (.union(name), nil)
    }
  }

  /// Whether `existing`, read through `transform`, decodes what the new samples hold, as
  /// ``TypeCompatibility`` judges with this schema's enums and the inferred models.
  private func accepts(_ existing: TypeReference, _ inferred: TypeReference, transform: Transform?) -> Bool {
    TypeCompatibility.accepts(
      existing, inferred, transform: transform,
      enumKinds: Dictionary(schema.enums.map { ($0.name, $0.valueKind) }, uniquingKeysWith: { first, _ in first }),
      inferredModels: inferredModels)
  }

  /// Makes a required property optional; `writingNull` when the new samples always have its key
  /// and sometimes `null` (see ``Property/writesNull``). An optional property keeps its choice.
  private mutating func makeOptional(
    _ property: Property, in model: String, writingNull: Bool = false, because reason: String
  ) {
    guard !property.isOptional, property.defaultValue == nil else { return }
    // An enum with a case for null reads null itself; it cannot be optional (`check` reports a
    // missing key).
    if schema.nullCase(of: property.type) != nil { return }
    modifyProperty(property.swiftName, in: model) {
      $0.isOptional = true
      $0.writesNull = writingNull && $0.fallbackKeys.isEmpty && !$0.keyPath.isEmpty
    }
    changes.append("\(model).\(property.swiftName): now optional (\(reason))")
  }

  private mutating func mergeEnum(existing name: String, inferred inferredName: String) {
    guard let index = schema.enums.firstIndex(where: { $0.name == name }),
      let incoming = inferred.enums.first(where: { $0.name == inferredName })
    else { return }
    // New string values extend an enum of strings only.
    guard schema.enums[index].valueKind == .string else { return }
    var registry = NameRegistry(reserved: Set(schema.enums[index].cases.map(\.name)))
    for enumCase in incoming.cases where !schema.enums[index].cases.contains(where: { $0.value == enumCase.value }) {
      let added = EnumCase(name: registry.claim(enumCase.name), value: enumCase.value)
      schema.enums[index].cases.append(added)
      changes.append("\(name): added case '\(added.name)' for \(enumCase.value.jsonText)")
    }
  }

  /// Merges the inferred cluster into the existing one when both choose their cases by values of
  /// one key: a value the existing cluster has a case for merges the models (with what they
  /// inherit); a new value adds a case, its model extending the existing cases' parent, before any
  /// fallback.
  private mutating func mergeCluster(existing name: String, inferred inferredName: String, path: String) {
    guard mergedPairs.insert(name + "\u{0}" + inferredName).inserted,
      let index = schema.clusters.firstIndex(where: { $0.name == name }),
      let incoming = inferred.clusters.first(where: { $0.name == inferredName }),
      let key = schema.clusters[index].cases.first?.rule?.key,
      schema.clusters[index].cases.allSatisfy({ $0.rule == nil || ($0.rule?.key == key && !$0.rule!.values.isEmpty) })
    else { return }
    let current = schema
    let existingParent = current.clusters[index].cases.compactMap { current.model(named: $0.model)?.extends }.first
    var caseNames = NameRegistry(reserved: Set(schema.clusters[index].cases.map(\.name)))
    for inferredCase in incoming.cases {
      guard let rule = inferredCase.rule, rule.key == key, !rule.values.isEmpty else { continue }
      let inferredParent = inferred.model(named: inferredCase.model)?.extends
      if let existingCase = schema.clusters[index].cases.first(where: { known in
        rule.values.allSatisfy { known.rule?.values.contains($0) == true }
      }) {
        mergeModel(existing: existingCase.model, inferred: inferredCase.model, path: path)
        continue
      }
      let modelName = importDeclaration(inferredCase.model)
      if let modelIndex = schema.models.firstIndex(where: { $0.name == modelName }) {
        if let existingParent, inferredParent != nil {
          schema.models[modelIndex].extends = existingParent
        } else if let inferredParent, let parent = inferred.model(named: inferredParent) {
          // No parent to extend: the case holds the inferred parent's keys itself.
          schema.models[modelIndex].extends = nil
          let own = schema.models[modelIndex].properties
          schema.models[modelIndex].properties =
            parent.properties.map { property in
              var imported = property
              imported.type = importType(property.type)
              return imported
            } + own
        }
      }
      let added = ClusterCase(name: caseNames.claim(inferredCase.name), model: modelName, rule: rule)
      let fallback = schema.clusters[index].cases.firstIndex { $0.rule == nil } ?? schema.clusters[index].cases.count
      schema.clusters[index].cases.insert(added, at: fallback)
      changes.append("\(name): added case '\(added.name)' for \(rule.description)")
    }
  }

  // MARK: - Editing the schema

  /// Applies `change` to the property named `swiftName` in `model` or the model it extends.
  private mutating func modifyProperty(_ swiftName: String, in model: String, _ change: (inout Property) -> Void) {
    var current: String? = model
    while let name = current, let index = schema.models.firstIndex(where: { $0.name == name }) {
      if let propertyIndex = schema.models[index].properties.firstIndex(where: { $0.swiftName == swiftName }) {
        change(&schema.models[index].properties[propertyIndex])
        return
      }
      current = schema.models[index].extends
    }
  }

  private mutating func appendProperty(_ property: Property, to model: String) {
    guard let index = schema.models.firstIndex(where: { $0.name == model }) else { return }
    schema.models[index].properties.append(property)
  }

  /// Copies the inferred models, unions and enums a new type refers to, renamed where they would clash.
  private mutating func importType(_ type: TypeReference) -> TypeReference {
    switch type {
    case .array(let element): return .array(importType(element))
    case .dictionary(let value): return .dictionary(importType(value))
    case .optional(let wrapped): return .optional(importType(wrapped))
    case .model(let name): return .model(importDeclaration(name))
    case .union(let name): return .union(importDeclaration(name))
    case .enumeration(let name): return .enumeration(importDeclaration(name))
    default: return type
    }
  }

  private mutating func importDeclaration(_ name: String) -> String {
    if let existing = imported[name] { return existing }
    let newName = typeNames.claim(name)
    imported[name] = newName
    if var model = inferred.model(named: name) {
      model.name = newName
      schema.models.append(model)
      let index = schema.models.count - 1
      for propertyIndex in model.properties.indices {
        schema.models[index].properties[propertyIndex].type = importType(model.properties[propertyIndex].type)
      }
      changes.append("added model '\(newName)'")
    } else if var union = inferred.unions.first(where: { $0.name == name }) {
      union.name = newName
      union.cases = union.cases.map { UnionCase(name: $0.name, type: importType($0.type)) }
      schema.unions.append(union)
      changes.append("added union '\(newName)'")
    } else if var enumType = inferred.enums.first(where: { $0.name == name }) {
      enumType.name = newName
      schema.enums.append(enumType)
      changes.append("added enum '\(newName)'")
    }
    return newName
  }
}
