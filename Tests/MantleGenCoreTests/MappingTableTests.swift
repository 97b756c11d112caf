import Testing

@testable import MantleGenCore

@Suite("Mapping tables")
struct MappingTableTests {
  private let schema = MappingSchema(
    rootName: "Root", rootType: .model("Root"),
    models: [
      Model(
        name: "Root",
        properties: [
          Property(swiftName: "dotted", keyPath: ["a.b"], type: .string, isOptional: false),
          Property(swiftName: "nested", keyPath: ["a", "b"], type: .int, isOptional: false),
          Property(swiftName: "items", keyPath: ["items"], type: .array(.string), isOptional: false, isLossy: true),
          Property(swiftName: "status", keyPath: ["status"], type: .enumeration("Status"), isOptional: false),
          Property(swiftName: "value", keyPath: ["value"], type: .union("IntOrString"), isOptional: false),
        ],
        sourcePaths: ["$"]),
      Model(name: "Vip", properties: [], sourcePaths: ["$.x"]),
    ],
    unions: [
      UnionType(
        name: "IntOrString", cases: [UnionCase(name: "integer", type: .int), UnionCase(name: "string", type: .string)],
        sourcePaths: ["$.value"])
    ],
    enums: [EnumType(name: "Status", cases: [EnumCase(name: "open", value: "open")])],
    clusters: [
      ClusterType(
        name: "AnyRoot",
        cases: [
          ClusterCase(name: "vip", model: "Vip", rule: ClusterRule(key: "is_vip", value: .bool(true))),
          ClusterCase(name: "plain", model: "Root", rule: nil),
        ])
    ],
    sources: ["root.json"])

  @Test("a dotted key is one key (escaped), a key path is dotted; lossy arrays are marked")
  func keyPaths() {
    let tables = MappingTableRenderer.tables(for: schema, translator: SwiftTranslator(schema: schema))
    let rows = tables.models[0].rows
    #expect(rows.map(\.keyPath) == [#"a\.b"#, "a.b", "items", "status", "value"])
    #expect(rows[2].transform == "lossy: failing elements skipped")
  }

  @Test("enums, unions and clusters get tables of their cases")
  func choices() {
    let tables = MappingTableRenderer.tables(for: schema, translator: SwiftTranslator(schema: schema))
    #expect(tables.choices.map(\.kind) == ["enum", "union", "cluster"])
    #expect(tables.choices[0].otherValues == "decode as `unknown(value)` and encode back unchanged")
    #expect(tables.choices[0].cases == [ChoiceRow(swiftCase: "open", stands: "\"open\"", when: nil)])
    #expect(tables.choices[1].name == "RootSupport.IntOrString")
    #expect(tables.choices[1].cases.map(\.stands) == ["Int", "String"])
    #expect(tables.choices[2].cases.map(\.when) == ["is_vip is true", "otherwise"])
    let markdown = MappingTableRenderer.markdown(tables, sources: ["root.json"])
    #expect(markdown.contains("\n## AnyRoot (cluster)\n\nOther values take the case without a rule.\n"))
    #expect(markdown.contains("| `vip` | `Vip` | `is_vip is true` |\n| `plain` | `Root` | otherwise |\n"))
  }

  @Test("types that lose information carry a note")
  func notes() {
    #expect(MappingTableRenderer.note(for: .array(.decimal)) == "Decimal: the numbers fit neither Int nor Double exactly")
    #expect(MappingTableRenderer.note(for: .optional(.jsonValue))?.hasPrefix("JSONValue:") == true)
    #expect(MappingTableRenderer.note(for: .int) == nil)
  }
}
