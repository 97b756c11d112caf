/// One difference between a mapping schema and a sample: where in the sample, at which JSON path,
/// what changed, and whether generated models would fail to decode the sample because of it.
public struct DriftFinding: Hashable, Sendable {
  enum Kind: String, Hashable, Sendable {
    case typeChanged = "type changed"
    case requiredMissing = "required property missing"
    /// An optional property missing from an object that has a new key of a similar name whose
    /// value reads as the property.
    case possibleRename = "possible rename"
    case nowNull = "now null"
    case newKey = "new key"
    case newEnumValue = "new enum value"
    case dateFormatChanged = "date format changed"
    /// A value that decodes but is written back otherwise, or is not in the form a transform reads.
    case formatChanged = "format changed"
    case notAnObject = "key path no longer an object"
    case noClusterRule = "no cluster rule matches"
    /// A value that breaks a property's constraints (range, length, pattern, count).
    case constraintBroken = "constraint broken"
    case staleGeneratedFile = "generated file out of date"
  }

  var kind: Kind
  /// Breaking findings make decoding fail; the others (new keys) are warnings.
  var isBreaking: Bool
  /// The JSON path, e.g. `$.orders[].order_id`.
  var path: String
  var message: String
  var file: String
  var line: Int
  var column: Int

  init(kind: Kind, isBreaking: Bool, path: String, message: String, location: SourceLocation) {
    self.kind = kind
    self.isBreaking = isBreaking
    self.path = path
    self.message = message
    self.file = location.file
    self.line = location.line
    self.column = location.column
  }

  /// The finding as a located diagnostic: an error when it breaks decoding, else a warning, with
  /// the message `$.path: kind: message`.
  var diagnostic: Diagnostic {
    let prefix = path.isEmpty ? "" : "\(path): "
    return Diagnostic(
      isBreaking ? .error : .warning, "\(prefix)\(kind.rawValue): \(message)",
      at: SourceLocation(file: file, line: line, column: column))
  }

  /// `file:line:column: error: $.path: kind: message`, on one line (see ``Diagnostic/description``).
  var description: String { diagnostic.description }
}

/// The result of a drift check.
public struct DriftReport: Sendable {
  /// Every finding, breaking ones first, then by file, line, column and JSON path.
  public internal(set) var findings: [DriftFinding]

  /// A report of `findings`, sorted: breaking ones first, then by place.
  public init(findings: [DriftFinding]) {
    self.findings = findings.sorted { lhs, rhs in
      if lhs.isBreaking != rhs.isBreaking { return lhs.isBreaking }
      return (lhs.file, lhs.line, lhs.column, lhs.path) < (rhs.file, rhs.line, rhs.column, rhs.path)
    }
  }

  /// How many findings make decoding fail.
  public var breakingCount: Int { findings.filter(\.isBreaking).count }
  /// How many findings are warnings (new keys).
  public var warningCount: Int { findings.count - breakingCount }

  /// Whether the check fails: any breaking finding, or with `strict` any finding at all.
  public func fails(strict: Bool) -> Bool {
    strict ? !findings.isEmpty : breakingCount > 0
  }

  /// The report as JSON for tools: `{"breaking": 1, "findings": [{"column": …, "file": …,
  /// "isBreaking": …, "kind": …, "line": …, "message": …, "path": …}], "warnings": 0}`.
  public var json: String {
    let findings = findings.map { finding in
      JSONDocument.sortedObject([
        "kind": .string(finding.kind.rawValue), "isBreaking": .bool(finding.isBreaking), "path": .string(finding.path),
        "message": .string(finding.message), "file": .string(finding.file), "line": .number(String(finding.line)),
        "column": .number(String(finding.column)),
      ])
    }
    return JSONDocument.sortedObject([
      "breaking": .number(String(breakingCount)), "warnings": .number(String(warningCount)),
      "findings": .array(findings),
    ]).expandedText
  }

  /// One finding per line, most severe first, then the counts.
  public func text(sampleCount: Int) -> String {
    (findings.map(\.description) + [counts(sampleCount: sampleCount)]).joined(separator: "\n") + "\n"
  }

  /// `3 breaking changes, 2 warnings in 1 sample.`: the last line of the text reports.
  func counts(sampleCount: Int) -> String {
    let samples = sampleCount == 1 ? "1 sample" : "\(sampleCount) samples"
    return
      "\(breakingCount) breaking \(breakingCount == 1 ? "change" : "changes"), \(warningCount) \(warningCount == 1 ? "warning" : "warnings") in \(samples)."
  }
}
