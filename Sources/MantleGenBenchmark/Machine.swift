import Foundation

/// The machine the figures were measured on, for the report and the README.
struct Machine: Sendable {
  var cpu: String
  var cores: Int
  var system: String
  var swift: String
  var date: String

  /// One line: `AMD EPYC, 2 cores, Debian GNU/Linux 12 (bookworm), Swift 6.3.1, 2025-01-31`.
  var summary: String { "\(cpu), \(cores) cores, \(system), \(swift), \(date)" }

  static func current(timer: ProcessTimer) -> Machine {
    let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
    let osRelease = (try? String(contentsOfFile: "/etc/os-release", encoding: .utf8)) ?? ""
    let swiftVersion = executableOnPath("swiftc").flatMap { try? timer.output(of: [$0, "--version"]) } ?? ""
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd"
    return Machine(
      cpu: field("model name", in: cpuinfo, separator: ":") ?? "unknown CPU",
      cores: ProcessInfo.processInfo.activeProcessorCount,
      system: field("PRETTY_NAME", in: osRelease, separator: "=")
        ?? ProcessInfo.processInfo.operatingSystemVersionString,
      swift: swiftVersion.split(separator: "\n").first
        .flatMap { line in line.range(of: #"Swift version [0-9.]+"#, options: .regularExpression).map { line[$0] } }
        .map { $0.replacingOccurrences(of: "version ", with: "") } ?? "Swift (unknown version)",
      date: formatter.string(from: Date()))
  }

  /// The value of the first `name<separator>value` line of `text`, unquoted and trimmed.
  private static func field(_ name: String, in text: String, separator: Character) -> String? {
    for line in text.split(separator: "\n") {
      let parts = line.split(separator: separator, maxSplits: 1)
      guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == name else { continue }
      return parts[1].trimmingCharacters(in: CharacterSet(charactersIn: "\" \t"))
    }
    return nil
  }
}
