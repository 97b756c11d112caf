import MantleGenSupport

/// The strings `--examples safe` copies into schemas, doc comments and mapping tables: only those
/// that cannot be personal — dates, numbers, enum-like codes and vocabulary words (`PushEvent`, `en_US`,
/// `image/png`), and URLs that are a bare site (`https://example.com`). Free text, names, handles,
/// bios and locations are never copied, whatever they look like: a key that names them
/// (`name`, `screen_name`, `login`, `bio`, `location`, `text`, …) rules its strings out, and a value
/// with a space, a letter outside ASCII or an `@` is no code. (Credentials and personal data that
/// look like codes are ruled out before, by ``SensitiveData``.)
enum SafeExamples {
  /// Last words of keys whose strings are free text or name a person, an account or a place.
  private static let personalOrFreeTextWords: Set<String> = [
    "name", "names", "login", "username", "handle", "nick", "nickname", "alias", "bio", "biography", "about",
    "location", "locations", "city", "text", "body", "description", "message", "comment", "title", "summary",
    "content", "caption", "subject", "headline", "tagline", "note", "notes", "signature",
  ]

  /// Whether the string `text`, found under `key`, may be copied as an example.
  static func allowsString(_ text: String, key: String?) -> Bool {
    if let key, let last = NameWords.split(key).last?.lowerForm, personalOrFreeTextWords.contains(last) {
      return false
    }
    if DateFormat.detect(text) != nil || (text.utf8.count <= 24 && Double(text) != nil) { return true }
    let bytes = Array(text.utf8)[...]
    if let schemeEnd = bytes.firstRange(of: Array("://".utf8))?.upperBound { return isBareSite(bytes[schemeEnd...]) }
    return isCode(bytes)
  }

  /// The part of a URL after `scheme://` names only a host: no user, path (beyond `/`), query or
  /// fragment.
  private static func isBareSite(_ rest: ArraySlice<UInt8>) -> Bool {
    let hostEnd = rest.firstIndex { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }
    let host = rest[..<(hostEnd ?? rest.endIndex)]
    let after = rest[(hostEnd ?? rest.endIndex)...]
    return !host.isEmpty && !host.contains(UInt8(ascii: "@"))
      && (after.isEmpty || after.elementsEqual([UInt8(ascii: "/")]))
  }

  /// 1 to 40 ASCII letters, digits and `_ - . : / +`, with at least one letter.
  private static func isCode(_ bytes: ArraySlice<UInt8>) -> Bool {
    guard (1...40).contains(bytes.count) else { return false }
    let punctuation = Array("_-.:/+".utf8)
    var hasLetter = false
    for byte in bytes {
      if (byte | 0x20) &- UInt8(ascii: "a") < 26 {
        hasLetter = true
      } else if byte &- UInt8(ascii: "0") >= 10, !punctuation.contains(byte) {
        return false
      }
    }
    return hasLetter
  }
}
