/// Turns a ``ShapeSummary`` into a ``MappingSchema``: chooses models, dictionaries, unions, scalar
/// types, optionality and transforms, and names everything.
enum SchemaInference {
  /// Infers the schema for documents summarised by `summary`, whose whole-document type is named
  /// `rootName`. The summary is only read (dictionary-like objects are folded in a copy), so
  /// inferring again from it gives the same schema.
  static func infer(
    from summary: ShapeSummary, rootName: String, sources: [String], options: InferenceOptions = InferenceOptions()
  ) -> MappingSchema {
    inferWithWarnings(from: summary, rootName: rootName, sources: sources, options: options).schema
  }

  /// `infer`, and a warning for each choice that loses information or type precision: numbers
  /// that only `Decimal` or (rounded) `Double` hold, and places typed `JSONValue` because the
  /// samples showed nothing but `null` or empty containers. Warnings name the JSON path.
  static func inferWithWarnings(
    from summary: ShapeSummary, rootName: String, sources: [String], options: InferenceOptions = InferenceOptions()
  ) -> (schema: MappingSchema, warnings: [Diagnostic]) {
    var inferrer = SchemaInferrer(root: summary, rootName: rootName, options: options)
    let rootType = inferrer.rootType()
    let schema = MappingSchema(
      rootName: inferrer.rootName, rootType: rootType, models: inferrer.models, unions: inferrer.unions,
      enums: inferrer.enums,
      sources: sources, options: options.schemaOptions)
    return (schema, inferrer.warnings.map { Diagnostic(.warning, $0) })
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
  private var unionNamesByCases: [[UnionCase]: String] = [:]
  private(set) var models: [Model] = []
  private(set) var unions: [UnionType] = []
  private(set) var enums: [EnumType] = []
  /// Messages about choices that lose information, in the order they were made.
  private(set) var warnings: [String] = []
  private let options: InferenceOptions

  /// Prepares inference from `summary`, which is only read: ``root`` is it with its maps folded (in a
  /// copy when it has any).
  init(root summary: ShapeSummary, rootName: String, options: InferenceOptions) {
    self.options = options
    let root = DictionaryDetection.folded(summary)
    self.root = root
    let rootIsPlainObject = root.kinds == [.object] && root.overflowValues == nil
    let elementName = SwiftNaming.elementTypeName(forArrayKey: rootName)
    grouping = ObjectGrouping(
      root: root, rootObjectName: rootName, rootElementName: elementName)
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

  private mutating func buildQueuedModels() {
    var index = 0
    while index < modelQueue.count {
      models.append(buildModel(group: modelQueue[index]))
      index += 1
    }
  }

  private mutating func buildModel(group: Int) -> Model {
    let members = grouping.groups()[group] ?? [group]
    let summaries = members.map { grouping.nodes[$0].summary }
    let objectCount = summaries.reduce(0) { $0 + $1.objectCount }
    var keys: [String] = []
    var seen = Set<String>()
    for summary in summaries {
      for key in summary.keyOrder where seen.insert(key).inserted { keys.append(key) }
    }
    var propertyNames = NameRegistry()
    var properties: [Property] = []
    /// For each property: its index by preferred Swift name, and how often its keys are present.
    var indexByName: [String: Int] = [:]
    var presences: [Int] = []
    var nullCounts: [Int] = []
    let path = grouping.nodes[group].path
    for key in keys {
      let place = summaries.compactMap { $0.field(named: key) }
      let presence = place.reduce(0) { $0 + $1.presenceCount }
      let nulls = place.reduce(0) { $0 + $1.nullCount }
      let preferredName = SwiftNaming.propertyName(forKey: key)
      let names = PlaceNames.key(key, owner: groupNames[group]!, path: JSONPath.appending(key: key, to: path))
      let (type, transform) = resolve(place, names: names, allowsTransform: true)
      let isLenientObject = transform == .lenient && { if case .model = type { true } else { false } }()
      if let index = indexByName[preferredName],
        FallbackKeys.areAlternatives(
          properties[index], presence: presences[index], type: type, transform: transform, otherPresence: presence,
          objectCount: objectCount)
      {
        properties[index].fallbackKeys.append(key)
        presences[index] += presence
        nullCounts[index] += nulls
        // The presence counts add up to the object count; every object has one of the spellings
        // only when no object had two of them (known for keys of one spelling group).
        let spelling = ShapeSummary.spellingGroup(of: key)
        let isEveryObjectCovered =
          ShapeSummary.spellingGroup(of: properties[index].keyPath[0]) == spelling
          && !summaries.contains { $0.spellingsSeenTogether.contains(spelling) }
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
          writesNull: presence == objectCount && nulls > 0, transform: transform, example: Self.example(of: place)))
    }
    return Model(name: groupNames[group]!, properties: properties, sourcePaths: members.map { grouping.nodes[$0].path })
  }

  private static func example(of place: [ShapeSummary]) -> String? {
    for summary in place {
      if let string = summary.strings.example {
        // More than 60 characters are cut to 59 and an ellipsis. At most 60 bytes are at most 60
        // characters; longer text is counted only as far as needed.
        let isLong =
          string.utf8.count > 60
          && string.index(string.startIndex, offsetBy: 60, limitedBy: string.endIndex).map { $0 != string.endIndex }
            ?? false
        return JSONText.quoted(isLong ? string.prefix(59) + "…" : string)
      }
      if let number = summary.numbers.example { return number }
      if let flag = summary.boolExample { return flag ? "true" : "false" }
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
    let preferred = scalarNames.count == cases.count ? scalarNames.joined(separator: "Or") : names.union
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
      }
      return (type, nil)
    case .string:
      var strings = StringSummary()
      for summary in place { strings.merge(summary.strings) }
      let (type, transform) = Self.stringType(strings, allowsTransform: allowsTransform)
      if type == .string, allowsTransform, let cases = EnumDetection.cases(for: strings, limit: options.enumCaseLimit) {
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
      let dictionaryValues = objects.flatMap { object in
        object.overflowValues.map { [$0] } ?? object.members.map(\.summary)
      }
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
      let group = grouping.group(of: grouping.id(of: objects[0])!)
      return (.model(modelName(forGroup: group)), nil)
    }
  }

  /// The name of the enum with these cases, declared on first use.
  private mutating func enumName(for cases: [EnumCase], names: PlaceNames) -> String {
    if let existing = enums.first(where: { $0.cases == cases }) { return existing.name }
    let name = claimTypeName(names.union, owner: names.owner)
    enums.append(EnumType(name: name, cases: cases))
    return name
  }

  /// `preferred`, or when a model or another type has it, the owner's name before it, and only
  /// then a number.
  private mutating func claimTypeName(_ preferred: String, owner: String?) -> String {
    if typeNames.isTaken(preferred), let owner, !preferred.hasPrefix(owner) {
      let qualified = SwiftNaming.limitingLength(owner + preferred)
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
        numbers.hasTextRejectedAsDouble
        || (numbers.hasIntegerBeyondDoublePrecision && !numbers.hasIntegerBeyondDecimalPrecision)
      return needsDecimal ? .decimal : .double
    }
    guard numbers.hasIntegerBeyondInt64 else { return .int }
    return numbers.hasIntegerBeyondDecimalPrecision ? .double : .decimal
  }

  private static func stringType(
    _ strings: StringSummary, allowsTransform: Bool
  ) -> (type: TypeReference, transform: Transform?) {
    if allowsTransform, let format = strings.dateFormat.value { return (.date, .date(format)) }
    if strings.allURLs { return (.url, nil) }
    switch strings.uuidCase.value {
    case .upper?: return (.uuid, nil)
    case .lower? where allowsTransform: return (.uuid, .lowercaseUUID)
    default: return (.string, nil)
    }
  }

}
