/// How `JSONDecoder`'s `.convertFromSnakeCase` key strategy renames a JSON object's keys before
/// generated models look them up (`html_url` → `htmlUrl`), so that models also look for the
/// renamed key and decode under that strategy as under the default one.
enum SnakeCaseKeys {
  /// `key` as `.convertFromSnakeCase` presents it, or `nil` when the strategy leaves it unchanged,
  /// or when Foundation's renaming of it differs between platforms (letters outside ASCII, or a
  /// letter after a digit in a word after the first, such as `2x`): such keys are looked up only
  /// as they are.
  ///
  /// Foundation's rule: leading and trailing underscores are kept; the rest is split at
  /// underscores (empty parts dropped); with more than one part, the first is lowercased and the
  /// others capitalized (first letter upper case, the rest lower case), then joined.
  static func converted(_ key: String) -> String? {
    let bytes = Array(key.utf8)
    let underscore = UInt8(ascii: "_")
    guard let first = bytes.firstIndex(where: { $0 != underscore }),
      let last = bytes.lastIndex(where: { $0 != underscore })
    else { return nil }
    let parts = bytes[first...last].split(separator: underscore)
    guard parts.count > 1 else { return nil }
    var result = Array(bytes[..<first])
    for (index, part) in parts.enumerated() {
      guard part.allSatisfy(NameWords.isAlphanumeric) else { return nil }
      if index > 0, zip(part, part.dropFirst()).contains(where: { NameWords.isDigit($0) && !NameWords.isDigit($1) }) {
        return nil
      }
      for (offset, byte) in part.enumerated() {
        // ASCII case changes: a capital is the small letter minus 0x20.
        if index > 0 && offset == 0 {
          result.append(NameWords.isLower(byte) ? byte - 0x20 : byte)
        } else {
          result.append(NameWords.isUpper(byte) ? byte + 0x20 : byte)
        }
      }
    }
    result += bytes[(last + 1)...]
    let converted = String(decoding: result, as: UTF8.self)
    return converted == key ? nil : converted
  }
}
