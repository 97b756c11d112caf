/// The drift report as JUnit XML, which CI dashboards read.
extension DriftReport {
  /// One `<testsuite>` per sample file (in `samples` order), one `<testcase>` per finding in it —
  /// a `<failure>` when it breaks decoding, the text in `<system-out>` for a warning — or one
  /// passing test case when the sample fits the schema. Findings about other files (stale
  /// generated files) form a suite of their own.
  public func junitXML(samples: [String]) -> String {
    let byFile = Dictionary(grouping: findings, by: \.file)
    var files = samples
    for finding in findings where !files.contains(finding.file) { files.append(finding.file) }
    var suites: [String] = []
    var total = 0
    for file in files {
      let inFile = byFile[file] ?? []
      let failures = inFile.filter(\.isBreaking).count
      var cases: [String] = []
      for finding in inFile {
        let name = Self.escaped("\(finding.path.isEmpty ? file : finding.path): \(finding.kind.rawValue)")
        // The place is in the text: the schema commonly validated against has no file or line.
        let attributes = "classname=\"\(Self.escaped(file))\" name=\"\(name)\""
        let body =
          finding.isBreaking
          ? "<failure type=\"\(finding.kind.rawValue)\" message=\"\(Self.escaped(finding.message))\">"
            + "\(Self.escaped(finding.description))</failure>"
          : "<system-out>\(Self.escaped(finding.description))</system-out>"
        cases.append("    <testcase \(attributes)>\(body)</testcase>")
      }
      if inFile.isEmpty {
        cases.append("    <testcase classname=\"\(Self.escaped(file))\" name=\"fits the schema\"/>")
      }
      total += cases.count
      suites.append(
        "  <testsuite name=\"\(Self.escaped(file))\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\">\n"
          + cases.joined(separator: "\n") + "\n  </testsuite>")
    }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <testsuites name="mantlegen check" tests="\(total)" failures="\(breakingCount)" errors="0">
      \(suites.joined(separator: "\n"))
      </testsuites>

      """
  }

  /// Text for an XML attribute or element: `& < > " '` escaped, and control characters other than
  /// tab and line breaks (which XML 1.0 cannot hold) written as `?`.
  static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      default:
        result.unicodeScalars.append(
          scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF ? "?" : scalar)
      }
    }
    return result
  }
}
