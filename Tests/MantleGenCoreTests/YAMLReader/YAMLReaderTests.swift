import Testing

@testable import MantleGenCore

/// What `YAMLReader` makes of the YAML that OpenAPI and JSON Schema documents use: the core
/// schema's values, tags, keys, merge keys, scalar styles and locations.
@Suite("YAML reader")
struct YAMLReaderTests {
  /// Reads `yaml` and expects the JSON value of `json`.
  private func expect(
    _ yaml: String, reads json: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    let read = try YAMLTestSupport.read(yaml)
    let expected = try LocatedJSON.parse(Array(json.utf8), file: "expected.json")
    let difference = YAMLTestSupport.difference(read, expected)
    #expect(difference == nil, "\(difference ?? "")", sourceLocation: sourceLocation)
  }

  private func numberTexts(_ value: LocatedJSON?) -> [String] {
    (value?.elements ?? []).map { element in
      guard case .number(let number) = element.value else { return "not a number" }
      return number.text + (number.isInteger ? "" : " (float)")
    }
  }

  @Test("plain scalars resolve by the YAML 1.2 core schema; quoted ones and YAML 1.1 spellings are strings")
  func coreSchemaResolution() throws {
    let yaml = """
      nulls: [null, Null, NULL, ~]
      empty:
      booleans: [true, True, TRUE, false, False, FALSE]
      yaml11: [yes, no, on, off, y, n]
      integers: [0, -12, +12, 012, 0o17, 0x1F, 0xff]
      floats: [1.5, -.5, +1., 1e3, 6.02E+23, .5e-3]
      special: [.inf, -.inf, .nan]
      strings: ['null', "true", '12', 1_000, 0b11, 0x, 1.2.3, 2001-12-14]
      """
    try expect(
      yaml,
      reads: """
        {"nulls": [null, null, null, null], "empty": null, "booleans": [true, true, true, false, false, false],
         "yaml11": ["yes", "no", "on", "off", "y", "n"], "integers": [0, -12, 12, 12, 15, 31, 255],
         "floats": [1.5, -0.5, 1.0, 1000, 6.02e23, 0.0005], "special": [".inf", "-.inf", ".nan"],
         "strings": ["null", "true", "12", "1_000", "0b11", "0x", "1.2.3", "2001-12-14"]}
        """)
    // Numbers are held as JSON number text: integers normalized, floats with a fraction or exponent.
    let read = try YAMLTestSupport.read(yaml)
    #expect(numberTexts(read.member("integers")) == ["0", "-12", "12", "12", "15", "31", "255"])
    #expect(
      numberTexts(read.member("floats")) == [
        "1.5 (float)", "-0.5 (float)", "1.0 (float)", "1e3 (float)", "6.02E+23 (float)", "0.5e-3 (float)",
      ])
    let wide = try YAMLTestSupport.read("[0xFFFFFFFFFFFFFFFFFF, 0o7777777777777777777777777]")
    #expect(numberTexts(wide) == ["4722366482869645213695", "37778931862957161709567"])
  }

  @Test("explicit tags: !!str, !!int, !!float, !!bool, !!null, !!map, !!seq; other tags keep the text")
  func explicitTags() throws {
    try expect(
      """
      - !!str 12
      - !!int "12"
      - !!float 1
      - !!bool "true"
      - !!null ""
      - !local 12
      - ! 12
      - !<tag:yaml.org,2002:str> true
      - !!map {a: !!seq [1]}
      - !!str
      """,
      reads: #"["12", 12, 1.0, true, null, "12", "12", "true", {"a": [1]}, ""]"#)
    for (yaml, message) in [
      ("!!int abc", "'abc' is not an integer, as its tag !!int requires"),
      ("!!bool yes", "'yes' is not a boolean (true or false), as its tag !!bool requires"),
      ("!!map [a]", "the tag !!map cannot tag a sequence"),
      ("!!seq {a: 1}", "the tag !!seq cannot tag a mapping"),
      ("!!str [a]", "the tag !!str cannot tag a sequence"),
      ("!e!x a", "the tag handle '!e!' is not declared by a %TAG directive"),
    ] {
      let error = #expect(throws: Diagnostic.self) { try YAMLTestSupport.read(yaml) }
      #expect(error?.message == message, "\(yaml): \(String(describing: error))")
    }
  }

  @Test("keys are the text as written: 200 is the string \"200\"; explicit '? ' keys; a collection key is an error")
  func mappingKeys() throws {
    try expect(
      """
      responses:
        200: {description: OK}
        "404": {description: Missing}
        ~: tilde
        true: yes
        1.0: one
      ? explicit key
      : value
      ? |
        block key
      : 2
      """,
      reads: """
        {"responses": {"200": {"description": "OK"}, "404": {"description": "Missing"}, "~": "tilde",
         "true": "yes", "1.0": "one"}, "explicit key": "value", "block key\\n": 2}
        """)
    let error = #expect(throws: Diagnostic.self) { try YAMLTestSupport.read("a: 1\n? [x, y]\n: 2\n") }
    #expect(error?.description == "t.yaml:2:3: error: a sequence cannot be a mapping key: JSON keys are strings")
  }

  @Test("a key written twice is kept twice, as the JSON reader keeps it; the last one is the member")
  func duplicateKeys() throws {
    let yaml = try YAMLTestSupport.read("type: string\nformat: date\ntype: integer\n")
    let json = try LocatedJSON.parse(Array(#"{"type": "string", "format": "date", "type": "integer"}"#.utf8), file: "j")
    func keys(_ node: LocatedJSON) -> [String] {
      if case .object(let members) = node.value { return members.map(\.key) }
      return []
    }
    #expect(keys(yaml) == ["type", "format", "type"])
    #expect(keys(yaml) == keys(json))
    #expect(yaml.member("type")?.string == "integer")
    // Import reads such an object as JSON readers do: one member, at its first place, with its last value.
    #expect(yaml.withUniqueKeys().members.map(\.key) == ["type", "format"])
    #expect(yaml.withUniqueKeys().members.first?.value.string == "integer")
  }

  @Test("the merge key '<<' takes the members a mapping does not have, earlier merged mappings first")
  func mergeKeys() throws {
    try expect(
      """
      base: &base {type: string, format: date}
      derived:
        <<: *base
        format: date-time
        extra: 1
      several:
        <<: [*base, {minLength: 1, type: integer}]
      quoted:
        "<<": not a merge
      scalar:
        <<: also not a merge
      """,
      reads: """
        {"base": {"type": "string", "format": "date"},
         "derived": {"type": "string", "format": "date-time", "extra": 1},
         "several": {"type": "string", "format": "date", "minLength": 1},
         "quoted": {"<<": "not a merge"}, "scalar": {"<<": "also not a merge"}}
        """)
    let derived = try YAMLTestSupport.read("a: &a {x: 1}\nb:\n  y: 2\n  <<: *a\n  z: 3\n").member("b")
    #expect(derived?.members.map(\.key) == ["y", "x", "z"])
  }

  @Test("scalar styles: folding, chomping, indentation indicators, quotes and escapes")
  func scalarStyles() throws {
    try expect(
      #"""
      plain: a long
        plain text

        with a break
      folded: >
        A long
        text

        new paragraph
          more indented
      literal: |-
        line 1
         line 2
      keep: |+
        kept

      indicator: |2
          two more spaces
      single: 'it''s ''quoted'''
      double: "caf\u00e9 \U0001F600 \x41\t\"\\\/\N\_end"
      escaped break: "joined\
        here  and
        folded"
      surrogates: "\uD83D\uDE00"
      last: end
      """#,
      reads: #"""
        {"plain": "a long plain text\nwith a break",
         "folded": "A long text\nnew paragraph\n  more indented\n",
         "literal": "line 1\n line 2", "keep": "kept\n\n", "indicator": "  two more spaces\n",
         "single": "it's 'quoted'", "double": "café 😀 A\t\"\\/\u0085\u00a0end",
         "escaped break": "joinedhere  and folded", "surrogates": "😀", "last": "end"}
        """#)
  }

  @Test("flow collections over several lines, single-pair entries, comments, document markers and directives")
  func flowCollectionsAndDocuments() throws {
    try expect(
      """
      %YAML 1.2
      %TAG !e! tag:example.com,2000:
      --- # the document
      required: [id,
        name,  # a comment inside
        ]
      single pairs: [a: 1, b]
      json: {"a":1, "b": [true,null]}
      empty: [{}, [], '']
      tagged: !e!thing text
      ...
      # after the end marker
      """,
      reads: """
        {"required": ["id", "name"], "single pairs": [{"a": 1}, "b"],
         "json": {"a": 1, "b": [true, null]}, "empty": [{}, [], ""], "tagged": "text"}
        """)
  }

  @Test("anchors and aliases copy nodes; block sequences may sit at their key's indentation")
  func anchorsAndIndentlessSequences() throws {
    try expect(
      """
      definitions:
        id: &id {type: integer, format: int64}
      properties:
        a: *id
        b: *id
      list:
      - &first one
      - *first
      - - nested
        - compact: mapping
          second: key
      """,
      reads: """
        {"definitions": {"id": {"type": "integer", "format": "int64"}},
         "properties": {"a": {"type": "integer", "format": "int64"}, "b": {"type": "integer", "format": "int64"}},
         "list": ["one", "one", ["nested", {"compact": "mapping", "second": "key"}]]}
        """)
  }

  @Test("values and keys are located at their YAML node; an alias at the alias")
  func locations() throws {
    let document = try YAMLTestSupport.read(
      """
      openapi: 3.0.0
      info:
        title: "T"
        copy: &c {x: 1}
      paths: {}
      again: *c
      """)
    func place(_ value: LocatedJSON?) -> String {
      value.map { "\($0.location.line):\($0.location.column)" } ?? "none"
    }
    #expect(place(document) == "1:1")
    #expect(place(document.member("info")) == "3:3")
    #expect(place(document.member("info")?.member("title")) == "3:10")
    #expect(place(document.member("info")?.member("copy")) == "4:12")
    #expect(place(document.member("paths")) == "5:8")
    #expect(place(document.member("again")) == "6:8")
    #expect(place(document.member("again")?.member("x")) == "4:16")
    #expect(document.members.map { "\($0.keyLocation.line):\($0.keyLocation.column)" } == ["1:1", "2:1", "5:1", "6:1"])
    #expect(document.member("openapi")?.string == "3.0.0")
  }

  @Test("a JSON document read as YAML gives the value and the locations the JSON reader gives")
  func jsonIsYAML() throws {
    for name in ["openapi/PetStore30.openapi.json", "json-schema/Unions.schema.json"] {
      let bytes = try YAMLTestSupport.fixture(name)
      let json = try LocatedJSON.parse(bytes, file: name)
      let yaml = try YAMLReader.parse(bytes, file: name)
      #expect(YAMLTestSupport.difference(yaml, json) == nil)
      func places(_ value: LocatedJSON) -> [String] {
        var result = ["\(value.location.line):\(value.location.column)"]
        for element in value.elements ?? [] { result += places(element) }
        for member in value.members {
          result.append("\(member.key)@\(member.keyLocation.line):\(member.keyLocation.column)")
          result += places(member.value)
        }
        return result
      }
      #expect(places(yaml) == places(json), "\(name)")
    }
  }

  @Test("YAML is read for *.yaml and *.yml files and for input that does not start with '{' or '['")
  func detection() {
    let cases: [(text: String, file: String, isYAML: Bool)] = [
      ("{}", "a.json", false), ("  \n[1]", "-", false), ("\u{FEFF}{}", "-", false), ("", "-", false),
      ("openapi: 3.0.0", "-", true), ("openapi: 3.0.0", "api.json", true), ("# comment\n{}", "-", true),
      ("{}", "api.yaml", true), ("[]", "API.YML", true), ("\"text\"", "-", true),
    ]
    for item in cases {
      #expect(YAMLReader.isYAML(Array(item.text.utf8), file: item.file) == item.isYAML, "\(item)")
    }
  }
}
