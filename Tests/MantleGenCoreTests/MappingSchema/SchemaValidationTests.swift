import Testing

@testable import MantleGenCore

// MARK: - Helpers

/// The problems reported for `text` read as a schema file named `s.json`.
func problems(in text: String) -> [Diagnostic] {
  do {
    _ = try SchemaFile.read(Array(text.utf8), file: "s.json")
    return []
  } catch {
    return error.diagnostics
  }
}

/// Expects exactly the `expected` problems, in order: each one's full description, and the text
/// its location points at in `text` (what the file holds from that line and column on).
func expectProblems(
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
func fileWithProperty(_ property: String) -> String {
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
        "s.json:6:49: error: unknown field 'optinal' in a property of 'M'; expected 'name', 'key', 'type', 'optional', 'writesNull', 'keepsNull', 'default', 'transform', 'example', 'lossy', 'fallbackKeys', 'description', 'onInvalid', 'writesDefault', 'constant', 'unknownKeys', 'compares', 'writes', 'merge', 'constraints', 'deprecated'",
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
        "s.json:6:29: error: the key must be a string (a key or dotted key path), an array of key paths (a model read from several keys) or null (not in the JSON), found a number", "5,"
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
        "s.json:6:43: error: unknown type 'Strin'; expected a built-in type (Bool, CalendarDay, Data, Date, DateTime, Decimal, Double, Int, Int32, Int64, JSONValue, String, URL, UUID) or a model, enum, union or cluster of this schema",
        #"Strin""#
      ),
      (
        #"{ "name": "a", "key": "a", "type": "[String: Statu]" }"#,
        "s.json:6:52: error: unknown type 'Statu'; expected a built-in type (Bool, CalendarDay, Data, Date, DateTime, Decimal, Double, Int, Int32, Int64, JSONValue, String, URL, UUID) or a model, enum, union or cluster of this schema",
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
        "s.json:6:63: error: unknown transform 'iso'; expected one of 'iso8601', 'iso8601(any)', 'iso8601(fraction: 3)', 'iso8601(zone: +02:00)', 'iso8601(zone: none)', 'iso8601(seconds: none)', 'yyyy-MM-dd', 'yyyy-MM-dd HH:mm:ss', 'unix-seconds', 'unix-milliseconds', 'date-format: <pattern>', 'uuid-lowercase', 'url', 'lenient', 'first-element', 'number-string', 'number-string(fraction: 2)', 'number-format: decimal', 'custom(<Type>)'",
        #""iso""#
      ),
      (
        #"{ "name": "a", "key": "a", "type": "Date", "transform": "iso8601(fraction: 9)" }"#,
        "s.json:6:63: error: unknown transform 'iso8601(fraction: 9)'; expected one of 'iso8601', 'iso8601(any)', 'iso8601(fraction: 3)', 'iso8601(zone: +02:00)', 'iso8601(zone: none)', 'iso8601(seconds: none)', 'yyyy-MM-dd', 'yyyy-MM-dd HH:mm:ss', 'unix-seconds', 'unix-milliseconds', 'date-format: <pattern>', 'uuid-lowercase', 'url', 'lenient', 'first-element', 'number-string', 'number-string(fraction: 2)', 'number-format: decimal', 'custom(<Type>)'",
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
        #"s.json:6:31: error: invalid escape '\q' in the key path 'a\qb': '\' may only escape '.', '\' or '['"#, #"\\qb""#
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
    ] as [(String, String, String)])
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
        (#"s.json:6:33: error: invalid escape '\y' in the key path 'x\y': '\' may only escape '.', '\' or '['"#, #"\\y""#),
        (
          "s.json:6:48: error: unknown type 'Strin'; expected a built-in type (Bool, CalendarDay, Data, Date, DateTime, Decimal, Double, Int, Int32, Int64, JSONValue, String, URL, UUID) or a model, enum, union or cluster of this schema",
          #"Strin""#
        ),
        (
          "s.json:6:69: error: unknown transform 'iso'; expected one of 'iso8601', 'iso8601(any)', 'iso8601(fraction: 3)', 'iso8601(zone: +02:00)', 'iso8601(zone: none)', 'iso8601(seconds: none)', 'yyyy-MM-dd', 'yyyy-MM-dd HH:mm:ss', 'unix-seconds', 'unix-milliseconds', 'date-format: <pattern>', 'uuid-lowercase', 'url', 'lenient', 'first-element', 'number-string', 'number-string(fraction: 2)', 'number-format: decimal', 'custom(<Type>)'",
          #""iso""#
        ),
        (
          "s.json:6:76: error: unknown field 'size' in a property of 'M'; expected 'name', 'key', 'type', 'optional', 'writesNull', 'keepsNull', 'default', 'transform', 'example', 'lossy', 'fallbackKeys', 'description', 'onInvalid', 'writesDefault', 'constant', 'unknownKeys', 'compares', 'writes', 'merge', 'constraints', 'deprecated'",
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
          "s.json:6:46: error: unknown type 'Strin'; expected a built-in type (Bool, CalendarDay, Data, Date, DateTime, Decimal, Double, Int, Int32, Int64, JSONValue, String, URL, UUID) or a model, enum, union or cluster of this schema",
          #"Strin]""#
        ),
      ])
  }
}

// MARK: - Models and extends
