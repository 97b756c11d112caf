import Foundation
import Testing

@testable import MantleGenCore

/// The byte rules that type a string `URL` without parsing it must never accept a string that
/// `URL` does not write back unchanged: Foundation is the judge.
@Suite("URL byte rules")
struct StringFormatsTests {
  private func rulesAccept(_ string: String) -> Bool {
    var string = string
    return string.withUTF8 { StringFormats.isRoundTrippingURL(utf8: $0, verifyWithFoundation: false) }
  }

  private func foundationKeeps(_ string: String) -> Bool {
    URL(string: string)?.absoluteString == string
  }

  @Test("every URL character in the host, the port, the path, the query and the fragment")
  func everyCharacterEverywhere() {
    let characters = "-._~:/?#[]@!$&'()*+,;=%".map(String.init) + ["%41", "%4", " ", "\"", "<", "^", "`", "|"]
    let templates = [
      "https://a\u{0}b.com/x", "https://a.com:8\u{0}0/x", "https://a.com/x\u{0}y", "https://a.com/?q=\u{0}",
      "https://a.com/#f\u{0}g", "http://a\u{0}.org",
    ]
    var accepted = 0
    for template in templates {
      for character in characters {
        let string = template.replacingOccurrences(of: "\u{0}", with: character)
        guard rulesAccept(string) else { continue }
        accepted += 1
        #expect(foundationKeeps(string), "\(string)")
      }
    }
    #expect(accepted > 60)
  }

  @Test("ports are digits, brackets and a second '#' are left to strings")
  func knownCases() {
    #expect(rulesAccept("https://api.github.com:443/repos?page=2#top"))
    #expect(!rulesAccept("https://a.com:8a/x"))
    #expect(!rulesAccept("https://a.com:80:90/x"))
    #expect(!rulesAccept("https://avatars.gi]thubusercontent.com/u/1?"))
    #expect(!rulesAccept("https://a.com/x[1]"))
    #expect(!rulesAccept("https://a.com/#a#b"))
  }
}
