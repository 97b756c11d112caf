/// One place of a template event and how its value varies from one generated event to the next.
///
/// The variation is decided once, when the template is read, so that generating is a plain walk.
indirect enum TemplateNode {
  /// Written as it is: `null`, empty strings, enum-like strings (`"PushEvent"`, `"created"`).
  case literal([UInt8])
  case bool
  /// An integer with this many digits.
  case integer(digits: Int)
  case decimal
  /// An ISO 8601 date-time in UTC (`2017-07-15T17:06:47Z`).
  case date
  /// A string (raw JSON text, quotes excluded) whose letters and digits from `from` on are
  /// replaced by random ones of the same kind (hex digits stay hex): logins, URLs, SHAs, ids.
  case mutated([UInt8], from: Int, hex: Bool)
  /// Free text of about this many words (commit messages, issue bodies).
  case text(words: Int)
  case array([TemplateNode])
  case object([TemplateMember])
}

/// A member of a template object: the key already written as `"key":`.
struct TemplateMember {
  var key: [UInt8]
  var value: TemplateNode
  /// Whether generated events sometimes leave the member out or set it to `null`.
  var isOptional: Bool
}

/// Reads the corpus events (trusted, well-formed JSON) into template nodes.
struct TemplateReader {
  /// Strings under these keys are small value sets that inference may turn into enums: kept.
  static let keptKeys: Set<String> = [
    "type", "action", "state", "ref_type", "pusher_type", "master_branch", "default_branch",
    "language", "mergeable_state",
  ]

  private let bytes: [UInt8]
  private var index = 0
  private var random: SeededRandom

  /// Reads the top-level array of `bytes`; every element becomes one template.
  static func templates(from bytes: [UInt8], seed: UInt64) -> [TemplateNode] {
    var reader = TemplateReader(bytes: bytes, random: SeededRandom(seed: seed ^ 0x7E3A_11A7))
    guard case .array(let elements) = reader.value(key: "", depth: 0) else { return [] }
    return elements
  }

  private init(bytes: [UInt8], random: SeededRandom) {
    self.bytes = bytes
    self.random = random
  }

  private mutating func skipSpace() {
    while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
  }

  /// The value at `index`; `key` is the member name it belongs to (array elements inherit it).
  private mutating func value(key: String, depth: Int) -> TemplateNode {
    skipSpace()
    switch bytes[index] {
    case UInt8(ascii: "{"):
      index += 1
      var members: [TemplateMember] = []
      while true {
        skipSpace()
        if bytes[index] == UInt8(ascii: "}") {
          index += 1
          break
        }
        if bytes[index] == UInt8(ascii: ",") {
          index += 1
          skipSpace()
        }
        let name = String(decoding: rawString(), as: UTF8.self)
        skipSpace()
        index += 1  // ':'
        let node = value(key: name, depth: depth + 1)
        let optional = depth > 0 && random.oneIn(8)
        members.append(TemplateMember(key: Array("\"\(name)\":".utf8), value: node, isOptional: optional))
      }
      return .object(members)
    case UInt8(ascii: "["):
      index += 1
      var elements: [TemplateNode] = []
      while true {
        skipSpace()
        if bytes[index] == UInt8(ascii: "]") {
          index += 1
          break
        }
        if bytes[index] == UInt8(ascii: ",") { index += 1 }
        elements.append(value(key: key, depth: depth + 1))
      }
      return .array(elements)
    case UInt8(ascii: "\""):
      return Self.classify(string: rawString(), key: key)
    default:
      let start = index
      while index < bytes.count, !",]} \n\r\t".utf8.contains(bytes[index]) { index += 1 }
      let word = Array(bytes[start..<index])
      switch word.first {
      case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool
      case UInt8(ascii: "n"): return .literal(word)
      default:
        let isInteger = !word.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
        return isInteger ? .integer(digits: word.filter { $0 != UInt8(ascii: "-") }.count) : .decimal
      }
    }
  }

  /// The raw text of the string at `index` (escapes left as they are), quotes consumed.
  private mutating func rawString() -> [UInt8] {
    index += 1
    let start = index
    while bytes[index] != UInt8(ascii: "\"") {
      index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
    }
    defer { index += 1 }
    return Array(bytes[start..<index])
  }

  /// How a template string varies, from its key and its text.
  static func classify(string raw: [UInt8], key: String) -> TemplateNode {
    let text = String(decoding: raw, as: UTF8.self)
    if raw.isEmpty || keptKeys.contains(key) { return .literal(quoted(raw)) }
    if isISODate(raw) { return .date }
    if text.hasPrefix("http://") || text.hasPrefix("https://") {
      let afterScheme = text.hasPrefix("https") ? 8 : 7
      let hostEnd = raw[afterScheme...].firstIndex(of: UInt8(ascii: "/")) ?? raw.count
      return .mutated(raw, from: hostEnd, hex: false)
    }
    if raw.contains(UInt8(ascii: "\\")) || raw.contains(UInt8(ascii: " ")) || raw.count > 60 {
      return .text(words: raw.filter { $0 == UInt8(ascii: " ") }.count + 1)
    }
    let isHex = raw.count >= 7 && raw.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    return .mutated(raw, from: 0, hex: isHex)
  }

  private static func quoted(_ raw: [UInt8]) -> [UInt8] {
    [UInt8(ascii: "\"")] + raw + [UInt8(ascii: "\"")]
  }

  /// Whether `raw` reads `dddd-dd-ddTdd:dd:ddZ`.
  private static func isISODate(_ raw: [UInt8]) -> Bool {
    let pattern = Array("dddd-dd-ddTdd:dd:ddZ".utf8)
    guard raw.count == pattern.count else { return false }
    return zip(raw, pattern).allSatisfy { byte, expected in
      expected == UInt8(ascii: "d") ? (0x30...0x39).contains(byte) : byte == expected
    }
  }
}
