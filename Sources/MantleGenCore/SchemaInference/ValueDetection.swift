import MantleGenSupport

/// Recognises Unix timestamps: numbers under a key that names a time (`created_at`, `*_time`,
/// `timestamp`, `*_ms`, …) whose values are all whole and fall between 1990 and 2100.
enum UnixTimeDetection {
  static let plausibleSeconds: ClosedRange<Double> = 631_152_000...4_102_444_800

  static func unit(forKey key: String, numbers: NumberSummary) -> UnixTimeUnit? {
    guard numbers.decimalCount == 0, numbers.integerCount > 0, let range = numbers.range,
      namesATime(key)
    else { return nil }
    if plausibleSeconds.contains(range.lowerBound), plausibleSeconds.contains(range.upperBound) { return .seconds }
    let milliseconds = (plausibleSeconds.lowerBound * 1000)...(plausibleSeconds.upperBound * 1000)
    if milliseconds.contains(range.lowerBound), milliseconds.contains(range.upperBound) { return .milliseconds }
    return nil
  }

  /// Whether the key's words say it holds a point in time.
  static func namesATime(_ key: String) -> Bool {
    let words = SwiftNaming.words(forKey: key).words.map { $0.text.lowercased() }
    guard let last = words.last else { return false }
    let timeWords: Set<String> = [
      "at", "time", "date", "timestamp", "ts", "ms", "created", "updated", "modified", "expires", "epoch",
    ]
    if timeWords.contains(last) { return true }
    return words.count >= 2 && words[words.count - 2] == "time" && last == "ms"
  }
}

/// Recognises string enums: a small set of short, word-like values, each seen repeatedly.
enum EnumDetection {
  /// Each value must be seen this many times on average.
  static let minimumRepetition = 3
  /// At least this many strings must have been seen.
  static let minimumCount = 10

  /// The cases for `strings`, or `nil` when they do not look like an enum. `limit` is the most
  /// distinct values allowed; 0 turns enums off.
  ///
  /// A string place is an enum when few distinct word-like values (`limit` at most) repeat
  /// (`minimumRepetition` times on average, `minimumCount` strings at least), every value was seen
  /// at least twice (a value seen once hints at an open-ended set: names, places, free text), and
  /// the values are not short codes of one length (`ja`/`zh`, `USD`/`EUR`), which come from long
  /// standard lists of which a sample shows only a few.
  static func cases(for strings: StringSummary, limit: Int) -> [EnumCase]? {
    let distinctCount = strings.distinctValueCount
    guard limit > 0, !strings.hasMoreDistinctValues, distinctCount >= 2, distinctCount <= limit,
      strings.count >= max(minimumCount, minimumRepetition * distinctCount)
    else { return nil }
    let values = strings.distinctValues
    guard values.count >= 2, values.values.allSatisfy({ $0 >= 2 }), !areStandardCodes(values.keys),
      values.keys.allSatisfy(isWordLike), isVocabulary(values.keys),
      !values.keys.contains(where: SensitiveData.valueLooksSensitive)
    else { return nil }
    return enumCases(values.keys)
  }

  /// The cases of every value of `strings`, however few and however often seen, where `update`
  /// knows an enum already (``InferenceOptions/enumPaths``); `nil` unless every value was
  /// remembered.
  static func knownEnumCases(for strings: StringSummary) -> [EnumCase]? {
    guard !strings.hasMoreDistinctValues, strings.distinctValueCount > 0 else { return nil }
    return enumCases(strings.distinctValues.keys)
  }

  /// A case for each of `values`, in their order by text.
  private static func enumCases(_ values: some Sequence<String>) -> [EnumCase] {
    var registry = NameRegistry()
    return values.sorted().map { EnumCase(name: registry.claim(SwiftNaming.caseName(for: $0)), value: .string($0)) }
  }

  /// Two or three ASCII letters each, all of one length and one letter case.
  static func areStandardCodes(_ values: Dictionary<String, Int>.Keys) -> Bool {
    guard let length = values.first?.count, (2...3).contains(length),
      values.allSatisfy({ $0.count == length && $0.allSatisfy { $0.isASCII && $0.isLetter } })
    else { return false }
    return values.allSatisfy { $0 == $0.lowercased() } || values.allSatisfy { $0 == $0.uppercased() }
  }

  /// Whether the values read as the words of one vocabulary (`open`/`in_progress`,
  /// `PENDING`/`PAID`, `PushEvent`/`CreateEvent`), not as names or titles (`Muse`,
  /// `PARTYNEXTDOOR`, `The Wood Brothers`): all in one letter case — starting lower case, capitalised,
  /// or all capitals — and none of more than two words.
  static func isVocabulary(_ values: Dictionary<String, Int>.Keys) -> Bool {
    enum Style { case lower, capitalized, capitals }
    func style(_ value: String) -> Style? {
      guard let first = value.first(where: \.isLetter) else { return nil }
      if first.isLowercase { return .lower }
      return value.contains(where: \.isLowercase) ? .capitalized : .capitals
    }
    let styles = Set(values.compactMap(style))
    return styles.count <= 1 && values.allSatisfy { $0.split(separator: " ").count <= 2 }
  }

  /// Short, starts with a letter, and made of letters, digits, `_`, `-`, `.` or single spaces.
  static func isWordLike(_ value: String) -> Bool {
    guard let first = value.unicodeScalars.first, value.count <= 32, first.properties.isAlphabetic else { return false }
    return !value.contains("  ")
      && value.unicodeScalars.allSatisfy { scalar in
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_-. ".unicodeScalars.contains(scalar)
      }
  }
}

/// With `--lenient`, the one kind a place whose samples disagree is decoded as, when every other
/// value converts to it without loss (the majority wins between numbers and strings).
/// Every conversion is judged with the support library's `LenientCoercion`, the code the generated
/// transform runs.
enum LenientChoice {
  private typealias Coercion = JSONSupport.LenientCoercion

  static func kind(for place: [ShapeSummary], kinds: ValueKinds) -> ValueKind? {
    var numbers = NumberSummary()
    var strings = StringSummary()
    var bools = 0
    for summary in place {
      numbers.merge(summary.numbers)
      strings.merge(summary.strings)
      bools += summary.boolCount
    }
    let stringsKnown = !strings.hasMoreDistinctValues
    let stringValues = strings.distinctValues.keys
    if kinds.contains(.object) {
      let arraysAreEmpty = place.allSatisfy { $0.elements == nil || $0.elements?.count == 0 }
      return kinds == [.object, .array] && arraysAreEmpty ? .object : nil
    }
    if kinds.contains(.array) {
      let elementKinds = place.compactMap(\.elements).reduce(into: ValueKinds()) { $0.formUnion($1.kinds) }
      let scalars = kinds.subtracting([.array])
      return scalars.count == 1 && elementKinds.isSubset(of: scalars) ? .array : nil
    }
    let numbersAreBools =
      numbers.count == 0
      || (numbers.decimalCount == 0 && numbers.range.map { $0.lowerBound >= 0 && $0.upperBound <= 1 } ?? true)
    if bools > 0, numbersAreBools, stringsKnown, stringValues.allSatisfy({ Coercion.bool(from: .string($0)) != nil }) {
      return .bool
    }
    guard !kinds.contains(.bool) || kinds == [.bool, .string] else { return nil }
    let stringsAreNumbers = stringsKnown && stringValues.allSatisfy { Coercion.double(from: .string($0)) != nil }
    if kinds.contains(.number), stringsAreNumbers, numbers.count >= strings.count { return .number }
    if kinds.contains(.string), strings.count >= numbers.count { return .string }
    return stringsAreNumbers ? .number : .string
  }

  /// `type` (the plain type of the chosen kind), widened to `Double` when it is `Int` but some
  /// string value at the place is not an integer (`"1.5"`), so that the generated code decodes
  /// every sample.
  static func widened(_ type: TypeReference, for place: [ShapeSummary]) -> TypeReference {
    guard type == .int else { return type }
    var strings = StringSummary()
    for summary in place { strings.merge(summary.strings) }
    let allIntegers =
      !strings.hasMoreDistinctValues
      && strings.distinctValues.keys.allSatisfy { Coercion.int(from: .string($0)) != nil }
    return allIntegers ? .int : .double
  }
}

/// When two keys of one object are spellings of one property (`user_id` and `userId`): they get the
/// same Swift name, have the same type and transform, and together are present exactly once per
/// object (so, as far as the counts show, they never occur together).
enum FallbackKeys {
  static func areAlternatives(
    _ property: Property, presence: Int, type: TypeReference, transform: Transform?, otherPresence: Int,
    objectCount: Int
  ) -> Bool {
    property.type == type && property.transform == transform && type != .jsonValue && presence > 0
      && otherPresence > 0 && presence + otherPresence == objectCount
  }
}
