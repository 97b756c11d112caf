/// Locale identifiers written in transform names (`date-format: …; locale: en_US`,
/// `number-format: decimal; locale: de_DE`).
enum LocaleIdentifier {
  /// Whether `text` is a language code of 2–3 letters, then `_`- or `-`-separated letters and
  /// digits (`en_US`, `zh-Hant-TW`).
  static func isValid(_ text: String) -> Bool {
    let parts = text.split(separator: "_", omittingEmptySubsequences: false).flatMap {
      $0.split(separator: "-", omittingEmptySubsequences: false)
    }
    guard let language = parts.first, (2...3).contains(language.count),
      language.allSatisfy({ $0.isASCII && $0.isLetter })
    else { return false }
    return parts.dropFirst().allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
  }

  /// The error for `text`, which is not valid.
  static func invalidMessage(_ text: String) -> String {
    "'\(text)' is not a locale identifier; expected one such as 'en_US' or 'fr'"
  }
}
