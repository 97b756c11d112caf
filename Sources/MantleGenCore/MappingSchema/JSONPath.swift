/// JSON paths for documentation and reports: `$.user.name`, `$.items[]`, `$["odd key"]`.
enum JSONPath {
  static func appending(key: String, to path: String) -> String {
    let isPlain =
      !key.isEmpty
      && key.utf8.allSatisfy { byte in
        (byte >= 97 && byte <= 122) || (byte >= 65 && byte <= 90) || (byte >= 48 && byte <= 57) || byte == 95
      } && !(key.utf8.first! >= 48 && key.utf8.first! <= 57)
    return isPlain ? "\(path).\(key)" : "\(path)[\(JSONText.quoted(key))]"
  }

  /// The last key of `path` when it is written plainly (`$.users[].name` → `name`,
  /// `$.owner[]` → `owner`), else `nil` (the root, a quoted key, a dictionary's values).
  static func lastPlainKey(of path: String) -> String? {
    var path = Substring(path)
    while path.hasSuffix("[]") { path = path.dropLast(2) }
    guard let dot = path.lastIndex(of: "."), !path[dot...].contains("]") else { return nil }
    let key = path[path.index(after: dot)...]
    return key.isEmpty || key == "*" ? nil : String(key)
  }
}
