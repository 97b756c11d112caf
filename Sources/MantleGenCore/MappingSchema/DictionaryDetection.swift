/// Decides which objects are dictionaries (`[String: T]`) rather than models: objects whose keys
/// are data (ids, numbers, dates, symbols) rather than field names.
enum DictionaryDetection {
  /// Object places with at least this many keys whose values are all objects of one key set are
  /// dictionaries even when the keys are words (`{"ltc_btc": {...}, "eth_btc": {...}, ...}`).
  static let uniformObjectKeyThreshold = 20

  /// Turns every object place under `summary` that looks like a dictionary into one.
  static func foldDictionaries(in summary: ShapeSummary) {
    var stack = [summary]
    while let current = stack.popLast() {
      if current.objectCount > 0, current.overflowValues == nil, isDictionaryLike(current) {
        current.foldFieldsIntoDictionaryValues()
      }
      if let values = current.overflowValues { stack.append(values) }
      stack.append(contentsOf: current.keyOrder.compactMap { current.fields[$0] })
      if let elements = current.elements { stack.append(elements) }
    }
  }

  static func isDictionaryLike(_ summary: ShapeSummary) -> Bool {
    let keys = summary.keyOrder
    guard !keys.isEmpty else { return false }
    if keys.allSatisfy(isDataLikeKey) { return true }
    guard keys.count >= uniformObjectKeyThreshold else { return false }
    let fields = keys.compactMap { summary.fields[$0] }
    guard fields.allSatisfy({ $0.kinds == [.object] && $0.overflowValues == nil }) else { return false }
    let keySets = Set(fields.map { $0.keyOrder.sorted() })
    return keySets.count == 1
  }

  /// A key that is data: has no letters (`"123"`, `"2024-05-01"`, `"^$#"`), or is a UUID or a long
  /// hexadecimal id.
  static func isDataLikeKey(_ key: String) -> Bool {
    guard !key.isEmpty else { return false }
    if !key.contains(where: \.isLetter) { return true }
    if StringFormats.uuidCase(of: key) != .mixed { return true }
    let isHex = key.utf8.count >= 16 && key.utf8.allSatisfy { byte in
      (byte >= 48 && byte <= 57) || (byte >= 97 && byte <= 102) || (byte >= 65 && byte <= 70)
    }
    return isHex
  }
}
