/// Dotted key paths as written in schema files: `owner_info.userid`; a `.` or `\` inside a key is
/// written `\.` or `\\`.
enum JSONKeyPath {
  static func text(of keyPath: [String]) -> String {
    var text = String.UnicodeScalarView()
    for (index, key) in keyPath.enumerated() {
      if index > 0 { text.append(".") }
      for scalar in key.unicodeScalars {
        if scalar == "\\" || scalar == "." { text.append("\\") }
        text.append(scalar)
      }
    }
    return String(text)
  }

  /// The keys of a dotted path; `nil` when a `\` escapes anything but `.` or `\`.
  static func keys(of text: String) -> [String]? {
    try? parse(text).get()
  }

  /// The keys of a dotted path, or why it is not one and at which character offset.
  static func parse(_ text: String) -> Result<[String], JSONKeyPathError> {
    // Unicode scalars, not characters: a prepended mark (U+0600) would otherwise join a following
    // backslash into one character.
    var keys: [String] = []
    var current = String.UnicodeScalarView()
    var escapeOffset: Int?
    for (offset, character) in text.unicodeScalars.enumerated() {
      if let start = escapeOffset {
        guard character == "." || character == "\\" else {
          return .failure(
            JSONKeyPathError(
              message: "invalid escape '\\\(character)' in the key path '\(text)': '\\' may only escape '.' or '\\'",
              offset: start))
        }
        current.append(character)
        escapeOffset = nil
      } else if character == "\\" {
        escapeOffset = offset
      } else if character == "." {
        keys.append(String(current))
        current = String.UnicodeScalarView()
      } else {
        current.append(character)
      }
    }
    if let start = escapeOffset {
      return .failure(
        JSONKeyPathError(
          message: "the key path '\(text)' ends in a lone '\\'; write '\\\\' for a backslash in a key", offset: start))
    }
    keys.append(String(current))
    return .success(keys)
  }
}

/// Why a key path's text does not parse, and at which character offset.
struct JSONKeyPathError: Error, Hashable {
  var message: String
  var offset: Int
}
