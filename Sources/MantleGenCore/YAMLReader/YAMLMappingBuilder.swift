/// The members of a YAML mapping being read, with the merge keys (`<<`) found and where.
struct YAMLMappingBuilder {
  var members: [LocatedJSON.Member] = []
  var merges: [(position: Int, value: YAMLNode)] = []
  /// The values in the mapping, itself included, and its nesting.
  var size = 1
  var height = 1

  /// Adds the member `key: value`; a merge key whose value is a mapping or a sequence of mappings
  /// is kept aside for ``finish(at:)``.
  /// - Throws: when the key is a collection.
  mutating func add(key: YAMLNode, value: YAMLNode) throws(Diagnostic) {
    size += value.size
    height = max(height, value.height + 1)
    if key.isMergeKey, value.json.isMergeSource {
      merges.append((members.count, value))
      return
    }
    guard let text = key.keyText else {
      let kind = key.json.value.isObject ? "mapping" : "sequence"
      throw Diagnostic(.error, "a \(kind) cannot be a mapping key: JSON keys are strings", at: key.json.location)
    }
    members.append(LocatedJSON.Member(key: text, keyLocation: key.json.location, value: value.json))
  }

  /// The mapping node, merge keys applied: each merged mapping's members whose keys the
  /// mapping does not have, in place of the `<<` (earlier merged mappings win).
  func finish(at location: SourceLocation) -> YAMLNode {
    var result = members
    if !merges.isEmpty {
      var seen = Set(members.map(\.key))
      result = []
      var next = 0
      for merge in merges {
        result += members[next..<merge.position]
        next = merge.position
        var sources = [merge.value.json]
        if case .array(let elements) = merge.value.json.value { sources = elements }
        for source in sources {
          guard case .object(let merged) = source.value else { continue }
          for member in merged where seen.insert(member.key).inserted { result.append(member) }
        }
      }
      result += members[next...]
    }
    return YAMLNode(
      json: LocatedJSON(value: .object(result), location: location), keyText: nil, size: size, height: height)
  }
}

extension LocatedJSON {
  /// Whether the value can follow a merge key: a mapping or a sequence of mappings.
  fileprivate var isMergeSource: Bool {
    switch value {
    case .object: true
    case .array(let elements): elements.allSatisfy(\.value.isObject)
    default: false
    }
  }
}

extension LocatedJSON.Value {
  fileprivate var isObject: Bool {
    if case .object = self { return true }
    return false
  }
}
