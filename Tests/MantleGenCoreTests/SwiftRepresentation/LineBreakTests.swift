import Testing

@testable import MantleGenCore

/// Where the writer breaks a line of code too long for swift-format's 100 columns.
@Suite("Long lines")
struct LineBreakTests {
  @Test(
    "an assignment breaks after its first top-level ' =', a declaration after its first top-level colon",
    arguments: [
      ("self.name = name", "self.name =", "name"),
      (#"case name = "a = b: c""#, "case name =", #""a = b: c""#),
      ("public let name: [String: Int]", "public let name:", "[String: Int]"),
      ("name: String = nil,", "name: String =", "nil,"),
      ("x == y ? a : b", nil, nil),
      (##"case name = #"raw"#"##, "case name =", ##"#"raw"#"##),
      (#"let a = f("x = y")"#, "let a =", #"f("x = y")"#),
    ] as [(String, String?, String?)])
  func breakPoints(line: String, head: String?, rest: String?) {
    let found = IndentedWriter.breakPoint(of: line)
    #expect(found?.head == head && found?.rest == rest, "\(line): \(String(describing: found))")
  }

  @Test("comments, raw strings and lines with neither are never broken")
  func unbreakable() {
    #expect(IndentedWriter.breakPoint(of: "/// JSON `a = b`, for example: x") == nil)
    #expect(IndentedWriter.breakPoint(of: ##"f(#"a = b"#)"##) == nil)
    #expect(IndentedWriter.breakPoint(of: "return value") == nil)
  }

  @Test("a long property breaks after its colon, the type indented; short ones stay on one line")
  func writerBreaksLongLines() {
    var writer = IndentedWriter()
    let name = String(repeating: "a", count: 95)
    writer.line("public let \(name): String")
    writer.line("public let b: String")
    #expect(writer.text == "public let \(name):\n  String\npublic let b: String\n")
  }

  @Test("a merged argument too long after its label breaks before '??' (a name of 60 characters, nested)")
  func coalescingBreaksBeforeTheOperator() {
    var writer = IndentedWriter()
    let name = String(repeating: "b", count: 60)
    writer.indented { $0.indented { $0.line("\(name): other.\(name) ?? self.\(name),") } }
    #expect(writer.text == "    \(name):\n      other.\(name)\n      ?? self.\(name),\n")
    #expect(IndentedWriter.coalescingBreak(of: #"f("a ?? b") ?? c"#)?.head == #"f("a ?? b")"#)
    #expect(IndentedWriter.coalescingBreak(of: "f(a ?? b)") == nil)
    #expect(IndentedWriter.coalescingBreak(of: "/// JSON `a`, read as `b ?? c`") == nil)
  }
}
