import Testing

@testable import MantleGenCore

@Suite("Drift checker")
struct DriftCheckerTests {
  private let schema = MappingSchema(
    rootName: "Root", rootType: .model("Root"),
    models: [
      Model(
        name: "Root",
        properties: [
          Property(swiftName: "userID", keyPath: ["user_id"], type: .int, isOptional: false, fallbackKeys: ["userId"]),
          Property(swiftName: "status", keyPath: ["status"], type: .enumeration("Status"), isOptional: false),
          Property(swiftName: "kind", keyPath: ["kind"], type: .enumeration("Kind"), isOptional: false),
          Property(
            swiftName: "at", keyPath: ["at"], type: .date, isOptional: false,
            transform: .date(.iso8601(fractionDigits: 0, zone: "Z"))),
        ],
        sourcePaths: ["$"])
    ],
    enums: [
      EnumType(name: "Status", cases: [EnumCase(name: "open", value: "open")]),
      EnumType(name: "Kind", cases: [EnumCase(name: "a", value: "a")], isOpen: false),
    ],
    sources: ["root.json"])

  private func findings(_ json: String) throws -> [String] {
    var checker = DriftChecker(schema: ResolvedSchema(schema))
    try checker.check(Array(json.utf8), file: "s.json", allowsMultipleDocuments: false)
    return checker.report.findings.map(\.description)
  }

  @Test("a finding is printed as a diagnostic: one line, control characters in keys and values escaped")
  func findingsAreOneLineDiagnostics() throws {
    let json = #"{"user_id": 1, "status": "op\ten", "kind": "a", "at": "2024-01-01T00:00:00Z", "new\nkey": 1}"#
    #expect(
      try findings(json) == [
        #"s.json:1:26: warning: $.status: new enum value: 'op\ten' is not a case of Status; it decodes as an unknown value"#,
        #"s.json:1:91: warning: $["new\nkey"]: new key: not in the schema (Int)"#,
      ])
  }

  @Test("a fallback key stands for the property; neither key present is a missing property")
  func fallbackKeys() throws {
    #expect(try findings(#"{"userId": 1, "status": "open", "kind": "a", "at": "2024-01-01T00:00:00Z"}"#) == [])
    #expect(
      try findings(#"{"status": "open", "kind": "a", "at": "2024-01-01T00:00:00Z"}"#) == [
        "s.json:1:1: error: $.user_id: required property missing: 'userID' (Int) is missing"
      ])
  }

  @Test("new values of open enums and decodable date variants are warnings (listed after errors); closed enums and non-dates break")
  func severities() throws {
    let found = try findings(#"{"user_id": 1, "status": "archived", "kind": "b", "at": "2024-01-01T00:00:00.5+01:00"}"#)
    #expect(
      found == [
        "s.json:1:46: error: $.kind: new enum value: 'b' is not a case of Kind",
        "s.json:1:26: warning: $.status: new enum value: 'archived' is not a case of Status; it decodes as an unknown value",
        "s.json:1:57: warning: $.at: date format changed: \"2024-01-01T00:00:00.5+01:00\" is not in the format iso8601; it decodes, but re-encodes in that format",
      ])
    #expect(try findings(#"{"user_id": 1, "status": "open", "kind": "a", "at": "soon"}"#).count == 1)
  }
}
