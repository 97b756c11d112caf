import Testing

@testable import MantleGenCore

// MARK: - Helpers

/// Whether `name` is a plain ASCII Swift identifier (no backticks; a keyword counts).
private func isValidIdentifier(_ name: String) -> Bool {
  guard let first = name.first, first == "_" || (first.isASCII && first.isLetter) else { return false }
  return name.allSatisfy { $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }
}

/// Keys that try to break naming: empty, symbols only, quotes, newlines, keywords, paths,
/// comment ends, right-to-left text, NUL, very long keys.
let hostileKeys: [String] = [
  "", "!", "_", "__", "ThisIsA😜Tough\"\n\nOne", "   spaces are separators  too  ", "x'", "{}",
  "continue", "null", "self", "Self", "Type", "Protocol", "hashValue", "init", "CodingKeys",
  "../../etc/x", "*/", "/*", "\\", "\"", "\\(x)", "\0", "a\0b", "\u{202E}evil\u{202C}",
  "مرحبا_بالعالم", "שלום", "😜", "👨‍👩‍👧", "\u{200D}", "\u{E000}", "\u{FFFF}", "\u{2028}",
  "2015", "0", "1_2", "-1.5", "名字", "ＡＢＣ", "e\u{301}",
  String(repeating: "a", count: 300), String(repeating: "long_key_", count: 40),
  String(repeating: "9", count: 300), String(repeating: "😜", count: 300),
]

// MARK: - Properties

@Test(
  "property names are lowerCamelCase with acronyms written all caps after the first word",
  arguments: [
    ("user_id", "userID"), ("html_url", "htmlURL"), ("id", "id"), ("url", "url"),
    ("userIds", "userIDs"), ("userIDs", "userIDs"), ("user_ids", "userIDs"), ("url_info", "urlInfo"),
    ("JSONString", "jsonString"), ("isMNISTLetter", "isMNISTLetter"), ("anEasyOne", "anEasyOne"),
    ("ZSR_HH_DEMO3_DELMATNR", "zsrHhDemo3Delmatnr"), ("SCREAMING_CASE", "screamingCase"),
    ("kebab-case-key", "kebabCaseKey"), ("Title Case Words", "titleCaseWords"),
    ("key.with.dots", "keyWithDots"), ("HTTPServer", "httpServer"), ("APIs", "apis"),
    ("owner_info", "ownerInfo"), ("access_token", "accessToken"), ("iOS", "iOS"),
    ("version_1_2", "version12"), ("demo3Name", "demo3Name"), ("$ref", "ref"), ("@type", "type"),
    ("   spaces are separators  too  ", "spacesAreSeparatorsToo"), ("x'", "x"),
    ("ThisIsA😜Tough\"\n\nOne", "thisIsAToughOne"), ("../../etc/x", "etcX"), ("a\0b", "aB"),
    ("\u{202E}evil\u{202C}", "evil"),
  ])
func propertyNames(key: String, expected: String) {
  #expect(SwiftNaming.propertyName(forKey: key) == expected)
}

@Test(
  "non-ASCII letters are transliterated to ASCII",
  arguments: [
    ("名字", "mingZi"), ("café_au_lait", "cafeAuLait"), ("straße", "strasse"), ("мой-ключ", "mojKluc"),
    ("Ελληνικά_key", "ellenikaKey"), ("مرحبا", "mrhba"), ("שלום", "slwm"), ("ＡＢＣ", "abc"),
  ])
func transliteration(key: String, expected: String) {
  #expect(SwiftNaming.propertyName(forKey: key) == expected)
}

@Test(
  "keys without letters or digits are named after their symbols",
  arguments: [
    ("", "empty"), ("!", "exclamation"), ("_", "underscore"), ("__", "underscoreUnderscore"),
    ("{}", "openBraceCloseBrace"), ("*/", "asteriskSlash"), ("\0", "nul"), (" ", "space"),
    ("😜", "faceWithStuckOutTongueAndWinkingEye"), ("\u{E000}", "ue000"),
  ])
func symbolOnlyKeys(key: String, expected: String) {
  #expect(SwiftNaming.propertyName(forKey: key) == expected)
}

@Test(
  "names starting with a digit get a leading underscore",
  arguments: [
    ("2015", "_2015", "_2015"), ("2", "_2", "_2"), ("3d_model", "_3dModel", "_3dModel"), ("1_2", "_12", "_12"),
  ])
func leadingDigits(key: String, property: String, type: String) {
  #expect(SwiftNaming.propertyName(forKey: key) == property)
  #expect(SwiftNaming.caseName(for: key) == property)
  #expect(SwiftNaming.typeName(forKey: key) == type)
}

@Test(
  "keywords stay plain as properties and cases, and are backticked only when written in source",
  arguments: ["continue", "class", "default", "protocol", "func", "in", "is", "as", "await", "true", "nil", "repeat"])
func backtickedKeywords(key: String) {
  #expect(SwiftNaming.propertyName(forKey: key) == key)
  #expect(SwiftNaming.caseName(for: key) == key)
  #expect(SwiftNaming.escaped(key) == "`\(key)`")
}

@Test(
  "names that are not keywords are written in source unchanged",
  arguments: ["type", "get", "open", "userID", "selfValue", "default2", "Default", "_2015"])
func unescapedNames(name: String) {
  #expect(SwiftNaming.escaped(name) == name)
}

@Test(
  "contextual keywords and JSON words need no backticks",
  arguments: [
    "null", "type", "get", "set", "open", "async", "some", "any", "description", "rawValue",
    // Beside the members `hash(into:)` and `encode(to:)` of every model: a different name.
    "hash", "encode",
  ])
func plainContextualKeywords(key: String) {
  #expect(SwiftNaming.propertyName(forKey: key) == key)
}

@Test(
  "names unusable even with backticks, or clashing with model members, get Value until usable",
  arguments: [
    ("self", "selfValue"), ("Self", "selfValue"), ("init", "initValue"), ("deinit", "deinitValue"),
    ("subscript", "subscriptValue"), ("super", "superValue"), ("hashValue", "hashValueValue"),
    ("merging", "mergingValue"),
    ("CodingKeys", "codingKeysValue"), ("coding_keys", "codingKeysValue"),
  ])
func unusableMemberNames(key: String, expected: String) {
  #expect(SwiftNaming.propertyName(forKey: key) == expected)
  #expect(SwiftNaming.caseName(for: key) == expected)
}

// MARK: - Enum cases

@Test(
  "case names are lowerCamelCase",
  arguments: [("in_progress", "inProgress"), ("2", "_2"), ("ACTIVE", "active"), ("on-hold", "onHold"), ("", "empty")])
func caseNames(value: String, expected: String) {
  #expect(SwiftNaming.caseName(for: value) == expected)
}

@Test("the case name none gets Value, since .none is ambiguous with Optional")
func noneCase() {
  #expect(SwiftNaming.caseName(for: "none") == "noneValue")
  #expect(SwiftNaming.propertyName(forKey: "none") == "none")
}

// MARK: - Types

@Test(
  "type names are UpperCamelCase with acronyms all caps",
  arguments: [
    ("user", "User"), ("url_info", "URLInfo"), ("user_id", "UserID"), ("html_url", "HTMLURL"),
    ("JSONString", "JSONString"), ("owner_info", "OwnerInfo"), ("continue", "Continue"), ("null", "Null"),
    ("hashValue", "HashValue"), ("", "Empty"), ("!", "Exclamation"), ("../../etc/x", "EtcX"),
  ])
func typeNames(key: String, expected: String) {
  #expect(SwiftNaming.typeName(forKey: key) == expected)
}

@Test(
  "type names that shadow standard or Foundation types get Model",
  arguments: [
    ("data", "DataModel"), ("Data", "DataModel"), ("string", "StringModel"), ("url", "URLModel"),
    ("uuid", "UUIDModel"), ("date", "DateModel"), ("Type", "TypeModel"), ("self", "SelfModel"),
    ("any", "AnyModel"), ("protocol", "ProtocolModel"), ("coding_keys", "CodingKeysModel"),
    ("error", "ErrorModel"), ("result", "ResultModel"),
    ("decimal", "DecimalModel"), ("optional", "OptionalModel"), ("never", "NeverModel"),
  ])
func reservedTypeNames(key: String, expected: String) {
  #expect(SwiftNaming.typeName(forKey: key) == expected)
}

@Test(
  "a type inferred at a key named like a type app code writes unqualified takes its parent's name first",
  arguments: [
    ("task", "Project", "ProjectTask"), ("collection", "Shop", "ShopCollection"), ("duration", "Leg", "LegDuration"),
    ("range", "Root", "RootRange"), ("notification", "Event", "EventNotification"), ("photo", "User", "Photo"),
    ("task", "ProjectTask", "Task"),
  ])
func commonTypeNames(key: String, parent: String, expected: String) {
  #expect(SwiftNaming.typeName(forKey: key, inside: parent) == expected)
}

@Test("elements of arrays named like such types take their parent's name first")
func commonElementTypeNames() {
  #expect(SwiftNaming.elementTypeName(forArrayKey: "tasks", inside: "Project") == "ProjectTask")
  #expect(SwiftNaming.elementTypeName(forArrayKey: "sequences", inside: "Genome") == "GenomeSequence")
  #expect(SwiftNaming.elementTypeName(forArrayKey: "photos", inside: "User") == "Photo")
  #expect(SwiftNaming.typeName(forKey: "task") == "Task", "a declared name keeps it")
}

// MARK: - Array elements

@Test(
  "element types of arrays are singularized on the last word",
  arguments: [
    ("photos", "Photo"), ("categories", "Category"), ("people", "Person"), ("addresses", "Address"),
    ("statuses", "Status"), ("user_photos", "UserPhoto"), ("children", "Child"),
    ("women", "Woman"), ("criteria", "Criterion"), ("indices", "Index"), ("matrices", "Matrix"),
    ("analyses", "Analysis"), ("boxes", "Box"), ("matches", "Match"), ("dishes", "Dish"),
    ("houses", "House"), ("cases", "Case"), ("moves", "Move"), ("knives", "Knife"), ("heroes", "Hero"),
    ("shoes", "Shoe"), ("movies", "Movie"), ("caches", "Cache"), ("menus", "Menu"), ("emojis", "Emoji"),
    ("topics", "Topic"), ("quizzes", "Quiz"), ("sizes", "Size"), ("equals", "Equal"), ("ids", "ID"),
    ("user_ids", "UserID"),
    ("urls", "URLModel"), ("strings", "StringModel"), ("PHOTOS", "Photo"), ("userPhotos", "UserPhoto"),
  ])
func singularElementTypes(key: String, expected: String) {
  #expect(SwiftNaming.elementTypeName(forArrayKey: key) == expected)
}

@Test(
  "element types of keys that are not recognisable plurals end in Element",
  arguments: [
    ("info", "InfoElement"), ("news", "NewsElement"), ("series", "SeriesElement"), ("species", "SpeciesElement"),
    ("status", "StatusElement"), ("address", "AddressElement"), ("analysis", "AnalysisElement"),
    ("class", "ClassElement"), ("metadata", "MetadataElement"), ("analytics", "AnalyticsElement"),
    ("person", "PersonElement"), ("url", "URLElement"), ("string", "StringElement"), ("", "EmptyElement"),
    ("2015", "_2015Element"), ("!", "ExclamationElement"), ("==", "EqualsEqualsElement"),
    ("nodejs", "NodejsElement"), ("reactjs", "ReactjsElement"), ("user_data", "UserDataElement"),
  ])
func elementFallback(key: String, expected: String) {
  #expect(SwiftNaming.elementTypeName(forArrayKey: key) == expected)
}

@Test(
  "elements under data, whose singular nobody writes, are one of the parent's things",
  arguments: [("Lines", "Line"), ("Invoices", "Invoice"), ("Invoice", "InvoiceItem"), ("Root", "RootItem")])
func dataElements(parent: String, expected: String) {
  #expect(SwiftNaming.elementTypeName(forArrayKey: "data", inside: parent) == expected)
  #expect(SwiftNaming.elementTypeName(forArrayKey: "photos", inside: parent) == "Photo")
}

// MARK: - Every name is valid

@Test(
  "every name for a hostile key is a non-empty plain ASCII identifier of at most 100 characters",
  arguments: hostileKeys)
func hostileKeysGiveValidNames(key: String) {
  let names = [
    SwiftNaming.propertyName(forKey: key), SwiftNaming.typeName(forKey: key),
    SwiftNaming.elementTypeName(forArrayKey: key), SwiftNaming.caseName(for: key),
  ]
  for name in names {
    #expect(isValidIdentifier(name), "\(name)")
    #expect(name.count <= SwiftNaming.maxNameLength, "\(name)")
  }
}

@Test("names are deterministic", arguments: hostileKeys)
func deterministic(key: String) {
  #expect(SwiftNaming.propertyName(forKey: key) == SwiftNaming.propertyName(forKey: key))
  #expect(SwiftNaming.typeName(forKey: key) == SwiftNaming.typeName(forKey: key))
  #expect(SwiftNaming.elementTypeName(forArrayKey: key) == SwiftNaming.elementTypeName(forArrayKey: key))
}

@Test("long names are cut to 60 characters and end in a stable upper-case hash of the whole name, with no underscore")
func longNames() {
  let key = String(repeating: "long_key_", count: 40)
  let other = key + "x"
  let type = SwiftNaming.typeName(forKey: key)
  #expect(type.count == 60)
  #expect(type.hasPrefix("LongKeyLongKey"))
  #expect(type.wholeMatch(of: /[A-Za-z]+[0-9A-F]{8}/) != nil)
  #expect(type != SwiftNaming.typeName(forKey: other))
  #expect(type != SwiftNaming.elementTypeName(forArrayKey: key))
  #expect(SwiftNaming.propertyName(forKey: key).count == 60)
  #expect(SwiftNaming.limitingLength(String(repeating: "a", count: 60)) == String(repeating: "a", count: 60))
  #expect(SwiftNaming.stableHash(of: "") == 2_166_136_261)
  #expect(SwiftNaming.stableHash(of: "a") == 0xE40C_292C)
}

// MARK: - Name registry

@Test("the first claim gets a name, later claims get numbered ones, case-insensitively")
func registryNumbersClaims() {
  var registry = NameRegistry()
  #expect(registry.claim("User") == "User")
  #expect(registry.claim("user") == "user2")
  #expect(registry.claim("User") == "User3")
  #expect(registry.claim("user2") == "user22")
  #expect(registry.claim("Photo") == "Photo")
  #expect(registry.isTaken("PHOTO"))
}

@Test("keywords are claimed plain like any other name")
func registryKeywords() {
  var registry = NameRegistry(reserved: ["default"])
  #expect(registry.claim("class") == "class")
  #expect(registry.claim("class") == "class2")
  #expect(registry.claim("default") == "default2")
}

@Test("reserved names are never handed out")
func registryReserved() {
  var registry = NameRegistry(reserved: ["CodingKeys", "JSONValue"])
  #expect(registry.claim("codingKeys") == "codingKeys2")
  #expect(registry.claim("JSONValue") == "JSONValue2")
  #expect(registry.claim("") == "unnamed")
}

@Test("numbered names stay within the length limit")
func registryLength() {
  var registry = NameRegistry()
  let long = String(repeating: "a", count: 60)
  #expect(registry.claim(long) == long)
  let second = registry.claim(long)
  #expect(second == String(repeating: "a", count: 59) + "2")
}

@Test(
  "with acronyms as the keys write them, lowerCamelCase keys keep their spelling and capitals stay capitals",
  arguments: [
    ("textId", "textId"), ("resourceUrl", "resourceUrl"), ("resource_url", "resourceUrl"), ("userID", "userID"),
    ("userIDs", "userIDs"), ("html_url", "htmlUrl"), ("id", "id"), ("URL", "url"), ("class", "class"),
  ])
func propertyNamesKeepingAcronyms(key: String, expected: String) {
  #expect(SwiftNaming.propertyName(forKey: key, acronyms: .keys) == expected)
}

@Test(
  "names with capitals inside one word keep them where the word list says so",
  arguments: [
    ("github_repos", "GitHubRepo"), ("Github", "GitHub"), ("youtube_video", "YouTubeVideo"),
    ("paypal_account", "PayPalAccount"), ("oauth_app", "OAuthApp"), ("git_hub", "GitHub"),
  ])
func brandSpellings(key: String, expected: String) {
  #expect(SwiftNaming.elementTypeName(forArrayKey: key) == expected || SwiftNaming.typeName(forKey: key) == expected)
}

@Test("a brand starting a property name is all lower case, inside one it keeps its capitals")
func brandsInPropertyNames() {
  #expect(SwiftNaming.propertyName(forKey: "github_url") == "githubURL")
  #expect(SwiftNaming.propertyName(forKey: "my_github_url") == "myGitHubURL")
}

@Test(
  "no name holds an underscore after its first character (swift format lint's lowerCamelCase)", arguments: hostileKeys)
func noInnerUnderscore(key: String) {
  for name in [
    SwiftNaming.propertyName(forKey: key), SwiftNaming.typeName(forKey: key), SwiftNaming.caseName(for: key),
    SwiftNaming.elementTypeName(forArrayKey: key), SwiftNaming.propertyName(forKey: key + "_1_2_" + key),
  ] {
    #expect(!name.dropFirst().contains("_"), "\(key): \(name)")
  }
}
