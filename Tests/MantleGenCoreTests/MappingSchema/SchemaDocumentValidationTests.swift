import Testing

@testable import MantleGenCore

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
        "s.json:1:65: error: unknown field 'model' in the schema; expected 'mantlegen', 'root', 'rootType', 'models', 'sources', 'options', 'enums', 'unions', 'clusters', 'aliases', 'endpoints', '$schema'",
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
        "s.json:1:88: error: unknown access level 'private'; expected 'public', 'internal' or 'package'", #""private""#
      ),
      (
        #"{ "mantlegen": 1, "root": "R", "rootType": "Int", "models": [], "options": { "merge": "yes" } }"#,
        "s.json:1:87: error: 'merge' must be true or false, found a string", #""yes""#
      ),
      (
        #"{ "mantlegen": 1, "root": "R", "rootType": "Int", "models": [], "options": { "acess": "public" } }"#,
        "s.json:1:78: error: unknown field 'acess' in the options; expected 'access', 'merge', 'mutable', 'classes', 'lenient', 'support', 'allOptional', 'onInvalid', 'keepUnknownKeys', 'identifiable', 'nested', 'acronyms', 'examples', 'convertFromSnakeCase', 'strictURLs', 'singleFile', 'typePrefix'", #""acess""#
      ),
      (
        #"{ "mantlegen": 1, "root": "R", "rootType": "Int", "models": [], "options": { "typePrefix": "1x" } }"#,
        "s.json:1:92: error: 'typePrefix' '1x' is not the start of a Swift type name", #""1x""#
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
          "s.json:2:19: error: unknown field 'roots' in the schema; expected 'mantlegen', 'root', 'rootType', 'models', 'sources', 'options', 'enums', 'unions', 'clusters', 'aliases', 'endpoints', '$schema'",
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
          "s.json:7:35: error: unknown type 'Thing'; expected a built-in type (Bool, CalendarDay, Data, Date, DateTime, Decimal, Double, Int, Int32, Int64, JSONValue, String, URL, UUID) or a model, enum, union or cluster of this schema",
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
        "s.json:6:79: error: unknown field 'is' in a rule; expected 'key', 'equals', 'oneOf', 'present'", #""is""#
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
          "s.json:2:55: error: unknown field 'colour' in the schema; expected 'mantlegen', 'root', 'rootType', 'models', 'sources', 'options', 'enums', 'unions', 'clusters', 'aliases', 'endpoints', '$schema'",
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
          "s.json:9:52: error: unknown type 'Itme'; expected a built-in type (Bool, CalendarDay, Data, Date, DateTime, Decimal, Double, Int, Int32, Int64, JSONValue, String, URL, UUID) or a model, enum, union or cluster of this schema",
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
          { "name": "Status", "cases": [{ "case": "open", "value": "open" }, { "case": "closed", "value": [1] }] }
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
          "s.json:8:23: error: unknown field 'colour' in a model; expected 'name', 'properties', 'extends', 'jsonPaths', 'description', 'onInvalid', 'validates', 'deprecated'",
          #""colour""#
        ),
        ("s.json:12:101: error: the case value must be a string, an integer, true, false or null, found an array", "[1] }"),
        (
          "s.json:17:74: error: the rule value must be a string, a number or true or false, found null", "null"
        ),
      ])
  }
}
