/// Walks sample documents against a mapping schema the way the generated models would decode them,
/// and records every place where they would fail or where the JSON has something new. Each kind of
/// finding is reported once per JSON path and severity, at its first occurrence.
///
/// The check reads the JSON bytes in place (``DriftWalk``), in one pass and without building values;
/// it holds the findings and what it needs to record each only once.
public struct DriftChecker: Sendable {
  /// The schema as generated code decodes it.
  let schema: MappingSchema
  /// The schema worked out once for the walks (see ``CheckPlan``).
  let plan: CheckPlan
  private var findings: [DriftFinding] = []
  private var seen = Set<String>()
  /// Findings recorded by the current walk whose location is still a byte offset in its input.
  private var unlocated: [(finding: Int, offset: Int)] = []

  /// A checker with no findings yet, for samples that `schema` should decode.
  public init(schema resolved: ResolvedSchema) {
    schema = resolved.schema
    plan = CheckPlan(schema: schema)
  }

  /// Checks the document in `bytes`, or with `allowsMultipleDocuments` every whitespace-separated
  /// document (JSON Lines). Throws the reference reader's diagnostic when the input is malformed.
  public mutating func check(_ bytes: [UInt8], file: String, allowsMultipleDocuments: Bool) throws(Diagnostic) {
    let checked = bytes.withUnsafeBufferPointer { buffer in
      var walk = DriftWalk(buffer, checker: self, plan: plan, skipsByteOrderMark: true)
      guard (try? walk.readWhole(allowsMultipleDocuments: allowsMultipleDocuments)) != nil else { return nil as Self? }
      walk.checker.locateFindings(in: buffer, file: file, origin: ReaderOrigin())
      return walk.checker
    }
    guard let checked else {
      try StreamingDriftCheck.validate(bytes, file: file, allowsMultiple: allowsMultipleDocuments)
      throw Diagnostic(
        .error, "internal error: the drift check rejected input the reference reader accepts",
        at: SourceLocation(file: file))
    }
    self = checked
  }

  /// A checker for the documents that follow the ones checked here: it has no findings yet, but
  /// knows which were already recorded, so that it records only new ones. Its findings are taken
  /// over with ``absorb(_:)``.
  func continuation() -> DriftChecker {
    var next = self
    next.findings = []
    return next
  }

  /// Adds the findings of `other`, which checked documents that follow the ones checked here, as if
  /// this checker had checked them itself.
  mutating func absorb(_ other: DriftChecker) {
    for finding in other.findings where seen.insert(Self.key(finding)).inserted {
      findings.append(finding)
    }
  }

  /// Everything found so far.
  public var report: DriftReport { DriftReport(findings: findings) }

  /// Records a finding at `path`, at byte `offset` of the input being walked, unless one of this
  /// kind and severity was recorded there before; `message` is made only then.
  mutating func record(
    _ kind: DriftFinding.Kind, breaking: Bool = true, path: String, _ message: () -> String, at offset: Int
  ) {
    guard seen.insert(Self.key(kind, breaking, path)).inserted else { return }
    unlocated.append((findings.count, offset))
    findings.append(
      DriftFinding(kind: kind, isBreaking: breaking, path: path, message: message(), location: SourceLocation(file: ""))
    )
  }

  /// How many findings there are, to take back the ones recorded after it with ``rollBack(to:)``.
  var mark: Int { findings.count }

  /// Forgets the findings recorded since `mark`, as if they had never been found.
  mutating func rollBack(to mark: Int) {
    for finding in findings[mark...] { seen.remove(Self.key(finding)) }
    findings.removeSubrange(mark...)
    while let last = unlocated.last, last.finding >= mark { unlocated.removeLast() }
  }

  /// Moves the findings, located in a piece as if it started the file, to where the piece starts
  /// in the file: `origin`.
  mutating func placeFindings(at origin: ReaderOrigin) {
    for index in findings.indices {
      (findings[index].line, findings[index].column) = origin.placing(
        line: findings[index].line, column: findings[index].column)
    }
  }

  /// Gives the findings recorded while walking `bytes` (a piece of `file` that starts at `origin`)
  /// their line and column.
  mutating func locateFindings(in bytes: UnsafeBufferPointer<UInt8>, file: String, origin: ReaderOrigin) {
    var reader = JSONReader(bytes: bytes, file: file, origin: origin)
    for (index, offset) in unlocated.sorted(by: { $0.offset < $1.offset }) {
      let location = reader.trackedLocation(of: offset)
      findings[index].file = location.file
      findings[index].line = location.line
      findings[index].column = location.column
    }
    unlocated = []
  }

  /// Each kind of finding is recorded once per path and severity (a warning for a value that
  /// decodes does not hide an error for one that does not).
  private static func key(_ kind: DriftFinding.Kind, _ isBreaking: Bool, _ path: String) -> String {
    "\(kind.rawValue)\(isBreaking ? "!" : "?")\(path)"
  }

  private static func key(_ finding: DriftFinding) -> String {
    key(finding.kind, finding.isBreaking, finding.path)
  }
}
