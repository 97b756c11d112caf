/// A place in an input file: 1-based line and column (columns count UTF-8 bytes).
public struct SourceLocation: Hashable, Sendable {
  /// The file as the user named it (`-` for standard input).
  public var file: String
  /// The 1-based line number.
  public var line: Int
  /// The 1-based column, counted in UTF-8 bytes from the start of the line.
  public var column: Int

  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// A whole file rather than a place in it (line and column 0), printed as `file: error: …`.
  public init(file: String) {
    self.init(file: file, line: 0, column: 0)
  }
}

/// A problem found in an input, printed the way compilers print them so that editors and CI annotate it.
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
  /// How bad the problem is.
  public enum Severity: String, Sendable {
    case error
    case warning
    case note
  }

  public var severity: Severity
  public var message: String
  /// Where the problem is; `nil` when it concerns no particular place (a missing file, say).
  public var location: SourceLocation?

  public init(_ severity: Severity, _ message: String, at location: SourceLocation? = nil) {
    self.severity = severity
    self.message = message
    self.location = location
  }

  /// `file:line:column: error: message`, or `error: message` without a location.
  public var description: String {
    guard let location else { return "\(severity.rawValue): \(message)" }
    guard location.line > 0 else { return "\(location.file): \(severity.rawValue): \(message)" }
    return "\(location.file):\(location.line):\(location.column): \(severity.rawValue): \(message)"
  }
}
