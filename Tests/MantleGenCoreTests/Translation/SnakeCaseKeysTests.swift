import Foundation
import Testing

@testable import MantleGenCore

/// The renaming of keys by `JSONDecoder`'s `.convertFromSnakeCase`, which generated models also
/// look for.
@Suite("Snake-case key conversion")
struct SnakeCaseKeysTests {
  static let keys = [
    "html_url", "HTML_URL", "line_2", "address_line1", "_id", "a__b", "trail_", "_a_b_", "url2x_y", "plain", "camelCase",
    "user_ID", "__", "",
  ]

  @Test("renames keys as Foundation does, and only where it renames them")
  func renames() {
    #expect(SnakeCaseKeys.converted("html_url") == "htmlUrl")
    #expect(SnakeCaseKeys.converted("HTML_URL") == "htmlUrl")
    #expect(SnakeCaseKeys.converted("line_2") == "line2")
    #expect(SnakeCaseKeys.converted("_a_b_") == "_aB_")
    #expect(SnakeCaseKeys.converted("a__b") == "aB")
    for unchanged in ["_id", "trail_", "plain", "camelCase", "__", ""] { #expect(SnakeCaseKeys.converted(unchanged) == nil) }
  }

  @Test("leaves out keys whose renaming differs between platforms: non-ASCII, or a letter after a digit in a later word")
  func platformDependentKeys() {
    for key in ["foo_1st", "a_url2x", "x-y_z", "é_ñu"] { #expect(SnakeCaseKeys.converted(key) == nil, "\(key)") }
  }

  /// Reads every key of an object through a keyed container, as a model does.
  private struct KeysSeen: Decodable {
    struct AnyKey: CodingKey {
      var stringValue: String
      var intValue: Int? { nil }
      init(stringValue: String) { self.stringValue = stringValue }
      init?(intValue: Int) { nil }
    }

    let keys: Set<String>

    init(from decoder: any Decoder) throws {
      keys = Set(try decoder.container(keyedBy: AnyKey.self).allKeys.map(\.stringValue))
    }
  }

  @Test("agrees with this platform's JSONDecoder on every key it renames")
  func agreesWithFoundation() throws {
    for key in Self.keys {
      let decoder = JSONDecoder()
      decoder.keyDecodingStrategy = .convertFromSnakeCase
      let seen = try decoder.decode(KeysSeen.self, from: Data("{\(JSONText.quoted(key)): 1}".utf8))
      #expect(seen.keys == [SnakeCaseKeys.converted(key) ?? key], "\(key)")
    }
  }
}
