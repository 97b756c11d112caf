/// The blueprint between what the JSON looks like and the Swift that decodes it: named models with
/// ordered properties, each mapped to a JSON key path with a type and a transform, plus the union
/// types for places where values of several kinds occur.
public struct MappingSchema: Hashable, Sendable {
  /// The name of the type that decodes a whole document.
  public internal(set) var rootName: String
  /// What a whole document decodes to: usually `.model(rootName)`; an array, dictionary or scalar
  /// root becomes a type alias named ``rootName``.
  var rootType: TypeReference
  var models: [Model]
  var unions: [UnionType]
  var enums: [EnumType]
  var clusters: [ClusterType]
  /// The sample files the schema was inferred from, for generated headers.
  var sources: [String]
  /// The generation choices recorded in the schema.
  public internal(set) var options: SchemaOptions
  /// The file's `"$schema"`: where editors find the format's JSON Schema (``SchemaFormat``), kept
  /// as the user wrote it.
  var formatSchemaReference: String?
  /// Where a schema file declared the types, for problems found in later stages.
  var declarations = DeclarationLocations()

  init(
    rootName: String, rootType: TypeReference, models: [Model], unions: [UnionType] = [], enums: [EnumType] = [],
    clusters: [ClusterType] = [], sources: [String], options: SchemaOptions = SchemaOptions()
  ) {
    self.rootName = rootName
    self.rootType = rootType
    self.models = models
    self.unions = unions
    self.enums = enums
    self.clusters = clusters
    self.sources = sources
    self.options = options
  }

  /// The names of every type the schema declares: models, unions, enums and clusters, each in
  /// schema order.
  var declaredTypeNames: [String] {
    models.map(\.name) + unions.map(\.name) + enums.map(\.name) + clusters.map(\.name)
  }

  /// The model named `name`.
  func model(named name: String) -> Model? {
    models.first { $0.name == name }
  }

  /// Whether encoding `model` writes the key `key` of its object: a property reads it, or one holds
  /// the object's other keys.
  func writesKey(_ key: String, of model: Model) -> Bool {
    jsonProperties(of: model).contains { $0.keyPath == [key] || $0.holdsOtherKeys }
  }

  /// The property of `model` (its own or inherited) that holds the object's other keys, if any.
  func otherKeysProperty(of model: Model) -> Property? {
    allProperties(of: model).first(where: \.holdsOtherKeys)
  }

  /// Every property of `model`, inherited ones (through `extends`) first.
  func allProperties(of model: Model) -> [Property] {
    var chain: [Model] = [model]
    var visited: Set<String> = [model.name]
    while let parentName = chain.last?.extends, let parent = self.model(named: parentName),
      visited.insert(parentName).inserted
    {
      chain.append(parent)
    }
    return chain.reversed().flatMap(\.properties)
  }

  /// The case of the enum `type` names that stands for `null`, if `type` is such an enum: a
  /// property of it reads `null` itself, so it is never optional or defaulted.
  func nullCase(of type: TypeReference) -> EnumCase? {
    guard case .enumeration(let name) = type else { return nil }
    return enums.first { $0.name == name }?.nullCase
  }

  /// ``allProperties(of:)`` as the JSON holds them: a model read from several keys is replaced by
  /// its model's properties at those keys (`range` from `location` and `length` by `location` and
  /// `length`), for the stages that read the JSON's members (the drift check, export, update).
  func jsonProperties(of model: Model) -> [Property] {
    var visited: Set<String> = [model.name]
    return jsonProperties(of: model, visited: &visited)
  }

  private func jsonProperties(of model: Model, visited: inout Set<String>) -> [Property] {
    allProperties(of: model).flatMap { property -> [Property] in
      guard property.isReadFromSeveralKeys, case .model(let name) = property.type, let inner = self.model(named: name),
        visited.insert(name).inserted
      else { return [property] }
      defer { visited.remove(name) }
      return jsonProperties(of: inner, visited: &visited).filter(\.isInJSON).map { member in
        var member = member
        member.keyPath = property.keyPath + member.keyPath
        return member
      }
    }
  }
}

/// Where a schema file declares each type: its `"name"` (or, for a root that is not a declared
/// type, the `"root"`). Not part of the schema's value: schemas that differ only in where they were
/// written are equal.
struct DeclarationLocations: Hashable, Sendable {
  /// The location of each declared type name.
  var byTypeName: [String: SourceLocation] = [:]

  static func == (lhs: Self, rhs: Self) -> Bool { true }
  func hash(into hasher: inout Hasher) {}
}

/// The access level of generated declarations.
public enum AccessLevel: String, Hashable, Sendable, CaseIterable {
  /// `public` declarations, for models in a library target.
  case `public`
  /// No modifier: internal declarations, for models used in their own module.
  case `internal`

  /// The modifier to put before declarations, with its trailing space, or nothing for internal.
  var modifier: String { self == .public ? "public " : "" }
}

/// Generation choices recorded in the schema, so that `generate` reproduces what `infer` wrote.
public struct SchemaOptions: Hashable, Sendable {
  var accessLevel: AccessLevel
  /// Generate `merging(_:)` on every model.
  var generatesMerge: Bool
  /// Declare properties with `var` instead of `let`.
  var usesVariables: Bool
  /// Generate every model as a `final class` instead of a struct.
  var usesClasses: Bool
  /// Decode every scalar property (and arrays of scalars) with the `lenient` transform unless it
  /// has a transform of its own.
  var isLenient: Bool
  /// Refer to one shared copy of the support code (`JSONSupport`, written by `mantlegen support`)
  /// instead of emitting the parts the models use into the output.
  var sharesSupport: Bool
  /// Make every property without a default optional in Swift, whatever the samples showed:
  /// defensive models for an API known from one sample.
  var makesAllOptional: Bool
  /// What decoding does with a value of the wrong type, unless a model or property says otherwise.
  var onInvalid: InvalidValuePolicy
  /// Give every model that has no property for other keys one that keeps the keys the schema does
  /// not list (`unknownKeys: [String: JSONValue]`), so that they are written back.
  var keepsUnknownKeys: Bool
  /// Declare `Identifiable` on every model with a non-optional stored `id` (for SwiftUI lists).
  var declaresIdentifiable: Bool
  /// Which sample values inference and `update` copy into the schema as examples (and so into
  /// doc comments and mapping tables).
  var examples: ExamplePolicy
  /// How inference and `update` write acronyms in property names.
  var acronyms: AcronymStyle
  /// Declare every type inside the root type (or the type the root is an array or dictionary of):
  /// `Gist.Owner`, so that outputs in one module never clash on child type names.
  var nestsTypes: Bool

  /// Generation choices, each defaulting to what `infer` chooses without options: public structs
  /// with `let` properties, no `merging(_:)`, strict decoding that fails on a value of the wrong
  /// type, optionality as the samples show it, support code emitted into the output.
  public init(
    accessLevel: AccessLevel = .public, generatesMerge: Bool = false, usesVariables: Bool = false,
    usesClasses: Bool = false, isLenient: Bool = false, sharesSupport: Bool = false, makesAllOptional: Bool = false,
    onInvalid: InvalidValuePolicy = .fail, keepsUnknownKeys: Bool = false, declaresIdentifiable: Bool = true,
    examples: ExamplePolicy = .safe, acronyms: AcronymStyle = .swift, nestsTypes: Bool = false
  ) {
    self.nestsTypes = nestsTypes
    self.examples = examples
    self.acronyms = acronyms
    self.declaresIdentifiable = declaresIdentifiable
    self.keepsUnknownKeys = keepsUnknownKeys
    self.sharesSupport = sharesSupport
    self.makesAllOptional = makesAllOptional
    self.onInvalid = onInvalid
    self.accessLevel = accessLevel
    self.generatesMerge = generatesMerge
    self.usesVariables = usesVariables
    self.usesClasses = usesClasses
    self.isLenient = isLenient
  }
}

/// Which values from the samples may be copied into the schema as examples.
public enum ExamplePolicy: String, CaseIterable, Hashable, Sendable {
  /// Every property's first value.
  case all
  /// Values that do not look like credentials or personal data, by key name or by value
  /// (``SensitiveData``): no tokens, keys, secrets, emails, phone or card numbers.
  case safe
  /// No values at all.
  case none
}

/// How property names write the acronyms of their keys.
public enum AcronymStyle: String, CaseIterable, Hashable, Sendable {
  /// In capitals after the first word, as Apple's API design guidelines do (`text_id` and
  /// `textId` → `textID`, `resource_url` → `resourceURL`).
  case swift
  /// As the key writes them: keys already in lowerCamelCase keep their spelling (`textId`,
  /// `resourceUrl`), capitals stay capitals (`userID`), other keys write acronyms as words
  /// (`resource_url` → `resourceUrl`).
  case keys
}

/// A Swift type in the schema, built from scalars, models and unions.
indirect enum TypeReference: Hashable, Sendable {
  case bool
  case int
  case double
  /// `Decimal`, for numbers that neither `Int` nor `Double` hold exactly.
  case decimal
  case string
  case date
  case url
  case uuid
  /// `Data`, written in JSON as base64 text (what `JSONDecoder` and `JSONEncoder` do by default).
  case data
  /// Any JSON value (the generated `JSONValue` enum).
  case jsonValue
  case model(String)
  case union(String)
  /// A string enum (``EnumType``).
  case enumeration(String)
  /// A class cluster (``ClusterType``).
  case cluster(String)
  case array(TypeReference)
  /// A dictionary with `String` keys.
  case dictionary(TypeReference)
  case optional(TypeReference)

  /// The innermost element type: the value a transform applies to.
  var leaf: TypeReference {
    switch self {
    case .array(let element), .dictionary(let element), .optional(let element): element.leaf
    default: self
    }
  }

  /// The name of the model, union, enum or cluster at the leaf, if the leaf is one.
  var namedLeaf: String? {
    switch leaf {
    case .model(let name), .union(let name), .enumeration(let name), .cluster(let name): name
    default: nil
    }
  }

  /// The same structure with `replacement` as the leaf.
  func replacingLeaf(with replacement: TypeReference) -> TypeReference {
    switch self {
    case .array(let element): .array(element.replacingLeaf(with: replacement))
    case .dictionary(let element): .dictionary(element.replacingLeaf(with: replacement))
    case .optional(let element): .optional(element.replacingLeaf(with: replacement))
    default: replacement
    }
  }
}

/// A JSON scalar written in a schema (a default value, an enum case's value or a cluster rule's
/// value); a string literal is a JSON string.
enum JSONLiteral: Hashable, Sendable, ExpressibleByStringLiteral {
  case null
  case bool(Bool)
  case number(String)
  case string(String)
  /// `[]`, the only array a schema can give as a default.
  case emptyArray
  /// `{}`, the only object a schema can give as a default.
  case emptyObject

  init(stringLiteral value: String) {
    self = .string(value)
  }

  /// The kind of value, to tell kinds apart: `string`, `number`, `bool`, …
  var kindName: String {
    switch self {
    case .null: "null"
    case .bool: "bool"
    case .number: "number"
    case .string: "string"
    case .emptyArray: "array"
    case .emptyObject: "object"
    }
  }

  /// The literal as JSON text.
  var jsonText: String {
    switch self {
    case .null: "null"
    case .bool(let value): value ? "true" : "false"
    case .number(let text): text
    case .string(let text): JSONText.quoted(text)
    case .emptyArray: "[]"
    case .emptyObject: "{}"
    }
  }
}

/// An enum generated from a small set of values (Mantle's value-mapping transformer): strings,
/// or integers or booleans (status codes, flags), each optionally with `null` as one more case.
struct EnumType: Hashable, Sendable {
  var name: String
  var cases: [EnumCase]
  /// The name of the case used for values not listed, if any (the value is lost: it re-encodes
  /// as the fallback's value); plain like ``Property/swiftName``.
  var fallback: String?
  /// Without a fallback: whether a value not listed decodes to an extra case that keeps it and
  /// re-encodes it unchanged (open, the default), or fails to decode (closed).
  var isOpen: Bool

  init(name: String, cases: [EnumCase], fallback: String? = nil, isOpen: Bool = true) {
    self.name = name
    self.cases = cases
    self.fallback = fallback
    self.isOpen = isOpen
  }

  /// Whether unknown values decode, to the fallback or to the open case.
  var acceptsUnknownValues: Bool { fallback != nil || isOpen }

  /// The kind of JSON value the cases other than `null` stand for (the schema reader checks they
  /// are of one kind): strings unless a case gives an integer or a boolean.
  var valueKind: EnumValueKind {
    for enumCase in cases {
      switch enumCase.value {
      case .number: return .integer
      case .bool: return .bool
      case .string: return .string
      default: continue
      }
    }
    return .string
  }

  /// The case that stands for `null`, if any.
  var nullCase: EnumCase? { cases.first { $0.value == .null } }

  /// Whether every case stands for a string: the enum is `String`-backed (or keeps unknown
  /// strings), the form inference produces.
  var isStringEnum: Bool { valueKind == .string && nullCase == nil }

  /// The case that stands for `value` (numbers compared by value).
  func enumCase(for value: JSONLiteral) -> EnumCase? {
    cases.first { EnumCase.normalized($0.value) == EnumCase.normalized(value) }
  }
}

/// What the cases of an ``EnumType`` stand for in JSON (besides `null`).
enum EnumValueKind: Hashable, Sendable {
  case string
  case integer
  case bool

  /// The Swift type of such values.
  var swiftType: String {
    switch self {
    case .string: "String"
    case .integer: "Int"
    case .bool: "Bool"
    }
  }

  /// The JSON Schema type of such values.
  var jsonSchemaType: String {
    switch self {
    case .string: "string"
    case .integer: "integer"
    case .bool: "boolean"
    }
  }
}

/// One case of an ``EnumType`` and the JSON value it stands for.
struct EnumCase: Hashable, Sendable {
  /// The case name, plain like ``Property/swiftName``.
  var name: String
  /// A string, an integer, a boolean or `null`.
  var value: JSONLiteral

  init(name: String, value: JSONLiteral) {
    self.name = name
    self.value = value
  }

  /// The string the case stands for, if it stands for one.
  var stringValue: String? {
    if case .string(let text) = value { text } else { nil }
  }

  /// `value` with an integer written in its shortest form (`1.0`, `1e0` and `1` are one value).
  static func normalized(_ value: JSONLiteral) -> JSONLiteral {
    guard case .number(let text) = value, let number = Double(text), number.rounded() == number,
      abs(number) < 9e15
    else { return value }
    return .number(String(Int64(number)))
  }
}

/// A class cluster (Mantle's `classForParsingJSONDictionary:`): an enum whose case is chosen by
/// rules on the JSON object, each case carrying a model.
struct ClusterType: Hashable, Sendable {
  var name: String
  /// Cases in the order their rules are tried; a case without a rule is the fallback.
  var cases: [ClusterCase]
  /// Without a fallback case: whether an object no rule matches decodes to an extra case that
  /// keeps it (as `JSONValue`) and encodes it back unchanged (open, the default), or fails (closed).
  var isOpen: Bool

  init(name: String, cases: [ClusterCase], isOpen: Bool = true) {
    self.name = name
    self.cases = cases
    self.isOpen = isOpen
  }

  /// Whether objects no rule matches decode to the extra `unknown` case.
  var keepsUnknownObjects: Bool { isOpen && cases.allSatisfy { $0.rule != nil } }
}

/// One subtype of a ``ClusterType``.
struct ClusterCase: Hashable, Sendable {
  /// The case name, plain like ``Property/swiftName``.
  var name: String
  var model: String
  /// When this case is chosen; `nil` for the fallback.
  var rule: ClusterRule?
}

/// Chooses a cluster case by the object's `key`: its value (a discriminator string, or `true` for a
/// flag such as `is_vip`), one of several values, or whether it is there at all (Mantle's README:
/// `JSONDictionary[@"image_url"] != nil`).
struct ClusterRule: Hashable, Sendable {
  /// What the rule asks of the key.
  enum Condition: Hashable, Sendable {
    /// The value is this scalar.
    case equals(JSONLiteral)
    /// The value is one of these scalars (all of one kind).
    case oneOf([JSONLiteral])
    /// `true`: the key is there with a value other than `null`; `false`: it is missing or `null`.
    case present(Bool)
  }

  var key: String
  var condition: Condition

  init(key: String, condition: Condition) {
    self.key = key
    self.condition = condition
  }

  /// A rule that the key holds `value`.
  init(key: String, value: JSONLiteral) {
    self.init(key: key, condition: .equals(value))
  }

  /// The values that choose the case (none for a presence rule).
  var values: [JSONLiteral] {
    switch condition {
    case .equals(let value): [value]
    case .oneOf(let values): values
    case .present: []
    }
  }

  /// The condition in words, for mapping tables: `type is "image"`, `image_url is present`.
  var description: String {
    let key = JSONKeyPath.text(of: [key])
    switch condition {
    case .equals(let value): return "\(key) is \(value.jsonText)"
    case .oneOf(let values): return "\(key) is one of " + values.map(\.jsonText).joined(separator: ", ")
    case .present(let isPresent): return "\(key) is \(isPresent ? "present" : "missing or null")"
    }
  }
}

/// A struct (or class) generated for JSON objects of one shape.
struct Model: Hashable, Sendable {
  var name: String
  /// The model whose properties come first (a cluster subtype extending its parent).
  var extends: String?
  /// The model's own properties (see ``MappingSchema/allProperties(of:)`` for inherited ones).
  var properties: [Property]
  /// JSON paths where objects of this shape were found, e.g. `$.items[].author`.
  var sourcePaths: [String]
  /// What the model stands for, for its doc comment (a JSON Schema's `title` and `description`).
  var documentation: String?
  /// What decoding does with a value of the wrong type in this model, if the model says
  /// (overriding the schema's option).
  var onInvalid: InvalidValuePolicy?
  /// Whether decoding ends by calling the model's `validate()`, which the user declares (the
  /// support code's `Validating` protocol; Mantle's `validate:`).
  var validates = false

  init(
    name: String, extends: String? = nil, properties: [Property], sourcePaths: [String], documentation: String? = nil,
    onInvalid: InvalidValuePolicy? = nil
  ) {
    self.documentation = documentation
    self.onInvalid = onInvalid
    self.name = name
    self.extends = extends
    self.properties = properties
    self.sourcePaths = sourcePaths
  }
}

/// One stored property of a model and where its value lives in the JSON.
struct Property: Hashable, Sendable {
  /// The Swift name, plain: a keyword such as `default` is stored without backticks (generated
  /// code escapes it, see `SwiftNaming.escaped(_:)`), as schema files write it.
  var swiftName: String
  /// The keys leading from the model's object to the value: one key for a plain member, several
  /// for a nested key path (`owner_info.userid`), none for a property that is not in the JSON.
  var keyPath: [String]
  /// The type, without the optionality of the property itself.
  var type: TypeReference
  /// Whether the value may be missing or `null` (and is then `nil`).
  var isOptional: Bool
  /// For an optional property: encoding writes `nil` as `null` instead of leaving the key out, as
  /// the samples do where the key is always present and sometimes `null`.
  var writesNull: Bool
  /// The value used when the JSON value is missing or `null` (Mantle's `setNilValueForKey:`), for
  /// a non-optional property; required for a property that is not in the JSON.
  var defaultValue: JSONLiteral?
  var transform: Transform?
  /// An example value as JSON text, for documentation.
  var example: String?
  /// For an array: elements that fail to decode are skipped (and counted) instead of failing the
  /// whole model.
  var isLossy: Bool
  /// Other keys (beside the last of `keyPath`, in the same object) the value may be found under,
  /// tried in order when the first is missing or `null`; encoding writes the first.
  var fallbackKeys: [String]
  /// What the property stands for, for its doc comment (a JSON Schema's `title` and `description`).
  var documentation: String?
  /// What decoding does with a value of the wrong type, if the property says (overriding its
  /// model's and the schema's choice). In a ``ResolvedSchema`` always set: the choice that applies.
  var onInvalid: InvalidValuePolicy?
  /// The property holds the object's members whose keys no other property reads, as a dictionary
  /// (``type`` is `[String: T]`), decoded and written back in place; ``keyPath`` is empty.
  var holdsOtherKeys: Bool
  /// Whether encoding writes ``defaultValue`` where decoding filled it in (the key was missing or
  /// `null`). When `false` the property keeps whether the JSON had a value: encoding writes the key
  /// only when it did or the value was set, so a document read and written back gains no keys.
  var writesDefault: Bool
  /// The one value the JSON may hold here (JSON Schema's `const`, such as `"object": "charge"`):
  /// decoding fails on any other, and the drift check reports it.
  var constant: JSONLiteral?
  /// Whether `==` and `hash(into:)` include the property; `false` leaves it out (Mantle's
  /// transitory storage: a cache, a download state).
  var isCompared = true
  /// Whether encoding writes the property; `false` makes it decode-only (read, never written).
  var isWritten = true
  /// How `merging(_:)` combines the property, when not the default (the other's non-nil value).
  var mergeRule: MergeRule?
  /// Rules the decoded value must keep (range, length, pattern, count), checked by decoding and
  /// the drift check.
  var constraints: Constraints?
  /// For a model read from several keys of one object (Mantle 2's array of key paths: `range` from
  /// `location` and `length`): those keys, of the object at ``keyPath`` (empty: the model's own
  /// object). Empty for every other property.
  var memberKeys: [String] = []

  /// For a key path through an array (`users[].name`): the key read from each element of the array
  /// at ``keyPath``; the property holds their values in order.
  var arrayMember: String?

  /// The key path as schema files write it (`owner.name`, `users[].name`).
  var keyPathText: String { JSONKeyPath.text(of: keyPath, arrayMember: arrayMember) }

  /// Whether the property is a model read from several keys (``memberKeys``).
  var isReadFromSeveralKeys: Bool { !memberKeys.isEmpty }

  /// Whether decoding reads the property from the JSON (a key path, several keys or the other
  /// keys), rather than setting its default.
  var isInJSON: Bool { !keyPath.isEmpty || isReadFromSeveralKeys || holdsOtherKeys }

  /// The full key paths of a property read from several keys.
  var memberKeyPaths: [[String]] { memberKeys.map { keyPath + [$0] } }

  /// Whether the property keeps whether the JSON had a value (see ``writesDefault``).
  var keepsPresence: Bool {
    !writesDefault && defaultValue != nil && defaultValue != .null && !keyPath.isEmpty && !holdsOtherKeys
  }

  init(
    swiftName: String, keyPath: [String], type: TypeReference, isOptional: Bool, writesNull: Bool = false,
    defaultValue: JSONLiteral? = nil, transform: Transform? = nil, example: String? = nil, isLossy: Bool = false,
    fallbackKeys: [String] = [], documentation: String? = nil, onInvalid: InvalidValuePolicy? = nil,
    holdsOtherKeys: Bool = false, writesDefault: Bool = true, constant: JSONLiteral? = nil
  ) {
    self.constant = constant
    self.holdsOtherKeys = holdsOtherKeys
    self.writesDefault = writesDefault
    self.onInvalid = onInvalid
    self.writesNull = writesNull
    self.isLossy = isLossy
    self.fallbackKeys = fallbackKeys
    self.documentation = documentation
    self.swiftName = swiftName
    self.keyPath = keyPath
    self.type = type
    self.isOptional = isOptional
    self.defaultValue = defaultValue
    self.transform = transform
    self.example = example
  }
}

/// An enum for a place where values of several JSON kinds occur, one case per kind.
struct UnionType: Hashable, Sendable {
  var name: String
  var cases: [UnionCase]
  var sourcePaths: [String]
}

extension UnionType {
  /// `Int`, `String`…: unions of scalars only are named after their cases (`IntOrString`).
  static func scalarTypeName(_ type: TypeReference) -> String? {
    [.bool, .int, .double, .decimal, .string].contains(type) ? TypeExpression.text(of: type) : nil
  }

  /// The name of the case that holds values of `type`.
  static func caseName(for type: TypeReference) -> String {
    switch type {
    case .bool: "bool"
    case .int: "integer"
    case .double: "double"
    case .decimal: "decimal"
    case .string, .url, .uuid, .date, .data: "string"
    case .array: "array"
    case .dictionary: "dictionary"
    case .model: "object"
    case .union(let name), .enumeration(let name), .cluster(let name): SwiftNaming.caseName(for: name)
    case .jsonValue, .optional: "value"
    }
  }
}

/// One alternative of a ``UnionType``.
struct UnionCase: Hashable, Sendable {
  /// The case name, plain like ``Property/swiftName``.
  var name: String
  var type: TypeReference
}
