/// Collects lines of text at the current indentation.
struct IndentedWriter {
  private(set) var text = ""
  private var indentation = ""

  /// Writes `content` on a line of its own; code too long for one line is broken after its
  /// first top-level ` =` (`self.name =` / `name`), else after its first top-level `:`
  /// (`public let name:` / `[Type]`), the rest indented, as swift-format breaks them.
  mutating func line(_ content: String) {
    if !fits(content), let (head, rest) = Self.breakPoint(of: content) ?? Self.argumentBreak(of: content) {
      line(head)
      indented { $0.line(rest) }
      return
    }
    if !fits(content), let (head, rest) = Self.coalescingBreak(of: content) {
      // `other.name` / `?? self.name,` at one indentation, as swift-format breaks an operator chain.
      line(head)
      line(rest)
      return
    }
    if !content.isEmpty {
      text += indentation
      text += content
    }
    text += "\n"
  }

  /// For a call of one argument that ends the line (`.text(try container.decode(Text.self))`,
  /// perhaps before the closing parentheses of calls it is an argument of): the line up to its
  /// opening parenthesis, and the argument with the closing ones, as swift-format breaks it; `nil`
  /// for anything else.
  static func argumentBreak(of content: String) -> (head: String, rest: String)? {
    let bytes = Array(content.utf8)
    var depth = 0
    var strings = QuotedTextScanner()
    var opening: Int?
    for (index, byte) in bytes.enumerated() {
      // Escapes are left alone: they would have to be followed into interpolations.
      if strings.isQuoted(byte) {
        if byte == UInt8(ascii: "\\") { return nil }
        continue
      }
      switch byte {
      case UInt8(ascii: "/"), UInt8(ascii: "#"): return nil
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
        if depth == 0, byte == UInt8(ascii: "(") {
          guard opening == nil else { return nil }
          opening = index
        }
        depth += 1
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
        depth -= 1
        // After the argument only the closing parentheses of enclosing calls may follow.
        if depth == 0, opening != nil, bytes[index...].contains(where: { $0 != UInt8(ascii: ")") }) { return nil }
        if depth < 0 { depth = 0 }
      case UInt8(ascii: ","): if depth == 1 { return nil }
      default: break
      }
    }
    guard let opening, opening > 0, bytes.last == UInt8(ascii: ")"), opening + 2 < bytes.count else {
      return nil
    }
    return (
      String(decoding: bytes[...opening], as: UTF8.self), String(decoding: bytes[(opening + 1)...], as: UTF8.self)
    )
  }

  /// Where a line of code too long for one line breaks: after its first ` =` outside brackets,
  /// parentheses and string literals, else after its first such `:` that follows a name; `nil`
  /// for comments and lines with neither.
  static func breakPoint(of content: String) -> (head: String, rest: String)? {
    let bytes = Array(content.utf8)
    func isSpacedEquals(_ index: Int) -> Bool {
      bytes[index] == UInt8(ascii: "=") && index > 0 && index + 1 < bytes.count
        && bytes[index - 1] == UInt8(ascii: " ") && bytes[index + 1] == UInt8(ascii: " ")
    }
    func isColonAfterName(_ index: Int) -> Bool {
      bytes[index] == UInt8(ascii: ":") && index > 0 && index + 1 < bytes.count
        && bytes[index - 1] != UInt8(ascii: " ") && bytes[index + 1] == UInt8(ascii: " ")
    }
    if let equals = firstTopLevelIndex(in: bytes, where: isSpacedEquals) {
      return (
        String(decoding: bytes[..<(equals + 1)], as: UTF8.self), String(decoding: bytes[(equals + 2)...], as: UTF8.self)
      )
    }
    guard let colon = firstTopLevelIndex(in: bytes, where: isColonAfterName) else { return nil }
    return (String(decoding: bytes[...colon], as: UTF8.self), String(decoding: bytes[(colon + 2)...], as: UTF8.self))
  }

  /// The code before the first ` ?? ` outside brackets and string literals, and the rest from the
  /// `??` on; `nil` for comments and lines without one.
  static func coalescingBreak(of content: String) -> (head: String, rest: String)? {
    let bytes = Array(content.utf8)
    func isSpacedCoalescing(_ index: Int) -> Bool {
      bytes[index] == UInt8(ascii: "?") && index > 0 && index + 2 < bytes.count
        && bytes[index - 1] == UInt8(ascii: " ") && bytes[index + 1] == UInt8(ascii: "?")
        && bytes[index + 2] == UInt8(ascii: " ")
    }
    guard let start = firstTopLevelIndex(in: bytes, where: isSpacedCoalescing) else { return nil }
    return (String(decoding: bytes[..<(start - 1)], as: UTF8.self), String(decoding: bytes[start...], as: UTF8.self))
  }

  /// The first index of `bytes` outside brackets, parentheses and string literals where `matches`
  /// holds. A raw string's quotes are not delimiters, and a comment is no code: the scan stops at
  /// either.
  private static func firstTopLevelIndex(in bytes: [UInt8], where matches: (Int) -> Bool) -> Int? {
    var depth = 0
    var strings = QuotedTextScanner()
    for index in bytes.indices {
      let byte = bytes[index]
      if strings.isQuoted(byte) { continue }
      if byte == UInt8(ascii: "#") { return nil }
      if byte == UInt8(ascii: "/"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*")
      {
        return nil
      }
      switch byte {
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
      default: if depth == 0, matches(index) { return index }
      }
    }
    return nil
  }

  /// Writes `items` joined by spaces, as many a line as fit; with `head`, the first line starts with
  /// it and the lines after it are indented (a type's inheritance list after `struct Name:`).
  mutating func fill(_ items: [String], after head: String? = nil) {
    var line = head ?? ""
    var isFirst = true
    func write(_ line: String, into writer: inout IndentedWriter) {
      if isFirst || head == nil { writer.line(line) } else { writer.indented { $0.line(line) } }
    }
    for item in items {
      let candidate = line.isEmpty ? item : line + " " + item
      if line.isEmpty || fits(isFirst || head == nil ? candidate : "  " + candidate) {
        line = candidate
      } else {
        write(line, into: &self)
        isFirst = false
        line = item
      }
    }
    write(line, into: &self)
  }

  /// Writes each line of `content` as ``line(_:)`` does.
  mutating func lines(_ content: String) {
    guard !indentation.isEmpty else {
      text += content
      text += "\n"
      return
    }
    for line in content.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
      self.line(String(Substring(line)))
    }
  }

  /// Whether `content` fits on one line at the current indentation (swift-format's 100 columns).
  func fits(_ content: String) -> Bool {
    let room = 100 - indentation.utf8.count
    // Characters are never more than UTF-8 bytes: most lines are decided without counting them.
    return content.utf8.count <= room || content.count <= room
  }

  /// Appends `text`, lines rendered by another writer at this writer's indentation.
  mutating func append(rendered text: String) {
    self.text += text
  }

  mutating func blankLine() {
    text += "\n"
  }

  mutating func indented(_ body: (inout IndentedWriter) -> Void) {
    let saved = indentation
    indentation += "  "
    body(&self)
    indentation = saved
  }
}
