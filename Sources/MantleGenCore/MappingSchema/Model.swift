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
  /// Whether the API declares the model deprecated (JSON Schema's `deprecated: true`), with the
  /// message to show (empty: none). The model is generated `@available(*, deprecated)`, and so is
  /// every generated declaration that refers to it (see ``DeprecationPropagation``), so that only
  /// the user's uses warn.
  var deprecation: String?

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
  /// For an optional property: what a JSON `null` is, and how `nil` is written.
  var nullHandling: NullHandling = .sameAsMissing
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
  var holdsUnknownKeys: Bool
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

  /// Whether the API declares the property deprecated (JSON Schema's `deprecated: true`), with the
  /// message to show (empty: none). The property is generated `@available(*, deprecated)`, over
  /// storage that the generated code itself uses, so that only the user's uses of it warn.
  var deprecation: String?

  /// For a key path through an array (`users[].name`): the key read from each element of the array
  /// at ``keyPath``; the property holds their values in order.
  var arrayMember: String?

  /// The key path as schema files write it (`owner.name`, `users[].name`).
  var keyPathText: String { JSONKeyPath.text(of: keyPath, arrayMember: arrayMember) }

  /// Whether the property is a model read from several keys (``memberKeys``).
  var isReadFromSeveralKeys: Bool { !memberKeys.isEmpty }

  /// Whether decoding reads the property from the JSON (a key path, several keys or the other
  /// keys), rather than setting its default.
  var isInJSON: Bool { !keyPath.isEmpty || isReadFromSeveralKeys || holdsUnknownKeys }

  /// The full key paths of a property read from several keys.
  var memberKeyPaths: [[String]] { memberKeys.map { keyPath + [$0] } }

  /// Whether the property keeps whether the JSON had a value (see ``writesDefault``).
  var keepsPresence: Bool {
    !writesDefault && hasDefault && !keyPath.isEmpty && !holdsUnknownKeys
  }

  /// For an optional property: encoding writes `nil` as `null` instead of leaving the key out, as
  /// the samples do where the key is always present and sometimes `null` (``NullHandling/writtenForNil``).
  /// Setting it to `false` leaves a property that keeps `null` apart as it is.
  var writesNull: Bool {
    get { nullHandling == .writtenForNil }
    set {
      if newValue {
        nullHandling = .writtenForNil
      } else if nullHandling == .writtenForNil {
        nullHandling = .sameAsMissing
      }
    }
  }

  /// Whether `null` is a value of its own, apart from a missing key (``NullHandling/keptApart``).
  var keepsNull: Bool { nullHandling == .keptApart }

  /// Whether the property has a value to use when the JSON value is missing or `null` (a `null`
  /// default is none: it is the `nil` of an optional property).
  var hasDefault: Bool { defaultValue != nil && defaultValue != .null }

  /// Whether decoding accepts the value missing or `null`: the one rule generation, the drift
  /// check and the export apply.
  var mayBeAbsent: Bool { isOptional || hasDefault }

  init(
    swiftName: String, keyPath: [String], type: TypeReference, isOptional: Bool, writesNull: Bool = false,
    defaultValue: JSONLiteral? = nil, transform: Transform? = nil, example: String? = nil, isLossy: Bool = false,
    fallbackKeys: [String] = [], documentation: String? = nil, onInvalid: InvalidValuePolicy? = nil,
    holdsUnknownKeys: Bool = false, writesDefault: Bool = true, constant: JSONLiteral? = nil
  ) {
    self.constant = constant
    self.holdsUnknownKeys = holdsUnknownKeys
    self.writesDefault = writesDefault
    self.onInvalid = onInvalid
    self.nullHandling = writesNull ? .writtenForNil : .sameAsMissing
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

/// What an optional property makes of a JSON `null`, and how it writes `nil`.
enum NullHandling: Hashable, Sendable {
  /// `null` and a missing key both decode as `nil`; `nil` is written by leaving the key out.
  case sameAsMissing
  /// As ``sameAsMissing``, but `nil` is written as `null` (the samples always had the key).
  case writtenForNil
  /// `null` is a value of its own, `Nullable.null`, apart from a missing key (`nil`), and each is
  /// written back as read: a PATCH body's "clear this field" and "leave it".
  case keptApart
}

extension Property {
  /// Whether encoding writes the member `key` of the object from this property: it reads that
  /// key, or holds the object's unknown keys.
  func writesKey(_ key: String) -> Bool {
    keyPath == [key] || holdsUnknownKeys
  }
}
