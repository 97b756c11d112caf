import Foundation

@testable import MantleGenCore

/// Fixtures and comparisons shared by the YAML reader's tests.
enum YAMLTestSupport {
  /// The end-to-end tests' fixture folder, which holds the YAML fixtures too.
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("MantleGenEndToEndTests/Fixtures")

  /// The bytes of the fixture at `path` (relative to ``fixtures``).
  static func fixture(_ path: String) throws -> [UInt8] {
    Array(try Data(contentsOf: fixtures.appendingPathComponent(path)))
  }

  /// The names of the files in the fixture folder `folder` that end with `suffix`, without it.
  static func names(in folder: String, endingWith suffix: String) -> [String] {
    let files =
      (try? FileManager.default.contentsOfDirectory(atPath: fixtures.appendingPathComponent(folder).path)) ?? []
    return files.filter { $0.hasSuffix(suffix) }.map { String($0.dropLast(suffix.count)) }.sorted()
  }

  /// Reads `text` as YAML from a file named `file`.
  static func read(_ text: String, file: String = "t.yaml") throws(Diagnostic) -> LocatedJSON {
    try YAMLReader.parse(Array(text.utf8), file: file)
  }

  /// The first place where `actual` and `expected` differ as JSON values (numbers by value, object
  /// members by key, in order for keys written more than once), or `nil` when they are equal.
  static func difference(_ actual: LocatedJSON, _ expected: LocatedJSON, at path: String = "$") -> String? {
    switch (actual.value, expected.value) {
    case (.null, .null): return nil
    case (.bool(let left), .bool(let right)): return left == right ? nil : "\(path): \(left) != \(right)"
    case (.number(let left), .number(let right)):
      return Double(left.text) == Double(right.text) ? nil : "\(path): \(left.text) != \(right.text)"
    case (.string(let left), .string(let right)):
      return left == right ? nil : "\(path): \(left.debugDescription) != \(right.debugDescription)"
    case (.array(let left), .array(let right)):
      guard left.count == right.count else { return "\(path): \(left.count) elements, not \(right.count)" }
      for (index, (element, other)) in zip(left, right).enumerated() {
        if let found = difference(element, other, at: "\(path)[\(index)]") { return found }
      }
      return nil
    case (.object(let left), .object(let right)):
      let sortedLeft = left.enumerated().sorted { ($0.element.key, $0.offset) < ($1.element.key, $1.offset) }
      let sortedRight = right.enumerated().sorted { ($0.element.key, $0.offset) < ($1.element.key, $1.offset) }
      guard sortedLeft.map(\.element.key) == sortedRight.map(\.element.key) else {
        return "\(path): keys \(left.map(\.key)) != \(right.map(\.key))"
      }
      for (member, other) in zip(sortedLeft, sortedRight) {
        if let found = difference(member.element.value, other.element.value, at: "\(path).\(member.element.key)") {
          return found
        }
      }
      return nil
    default:
      return "\(path): \(actual.kindDescription) != \(expected.kindDescription)"
    }
  }
}
