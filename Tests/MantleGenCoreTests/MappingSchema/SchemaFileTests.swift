import Foundation
import Testing

@testable import MantleGenCore

// MARK: - Helpers

/// The repository's `Schemas/` folder.
private let schemasFolder = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("Schemas")

/// Reads `text` as a schema file named `s.json`, recording an issue when it has problems.
private func readSchema(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> MappingSchema? {
  do {
    return try SchemaFile.read(Array(text.utf8), file: "s.json")
  } catch {
    Issue.record("unexpected problems:\n\(error.diagnostics.map(\.description).joined(separator: "\n"))", sourceLocation: sourceLocation)
    return nil
  }
}

/// A schema using every feature of the format.
private let everyFeature = MappingSchema(
  rootName: "Feed", rootType: .model("Feed"),
  models: [
    Model(
      name: "Feed",
      properties: [
        Property(swiftName: "ownerID", keyPath: ["owner_info", "userid"], type: .int, isOptional: false, example: "42"),
        Property(swiftName: "odd", keyPath: ["a.b", #"c\d"#, "e"], type: .string, isOptional: true, example: #""x\"y""#),
        Property(swiftName: "isFavorite", keyPath: [], type: .bool, isOptional: false, defaultValue: .bool(false)),
        Property(swiftName: "note", keyPath: [], type: .string, isOptional: true),
        Property(
          swiftName: "level", keyPath: ["level"], type: .int, isOptional: false, defaultValue: .number("-1"),
          onInvalid: .replace),
        Property(swiftName: "ratio", keyPath: ["ratio"], type: .double, isOptional: false, defaultValue: .number("2.5e-3")),
        Property(swiftName: "price", keyPath: ["price"], type: .decimal, isOptional: false, defaultValue: .number("0.10")),
        Property(
          swiftName: "title", keyPath: ["title"], type: .string, isOptional: false,
          defaultValue: .string("untitled \"draft\"\n\\ é 🎉")),
        Property(swiftName: "tags", keyPath: ["tags"], type: .array(.string), isOptional: false, defaultValue: .emptyArray),
        Property(
          swiftName: "counts", keyPath: ["counts"], type: .dictionary(.int), isOptional: false, defaultValue: .emptyObject),
        Property(
          swiftName: "status", keyPath: ["status"], type: .enumeration("Status"), isOptional: false,
          defaultValue: .string("in_progress")),
        Property(swiftName: "nickname", keyPath: ["nick"], type: .string, isOptional: true, defaultValue: .null),
        Property(
          swiftName: "homepage", keyPath: ["homepage"], type: .url, isOptional: false,
          defaultValue: .string("https://example.com/")),
        Property(
          swiftName: "token", keyPath: ["token"], type: .uuid, isOptional: false,
          defaultValue: .string("7b1f2a6e-0c4d-4e5f-8a9b-0c1d2e3f4a5b"), transform: .lowercaseUUID),
        Property(swiftName: "default", keyPath: ["default"], type: .string, isOptional: true),
        Property(
          swiftName: "createdAt", keyPath: ["created_at"], type: .date, isOptional: false,
          transform: .date(.iso8601(fractionDigits: 0, zone: "Z"))),
        Property(
          swiftName: "updatedAt", keyPath: ["updated_at"], type: .date, isOptional: true,
          transform: .date(.iso8601(fractionDigits: 3, zone: "+02:00"))),
        Property(swiftName: "day", keyPath: ["day"], type: .date, isOptional: false, transform: .date(.date)),
        Property(swiftName: "seen", keyPath: ["seen"], type: .array(.date), isOptional: false, transform: .date(.dateTime)),
        Property(
          swiftName: "since", keyPath: ["since"], type: .date, isOptional: false, defaultValue: .number("0"),
          transform: .unixTime(.seconds)),
        Property(
          swiftName: "stamps", keyPath: ["stamps"], type: .dictionary(.date), isOptional: false,
          transform: .unixTime(.milliseconds)),
        Property(
          swiftName: "posted", keyPath: ["posted"], type: .date, isOptional: false,
          transform: .dateFormatter("EEE MMM dd HH:mm:ss zzz yyyy")),
        Property(
          swiftName: "count", keyPath: ["count"], type: .int, isOptional: false, transform: .lenient,
          fallbackKeys: ["Count", "n.b"]),
        Property(swiftName: "cover", keyPath: ["photos"], type: .model("Photo"), isOptional: true, transform: .firstElement),
        Property(swiftName: "values", keyPath: ["values"], type: .array(.optional(.union("Value"))), isOptional: false),
        Property(swiftName: "items", keyPath: ["items"], type: .array(.cluster("AnyItem")), isOptional: false),
        Property(
          swiftName: "albums", keyPath: ["albums"], type: .dictionary(.array(.model("Photo"))), isOptional: false),
        Property(swiftName: "extra", keyPath: ["extra"], type: .jsonValue, isOptional: true),
      ],
      sourcePaths: ["$"]),
    Model(
      name: "Photo",
      properties: [
        Property(swiftName: "url", keyPath: ["url"], type: .url, isOptional: false),
        Property(swiftName: "sizes", keyPath: [], type: .dictionary(.int), isOptional: false, holdsUnknownKeys: true),
      ],
      sourcePaths: ["$.photos[]", "$.albums.*[]"]),
    Model(
      name: "Item",
      properties: [
        Property(swiftName: "id", keyPath: ["id"], type: .int, isOptional: false),
        Property(swiftName: "isVip", keyPath: ["is_vip"], type: .bool, isOptional: false, defaultValue: .bool(false)),
      ],
      sourcePaths: ["$.items[]"]),
    Model(
      name: "VipItem", extends: "Item",
      properties: [Property(swiftName: "vipLevel", keyPath: ["vip_level"], type: .int, isOptional: false)],
      sourcePaths: ["$.items[]"]),
    Model(name: "GameItem", extends: "Item", properties: [], sourcePaths: [], onInvalid: .fail),
  ],
  unions: [
    UnionType(
      name: "Value",
      cases: [
        UnionCase(name: "int", type: .int), UnionCase(name: "string", type: .string),
        UnionCase(name: "photo", type: .model("Photo")), UnionCase(name: "list", type: .array(.optional(.double))),
      ],
      sourcePaths: ["$.values[]"])
  ],
  enums: [
    EnumType(
      name: "Status",
      cases: [
        EnumCase(name: "paid", value: "paid"), EnumCase(name: "inProgress", value: "in_progress"),
        EnumCase(name: "default", value: "default"),
      ],
      fallback: "unknown"),
    EnumType(name: "Kind", cases: [EnumCase(name: "a", value: "A")]),
    EnumType(name: "Closed", cases: [EnumCase(name: "x", value: "x")], isOpen: false),
  ],
  clusters: [
    ClusterType(
      name: "AnyItem",
      cases: [
        ClusterCase(name: "vip", model: "VipItem", rule: ClusterRule(key: "is_vip", value: .bool(true))),
        ClusterCase(name: "game", model: "GameItem", rule: ClusterRule(key: "type", value: .string("game"))),
        ClusterCase(name: "second", model: "GameItem", rule: ClusterRule(key: "version", value: .number("2"))),
        ClusterCase(name: "plain", model: "Item", rule: nil),
      ]),
    ClusterType(
      name: "AnyPhoto",
      cases: [
        ClusterCase(
          name: "sized", model: "Photo", rule: ClusterRule(key: "kind", condition: .oneOf([.string("a"), .string("b")]))),
        ClusterCase(name: "linked", model: "Photo", rule: ClusterRule(key: "url", condition: .present(true))),
        ClusterCase(name: "bare", model: "Photo", rule: ClusterRule(key: "url", condition: .present(false))),
      ], isOpen: false),
  ],
  sources: ["feed.json", "more/feed 2.json"],
  options: SchemaOptions(accessLevel: .internal, generatesMerge: true, makesAllOptional: true, onInvalid: .replace,
    keepsUnknownKeys: true))

// MARK: - Round trips

@Suite("Schema file round trips")
struct SchemaFileRoundTripTests {
  static let shippedSchemas = ["group_profile.json", "group_profiles.json", "login_result.json", "orders.json"]

  @Test("every shipped schema is in the table below")
  func tableListsEverySchema() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: schemasFolder.path).filter { $0.hasSuffix(".json") }
    #expect(files.sorted() == Self.shippedSchemas)
  }

  @Test("a shipped schema reads and is written back byte for byte", arguments: shippedSchemas)
  func shippedSchemaRoundTrips(name: String) throws {
    let bytes = try [UInt8](Data(contentsOf: schemasFolder.appendingPathComponent(name)))
    let schema = try SchemaFile.read(bytes, file: "Schemas/\(name)")
    #expect(SchemaFile.text(of: schema) == String(decoding: bytes, as: UTF8.self))
  }

  @Test("a schema using every feature is written, read back equal, and written again identically")
  func everyFeatureRoundTrips() throws {
    let text = SchemaFile.text(of: everyFeature)
    let reread = try #require(readSchema(text))
    #expect(reread == everyFeature)
    #expect(SchemaFile.text(of: reread) == text)
  }

  @Test("writes one property per line with escaped key paths and JSON-escaped strings")
  func writtenLayout() {
    let lines = SchemaFile.text(of: everyFeature).split(separator: "\n").map(String.init)
    let expectedLines = [
      #"  "options": { "access": "internal", "merge": true, "allOptional": true, "onInvalid": "replace", "keepUnknownKeys": true },"#,
      #"  "sources": ["feed.json", "more/feed 2.json"],"#,
      #"        { "name": "ownerID", "key": "owner_info.userid", "type": "Int", "example": "42" },"#,
      #"        { "name": "odd", "key": "a\\.b.c\\\\d.e", "type": "String", "optional": true, "example": "\"x\\\"y\"" },"#,
      #"        { "name": "isFavorite", "key": null, "type": "Bool", "default": false },"#,
      #"        { "name": "ratio", "key": "ratio", "type": "Double", "default": 2.5e-3 },"#,
      #"        { "name": "title", "key": "title", "type": "String", "default": "untitled \"draft\"\n\\ é 🎉" },"#,
      #"        { "name": "counts", "key": "counts", "type": "[String: Int]", "default": {} },"#,
      #"        { "name": "default", "key": "default", "type": "String", "optional": true },"#,
      #"        { "name": "updatedAt", "key": "updated_at", "type": "Date", "optional": true, "transform": "iso8601(fraction: 3, zone: +02:00)" },"#,
      #"        { "name": "posted", "key": "posted", "type": "Date", "transform": "date-format: EEE MMM dd HH:mm:ss zzz yyyy" },"#,
      #"        { "name": "values", "key": "values", "type": "[Value?]" },"#,
      #"        { "name": "albums", "key": "albums", "type": "[String: [Photo]]" },"#,
      #"      "extends": "Item","#,
      #"      "properties": []"#,
      #"      "fallback": "unknown","#,
      #"        { "case": "default", "value": "default" }"#,
      #"        { "case": "list", "type": "[Double?]" }"#,
      #"        { "case": "second", "model": "GameItem", "when": { "key": "version", "equals": 2 } },"#,
      #"        { "case": "plain", "model": "Item" }"#,
      #"        { "name": "sizes", "unknownKeys": true, "type": "[String: Int]" }"#,
      #"      "open": false,"#,
      #"        { "case": "sized", "model": "Photo", "when": { "key": "kind", "oneOf": ["a", "b"] } },"#,
      #"        { "case": "linked", "model": "Photo", "when": { "key": "url", "present": true } },"#,
      #"        { "case": "bare", "model": "Photo", "when": { "key": "url", "present": false } }"#,
    ]
    for line in expectedLines {
      #expect(lines.contains(line), "missing line \(line)")
    }
  }

  @Test("writes the sections in a fixed order and leaves out empty optional ones")
  func minimalSchemaText() {
    let schema = MappingSchema(
      rootName: "Root", rootType: .array(.model("Row")),
      models: [Model(name: "Row", properties: [], sourcePaths: ["$[]"])], sources: [])
    #expect(
      SchemaFile.text(of: schema) == """
        {
          "mantlegen": 1,
          "root": "Root",
          "rootType": "[Row]",
          "sources": [],
          "options": { "access": "public", "merge": false },
          "models": [
            {
              "name": "Row",
              "jsonPaths": ["$[]"],
              "properties": []
            }
          ]
        }

        """)
  }

  @Test("writes a type without cases as an empty list on one line")
  func emptyCaseLists() throws {
    var schema = everyFeature
    schema.enums.append(EnumType(name: "Open", cases: [], fallback: "other"))
    schema.unions.append(UnionType(name: "Nothing", cases: [], sourcePaths: []))
    let text = SchemaFile.text(of: schema)
    #expect(text.contains("      \"fallback\": \"other\",\n      \"cases\": []\n"))
    #expect(text.contains("      \"jsonPaths\": [],\n      \"cases\": []\n"))
  }

  @Test("reads a hand-written schema with optional sections left out and writes it in canonical form")
  func readsMinimalHandWrittenSchema() throws {
    let schema = try #require(
      readSchema(
        """
        {"models": [{"properties": [{"type": "Int", "key": "n", "name": "n"}], "name": "Root"}],
         "rootType": "Root", "root": "Root", "mantlegen": 1}
        """))
    #expect(schema.options == SchemaOptions(accessLevel: .public, generatesMerge: false))
    #expect(schema.sources.isEmpty && schema.enums.isEmpty && schema.unions.isEmpty && schema.clusters.isEmpty)
    #expect(schema.models == [Model(name: "Root", properties: [Property(swiftName: "n", keyPath: ["n"], type: .int, isOptional: false)], sourcePaths: [])])
    #expect(
      SchemaFile.text(of: schema).contains(
        """
              "jsonPaths": [],
              "properties": [
                { "name": "n", "key": "n", "type": "Int" }
              ]
        """))
  }

  @Test(
    "reads the options",
    arguments: [
      (#"{ "access": "internal" }"#, SchemaOptions(accessLevel: .internal, generatesMerge: false)),
      (#"{ "merge": true }"#, SchemaOptions(accessLevel: .public, generatesMerge: true)),
      (#"{ "merge": false, "access": "public" }"#, SchemaOptions(accessLevel: .public, generatesMerge: false)),
      (#"{}"#, SchemaOptions()),
    ])
  func readsOptions(options: String, expected: SchemaOptions) throws {
    let schema = try #require(
      readSchema(
        #"{ "mantlegen": 1, "root": "R", "rootType": "Int", "options": \#(options), "models": [] }"#))
    #expect(schema.options == expected)
  }

  @Test("reads keyword names plain, as written, and writes them back unchanged")
  func keywordNames() throws {
    let schema = try #require(
      readSchema(
        """
        { "mantlegen": 1, "root": "R", "rootType": "R",
          "models": [{ "name": "R", "properties": [{ "name": "class", "key": "class", "type": "Kind", "default": "for" }] }],
          "enums": [{ "name": "Kind", "fallback": "default", "cases": [{ "case": "for", "value": "for" }] }] }
        """))
    #expect(schema.models[0].properties[0].swiftName == "class")
    #expect(schema.enums[0].cases[0].name == "for")
    #expect(schema.enums[0].fallback == "default")
    let text = SchemaFile.text(of: schema)
    #expect(text.contains(#"{ "name": "class", "key": "class", "type": "Kind", "default": "for" }"#))
    #expect(text.contains(#""fallback": "default","#))
  }
}

// MARK: - Pieces of the format

@Suite("Schema file pieces")
struct SchemaFilePieceTests {
  @Test(
    "key paths are written with '.' and '\\' escaped and read back",
    arguments: [
      (["id"], "id"),
      (["owner_info", "userid"], "owner_info.userid"),
      (["a.b"], #"a\.b"#),
      ([#"c\d"#], #"c\\d"#),
      ([#"x.\"#, "y"], #"x\.\\.y"#),
      ([""], ""),
      (["é", "🎉"], "é.🎉"),
    ])
  func keyPathText(keys: [String], text: String) {
    #expect(JSONKeyPath.text(of: keys) == text)
    #expect(JSONKeyPath.keys(of: text) == keys)
  }

  @Test("a key path with a bad escape does not read", arguments: [#"a\b"#, #"a\"#, #"\n"#])
  func badKeyPath(text: String) {
    #expect(JSONKeyPath.keys(of: text) == nil)
  }

  @Test(
    "every transform name reads back as the transform it was written from",
    arguments: [
      Transform.date(.iso8601(fractionDigits: 0, zone: "Z")), .date(.iso8601(fractionDigits: 3, zone: "Z")),
      .date(.iso8601(fractionDigits: 0, zone: "+02:00")), .date(.iso8601(fractionDigits: 6, zone: "-0530")),
      .date(.date), .date(.dateTime), .unixTime(.seconds), .unixTime(.milliseconds), .dateFormatter("dd.MM.yyyy"),
      Transform(DatePatternDefinition(pattern: "MMMM d, yyyy", timeZone: "America/Los_Angeles", locale: "en_US")),
      Transform(DatePatternDefinition(pattern: "d MMMM yyyy", locale: "fr_FR")), .lowercaseUUID, .lenient, .firstElement,
    ])
  func transformNames(transform: Transform) throws {
    #expect(try Transform.named(transform.schemaName)?.get() == transform)
  }

  @Test(
    "a date-format's zone and locale are checked: unknown zones, malformed locales and other parts are named",
    arguments: [
      ("date-format: d MMM; zone: Mars/Olympus", "unknown time zone 'Mars/Olympus'"),
      ("date-format: d MMM; locale: english", "'english' is not a locale identifier"),
      ("date-format: d MMM; calendar: buddhist", "unknown part 'calendar: buddhist' of 'date-format:'"),
      ("date-format: d MMM; zone: UTC; zone: UTC", "unknown part 'zone: UTC' of 'date-format:'"),
    ])
  func datePatternSettings(name: String, message: String) {
    guard case .failure(let error)? = Transform.named(name) else {
      Issue.record("\(name) was accepted")
      return
    }
    #expect(error.message.hasPrefix(message), "\(error.message)")
  }

  @Test("every name listed in messages is a transform, except the date-format and custom placeholders")
  func knownTransformNames() {
    for name in Transform.nameForms where !["date-format: <pattern>", "custom(<Type>)"].contains(name) {
      #expect((try? Transform.named(name)?.get()) != nil, "\(name)")
    }
  }

  @Test(
    "type expressions are written in Swift syntax and parsed back",
    arguments: [
      (TypeReference.int, "Int"), (.bool, "Bool"), (.double, "Double"), (.decimal, "Decimal"), (.string, "String"),
      (.date, "Date"), (.url, "URL"), (.uuid, "UUID"), (.jsonValue, "JSONValue"), (.model("Photo"), "Photo"),
      (.enumeration("Status"), "Status"), (.union("Value"), "Value"), (.cluster("AnyItem"), "AnyItem"),
      (.array(.int), "[Int]"), (.array(.optional(.int)), "[Int?]"), (.optional(.array(.int)), "[Int]?"),
      (.dictionary(.model("Photo")), "[String: Photo]"), (.array(.array(.string)), "[[String]]"),
      (.dictionary(.array(.optional(.url))), "[String: [URL?]]"), (.optional(.dictionary(.int)), "[String: Int]?"),
    ])
  func typeExpressions(type: TypeReference, text: String) throws {
    let kinds: [String: TypeReference] = [
      "Photo": .model("Photo"), "Status": .enumeration("Status"), "Value": .union("Value"), "AnyItem": .cluster("AnyItem"),
    ]
    #expect(TypeExpression.text(of: type) == text)
    #expect(try TypeExpression.parse(text, lookup: { kinds[$0] }).get() == type)
  }
}
