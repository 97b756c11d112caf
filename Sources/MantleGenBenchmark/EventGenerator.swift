/// Writes GitHub-event-like objects: a random template with varied ids, strings, numbers, dates,
/// array lengths and optional members, as compact JSON. Deterministic for a given seed.
struct EventGenerator {
  /// Words of generated free text; some need escapes or are not ASCII, as real messages do.
  private static let words: [[UInt8]] = [
    "fix", "add", "update", "the", "parser", "for", "release", "tests", "merge", "branch", "into",
    "docs", "remove", "unused", "code", "refactor", "build", "issue", "when", "empty", "naïve",
    "café", "\\\"quoted\\\"", "line\\nbreak", "tab\\there", "emoji\\ud83d\\ude00", "path\\/to", "—",
  ].map { Array($0.utf8) }

  private static let digits = Array("0123456789".utf8)
  private static let hexDigits = Array("0123456789abcdef".utf8)
  private static let lowercase = Array("abcdefghijklmnopqrstuvwxyz".utf8)
  private static let uppercase = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ".utf8)

  private let templates: [TemplateNode]
  private var random: SeededRandom

  init(templates: [TemplateNode], seed: UInt64) {
    precondition(!templates.isEmpty, "no template events")
    self.templates = templates
    random = SeededRandom(seed: seed)
  }

  /// Appends the next event to `output`.
  mutating func appendEvent(to output: inout [UInt8]) {
    write(templates[random.below(templates.count)], to: &output)
  }

  private mutating func write(_ node: TemplateNode, to output: inout [UInt8]) {
    switch node {
    case .literal(let bytes):
      output.append(contentsOf: bytes)
    case .bool:
      output.append(contentsOf: random.oneIn(2) ? "true".utf8 : "false".utf8)
    case .integer(let digitCount):
      writeInteger(digits: digitCount, to: &output)
    case .decimal:
      writeInteger(digits: 1 + random.below(4), to: &output)
      output.append(UInt8(ascii: "."))
      writeInteger(digits: 2, to: &output)
    case .date:
      output.append(UInt8(ascii: "\""))
      writeDate(to: &output)
      output.append(UInt8(ascii: "\""))
    case .mutated(let raw, let from, let hex):
      output.append(UInt8(ascii: "\""))
      output.append(contentsOf: raw[..<from])
      for byte in raw[from...] { output.append(mutate(byte, hex: hex)) }
      output.append(UInt8(ascii: "\""))
    case .text(let wordCount):
      output.append(UInt8(ascii: "\""))
      for index in 0..<random.below(2 * wordCount + 1) {
        if index > 0 { output.append(UInt8(ascii: " ")) }
        output.append(contentsOf: Self.words[random.below(Self.words.count)])
      }
      output.append(UInt8(ascii: "\""))
    case .array(let elements):
      output.append(UInt8(ascii: "["))
      if !elements.isEmpty {
        for index in 0..<random.below(elements.count + elements.count / 2 + 2) {
          if index > 0 { output.append(UInt8(ascii: ",")) }
          write(elements[index % elements.count], to: &output)
        }
      }
      output.append(UInt8(ascii: "]"))
    case .object(let members):
      output.append(UInt8(ascii: "{"))
      var isFirst = true
      for member in members {
        if member.isOptional && random.oneIn(4) { continue }
        if !isFirst { output.append(UInt8(ascii: ",")) }
        isFirst = false
        output.append(contentsOf: member.key)
        if member.isOptional && random.oneIn(4) {
          output.append(contentsOf: "null".utf8)
        } else {
          write(member.value, to: &output)
        }
      }
      output.append(UInt8(ascii: "}"))
    }
  }

  /// A random letter or digit of the same kind as `byte`; other bytes are kept.
  private mutating func mutate(_ byte: UInt8, hex: Bool) -> UInt8 {
    switch byte {
    case _ where hex: return Self.hexDigits[random.below(16)]
    case 0x30...0x39: return Self.digits[random.below(10)]
    case 0x61...0x7A: return Self.lowercase[random.below(26)]
    case 0x41...0x5A: return Self.uppercase[random.below(26)]
    default: return byte
    }
  }

  /// A non-negative integer with `digits` digits (no leading zero unless it is 0).
  private mutating func writeInteger(digits: Int, to output: inout [UInt8]) {
    output.append(Self.digits[digits > 1 ? 1 + random.below(9) : random.below(10)])
    for _ in 1..<max(digits, 1) { output.append(Self.digits[random.below(10)]) }
  }

  /// A random UTC date-time between 2011 and 2024 as `yyyy-MM-ddTHH:mm:ssZ`.
  private mutating func writeDate(to output: inout [UInt8]) {
    let seconds = 1_293_840_000 + random.below(441_763_200)  // 2011-01-01 ..< 2025-01-01
    let (year, month, day) = Self.civilDate(daysSince1970: seconds / 86_400)
    let time = seconds % 86_400
    let fields = [(year, 4), (month, 2), (day, 2), (time / 3600, 2), (time / 60 % 60, 2), (time % 60, 2)]
    for (index, (value, width)) in fields.enumerated() {
      var divisor = width == 4 ? 1000 : 10
      while divisor > 0 {
        output.append(Self.digits[value / divisor % 10])
        divisor /= 10
      }
      output.append(Array("--T::Z".utf8)[index])
    }
  }

  /// The proleptic Gregorian date of a day count since 1970-01-01 (Howard Hinnant's algorithm).
  static func civilDate(daysSince1970 days: Int) -> (year: Int, month: Int, day: Int) {
    let z = days + 719_468
    let era = z / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }
}
