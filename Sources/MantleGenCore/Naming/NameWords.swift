import Foundation

/// One word of a name, in a form that can be rendered in lowerCamelCase or UpperCamelCase.
struct NameWord: Hashable, Sendable {
  /// How the word is written when it is not the first word of a lowerCamelCase name.
  enum Kind: Hashable, Sendable {
    /// An ordinary word: `photo` → `Photo`.
    case word
    /// An acronym, all caps: `url` → `URL`.
    case acronym
    /// An acronym with a plural `s`: `ids` → `IDs` (`text` holds the stem, `id`).
    case acronymPlural
    /// A name with capitals inside (``SwiftReservedNames/brandSpellings``): `github` → `GitHub`.
    case brand(String)
  }

  /// The word in lowercase ASCII letters and digits (for `.acronymPlural`, without the `s`).
  var text: String
  var kind: Kind

  /// The word at the start of a lowerCamelCase name: all lowercase.
  var lowerForm: String {
    kind == .acronymPlural ? text + "s" : text
  }

  /// The word anywhere else: capitalised, or all caps for acronyms.
  var upperForm: String {
    switch kind {
    case .word: return Self.uppercased(text, count: 1)
    case .acronym: return Self.uppercased(text, count: .max)
    case .acronymPlural: return Self.uppercased(text, count: .max) + "s"
    case .brand(let spelling): return spelling
    }
  }

  /// `text` (ASCII) with the letters among its first `count` characters in uppercase.
  private static func uppercased(_ text: String, count: Int) -> String {
    var bytes = Array(text.utf8)
    for index in bytes.indices.prefix(count) where (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[index]) {
      bytes[index] -= 0x20
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

/// Splits JSON keys into words.
enum NameWords {
  /// The words of `key`: runs of ASCII letters and digits, split at lower→upper transitions
  /// (`anEasyOne`), after digits (`demo3Name`) and at acronym ends (`JSONString`, but `URLs`
  /// stays one word). Non-ASCII text is transliterated to ASCII first (`名字` → `ming zi`);
  /// whatever is left that is not an ASCII letter or digit separates words.
  ///
  /// With `acronyms` `.keys`, only what the key writes in capitals is an acronym (`userID`), and
  /// known acronyms written otherwise are words (`textId`, `resource_url` → `Url`).
  static func split(_ key: String, acronyms: AcronymStyle = .swift) -> [NameWord] {
    let ascii = asciiTransliteration(of: key)
    let hasLowercase = ascii.contains(where: isLower)
    return segments(of: ascii).map { classify($0, inMixedCaseKey: hasLowercase, acronyms: acronyms) }
  }

  /// Words that describe a key with no letters or digits at all (`"!"` → `exclamation`,
  /// `"😜"` → `face with stuck out tongue and winking eye`); empty for the empty key.
  static func describingSymbols(of key: String) -> [NameWord] {
    let all = Array(key.unicodeScalars)
    let visible = all.filter { !isInvisibleModifier($0) }
    let chosen = (visible.isEmpty ? all : visible).prefix(maxSymbolsDescribed)
    let text = chosen.map(symbolName(of:)).joined(separator: " ")
    return segments(of: Array(text.utf8)).map { classify($0, inMixedCaseKey: false, acronyms: .swift) }
  }

  /// How many symbols `describingSymbols(of:)` names at most.
  static let maxSymbolsDescribed = 4

  // MARK: - Transliteration

  /// `key` as ASCII bytes: ASCII keys as they are, others transliterated to Latin and stripped
  /// of diacritics. Bytes that are not ASCII letters or digits become spaces.
  private static func asciiTransliteration(of key: String) -> [UInt8] {
    guard key.utf8.contains(where: { $0 >= 0x80 }) else {
      return key.utf8.map { byte in isAlphanumeric(byte) ? byte : UInt8(ascii: " ") }
    }
    var text = key
    if let latin = key.applyingTransform(StringTransform("Any-Latin; Latin-ASCII"), reverse: false) {
      text = latin
    } else if let latin = key.applyingTransform(.toLatin, reverse: false) {
      text = latin.applyingTransform(.stripDiacritics, reverse: false) ?? latin
    }
    return text.unicodeScalars.map { scalar in
      isASCIIAlphanumeric(scalar) ? UInt8(scalar.value) : UInt8(ascii: " ")
    }
  }

  private static func isASCIIAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "a"..."z", "A"..."Z", "0"..."9": return true
    default: return false
    }
  }

  // MARK: - Splitting

  /// Runs of ASCII letters and digits, split at case transitions; each keeps its original case.
  private static func segments(of bytes: [UInt8]) -> [[UInt8]] {
    var result: [[UInt8]] = []
    var current: [UInt8] = []
    for (index, byte) in bytes.enumerated() {
      guard isAlphanumeric(byte) else {
        if !current.isEmpty { result.append(current) }
        current = []
        continue
      }
      if !current.isEmpty, startsWord(at: index, in: bytes) {
        result.append(current)
        current = []
      }
      current.append(byte)
    }
    if !current.isEmpty { result.append(current) }
    return result
  }

  /// Whether an uppercase letter at `index` begins a new word inside a run of letters and digits.
  private static func startsWord(at index: Int, in bytes: [UInt8]) -> Bool {
    let byte = bytes[index]
    guard isUpper(byte), index > 0 else { return false }
    let previous = bytes[index - 1]
    if isLower(previous) || isDigit(previous) { return true }
    guard isUpper(previous), index + 1 < bytes.count, isLower(bytes[index + 1]) else { return false }
    // `JSONString` splits before `S`, but `URLs` / `IDsList` keep the plural `s` with the acronym.
    let isPluralS =
      bytes[index + 1] == UInt8(ascii: "s")
      && (index + 2 == bytes.count || !isLower(bytes[index + 2]))
    return !isPluralS
  }

  /// Turns one segment into a word: known acronyms (and their plurals) become acronyms, and so do
  /// all-caps segments in a key that also has lowercase letters (`isMNISTLetter`); in an all-caps
  /// key (`ZSR_HH_DEMO3`), words are plain words.
  private static func classify(
    _ segment: [UInt8], inMixedCaseKey mixedCase: Bool, acronyms: AcronymStyle
  ) -> NameWord {
    let lower = String(decoding: segment.map { isUpper($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
    let knowsAcronyms = acronyms == .swift
    if knowsAcronyms, SwiftReservedNames.acronyms.contains(lower) {
      return NameWord(text: lower, kind: .acronym)
    }
    if knowsAcronyms, lower.hasSuffix("s"), SwiftReservedNames.acronyms.contains(String(lower.dropLast())) {
      return NameWord(text: String(lower.dropLast()), kind: .acronymPlural)
    }
    if let spelling = SwiftReservedNames.brandSpellings[lower] { return NameWord(text: lower, kind: .brand(spelling)) }
    guard mixedCase else { return NameWord(text: lower, kind: .word) }
    let uppercaseCount = segment.filter(isUpper).count
    let hasLower = segment.contains(where: isLower)
    if uppercaseCount >= 2, !hasLower {
      return NameWord(text: lower, kind: .acronym)
    }
    if uppercaseCount >= 2, segment.last == UInt8(ascii: "s"), !segment.dropLast().contains(where: isLower) {
      return NameWord(text: String(lower.dropLast()), kind: .acronymPlural)
    }
    return NameWord(text: lower, kind: .word)
  }

  /// Whether `byte` is an ASCII capital letter.
  static func isUpper(_ byte: UInt8) -> Bool { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }
  /// Whether `byte` is an ASCII small letter.
  static func isLower(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) }
  /// Whether `byte` is an ASCII digit.
  static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
  /// Whether `byte` is an ASCII letter or digit.
  static func isAlphanumeric(_ byte: UInt8) -> Bool { isUpper(byte) || isLower(byte) || isDigit(byte) }

  // MARK: - Symbol names

  /// Scalars that only modify their neighbours (joiners, variation selectors, skin tones, marks).
  private static func isInvisibleModifier(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .format, .nonspacingMark, .enclosingMark: return true
    default: return scalar.properties.isEmojiModifier
    }
  }

  /// A readable name for one symbol: a short English word for ASCII punctuation, the Unicode name
  /// otherwise, and `u` plus the hexadecimal code for scalars without a name.
  private static func symbolName(of scalar: Unicode.Scalar) -> String {
    if let name = asciiSymbolNames[scalar] { return name }
    if let name = scalar.properties.name ?? scalar.properties.nameAlias { return name }
    let hex = String(scalar.value, radix: 16)
    return "u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  private static let asciiSymbolNames: [Unicode.Scalar: String] = [
    "\0": "nul", "\t": "tab", "\n": "newline", "\r": "return", " ": "space",
    "!": "exclamation", "\"": "quote", "#": "hash", "$": "dollar", "%": "percent",
    "&": "ampersand", "'": "apostrophe", "(": "open paren", ")": "close paren",
    "*": "asterisk", "+": "plus", ",": "comma", "-": "dash", ".": "dot", "/": "slash",
    ":": "colon", ";": "semicolon", "<": "less than", "=": "equals", ">": "greater than",
    "?": "question", "@": "at", "[": "open bracket", "\\": "backslash", "]": "close bracket",
    "^": "caret", "_": "underscore", "`": "backtick", "{": "open brace", "|": "pipe",
    "}": "close brace", "~": "tilde",
  ]
}
