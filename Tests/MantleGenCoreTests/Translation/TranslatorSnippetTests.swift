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
    return try swift(of: SchemaFile.read(Array(text.utf8), file: "s.json"), file: file)
  }

  /// The Swift of the file `file` that `schema` generates, without its header and import.
  private func swift(of schema: MappingSchema, file: String) throws -> String {
    let files = GeneratorPipeline.swiftFiles(for: ResolvedSchema(schema))
    let contents = try #require(files.first { $0.name == file }?.contents, "no \(file) in \(files.map(\.name))")
    return String(contents.split(separator: "\n\n", maxSplits: 2, omittingEmptySubsequences: false)[2])
  }

  @Test("keyword keys are inferred as plain names, and the Swift writes them in backticks")
  func keywordNamesFromInference() throws {
    let json = #"{"default": 1, "class": "x", "self": true}"#
    let sample = SampleInput(name: "s.json", bytes: Array(json.utf8), isJSONLines: false)
    let schema = try GeneratorPipeline.inferSchema(from: [sample], rootName: "Root", diagnostics: DiagnosticList())
    #expect(schema.model(named: "Root")?.properties.map(\.swiftName) == ["default", "class", "selfValue"])
    #expect(
      SchemaFile.text(of: schema).contains(#"{ "name": "default", "key": "default", "type": "Int", "example": "1" }"#))
    #expect(
      try swift(of: schema, file: "Root.swift") == """
        /// A JSON object found at `$`.
        public struct Root: Codable, Hashable, Sendable {
          /// JSON `default`, for example `1`.
          public let `default`: Int
          /// JSON `class`, for example `"x"`.
          public let `class`: String
          /// JSON `self`, for example `true`.
          public let selfValue: Bool

          public init(`default`: Int, `class`: String, selfValue: Bool) {
            self.`default` = `default`
            self.`class` = `class`
            self.selfValue = selfValue
          }

          private enum CodingKeys: String, CodingKey {
            case `default`
            case `class`
            case selfValue = "self"
          }
        }

        """)
  }

  @Test("keyword case names are backticked wherever enums, unions, clusters and nested coding keys write them")
  func keywordCaseNames() throws {
    let fields = #"""
      "models": [
        { "name": "Root", "properties": [
          { "name": "in", "key": "default.in", "type": "Kind", "default": "for" },
          { "name": "is", "key": "is", "type": "Choice", "optional": true }
        ] }
      ],
      "enums": [{ "name": "Kind", "fallback": "default", "cases": [{ "case": "for", "value": "for" }] }],
      "unions": [
        { "name": "Choice", "jsonPaths": ["$.is"], "cases": [{ "case": "default", "type": "Int" }, { "case": "class", "type": "String" }] }
      ],
      "clusters": [{ "name": "Pick", "cases": [
        { "case": "if", "model": "Root", "when": { "key": "default", "equals": true } }, { "case": "else", "model": "Root" }
      ] }]
      """#
    let model = try swift(fields, file: "Root.swift")
    #expect(model.contains("  init(`in`: Kind = .`for`, `is`: RootSupport.Choice? = nil) {\n"))
    #expect(model.contains("  private enum CodingKeys: String, CodingKey {\n    case `default`\n    case `is`\n  }\n"))
    #expect(
      model.contains("    self.`in` = try defaultContainer?.decodeIfPresent(Kind.self, forKey: .`in`) ?? .`for`\n"))
    #expect(model.contains("      keyedBy: DefaultCodingKeys.self, forKey: .`default`)\n"))
    #expect(
      try swift(fields, file: "Kind.swift") == """
        /// The values seen for one JSON string.
        enum Kind: String, Codable, Hashable, Sendable, CaseIterable {
          case `for`
          case `default`

          /// Decodes values that are not listed as `.default`.
          init(from decoder: any Decoder) throws {
            let value = try decoder.singleValueContainer().decode(String.self)
            self = Kind(rawValue: value) ?? .`default`
          }
        }

        """)
    let choice = try swift(fields, file: "RootSupport+Choice.swift")
    #expect(choice.contains("    case `default`(Int)\n    case `class`(String)\n"))
    #expect(choice.contains("        self = .`default`(value)\n"))
    #expect(choice.contains("      self = .`class`(try container.decode(String.self))\n"))
    #expect(choice.contains("      case .`class`(let value): try container.encode(value)\n"))
    #expect(
      try swift(fields, file: "Pick.swift") == """
        /// One of several models, chosen by rules on the JSON object (a class cluster).
        enum Pick: Codable, Hashable, Sendable {
          case `if`(Root)
          case `else`(Root)

          private enum RuleKeys: String, CodingKey {
            case `default`
          }

          init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: RuleKeys.self)
            if (try? container.decodeIfPresent(Bool.self, forKey: .`default`)) == true {
              self = .`if`(try Root(from: decoder))
              return
            }
            self = .`else`(try Root(from: decoder))
          }

          func encode(to encoder: any Encoder) throws {
            switch self {
            case .`if`(let value):
              try value.encode(to: encoder)
              var container = encoder.container(keyedBy: RuleKeys.self)
              try container.encode(true, forKey: .`default`)
            case .`else`(let value): try value.encode(to: encoder)
            }
          }
        }

        """)
  }

  @Test("an open enum keeps unknown values in unknown(String) and lists its known cases; Codable comes from RawRepresentable")
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
          /// The values seen in the samples (`unknown` holds any other value, so the enum
          /// cannot be `CaseIterable`), for pickers and exhaustive lists.
          static let knownCases: [Root] = [.open, .inProgress]

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
        }

        """)
  }

  @Test("a transform is a private static constant; fallback keys (the first key again last, for its error) and lossy arrays decode in order")
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
    #expect(text.contains("  private static let atTransform = RootSupport.DateFormat.anyISO8601\n"))
    #expect(
      text.contains(
        """
            let metaContainer = try RootSupport.nestedContainerIfPresent(
              keyedBy: MetaCodingKeys.self, forKey: .meta, in: container)
            self.at = try Self.atTransform.decodeIfPresent(from: metaContainer, forKey: .at)
            self.userID =
              try container.decodeIfPresent(Int.self, forKey: .userID)
              ?? container.decodeIfPresent(Int.self, forKey: .userIDFallback)
              ?? container.decode(Int.self, forKey: .userID)
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
        "enum RootSupport {}", "  enum DateFormat: Hashable, Sendable {", "  protocol Transform: Sendable {",
      ])
    #expect(text.contains("\nextension RootSupport.DateFormat: RootSupport.Transform {\n"))
    #expect(!text.contains("public"))
  }

  @Test("the support parts an output gets are the ones its code refers to")
  func supportPartsFollowTheCode() throws {
    let optional = try swift(
      #"""
      "models": [{ "name": "Root", "properties": [
        { "name": "day", "key": "meta.day", "type": "Date", "optional": true, "transform": "yyyy-MM-dd" },
        { "name": "tags", "key": "tags", "type": "[String]", "lossy": true }
      ] }]
      """#,
      file: "RootSupport.swift")
    #expect(optional.contains("struct LossyArray<"))
    #expect(optional.contains("func nestedContainerIfPresent<"))
    #expect(optional.contains("func decodeIfPresent<"))
    let required = try swift(
      #""models": [{ "name": "Root", "properties": [{ "name": "day", "key": "meta.day", "type": "Date", "transform": "yyyy-MM-dd" }] }]"#,
      file: "RootSupport.swift")
    #expect(!required.contains("LossyArray") && !required.contains("nestedContainerIfPresent"))
    #expect(!required.contains("func decodeIfPresent<"))
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

@Suite("SwiftUI-ready models")
struct IdentifiableModelTests {
  private static func declarationLine(_ properties: String, options: String = "") throws -> String {
    let text = """
      { "mantlegen": 1, "root": "Root", "rootType": "Root", "options": { "access": "internal", "merge": false\(options) },
        "models": [{ "name": "Root", "properties": [\(properties)] }] }
      """
    let schema = try SchemaFile.read(Array(text.utf8), file: "s.json")
    let swift = GeneratorPipeline.singleSwiftFile(for: ResolvedSchema(schema))
    return try #require(swift.split(separator: "\n").first { $0.hasPrefix("struct Root") }.map(String.init))
  }

  @Test("a model with a non-optional id is Identifiable, unless the schema turns it off; an optional id is not enough")
  func identifiable() throws {
    let id = #"{ "name": "id", "key": "id", "type": "String" }"#
    #expect(try Self.declarationLine(id) == "struct Root: Codable, Hashable, Sendable, Identifiable {")
    #expect(
      try Self.declarationLine(#"{ "name": "id", "key": "id", "type": "Int", "optional": true }"#)
        == "struct Root: Codable, Hashable, Sendable {")
    #expect(
      try Self.declarationLine(id, options: #", "identifiable": false"#) == "struct Root: Codable, Hashable, Sendable {")
  }
}
