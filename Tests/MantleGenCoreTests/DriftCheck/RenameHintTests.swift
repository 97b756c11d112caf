import Testing

@testable import MantleGenCore

/// Renames in the drift report: a key the schema expects is missing where a new key reads as it.
@Suite("Drift check: rename hints")
struct RenameHintTests {
  private static let schema = MappingSchema(
    rootName: "Repo", rootType: .array(.model("Repo")),
    models: [
      Model(
        name: "Repo",
        properties: [
          Property(swiftName: "stargazersCount", keyPath: ["stargazers_count"], type: .int, isOptional: false),
          Property(swiftName: "avatarURL", keyPath: ["avatar_url"], type: .url, isOptional: true),
          Property(swiftName: "name", keyPath: ["name"], type: .string, isOptional: false),
        ],
        sourcePaths: ["$[]"])
    ],
    sources: ["repos.json"])

  private func findings(_ json: String) throws -> [String] {
    var checker = DriftChecker(schema: ResolvedSchema(Self.schema))
    try checker.check(Array(json.utf8), file: "s.json", allowsMultipleDocuments: false)
    return checker.report.findings.filter { $0.kind != .newKey }.map(\.description)
  }

  @Test("a missing required property names the new key whose value reads as it, most alike by name, and how to record it")
  func requiredPropertyRenamed() throws {
    let found = try findings(#"[{"watchers": 3, "stars_count": 12, "name": "a"}]"#)
    #expect(
      found == [
        #"s.json:1:2: error: $[].stargazers_count: required property missing: 'stargazersCount' (Int) is missing; the new key "stars_count" reads as it: if the API renamed it, add "fallbackKeys": ["stars_count"] to the property (or change its key)"#
      ])
  }

  @Test("a new key whose value does not read as the property is no rename; nor is a new key in another object")
  func valuesMustRead() throws {
    let plain = #"s.json:1:2: error: $[].stargazers_count: required property missing: 'stargazersCount' (Int) is missing"#
    #expect(try findings(#"[{"stars_count": "many", "name": "a"}]"#) == [plain])
    #expect(try findings(#"[{"stars_count": 1.5, "name": "a"}]"#) == [plain])
    #expect(try findings(#"[{"name": "a"}, {"stargazers_count": 1, "name": "b", "stars_count": 2}]"#) == [plain])
  }

  @Test("an optional property gets a warning only when a new key of a similar name reads as it")
  func optionalPropertyRenamed() throws {
    let base = #""stargazers_count": 1, "name": "a""#
    #expect(
      try findings("[{\(base), \"avatar\": \"https://example.com/a.png\"}]") == [
        #"s.json:1:2: warning: $[].avatar_url: possible rename: 'avatarURL' (URL) is missing and the new key "avatar" reads as it: if the API renamed it, add "fallbackKeys": ["avatar"] to the property (or change its key)"#
      ])
    #expect(try findings("[{\(base), \"homepage\": \"https://example.com/\"}]") == [])
    #expect(try findings("[{\(base), \"avatar_id\": 7}]") == [])
  }

  @Test("name similarity counts shared words and a shared start")
  func similarity() {
    #expect(RenameHint.similarity("stargazers_count", "stars_count") == 2)
    #expect(RenameHint.similarity("avatar_url", "avatarURL") == 3)
    #expect(RenameHint.similarity("avatar_url", "homepage") == 0)
    #expect(RenameHint.likeliest(for: "stargazers_count", among: ["watchers", "stars_count"]) == "stars_count")
    #expect(RenameHint.likeliest(for: "id", among: ["a", "b"]) == nil)
  }

  @Test("a missing required key is hinted only to a new key alike by name: favorited to favourited, not truncated")
  func hintsNeedAlikeNames() throws {
    let schema = MappingSchema(
      rootName: "Tweet", rootType: .model("Tweet"),
      models: [
        Model(
          name: "Tweet",
          properties: [
            Property(swiftName: "favorited", keyPath: ["favorited"], type: .bool, isOptional: false),
            Property(swiftName: "truncated", keyPath: ["truncated"], type: .bool, isOptional: false),
          ],
          sourcePaths: ["$"])
      ],
      sources: ["tweet.json"])
    var checker = DriftChecker(schema: ResolvedSchema(schema))
    try checker.check(Array(#"{"favourited": true}"#.utf8), file: "s.json", allowsMultipleDocuments: false)
    let found = checker.report.findings.filter { $0.kind != .newKey }.map(\.description)
    #expect(
      found == [
        #"s.json:1:1: error: $.favorited: required property missing: 'favorited' (Bool) is missing; the new key "favourited" reads as it: if the API renamed it, add "fallbackKeys": ["favourited"] to the property (or change its key)"#,
        #"s.json:1:1: error: $.truncated: required property missing: 'truncated' (Bool) is missing"#,
      ])
  }
}
