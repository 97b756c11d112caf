/// The tokens of YAML's structure: stream and document boundaries, flow brackets and entries,
/// block entries, keys and values.
extension YAMLScanner {
  mutating func fetchStreamEnd() throws(Diagnostic) {
    if let opening = flowOpenings.last {
      let (open, close) = opening.isSequence ? ("[", "]") : ("{", "}")
      throw error(
        "this '\(open)' is not closed: the input ends before its '\(close)' (line \(line))", at: opening.mark)
    }
    unwindIndent(to: -1)
    try removePossibleSimpleKey()
    allowsSimpleKey = false
    append(.streamEnd, at: mark)
    isDone = true
  }

  mutating func fetchDocumentIndicator(_ kind: YAMLTokenKind) throws(Diagnostic) {
    unwindIndent(to: -1)
    try removePossibleSimpleKey()
    allowsSimpleKey = false
    let start = mark
    index += 3
    append(kind, at: start)
  }

  mutating func fetchFlowCollectionStart(isSequence: Bool) throws(Diagnostic) {
    try savePossibleSimpleKey()
    let start = mark
    flowOpenings.append((start, isSequence))
    flowLevel += 1
    simpleKeys.append(nil)
    allowsSimpleKey = true
    index += 1
    append(isSequence ? .flowSequenceStart : .flowMappingStart, at: start)
  }

  mutating func fetchFlowCollectionEnd(isSequence: Bool) throws(Diagnostic) {
    let close = isSequence ? "]" : "}"
    guard let opening = flowOpenings.last else {
      throw error("unexpected '\(close)': no '\(isSequence ? "[" : "{")' is open")
    }
    guard opening.isSequence == isSequence else {
      let open = opening.mark
      throw error(
        "'\(close)' does not close the '\(isSequence ? "{" : "[")' at line \(open.line), column \(open.column + 1)")
    }
    try removePossibleSimpleKey()
    flowOpenings.removeLast()
    flowLevel -= 1
    simpleKeys.removeLast()
    allowsSimpleKey = false
    let start = mark
    index += 1
    followsJSONLikeNode = true
    append(isSequence ? .flowSequenceEnd : .flowMappingEnd, at: start)
  }

  mutating func fetchFlowEntry() throws(Diagnostic) {
    guard flowLevel > 0 else {
      throw error("',' outside a flow collection: a plain scalar cannot start with ','; put the value in quotes")
    }
    allowsSimpleKey = true
    try removePossibleSimpleKey()
    append(.flowEntry, at: mark)
    index += 1
  }

  mutating func fetchBlockEntry() throws(Diagnostic) {
    guard flowLevel == 0 else {
      throw error("'- ' sequence entries cannot be used inside a flow collection ('[...]' or '{...}')")
    }
    guard allowsSimpleKey else {
      throw error("a sequence entry ('- ') cannot start here; start the sequence on a line of its own")
    }
    if followsTab { throw tabBeforeBlockEntry(at: mark) }
    if addIndent(column) { append(.blockSequenceStart, at: mark) }
    allowsSimpleKey = true
    try removePossibleSimpleKey()
    append(.blockEntry, at: mark)
    index += 1
  }

  mutating func fetchKey() throws(Diagnostic) {
    if flowLevel == 0 {
      guard allowsSimpleKey else { throw error("a mapping key ('? ') is not allowed here") }
      if followsTab { throw tabBeforeBlockEntry(at: mark) }
      if addIndent(column) { append(.blockMappingStart, at: mark) }
    }
    allowsSimpleKey = flowLevel == 0
    try removePossibleSimpleKey()
    append(.key, at: mark)
    index += 1
  }

  mutating func fetchValue() throws(Diagnostic) {
    if let key = simpleKeys[flowLevel] {
      simpleKeys[flowLevel] = nil
      let position = head + key.tokenNumber - tokensTaken
      tokens.insert(YAMLToken(kind: .key, start: key.mark), at: position)
      if flowLevel == 0, addIndent(key.mark.column) {
        if key.followsTab { throw tabBeforeBlockEntry(at: key.mark) }
        tokens.insert(YAMLToken(kind: .blockMappingStart, start: key.mark), at: position)
      }
      allowsSimpleKey = false
    } else {
      if flowLevel == 0 {
        guard allowsSimpleKey else {
          throw error(
            "a mapping value (': ') is not allowed here: a plain scalar cannot hold ': ' (quote it), "
              + "or the line is indented too much")
        }
        if addIndent(column) { append(.blockMappingStart, at: mark) }
      }
      allowsSimpleKey = flowLevel == 0
      try removePossibleSimpleKey()
    }
    append(.value, at: mark)
    index += 1
  }
}
