/// Word lists the naming rules consult: acronyms, Swift keywords and names a model must not take.
enum SwiftReservedNames {
  /// Words written all caps inside camelCase names (Apple's API design guidelines: `userID`,
  /// `htmlURL`). Lowercase; a trailing `s` marks a plural (`ids` → `IDs`).
  static let acronyms: Set<String> = [
    "api", "ascii", "cpu", "css", "csv", "dns", "faq", "ftp", "gps", "gpu", "guid", "html",
    "http", "https", "id", "ip", "js", "json", "jwt", "mime", "pdf", "png", "rgb", "rgba", "sdk",
    "sku", "sms", "sql", "ssh", "ssl", "svg", "tcp", "tls", "ui", "udp", "uri", "url",
    "usb", "utc", "uuid", "vpn", "xml",
  ]

  /// Names written with capitals inside one word (`GitHub`, `YouTube`), by their lowercase form: a
  /// key `github_repos` names `GitHubRepo`, and `github_url` the property `githubURL`.
  static let brandSpellings: [String: String] = [
    "github": "GitHub", "gitlab": "GitLab", "youtube": "YouTube", "paypal": "PayPal", "linkedin": "LinkedIn",
    "wordpress": "WordPress", "javascript": "JavaScript", "typescript": "TypeScript", "oauth": "OAuth",
    "graphql": "GraphQL", "postgresql": "PostgreSQL", "mysql": "MySQL", "mongodb": "MongoDB",
    "dynamodb": "DynamoDB", "whatsapp": "WhatsApp", "tiktok": "TikTok", "soundcloud": "SoundCloud",
    "openai": "OpenAI", "devops": "DevOps", "testflight": "TestFlight", "pubsub": "PubSub", "bigquery": "BigQuery",
    "stackoverflow": "StackOverflow", "fastapi": "FastAPI",
  ]

  /// Keywords that must be backticked to serve as a property or case name (`` `class` ``).
  /// Contextual keywords such as `get`, `set`, `open` or `async` work without backticks.
  static let backtickedKeywords: Set<String> = [
    // Declarations
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "operator", "private", "precedencegroup", "protocol",
    "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
    // Statements
    "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
    "guard", "if", "in", "repeat", "return", "switch", "throw", "where", "while",
    // Expressions and types
    "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
  ]

  /// Names that cannot be a stored property or enum case even with backticks, or that clash with
  /// members every generated model has; they get `unusableNameSuffix` instead.
  static let unusableMemberNames: Set<String> = [
    "self", "Self", "init", "deinit", "subscript", "super", "_", "Type", "Protocol",
    "hashValue", "merging", "CodingKeys", "codingKeys",
  ]

  /// Enum case names that are legal but make `.name` ambiguous with `Optional`'s cases.
  static let unusableCaseNames: Set<String> = ["none"]

  /// Appended to property and case names in `unusableMemberNames` (until the name is usable):
  /// `self` → `selfValue`, `hashValue` → `hashValueValue`. A word, not `_`, so that the names stay
  /// lowerCamelCase for `swift format lint`.
  static let unusableNameSuffix = "Value"

  /// Type names a generated model must not shadow: standard library and Foundation names that
  /// model files use. (Support code lives in each output's namespace, so it reserves no names.)
  static let reservedTypeNames: Set<String> = [
    // Standard library
    "Any", "AnyHashable", "AnyObject", "Array", "Bool", "CaseIterable", "Character", "Codable",
    "CodingKey", "CodingKeys", "CodingUserInfoKey", "Decodable", "Decoder", "DecodingError",
    "Dictionary", "Double", "Encodable", "Encoder", "EncodingError", "Equatable", "Error",
    "Float", "Hashable", "Hasher", "Identifiable", "Int", "Int8", "Int16", "Int32", "Int64",
    "KeyedDecodingContainer", "KeyedEncodingContainer", "Never", "Optional", "Protocol",
    "RawRepresentable", "Result", "Self", "Sendable", "Set", "SingleValueDecodingContainer",
    "SingleValueEncodingContainer", "String", "Substring", "Swift", "Type", "UInt", "UInt8",
    "UInt16", "UInt32", "UInt64", "UnkeyedDecodingContainer", "UnkeyedEncodingContainer", "Void",
    // Foundation
    "Calendar", "Data", "Date", "DateFormatter", "Decimal", "Foundation", "ISO8601DateFormatter",
    "JSONDecoder", "JSONEncoder", "JSONSerialization", "Locale", "NSNull", "NSNumber", "TimeZone",
    "URL", "UUID",
  ]

  /// Standard library, concurrency and Foundation types that app code writes unqualified
  /// (`Task { }`, `some Collection<Int>`, `Bundle.main`, `Notification.Name`): a type inferred at
  /// such a key takes its parent's name first (`task` in `Project` → `ProjectTask`), so as not to
  /// shadow them in its module. Names a schema or a component declares keep them.
  static let commonTypeNames: Set<String> = [
    "AsyncSequence", "AsyncStream", "Clock", "ClosedRange", "Collection", "Comparable", "Duration",
    "KeyPath", "MainActor", "Mirror", "Range", "Regex", "Sequence", "Task", "TaskGroup", "Unicode",
    "AttributedString", "Bundle", "CharacterSet", "DateComponents", "DateInterval", "FileManager", "IndexPath",
    "IndexSet", "Measurement", "Notification", "NotificationCenter", "NSObject", "OperationQueue",
    "Predicate", "Progress", "Thread", "TimeInterval", "Timer", "URLComponents", "URLRequest", "URLSession",
    "UserDefaults",
  ]

  /// Names Windows reserves for devices, with any extension and in any case (`Con.swift`); type
  /// names are also file names, so these get the suffix too.
  static let reservedFileNames: Set<String> = Set(
    ["CON", "PRN", "AUX", "NUL"] + (1...9).flatMap { ["COM\($0)", "LPT\($0)"] })

  /// Appended to type names in `reservedTypeNames`: `Data` → `DataModel`.
  static let reservedTypeSuffix = "Model"
}
