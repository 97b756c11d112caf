import Foundation
import Testing

/// `--examples safe` (the default) copies no personal string from real-looking payloads into any
/// file it writes, and still copies what cannot be personal.
@Suite("Safe examples")
struct SafeExamplesTests {
  static let tweet = #"""
    [{"created_at": "Wed Oct 10 20:19:24 +0000 2018", "id": 1050118621198921728, "lang": "en",
      "text": "Tonight we walked to the river with Maya", "truncated": false, "retweet_count": 3,
      "in_reply_to_screen_name": "maya_walks", "source": "web",
      "user": {"id": 6253282, "name": "Jordan Reyes", "screen_name": "jreyes", "location": "Lisbon, Portugal",
        "description": "Baker, runner and father of two", "url": "https://jordanreyes.example.com/about",
        "profile_image_url_https": "https://pbs.example.com/profile_images/942858479592554497/BbazLO9L.jpg",
        "followers_count": 120, "verified": false, "time_zone": "Europe/Lisbon"}}]
    """#

  static let chat = #"""
    {"ok": true, "messages": [{"type": "message", "subtype": "bot_message", "ts": "1512085950.000216",
      "user": "U2147483697", "text": "Kim, can you send the report by Friday?", "team": "T123ABC",
      "user_profile": {"display_name": "kimberly", "real_name": "Kim Lee", "first_name": "Kim",
        "image_72": "https://avatars.example.com/kim-72.png", "username": "klee"}}]}
    """#

  /// Strings of the payloads that are personal: none may appear in any written file.
  static let personal = [
    "Tonight we walked", "maya_walks", "Jordan Reyes", "jreyes", "Lisbon, Portugal", "Baker, runner",
    "jordanreyes.example.com", "profile_images", "Kim, can you", "kimberly", "Kim Lee", "klee", "kim-72",
  ]

  @Test("a social-network and a chat payload: no personal string in the models, tables or schema; codes and dates stay")
  func noPersonalStrings() async throws {
    let folder = try TestPaths.scratchFolder("safe-examples")
    defer { try? FileManager.default.removeItem(at: folder) }
    var written = ""
    for (name, payload) in [("Timeline", Self.tweet), ("History", Self.chat)] {
      let sample = folder.appendingPathComponent("\(name).json")
      try Data(payload.utf8).write(to: sample)
      let models = folder.appendingPathComponent(name)
      let schema = folder.appendingPathComponent("\(name).mantlegen.json")
      let infer = try await ProcessRunner.run(
        TestPaths.mantlegen, ["infer", sample.path, "--name", name, "-o", models.path, "--schema-out", schema.path])
      try #require(infer.status == 0, "\(infer.standardError)")
      written += try String(contentsOf: schema, encoding: .utf8)
      for file in try FileManager.default.contentsOfDirectory(atPath: models.path) {
        written += try String(contentsOf: models.appendingPathComponent(file), encoding: .utf8)
      }
    }
    for text in Self.personal { #expect(!written.contains(text), "\(text) was copied") }
    for text in [#""en""#, #""message""#, #""bot_message""#, #""Europe/Lisbon""#, "120", "1512085950.000216"] {
      #expect(written.contains(text), "\(text) is no personal data and should be an example")
    }
  }
}
