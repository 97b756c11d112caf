import Testing

@testable import MantleGenCore

/// The YAML reader's errors: each names the file, line and column and what is wrong; hostile input
/// (alias bombs, deep nesting) fails fast with a clear message instead of hanging or crashing.
@Suite("YAML reader errors")
struct YAMLReaderErrorTests {
  /// The diagnostic `yaml` gives, as printed.
  private func error(_ yaml: String) -> String {
    do {
      _ = try YAMLTestSupport.read(yaml, file: "api.yaml")
      return "no error"
    } catch {
      return error.description
    }
  }

  @Test("a tab in indentation, or before a block entry, is an error at the tab or the entry")
  func tabs() {
    #expect(
      error("key:\n\tvalue: 1\n")
        == "api.yaml:2:1: error: a tab is used for indentation; YAML indentation must be spaces")
    #expect(
      error("items:\n  -\tname: x\n")
        == "api.yaml:2:5: error: a tab before a block sequence entry or mapping key makes its indentation ambiguous; use spaces"
    )
    // Tabs that separate rather than indent are fine, and so is a line of only blanks.
    #expect(error("key:\tvalue\nother: [a,\tb]\n\t\nlast: 1 \t# comment\n") == "no error")
  }

  @Test("an unclosed quote is an error at its opening quote")
  func unclosedQuotes() {
    #expect(
      error("info:\n  title: \"Pets\n  version: 1\n")
        == "api.yaml:2:10: error: this double-quoted scalar is not closed: the input ends before its closing '\"'")
    #expect(
      error("a: 'it''s\n")
        == "api.yaml:1:4: error: this single-quoted scalar is not closed: the input ends before its closing \"'\"")
  }

  @Test("an undefined or recursive alias is an error at the alias")
  func aliases() {
    #expect(
      error("a: &one 1\nb: *missing\n")
        == "api.yaml:2:4: error: undefined alias '*missing': no anchor '&missing' comes before it")
    #expect(
      error("a: &loop [1, *loop]\n")
        == "api.yaml:1:14: error: the alias '*loop' is inside the node anchored '&loop': a recursive structure, which JSON cannot hold"
    )
  }

  @Test("bad indentation is an error at the misplaced line, naming the column expected")
  func badIndentation() {
    #expect(
      error("paths:\n  /pets:\n    get: x\n   post: y\n")
        == "api.yaml:4:4: error: bad indentation: expected a mapping key at column 3, like the entries above it, or a less indented line; found the start of a block mapping"
    )
    #expect(
      error("list:\n  - a\n  - b\n - c\n")
        == "api.yaml:4:2: error: bad indentation: expected a mapping key at column 1, like the entries above it, or a less indented line; found the start of a block sequence"
    )
    #expect(
      error("a: 1\nb\nc: 2\n")
        == "api.yaml:2:1: error: expected ':' after this mapping key: a line at the indentation of a mapping's keys must be 'key: value'"
    )
    #expect(
      error("a: b\n  c: d\n")
        == "api.yaml:2:4: error: a mapping value (': ') is not allowed here: a plain scalar cannot hold ': ' (quote it), or the line is indented too much"
    )
  }

  @Test("unclosed or mismatched flow collections, bad escapes, a second document, and bad bytes")
  func otherErrors() {
    let cases = [
      ("tags: [a, b\n", "api.yaml:1:7: error: this '[' is not closed: the input ends before its ']' (line 2)"),
      (
        "tags: [a, b\nnext: 1\n",
        "api.yaml:2:5: error: expected ',' or ']' in the flow collection that starts at line 1, column 7, found a mapping value (':')"
      ),
      ("a: {x: 1]\n", "api.yaml:1:9: error: ']' does not close the '{' at line 1, column 4"),
      ("a: [1, 2] x\n", "api.yaml:1:11: error: expected a line break or a comment after the value, found a scalar"),
      ("a: \"\\q\"\n", "api.yaml:1:5: error: unknown escape '\\q' in a double-quoted scalar"),
      (
        "a: \"\\uD800\"\n",
        "api.yaml:1:5: error: the escape '\\uD800' is not a Unicode scalar value (a lone surrogate or beyond U+10FFFF)"
      ),
      (
        "a: 1\n---\nb: 2\n",
        "api.yaml:2:1: error: a second YAML document starts here; only one document per file is read"
      ),
      (
        "a: 1\n...\nb: 2\n",
        "api.yaml:3:1: error: a second YAML document starts here; only one document per file is read"
      ),
      ("# only a comment\n", "api.yaml:2:1: error: the YAML input holds no document (it is empty or only comments)"),
      ("%YAML 2.0\n---\na: 1\n", "api.yaml:1:1: error: YAML 2.0 is not supported; only YAML 1.x documents are read"),
      ("a: |0\n  x\n", "api.yaml:1:5: error: a block scalar's indentation indicator must be 1 to 9, not 0"),
      (
        "a: `cmd`\n",
        "api.yaml:1:4: error: '`' is reserved in YAML and cannot start a plain scalar; put the value in quotes"
      ),
    ]
    for (yaml, expected) in cases {
      #expect(error(yaml) == expected, "\(yaml.debugDescription)")
    }
    #expect(error("a: [1 2]\n") == "no error")  // one plain scalar, "1 2"
    let invalid = #expect(throws: Diagnostic.self) {
      try YAMLReader.parse(Array("a: 1\nb: ".utf8) + [0xFF, 0x0A], file: "api.yaml")
    }
    #expect(invalid?.description == "api.yaml:2:4: error: invalid UTF-8 byte 0xFF; YAML is read as UTF-8")
    #expect(error("a: \u{0}") == "api.yaml:1:4: error: a NUL character (U+0000) is not allowed in YAML")
  }

  @Test("a billion-laughs document stops with a clear error, fast")
  func billionLaughs() {
    var lines = [#"a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]"#]
    var previous = "a"
    for name in ["b", "c", "d", "e", "f", "g", "h", "i"] {
      lines.append("\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ", ") + "]")
      previous = name
    }
    let clock = ContinuousClock()
    var message = ""
    let elapsed = clock.measure { message = error(lines.joined(separator: "\n")) }
    #expect(message.contains("aliases expand to more than 1000000 values in all (a \"billion laughs\" document?)"))
    #expect(message.hasPrefix("api.yaml:7:"), "\(message)")
    #expect(elapsed < .seconds(2), "\(elapsed)")
    // Many aliases of a small node are fine.
    let many = "x: &x {type: string}\nlist: [" + Array(repeating: "*x", count: 10_000).joined(separator: ", ") + "]"
    #expect(error(many) == "no error")
  }

  @Test("nesting deeper than the JSON reader's limit is an error, aliases expanded too")
  func deepNesting() {
    let clock = ContinuousClock()
    let elapsed = clock.measure {
      #expect(
        error(String(repeating: "[", count: 100_000))
          == "api.yaml:1:513: error: nesting deeper than 512 levels is not supported")
      #expect(
        error(String(repeating: "- ", count: 100_000) + "x")
          == "api.yaml:1:1025: error: nesting deeper than 512 levels is not supported")
      let block = (0..<600).map { String(repeating: " ", count: $0) + "k:\n" }.joined()
      #expect(error(block) == "api.yaml:513:513: error: nesting deeper than 512 levels is not supported")
    }
    #expect(elapsed < .seconds(2), "\(elapsed)")
    let deep = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
    let aliased = "a: &a \(deep)\nb: " + String(repeating: "[", count: 300) + "*a" + String(repeating: "]", count: 300)
    #expect(
      error(aliased) == "api.yaml:2:304: error: the alias '*a' expands to nesting deeper than 512 levels")
  }
}
