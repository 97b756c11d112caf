import Testing

@testable import MantleGenCore

/// Small mapping schema in → exact Swift out, in process: one test per construct the translator
/// writes, so a change to generated code shows here first.
@Suite("Translator snippets")
struct TranslatorSnippetTests {
  /// The Swift of the file `file` that `schema` (a mapping schema's `models`, `enums`, … fields)
  /// generates, without its header and import.
  private func swift(_ fields: String, root: String = "Root", file: String) throws -> String {
    let text = #"{ "mantlegen": 1, "root": "\#(root)", "rootType": "\#(root)", "sources": ["s.json"], "#
      + #""options": { "access": "internal" }, "# + fields + " }"
    let schema = try SchemaFile.read(Array(text.utf8), file: "s.json")
    let files = GeneratorPipeline.swiftFiles(for: schema)
    let contents = try #require(files.first { $0.name == file }?.contents, "no \(file) in \(files.map(\.name))")
    return String(contents.split(separator: "\n\n", maxSplits: 2, omittingEmptySubsequences: false)[2])
  }

  @Test("an open enum keeps unknown values in unknown(String)")
  func openEnum() throws {
    let text = try swift(
      #""models": [], "enums": [{ "name": "Root", "cases": [{ "case": "open", "value": "open" }, { "case": "inProgress", "value": "in_progress" }] }]"#,
      file: "Root.swift")
    #expect(
      text == """
        /// The values seen for one JSON string. Values not seen in the samples decode as
        /// `.unknown(value)` and encode back unchanged.
        enum Root: RawRepresentable, Codable, Hashable, Sendable {
          case open
          case inProgress
          case unknown(String)

          /// The case for `rawValue`: a known one, or `.unknown` keeping the value.
          init(rawValue: String) {
            switch rawValue {
            case "open": self = .open
            case "in_progress": self = .inProgress
            default: self = .unknown(rawValue)
            }
          }

          /// The JSON string of this value.
          var rawValue: String {
            switch self {
            case .open: "open"
            case .inProgress: "in_progress"
            case .unknown(let value): value
            }
          }

          init(from decoder: any Decoder) throws {
            self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
          }

          func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(self.rawValue)
          }
        }

        """)
  }

  @Test("a transform is a private static constant; fallback keys and lossy arrays decode in order")
  func codingMembers() throws {
    let text = try swift(
      #"""
      "models": [{ "name": "Root", "properties": [
        { "name": "at", "key": "meta.at", "type": "Date", "optional": true, "transform": "iso8601(any)" },
        { "name": "userID", "key": "user_id", "type": "Int", "fallbackKeys": ["userId"] },
        { "name": "tags", "key": "tags", "type": "[String]", "lossy": true }
      ] }]
      """#,
      file: "Root.swift")
    #expect(text.contains("  private static let atTransform = RootSupport.DateTransform(.anyISO8601)\n"))
    #expect(
      text.contains(
        """
            let metaContainer = try RootSupport.nestedContainerIfPresent(
              keyedBy: MetaCodingKeys.self,
              forKey: .meta,
              in: container
            )
            self.at = try Self.atTransform.decodeIfPresent(from: metaContainer, forKey: .at)
            self.userID =
              try container.decodeIfPresent(Int.self, forKey: .userID)
              ?? container.decode(Int.self, forKey: .userIDFallback)
            let tagsElements = try container.decode(RootSupport.LossyArray<String>.self, forKey: .tags)
            self.tags = tagsElements.elements
            self.tagsSkippedCount = tagsElements.skippedCount

        """))
    #expect(text.contains("    case userIDFallback = \"userId\"\n"))
    #expect(text.contains("  init(at: Date? = nil, userID: Int, tags: [String], tagsSkippedCount: Int = 0) {\n"))
  }

  @Test("the support file holds only the parts used, in the output's namespace")
  func minimalSupport() throws {
    let text = try swift(
      #""models": [{ "name": "Root", "properties": [{ "name": "day", "key": "day", "type": "Date", "transform": "yyyy-MM-dd" }] }]"#,
      file: "RootSupport.swift")
    let declarations = text.split(separator: "\n").filter { $0.hasPrefix("enum ") || $0.hasPrefix("  struct ") || $0.hasPrefix("  enum ") || $0.hasPrefix("  protocol ") }
    #expect(
      declarations == [
        "enum RootSupport {}", "  enum DateFormat: Hashable, Sendable {", "  struct DateTransform: Transform {",
        "  protocol Transform: Sendable {",
      ])
    #expect(!text.contains("public"))
  }

  @Test("a lenient object read under fallback keys flattens its double optional")
  func lenientObjectWithFallbackKeys() throws {
    let text = try swift(
      #"""
      "models": [
        { "name": "Root", "properties": [
          { "name": "owner", "key": "owner", "type": "Owner", "optional": true, "transform": "lenient", "fallbackKeys": ["Owner"] }
        ] },
        { "name": "Owner", "properties": [{ "name": "id", "key": "id", "type": "Int" }] }
      ]
      """#,
      file: "Root.swift")
    #expect(
      text.contains(
        """
            self.owner =
              try Self.ownerTransform.decodeIfPresent(from: container, forKey: .owner)
              ?? Self.ownerTransform.decodeIfPresent(from: container, forKey: .ownerFallback) ?? nil

        """))
  }
}
