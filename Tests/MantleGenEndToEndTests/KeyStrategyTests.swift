import Foundation
import Testing

/// Generated models with `"convertFromSnakeCase": true` under `JSONDecoder`'s
/// `.convertFromSnakeCase` and `JSONEncoder`'s `.convertToSnakeCase`, as many apps configure one
/// shared decoder.
@Suite("Key strategies")
struct KeyStrategyTests {
  /// Required and optional snake_case keys, acronyms, digits, a nested key path, a transform, a
  /// lossy array, fallback keys and a cluster chosen by a snake_case flag.
  static let schema = """
    {
      "mantlegen": 1, "root": "Root", "rootType": "[Account]",
      "options": { "access": "public", "merge": false, "convertFromSnakeCase": true },
      "models": [
        { "name": "Account", "properties": [
          { "name": "id", "key": "id", "type": "Int" },
          { "name": "htmlURL", "key": "html_url", "type": "URL" },
          { "name": "avatarURL", "key": "avatar_url", "type": "URL", "optional": true },
          { "name": "addressLine1", "key": "address_line1", "type": "String", "optional": true },
          { "name": "line2", "key": "line_2", "type": "String", "default": "" },
          { "name": "ownerID", "key": "owner_info.user_id", "type": "Int" },
          { "name": "createdAt", "key": "created_at", "type": "Date", "transform": "iso8601" },
          { "name": "recentScores", "key": "recent_scores", "type": "[Int]", "lossy": true },
          { "name": "displayName", "key": "display_name", "type": "String", "optional": true, "fallbackKeys": ["old_name"] },
          { "name": "plan", "key": "plan", "type": "AnyPlan" }
        ] },
        { "name": "Plan", "properties": [
          { "name": "seatCount", "key": "seat_count", "type": "Int" },
          { "name": "isVip", "key": "is_vip", "type": "Bool", "default": false }
        ] },
        { "name": "VipPlan", "extends": "Plan", "properties": [{ "name": "vipLevel", "key": "vip_level", "type": "Int" }] }
      ],
      "clusters": [
        { "name": "AnyPlan", "cases": [
          { "case": "vip", "model": "VipPlan", "when": { "key": "is_vip", "equals": true } },
          { "case": "plain", "model": "Plan" }
        ] }
      ]
    }
    """

  /// Decodes the file with the default strategy and with `.convertFromSnakeCase`, fails unless
  /// both give the same value, and prints it encoded with the default strategy and with
  /// `.convertToSnakeCase`, one line each.
  static let main = """
    import Foundation

    let data = try Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1]))
    let plain = try JSONDecoder().decode(Root.self, from: data)
    let snakeDecoder = JSONDecoder()
    snakeDecoder.keyDecodingStrategy = .convertFromSnakeCase
    let converted = try snakeDecoder.decode(Root.self, from: data)
    guard plain == converted else { fatalError("\\(plain)\\n\\(converted)") }
    let snakeEncoder = JSONEncoder()
    snakeEncoder.keyEncodingStrategy = .convertToSnakeCase
    FileHandle.standardOutput.write(try JSONEncoder().encode(plain) + Data("\\n".utf8))
    FileHandle.standardOutput.write(try snakeEncoder.encode(converted) + Data("\\n".utf8))

    """

  @Test("models decode the same under .convertFromSnakeCase and encode the same JSON under .convertToSnakeCase")
  func snakeCaseStrategies() async throws {
    let folder = try TestPaths.scratchFolder("key-strategies")
    defer { try? FileManager.default.removeItem(at: folder) }
    let (_, checker) = try await RoundTripChecker.build(schema: Self.schema, in: folder, main: Self.main)
    let document = #"""
      [{"id": 1, "html_url": "https://example.com/a", "avatar_url": "https://example.com/a.png", "address_line1": "Main St",
        "line_2": "Flat 2", "owner_info": {"user_id": 7}, "created_at": "2024-05-01T10:00:00Z", "recent_scores": [1, 2],
        "display_name": "A", "plan": {"seat_count": 3, "is_vip": true, "vip_level": 2}},
       {"id": 2, "html_url": "https://example.com/b", "line_2": "", "owner_info": {"user_id": 8},
        "created_at": "2024-05-02T10:00:00Z", "recent_scores": [3, "x"], "old_name": "B",
        "plan": {"seat_count": 1, "is_vip": false}}]
      """#
    let input = folder.appendingPathComponent("accounts.json")
    try Data(document.utf8).write(to: input)
    let run = try await ProcessRunner.run(checker, [input.path])
    try #require(run.status == 0, "\(run.standardError)")
    let lines = run.standardOutput.split(separator: "\n").map(String.init)
    try #require(lines.count == 2)
    // What the models write back: the bad score skipped, the fallback key written under its own key.
    let expected = try JSONTree.parse(
      Array(
        document.replacingOccurrences(of: #"[3, "x"]"#, with: "[3]").replacingOccurrences(
          of: #""old_name": "B""#, with: #""display_name": "B""#
        ).utf8))
    for line in lines {
      #expect(expected.firstDifference(from: try JSONTree.parse(Array(line.utf8))) == nil, "\(line)")
    }
  }
}
