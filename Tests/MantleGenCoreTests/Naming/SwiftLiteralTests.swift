import Foundation
import Testing

@testable import MantleGenCore

/// The value of a string literal produced by `SwiftLiteral.string`, or `nil` when the literal
/// has an unescaped quote or backslash, a raw line break, or an escape Swift would not accept.
private func valueOfLiteral(_ literal: String) -> String? {
  guard literal.count >= 2, literal.hasPrefix("\""), literal.hasSuffix("\"") else { return nil }
  var scalars = Array(literal.unicodeScalars.dropFirst().dropLast())[...]
  var value = String.UnicodeScalarView()
  while let scalar = scalars.popFirst() {
    if scalar == "\"" || scalar == "\n" || scalar == "\r" { return nil }
    guard scalar == "\\" else {
      value.append(scalar)
      continue
    }
    switch scalars.popFirst() {
    case "\\": value.append("\\")
    case "\"": value.append("\"")
    case "0": value.append("\0")
    case "t": value.append("\t")
    case "n": value.append("\n")
    case "r": value.append("\r")
    case "u":
      guard scalars.popFirst() == "{", let end = scalars.firstIndex(of: "}") else { return nil }
      let hex = String(String.UnicodeScalarView(scalars[..<end]))
      scalars = scalars[(end + 1)...]
      guard (1...8).contains(hex.count), let code = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(code)
      else { return nil }
      value.append(decoded)
    default: return nil
    }
  }
  return String(value)
}

// MARK: - Literals and comments

@Test("string literals escape quotes, backslashes and unsafe scalars exactly")
func literalEscaping() {
  #expect(SwiftLiteral.string("a\"b\\c\n\u{202E}") == #""a\"b\\c\n\u{202E}""#)
  #expect(SwiftLiteral.string("") == "\"\"")
  #expect(SwiftLiteral.string("\\(x)") == #""\\(x)""#)
  #expect(SwiftLiteral.string("\"\"\"") == #""\"\"\"""#)
  #expect(SwiftLiteral.string("\0\t\r\n") == #""\0\t\r\n""#)
  #expect(SwiftLiteral.string("\u{7}\u{7F}\u{85}") == #""\u{0007}\u{007F}\u{0085}""#)
  #expect(SwiftLiteral.string("a\u{2028}b\u{2029}") == #""a\u{2028}b\u{2029}""#)
  #expect(
    SwiftLiteral.string("\u{200E}\u{200F}\u{202A}\u{2066}\u{2069}\u{061C}")
      == #""\u{200E}\u{200F}\u{202A}\u{2066}\u{2069}\u{061C}""#)
  #expect(SwiftLiteral.string("\u{E000}\u{FFFF}\u{10FFFF}\u{E0001}") == #""\u{E000}\u{FFFF}\u{10FFFF}\u{E0001}""#)
  #expect(SwiftLiteral.string("a\u{A0}b\u{3000}c\u{200B}d\u{FEFF}") == #""a\u{00A0}b\u{3000}c\u{200B}d\u{FEFF}""#)
  #expect(SwiftLiteral.string("\u{301}x") == #""\u{0301}x""#)
  #expect(SwiftLiteral.string("# #\"") == ##""# #\"""##)
}

@Test(
  "string literals keep printable Unicode as it is",
  arguments: ["名字", "😜", "👨‍👩‍👧", "❤️", "👍🏽", "1️⃣", "🇺🇸", "e\u{301}", "مرحبا", "Ελληνικά", "a b"])
func literalKeepsPrintable(text: String) {
  #expect(SwiftLiteral.string(text) == "\"\(text)\"")
}

@Test(
  "string literals decode back to exactly the original text",
  arguments: hostileKeys + ["\u{1}\u{1F}", "\u{FE0F}", "a\u{200D}b", "\r\n"])
func literalRoundTrip(text: String) {
  let literal = SwiftLiteral.string(text)
  #expect(valueOfLiteral(literal) == text, "\(literal)")
  #expect(
    literal.unicodeScalars.allSatisfy {
      !$0.properties.isDefaultIgnorableCodePoint || $0 == "\u{200D}" || $0 == "\u{FE0F}"
    })
}

@Test("printable ASCII is kept as it is, but for quotes and backslashes in literals and delimiters in comments")
func printableASCIIIsKept() {
  let printable = String(decoding: (0x20...0x7E).map { UInt8($0) }, as: UTF8.self)
  #expect(SwiftLiteral.comment(printable) == printable)
  #expect(
    SwiftLiteral.string(printable) == "\""
      + printable.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\"")
  #expect(SwiftLiteral.comment("https://example.com/a/*") == "https://example.com/a/ *")
  #expect(SwiftLiteral.comment("x */") == "x * /")
  #expect(SwiftLiteral.string("plain text, 100% ASCII") == "\"plain text, 100% ASCII\"")
}

@Test("comments escape line breaks and unsafe scalars, and break up comment delimiters")
func commentEscaping() {
  #expect(SwiftLiteral.comment("a */ b") == "a * / b")
  #expect(SwiftLiteral.comment("/*/") == "/ * /")
  #expect(SwiftLiteral.comment("*/") == "* /")
  #expect(SwiftLiteral.comment("line\nnext\r\u{2028}\u{85}") == #"line\nnext\r\u{2028}\u{0085}"#)
  #expect(SwiftLiteral.comment("\"q\" \\ 名字 😜") == "\"q\" \\ 名字 😜")
  #expect(SwiftLiteral.comment("\u{202E}evil\0") == #"\u{202E}evil\0"#)
  #expect(SwiftLiteral.comment("// x") == "// x")
}

@Test("comments are one line without comment delimiters", arguments: hostileKeys)
func commentsAreOneLine(text: String) {
  let comment = SwiftLiteral.comment(text)
  #expect(
    !comment.unicodeScalars.contains {
      $0.properties.generalCategory == .control || $0 == "\u{2028}" || $0 == "\u{2029}"
    })
  #expect(!comment.contains("*/") && !comment.contains("/*"))
}
