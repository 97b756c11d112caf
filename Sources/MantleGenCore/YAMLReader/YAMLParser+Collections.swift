extension YAMLParser {
  /// A collection being read: its entries so far and what comes next.
  struct Frame {
    enum Kind {
      case blockSequence
      /// A block sequence at its mapping key's indentation (`key:\n- a`), without start or end token.
      case indentlessSequence
      case blockMapping
      case flowSequence
      case flowMapping
      /// A single-pair mapping inside a flow sequence (`[a: 1]`).
      case flowPair
    }

    var kind: Kind
    var start: YAMLMark
    var anchor: String?
    var tag: String?
    var elements: [LocatedJSON] = []
    var size = 1
    var height = 1
    var mapping = YAMLMappingBuilder()
    /// A mapping's key read, waiting for its value, and where that entry starts.
    var key: YAMLNode?
    var keyMark: YAMLMark
    /// Whether a flow collection has no entry yet; whether a single pair is complete.
    var isFirst = true
    var isDone = false

    init(kind: Kind, start: YAMLMark, anchor: String?, tag: String?) {
      self.kind = kind
      self.start = start
      self.anchor = anchor
      self.tag = tag
      self.keyMark = start
    }

    var isSequence: Bool { kind == .blockSequence || kind == .indentlessSequence || kind == .flowSequence }
  }

  /// Opens a collection, failing beyond ``maximumDepth``.
  mutating func push(_ frame: Frame) throws(Diagnostic) {
    guard stack.count < Self.maximumDepth else {
      throw error("nesting deeper than \(Self.maximumDepth) levels is not supported", at: frame.start)
    }
    if let anchor = frame.anchor { anchorsInProgress.insert(anchor) }
    stack.append(frame)
  }

  /// Adds a complete node to the innermost collection: an element, a key, or a key's value.
  mutating func deliver(_ node: YAMLNode) throws(Diagnostic) {
    let top = stack.count - 1
    if stack[top].isSequence {
      stack[top].elements.append(node.json)
      stack[top].size += node.size
      stack[top].height = max(stack[top].height, node.height + 1)
    } else if let key = stack[top].key {
      try stack[top].mapping.add(key: key, value: node)
      stack[top].key = nil
      stack[top].isDone = true
    } else {
      stack[top].key = node
    }
  }

  /// Moves the innermost collection on by one token or node: returns a node read (an entry to
  /// deliver, or the collection itself when it ends, popped), or `nil` when a collection was opened
  /// or only tokens were read.
  mutating func step() throws(Diagnostic) -> YAMLNode? {
    let frame = stack[stack.count - 1]
    switch frame.kind {
    case .blockSequence, .indentlessSequence:
      return try stepBlockSequence(frame)
    case .blockMapping:
      return try stepBlockMapping(frame)
    case .flowSequence, .flowMapping, .flowPair:
      return try stepFlowCollection(frame)
    }
  }

  private mutating func stepBlockSequence(_ frame: Frame) throws(Diagnostic) -> YAMLNode? {
    let token = try peek()
    switch token.kind {
    case .blockEntry:
      try next()
      switch try peek().kind {
      case .blockEntry, .blockEnd: return empty(at: token.start)
      case .key, .value: if frame.kind == .indentlessSequence { return empty(at: token.start) }
      default: break
      }
      return try beginNode(block: true, indentlessSequence: false)
    case .blockEnd where frame.kind == .blockSequence:
      try next()
      return try finish()
    default:
      if frame.kind == .indentlessSequence { return try finish() }
      throw misplaced(token, expected: "a sequence entry ('- ')", column: frame.start.column)
    }
  }

  private mutating func stepBlockMapping(_ frame: Frame) throws(Diagnostic) -> YAMLNode? {
    let token = try peek()
    if frame.key != nil {
      // After a key: its value, or null.
      guard case .value = token.kind else { return empty(at: frame.keyMark) }
      try next()
      switch try peek().kind {
      case .key, .value, .blockEnd: return empty(at: token.start)
      default: return try beginNode(block: true, indentlessSequence: true)
      }
    }
    switch token.kind {
    case .key:
      try next()
      stack[stack.count - 1].keyMark = token.start
      switch try peek().kind {
      case .key, .value, .blockEnd: return empty(at: token.start)
      default: return try beginNode(block: true, indentlessSequence: true)
      }
    case .value:
      // A value without a key: the key is empty.
      stack[stack.count - 1].keyMark = token.start
      return empty(at: token.start)
    case .blockEnd:
      try next()
      return try finish()
    default:
      throw misplaced(token, expected: "a mapping key", column: frame.start.column)
    }
  }

  private mutating func stepFlowCollection(_ frame: Frame) throws(Diagnostic) -> YAMLNode? {
    let closing: YAMLTokenKind = frame.kind == .flowMapping ? .flowMappingEnd : .flowSequenceEnd
    var token = try peek()
    if frame.kind == .flowPair {
      if frame.isDone { return try finish() }
    } else if frame.key == nil {
      // Before an entry: the closing bracket, or ',' between entries (one may trail).
      if token.kind.isSame(as: closing) {
        try next()
        return try finish()
      }
      if !frame.isFirst {
        guard case .flowEntry = token.kind else {
          throw error(
            "expected ',' or \(closing.description) in the flow collection that starts at line \(frame.start.line), "
              + "column \(frame.start.column + 1), found \(token.kind.description)",
            at: token.start)
        }
        try next()
        token = try peek()
        if token.kind.isSame(as: closing) {
          try next()
          return try finish()
        }
      }
      stack[stack.count - 1].isFirst = false
      if frame.kind == .flowSequence {
        switch token.kind {
        case .key, .value:
          try push(Frame(kind: .flowPair, start: token.start, anchor: nil, tag: nil))
          return nil
        default:
          return try beginNode(block: false, indentlessSequence: false)
        }
      }
    }
    if frame.key == nil {
      // The key: after '?', implicit, a lone value (`{a, b}`), or empty before ':'.
      stack[stack.count - 1].keyMark = token.start
      switch token.kind {
      case .value:
        return empty(at: token.start)
      case .key:
        try next()
        let following = try peek()
        if case .value = following.kind { return empty(at: following.start) }
        if case .flowEntry = following.kind { return empty(at: following.start) }
        if following.kind.isSame(as: closing) { return empty(at: following.start) }
        return try beginNode(block: false, indentlessSequence: false)
      default:
        return try beginNode(block: false, indentlessSequence: false)
      }
    }
    // After the key: ': value', or null.
    guard case .value = token.kind else { return empty(at: frame.keyMark) }
    try next()
    let following = try peek()
    if case .flowEntry = following.kind { return empty(at: token.start) }
    if following.kind.isSame(as: closing) { return empty(at: token.start) }
    return try beginNode(block: false, indentlessSequence: false)
  }

  /// Pops the innermost collection and returns it as a node, its tag checked and anchor recorded.
  private mutating func finish() throws(Diagnostic) -> YAMLNode {
    let frame = stack.removeLast()
    let location = frame.start.location(in: file)
    let node =
      frame.isSequence
      ? YAMLNode(
        json: LocatedJSON(value: .array(frame.elements), location: location), keyText: nil, size: frame.size,
        height: frame.height)
      : frame.mapping.finish(at: location)
    if let tag = frame.tag { try YAMLScalars.checkCollectionTag(tag, of: node.json, file: file) }
    return complete(node, anchor: frame.anchor)
  }

  /// The error for `token` where a block collection expects `expected` at `column` or its end.
  private func misplaced(_ token: YAMLToken, expected: String, column: Int) -> Diagnostic {
    guard token.start.line != previousLine else {
      return error(
        "expected a line break or a comment after the value, found \(token.kind.description)", at: token.start)
    }
    return error(
      "bad indentation: expected \(expected) at column \(column + 1), like the entries above it, "
        + "or a less indented line; found \(token.kind.description)",
      at: token.start)
  }
}

extension YAMLTokenKind {
  /// Whether both are the same closing bracket.
  fileprivate func isSame(as other: YAMLTokenKind) -> Bool {
    switch (self, other) {
    case (.flowSequenceEnd, .flowSequenceEnd), (.flowMappingEnd, .flowMappingEnd): true
    default: false
    }
  }
}
