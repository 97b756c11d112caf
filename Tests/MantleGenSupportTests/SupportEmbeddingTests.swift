import Foundation
import Testing

/// The generator embeds the text of `Sources/MantleGenSupport` in
/// `Sources/MantleGenCore/Translation/SupportLibrary+Parts.swift`. This test renders that file from
/// the support sources and fails when the committed copy is stale; with `RECORD_SNAPSHOTS=1` in
/// the environment (`make support`) it rewrites the file instead.
@Suite struct SupportEmbeddingTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let supportFolder = root.appendingPathComponent("Sources/MantleGenSupport")
  static let embeddedFile = root.appendingPathComponent(
    "Sources/MantleGenCore/Translation/SupportLibrary+Parts.swift")

  @Test func embeddedSupportSourcesMatchTheSupportLibrary() throws {
    let expected = try Self.renderEmbeddedFile()
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
      try expected.write(to: Self.embeddedFile, atomically: true, encoding: .utf8)
      return
    }
    let actual = try String(contentsOf: Self.embeddedFile, encoding: .utf8)
    #expect(
      actual == expected,
      "SupportLibrary+Parts.swift is stale: run `make support` and commit the result.")
  }

  @Test func everySupportPartUsesPublicOnlyAtTheStartOfALine() throws {
    for part in try Self.parts() {
      for line in part.body.split(separator: "\n") {
        let code = line.drop { $0 == " " }
        let rest = code.hasPrefix("public ") ? code.dropFirst(7) : code
        #expect(!rest.contains("public"), "\(part.name): 'public' inside a line: \(line)")
      }
    }
  }

  @Test func everyUsedPartExists() throws {
    let parts = try Self.parts()
    let names = Set(parts.map(\.name))
    for part in parts {
      for used in part.uses { #expect(names.contains(used), "\(part.name) uses unknown part \(used)") }
    }
  }

  /// One support source file: its part name (the file name without `+` and `.swift`), what its
  /// marker line says, and its text after `import Foundation`.
  struct Part {
    var name: String
    var uses: [String]
    var isAPI: Bool
    var isLibraryOnly: Bool
    var body: String
  }

  static func parts() throws -> [Part] {
    let files = try FileManager.default.contentsOfDirectory(atPath: supportFolder.path)
      .filter { $0.hasSuffix(".swift") && $0 != "JSONSupport.swift" }.sorted()
    return try files.map { file in
      let text = try String(contentsOf: supportFolder.appendingPathComponent(file), encoding: .utf8)
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      let marker = "// mantlegen:support"
      guard let first = lines.first, first.hasPrefix(marker), lines.count > 2,
        lines[1] == "import Foundation", lines[2].isEmpty
      else {
        throw EmbeddingError(
          message: "\(file) must start with '\(marker) …', 'import Foundation' and a blank line")
      }
      let words = first.dropFirst(marker.count).split(separator: " ")
      let uses = words.first { $0.hasPrefix("uses=") }.map {
        $0.dropFirst(5).split(separator: ",").map(String.init)
      } ?? []
      let body = lines.dropFirst(3).joined(separator: "\n").trimmingCharacters(in: .newlines)
      return Part(
        name: String(file.dropLast(6)).replacingOccurrences(of: "+", with: ""), uses: uses,
        isAPI: words.contains("api"), isLibraryOnly: words.contains("library-only"), body: body)
    }
  }

  static func renderEmbeddedFile() throws -> String {
    let parts = try parts().filter { !$0.isLibraryOnly }
    var text = """
      // swift-format-ignore-file
      // Generated from Sources/MantleGenSupport by `make support`; checked by SupportEmbeddingTests.
      // Do not edit: edit the support library and run `make support`.

      extension SupportLibrary {
        /// Every part generated code may use, in the order they are emitted.
        static let parts: [SupportPart] = [

      """
    for part in parts {
      let uses = part.uses.map { ".\(lowerFirst($0))" }.joined(separator: ", ")
      text += "    SupportPart(\n"
      text += "      id: .\(lowerFirst(part.name)), uses: [\(uses)], isAPI: \(part.isAPI),\n"
      text += "      source: #\"\"\"\n"
      for line in part.body.split(separator: "\n", omittingEmptySubsequences: false) {
        text += line.isEmpty ? "\n" : "        " + line + "\n"
      }
      text += "        \"\"\"#),\n"
    }
    text += "  ]\n}\n\n/// The name of each support part (a file of `Sources/MantleGenSupport`).\n"
    text += "enum SupportPartID: String, CaseIterable, Comparable, Sendable {\n"
    for part in parts { text += "  case \(lowerFirst(part.name)) = \"\(part.name)\"\n" }
    text += "\n  static func < (lhs: Self, rhs: Self) -> Bool {\n"
    text += "    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!\n  }\n}\n"
    return text
  }

  /// `IndexKey` → `indexKey`, `JSONValue` → `jsonValue`.
  private static func lowerFirst(_ name: String) -> String {
    let capitals = name.prefix { $0.isUppercase }.count
    let lowered = capitals <= 1 || capitals == name.count ? capitals : capitals - 1
    return name.prefix(lowered).lowercased() + name.dropFirst(lowered)
  }

  struct EmbeddingError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
  }
}
