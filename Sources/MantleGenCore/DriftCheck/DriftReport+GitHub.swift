/// The drift report as GitHub Actions workflow commands, which a pull request shows beside the
/// lines concerned.
extension DriftReport {
  /// `::error file=…,line=…,col=…::$.path: kind: message` per finding (`::warning` for one that
  /// does not break decoding), then the counts as plain text.
  public func githubAnnotations(sampleCount: Int) -> String {
    var lines = findings.map { finding in
      var properties = ["file=" + Self.escapedProperty(finding.file)]
      if finding.line > 0 {
        properties += ["line=\(finding.line)", "col=\(finding.column)"]
      }
      let message = finding.diagnostic.message
      return "::\(finding.isBreaking ? "error" : "warning") \(properties.joined(separator: ","))::"
        + Self.escapedData(message)
    }
    lines.append(counts(sampleCount: sampleCount))
    return lines.joined(separator: "\n") + "\n"
  }

  /// A workflow command's message: `%`, carriage returns and line feeds escaped.
  static func escapedData(_ text: String) -> String {
    text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }

  /// A workflow command's property value: as a message, and `:` and `,` escaped too.
  static func escapedProperty(_ text: String) -> String {
    escapedData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
  }
}
