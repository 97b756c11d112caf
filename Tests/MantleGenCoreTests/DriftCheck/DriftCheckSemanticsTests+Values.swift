import Foundation
import Testing

@testable import MantleGenCore

extension DriftCheckSemanticsTests {
  // MARK: - Optionality

  @Test("optional and defaulted properties tolerate missing and null; required ones report them")
  func optionalsAndDefaults() throws {
    let schema = Self.schema([
      Self.property("req", .int),
      Self.property("opt", .int, optional: true),
      Self.property("def", .int, default: .number("0")),
      Self.property("list", .array(.int)),
      Self.property("opts", .array(.optional(.int))),
    ])
    #expect(
      try findings(schema, #"{"req": null, "opt": null, "def": null, "list": [1, null], "opts": [1, null]}"#) == [
        "s.json:1:9: error: $.req: now null: Int in schema, null in sample",
        "s.json:1:53: error: $.list[]: now null: Int in schema, null in sample",
      ])
    let wrong = """
      {
        "opt": "x",
        "def": "y",
        "list": null,
        "opts": []
      }
      """
    #expect(
      try findings(schema, wrong) == [
        "s.json:1:1: error: $.req: required property missing: 'req' (Int) is missing",
        "s.json:2:10: error: $.opt: type changed: Int in schema, String in sample",
        "s.json:3:10: error: $.def: type changed: Int in schema, String in sample",
        "s.json:4:11: error: $.list: now null: [Int] in schema, null in sample",
      ])
  }

  @Test("JSONValue accepts every value, null included, but must be present unless optional")
  func jsonValue() throws {
    let schema = Self.schema([
      Self.property("any", .jsonValue),
      Self.property("maybe", .jsonValue, optional: true),
      Self.property("list", .array(.jsonValue), optional: true),
      Self.property("map", .dictionary(.jsonValue), optional: true),
    ])
    #expect(try findings(schema, #"{"any": null}"#) == [])
    #expect(
      try findings(schema, #"{"any": {"x": [1, null, "s"]}, "maybe": 5, "list": [null, {}], "map": {"a": null}}"#) == []
    )
    #expect(
      try findings(schema, #"{"maybe": null}"#) == [
        "s.json:1:1: error: $.any: required property missing: 'any' (JSONValue) is missing"
      ])
  }

  // MARK: - Scalars

  @Test("Int against every JSON kind")
  func intAgainstEveryKind() throws {
    #expect(
      try findings(Self.everyKindSchema(.int), Self.everyKind) == [
        "s.json:2:11: error: $.null: now null: Int in schema, null in sample",
        "s.json:3:11: error: $.bool: type changed: Int in schema, Bool in sample",
        "s.json:5:13: error: $.double: type changed: Int in schema, Double in sample",
        "s.json:6:13: error: $.string: type changed: Int in schema, String in sample",
        "s.json:7:12: error: $.array: type changed: Int in schema, Array in sample",
        "s.json:8:13: error: $.object: type changed: Int in schema, Object in sample",
      ])
  }

  @Test("Int accepts integral numbers in any notation as JSONDecoder does, but not fractions or numbers beyond Int")
  func intNumbers() throws {
    let keys = ["a", "b", "c", "d", "e", "f", "g", "h"]
    let schema = Self.schema(keys.map { Self.property($0, .int) })
    let numbers = """
      {
        "a": 1.0,
        "b": 1e2,
        "c": 1.5,
        "d": 9223372036854775808,
        "e": -9223372036854775808,
        "f": 1e400,
        "g": -0,
        "h": 1E+2
      }
      """
    #expect(
      try findings(schema, numbers) == [
        "s.json:4:8: error: $.c: type changed: Int in schema, Double in sample",
        "s.json:5:8: error: $.d: type changed: Int in schema, Double in sample",
        "s.json:7:8: error: $.f: type changed: Int in schema, out-of-range number in sample",
      ])
  }

  @Test("Double and Decimal accept every number within Double's range")
  func doubleAndDecimal() throws {
    #expect(
      try findings(Self.everyKindSchema(.double), Self.everyKind) == [
        "s.json:2:11: error: $.null: now null: Double in schema, null in sample",
        "s.json:3:11: error: $.bool: type changed: Double in schema, Bool in sample",
        "s.json:6:13: error: $.string: type changed: Double in schema, String in sample",
        "s.json:7:12: error: $.array: type changed: Double in schema, Array in sample",
        "s.json:8:13: error: $.object: type changed: Double in schema, Object in sample",
      ])
    #expect(
      try findings(Self.everyKindSchema(.decimal), Self.everyKind) == [
        "s.json:2:11: error: $.null: now null: Decimal in schema, null in sample",
        "s.json:3:11: error: $.bool: type changed: Decimal in schema, Bool in sample",
        "s.json:6:13: error: $.string: type changed: Decimal in schema, String in sample",
        "s.json:7:12: error: $.array: type changed: Decimal in schema, Array in sample",
        "s.json:8:13: error: $.object: type changed: Decimal in schema, Object in sample",
      ])
    let schema = Self.schema([Self.property("a", .double), Self.property("b", .decimal)])
    #expect(try findings(schema, #"{"a": 1e300, "b": 0.1000000000000000000000000001}"#) == [])
    #expect(
      try findings(schema, #"{"a": 1e400, "b": -1e400}"#) == [
        "s.json:1:7: error: $.a: type changed: Double in schema, out-of-range number in sample",
        "s.json:1:19: error: $.b: type changed: Decimal in schema, out-of-range number in sample",
      ])
    // Too small to be anything but zero: JSONDecoder refuses these too.
    let tiny = "0." + String(repeating: "0", count: 400) + "1"
    #expect(
      try findings(schema, #"{"a": 2e-324, "b": \#(tiny)}"#) == [
        "s.json:1:7: error: $.a: type changed: Double in schema, out-of-range number in sample",
        "s.json:1:20: error: $.b: type changed: Decimal in schema, out-of-range number in sample",
      ])
    #expect(try findings(schema, #"{"a": 5e-324, "b": 0e-400}"#) == [])
  }

  @Test("Bool and String accept only their own kind; integers beyond Int are named Double")
  func boolAndString() throws {
    #expect(
      try findings(Self.everyKindSchema(.bool), Self.everyKind) == [
        "s.json:2:11: error: $.null: now null: Bool in schema, null in sample",
        "s.json:4:10: error: $.int: type changed: Bool in schema, Int in sample",
        "s.json:5:13: error: $.double: type changed: Bool in schema, Double in sample",
        "s.json:6:13: error: $.string: type changed: Bool in schema, String in sample",
        "s.json:7:12: error: $.array: type changed: Bool in schema, Array in sample",
        "s.json:8:13: error: $.object: type changed: Bool in schema, Object in sample",
      ])
    #expect(
      try findings(Self.everyKindSchema(.string), Self.everyKind) == [
        "s.json:2:11: error: $.null: now null: String in schema, null in sample",
        "s.json:3:11: error: $.bool: type changed: String in schema, Bool in sample",
        "s.json:4:10: error: $.int: type changed: String in schema, Int in sample",
        "s.json:5:13: error: $.double: type changed: String in schema, Double in sample",
        "s.json:7:12: error: $.array: type changed: String in schema, Array in sample",
        "s.json:8:13: error: $.object: type changed: String in schema, Object in sample",
      ])
    let schema = Self.schema([Self.property("a", .string), Self.property("b", .string), Self.property("c", .bool)])
    #expect(
      try findings(schema, #"{"a": 9223372036854775808, "b": 1.0, "c": 0}"#) == [
        "s.json:1:7: error: $.a: type changed: String in schema, Double in sample",
        "s.json:1:33: error: $.b: type changed: String in schema, Double in sample",
        "s.json:1:43: error: $.c: type changed: Bool in schema, Int in sample",
      ])
  }

  @Test("URL accepts strings Foundation parses as a URL")
  func url() throws {
    #expect(
      try findings(Self.everyKindSchema(.url), Self.everyKind) == [
        "s.json:2:11: error: $.null: now null: URL in schema, null in sample",
        "s.json:3:11: error: $.bool: type changed: URL in schema, Bool in sample",
        "s.json:4:10: error: $.int: type changed: URL in schema, Int in sample",
        "s.json:5:13: error: $.double: type changed: URL in schema, Double in sample",
        "s.json:7:12: error: $.array: type changed: URL in schema, Array in sample",
        "s.json:8:13: error: $.object: type changed: URL in schema, Object in sample",
      ])
    let keys = ["a", "b", "c", "d", "e", "f"]
    let schema = Self.schema(keys.map { Self.property($0, .url) })
    let urls = """
      {
        "a": "https://example.com/a?b=c#d",
        "b": "not a url with spaces",
        "c": "",
        "d": "mailto:someone@example.com",
        "e": "relative/path",
        "f": "http://[::1"
      }
      """
    #expect(
      try findings(schema, urls) == [
        "s.json:4:8: error: $.c: type changed: URL in schema, String in sample",
        "s.json:7:8: error: $.f: type changed: URL in schema, String in sample",
      ])
  }

  @Test("UUID accepts either letter case and nothing but the 8-4-4-4-12 form")
  func uuid() throws {
    #expect(
      try findings(Self.everyKindSchema(.uuid), Self.everyKind) == [
        "s.json:2:11: error: $.null: now null: UUID in schema, null in sample",
        "s.json:3:11: error: $.bool: type changed: UUID in schema, Bool in sample",
        "s.json:4:10: error: $.int: type changed: UUID in schema, Int in sample",
        "s.json:5:13: error: $.double: type changed: UUID in schema, Double in sample",
        "s.json:6:13: error: $.string: type changed: UUID in schema, String in sample",
        "s.json:7:12: error: $.array: type changed: UUID in schema, Array in sample",
        "s.json:8:13: error: $.object: type changed: UUID in schema, Object in sample",
      ])
    let keys = ["lower", "upper", "braces", "short"]
    let schema = Self.schema(keys.map { Self.property($0, .uuid) })
    let uuids = """
      {
        "lower": "7b1f2a6e-0c4d-4e5f-8a9b-0c1d2e3f4a5b",
        "upper": "7B1F2A6E-0C4D-4E5F-8A9B-0C1D2E3F4A5B",
        "braces": "{7B1F2A6E-0C4D-4E5F-8A9B-0C1D2E3F4A5B}",
        "short": "7B1F2A6E"
      }
      """
    #expect(
      try findings(schema, uuids) == [
        "s.json:4:13: error: $.braces: type changed: UUID in schema, String in sample",
        "s.json:5:12: error: $.short: type changed: UUID in schema, String in sample",
      ])
  }

  @Test("dates: the format of a date transform, the JSON kind of the others")
  func dates() throws {
    let iso = Transform.date(.iso8601(fractionDigits: 0, zone: "Z"))
    let schema = Self.schema([
      Self.property("iso", .date, transform: iso),
      Self.property("isoVariant", .date, transform: iso),
      Self.property("isoBad", .date, transform: iso),
      Self.property("isoNumber", .date, transform: iso),
      Self.property("unix", .date, transform: .unixTime(.seconds)),
      Self.property("unixString", .date, transform: .unixTime(.milliseconds)),
      Self.property("pattern", .date, transform: .dateFormatter("dd.MM.yyyy")),
      Self.property("patternNumber", .date, transform: .dateFormatter("dd.MM.yyyy")),
      Self.property("plain", .date),
      Self.property("plainString", .date),
      Self.property("days", .array(.date), transform: .date(.date)),
    ])
    // A DateFormatter pattern of a layout inference detects (`dd.MM.yyyy`) is checked against the
    // string; other patterns are not.
    let dates = """
      {
        "iso": "2024-01-02T03:04:05Z",
        "isoVariant": "2024-01-02T03:04:05.5+01:00",
        "isoBad": "soon",
        "isoNumber": 1704164645,
        "unix": 1704164645,
        "unixString": "1704164645000",
        "pattern": "not even a date",
        "patternNumber": 5,
        "plain": 725846400,
        "plainString": "2024-01-02T03:04:05Z",
        "days": ["2024-01-02", "2024-01-02 03:04:05"]
      }
      """
    #expect(
      try findings(schema, dates) == [
        #"s.json:4:13: error: $.isoBad: date format changed: "soon" is not in the format iso8601"#,
        "s.json:5:16: error: $.isoNumber: type changed: Date in schema, Int in sample",
        "s.json:7:17: error: $.unixString: type changed: Date in schema, String in sample",
        #"s.json:8:14: error: $.pattern: date format changed: "not even a date" is not a date like "dd.MM.yyyy""#,
        "s.json:9:20: error: $.patternNumber: type changed: Date in schema, Int in sample",
        "s.json:11:18: error: $.plainString: type changed: Date in schema, String in sample",
        #"s.json:3:17: warning: $.isoVariant: date format changed: "2024-01-02T03:04:05.5+01:00" is not in the format "#
          + "iso8601; it decodes, but re-encodes in that format",
        #"s.json:12:26: warning: $.days[]: date format changed: "2024-01-02 03:04:05" is not in the format "#
          + "yyyy-MM-dd; it decodes, but re-encodes in that format",
      ])
  }

  @Test("a warning for a decodable date variant does not hide an undecodable date at the same path")
  func dateFindingsShareOnePath() throws {
    let schema = Self.schema([Self.property("days", .array(.date), transform: .date(.date))])
    let expected = [
      #"s.json:1:34: error: $.days[]: date format changed: "2024-02-30" is not in the format yyyy-MM-dd"#,
      #"s.json:1:11: warning: $.days[]: date format changed: "2024-01-02 03:04:05" is not in the format yyyy-MM-dd; "#
        + "it decodes, but re-encodes in that format",
    ]
    #expect(try findings(schema, #"{"days": ["2024-01-02 03:04:05", "2024-02-30"]}"#) == expected)
    #expect(
      try findings(schema, #"{"days": ["2024-02-30", "2024-01-02 03:04:05"]}"#) == [
        #"s.json:1:11: error: $.days[]: date format changed: "2024-02-30" is not in the format yyyy-MM-dd"#,
        #"s.json:1:25: warning: $.days[]: date format changed: "2024-01-02 03:04:05" is not in the format yyyy-MM-dd; "#
          + "it decodes, but re-encodes in that format",
      ])
  }

  @Test(
    "enumerations: new values warn when open or with a fallback, break when closed; values compare as Swift strings")
  func enumerations() throws {
    let schema = Self.schema(
      [
        Self.property("status", .enumeration("Status")),
        Self.property("composed", .enumeration("Status")),
        Self.property("decomposed", .enumeration("Status")),
        Self.property("other", .enumeration("Status")),
        Self.property("kind", .enumeration("Kind")),
        Self.property("mood", .enumeration("Mood")),
        Self.property("number", .enumeration("Status")),
      ],
      enums: [
        EnumType(
          name: "Status", cases: [EnumCase(name: "open", value: "open"), EnumCase(name: "eAcute", value: "\u{E9}")]),
        EnumType(name: "Kind", cases: [EnumCase(name: "a", value: "a")], isOpen: false),
        EnumType(name: "Mood", cases: [EnumCase(name: "calm", value: "calm")], fallback: "calm", isOpen: false),
      ])
    // Pinned as it is: "e\u{301}" is canonically equivalent to the case "\u{E9}" and matches it,
    // though its bytes differ (and re-encode as the case's).
    let values = """
      {
        "status": "open",
        "composed": "\\u00e9",
        "decomposed": "e\u{301}",
        "other": "archived",
        "kind": "b",
        "mood": "grumpy",
        "number": 1
      }
      """
    #expect(
      try findings(schema, values) == [
        "s.json:6:11: error: $.kind: new enum value: 'b' is not a case of Kind",
        "s.json:8:13: error: $.number: type changed: Status in schema, Int in sample",
        "s.json:5:12: warning: $.other: new enum value: 'archived' is not a case of Status; "
          + "it decodes as an unknown value",
        "s.json:7:11: warning: $.mood: new enum value: 'grumpy' is not a case of Mood; it decodes as an unknown value",
      ])
  }
}
