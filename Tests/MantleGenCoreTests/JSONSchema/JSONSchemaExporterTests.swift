import Testing

@testable import MantleGenCore

@Suite("JSON Schema exporter")
struct JSONSchemaExporterTests {
  static func schema(_ properties: [Property], enums: [EnumType] = []) -> ResolvedSchema {
    ResolvedSchema(
      MappingSchema(
        rootName: "User", rootType: .model("User"),
        models: [Model(name: "User", properties: properties, sourcePaths: ["$"])], enums: enums, sources: ["user.json"]))
  }

  @Test("key paths become nested objects, required only where a property must be present")
  func keyPathsNest() {
    let document = JSONSchemaExporter.document(
      for: Self.schema([
        Property(swiftName: "ownerID", keyPath: ["owner", "id"], type: .int, isOptional: false),
        Property(swiftName: "nick", keyPath: ["meta", "nick"], type: .string, isOptional: true),
        Property(swiftName: "level", keyPath: ["level"], type: .int, isOptional: false, defaultValue: .number("-1")),
        Property(swiftName: "isFavorite", keyPath: [], type: .bool, isOptional: false, defaultValue: .bool(false)),
      ]))
    let user = document["$defs"]?["User"]
    #expect(document["$ref"] == .string("#/$defs/User"))
    #expect(user?["required"] == .array([.string("owner")]))
    #expect(user?["properties"]?["owner"]?["required"] == .array([.string("id")]))
    #expect(user?["properties"]?["meta"]?["type"] == .array([.string("object"), .string("null")]))
    #expect(user?["properties"]?["level"] == .object(["type": .array([.string("integer"), .string("null")]), "default": .number("-1")]))
    #expect(user?["properties"]?["isFavorite"] == nil)
  }

  @Test("open enums are strings with examples, closed enums list their values, formats follow transforms")
  func enumsAndFormats() throws {
    let document = JSONSchemaExporter.document(
      for: Self.schema(
        [
          Property(swiftName: "at", keyPath: ["at"], type: .date, isOptional: false, transform: .date(.iso8601(fractionDigits: 0, zone: "Z"))),
          Property(swiftName: "day", keyPath: ["day"], type: .optional(.date), isOptional: false, transform: .date(.date)),
          Property(swiftName: "local", keyPath: ["local"], type: .date, isOptional: false, transform: .date(.iso8601(fractionDigits: 0, zone: ""))),
          Property(swiftName: "id", keyPath: ["id"], type: .uuid, isOptional: false),
          Property(swiftName: "seen", keyPath: ["seen"], type: .date, isOptional: false, transform: .date(.anyISO8601)),
        ],
        enums: [
          EnumType(name: "Open", cases: [EnumCase(name: "a", value: "a")]),
          EnumType(name: "Closed", cases: [EnumCase(name: "a", value: "a")], isOpen: false),
        ]))
    let properties = document["$defs"]?["User"]?["properties"]
    #expect(properties?["at"] == .object(["type": .string("string"), "format": .string("date-time")]))
    #expect(properties?["day"] == .object(["type": .array([.string("string"), .string("null")]), "format": .string("date")]))
    #expect(properties?["id"]?["format"] == .string("uuid"))
    // RFC 3339's date-time needs a zone: a local date-time is a plain string.
    #expect(properties?["local"] == .object(["type": .string("string")]))
    // Mixed layouts: date-time and date formats, and a pattern for the other layouts that decode.
    guard case .array(let formats)? = properties?["seen"]?["anyOf"], formats.count == 3,
      case .string(let pattern)? = formats[2]["pattern"]
    else {
      Issue.record("no anyOf of three: \(String(describing: properties?["seen"]))")
      return
    }
    #expect(formats[0] == .object(["format": .string("date-time")]))
    #expect(formats[1] == .object(["format": .string("date")]))
    let expression = try Regex(pattern)
    for text in ["2024-01-02T03:04:05.123456789+02:00", "2024-01-02 03:04", "2024-01-02t03:04:05,5z", "2024-01-02"] {
      #expect(text.wholeMatch(of: expression) != nil, "\(text)")
    }
    #expect("2024-01-02T03".wholeMatch(of: expression) == nil)
    #expect(document["$defs"]?["Open"] == .object(["type": .string("string"), "examples": .array([.string("a")])]))
    #expect(document["$defs"]?["Closed"] == .object(["type": .string("string"), "enum": .array([.string("a")])]))
  }

  @Test("JSON text is deterministic: short objects on one line, key order kept")
  func textLayout() {
    let document = JSONDocument.object([
      "b": .object(["type": .string("string")]),
      "a": .array([.object(["x": .object(["y": .null])])]),
    ])
    #expect(document.text == """
      {
        "b": { "type": "string" },
        "a": [
          {
            "x": { "y": null }
          }
        ]
      }

      """)
  }
}
