import Foundation

/// Recognises sample values that must not be copied into source files: credentials (tokens, API
/// keys, secrets, signatures) and personal data (emails, phone numbers, card numbers, addresses,
/// IP addresses), by the key that holds them or by the look of the value. The rules err on the side
/// of leaving a harmless example out.
enum SensitiveData {
  /// Whether a value under `key` (inside an object under `ownerKey`, if any) may be copied as an
  /// example under `policy`; a Boolean holds no secret.
  static func allowsExample(
    _ text: String, isBoolean: Bool, key: String?, ownerKey: String?, policy: ExamplePolicy
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
      return !valueLooksSensitive(text)
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

  /// Whether `text` holds a credential or personal data anywhere: an email, a JWT, an API key with
  /// a known prefix, a card number, a phone number, an IP address, a long random-looking token, or a
  /// URL carrying one of those in its path or query (or a query parameter named like a secret).
  static func valueLooksSensitive(_ text: String) -> Bool {
    // Every rule needs a digit, an `@`, or at least 12 characters (a key with a known prefix).
    let digitCount = text.utf8.count { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    guard digitCount > 0 || text.utf8.count >= 12 || text.utf8.contains(UInt8(ascii: "@")) else { return false }
    // Phone and card numbers may hold spaces: each run of digits and their separators is judged.
    if digitCount >= 7 {
      let numberRuns = text.split { !($0.isASCII && ($0.isNumber || " -.()+".contains($0))) }
      if numberRuns.contains(where: { run in
        let run = trimmed(run, of: " .")
        return looksLikePhoneNumber(run) || looksLikeCardNumber(run)
      }) {
        return true
      }
    }
    return text.split(whereSeparator: { $0.isWhitespace }).contains { token in
      tokenLooksSensitive(trimmed(token, of: "\"'()<>[],;"))
    }
  }

  /// `text` without the characters of `characters` at either end.
  private static func trimmed(_ text: Substring, of characters: String) -> Substring {
    let start = text.firstIndex { !characters.contains($0) } ?? text.endIndex
    let end = text.lastIndex { !characters.contains($0) }.map(text.index(after:)) ?? start
    return text[start..<max(start, end)]
  }

  private static func tokenLooksSensitive(_ token: Substring) -> Bool {
    if let scheme = token.range(of: "://") {
      return urlLooksSensitive(token[scheme.upperBound...])
    }
    return looksLikeEmail(token) || looksLikeKnownKey(token) || looksLikeCardNumber(token)
      || looksLikePhoneNumber(token) || looksLikeIPAddress(token) || looksRandom(token)
  }

  /// The part of a URL after `scheme://`: user info, path segments and query values are judged
  /// like tokens; query parameters named like secrets (`?access_token=`, `&sig=`) are sensitive.
  private static func urlLooksSensitive(_ rest: Substring) -> Bool {
    let hostEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
    if rest[..<hostEnd].contains("@") { return true }
    let afterHost = rest[hostEnd...]
    let pathEnd = afterHost.firstIndex { $0 == "?" || $0 == "#" } ?? afterHost.endIndex
    let segments = afterHost[..<pathEnd].split(separator: "/")
    if segments.contains(where: { looksLikeEmail($0) || looksLikeKnownKey($0) || looksRandom($0) }) { return true }
    guard pathEnd < afterHost.endIndex, afterHost[pathEnd] == "?" else { return false }
    let query = afterHost[afterHost.index(after: pathEnd)...].prefix { $0 != "#" }
    return query.split(separator: "&").contains { parameter in
      let parts = parameter.split(separator: "=", maxSplits: 1)
      let name = parts.first.map { $0.lowercased() } ?? ""
      let value = (parts.count > 1 ? String(parts[1]) : "").removingPercentEncoding ?? ""
      return parameterLooksSensitive(name) || (!value.isEmpty && tokenLooksSensitive(value[...]))
    }
  }

  /// Whether a query parameter's lower-case name names a credential: one of the sensitive words
  /// between `_`, `-` or `.` (`access_token`, `x-amz-signature`), or a credential ending (`apikey`).
  private static func parameterLooksSensitive(_ name: String) -> Bool {
    name.split(whereSeparator: { $0 == "_" || $0 == "-" || $0 == "." }).contains { sensitiveWords.contains(String($0)) }
      || sensitiveEndings.contains { name.hasSuffix($0) }
  }

  /// `local@domain.tld`, also after `mailto:`.
  static func looksLikeEmail(_ token: Substring) -> Bool {
    guard let at = token.firstIndex(of: "@"), at > token.startIndex else { return false }
    let domain = token[token.index(after: at)...]
    guard let dot = domain.lastIndex(of: "."), dot > domain.startIndex else { return false }
    let topLevel = domain[domain.index(after: dot)...]
    return topLevel.count >= 2 && topLevel.allSatisfy(\.isLetter)
      && domain.allSatisfy { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" }
  }

  /// Prefixes of credentials issued by well-known services (Stripe, GitHub, Slack, AWS, Google,
  /// GitLab, Shopify, OpenAI, webhook secrets), and JWTs (`eyJ…`).
  private static let knownKeyPrefixes = [
    "sk_", "rk_live_", "rk_test_", "pk_live_", "whsec_", "ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_",
    "xoxb-", "xoxp-", "xoxa-", "xoxr-", "xoxs-", "glpat-", "shpat_", "shpss_", "sk-", "ya29.", "AIza", "eyJ",
  ]

  /// A credential with a known prefix, an AWS access key id, or any `…_live_…`/`…_test_…` key
  /// (`pi_3Mtw…_secret_…` ends in a random part too, judged by ``looksRandom(_:)``).
  static func looksLikeKnownKey(_ token: Substring) -> Bool {
    guard token.count >= 12 else { return false }
    if knownKeyPrefixes.contains(where: { token.hasPrefix($0) }) { return true }
    if token.hasPrefix("AKIA") || token.hasPrefix("ASIA"), token.count == 20,
      token.allSatisfy({ ($0.isUppercase || $0.isNumber) && $0.isASCII })
    {
      return true
    }
    // `<kind>_live_<random>`: the part after the mode is long and has digits.
    for mode in ["_live_", "_test_"] {
      if let range = token.range(of: mode) {
        let rest = token[range.upperBound...]
        return rest.count >= 10 && rest.contains(where: \.isNumber)
      }
    }
    return false
  }

  /// 13–19 digits, alone or in groups split by single spaces or dashes, that pass the Luhn check and
  /// start like a payment card (2–6).
  static func looksLikeCardNumber(_ text: Substring) -> Bool {
    guard let first = text.first, ("2"..."6").contains(first),
      text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == " " || $0 == "-") })
    else { return false }
    let digits = text.compactMap(\.wholeNumberValue)
    guard (13...19).contains(digits.count), !text.contains("  "), !text.contains("--") else { return false }
    let sum = digits.reversed().enumerated().reduce(0) { sum, item in
      let (index, digit) = item
      guard index % 2 == 1 else { return sum + digit }
      return sum + (digit * 2 > 9 ? digit * 2 - 9 : digit * 2)
    }
    return sum % 10 == 0
  }

  /// `+` and 7–15 digits (spaces, dashes, dots and parentheses between them), or a North American
  /// number: `(555) 555-0100`, `555-555-0100`, `555.555.0100`.
  static func looksLikePhoneNumber(_ text: Substring) -> Bool {
    guard text.allSatisfy({ $0.isASCII && ($0.isNumber || " -.()+".contains($0)) }) else { return false }
    let digitCount = text.count(where: \.isNumber)
    if text.first == "+" { return (7...15).contains(digitCount) && !text.dropFirst().contains("+") }
    let groups = text.split(whereSeparator: { !$0.isNumber }).map(\.count)
    return groups == [3, 3, 4] && text.first != "." && text.last?.isNumber == true
  }

  /// Four dot-separated numbers of 0–255.
  static func looksLikeIPAddress(_ token: Substring) -> Bool {
    let parts = token.split(separator: ".", omittingEmptySubsequences: false)
    return parts.count == 4
      && parts.allSatisfy { part in
        (1...3).contains(part.count) && part.allSatisfy { $0.isASCII && $0.isNumber } && Int(part)! <= 255
      }
  }

  /// A long token of letters, digits and base64/URL-safe punctuation, with letters and digits mixed
  /// as in random keys (`rcpt_JDzfOjHn8KiTGZsy8EwD`, hexadecimal digests, UUIDs), not as in words
  /// or identifiers (`created_at_timestamp`, `HelloWorldController2`).
  static func looksRandom(_ token: Substring) -> Bool {
    guard token.count >= 20,
      token.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+/=_-.".contains($0)) })
    else { return false }
    enum Class { case upper, lower, digit }
    var classes: [Class] = []
    for character in token {
      if character.isNumber {
        classes.append(.digit)
      } else if character.isUppercase {
        classes.append(.upper)
      } else if character.isLowercase {
        classes.append(.lower)
      }
    }
    let digitCount = classes.count { $0 == .digit }
    guard digitCount >= 2, classes.count - digitCount >= 2 else { return false }
    let changes = zip(classes, classes.dropFirst()).count { $0 != $1 }
    return Double(changes) >= 0.3 * Double(classes.count)
  }
}
