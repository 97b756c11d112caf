/// A YAML node as it is built: its JSON value and what aliases and mapping keys need to know of it.
struct YAMLNode {
  var json: LocatedJSON
  /// The text the node gives as a mapping key (a scalar's text as written); `nil` for a collection.
  var keyText: String?
  /// The values in the node, itself included, aliases expanded.
  var size = 1
  /// The nesting of collections in the node (0 for a scalar).
  var height = 0
  /// Whether the node is the untagged plain scalar `<<`, the merge key.
  var isMergeKey = false
}

/// Builds the ``LocatedJSON`` of a YAML document from the scanner's tokens (the grammar of the YAML
/// reference parsers), without recursion: open collections are frames on a stack, whose depth is
/// bounded like the JSON reader's nesting.
struct YAMLParser {
  /// The nesting depth at which reading stops with an error, as for JSON.
  static let maximumDepth = JSONReader.defaultMaximumDepth
  /// The values aliases may add to a document in all; a "billion laughs" document stops here.
  static let maximumAliasedValues = 1_000_000

  var scanner: YAMLScanner
  /// Completed anchored nodes by name (a later anchor of the same name replaces an earlier one).
  var anchors: [String: YAMLNode] = [:]
  /// Anchors whose node is being read, to tell a recursive alias from an undefined one.
  var anchorsInProgress: Set<String> = []
  /// The collections being read, innermost last.
  var stack: [Frame] = []
  var aliasedValues = 0
  /// Tag handles declared by `%TAG` directives, with the two every document has.
  var tagHandles = ["!": "!", "!!": YAMLScalars.coreTagPrefix]
  /// The line of the last token consumed, to tell an indentation problem from other ones.
  var previousLine = 0

  init(scanner: YAMLScanner) {
    self.scanner = scanner
  }

  var file: String { scanner.file }

  mutating func peek() throws(Diagnostic) -> YAMLToken { try scanner.peekToken() }

  @discardableResult
  mutating func next() throws(Diagnostic) -> YAMLToken {
    let token = try scanner.nextToken()
    // A block end is placed where the next token starts, on the line after the collection's last one.
    if case .blockEnd = token.kind {} else { previousLine = token.start.line }
    return token
  }

  func error(_ message: String, at mark: YAMLMark) -> Diagnostic { scanner.error(message, at: mark) }

  // MARK: - Stream and document

  /// Reads the stream's one document: directives, an optional `---`, the value, optional `...`s.
  /// - Throws: for an empty stream and for a second document.
  mutating func parseStream() throws(Diagnostic) -> LocatedJSON {
    var token = try peek()
    while case .documentEnd = token.kind {
      try next()
      token = try peek()
    }
    var directive: YAMLMark?
    var hasVersion = false
    directives: while true {
      switch token.kind {
      case .versionDirective(let major, let minor):
        guard !hasVersion else { throw error("a second %YAML directive for the same document", at: token.start) }
        hasVersion = true
        guard major == 1 else {
          throw error("YAML \(major).\(minor) is not supported; only YAML 1.x documents are read", at: token.start)
        }
      case .tagDirective(let handle, let prefix):
        tagHandles[handle] = prefix
      default:
        break directives
      }
      directive = directive ?? token.start
      try next()
      token = try peek()
    }
    if case .documentStart = token.kind {
      try next()
    } else if directive != nil {
      throw error("expected '---' after the directives, found \(token.kind.description)", at: token.start)
    } else if case .streamEnd = token.kind {
      throw error("the YAML input holds no document (it is empty or only comments)", at: token.start)
    }
    let root: YAMLNode
    let first = try peek()
    switch first.kind {
    case .documentStart, .documentEnd, .streamEnd, .versionDirective, .tagDirective:
      root = empty(at: first.start)
    default:
      root = try parseValue()
    }
    var isEnded = false
    while case .documentEnd = try peek().kind {
      try next()
      isEnded = true
    }
    let after = try peek()
    switch after.kind {
    case .streamEnd:
      return root.json
    case .documentStart, .versionDirective, .tagDirective:
      throw secondDocument(at: after.start)
    default:
      if isEnded { throw secondDocument(at: after.start) }
      throw error(
        "found \(after.kind.description) after the document's value"
          + (after.start.line != previousLine ? "; is this line indented wrongly?" : ""),
        at: after.start)
    }
  }

  private func secondDocument(at mark: YAMLMark) -> Diagnostic {
    error("a second YAML document starts here; only one document per file is read", at: mark)
  }

  /// A null node with no text, where a value is left out (`key:`, `- `, `? key`).
  func empty(at mark: YAMLMark) -> YAMLNode {
    YAMLNode(json: LocatedJSON(value: .null, location: mark.location(in: file)), keyText: "")
  }

  // MARK: - Nodes

  /// Reads the value at the current position without recursion: collections are frames on
  /// ``stack`` that their entries are delivered to, until the outermost one is complete.
  mutating func parseValue() throws(Diagnostic) -> YAMLNode {
    var completed = try beginNode(block: true, indentlessSequence: false)
    while true {
      if let node = completed {
        guard !stack.isEmpty else { return node }
        try deliver(node)
      }
      completed = try step()
    }
  }

  /// Starts a node: an alias, or optional anchor and tag followed by a scalar (returned) or a
  /// collection (pushed as a frame; `nil` is returned).
  mutating func beginNode(block: Bool, indentlessSequence: Bool) throws(Diagnostic) -> YAMLNode? {
    var token = try peek()
    if case .alias(let name) = token.kind {
      try next()
      return try expandAlias(name, at: token.start)
    }
    var anchor: String?
    var tag: String?
    var propertyMark: YAMLMark?
    while true {
      if case .anchor(let name) = token.kind, anchor == nil {
        anchor = name
      } else if case .tag(let handle, let suffix) = token.kind, tag == nil {
        tag = try resolveTag(handle: handle, suffix: suffix, at: token.start)
      } else {
        break
      }
      propertyMark = propertyMark ?? token.start
      try next()
      token = try peek()
    }
    let kind: Frame.Kind
    switch token.kind {
    case .blockEntry where indentlessSequence: kind = .indentlessSequence
    case .flowSequenceStart: kind = .flowSequence
    case .flowMappingStart: kind = .flowMapping
    case .blockSequenceStart where block: kind = .blockSequence
    case .blockMappingStart where block: kind = .blockMapping
    case .scalar(let text, let style):
      try next()
      return complete(try scalarNode(text, style: style, tag: tag, at: token.start), anchor: anchor)
    case .alias where propertyMark != nil:
      throw error("an alias cannot have an anchor or a tag of its own", at: token.start)
    default:
      guard let propertyMark else {
        throw error("expected a value, found \(token.kind.description)", at: token.start)
      }
      return complete(try scalarNode("", style: .plain, tag: tag, at: propertyMark), anchor: anchor)
    }
    if kind != .indentlessSequence { try next() }
    try push(Frame(kind: kind, start: token.start, anchor: anchor, tag: tag))
    return nil
  }

  /// `node` with its anchor, if any, recorded for the aliases after it.
  mutating func complete(_ node: YAMLNode, anchor: String?) -> YAMLNode {
    if let anchor {
      anchorsInProgress.remove(anchor)
      anchors[anchor] = node
    }
    return node
  }

  private func scalarNode(_ text: String, style: YAMLScalarStyle, tag: String?, at mark: YAMLMark)
    throws(Diagnostic) -> YAMLNode
  {
    let location = mark.location(in: file)
    let value = try YAMLScalars.resolve(text, style: style, tag: tag, at: location)
    return YAMLNode(
      json: LocatedJSON(value: value, location: location), keyText: text,
      isMergeKey: style == .plain && tag == nil && text == "<<")
  }

  /// The full tag of `handle` and `suffix`: `!!str` is `tag:yaml.org,2002:str`, `!local` stays,
  /// `!` alone is the non-specific tag (a string, whatever its text).
  private func resolveTag(handle: String, suffix: String, at mark: YAMLMark) throws(Diagnostic) -> String {
    if handle.isEmpty { return suffix }
    if handle == "!", suffix.isEmpty { return "!" }
    guard let prefix = tagHandles[handle] else {
      throw error("the tag handle '\(handle)' is not declared by a %TAG directive", at: mark)
    }
    return prefix + (suffix.removingPercentEncodingIfValid ?? suffix)
  }

  private mutating func expandAlias(_ name: String, at mark: YAMLMark) throws(Diagnostic) -> YAMLNode {
    guard var node = anchors[name] else {
      if anchorsInProgress.contains(name) {
        throw error(
          "the alias '*\(name)' is inside the node anchored '&\(name)': a recursive structure, which JSON cannot hold",
          at: mark)
      }
      throw error("undefined alias '*\(name)': no anchor '&\(name)' comes before it", at: mark)
    }
    guard stack.count + node.height <= Self.maximumDepth else {
      throw error("the alias '*\(name)' expands to nesting deeper than \(Self.maximumDepth) levels", at: mark)
    }
    aliasedValues += node.size
    guard aliasedValues <= Self.maximumAliasedValues else {
      throw error(
        "aliases expand to more than \(Self.maximumAliasedValues) values in all (a \"billion laughs\" document?); "
          + "reading stopped at the alias '*\(name)'",
        at: mark)
    }
    node.json.location = mark.location(in: file)
    node.isMergeKey = false
    return node
  }
}

extension String {
  /// The text with `%XX` escapes decoded, or `nil` when they do not decode to UTF-8.
  fileprivate var removingPercentEncodingIfValid: String? {
    guard contains("%") else { return self }
    var bytes: [UInt8] = []
    var utf8 = Array(self.utf8)[...]
    while let byte = utf8.popFirst() {
      if byte == UInt8(ascii: "%"), utf8.count >= 2, let high = YAMLByte.hexValue(utf8[utf8.startIndex]),
        let low = YAMLByte.hexValue(utf8[utf8.startIndex + 1])
      {
        bytes.append(UInt8(high << 4 | low))
        utf8 = utf8.dropFirst(2)
      } else {
        bytes.append(byte)
      }
    }
    return String(validating: bytes, as: UTF8.self)
  }
}
