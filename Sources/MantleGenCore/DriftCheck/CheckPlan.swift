import Foundation
import MantleGenSupport

/// A mapping schema worked out once for the drift check: the expectation at each place (a type with
/// its transform, models, enums, unions and clusters looked up once), and a ``MemberPlan`` for the
/// objects of each model. It is immutable, so the checks of all batches share it.
final class CheckPlan: Sendable {
  /// What the root of a document must be.
  let root: Expectation
  /// What the elements of a top-level array must be, when the root is an array.
  let topLevelElement: Expectation?
  /// Member plans, referred to by index from ``Expectation/Kind/model(_:)``, clusters and nested
  /// plans.
  let memberPlans: [MemberPlan]
  /// The types of each union's cases, by union name.
  let unionCases: [String: [TypeReference]]

  init(schema: MappingSchema) {
    var builder = Builder(schema: schema)
    root = builder.expectation(schema.rootType, transform: nil)
    var rootType = schema.rootType
    while case .optional(let wrapped) = rootType { rootType = wrapped }
    if case .array(let element) = rootType {
      topLevelElement = builder.expectation(element, transform: nil)
    } else {
      topLevelElement = nil
    }
    memberPlans = builder.plans.map { $0! }
    unionCases = Dictionary(
      schema.unions.map { ($0.name, $0.cases.map(\.type)) }, uniquingKeysWith: { first, _ in first })
  }

  /// Works out expectations and member plans; models refer to their plan by index, so that
  /// recursive models need no cycle of references.
  private struct Builder {
    let schema: MappingSchema
    var plans: [MemberPlan?] = []
    var planIndex: [MemberPlan.Key: Int] = [:]
    var enums: [String: EnumCheck] = [:]

    init(schema: MappingSchema) {
      self.schema = schema
      for enumType in schema.enums where enums[enumType.name] == nil {
        enums[enumType.name] = EnumCheck(enumType)
      }
    }

    mutating func expectation(_ type: TypeReference, transform: Transform?) -> Expectation {
      expectation(type, form: transform?.definition.jsonForm(for: type.leaf))
    }

    /// What values of `type` must be where a transform says the JSON holds `form` (`nil`: no
    /// transform).
    mutating func expectation(_ type: TypeReference, form: TransformedJSON?) -> Expectation {
      let kind: Expectation.Kind
      switch (type, form) {
      case (.optional(let wrapped), _): kind = .optional(expectation(wrapped, form: form))
      case (_, .arrayOfType?):
        // The JSON holds an array whose elements are of the type; the first one is read.
        kind = .firstElement(expectation(type, form: nil))
      case (.array(let element), _): kind = .array(expectation(element, form: form))
      case (.dictionary(let value), _): kind = .dictionary(expectation(value, form: form))
      case (_, .text(let check)?): kind = .text(check)
      case (_, .number?): kind = .number
      case (_, .kind(let json)?):
        kind =
          switch json {
          case .string: .string
          case .number: .number
          case .integer: .int
          case .boolean: .bool
          case .any: .any
          }
      case (.jsonValue, _): kind = .any
      case (.bool, _): kind = .bool
      case (.int, _), (.int64, _): kind = .int
      case (.int32, _): kind = .int32
      case (.double, _), (.decimal, _): kind = .number
      case (.string, _): kind = .string
      case (.url, _): kind = .url
      case (.uuid, _): kind = .uuid
      case (.data, _): kind = .text(CheckPlan.base64Check)
      case (.day, _): kind = .text(CheckPlan.dayCheck)
      case (.dateTime, _): kind = .text(CheckPlan.dateTimeCheck)
      // `JSONDecoder`'s default: seconds since 2001 as a number.
      case (.date, _): kind = .number
      case (.enumeration(let name), _): kind = .enumeration(enums[name])
      case (.model(let name), _): kind = .model(plan(model: name, cluster: nil))
      case (.union(let name), _): kind = .union(schema.unions.first { $0.name == name }?.cases.map(\.type) ?? [])
      case (.cluster(let name), _):
        if let cluster = schema.clusters.first(where: { $0.name == name }) {
          kind = .cluster(
            ClusterCheck(
              name: name,
              cases: cluster.cases.map { ($0.rule, plan(model: $0.model, cluster: cluster)) },
              ruleKeys: cluster.cases.compactMap(\.rule?.key), keepsUnknownObjects: cluster.keepsUnknownObjects))
        } else {
          kind = .cluster(nil)
        }
      }
      let isLenient = if case .lenientlyCoerced? = form { true } else { false }
      return Expectation(type: type, isLenient: isLenient, kind: kind)
    }

    /// The index of the plan for objects of the model `name` (chosen by `cluster`), or `nil` when
    /// the schema has no such model.
    mutating func plan(model name: String, cluster: ClusterType?) -> Int? {
      let key = MemberPlan.Key(model: name, cluster: cluster?.name)
      if let index = planIndex[key] { return index }
      guard let model = schema.model(named: name) else { return nil }
      let ruleKeys = Set(cluster?.cases.compactMap(\.rule?.key) ?? [])
      let index = plans.count
      plans.append(nil)
      planIndex[key] = index
      plans[index] = memberPlan(level: CodecPlan.objectLevel(of: model, in: schema), alsoKnown: ruleKeys)
      return index
    }

    /// What a property's value must be: its type through its transform, and its constraints
    /// (which apply to decoded values, so only without a transform).
    private mutating func propertyExpectation(_ property: Property) -> Expectation {
      let plain = arrayMemberExpectation(property) ?? expectation(property.type, transform: property.transform)
      guard let constraints = property.constraints, property.transform == nil else { return plain }
      return plain.constrained(by: constraints)
    }

    /// For a key path through an array (`users[].name`): an array of objects, each with the member
    /// as an element of the property's type.
    private mutating func arrayMemberExpectation(_ property: Property) -> Expectation? {
      guard let member = property.arrayMember, case .array(let element) = property.type else { return nil }
      // Every element has the member (decoding reads it with `decode`), `null` where the element
      // type is optional.
      let memberProperty = Property(swiftName: property.swiftName, keyPath: [member], type: element, isOptional: false)
      let index = plans.count
      plans.append(nil)
      plans[index] = memberPlan(level: ObjectLevel(properties: [memberProperty]), alsoKnown: [])
      let object = Expectation(
        type: .model("an object with \(JSONKeyPath.text(of: [member]))"), isLenient: false, kind: .model(index))
      return Expectation(type: property.type, isLenient: false, kind: .array(object))
    }

    /// For a property whose constant is a string: only that string fits.
    private func constantExpectation(_ property: Property) -> Expectation? {
      guard case .string(let text)? = property.constant else { return nil }
      return Expectation(type: property.type, isLenient: false, kind: .enumeration(EnumCheck(constant: text)))
    }

    /// The plan for the objects of `level`; keys in `alsoKnown` (a cluster's rule keys) are not new.
    mutating func memberPlan(level: ObjectLevel, alsoKnown: Set<String>) -> MemberPlan {
      let directFields = level.directFields
      // Slots in schema order (then fallback keys, then cluster rule keys), which is the order
      // objects usually list their keys in: see ``MemberPlan/keys``.
      var keys: [String] = []
      for key in level.keys + directFields.flatMap(\.fallbackKeys) + alsoKnown.sorted() where !keys.contains(key) {
        keys.append(key)
      }
      let slots = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($0.element, $0.offset) })
      let direct = directFields.map { property in
        let key = property.keyPath.last!
        return MemberPlan.Direct(
          expectation: constantExpectation(property) ?? propertyExpectation(property),
          candidateSlots: ([key] + property.fallbackKeys).map { slots[$0]! },
          pathSuffix: MemberPlan.pathSuffix(key),
          isTolerant: property.mayBeAbsent,
          recoversInvalid: property.onInvalid == .replace,
          missingMessage: "'\(property.swiftName)' (\(TypeExpression.text(of: property.type))) is missing",
          key: key)
      }
      var nested: [MemberPlan.Nested] = []
      for case .nested(let key, let below) in level.members {
        let index = plans.count
        plans.append(nil)
        plans[index] = memberPlan(level: below, alsoKnown: [])
        nested.append(
          MemberPlan.Nested(
            slot: slots[key]!, pathSuffix: MemberPlan.pathSuffix(key), isTolerant: below.mayBeAbsent,
            missingMessage: "the object holding \(below.fields.map(\.swiftName).joined(separator: ", ")) is missing",
            plan: index))
      }
      var unknownKeys: Expectation?
      if let holder = level.unknownKeys, case .dictionary(let value) = holder.type, value != .jsonValue {
        unknownKeys = expectation(value, transform: nil)
      }
      return MemberPlan(keys: keys, slots: slots, direct: direct, nested: nested, unknownKeys: unknownKeys)
    }
  }
}

/// What the schema expects at one place: its type, whether the lenient coercions apply there (to
/// the elements and values of arrays and dictionaries too), and what the check does there.
final class Expectation: Sendable {
  indirect enum Kind: Sendable {
    /// Any JSON value (`JSONValue`).
    case any
    case optional(Expectation)
    case bool
    case int
    case int32
    /// `Double` or `Decimal`.
    case number
    case string
    case url
    case uuid
    /// A string that a transform reads (see ``TextCheck``).
    case text(TextCheck)
    /// `nil` when the schema has no such enum.
    case enumeration(EnumCheck?)
    case array(Expectation)
    /// An array of values of the expected type, with the `firstElement` transform (which reads the
    /// first one): what each element must be.
    case firstElement(Expectation)
    case dictionary(Expectation)
    /// The index of the model's ``MemberPlan``; `nil` when the schema has no such model.
    case model(Int?)
    /// The types of the union's cases.
    case union([TypeReference])
    /// `nil` when the schema has no such cluster.
    case cluster(ClusterCheck?)
  }

  let type: TypeReference
  /// Whether values that the lenient coercions convert to ``type`` are fine.
  let isLenient: Bool
  let kind: Kind
  /// For an optional: what its innermost wrapped value must be (the check reads it once, without
  /// unwrapping the kinds at every value); `nil` otherwise.
  let wrappedValue: Expectation?
  /// The rules a present value must keep (a property's constraints, without a transform).
  let constraints: Constraints?

  init(type: TypeReference, isLenient: Bool, kind: Kind, constraints: Constraints? = nil) {
    self.type = type
    self.isLenient = isLenient
    self.kind = kind
    self.constraints = constraints
    var wrapped: Expectation?
    if case .optional(var inner) = kind {
      while case .optional(let next) = inner.kind { inner = next }
      wrapped = inner
    }
    wrappedValue = wrapped
  }

  /// This expectation with `constraints` on the value an optional wraps.
  func constrained(by constraints: Constraints) -> Expectation {
    if case .optional(let wrapped) = kind {
      return Expectation(type: type, isLenient: isLenient, kind: .optional(wrapped.constrained(by: constraints)))
    }
    return Expectation(type: type, isLenient: isLenient, kind: kind, constraints: constraints)
  }
}

/// An enum's values (or a string constant), for the check.
struct EnumCheck: Sendable {
  /// What a value must be, for messages: `a case of Status`, `the constant "charge"`.
  var name: String
  /// The JSON strings of the cases (compared as Swift compares strings, as the generated code does).
  var strings: Set<String>
  /// The cases' other values (integers, booleans), compared by value.
  var others: [JSONLiteral]
  /// Whether a case stands for `null`.
  var acceptsNull: Bool
  var acceptsUnknownValues: Bool

  init(_ enumType: EnumType) {
    name = "a case of \(enumType.name)"
    strings = Set(enumType.cases.compactMap(\.stringValue))
    others = enumType.cases.map(\.value).filter { $0 != .null && $0.kindName != "string" }
    acceptsNull = enumType.nullCase != nil
    acceptsUnknownValues = enumType.acceptsUnknownValues
  }

  /// The check of a property whose only value is the string `constant`.
  init(constant: String) {
    name = "the constant \(JSONText.quoted(constant))"
    strings = [constant]
    others = []
    acceptsNull = false
    acceptsUnknownValues = false
  }

  /// Whether `head` is of the kind the cases stand for (a value of another kind is a type change).
  func isOfValueKind(_ head: ValueHead) -> Bool {
    switch (head, others.first) {
    case (.string, nil), (.bool, .bool?): true
    case (.number(let number), .number?): number.decodesAsInt
    default: false
    }
  }

  /// Whether `head` (a number or a boolean) is one of the cases' values.
  func contains(_ head: ValueHead) -> Bool {
    let input = RuleInput(head)
    return others.contains { $0.isValue(of: input) }
  }
}

/// A class cluster's cases in the order their rules are tried.
struct ClusterCheck: Sendable {
  var name: String
  /// Each case's rule (`nil`: the fallback case) and the index of its model's member plan.
  var cases: [(rule: ClusterRule?, plan: Int?)]
  /// The keys the rules read.
  var ruleKeys: [String]
  /// Whether objects no rule matches decode (as the open cluster's unknown case).
  var keepsUnknownObjects: Bool
}

extension CheckPlan {
  /// `Data`: base64 text that `JSONDecoder` reads; text it reads but writes otherwise (no padding
  /// is not read at all) is a warning.
  static let base64Check = TextCheck(findingKind: .typeChanged) { bytes in
    let text = String(decoding: bytes, as: UTF8.self)
    guard let data = Data(base64Encoded: text) else {
      return .unreadable("\"\(text.prefix(40))\" is not base64 text, which Data decodes from")
    }
    return data.base64EncodedString() == text
      ? .fits : .rewritten("\"\(text.prefix(40))\" decodes as base64 but re-encodes differently")
  }

  /// `DateTime`: an ISO 8601 date-time, as the support code's `DateTime` reads it.
  static let dateTimeCheck = readCheck("an ISO 8601 date-time, which DateTime decodes from") {
    JSONSupport.DateTime($0) != nil
  }

  /// `CalendarDay`: a day written `yyyy-MM-dd`, as the support code's `CalendarDay` reads it.
  static let dayCheck = readCheck("a day written yyyy-MM-dd, which CalendarDay decodes from") {
    JSONSupport.CalendarDay($0) != nil
  }

  /// Text that `reads` accepts fits; other text is unreadable: "… is not `expected`".
  private static func readCheck(_ expected: String, reads: @escaping @Sendable (String) -> Bool) -> TextCheck {
    TextCheck(findingKind: .dateFormatChanged) { bytes in
      let text = String(decoding: bytes, as: UTF8.self)
      return reads(text) ? .fits : .unreadable("\"\(text.prefix(40))\" is not \(expected)")
    }
  }
}
