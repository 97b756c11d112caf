import Testing

@testable import MantleGenCore

// MARK: - Helpers

/// The problems reported for `text` read as a schema file named `s.json`.
private func problems(in text: String) -> [Diagnostic] {
  do {
    _ = try SchemaFile.read(Array(text.utf8), file: "s.json")
    return []
  } catch {
    return error.diagnostics
  }
}

/// Expects exactly the `expected` problems, in order: each one's full description, and the text
/// its location points at in `text` (what the file holds from that line and column on).
private func expectProblems(
  _ text: String, _ expected: [(description: String, pointsAt: String)],
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  let found = problems(in: text)
  #expect(found.map(\.description) == expected.map(\.description), sourceLocation: sourceLocation)
  let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
  for (diagnostic, expectation) in zip(found, expected) {
    guard let location = diagnostic.location, location.line <= lines.count else {
      Issue.record("\(diagnostic) has no location in the file", sourceLocation: sourceLocation)
      continue
    }
    let rest = String(decoding: lines[location.line - 1].utf8.dropFirst(location.column - 1), as: UTF8.self)
    #expect(rest.hasPrefix(expectation.pointsAt), "\(diagnostic) points at «\(rest)»", sourceLocation: sourceLocation)
  }
}

/// A schema file whose model `M` has a property `id` (line 5) and then `property` (line 6,
/// column 7); the enum `Status` has the values "paid" and "open".
private func fileWithProperty(_ property: String) -> String {
  """
  {
    "mantlegen": 1, "root": "M", "rootType": "M",
    "models": [
      { "name": "M", "properties": [
        { "name": "id", "key": "id", "type": "Int" },
        \(property)
      ] }
    ],
    "enums": [{ "name": "Status", "cases": [{ "case": "paid", "value": "paid" }, { "case": "open", "value": "open" }] }]
  }
  """
}

// MARK: - Properties

@Suite("Schema validation: properties")
struct SchemaPropertyValidationTests {
  @Test(
    "a property with one problem gets one located message",
    arguments: [
      // Fields
      (
        #"{ "name": "a", "key": "a", "type": "Int", "optinal": true }"#,
        "s.json:6:49: error: unknown field 'optinal' in a property of 'M'; expected 'name', 'key', 'type', 'optional', 'writesNull', 'default', 'transform', 'example', 'lossy', 'fallbackKeys', 'description'",
        #""optinal""#
      ),
      (
        #"{ "name": "a", "key": "a", "type": "Int", "writesNull": true }"#,
        "s.json:6:63: error: 'writesNull' writes null for nil; the property must be optional",
        "true"
      ),
      (
        #"{ "name": "a", "key": null, "type": "Int", "optional": true, "writesNull": true }"#,
        "s.json:6:82: error: a property that is not in the JSON (key null) writes nothing, not null",
        "true"
      ),
      (
        #"{ "name": "a", "key": "a", "type": "Int", "lossy": true }"#,
        "s.json:6:58: error: 'lossy' skips array elements that fail to decode; the type must be an array",
        "true"
      ),
      (
        #"{ "name": "a", "key": "a", "type": "[Date]", "transform": "iso8601", "lossy": true }"#,
        "s.json:6:85: error: 'lossy' cannot be combined with a transform",
        "true"
      ),
      (#"{ "name": "a", "type": "Int" }"#, "s.json:6:7: error: a property of 'M' is missing the field 'key'", #"{ "name""#),
      (
        #"{ "name": "a", "key": "a", "key": "b", "type": "Int" }"#,
        "s.json:6:34: error: duplicate field 'key' in a property of 'M'", #""key": "b""#
      ),
      (
        #"{ "name": "a", "key": "a", "type": "Int", "type": "String" }"#,
        "s.json:6:49: error: duplicate field 'type' in a property of 'M'", #""type": "String""#
      ),
      // Kinds of values
      (#"{ "name": "a", "key": "a", "type": 5 }"#, "s.json:6:42: error: the type must be a string, found a number", "5 }"),
      (
        #"{ "name": "a", "key": 5, "type": "Int" }"#,
        "s.json:6:29: error: the key must be a string (a key or dotted key path) or null (not in the JSON), found a number", "5,"
      ),
      (
        #"{ "name": "a", "key": "a", "type": "Int", "optional": "yes" }"#,
        "s.json:6:61: error: 'optional' must be true or false, found a string", #""yes""#
      ),
      (#"{ "name": true, "key": "a", "type": "Int" }"#, "s.json:6:17: error: the property name must be a string, found a boolean", "true"),
      (#"{ "name": "a", "key": "a", "type": "Int", "example": 4 }"#, "s.json:6:60: error: the example must be a string, found a number", "4 }"),
      // Types
      (
        #"{ "name": "a", "key": "a", "type": "Strin" }"#,
        "s.json:6:43: error: unknown type 'Strin'; expected a built-in type (Bool, Date, Decimal, Double, Int, JSONValue, String, URL, UUID) or a model, enum, union or cluster of this schema",
        #"Strin""#
      ),
      (
        #"{ "name": "a", "key": "a", "type": "[String: Statu]" }"#,
        "s.json:6:52: error: unknown type 'Statu'; expected a built-in type (Bool, Date, Decimal, Double, Int, JSONValue, String, URL, UUID) or a model, enum, union or cluster of this schema",
        #"Statu]""#
      ),
      (#"{ "name": "a", "key": "a", "type": "string" }"#, "s.json:6:43: error: unknown type 'string'; did you mean 'String'?", #"string""#),
      (#"{ "name": "a", "key": "a", "type": "[Int" }"#, "s.json:6:47: error: expected ']' to close the collection type", #"" }"#),
      (
        #"{ "name": "a", "key": "a", "type": "[Int: String]" }"#,
        "s.json:6:44: error: dictionary keys must be String, not Int: write '[String: T]'", "Int: String]"
      ),
      (
        #"{ "name": "a", "key": "a", "type": "Int??" }"#,
        "s.json:6:47: error: a type can be made optional only once: 'Int??' would be a double optional", #"?" }"#
      ),
      (#"{ "name": "a", "key": "a", "type": "[Int]]" }"#, "s.json:6:48: error: unexpected ']' in type '[Int]]'", #"]" }"#),
      (#"{ "name": "a", "key": "a", "type": "" }"#, "s.json:6:43: error: expected a type name", #"" }"#),
      // Transforms
      (
        #"{ "name": "a", "key": "a", "type": "Date", "transform": "iso" }"#,
        "s.json:6:63: error: unknown transform 'iso'; expected one of 'iso8601', 'iso8601(any)', 'iso8601(fraction: 3)', 'iso8601(zone: +02:00)', 'iso8601(zone: none)', 'iso8601(seconds: none)', 'yyyy-MM-dd', 'yyyy-MM-dd HH:mm:ss', 'unix-seconds', 'unix-milliseconds', 'date-format: <pattern>', 'uuid-lowercase', 'lenient', 'first-element', 'number-string', 'number-string(fraction: 2)'",
        #""iso""#
      ),
      (
        #"{ "name": "a", "key": "a", "type": "Date", "transform": "iso8601(fraction: 9)" }"#,
        "s.json:6:63: error: unknown transform 'iso8601(fraction: 9)'; expected one of 'iso8601', 'iso8601(any)', 'iso8601(fraction: 3)', 'iso8601(zone: +02:00)', 'iso8601(zone: none)', 'iso8601(seconds: none)', 'yyyy-MM-dd', 'yyyy-MM-dd HH:mm:ss', 'unix-seconds', 'unix-milliseconds', 'date-format: <pattern>', 'uuid-lowercase', 'lenient', 'first-element', 'number-string', 'number-string(fraction: 2)'",
        #""iso8601(fraction: 9)""#
      ),
      (
        #"{ "name": "a", "key": "a", "type": "Date", "transform": "date-format: " }"#,
        "s.json:6:63: error: the transform 'date-format:' needs a DateFormatter pattern after the colon, e.g. 'date-format: yyyy-MM-dd'",
        #""date-format: ""#
      ),
      (
        #"{ "name": "a", "key": "a", "type": "Int", "transform": "unix-seconds" }"#,
        "s.json:6:62: error: property 'a': the transform 'unix-seconds' needs the type Date (or collections of it), not Int",
        #""unix-seconds""#
      ),
      (
        #"{ "name": "a", "key": "a", "type": "[String]", "transform": "iso8601" }"#,
        "s.json:6:67: error: property 'a': the transform 'iso8601' needs the type Date (or collections of it), not [String]",
        #""iso8601""#
      ),
      (
        #"{ "name": "a", "key": "a", "type": "String", "transform": "number-string" }"#,
        "s.json:6:65: error: property 'a': the transform 'number-string' needs the type Int, Double or Decimal (or collections of them), not String",
        #""number-string""#
      ),
      (
        #"{ "name": "a", "key": "a", "type": "[Int]", "transform": "number-string(fraction: 2)" }"#,
        "s.json:6:64: error: property 'a': the transform 'number-string(fraction: 2)' needs the type Double or Decimal (or collections of them), not [Int]",
        #""number-string(fraction: 2)""#
      ),
      (
        #"{ "name": "a", "key": "a", "type": "Double", "transform": "number-string(fraction: 12)" }"#,
        "s.json:6:65: error: the transform 'number-string(…)' takes the digits after the point, 0 to 9: 'number-string(fraction: 2)'",
        #""number-string(fraction: 12)""#
      ),
      (
        #"{ "name": "a", "key": "a", "type": "String", "transform": "uuid-lowercase" }"#,
        "s.json:6:65: error: property 'a': the transform 'uuid-lowercase' needs the type UUID (or collections of it), not String",
        #""uuid-lowercase""#
      ),
      // Defaults
      (
        #"{ "name": "a", "key": "a", "type": "Int", "default": "x" }"#,
        #"s.json:6:60: error: property 'a': the default "x" is not a value of type Int"#, #""x""#
      ),
      (
        #"{ "name": "a", "key": "a", "type": "Bool", "default": -1 }"#,
        "s.json:6:61: error: property 'a': the default -1 is not a value of type Bool", "-1"
      ),
      (
        #"{ "name": "a", "key": "a", "type": "Int", "default": 1.5 }"#,
        "s.json:6:60: error: property 'a': the default 1.5 is not a value of type Int", "1.5"
      ),
      (
        #"{ "name": "a", "key": "a", "type": "Int", "default": 99999999999999999999 }"#,
        "s.json:6:60: error: property 'a': the default 99999999999999999999 is not a value of type Int", "9999"
      ),
      (
        #"{ "name": "a", "key": "a", "type": "Double", "default": 1e400 }"#,
        "s.json:6:63: error: property 'a': the default 1e400 is not a value of type Double", "1e400"
      ),
      (
        #"{ "name": "a", "key": "a", "type": "Int", "default": null }"#,
        #"s.json:6:60: error: property 'a': the default null needs "optional": true; otherwise give a value of type Int"#,
        "null"
      ),
      (
        #"{ "name": "a", "key": "a", "type": "[Int]", "default": {} }"#,
        "s.json:6:62: error: property 'a': the default {} is not a value of type [Int]", "{}"
      ),
      (
        #"{ "name": "a", "key": "a", "type": "URL", "default": "not a url" }"#,
        #"s.json:6:60: error: property 'a': the default "not a url" is not a value of type URL"#, #""not a url""#
      ),
      (
        #"{ "name": "a", "key": "a", "type": "UUID", "default": "nope" }"#,
        #"s.json:6:61: error: property 'a': the default "nope" is not a value of type UUID"#, #""nope""#
      ),
      (
        #"{ "name": "a", "key": "a", "type": "Status", "default": "closed" }"#,
        #"s.json:6:63: error: property 'a': the default "closed" is not a value of the enum 'Status' ("paid", "open")"#,
        #""closed""#
      ),
      (
        #"{ "name": "a", "key": "a", "type": "Status", "default": "Paid" }"#,
        #"s.json:6:63: error: property 'a': the default "Paid" is not a value of the enum 'Status' ("paid", "open")"#,
        #""Paid""#
      ),
      (
        #"{ "name": "a", "key": "a", "type": "[Int]", "default": [1] }"#,
        "s.json:6:62: error: the default must be a scalar, [] or {}, found a non-empty array", "[1]"
      ),
      // Properties not in the JSON
      (
        #"{ "name": "a", "key": null, "type": "Int" }"#,
        #"s.json:6:29: error: property 'a': it is not in the JSON ("key": null), so it needs a "default" or "optional": true"#,
        "null"
      ),
      // Names
      (
        #"{ "name": "1abc", "key": "a", "type": "Int" }"#,
        "s.json:6:17: error: the property name '1abc' is not a Swift identifier: use ASCII letters, digits and '_', not starting with a digit",
        #""1abc""#
      ),
      (
        #"{ "name": "a-b", "key": "a", "type": "Int" }"#,
        "s.json:6:17: error: the property name 'a-b' is not a Swift identifier: use ASCII letters, digits and '_', not starting with a digit",
        #""a-b""#
      ),
      (
        #"{ "name": "", "key": "a", "type": "Int" }"#,
        "s.json:6:17: error: the property name '' is not a Swift identifier: use ASCII letters, digits and '_', not starting with a digit",
        #""""#
      ),
      (
        #"{ "name": "naïve", "key": "a", "type": "Int" }"#,
        "s.json:6:17: error: the property name 'naïve' is not a Swift identifier: use ASCII letters, digits and '_', not starting with a digit",
        #""naïve""#
      ),
      (
        #"{ "name": "self", "key": "a", "type": "Int" }"#,
        "s.json:6:17: error: the property name 'self' cannot be used: Swift reserves it or every generated type has a member of that name; use another name, such as 'selfValue'",
        #""self""#
      ),
      (
        #"{ "name": "hashValue", "key": "a", "type": "Int" }"#,
        "s.json:6:17: error: the property name 'hashValue' cannot be used: Swift reserves it or every generated type has a member of that name; use another name, such as 'hashValueValue'",
        #""hashValue""#
      ),
      (#"{ "name": "_", "key": "a", "type": "Int" }"#, "s.json:6:17: error: the property name '_' is not a usable name", #""_""#),
      (#"{ "name": "id", "key": "a", "type": "Int" }"#, "s.json:6:17: error: two properties of 'M' are named 'id'", #""id""#),
      (
        #"{ "name": "ID", "key": "a", "type": "Int" }"#,
        "s.json:6:17: error: two properties of 'M' are named 'id' and 'ID'; names must differ in more than letter case", #""ID""#
      ),
      // Key paths
      (#"{ "name": "a", "key": "id", "type": "Int" }"#, "s.json:6:29: error: 'id' and 'a' are both mapped to the key path 'id'", #""id""#),
      (
        #"{ "name": "a", "key": "id.value", "type": "Int" }"#,
        "s.json:6:29: error: the key path 'id.value' of 'a' goes through 'id', the key path of 'id'; a key path cannot lead into another property's value",
        #""id.value""#
      ),
      (
        #"{ "name": "a", "key": "a\\qb", "type": "Int" }"#,
        #"s.json:6:31: error: invalid escape '\q' in the key path 'a\qb': '\' may only escape '.' or '\'"#, #"\\qb""#
      ),
      (
        #"{ "name": "a", "key": "x.a\\", "type": "Int" }"#,
        #"s.json:6:33: error: the key path 'x.a\' ends in a lone '\'; write '\\' for a backslash in a key"#, #"\\""#
      ),
      (
        #"{ "name": "a", "key": "a..b", "type": "Int" }"#,
        #"s.json:6:29: error: the key path 'a..b' has an empty key; a key path is keys separated by single dots (write '\.' for a dot inside a key)"#,
        #""a..b""#
      ),
      (
        #"{ "name": "a", "key": ".a", "type": "Int" }"#,
        #"s.json:6:29: error: the key path '.a' has an empty key; a key path is keys separated by single dots (write '\.' for a dot inside a key)"#,
        #"".a""#
      ),
    ])
  func oneProblem(property: String, description: String, pointsAt: String) {
    expectProblems(fileWithProperty(property), [(description, pointsAt)])
  }

  @Test(
    "a valid property reads",
    arguments: [
      #"{ "name": "default", "key": "default", "type": "Int" }"#,
      #"{ "name": "a", "key": "a", "type": "Int?" }"#,
      #"{ "name": "a", "key": "a", "type": "[[Int?]?]" }"#,
      #"{ "name": "a", "key": "", "type": "Int" }"#,
      #"{ "name": "a", "key": "a\\.b", "type": "Int" }"#,
      #"{ "name": "a", "key": "id\\.value", "type": "Int" }"#,
      #"{ "name": "a", "key": "a", "type": "Int", "optional": true, "default": null }"#,
      #"{ "name": "a", "key": null, "type": "Int", "optional": true }"#,
      #"{ "name": "a", "key": null, "type": "Status", "default": "open" }"#,
      #"{ "name": "a", "key": "a", "type": "Double", "default": 1 }"#,
      #"{ "name": "a", "key": "a", "type": "Decimal", "default": 0.10 }"#,
      #"{ "name": "a", "key": "a", "type": "Date", "default": 0, "transform": "unix-seconds" }"#,
      #"{ "name": "a", "key": "a", "type": "[Decimal]?", "transform": "number-string(fraction: 2)" }"#,
      #"{ "name": "a", "key": "a", "type": "Int", "transform": "number-string" }"#,
      #"{ "name": "a", "key": "a", "type": "[String: [Date?]]", "transform": "iso8601(fraction: 3)" }"#,
      #"{ "name": "a", "key": "a", "type": "UUID", "default": "7B1F2A6E-0C4D-4E5F-8A9B-0C1D2E3F4A5B" }"#,
      #"{ "name": "a", "key": "a", "type": "URL", "default": "https://example.com" }"#,
      #"{ "name": "a", "key": "a", "type": "[Int]", "default": [], "transform": "lenient" }"#,
      #"{ "name": "a", "key": "a", "type": "[String: Int]", "default": {} }"#,
      #"{ "name": "a", "key": "a", "type": "M", "optional": true, "transform": "first-element" }"#,
      #"{ "name": "a", "key": "a", "type": "Date", "transform": "date-format: dd.MM.yyyy" }"#,
      #"{ "name": "a", "key": "a", "type": "Int", "example": "\"3\"" }"#,
    ])
  func validProperty(property: String) {
    expectProblems(fileWithProperty(property), [])
  }

  @Test("one property with several problems gets all of them, in file order")
  func severalProblemsInOneProperty() {
    expectProblems(
      fileWithProperty(#"{ "name": "a-b", "key": "x\\y", "type": "Strin", "transform": "iso", "size": 1 }"#),
      [
        (
          "s.json:6:17: error: the property name 'a-b' is not a Swift identifier: use ASCII letters, digits and '_', not starting with a digit",
          #""a-b""#
        ),
        (#"s.json:6:33: error: invalid escape '\y' in the key path 'x\y': '\' may only escape '.' or '\'"#, #"\\y""#),
        (
          "s.json:6:48: error: unknown type 'Strin'; expected a built-in type (Bool, Date, Decimal, Double, Int, JSONValue, String, URL, UUID) or a model, enum, union or cluster of this schema",
          #"Strin""#
        ),
        (
          "s.json:6:69: error: unknown transform 'iso'; expected one of 'iso8601', 'iso8601(any)', 'iso8601(fraction: 3)', 'iso8601(zone: +02:00)', 'iso8601(zone: none)', 'iso8601(seconds: none)', 'yyyy-MM-dd', 'yyyy-MM-dd HH:mm:ss', 'unix-seconds', 'unix-milliseconds', 'date-format: <pattern>', 'uuid-lowercase', 'lenient', 'first-element', 'number-string', 'number-string(fraction: 2)'",
          #""iso""#
        ),
        (
          "s.json:6:76: error: unknown field 'size' in a property of 'M'; expected 'name', 'key', 'type', 'optional', 'writesNull', 'default', 'transform', 'example', 'lossy', 'fallbackKeys', 'description'",
          #""size""#
        ),
      ])
  }

  @Test("a property whose default and transform both do not fit gets both problems")
  func defaultAndTransformProblems() {
    expectProblems(
      fileWithProperty(#"{ "name": "a", "key": null, "type": "Int", "default": "x", "transform": "unix-seconds" }"#),
      [
        (#"s.json:6:61: error: property 'a': the default "x" is not a value of type Int"#, #""x""#),
        (
          "s.json:6:79: error: property 'a': the transform 'unix-seconds' needs the type Date (or collections of it), not Int",
          #""unix-seconds""#
        ),
      ])
  }

  @Test("columns count UTF-8 bytes, also inside strings")
  func columnsCountBytes() {
    expectProblems(
      fileWithProperty(#"{ "name": "é", "key": "é", "type": "[Strin]" }"#),
      [
        (
          "s.json:6:17: error: the property name 'é' is not a Swift identifier: use ASCII letters, digits and '_', not starting with a digit",
          #""é""#
        ),
        (
          "s.json:6:46: error: unknown type 'Strin'; expected a built-in type (Bool, Date, Decimal, Double, Int, JSONValue, String, URL, UUID) or a model, enum, union or cluster of this schema",
          #"Strin]""#
        ),
      ])
  }
}

// MARK: - Models and extends

@Suite("Schema validation: models")
struct SchemaModelValidationTests {
  @Test("a property may not take the name or key path of an inherited one")
  func inheritedNamesAndKeyPaths() {
    expectProblems(
      """
      {
        "mantlegen": 1, "root": "Child", "rootType": "Child",
        "models": [
          { "name": "Base", "properties": [{ "name": "id", "key": "id", "type": "Int" }] },
          { "name": "Child", "extends": "Base", "properties": [{ "name": "id", "key": "child_id", "type": "Int" }] },
          { "name": "GrandChild", "extends": "Child", "properties": [
            { "name": "identifier", "key": "id", "type": "Int" },
            { "name": "Id", "key": "other", "type": "Int" }
          ] }
        ]
      }
      """,
      [
        ("s.json:5:68: error: 'id' is already a property of 'Base', which 'Child' extends", #""id""#),
        ("s.json:7:38: error: 'id' (from 'Base') and 'identifier' are both mapped to the key path 'id'", #""id""#),
        (
          "s.json:8:17: error: 'Id' is already a property of 'Base', which 'GrandChild' extends (as 'id'; names must differ in more than letter case)",
          #""Id""#
        ),
      ])
  }

  @Test("a key path may not lead into the value of another, own or inherited")
  func keyPathsThroughValues() {
    expectProblems(
      """
      {
        "mantlegen": 1, "root": "Child", "rootType": "Child",
        "models": [
          { "name": "Base", "properties": [
            { "name": "owner", "key": "owner", "type": "JSONValue", "optional": true },
            { "name": "cityName", "key": "address.city.name", "type": "String" }
          ] },
          { "name": "Child", "extends": "Base", "properties": [
            { "name": "ownerID", "key": "owner.id", "type": "Int" },
            { "name": "city", "key": "address.city", "type": "JSONValue" },
            { "name": "a", "key": "a", "type": "JSONValue" },
            { "name": "abc", "key": "a.b.c", "type": "Int" },
            { "name": "ab", "key": "a.b", "type": "JSONValue" }
          ] }
        ]
      }
      """,
      [
        (
          "s.json:9:35: error: the key path 'owner.id' of 'ownerID' goes through 'owner', the key path of 'owner' (from 'Base'); a key path cannot lead into another property's value",
          #""owner.id""#
        ),
        (
          "s.json:10:32: error: the key path 'address.city.name' of 'cityName' (from 'Base') goes through 'address.city', the key path of 'city'; a key path cannot lead into another property's value",
          #""address.city""#
        ),
        (
          "s.json:12:31: error: the key path 'a.b.c' of 'abc' goes through 'a', the key path of 'a'; a key path cannot lead into another property's value",
          #""a.b.c""#
        ),
        (
          "s.json:12:31: error: the key path 'a.b.c' of 'abc' goes through 'a.b', the key path of 'ab'; a key path cannot lead into another property's value",
          #""a.b.c""#
        ),
        (
          "s.json:13:30: error: the key path 'a.b' of 'ab' goes through 'a', the key path of 'a'; a key path cannot lead into another property's value",
          #""a.b""#
        ),
      ])
  }

  @Test("'extends' must name a model of the schema")
  func unknownParents() {
    expectProblems(
      """
      {
        "mantlegen": 1, "root": "A", "rootType": "A",
        "models": [
          { "name": "A", "extends": "Missing", "properties": [] },
          { "name": "B", "extends": "Status", "properties": [] },
          { "name": "C", "extends": "AnyA", "properties": [] }
        ],
        "enums": [{ "name": "Status", "cases": [{ "case": "a", "value": "a" }] }],
        "clusters": [{ "name": "AnyA", "cases": [{ "case": "a", "model": "A" }] }]
      }
      """,
      [
        ("s.json:4:31: error: model 'A' extends unknown model 'Missing'", #""Missing""#),
        ("s.json:5:31: error: model 'B' extends 'Status', which is an enum, not a model", #""Status""#),
        ("s.json:6:31: error: model 'C' extends 'AnyA', which is a cluster, not a model", #""AnyA""#),
      ])
  }

  @Test("'extends' must not form a cycle; a model extending into a cycle is not blamed for it")
  func extendsCycles() {
    expectProblems(
      """
      {
        "mantlegen": 1, "root": "A", "rootType": "A",
        "models": [
          { "name": "A", "extends": "B", "properties": [{ "name": "x", "key": "x", "type": "Int" }] },
          { "name": "B", "extends": "A", "properties": [{ "name": "x", "key": "x", "type": "Int" }] },
          { "name": "C", "extends": "A", "properties": [{ "name": "y", "key": "y", "type": "Int" }] },
          { "name": "D", "extends": "D", "properties": [] }
        ]
      }
      """,
      [
        ("s.json:4:31: error: model 'A' extends itself (A → B → A); 'extends' must not form a cycle", #""B""#),
        ("s.json:5:31: error: model 'B' extends itself (B → A → B); 'extends' must not form a cycle", #""A""#),
        ("s.json:7:31: error: model 'D' extends itself (D → D); 'extends' must not form a cycle", #""D""#),
      ])
  }

  @Test("a type name is declared once, also across sections and letter case")
  func typeNamesDeclaredTwice() {
    expectProblems(
      """
      {
        "mantlegen": 1, "root": "M", "rootType": "M",
        "models": [
          { "name": "M", "properties": [] },
          { "name": "M", "properties": [] },
          { "name": "Item", "properties": [] }
        ],
        "enums": [{ "name": "Status", "cases": [{ "case": "a", "value": "a" }] }],
        "unions": [{ "name": "Status", "cases": [{ "case": "int", "type": "Int" }] }],
        "clusters": [{ "name": "item", "cases": [{ "case": "a", "model": "Item" }] }]
      }
      """,
      [
        ("s.json:5:15: error: the type name 'M' is declared twice (first on line 4)", #""M""#),
        ("s.json:9:24: error: the type name 'Status' is declared twice (first on line 8)", #""Status""#),
        (
          "s.json:10:26: error: the type names 'Item' (line 6) and 'item' differ only in letter case; their files would collide on case-insensitive file systems",
          #""item""#
        ),
      ])
  }

  @Test(
    "type names must be usable Swift type names",
    arguments: [
      (
        "1abc",
        "s.json:4:15: error: the model name '1abc' is not a Swift identifier: use ASCII letters, digits and '_', not starting with a digit"
      ),
      (
        "a-b",
        "s.json:4:15: error: the model name 'a-b' is not a Swift identifier: use ASCII letters, digits and '_', not starting with a digit"
      ),
      ("class", "s.json:4:15: error: the model name 'class' is a Swift keyword"),
      ("Self", "s.json:4:15: error: the model name 'Self' is a Swift keyword"),
      (
        "String",
        "s.json:4:15: error: the model name 'String' is taken by a Swift or Foundation type that generated code uses; use another name, such as 'StringModel'"
      ),
      (
        "Data",
        "s.json:4:15: error: the model name 'Data' is taken by a Swift or Foundation type that generated code uses; use another name, such as 'DataModel'"
      ),
    ])
  func badModelNames(name: String, description: String) {
    expectProblems(
      """
      {
        "mantlegen": 1, "root": "Root", "rootType": "Int",
        "models": [
          { "name": "\(name)", "properties": [] }
        ]
      }
      """,
      [(description, "\"\(name)\"")])
  }
}

// MARK: - The document

@Suite("Schema validation: document")
struct SchemaDocumentValidationTests {
  @Test(
    "the top level has the version, root, root type and models",
    arguments: [
      (
        #"{ "mantlegen": 2, "root": "R", "rootType": "Int", "models": [] }"#,
        #"s.json:1:16: error: unsupported schema version 2; this mantlegen reads version 1 ("mantlegen": 1)"#, "2,"
      ),
      (
        #"{ "mantlegen": 1.0, "root": "R", "rootType": "Int", "models": [] }"#,
        #"s.json:1:16: error: unsupported schema version 1.0; this mantlegen reads version 1 ("mantlegen": 1)"#, "1.0"
      ),
      (
        #"{ "mantlegen": "1", "root": "R", "rootType": "Int", "models": [] }"#,
        "s.json:1:16: error: the schema version must be the number 1, found a string", #""1""#
      ),
      (#"{ "root": "R", "rootType": "Int", "models": [] }"#, "s.json:1:1: error: the schema is missing the field 'mantlegen'", "{"),
      (
        #"{ "mantlegen": 1, "root": "R", "rootType": "Int", "models": {} }"#,
        "s.json:1:61: error: 'models' must be an array, found an object", "{}"
      ),
      (
        #"{ "mantlegen": 1, "root": "R", "rootType": "Int", "models": [], "model": [] }"#,
        "s.json:1:65: error: unknown field 'model' in the schema; expected 'mantlegen', 'root', 'rootType', 'models', 'sources', 'options', 'enums', 'unions', 'clusters'",
        #""model""#
      ),
      (
        #"{ "mantlegen": 1, "root": "R", "rootType": "Int", "models": [], "sources": ["a", 1] }"#,
        "s.json:1:82: error: a source must be a string, found a number", "1]"
      ),
      (
        #"{ "mantlegen": 1, "root": "R", "rootType": "[Int", "models": [] }"#,
        "s.json:1:49: error: expected ']' to close the collection type", #"", "models""#
      ),
      (
        #"{ "mantlegen": 1, "root": "my root", "rootType": "Int", "models": [] }"#,
        "s.json:1:27: error: the root name 'my root' is not a Swift identifier: use ASCII letters, digits and '_', not starting with a digit",
        #""my root""#
      ),
      (
        #"{ "mantlegen": 1, "root": "Date", "rootType": "Int", "models": [] }"#,
        "s.json:1:27: error: the root name 'Date' is taken by a Swift or Foundation type that generated code uses; use another name, such as 'DateModel'",
        #""Date""#
      ),
      (
        #"{ "mantlegen": 1, "root": "R", "rootType": "Int", "models": [], "options": { "access": "private" } }"#,
        "s.json:1:88: error: unknown access level 'private'; expected 'public' or 'internal'", #""private""#
      ),
      (
        #"{ "mantlegen": 1, "root": "R", "rootType": "Int", "models": [], "options": { "merge": "yes" } }"#,
        "s.json:1:87: error: 'merge' must be true or false, found a string", #""yes""#
      ),
      (
        #"{ "mantlegen": 1, "root": "R", "rootType": "Int", "models": [], "options": { "acess": "public" } }"#,
        "s.json:1:78: error: unknown field 'acess' in the options; expected 'access', 'merge', 'mutable', 'classes', 'lenient', 'support'", #""acess""#
      ),
      (
        #"{ "mantlegen": 1, "root": "R", "rootType": "Int", "models": [], "options": [] }"#,
        "s.json:1:76: error: the options must be an object, found an array", "[]"
      ),
      (#"[]"#, "s.json:1:1: error: the schema must be an object, found an array", "[]"),
    ])
  func documentProblem(text: String, description: String, pointsAt: String) {
    expectProblems(text, [(description, pointsAt)])
  }

  @Test("a file that is not JSON gets the JSON reader's located message")
  func notJSON() {
    let found = problems(in: "{\n  \"mantlegen\": 1,\n}")
    #expect(found.count == 1)
    #expect(found.first?.location == SourceLocation(file: "s.json", line: 2, column: 17))
  }

  @Test("missing required fields are reported at the object that lacks them, after unknown ones")
  func missingFields() {
    expectProblems(
      """
      {
        "mantlegen": 1, "roots": "R",
        "models": [{ "properties": [] }]
      }
      """,
      [
        ("s.json:1:1: error: the schema is missing the field 'root'", "{"),
        ("s.json:1:1: error: the schema is missing the field 'rootType'", "{"),
        (
          "s.json:2:19: error: unknown field 'roots' in the schema; expected 'mantlegen', 'root', 'rootType', 'models', 'sources', 'options', 'enums', 'unions', 'clusters'",
          #""roots""#
        ),
        ("s.json:3:14: error: a model is missing the field 'name'", "{ \"properties\""),
      ])
  }
}

// MARK: - Enums, unions and clusters

@Suite("Schema validation: enums, unions and clusters")
struct SchemaTypeValidationTests {
  @Test("enum cases have distinct names and values, and a fallback must not take a listed value")
  func enumCases() {
    expectProblems(
      """
      {
        "mantlegen": 1, "root": "R", "rootType": "[Status]", "models": [],
        "enums": [
          { "name": "Status", "fallback": "unknown", "cases": [
            { "case": "paid", "value": "paid" },
            { "case": "paid", "value": "PAID" },
            { "case": "open", "value": "paid" },
            { "case": "other", "value": "unknown" }
          ] },
          { "name": "Empty", "cases": [] },
          { "name": "Kind", "cases": [{ "case": "none", "value": "none" }, { "case": "a b", "value": "x" }] }
        ]
      }
      """,
      [
        ("s.json:4:37: error: the fallback case 'unknown' is not one of the cases of 'Status', so it is added with the value \"unknown\", which the case on line 8 already has; make that case the fallback", #""unknown""#),
        ("s.json:6:17: error: the enum 'Status' has two cases named 'paid' (the first on line 5)", #""paid""#),
        ("s.json:7:34: error: the enum 'Status' has two cases for the value \"paid\" (the first on line 5)", #""paid""#),
        ("s.json:10:33: error: the enum 'Empty' needs at least one case", "[]"),
        (
          "s.json:11:43: error: the case name 'none' would make '.none' ambiguous with Optional's case; use another name, such as 'noneValue'",
          #""none""#
        ),
        (
          "s.json:11:80: error: the case name 'a b' is not a Swift identifier: use ASCII letters, digits and '_', not starting with a digit",
          #""a b""#
        ),
      ])
  }

  @Test("union cases have distinct names and known types")
  func unionCases() {
    expectProblems(
      """
      {
        "mantlegen": 1, "root": "R", "rootType": "[Value]", "models": [],
        "unions": [
          { "name": "Value", "cases": [
            { "case": "int", "type": "Int" },
            { "case": "int", "type": "Double" },
            { "case": "thing", "type": "Thing" }
          ] },
          { "name": "Nothing", "cases": [] }
        ]
      }
      """,
      [
        ("s.json:6:17: error: the union 'Value' has two cases named 'int' (the first on line 5)", #""int""#),
        (
          "s.json:7:35: error: unknown type 'Thing'; expected a built-in type (Bool, Date, Decimal, Double, Int, JSONValue, String, URL, UUID) or a model, enum, union or cluster of this schema",
          #"Thing""#
        ),
        ("s.json:9:35: error: the union 'Nothing' needs at least one case", "[]"),
      ])
  }

  @Test("cluster cases use models of the schema, have rules (but the last) and distinct names")
  func clusterCases() {
    expectProblems(
      """
      {
        "mantlegen": 1, "root": "R", "rootType": "[AnyItem]",
        "models": [{ "name": "Item", "properties": [] }],
        "enums": [{ "name": "Kind", "cases": [{ "case": "a", "value": "a" }] }],
        "clusters": [
          { "name": "AnyItem", "cases": [
            { "case": "vip", "model": "VipItem", "when": { "key": "is_vip", "equals": true } },
            { "case": "kind", "model": "Kind", "when": { "key": "type", "equals": "kind" } },
            { "case": "plain", "model": "Item" },
            { "case": "vip", "model": "Item", "when": { "key": "level", "equals": 2 } },
            { "case": "other", "model": "Item" }
          ] },
          { "name": "TwoFallbacks", "cases": [
            { "case": "a", "model": "Item" },
            { "case": "b", "model": "Item" }
          ] },
          { "name": "Empty", "cases": [] }
        ]
      }
      """,
      [
        ("s.json:7:33: error: case 'vip' of cluster 'AnyItem' uses unknown model 'VipItem'", #""VipItem""#),
        ("s.json:8:34: error: case 'kind' of cluster 'AnyItem' uses 'Kind', which is an enum, not a model", #""Kind""#),
        (
          #"s.json:9:7: error: case 'plain' of cluster 'AnyItem' has no "when" rule but is not the last case; only the last case may be the fallback without a rule"#,
          #"{ "case": "plain""#
        ),
        ("s.json:10:17: error: the cluster 'AnyItem' has two cases named 'vip' (the first on line 7)", #""vip""#),
        (
          #"s.json:14:7: error: case 'a' of cluster 'TwoFallbacks' has no "when" rule but is not the last case; only the last case may be the fallback without a rule"#,
          #"{ "case": "a""#
        ),
        ("s.json:17:33: error: the cluster 'Empty' needs at least one case", "[]"),
      ])
  }

  @Test(
    "a cluster rule has a key and a string, number or boolean value",
    arguments: [
      (
        #"{ "key": "type", "equals": null }"#,
        "s.json:6:74: error: the rule value must be a string, a number or true or false, found null", "null"
      ),
      (
        #"{ "key": "type", "equals": ["a"] }"#,
        "s.json:6:74: error: the rule value must be a string, a number or true or false, found an array", #"["a"]"#
      ),
      (#"{ "equals": "a" }"#, "s.json:6:47: error: a rule is missing the field 'key'", #"{ "equals""#),
      (#"{ "key": 1, "equals": "a" }"#, "s.json:6:56: error: the rule key must be a string, found a number", "1,"),
      (
        #"{ "key": "type", "equals": "a", "is": "a" }"#,
        "s.json:6:79: error: unknown field 'is' in a rule; expected 'key', 'equals'", #""is""#
      ),
      (#""type""#, "s.json:6:47: error: a rule must be an object, found a string", #""type""#),
    ])
  func clusterRules(rule: String, description: String, pointsAt: String) {
    expectProblems(
      """
      {
        "mantlegen": 1, "root": "R", "rootType": "[AnyItem]",
        "models": [{ "name": "Item", "properties": [] }],
        "clusters": [
          { "name": "AnyItem", "cases": [
            { "case": "a", "model": "Item", "when": \(rule) },
            { "case": "b", "model": "Item" }
          ] }
        ]
      }
      """,
      [(description, pointsAt)])
  }
}

// MARK: - Many problems at once

@Suite("Schema validation: many problems")
struct SchemaManyProblemsTests {
  @Test("every problem of a file is reported at once, in file order")
  func everyProblemInFileOrder() {
    expectProblems(
      """
      {
        "mantlegen": 1, "root": "Feed", "rootType": "Feed", "colour": "red",
        "models": [
          { "name": "Feed", "properties": [
            { "name": "id", "key": "id", "type": "Int", "default": "x" },
            { "name": "id", "key": "feed_id", "type": "Int" },
            { "name": "when", "key": "when", "type": "Int", "transform": "unix-seconds" },
            { "name": "hidden", "key": null, "type": "Bool" },
            { "name": "items", "key": "items", "type": "[Itme]" },
            { "name": "count", "key": "id", "type": "Int" }
          ] },
          { "name": "Vip", "extends": "Feeed", "properties": [] },
          { "name": "Feed", "properties": [] }
        ],
        "clusters": [
          { "name": "AnyFeed", "cases": [
            { "case": "plain", "model": "Feed" },
            { "case": "vip", "model": "Vip", "when": { "key": "vip", "equals": true } }
          ] }
        ]
      }
      """,
      [
        (
          "s.json:2:55: error: unknown field 'colour' in the schema; expected 'mantlegen', 'root', 'rootType', 'models', 'sources', 'options', 'enums', 'unions', 'clusters'",
          #""colour""#
        ),
        (#"s.json:5:62: error: property 'id': the default "x" is not a value of type Int"#, #""x""#),
        ("s.json:6:17: error: two properties of 'Feed' are named 'id'", #""id""#),
        (
          "s.json:7:68: error: property 'when': the transform 'unix-seconds' needs the type Date (or collections of it), not Int",
          #""unix-seconds""#
        ),
        (
          #"s.json:8:34: error: property 'hidden': it is not in the JSON ("key": null), so it needs a "default" or "optional": true"#,
          "null"
        ),
        (
          "s.json:9:52: error: unknown type 'Itme'; expected a built-in type (Bool, Date, Decimal, Double, Int, JSONValue, String, URL, UUID) or a model, enum, union or cluster of this schema",
          #"Itme]""#
        ),
        ("s.json:10:33: error: 'id' and 'count' are both mapped to the key path 'id'", #""id""#),
        ("s.json:12:33: error: model 'Vip' extends unknown model 'Feeed'", #""Feeed""#),
        ("s.json:13:15: error: the type name 'Feed' is declared twice (first on line 4)", #""Feed""#),
        (
          #"s.json:17:7: error: case 'plain' of cluster 'AnyFeed' has no "when" rule but is not the last case; only the last case may be the fallback without a rule"#,
          #"{ "case": "plain""#
        ),
      ])
  }

  @Test("parts that do not read are not reported again where they are used")
  func noFollowOnProblems() {
    expectProblems(
      """
      {
        "mantlegen": 1, "root": "Feed", "rootType": "Feed",
        "models": [
          { "name": "Feed", "properties": [
            { "name": "status", "key": "status", "type": "Status", "default": "closed" },
            { "name": "hidden", "key": null, "type": "Bool", "optional": "yes" }
          ] },
          { "name": "Base", "colour": "red", "properties": [] },
          { "name": "Vip", "extends": "Base", "properties": [] }
        ],
        "enums": [
          { "name": "Status", "cases": [{ "case": "open", "value": "open" }, { "case": "closed", "value": 1 }] }
        ],
        "clusters": [
          { "name": "AnyFeed", "cases": [
            { "case": "base", "model": "Base" },
            { "case": "vip", "model": "Vip", "when": { "key": "vip", "equals": null } }
          ] }
        ]
      }
      """,
      [
        ("s.json:6:68: error: 'optional' must be true or false, found a string", #""yes""#),
        (
          "s.json:8:23: error: unknown field 'colour' in a model; expected 'name', 'properties', 'extends', 'jsonPaths', 'description'",
          #""colour""#
        ),
        ("s.json:12:101: error: the case value must be a string, found a number", "1 }"),
        (
          "s.json:17:74: error: the rule value must be a string, a number or true or false, found null", "null"
        ),
      ])
  }
}
