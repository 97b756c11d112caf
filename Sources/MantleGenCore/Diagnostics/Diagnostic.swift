/// A place in an input file: 1-based line and column (columns count UTF-8 bytes).
public struct SourceLocation: Hashable, Sendable {
  /// The file as the user named it (`-` for standard input).
  var file: String
  /// The 1-based line number.
  var line: Int
  /// The 1-based column, counted in UTF-8 bytes from the start of the line.
  var column: Int

  init(file: String, line: Int, column: Int) {
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
    /// The input cannot be used: nothing is written, exit status 2.
    case error
    /// A choice that loses information or a value worth a look; the run goes on.
    case warning
    /// More about the diagnostic before it.
    case note
  }

  var severity: Severity
  var message: String
  /// Where the problem is; `nil` when it concerns no particular place (a missing file, say).
  var location: SourceLocation?

  /// A problem of `severity` described by `message`, at `location` when it has one.
  public init(_ severity: Severity, _ message: String, at location: SourceLocation? = nil) {
    self.severity = severity
    self.message = message
    self.location = location
  }

  /// `file:line:column: error: message`, or `error: message` without a location; always one line
  /// (control characters in the file name or message, such as a newline in a quoted name, are escaped).
  public var description: String {
    let message = Self.oneLine(message)
    guard let location else { return "\(severity.rawValue): \(message)" }
    let file = Self.oneLine(location.file)
    guard location.line > 0 else { return "\(file): \(severity.rawValue): \(message)" }
    return "\(file):\(location.line):\(location.column): \(severity.rawValue): \(message)"
  }

  /// `text` with control characters written as escapes (`\n`, `\t`, `\u{1B}`).
  static func oneLine(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
