/// Turns a ``ShapeSummary`` into a ``MappingSchema``: chooses models, dictionaries, unions, scalar
/// types, optionality and transforms, and names everything.
enum SchemaInference {
  /// Infers the schema for documents summarised by `summary`, whose whole-document type is named
  /// `rootName`. The summary is only read (dictionary-like objects are folded in a copy), so
  /// inferring again from it gives the same schema.
  ///
  /// `variants` holds, by JSON path, the objects of places read again split by the values of
  /// candidate discriminators (``ClusterDetection/candidatePlaces(in:)``), from which class
  /// clusters are inferred; without it there are none.
  static func infer(
    from summary: ShapeSummary, rootName: String, sources: [String], options: InferenceOptions = InferenceOptions(),
    variants: [String: [String: [VariantPartition]]] = [:]
  ) -> MappingSchema {
    inferWithWarnings(from: summary, rootName: rootName, sources: sources, options: options, variants: variants).schema
  }

  /// `infer`, and a warning for each choice that loses information or type precision: numbers
  /// that only `Decimal` or (rounded) `Double` hold, and places typed `JSONValue` because the
  /// samples showed nothing but `null` or empty containers. Warnings name the JSON path.
  static func inferWithWarnings(
    from summary: ShapeSummary, rootName: String, sources: [String], options: InferenceOptions = InferenceOptions(),
    variants: [String: [String: [VariantPartition]]] = [:]
  ) -> (schema: MappingSchema, warnings: [Diagnostic]) {
    var inferrer = SchemaInferrer(root: summary, rootName: rootName, options: options, variants: variants)
    let rootType = inferrer.rootType()
    let schema = MappingSchema(
      rootName: inferrer.rootName, rootType: rootType, models: inferrer.models, unions: inferrer.unions,
      enums: inferrer.enums, clusters: inferrer.clusters, sources: sources, options: options.schemaOptions)
    // Places of one path in several variants of a cluster would repeat a warning: each is given once.
    var given: Set<String> = []
    return (schema, inferrer.warnings.filter { given.insert($0).inserted }.map { Diagnostic(.warning, $0) })
  }
}

private struct SchemaInferrer {
  /// The summary being inferred from, with its maps folded; the inferrer's own, never changed.
  private let root: ShapeSummary
  /// The root type's name: the one asked for, or, when that was the file's name and a model
  /// inside wants it, that name with `Response`.
  let rootName: String
  private let grouping: ObjectGrouping
  private var typeNames: NameRegistry
  private var groupNames: [Int: String] = [:]
  private var modelQueue: [Int] = []
  /// Groups of cluster places in the order their clusters were first referred to.
  private var clusterQueue: [Int] = []
  private var unionNamesByCases: [[UnionCase]: String] = [:]
  private(set) var models: [Model] = []
  private(set) var unions: [UnionType] = []
  private(set) var enums: [EnumType] = []
  private(set) var clusters: [ClusterType] = []
  /// Messages about choices that lose information, in the order they were made.
  private(set) var warnings: [String] = []
  private let options: InferenceOptions

  /// Prepares inference from `summary`, which is only read: ``root`` is it with its maps folded (in a
  /// copy when it has any).
  init(
    root summary: ShapeSummary, rootName: String, options: InferenceOptions,
    variants: [String: [String: [VariantPartition]]]
  ) {
    self.options = options
    let root = DictionaryDetection.folded(summary)
    self.root = root
    let rootIsPlainObject = root.kinds == [.object] && root.overflowValues == nil
    let elementName = SwiftNaming.elementTypeName(forArrayKey: rootName)
    let grouping = ClusterDetection.grouping(
      of: root, rootObjectName: rootName, rootElementName: elementName, variants: variants)
    self.grouping = grouping
    var naming = ModelNaming(grouping: grouping, rootName: rootName)
    if options.rootNameIsFromFileName, rootIsPlainObject { naming.yieldRootName(rootGroup: 0) }
    self.rootName = naming.rootName
    typeNames = NameRegistry()
    _ = typeNames.claim(naming.rootName)
    _ = typeNames.claim(SwiftNaming.supportNamespace(forRoot: naming.rootName))
    groupNames = naming.names(rootGroup: rootIsPlainObject ? 0 : nil, registry: &typeNames)
  }

  mutating func rootType() -> TypeReference {
    let type = resolve([root], names: .root(rootName), allowsTransform: false).type
    buildQueuedModels()
    return root.nullCount > 0 && type != .jsonValue ? .optional(type) : type
  }

  // MARK: - Models

  private mutating func modelName(forGroup group: Int) -> String {
    if !modelQueue.contains(group) { modelQueue.append(group) }
    return groupNames[group]!
  }

  /// The name of the cluster of the cluster place `group`, built once all types referred to so far are.
  private mutating func clusterName(forGroup group: Int) -> String {
    if !clusterQueue.contains(group) { clusterQueue.append(group) }
    return groupNames[group]!
  }

  private mutating func buildQueuedModels() {
    var (modelIndex, clusterIndex) = (0, 0)
    while modelIndex < modelQueue.count || clusterIndex < clusterQueue.count {
      if modelIndex < modelQueue.count {
        models.append(buildModel(group: modelQueue[modelIndex]))
        modelIndex += 1
      } else {
        buildCluster(group: clusterQueue[clusterIndex])
        clusterIndex += 1
      }
    }
  }

  /// Builds the cluster of the cluster place `group`: a parent model of the keys every case shares
  /// (`<Cluster>Base`, when there are any), a model per case that extends it with the case's own
  /// keys, and the cluster choosing among them by the discriminator's value.
  private mutating func buildCluster(group: Int) {
    let node = grouping.nodes[group]
    guard case .cluster(let plan) = node.role else { return }
    let name = groupNames[group]!
    var parent: String?
    if !plan.sharedKeys.isEmpty {
      let parentName = claimTypeName(name + "Base", owner: nil)
      parent = parentName
      models.append(
        buildModel(name: parentName, summaries: [node.summary], keys: plan.sharedKeys, path: node.path))
    }
    var caseNames = NameRegistry()
    var cases: [ClusterCase] = []
    for (index, caseNode) in grouping.caseNodes(ofCluster: group).enumerated() {
      let variant = plan.cases[index]
      let modelName = groupNames[grouping.group(of: caseNode)]!
      var model = buildModel(
        name: modelName, summaries: [variant.summary], keys: plan.ownKeys[index], path: node.path)
      model.extends = parent
      models.append(model)
      cases.append(
        ClusterCase(
          name: caseNames.claim(SwiftNaming.caseName(for: variant.value)), model: modelName,
          rule: ClusterRule(key: plan.key, value: .string(variant.value))))
    }
    clusters.append(ClusterType(name: name, cases: cases))
  }

  private mutating func buildModel(group: Int) -> Model {
    let members = grouping.groups()[group] ?? [group]
    return buildModel(
      name: groupNames[group]!, summaries: members.map { grouping.nodes[$0].summary }, keys: nil,
      path: grouping.nodes[group].path, sourcePaths: members.map { grouping.nodes[$0].path })
  }

  /// The model named `name` of the objects at `summaries`, whose first place is at `path`, with a
  /// property for each of `keys` (for every key when `nil`). `sourcePaths` are the places
  /// documented (`path` when `nil`).
  private mutating func buildModel(
    name: String, summaries: [ShapeSummary], keys included: [String]?, path: String, sourcePaths: [String]? = nil
  ) -> Model {
    let objectCount = summaries.reduce(0) { $0 + $1.objectCount }
    let includedKeys = included.map(Set.init)
    var keys: [String] = []
    var seen = Set<String>()
    for summary in summaries {
      for key in summary.keyOrder where includedKeys?.contains(key) ?? true && seen.insert(key).inserted {
        keys.append(key)
      }
    }
    var propertyNames = NameRegistry()
    var properties: [Property] = []
    /// For each property: its index by preferred Swift name, and how often its keys are present.
    var indexByName: [String: Int] = [:]
    var presences: [Int] = []
    var nullCounts: [Int] = []
    for key in keys {
      let place = summaries.compactMap { $0.field(named: key) }
      let presence = place.reduce(0) { $0 + $1.presenceCount }
      let nulls = place.reduce(0) { $0 + $1.nullCount }
      let preferredName = SwiftNaming.propertyName(forKey: key, acronyms: options.schemaOptions.acronyms)
      let names = PlaceNames.key(key, owner: name, path: JSONPath.appending(key: key, to: path))
      let (type, transform) = resolve(place, names: names, allowsTransform: true)
      if place.contains(where: \.isRepeatedInAnObject) {
        warnings.append(
          "\(names.path): an object holds this key twice (or two keys Swift takes as one, such as é and "
            + "e + U+0301); decoding keeps one value")
      }
      let isLenientObject = transform == .lenient && { if case .model = type { true } else { false } }()
      // Two spellings of one group seen in one object are two properties: joined, one value would
      // be lost on encoding.
      let spelling = ShapeSummary.spellingGroup(of: key)
      if let index = indexByName[preferredName],
        !summaries.contains(where: { $0.spellingsSeenTogether.contains(spelling) }),
        FallbackKeys.areAlternatives(
          properties[index], presence: presences[index], type: type, transform: transform, otherPresence: presence,
          objectCount: objectCount)
      {
        properties[index].fallbackKeys.append(key)
        presences[index] += presence
        nullCounts[index] += nulls
        // The presence counts add up to the object count; every object has one of the spellings
        // when no object had two of them, known for keys of one spelling group.
        let isEveryObjectCovered = ShapeSummary.spellingGroup(of: properties[index].keyPath[0]) == spelling
        properties[index].isOptional = !isEveryObjectCovered || presences[index] < objectCount || nullCounts[index] > 0
        properties[index].writesNull = false
        continue
      }
      indexByName[preferredName] = indexByName[preferredName] ?? properties.count
      presences.append(presence)
      nullCounts.append(nulls)
      properties.append(
        Property(
          swiftName: propertyNames.claim(preferredName), keyPath: [key], type: type,
          isOptional: presence < objectCount || nulls > 0 || type == .jsonValue || isLenientObject,
          writesNull: presence == objectCount && nulls > 0, transform: transform,
          example: Self.example(of: place).flatMap { example in
            SensitiveData.allowsExample(
              example.text, isBoolean: example.isFlag, isString: example.isString, key: key,
              ownerKey: JSONPath.lastPlainKey(of: path), policy: options.schemaOptions.examples) ? example.literal : nil
          }))
    }
    let others = summaries.compactMap(\.otherKeyValues)
    if included == nil, !others.isEmpty {
      // The values of the data keys beside the fixed ones, written back in place.
      let (type, transform) = resolve(
        others, names: .key("entry", owner: name, path: path + ".*"), allowsTransform: true)
      properties.append(
        Property(
          swiftName: propertyNames.claim("entries"), keyPath: [],
          type: .dictionary(Self.optionalIfNull(type, in: others)), isOptional: false, transform: transform,
          holdsUnknownKeys: true))
    }
    return Model(name: name, properties: properties, sourcePaths: sourcePaths ?? [path])
  }

  /// The first value of a place: its text (for judging whether it may be copied), the JSON literal
  /// written as the example, and whether it is a Boolean (which holds no secret) or a string.
  private static func example(of place: [ShapeSummary]) -> (
    text: String, literal: String, isFlag: Bool, isString: Bool
  )? {
    for summary in place {
      if let string = summary.strings.example {
        // More than 60 characters are cut to 59 and an ellipsis. At most 60 bytes are at most 60
        // characters; longer text is counted only as far as needed.
        let isLong =
          string.utf8.count > 60
          && string.index(string.startIndex, offsetBy: 60, limitedBy: string.endIndex).map { $0 != string.endIndex }
            ?? false
        return (string, JSONText.quoted(isLong ? string.prefix(59) + "…" : string), false, true)
      }
      if let number = summary.numbers.example { return (number, number, false, false) }
      if let flag = summary.boolExample { return (String(flag), String(flag), true, false) }
    }
    return nil
  }

  // MARK: - Types

  /// The type that decodes every value in `place` except `null` (callers add optionality).
  private mutating func resolve(
    _ place: [ShapeSummary], names: PlaceNames, allowsTransform: Bool
  ) -> (type: TypeReference, transform: Transform?) {
    let kinds = place.reduce(into: ValueKinds()) { $0.formUnion($1.kinds) }
    guard kinds.count > 1 else {
      guard let kind = kinds.members.first else {
        warnings.append("\(names.path): only null seen; typed JSONValue")
        return (.jsonValue, nil)
      }
      return resolve(kind, place, names: names, allowsTransform: allowsTransform)
    }
    if options.isLenient, allowsTransform, let kind = LenientChoice.kind(for: place, kinds: kinds) {
      let plain = resolve(kind, place, names: names, allowsTransform: false).type
      return (LenientChoice.widened(plain, for: place), .lenient)
    }
    let cases = kinds.members.map { kind in
      let type = resolve(kind, place, names: names, allowsTransform: false).type
      return UnionCase(name: UnionType.caseName(for: type), type: type)
    }
    if let existing = unionNamesByCases[cases] { return (.union(existing), nil) }
    let scalarNames = cases.compactMap { UnionType.scalarTypeName($0.type) }
    let preferred = (scalarNames.count == cases.count ? UnionType.name(joining: scalarNames) : nil) ?? names.union
    let name = names.path == "$" ? rootName : claimTypeName(preferred, owner: names.owner)
    unionNamesByCases[cases] = name
    unions.append(UnionType(name: name, cases: cases, sourcePaths: [names.path]))
    return (.union(name), nil)
  }

  private mutating func resolve(
    _ kind: ValueKind, _ place: [ShapeSummary], names: PlaceNames, allowsTransform: Bool
  ) -> (type: TypeReference, transform: Transform?) {
    switch kind {
    case .bool:
      return (.bool, nil)
    case .number:
      var numbers = NumberSummary()
      for summary in place { numbers.merge(summary.numbers) }
      if allowsTransform, let key = names.key, let unit = UnixTimeDetection.unit(forKey: key, numbers: numbers) {
        return (.date, .unixTime(unit))
      }
      let type = Self.numberType(numbers)
      if numbers.hasValueBeyondDouble {
        warnings.append(
          "\(names.path): numbers beyond the range of Double (such as 1e400 or 1e-400), which JSONDecoder refuses; "
            + "samples holding them do not decode")
      } else if type == .decimal {
        warnings.append("\(names.path): numbers that neither Int nor Double hold exactly; they decode as Decimal")
      } else if type == .double, numbers.hasIntegerBeyondDecimalPrecision {
        warnings.append("\(names.path): numbers too large for Int or Decimal decode as Double and lose digits")
      } else if type == .double, numbers.hasFractionBeyondDoublePrecision {
        warnings.append(
          "\(names.path): numbers more precise than Double, some beyond Decimal's range (such as 1e-130), "
            + "decode as Double and lose digits")
      }
      return (type, nil)
    case .string:
      var strings = StringSummary()
      for summary in place { strings.merge(summary.strings) }
      let (type, transform) = Self.stringType(strings, allowsTransform: allowsTransform)
      if type == .string, allowsTransform,
        let cases = EnumDetection.cases(for: strings, limit: options.enumCaseLimit)
          ?? (options.enumPaths.contains(names.path) ? EnumDetection.knownEnumCases(for: strings) : nil)
      {
        return (.enumeration(enumName(for: cases, names: names)), nil)
      }
      return (type, transform)
    case .array:
      let elements = place.compactMap(\.elements)
      guard !elements.isEmpty else {
        warnings.append("\(names.path): only empty arrays seen; the elements are typed JSONValue")
        return (.array(.jsonValue), nil)
      }
      let (element, transform) = resolve(
        elements, names: names.contents(path: names.path + "[]"), allowsTransform: allowsTransform)
      return (.array(Self.optionalIfNull(element, in: elements)), transform)
    case .object:
      let objects = place.filter { $0.objectCount > 0 }
      let dictionaryValues = ObjectGrouping.dictionaryValues(of: objects)
      if objects.contains(where: { $0.overflowValues != nil })
        || grouping.id(of: objects[0]).map(grouping.isModel) != true
      {
        guard !dictionaryValues.isEmpty else {
          warnings.append("\(names.path): only empty objects seen; the values are typed JSONValue")
          return (.dictionary(.jsonValue), nil)
        }
        let (value, transform) = resolve(
          dictionaryValues, names: names.contents(path: names.path + ".*"), allowsTransform: allowsTransform)
        return (.dictionary(Self.optionalIfNull(value, in: dictionaryValues)), transform)
      }
      // A cluster place is one type's only place (see `ObjectGrouping.clustersDecodingOtherPlaces`).
      let id = grouping.id(of: objects[0])!
      if case .cluster = grouping.nodes[id].role { return (.cluster(clusterName(forGroup: id)), nil) }
      return (.model(modelName(forGroup: grouping.group(of: id))), nil)
    }
  }

  /// The name of the enum with these cases, declared on first use.
  private mutating func enumName(for cases: [EnumCase], names: PlaceNames) -> String {
    if let existing = enums.first(where: { $0.cases == cases }) { return existing.name }
    let name = claimTypeName(names.union, owner: names.owner)
    enums.append(EnumType(name: name, cases: cases))
    return name
  }

  /// `preferred`, or when a model or another type has it, the name qualified by the owner's
  /// (``SwiftNaming/qualifiedTypeName(_:owner:)``), and only then a number.
  private mutating func claimTypeName(_ preferred: String, owner: String?) -> String {
    if typeNames.isTaken(preferred), let owner {
      let qualified = SwiftNaming.qualifiedTypeName(preferred, owner: owner)
      if !typeNames.isTaken(qualified) { return typeNames.claim(qualified) }
    }
    return typeNames.claim(preferred)
  }

  private static func optionalIfNull(_ type: TypeReference, in place: [ShapeSummary]) -> TypeReference {
    let hasNull = place.contains { $0.nullCount > 0 }
    return hasNull && type != .jsonValue ? .optional(type) : type
  }

  private static func numberType(_ numbers: NumberSummary) -> TypeReference {
    if numbers.decimalCount > 0 {
      let needsDecimal =
        numbers.hasTextRejectedAsDouble || numbers.hasFractionBeyondDoublePrecision
        || (numbers.hasIntegerBeyondDoublePrecision && !numbers.hasIntegerBeyondDecimalPrecision)
      return needsDecimal && !numbers.hasValueBeyondDecimal ? .decimal : .double
    }
    guard numbers.hasIntegerBeyondInt64 else { return .int }
    return numbers.hasIntegerBeyondDecimalPrecision ? .double : .decimal
  }

  private static func stringType(
    _ strings: StringSummary, allowsTransform: Bool
  ) -> (type: TypeReference, transform: Transform?) {
    // A day is a type of its own, not an instant: it needs no transform.
    if let format = strings.dateFormat.value, format == .date { return (.day, nil) }
    if allowsTransform, let format = strings.dateFormat.value { return (.date, .date(format)) }
    if allowsTransform, let pattern = strings.textDate.value?.pattern { return (.date, .dateFormatter(pattern)) }
    if strings.allURLs { return (.url, nil) }
    switch strings.uuidCase.value {
    case .upper?: return (.uuid, nil)
    case .lower? where allowsTransform: return (.uuid, .lowercaseUUID)
    default: return (.string, nil)
    }
  }

}
