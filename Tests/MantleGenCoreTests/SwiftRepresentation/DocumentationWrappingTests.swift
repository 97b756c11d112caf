import Testing

@testable import MantleGenCore

/// Documentation comments filled into swift-format's 100 columns, as a person wraps them.
@Suite("Documentation wrapping")
struct DocumentationWrappingTests {
  /// The lines `documentation` writes at `indentation` levels.
  func written(_ lines: [String], indentation: Int = 0) -> [String] {
    var writer = IndentedWriter()
    func write(_ level: Int, _ writer: inout IndentedWriter) {
      if level == 0 { writer.documentation(lines) } else { writer.indented { write(level - 1, &$0) } }
    }
    write(indentation, &writer)
    return writer.text.split(separator: "\n").map(String.init)
  }

  @Test("a long line is filled word by word into 100 columns at its indentation, keeping every word")
  func fillsLongLines() {
    let words = (1...40).map { "word\($0)" }
    let lines = written([words.joined(separator: " ")], indentation: 2)
    #expect(lines.count > 1)
    #expect(lines.allSatisfy { $0.count <= 100 && $0.hasPrefix("    /// word") })
    #expect(lines.map { $0.dropFirst(8) }.joined(separator: " ") == words.joined(separator: " "))
  }

  @Test("short lines, empty lines and trailing spaces: as they are, without the spaces")
  func keepsShortLines() {
    #expect(written(["A JSON object.", "", "Text  "]) == ["/// A JSON object.", "///", "/// Text"])
  }

  @Test("a list item's next lines go on under its text; a word that would start a list item stays on the line before")
  func listItems() {
    let item = "- " + Array(repeating: "alpha", count: 16).joined(separator: " ") + " - beta"
    let lines = written([item])
    #expect(lines.first?.hasPrefix("/// - alpha") == true)
    #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("///   ") && !$0.hasPrefix("///   -") })
    #expect(lines.allSatisfy { $0.count <= 100 || $0.hasSuffix(" -") || $0.hasSuffix(" beta") })
  }

  @Test("code blocks, tables, headings and a word longer than a line are left as they are")
  func leavesUnbreakableText() {
    let long = Array(repeating: "x", count: 120).joined(separator: " ")
    let path = "`$" + String(repeating: ".children[]", count: 12) + "`"
    let lines = ["```", long, "```", "~~~", long, "~~~", "    " + long, "| " + long, "# " + long, path]
    #expect(written(lines) == lines.map { "/// " + $0 })
    let pathAmongWords = written(["found at " + path + " and elsewhere"])
    #expect(pathAmongWords == ["/// found at", "/// " + path, "/// and elsewhere"])
  }
}
