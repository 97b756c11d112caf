/// The evidence that an object place is a map (`[String: T]`) rather than a model, gathered from
/// its keys and values across every sample. ``DictionaryDetection`` combines these.
///
/// None of the rules looks at what a key means; they look at what keys and values have in common:
/// - many keys whose values share one shape,
/// - keys that are codes (`"USD"`, `"en-US"`), names (`"New York"`) or data (`"123"`), or
///   mostly data (npm's `time`: versions beside `created` and `modified`),
/// - keys that are opaque ids of one length (Firebase push ids),
/// - keys that vary between the objects seen at the place (each object has its own few keys),
/// - sibling objects with the same role (`fooNames`, `barNames`) of which one is a map.
enum MapEvidence {
  /// With at least this many keys whose values are all records of one shape (objects or arrays),
  /// an object is a map whatever its keys look like (654 plugins keyed by name).
  static let manyRecordKeys = 20
  /// Keys that are codes or names make a map from this many keys.
  static let fewCodeKeys = 3
  /// Lower-case codes of one length (`nld`, `pap`) could be short field names (`lat`, `lng`),
  /// so they need this many keys.
  static let manyLowercaseCodeKeys = 8

  // MARK: - Values

  /// Whether every non-null value among `values` has one shape: the same kinds; for objects,
  /// common keys that every object mostly has, with agreeing kinds; for arrays, elements of one
  /// shape. Null values are ignored, but at least one value must be non-null.
  static func valuesShareOneShape(_ values: [ShapeSummary]) -> Bool {
    let present = values.filter { !$0.kinds.isEmpty }
    guard let first = present.first else { return false }
    let kinds = first.kinds
    guard present.allSatisfy({ $0.kinds == kinds }) else { return false }
    if kinds.contains(.object), !objectsShareOneShape(present) { return false }
    if kinds.contains(.array) {
      let elements = present.compactMap(\.elements).filter { !$0.kinds.isEmpty }
      if !elements.isEmpty, !valuesShareOneShape(elements) { return false }
    }
    return true
  }

  /// Objects (as summaries of object places) whose keys mostly agree: the keys more than half of
  /// them have are their core, every object has at least half the core (but for one object in ten:
  /// the root package among a lock file's packages), and a core key's kinds of values in one object
  /// include or are included in another's.
  private static func objectsShareOneShape(_ objects: [ShapeSummary]) -> Bool {
    if objects.allSatisfy({ $0.overflowValues != nil }) {
      return valuesShareOneShape(objects.compactMap(\.overflowValues))
    }
    guard objects.allSatisfy({ $0.overflowValues == nil }) else { return false }
    let core = coreKeys(of: objects)
    guard !core.isEmpty else { return false }
    let outliers = objects.count { Set($0.keyOrder).intersection(core).count * 2 < core.count }
    guard outliers <= objects.count / 10 else { return false }
    for key in core {
      let kinds = objects.compactMap { $0.field(named: key)?.kinds }.filter { !$0.isEmpty }
      for (a, b) in zip(kinds, kinds.dropFirst()) where !(a.isSubset(of: b) || b.isSubset(of: a)) {
        return false
      }
    }
    return true
  }

  /// Whether the values are records: objects or arrays.
  static func valuesAreRecords(_ values: [ShapeSummary]) -> Bool {
    let kinds = values.reduce(into: ValueKinds()) { $0.formUnion($1.kinds) }
    return kinds == [.object] || kinds == [.array]
  }

  // MARK: - Keys

  /// A key that is data: has no letters (`"123"`, `"2024-05-01"`, `"^$#"`), is a UUID or a long
  /// hexadecimal id, or is an email address (personal data, which must not become a property
  /// name).
  static func isDataLikeKey(_ key: String) -> Bool {
    guard !key.isEmpty else { return false }
    if !key.contains(where: \.isLetter) { return true }
    if key.utf8.contains(UInt8(ascii: "@")), SensitiveData.looksLikeEmail(key) { return true }
    if StringFormats.uuidCase(of: key) != .mixed { return true }
    let isHex =
      key.utf8.count >= 16
      && key.utf8.allSatisfy { byte in
        (byte >= 48 && byte <= 57) || (byte >= 97 && byte <= 102) || (byte >= 65 && byte <= 70)
      }
    return isHex
  }

  /// Whether the keys are codes or names rather than field names: upper-case or region codes
  /// (`"USD"`, `"en-US"`, `"X_Y"`), enough lower-case codes of one length (`"nld"`, `"pap"`), or
  /// capitalised names of which at least one has a space or other punctuation (`"New York"`).
  static func keysAreCodesOrNames(_ keys: [String]) -> Bool {
    guard keys.count >= fewCodeKeys else { return false }
    if keys.allSatisfy(isUppercaseCode) { return true }
    if keys.count >= manyLowercaseCodeKeys, let length = keys.first?.utf8.count, (2...3).contains(length),
      keys.allSatisfy({ $0.utf8.count == length && $0.utf8.allSatisfy(isLowercaseLetter) })
    {
      return true
    }
    return keys.allSatisfy(isName) && keys.contains { $0.contains(where: { !isIdentifierCharacter($0) }) }
  }

  /// Whether the keys are opaque ids: at least ``fewCodeKeys`` of them, all of one length of 8 or
  /// more, made of ASCII letters, digits, `-` and `_`, and at least half with a digit before a
  /// letter (Firebase push ids such as `-NqA1b2c3d4e5f6g7h8i`, YouTube's `dQw4w9WgXcQ`, Slack's
  /// `U024BE7LH`). Field names seldom share one length, and their digits come last (`address1`).
  static func keysAreOpaqueIDs(_ keys: [String]) -> Bool {
    guard keys.count >= fewCodeKeys, let length = keys.first?.utf8.count, length >= 8 else { return false }
    guard keys.allSatisfy({ $0.utf8.count == length && $0.utf8.allSatisfy(isTokenByte) }) else { return false }
    let mixed = keys.count { key in
      zip(key.utf8, key.utf8.dropFirst()).contains { isDigit($0) && (isLowercaseLetter($1) || isUppercaseLetter($1)) }
    }
    return mixed * 2 >= keys.count
  }

  /// Whether there are two keys or more, all ids of one pattern: one length of eight characters or
  /// more, the same letter prefix (one or two letters, the first upper case), then letters and digits,
  /// at least half of them digits (Slack's `U00000000`, `C03E94Mku`, `Fn0000000000`).
  static func keysAreIDsOfOnePattern(_ keys: [String]) -> Bool {
    guard keys.count >= 2, let first = keys.first, first.utf8.count >= 8,
      let initial = first.utf8.first, isUppercaseLetter(initial)
    else { return false }
    let prefixLength = first.utf8.dropFirst().first.map(isLowercaseLetter) == true ? 2 : 1
    let prefix = Array(first.utf8.prefix(prefixLength))
    return keys.allSatisfy { key in
      let bytes = Array(key.utf8)
      guard bytes.count == first.utf8.count, Array(bytes.prefix(prefixLength)) == prefix,
        bytes.allSatisfy(isAlphanumeric)
      else { return false }
      let rest = bytes.dropFirst(prefixLength)
      return rest.count { isDigit($0) } * 2 >= rest.count
    }
  }

  /// The keys of an object place that are data beside a few fixed keys (at most half as many;
  /// ``DictionaryDetection`` keeps the fixed ones as properties and the rest as one `[String: T]`),
  /// if there are such: at least ``fewCodeKeys`` keys whose values share one shape (or are objects
  /// with the fixed keys too, as nodes of a tree are), that are data by their spelling (dates, ids,
  /// numbers; beside keys that are not); or whose values are records (objects or arrays) and that
  /// vary between the objects (``manyLowercaseCodeKeys`` or more, each in at most half of them,
  /// beside keys in more than half; not all descriptive field names), or number ``manyRecordKeys``
  /// or more beside at most a quarter as many other keys. Never where all values are scalars of
  /// one kind: a map of every key loses nothing there. A feature tree's `{"__compat": …, "abort":
  /// …, "signal": …}`, dates beside a `total`.
  static func unknownKeys(of summary: ShapeSummary) -> Set<String>? {
    let members = summary.members
    let byData = members.filter { isDataLikeKey($0.key) || $0.key.utf8.first.map(isDigit) == true }
    // Where every value is a scalar of one kind, a map of all keys loses nothing (npm's `time`).
    let all = members.map(\.summary)
    guard valuesAreRecords(all) || !valuesShareOneShape(all) else { return nil }
    let varying =
      summary.objectCount >= 2
      ? members.filter { $0.summary.presenceCount * 2 <= summary.objectCount } : []
    // Many of them: a few optional fields of one shape (`home`, `work`) are fields.
    let byVariance = varying.count >= manyLowercaseCodeKeys ? varying : []
    let records = members.filter { $0.summary.kinds == .object || $0.summary.kinds == .array }
    // Keys that are data by their spelling need no records.
    let candidates: [(keys: [ShapeSummary.Member], needsRecords: Bool)] = [
      (byData, false),
      (byVariance.allSatisfy { isDescriptiveFieldName($0.key) } ? [] : byVariance, true),
      (records.count >= manyRecordKeys && (members.count - records.count) * 4 <= records.count ? records : [], true),
    ]
    // A few fixed keys: at most half as many as the others.
    for (rest, needsRecords) in candidates
    where rest.count >= fewCodeKeys && rest.count < members.count && (members.count - rest.count) * 2 <= rest.count {
      let values = rest.map(\.summary)
      let keys = Set(rest.map(\.key))
      let fixed = members.filter { !keys.contains($0.key) }
      guard !needsRecords || valuesAreRecords(values),
        valuesShareOneShape(values) || haveKeys(fixed.map(\.key), values),
        // A fixed key whose value fits the others is one more entry: a map of every key then.
        !fixed.allSatisfy({ fits($0.summary, values) })
      else { continue }
      return keys
    }
    return nil
  }

  /// Whether `value` has the shape of `values`: the same kinds and, for objects, a key that most
  /// of them have.
  private static func fits(_ value: ShapeSummary, _ values: [ShapeSummary]) -> Bool {
    guard values.allSatisfy({ $0.kinds == value.kinds }) else { return false }
    guard value.objectCount > 0 else { return true }
    return !coreKeys(of: values).isDisjoint(with: value.keyOrder)
  }

  /// The keys more than half of `objects` (summaries of object places) have.
  private static func coreKeys(of objects: [ShapeSummary]) -> Set<String> {
    var counts: [String: Int] = [:]
    for object in objects {
      for key in object.keyOrder { counts[key, default: 0] += 1 }
    }
    return Set(counts.filter { $0.value * 2 > objects.count }.keys)
  }

  /// Whether most objects of every one of `values` have all of `keys`: the values of a tree's data
  /// keys are nodes like the one holding them (`__compat` beside sub-features at every level),
  /// whatever data keys each has below.
  private static func haveKeys(_ keys: [String], _ values: [ShapeSummary]) -> Bool {
    values.allSatisfy { value in
      value.objectCount > 0 && value.kinds == .object
        && keys.allSatisfy { key in (value.field(named: key)?.presenceCount ?? 0) * 2 > value.objectCount }
    }
  }

  /// Whether more than half of the keys, and at least ``fewCodeKeys``, are data: keys that
  /// ``isDataLikeKey(_:)``, or that start with a digit (`1.0.0`, `2024-05`, `1.1.0-beta.1`), as
  /// npm's `time` holds versions beside `created` and `modified`. Other punctuation does not count:
  /// JSON-LD's `@id` and JSON Schema's `$ref` are fields.
  static func keysAreMostlyData(_ keys: [String]) -> Bool {
    let data = keys.count { key in isDataLikeKey(key) || key.utf8.first.map(isDigit) == true }
    return data >= fewCodeKeys && data * 2 > keys.count
  }

  /// A code with at least one upper-case part: parts of one to four ASCII letters or digits joined
  /// by `-` or `_`, at least one all upper-case letters (`"USD"`, `"en-US"`, `"X_Y"`, `"ZH_HANT"`
  /// is too long a part and is not one).
  static func isUppercaseCode(_ key: String) -> Bool {
    let parts = key.split(separator: "-", omittingEmptySubsequences: false)
      .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
    guard parts.allSatisfy({ (1...4).contains($0.utf8.count) && $0.utf8.allSatisfy(isAlphanumeric) }) else {
      return false
    }
    return parts.contains { $0.utf8.allSatisfy(isUppercaseLetter) }
  }

  /// A proper name: words that each start with an upper-case letter (`"Alabama"`, `"New York"`,
  /// `"São Paulo"`), or a key with characters no field name has (`"example.com"`, `"@user"`).
  static func isName(_ key: String) -> Bool {
    let words = key.split(separator: " ")
    guard !words.isEmpty else { return false }
    let capitalised = words.allSatisfy { word in
      guard let first = word.first, first.isUppercase else { return false }
      return word.dropFirst().allSatisfy { $0.isLowercase || $0 == "." || $0 == "'" || $0 == "-" }
    }
    return capitalised || key.contains { !isIdentifierCharacter($0) && $0 != "-" }
  }

  /// Whether the keys vary between the objects seen at the place: at least two objects and
  /// ``fewCodeKeys`` keys, and no key in more than half of the objects (`{"en": …}` in one sample, `{"fr": …}` in
  /// another), where a model's fields would mostly recur.
  static func keysVaryBetweenObjects(_ summary: ShapeSummary) -> Bool {
    guard summary.objectCount >= 2, summary.members.count >= fewCodeKeys else { return false }
    return summary.members.allSatisfy { $0.summary.presenceCount * 2 <= summary.objectCount }
  }

  /// A field name of several words in camelCase or snake_case (`isExported`, `first_name`): keys
  /// that all look like this are fields even where each object has only a few of them. Numbers
  /// are not words (`pkg1`, `item_2` are one word and a number).
  static func isDescriptiveFieldName(_ key: String) -> Bool {
    guard let first = key.first, first.isASCII, first.isLowercase, key.allSatisfy(isIdentifierCharacter) else {
      return false
    }
    return SwiftNaming.words(forKey: key).words.count { $0.text.contains(where: \.isLetter) } >= 2
  }

  /// The role of an object-valued key among its siblings: its last word, lower-cased
  /// (`fooNames` and `bar_names` share `names`).
  static func role(ofKey key: String) -> String? {
    SwiftNaming.words(forKey: key).words.last.map { $0.text.lowercased() }
  }

  private static func isIdentifierCharacter(_ character: Character) -> Bool {
    character.isASCII && (character.isLetter || character.isNumber || character == "_")
  }

  private static func isAlphanumeric(_ byte: UInt8) -> Bool {
    isLowercaseLetter(byte) || isUppercaseLetter(byte) || isDigit(byte)
  }

  private static func isTokenByte(_ byte: UInt8) -> Bool {
    isAlphanumeric(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
  }

  private static func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }

  private static func isLowercaseLetter(_ byte: UInt8) -> Bool { byte >= 97 && byte <= 122 }

  private static func isUppercaseLetter(_ byte: UInt8) -> Bool { byte >= 65 && byte <= 90 }
}
