/// The hint the drift check gives when a key the schema expects is missing from an object that has
/// a new key whose value reads as that property: the API may have renamed the key
/// (`stargazers_count` → `stars_count`), and `fallbackKeys` records that.
enum RenameHint {
  /// How alike two keys' names are: the words they share (`count` in `stargazers_count` and
  /// `stars_count`), plus one when their first words start alike (`stargazers`, `stars`). Zero
  /// when nothing suggests a rename by name alone.
  static func similarity(_ key: String, _ other: String) -> Int {
    let words = NameWords.split(key).map(\.text)
    let otherWords = NameWords.split(other).map(\.text)
    var score = Set(words).intersection(otherWords).count
    if let first = words.first, let otherFirst = otherWords.first,
      first.commonPrefix(with: otherFirst).count >= 3
    {
      score += 1
    }
    return score
  }

  /// Of `candidates` (new keys whose values read as the property at `key`), the one most alike by
  /// name, the first of equally alike ones; none when no candidate is alike by name (a missing
  /// `truncated` is not hinted to be a new `favourited` because both hold booleans).
  static func likeliest(for key: String, among candidates: [String]) -> String? {
    var best: (key: String, similarity: Int)?
    for candidate in candidates {
      let score = similarity(key, candidate)
      if score > 0, score > best?.similarity ?? 0 { best = (candidate, score) }
    }
    return best?.key
  }

  /// `the new key 'stars_count' reads as it: if the API renamed it, add "fallbackKeys": [...] …`.
  static func sentence(newKey: String) -> String {
    let fallbackKeys = JSONDocument.array([.string(JSONKeyPath.text(of: [newKey]))]).oneLineText
    return
      "the new key \(JSONText.quoted(newKey)) reads as it: if the API renamed it, add \"fallbackKeys\": \(fallbackKeys) to the property (or change its key)"
  }
}
