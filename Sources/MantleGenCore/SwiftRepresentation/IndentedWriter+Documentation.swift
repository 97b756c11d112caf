extension IndentedWriter {
  /// Writes `lines` as a `///` comment, each line filled word by word into the line length, as a
  /// person would wrap it: a list item's lines go on under its text; lines of a fenced or indented
  /// code block, and words longer than a line (a long path), are left as they are.
  mutating func documentation(_ lines: [String]) {
    var isInFence = false
    for line in lines {
      // Without trailing spaces, which descriptions in API documents often have.
      let text = line.last?.isWhitespace == true ? String(line.reversed().drop(while: \.isWhitespace).reversed()) : line
      let content = text.drop(while: { $0 == " " })
      let isFence = content.hasPrefix("```") || content.hasPrefix("~~~")
      if isFence { isInFence.toggle() }
      let start = content.first
      guard !isFence, !isInFence, !fits("/// " + text), !text.hasPrefix("    "), !text.hasPrefix("\t"),
        start != "|", start != "#"
      else {
        self.line(text.isEmpty ? "///" : "/// " + text)
        continue
      }
      let continuation = String(repeating: " ", count: Self.listItemIndentation(of: text))
      // Filled anew, so runs of spaces between words (one space in Markdown) are one.
      var current = String(text.prefix { $0 == " " })
      var isLineEmpty = true
      for word in text.split(separator: " ") {
        // A word that would begin a Markdown block at the start of a line stays on this one.
        if isLineEmpty || fits("/// " + current + " " + word) || Self.startsBlock(word) {
          current += (isLineEmpty ? "" : " ") + word
          isLineEmpty = false
        } else {
          self.line("/// " + current)
          current = continuation + word
        }
      }
      self.line("/// " + current)
    }
  }

  /// Whether `word` at the start of a line would begin a Markdown block: a list item, heading,
  /// quote, rule, fence, HTML block or table row.
  private static func startsBlock(_ word: Substring) -> Bool {
    let digits = word.prefix(while: \.isNumber).count
    if digits > 0 { return word.count == digits + 1 && (word.last == "." || word.last == ")") }
    return ["-", "*", "+"].contains(word) || word.allSatisfy { $0 == "=" || $0 == "-" }
      || ["#", ">", "<", "|"].contains(word.first) || word.hasPrefix("```") || word.hasPrefix("~~~")
  }

  /// The columns a list item's text starts at (`- `, `* `, `+ `, `1. `, `2) ` after any spaces),
  /// else the line's leading spaces.
  private static func listItemIndentation(of text: String) -> Int {
    let spaces = text.prefix { $0 == " " }.count
    let rest = text.dropFirst(spaces)
    let digits = rest.prefix(while: \.isNumber).count
    let marker = digits > 0 ? rest.dropFirst(digits).prefix(1) : rest.prefix(1)
    let isMarker = digits > 0 ? (marker == "." || marker == ")") : (marker == "-" || marker == "*" || marker == "+")
    guard isMarker, rest.dropFirst(digits + 1).first == " " else { return spaces }
    return spaces + digits + 2
  }
}
