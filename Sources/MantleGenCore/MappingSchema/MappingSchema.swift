/// The blueprint between what the JSON looks like and the Swift that decodes it: named models with
/// ordered properties, each mapped to a JSON key path with a type and a transform, plus the union
/// types for places where values of several kinds occur.
public struct MappingSchema: Hashable, Sendable {
  /// The name of the type that decodes a whole document.
  public var rootName: String
  /// What a whole document decodes to: usually `.model(rootName)`; an array, dictionary or scalar
  /// root becomes a type alias named ``rootName``.
  public var rootType: TypeReference
  public var models: [Model]
  public var unions: [UnionType]
  /// The sample files the schema was inferred from, for generated headers.
  public var sources: [String]

  public init(rootName: String, rootType: TypeReference, models: [Model], unions: [UnionType], sources: [String]) {
    self.rootName = rootName
    self.rootType = rootType
    self.models = models
    self.unions = unions
    self.sources = sources
  }

  /// The model named `name`.
  public func model(named name: String) -> Model? {
    models.first { $0.name == name }
  }
}

/// A Swift type in the schema, built from scalars, models and unions.
public indirect enum TypeReference: Hashable, Sendable {
  case bool
  case int
  case double
  /// `Decimal`, for numbers that neither `Int` nor `Double` hold exactly.
  case decimal
  case string
  case date
  case url
  case uuid
  /// Any JSON value (the generated `JSONValue` enum).
  case jsonValue
  case model(String)
  case union(String)
  case array(TypeReference)
  /// A dictionary with `String` keys.
  case dictionary(TypeReference)
  case optional(TypeReference)

  /// The innermost element type: the value a transform applies to.
  public var leaf: TypeReference {
    switch self {
    case .array(let element), .dictionary(let element), .optional(let element): element.leaf
    default: self
    }
  }

  /// The same structure with `replacement` as the leaf.
  public func replacingLeaf(with replacement: TypeReference) -> TypeReference {
    switch self {
    case .array(let element): .array(element.replacingLeaf(with: replacement))
    case .dictionary(let element): .dictionary(element.replacingLeaf(with: replacement))
    case .optional(let element): .optional(element.replacingLeaf(with: replacement))
    default: replacement
    }
  }
}

/// How a JSON value is converted to the property's leaf type and back, beyond plain `Codable`.
public enum Transform: Hashable, Sendable {
  /// A date written as text in the given format.
  case date(DateFormat)
  /// A UUID written in lower case (`JSONEncoder` writes upper case).
  case lowercaseUUID
}

/// A struct (or class) generated for JSON objects of one shape.
public struct Model: Hashable, Sendable {
  public var name: String
  public var properties: [Property]
  /// JSON paths where objects of this shape were found, e.g. `$.items[].author`.
  public var sourcePaths: [String]

  public init(name: String, properties: [Property], sourcePaths: [String]) {
    self.name = name
    self.properties = properties
    self.sourcePaths = sourcePaths
  }
}

/// One stored property of a model and where its value lives in the JSON.
public struct Property: Hashable, Sendable {
  /// The name as written in Swift source (keywords already escaped).
  public var swiftName: String
  /// The keys leading from the model's object to the value; one key for a plain member.
  public var keyPath: [String]
  /// The type, without the optionality of the property itself.
  public var type: TypeReference
  /// Whether the value may be missing or `null`.
  public var isOptional: Bool
  public var transform: Transform?
  /// An example value as JSON text, for documentation.
  public var example: String?

  public init(
    swiftName: String, keyPath: [String], type: TypeReference, isOptional: Bool, transform: Transform? = nil,
    example: String? = nil
  ) {
    self.swiftName = swiftName
    self.keyPath = keyPath
    self.type = type
    self.isOptional = isOptional
    self.transform = transform
    self.example = example
  }
}

/// An enum for a place where values of several JSON kinds occur, one case per kind.
public struct UnionType: Hashable, Sendable {
  public var name: String
  public var cases: [UnionCase]
  public var sourcePaths: [String]

  public init(name: String, cases: [UnionCase], sourcePaths: [String]) {
    self.name = name
    self.cases = cases
    self.sourcePaths = sourcePaths
  }
}

/// One alternative of a ``UnionType``.
public struct UnionCase: Hashable, Sendable {
  /// The case name as written in Swift source.
  public var name: String
  public var type: TypeReference

  public init(name: String, type: TypeReference) {
    self.name = name
    self.type = type
  }
}
