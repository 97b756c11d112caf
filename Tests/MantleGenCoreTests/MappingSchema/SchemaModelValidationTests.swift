import Testing

@testable import MantleGenCore

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
