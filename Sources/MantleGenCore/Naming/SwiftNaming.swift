/// Swift names for JSON keys and values: `html_url` → `htmlURL`, `photos` → `Photo`.
///
/// Every result is a plain Swift identifier in ASCII, never empty, at most `maxNameLength`
/// characters, and depends only on its input. Names are not unique; give them out through a
/// `NameRegistry` for each scope. Names are plain everywhere before Swift is written (a keyword
/// such as `default` has no backticks in a ``MappingSchema``); `escaped(_:)` writes one in source.
///
/// Decisions callers can rely on:
/// - Keys without letters or digits are named after their symbols: `""` → `empty`, `"!"` →
///   `exclamation`, `"_"` → `underscore`, `"😜"` → `faceWithStuckOutTongueAndWinkingEye`.
/// - Names that would start with a digit get a leading `_`: `2015` → `_2015` (types too).
/// - Keywords that backticks make usable stay as they are (`class`, written `` `class` `` by
///   `escaped(_:)`); names in `SwiftReservedNames.unusableMemberNames` (`self`, `init`,
///   `hashValue`, `merging`, …) and the case name `none` get `Value` until usable (`selfValue`).
/// - Type names that shadow standard, Foundation or support-code types get `Model`:
///   `Data` → `DataModel`, `URL` → `URLModel`, `JSONValue` → `JSONValueModel`.
/// - Longer names are cut and end in 8 upper-case hexadecimal digits of a stable hash.
/// - No name holds `_` after its first character (`swift format lint` wants lowerCamelCase).
package enum SwiftNaming {
  /// The longest name handed out (type names are also file names): a declaration such as
  /// `public let name: [Type]?` still fits swift-format's 100 columns when broken after the colon.
  static let maxNameLength = 60

  /// The longest type name a schema may declare: each names a file.
  static let maxDeclaredTypeNameLength = 100

  /// lowerCamelCase property name for a JSON key (plain: `escaped(_:)` writes it in source), with
  /// acronyms in capitals (`textID`) or, with `.keys`, as the key writes them (`textId`).
  static func propertyName(forKey key: String, acronyms: AcronymStyle = .swift) -> String {
    memberName(lowerCamelCase(words(forKey: key, acronyms: acronyms).words), isCase: false)
  }

  /// Whether `text` is a Swift identifier written plainly: ASCII letters, digits and `_`, not
  /// starting with a digit (a keyword counts; schema files name types and members this way).
  static func isPlainIdentifier(_ text: String) -> Bool {
    guard let first = text.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else { return false }
    return text.utf8.allSatisfy { byte in
      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        || byte == UInt8(ascii: "_")
    }
  }

  /// UpperCamelCase type name for a JSON key (a model at that key), ready for Swift source (no
  /// type name is a keyword).
  package static func typeName(forKey key: String) -> String {
    finishedTypeName(upperCamelCase(words(forKey: key).words))
  }

  /// `typeName(forKey:)`, but when that name is taken by a standard or support type, or is one app
  /// code uses (``SwiftReservedNames/commonTypeNames``), the name of the enclosing type comes first
  /// instead of the `Model` suffix: `type` in `Event` → `EventType`, `data` in `Response` →
  /// `ResponseData`, `task` in `Project` → `ProjectTask`.
  static func typeName(forKey key: String, inside parent: String) -> String {
    qualified(prefixingDigit(upperCamelCase(words(forKey: key).words)), inside: parent)
  }

  /// `name` after `parent`'s name when `name` is reserved or a common type's (see
  /// ``typeName(forKey:inside:)``), finished as a type name.
  private static func qualified(_ name: String, inside parent: String) -> String {
    let isTaken = isReservedTypeName(name) || SwiftReservedNames.commonTypeNames.contains(name)
    guard isTaken, !parent.isEmpty, !parent.hasSuffix(name) else { return finishedTypeName(name) }
    return finishedTypeName(parent + name)
  }

  /// The words of `key` in UpperCamelCase to put in front of another type name (`error` →
  /// `Error`, for `ErrorDescription`), or `nil` when they do not start with a letter.
  static func qualifier(forKey key: String) -> String? {
    let (words, fromSymbols) = words(forKey: key)
    let name = upperCamelCase(words)
    guard !fromSymbols, let first = name.first, first.isASCII, first.isLetter else { return nil }
    return name
  }

  /// UpperCamelCase type name for the element of an array found at `key`: the key with its last
  /// word singularized (`photos` → `Photo`, `user_photos` → `UserPhoto`, `people` → `Person`,
  /// `data` → `Datum`, `user_ids` → `UserID`), or `typeName(forKey:)`'s words plus `Element` when
  /// the key is not a recognisable plural (`info` → `InfoElement`, `news` → `NewsElement`).
  static func elementTypeName(forArrayKey key: String) -> String {
    if let singular = singularTypeName(forPluralKey: key) { return singular }
    let words = words(forKey: key).words
    // A key that names its elements already (`element`, `list_element`) needs no suffix.
    if words.last?.text.lowercased() == "element" { return finishedTypeName(upperCamelCase(words)) }
    return finishedTypeName(upperCamelCase(words) + "Element")
  }

  /// The element type name for an array under `key` in an object whose type is named `parent`:
  /// as ``elementTypeName(forArrayKey:)``, after the parent's name where that is a common type's
  /// (`tasks` in `Project` → `ProjectTask`), and under `data`, whose singular nobody writes, one
  /// of the parent's things (`data` in `Lines` → `Line`, in `Invoice` → `InvoiceItem`).
  static func elementTypeName(forArrayKey key: String, inside parent: String) -> String {
    guard words(forKey: key).words.map(\.text) == ["data"] else {
      return qualified(elementTypeName(forArrayKey: key), inside: parent)
    }
    return singularTypeName(forPluralKey: parent) ?? finishedTypeName(parent + "Item")
  }

  /// UpperCamelCase type name for one of the things a plural key names (`sizes` → `Size`,
  /// `demonyms` → `Demonym`), or `nil` when the key is not a recognisable plural.
  static func singularTypeName(forPluralKey key: String) -> String? {
    var (words, fromSymbols) = words(forKey: key)
    guard !fromSymbols, let last = words.last, let singular = singularWord(last) else { return nil }
    words[words.count - 1] = singular
    return finishedTypeName(upperCamelCase(words))
  }

  /// lowerCamelCase enum case name for a string value or a word (`"in_progress"` → `inProgress`,
  /// `"2"` → `_2`), plain like `propertyName(forKey:)`.
  static func caseName(for value: String) -> String {
    memberName(lowerCamelCase(words(forKey: value).words), isCase: true)
  }

  // MARK: - Words

  /// The words of `key`, or words describing it when it has no letters or digits
  /// (`fromSymbols`); never empty.
  static func words(forKey key: String, acronyms: AcronymStyle = .swift) -> (words: [NameWord], fromSymbols: Bool) {
    let words = NameWords.split(key, acronyms: acronyms)
    if !words.isEmpty { return (words, false) }
    if key.isEmpty { return ([NameWord(text: "empty", kind: .word)], true) }
    let described = NameWords.describingSymbols(of: key)
    return (described.isEmpty ? [NameWord(text: "unnamed", kind: .word)] : described, true)
  }

  /// The singular of the last word of an array key, or `nil` when it is not a plural.
  private static func singularWord(_ word: NameWord) -> NameWord? {
    switch word.kind {
    case .word: return Singularization.singular(of: word.text).map { NameWord(text: $0, kind: .word) }
    case .acronymPlural: return NameWord(text: word.text, kind: .acronym)
    case .acronym, .brand: return nil
    }
  }

  // MARK: - Casing

  static func lowerCamelCase(_ words: [NameWord]) -> String {
    guard let first = words.first else { return "" }
    // Words are joined as they are: `version_1_2` → `version12`, as `.convertFromSnakeCase` writes
    // it (an underscore inside a name is not lowerCamelCase for `swift format lint`).
    return ([first.lowerForm] + words.dropFirst().map(\.upperForm)).joined()
  }

  static func upperCamelCase(_ words: [NameWord]) -> String {
    words.map(\.upperForm).joined()
  }

  // MARK: - Making names valid

  private static func memberName(_ camelCase: String, isCase: Bool) -> String {
    var name = prefixingDigit(camelCase)
    if SwiftReservedNames.unusableMemberNames.contains(name)
      || (isCase && SwiftReservedNames.unusableCaseNames.contains(name))
    {
      repeat {
        name += SwiftReservedNames.unusableNameSuffix
      } while SwiftReservedNames.unusableMemberNames.contains(name)
    }
    return limitingLength(name)
  }

  /// `name` as written in Swift source: in backticks when it is a keyword that needs them
  /// (`default` → `` `default` ``), else unchanged. The one place names get backticks: the
  /// translator calls it wherever it writes a property, case or coding key, in declarations and
  /// in references alike; only an argument label in a call is written by ``argumentLabel(_:)``.
  static func escaped(_ name: String) -> String {
    SwiftReservedNames.backtickedKeywords.contains(name) ? "`\(name)`" : name
  }

  /// `name` as an argument label in a call (`Case(switch: other.switch)`): keywords need no
  /// backticks there, and Swift warns about them, except `inout`.
  static func argumentLabel(_ name: String) -> String {
    name == "inout" ? "`inout`" : name
  }

  /// The namespace enum of the output whose root type is `rootName` (`OrdersSupport`): it holds
  /// the output's support code and plain-type unions, and no generated type may take its name.
  static func supportNamespace(forRoot rootName: String) -> String {
    rootName + "Support"
  }

  private static func finishedTypeName(_ camelCase: String) -> String {
    var name = prefixingDigit(camelCase)
    if isReservedTypeName(name) { name += SwiftReservedNames.reservedTypeSuffix }
    return limitingLength(name)
  }

  /// Names a generated type must not take: standard and Foundation types, and names that Windows
  /// reserves for devices (type names are file names).
  private static func isReservedTypeName(_ name: String) -> Bool {
    SwiftReservedNames.reservedTypeNames.contains(name)
      || SwiftReservedNames.reservedFileNames.contains(name.uppercased())
  }

  private static func prefixingDigit(_ name: String) -> String {
    guard let first = name.first, first.isASCII, first.isNumber else { return name }
    return "_" + name
  }

  /// The name of a type `name` inside `owner` when `name` alone is taken: `owner` + `name`
  /// (`PagesBuildStatus`), or, where that would repeat the owner's name, `name` + `Payload`
  /// (`legality` in `Legality`: `LegalityPayload`, as swift-openapi-generator names an inline
  /// schema), so that names tell types apart by meaning, not by number.
  static func qualifiedTypeName(_ name: String, owner: String) -> String {
    limitingLength(owner.hasSuffix(name) || name.hasPrefix(owner) ? name + "Payload" : owner + name)
  }

  /// `name`, or when it is longer than `maxNameLength`, its start followed by 8 upper-case
  /// hexadecimal digits of a stable hash of the whole name, `maxNameLength` characters in all.
  static func limitingLength(_ name: String) -> String {
    guard name.count > maxNameLength else { return name }
    let hash = String(stableHash(of: name), radix: 16, uppercase: true)
    let suffix = String(repeating: "0", count: 8 - hash.count) + hash
    return String(name.prefix(maxNameLength - suffix.count)) + suffix
  }

  /// 32-bit FNV-1a of the UTF-8 bytes: the same on every run and platform (unlike `Hasher`).
  static func stableHash(of text: String) -> UInt32 {
    var hash: UInt32 = 2_166_136_261
    for byte in text.utf8 {
      hash ^= UInt32(byte)
      hash = hash &* 16_777_619
    }
    return hash
  }
}
