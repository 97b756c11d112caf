import Foundation

/// Recognises sample values that must not be copied into source files: credentials (tokens, API
/// keys, secrets, signatures) and personal data (emails, phone numbers, card numbers, addresses,
/// IP addresses), by the key that holds them or by the look of the value. The rules err on the side
/// of leaving a harmless example out.
enum SensitiveData {
  /// Whether a value under `key` (inside an object under `ownerKey`, if any) may be copied as an
  /// example under `policy`; a Boolean holds no secret, and of strings `safe` copies only those
  /// that cannot be personal (``SafeExamples``).
  static func allowsExample(
    _ text: String, isBoolean: Bool, isString: Bool, key: String?, ownerKey: String?, policy: ExamplePolicy
  ) -> Bool {
    switch policy {
    case .all: return true
    case .none: return false
    case .safe:
      if isBoolean { return true }
      if let key, keyLooksSensitive(key) || ownerKey.map({ namesAPerson(key, ownerKey: $0) }) == true {
        return false
      }
      if let ownerKey, keyLooksSensitive(ownerKey) { return false }
      return !valueLooksSensitive(text) && (!isString || SafeExamples.allowsString(text, key: key))
    }
  }

  // MARK: - Keys

  /// Words that name a credential or personal data wherever they appear in a key
  /// (`access_token`, `clientSecret`, `billing_email`, `X-Api-Key`).
  private static let sensitiveWords: Set<String> = [
    "token", "tokens", "secret", "secrets", "password", "passwords", "passwd", "pwd", "passphrase", "key", "apikey",
    "auth", "authorization", "authentication", "oauth", "bearer", "jwt", "session", "sessionid", "cookie", "cookies",
    "signature", "sig", "fingerprint", "credential", "credentials", "otp", "pin", "cvc", "cvv", "cvn", "nonce", "salt",
    "csrf", "xsrf", "email", "emails", "mail", "phone", "phones", "mobile", "telephone", "tel", "fax", "ssn",
    "iban", "passport", "birthday", "birthdate", "dob", "address", "street", "postcode", "zip", "ip",
  ]

  /// Endings of one-word keys that name a credential (`apitoken`, `clientsecret`, `userpassword`).
  private static let sensitiveEndings = [
    "token", "secret", "password", "passwd", "apikey", "privatekey", "credential",
  ]

  /// Words that make a person's name together with `name` (`first_name`, `familyName`).
  private static let personalNameWords: Set<String> = [
    "first", "last", "given", "family", "middle", "full", "sur", "maiden", "legal",
  ]

  /// Whether `key` names a credential or personal data.
  static func keyLooksSensitive(_ key: String) -> Bool {
    let words = NameWords.split(key).map(\.lowerForm)
    if words.contains(where: sensitiveWords.contains) { return true }
    if words.contains("surname") || words.contains("birth") { return true }
    if let index = words.firstIndex(of: "name"), index > 0, personalNameWords.contains(words[index - 1]) { return true }
    return words.contains { word in sensitiveEndings.contains { word.hasSuffix($0) } }
  }

  /// Words of an object key whose objects describe a person (`customer`, `billing_details`).
  private static let personWords: Set<String> = [
    "customer", "billing", "shipping", "user", "contact", "person", "recipient", "sender", "cardholder", "holder",
    "patient", "employee", "member", "profile", "author", "committer", "owner",
  ]

  /// Whether `key` is a name (`name`, `display_name`) in an object under `ownerKey` that describes
  /// a person.
  static func namesAPerson(_ key: String, ownerKey: String) -> Bool {
    NameWords.split(key).last?.lowerForm == "name"
      && NameWords.split(ownerKey).contains { word in
        personWords.contains(word.lowerForm)
          || (word.lowerForm.hasSuffix("s") && personWords.contains(String(word.lowerForm.dropLast())))
      }
  }

  // MARK: - Values

  /// A run of a value's UTF-8.
  typealias Bytes = ArraySlice<UInt8>

  /// Whether `text` holds a credential or personal data anywhere: an email, a JWT, an API key with
  /// a known prefix, a card number, a phone number, an IP address, a long random-looking token, or a
  /// URL carrying one of those in its path or query (or a query parameter named like a secret).
  /// Judged on the UTF-8, without Unicode processing: this runs for every example inference keeps.
  static func valueLooksSensitive(_ text: String) -> Bool {
    let bytes = Array(text.utf8)[...]
    let digitCount = bytes.count(where: isDigit)
    // Every rule needs a digit, an `@`, or at least 12 bytes (a key with a known prefix).
    guard digitCount > 0 || bytes.count >= 12 || bytes.contains(UInt8(ascii: "@")) else { return false }
    // Phone and card numbers may hold spaces: each run of digits and their separators is judged.
    if digitCount >= 7 {
      let runs = bytes.split { !(isDigit($0) || numberSeparators.contains($0)) }
      if runs.contains(where: { run in
        let run = trimmed(run, of: [UInt8(ascii: " "), UInt8(ascii: ".")])
        return looksLikePhoneNumber(run) || looksLikeCardNumber(run)
      }) {
        return true
      }
    }
    let tokens = bytes.split { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\n") }
    return tokens.contains { tokenLooksSensitive(trimmed($0, of: Array("\"'()<>[],;".utf8))) }
  }

  /// Whether `text` is an email address (`local@domain.tld`).
  static func looksLikeEmail(_ text: String) -> Bool {
    looksLikeEmail(Array(text.utf8)[...])
  }

  private static let numberSeparators = Array(" -.()+".utf8)

  private static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }
  private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- UInt8(ascii: "a") < 26 }
  private static func isUpper(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "A") < 26 }

  /// `bytes` without the bytes of `ends` at either end.
  private static func trimmed(_ bytes: Bytes, of ends: [UInt8]) -> Bytes {
    let start = bytes.firstIndex { !ends.contains($0) } ?? bytes.endIndex
    let end = bytes.lastIndex { !ends.contains($0) }.map { $0 + 1 } ?? start
    return bytes[start..<max(start, end)]
  }

  /// The index just past the first occurrence of `pattern` in `bytes`, if any.
  private static func end(of pattern: [UInt8], in bytes: Bytes) -> Int? {
    guard bytes.count >= pattern.count else { return nil }
    for start in bytes.startIndex...(bytes.endIndex - pattern.count)
    where bytes[start..<(start + pattern.count)].elementsEqual(pattern) {
      return start + pattern.count
    }
    return nil
  }

  private static func tokenLooksSensitive(_ token: Bytes) -> Bool {
    if let rest = end(of: Array("://".utf8), in: token) { return urlLooksSensitive(token[rest...]) }
    return looksLikeEmail(token) || looksLikeKnownKey(token) || looksLikeCardNumber(token)
      || looksLikePhoneNumber(token) || looksLikeIPAddress(token) || looksRandom(token)
  }

  /// The part of a URL after `scheme://`: user info, path segments and query values are judged
  /// like tokens; query parameters named like secrets (`?access_token=`, `&sig=`) are sensitive.
  private static func urlLooksSensitive(_ rest: Bytes) -> Bool {
    let isHostEnd: (UInt8) -> Bool = { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }
    let hostEnd = rest.firstIndex(where: isHostEnd) ?? rest.endIndex
    if rest[..<hostEnd].contains(UInt8(ascii: "@")) { return true }
    let afterHost = rest[hostEnd...]
    let pathEnd = afterHost.firstIndex { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? afterHost.endIndex
    let segments = afterHost[..<pathEnd].split(separator: UInt8(ascii: "/"))
    if segments.contains(where: { looksLikeEmail($0) || looksLikeKnownKey($0) || looksRandom($0) }) { return true }
    guard pathEnd < afterHost.endIndex, afterHost[pathEnd] == UInt8(ascii: "?") else { return false }
    let query = afterHost[(pathEnd + 1)...].prefix { $0 != UInt8(ascii: "#") }
    return query.split(separator: UInt8(ascii: "&")).contains { parameter in
      let parts = parameter.split(separator: UInt8(ascii: "="), maxSplits: 1)
      let name = String(decoding: parts.first ?? [], as: UTF8.self).lowercased()
      guard !parameterLooksSensitive(name) else { return true }
      guard parts.count > 1 else { return false }
      let value = parts[1]
      guard value.contains(UInt8(ascii: "%")) else { return tokenLooksSensitive(value) }
      let decoded = String(decoding: value, as: UTF8.self).removingPercentEncoding ?? ""
      return tokenLooksSensitive(Array(decoded.utf8)[...])
    }
  }

  /// Whether a query parameter's lower-case name names a credential: one of the sensitive words
  /// between `_`, `-` or `.` (`access_token`, `x-amz-signature`), or a credential ending (`apikey`).
  private static func parameterLooksSensitive(_ name: String) -> Bool {
    name.split(whereSeparator: { $0 == "_" || $0 == "-" || $0 == "." }).contains { sensitiveWords.contains(String($0)) }
      || sensitiveEndings.contains { name.hasSuffix($0) }
  }

  /// `local@domain.tld`, also after `mailto:`.
  private static func looksLikeEmail(_ token: Bytes) -> Bool {
    guard let at = token.firstIndex(of: UInt8(ascii: "@")), at > token.startIndex else { return false }
    let domain = token[(at + 1)...]
    guard let dot = domain.lastIndex(of: UInt8(ascii: ".")), dot > domain.startIndex else { return false }
    let topLevel = domain[(dot + 1)...]
    return topLevel.count >= 2 && topLevel.allSatisfy(isLetter)
      && domain.allSatisfy { isLetter($0) || isDigit($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-") }
  }

  /// Prefixes of credentials issued by well-known services (Stripe, GitHub, Slack, AWS, Google,
  /// GitLab, Shopify, OpenAI, webhook secrets), and JWTs (`eyJ…`).
  private static let knownKeyPrefixes = [
    "sk_", "rk_live_", "rk_test_", "pk_live_", "whsec_", "ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_",
    "xoxb-", "xoxp-", "xoxa-", "xoxr-", "xoxs-", "glpat-", "shpat_", "shpss_", "sk-", "ya29.", "AIza", "eyJ",
  ].map { Array($0.utf8) }

  /// A credential with a known prefix, an AWS access key id, or any `…_live_…`/`…_test_…` key
  /// (`pi_3Mtw…_secret_…` ends in a random part too, judged by ``looksRandom(_:)``).
  private static func looksLikeKnownKey(_ token: Bytes) -> Bool {
    guard token.count >= 12 else { return false }
    if knownKeyPrefixes.contains(where: { token.starts(with: $0) }) { return true }
    if token.count == 20, token.starts(with: Array("AKIA".utf8)) || token.starts(with: Array("ASIA".utf8)),
      token.allSatisfy({ isUpper($0) || isDigit($0) })
    {
      return true
    }
    // `<kind>_live_<random>`: the part after the mode is long and has digits.
    for mode in ["_live_", "_test_"] {
      if let rest = end(of: Array(mode.utf8), in: token) {
        return token.endIndex - rest >= 10 && token[rest...].contains(where: isDigit)
      }
    }
    return false
  }

  /// 13–19 digits, alone or in groups split by single spaces or dashes, that pass the Luhn check and
  /// start like a payment card (2–6).
  private static func looksLikeCardNumber(_ bytes: Bytes) -> Bool {
    guard let first = bytes.first, first >= UInt8(ascii: "2"), first <= UInt8(ascii: "6"),
      bytes.allSatisfy({ isDigit($0) || $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "-") })
    else { return false }
    let digits = bytes.filter(isDigit).map { Int($0 - UInt8(ascii: "0")) }
    let separatorsAreSingle = zip(bytes, bytes.dropFirst()).allSatisfy { !(!isDigit($0) && !isDigit($1)) }
    guard (13...19).contains(digits.count), separatorsAreSingle else { return false }
    let sum = digits.reversed().enumerated().reduce(0) { sum, item in
      let (index, digit) = item
      guard index % 2 == 1 else { return sum + digit }
      return sum + (digit * 2 > 9 ? digit * 2 - 9 : digit * 2)
    }
    return sum % 10 == 0
  }

  /// `+` and 7–15 digits (spaces, dashes, dots and parentheses between them), or a North American
  /// number: `(555) 555-0100`, `555-555-0100`, `555.555.0100`.
  private static func looksLikePhoneNumber(_ bytes: Bytes) -> Bool {
    guard bytes.allSatisfy({ isDigit($0) || numberSeparators.contains($0) }) else { return false }
    let digitCount = bytes.count(where: isDigit)
    if bytes.first == UInt8(ascii: "+") {
      return (7...15).contains(digitCount) && !bytes.dropFirst().contains(UInt8(ascii: "+"))
    }
    let groups = bytes.split { !isDigit($0) }.map(\.count)
    return groups == [3, 3, 4] && bytes.first != UInt8(ascii: ".") && bytes.last.map(isDigit) == true
  }

  /// Four dot-separated numbers of 0–255.
  private static func looksLikeIPAddress(_ token: Bytes) -> Bool {
    let parts = token.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
    return parts.count == 4
      && parts.allSatisfy { part in
        (1...3).contains(part.count) && part.allSatisfy(isDigit)
          && part.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) } <= 255
      }
  }

  /// A long token of letters, digits and base64/URL-safe punctuation, with letters and digits mixed
  /// as in random keys (`rcpt_JDzfOjHn8KiTGZsy8EwD`, hexadecimal digests, UUIDs), not as in words
  /// or identifiers (`created_at_timestamp`, `HelloWorldController2`).
  private static func looksRandom(_ token: Bytes) -> Bool {
    let punctuation = Array("+/=_-.".utf8)
    guard token.count >= 20, token.allSatisfy({ isLetter($0) || isDigit($0) || punctuation.contains($0) }) else {
      return false
    }
    enum Class { case upper, lower, digit }
    let classes: [Class] = token.compactMap { byte in
      isDigit(byte) ? .digit : isUpper(byte) ? .upper : isLetter(byte) ? .lower : nil
    }
    let digitCount = classes.count { $0 == .digit }
    guard digitCount >= 2, classes.count - digitCount >= 2 else { return false }
    let changes = zip(classes, classes.dropFirst()).count { $0 != $1 }
    return Double(changes) >= 0.3 * Double(classes.count)
  }
}
