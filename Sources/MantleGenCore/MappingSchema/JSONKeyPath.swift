/// Dotted key paths as written in schema files: `owner_info.userid`; a `.` or `\` inside a key is
/// written `\.` or `\\`. `users[].name` goes through an array: the `name` of each element of the
/// array at `users` (a key that itself ends in `[]` is written `tags\[]`).
enum JSONKeyPath {
  /// The text of `keyPath`; with `arrayMember`, `keyPath` leads to an array and the text ends in
  /// `[].member`.
  static func text(of keyPath: [String], arrayMember: String? = nil) -> String {
    var text = String.UnicodeScalarView()
    let keys = keyPath + (arrayMember.map { [$0] } ?? [])
    for (index, key) in keys.enumerated() {
      if index > 0 { text.append(".") }
      let scalars = Array(key.unicodeScalars)
      for (offset, scalar) in scalars.enumerated() {
        let isMarkLike = scalar == "[" && offset == scalars.count - 2 && scalars.last == "]"
        if scalar == "\\" || scalar == "." || isMarkLike { text.append("\\") }
        text.append(scalar)
      }
      if arrayMember != nil, index == keys.count - 2 { text.append(contentsOf: "[]".unicodeScalars) }
    }
    return String(text)
  }

  /// The keys of a dotted path; `nil` when a `\` escapes anything but `.`, `\` or `[`, or when it
  /// goes through an array.
  static func keys(of text: String) -> [String]? {
    guard let parsed = try? parse(text).get(), parsed.arrayKeys.isEmpty else { return nil }
    return parsed.keys
  }

  /// A key path's keys, and which of them hold arrays it goes through (`users[]`).
  struct Parsed: Hashable {
    var keys: [String]
    /// The indices of the keys written with `[]` after them.
    var arrayKeys: [Int]
  }

  /// The keys of a dotted path, or why it is not one and at which character offset.
  static func parse(_ text: String) -> Result<Parsed, JSONKeyPathError> {
    // Unicode scalars, not characters: a prepended mark (U+0600) would otherwise join a following
    // backslash into one character.
    var keys: [String] = []
    var arrayKeys: [Int] = []
    var current = String.UnicodeScalarView()
    // Where in `current` an escaped `[` is: a key ending in it and `]` is not an array mark.
    var escapedBracket: Int?
    var escapeOffset: Int?
    func endKey() {
      let scalars = Array(current)
      if scalars.count >= 2, scalars.suffix(2) == ["[", "]"], escapedBracket != scalars.count - 2 {
        arrayKeys.append(keys.count)
        current = String.UnicodeScalarView(scalars.dropLast(2))
      }
      keys.append(String(current))
      current = String.UnicodeScalarView()
      escapedBracket = nil
    }
    for (offset, character) in text.unicodeScalars.enumerated() {
      if let start = escapeOffset {
        guard character == "." || character == "\\" || character == "[" else {
          return .failure(
            JSONKeyPathError(
              message:
                "invalid escape '\\\(character)' in the key path '\(text)': '\\' may only escape '.', '\\' or '['",
              offset: start))
        }
        if character == "[" { escapedBracket = current.count }
        current.append(character)
        escapeOffset = nil
      } else if character == "\\" {
        escapeOffset = offset
      } else if character == "." {
        endKey()
      } else {
        current.append(character)
      }
    }
    if let start = escapeOffset {
      return .failure(
        JSONKeyPathError(
          message: "the key path '\(text)' ends in a lone '\\'; write '\\\\' for a backslash in a key", offset: start))
    }
    endKey()
    return .success(Parsed(keys: keys, arrayKeys: arrayKeys))
  }
}

/// Why a key path's text does not parse, and at which character offset.
struct JSONKeyPathError: Error, Hashable {
  var message: String
  var offset: Int
}
