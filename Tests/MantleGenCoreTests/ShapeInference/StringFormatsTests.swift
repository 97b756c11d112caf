import Foundation
import Testing

@testable import MantleGenCore

/// The byte rules that type a string `URL` without parsing it must never accept a string that
/// `URL` does not write back unchanged: Foundation is the judge.
@Suite("URL byte rules")
struct StringFormatsTests {
  private func rulesAccept(_ string: String) -> Bool {
    var string = string
    return string.withUTF8 { StringFormats.isRoundTrippingURL(utf8: $0) }
  }

  private func foundationKeeps(_ string: String) -> Bool {
    StringFormats.foundationWritesBack(string)
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
    // Hosts longer than the sixteen bytes looked at at once.
    #expect(rulesAccept("https://avatars.githubusercontent.example.com:8443/u/1?v=4"))
    #expect(!rulesAccept("https://avatars.githubusercontent.example.com:84a3/u/1?v=4"))
    #expect(!rulesAccept("https://avatars.githubusercontent.example.com:80:90/u/1"))
    #expect(!rulesAccept("https://avatars.githubusercontent@example.com/u/1"))
  }

  @Test(
    "the sixteen-byte check flags exactly the bytes the byte classes leave to the byte-by-byte rules, and the port's colon"
  )
  func sixteenByteCheckMatchesByteClasses() {
    let classes = StringFormats.urlByteClasses
    for value in 0...255 {
      let isPlainAfterHost = classes[value] & StringFormats.allowedAfterHost != 0
      let isPlainInHost =
        classes[value] & StringFormats.allowedInHost != 0 && classes[value] & StringFormats.endsHost == 0
        && value != Int(UInt8(ascii: ":"))
      for lane in 0..<16 {
        var block = [UInt8](repeating: UInt8(ascii: "a"), count: 16)
        block[lane] = UInt8(value)
        let (afterHost, inHost) = block.withUnsafeBufferPointer {
          (
            StringFormats.urlBytesFlagged(at: $0.baseAddress!, inHost: false),
            StringFormats.urlBytesFlagged(at: $0.baseAddress!, inHost: true)
          )
        }
        #expect(afterHost == (isPlainAfterHost ? 0 : 1 << UInt64(lane)), "byte \(value) in lane \(lane) after the host")
        #expect(inHost == (isPlainInHost ? 0 : 1 << UInt64(lane)), "byte \(value) in lane \(lane) in the host")
      }
    }
  }

  @Test("a character anywhere in a long host, path or query is judged as in a short one")
  func longURLsAgreeWithShortOnes() {
    let characters = (0x20...0x7E).map { String(UnicodeScalar(UInt8($0))) } + ["%41", "%4", "é", "#a#"]
    for character in characters {
      let inPath = rulesAccept("https://a.com/x" + character + "y")
      let inQuery = rulesAccept("https://a.com/?q=x" + character + "y#frag")
      let inHost = rulesAccept("https://a" + character + "b.com/")
      for offset in 0..<40 {
        let text = String(repeating: "p", count: offset) + character + String(repeating: "q", count: 40 - offset)
        #expect(rulesAccept("https://api.example.com/" + text) == inPath, "\(character) at \(offset) in a path")
        #expect(rulesAccept("https://a.com/?q=" + text + "#frag") == inQuery, "\(character) at \(offset) in a query")
        for end in ["", "/", "/x", "?q=1"] {
          let host =
            String(repeating: "h", count: offset + 1) + character + String(repeating: "i", count: 40 - offset) + ".com"
          #expect(rulesAccept("https://" + host + end) == inHost, "\(character) at \(offset) in a host before '\(end)'")
        }
      }
    }
  }
}
