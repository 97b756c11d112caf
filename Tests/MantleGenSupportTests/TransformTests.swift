import Foundation
import Testing

@testable import MantleGenSupport

/// A model as mantlegen generates it: key paths and transforms through the support library.
private struct Event: Codable, Equatable {
  static let whenTransform = JSONSupport.DateFormat.iso8601(fractionDigits: 3, zone: "+02:00")
  static let daysTransform = JSONSupport.ArrayTransform(JSONSupport.DateFormat.date)
  static let seenTransform = JSONSupport.OptionalTransform(JSONSupport.UnixTimeTransform(.milliseconds))
  static let countTransform = JSONSupport.LenientTransform<Int>()

  var when: Date
  var days: [Date]
  var seen: Date??
  var count: Int?
  var dotted: String?

  enum CodingKeys: String, CodingKey {
    case when, days, seen, count
    case meta
  }

  enum MetaCodingKeys: String, CodingKey {
    case dotted = "a.b"
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    when = try Self.whenTransform.decode(from: container, forKey: .when)
    days = try Self.daysTransform.decode(from: container, forKey: .days)
    seen = try Self.seenTransform.decodeIfPresent(from: container, forKey: .seen)
    count = try Self.countTransform.decodeIfPresent(from: container, forKey: .count)
    let meta = try JSONSupport.nestedContainerIfPresent(
      keyedBy: MetaCodingKeys.self, forKey: .meta, in: container)
    dotted = try meta?.decodeIfPresent(String.self, forKey: .dotted)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try Self.whenTransform.encode(when, to: &container, forKey: .when)
    try Self.daysTransform.encode(days, to: &container, forKey: .days)
    try Self.seenTransform.encodeIfPresent(seen, to: &container, forKey: .seen)
    try Self.countTransform.encodeIfPresent(count, to: &container, forKey: .count)
    if dotted != nil {
      var meta = container.nestedContainer(keyedBy: MetaCodingKeys.self, forKey: .meta)
      try meta.encodeIfPresent(dotted, forKey: .dotted)
    }
  }
}

@Suite("Support transforms")
struct TransformTests {
  private func roundTrip(_ json: String) throws -> (Event, Any) {
    let event = try JSONDecoder().decode(Event.self, from: Data(json.utf8))
    let encoded = try JSONEncoder().encode(event)
    return (event, try JSONSerialization.jsonObject(with: encoded))
  }

  @Test("a model decodes through transforms and key paths and re-encodes the same JSON")
  func modelRoundTrip() throws {
    let json = #"""
      {"when": "2024-05-01T10:00:00.250+02:00", "days": ["2024-01-01", "2000-02-29"],
       "seen": 1700000000123, "count": "7", "meta": {"a.b": "dotted key"}}
      """#
    let (event, encoded) = try roundTrip(json)
    #expect(event.when == Date(timeIntervalSince1970: 1_714_550_400.25))
    #expect(event.count == 7)
    #expect(event.dotted == "dotted key")
    let object = try #require(encoded as? [String: Any])
    #expect(object["when"] as? String == "2024-05-01T10:00:00.250+02:00")
    #expect(object["days"] as? [String] == ["2024-01-01", "2000-02-29"])
    #expect((object["seen"] as? NSNumber)?.int64Value == 1_700_000_000_123)
    #expect((object["meta"] as? [String: String]) == ["a.b": "dotted key"])
  }

  @Test("missing optional values and containers decode as nil and are not written")
  func missingValues() throws {
    let (event, encoded) = try roundTrip(#"{"when": "2024-05-01T10:00:00.000+02:00", "days": []}"#)
    #expect(event.seen == nil && event.count == nil && event.dotted == nil)
    let object = try #require(encoded as? [String: Any])
    #expect(Set(object.keys) == ["when", "days"])
  }

  @Test("a value in the wrong format names its coding path")
  func errorsNameThePath() throws {
    let json = #"{"when": "yesterday", "days": ["2024-01-01"]}"#
    #expect {
      try JSONDecoder().decode(Event.self, from: Data(json.utf8))
    } throws: { error in
      guard case DecodingError.dataCorrupted(let context) = error else { return false }
      return context.codingPath.map(\.stringValue) == ["when"]
    }
    let days = #"{"when": "2024-05-01T10:00:00.000+02:00", "days": ["2024-01-01", "January"]}"#
    #expect {
      try JSONDecoder().decode(Event.self, from: Data(days.utf8))
    } throws: { error in
      guard case DecodingError.dataCorrupted(let context) = error else { return false }
      return context.codingPath.map(\.stringValue) == ["days", "Index 1"]
        && context.debugDescription.contains("January")
    }
  }

  @Test("dictionaries apply the transform to every value")
  func dictionaries() throws {
    let transform = JSONSupport.DictionaryTransform(JSONSupport.DateFormat.dateTime)
    let value = try transform.value(from: ["a": "2024-01-01 12:00:00"], codingPath: [])
    #expect(value["a"] == Date(timeIntervalSince1970: 1_704_110_400))
    #expect(try transform.json(from: value) == ["a": "2024-01-01 12:00:00"])
  }

  @Test("unix time in seconds and milliseconds round-trips whole and fractional values")
  func unixTime() {
    let seconds = JSONSupport.UnixTimeTransform(.seconds)
    #expect(seconds.json(from: seconds.value(from: 1_416_974_400, codingPath: [])) == 1_416_974_400)
    #expect(seconds.json(from: seconds.value(from: 1.5, codingPath: [])) == 1.5)
    let milliseconds = JSONSupport.UnixTimeTransform(.milliseconds)
    let date = milliseconds.value(from: 1_700_000_000_123, codingPath: [])
    #expect(date == Date(timeIntervalSince1970: 1_700_000_000.123))
    #expect(milliseconds.json(from: date) == 1_700_000_000_123)
  }

  @Test("a DateFormatter pattern in a time zone and locale reads the local date and writes it back (Mantle's spec)")
  func dateFormatterInZoneAndLocale() throws {
    let transform = JSONSupport.DateFormatterTransform(
      pattern: "MMMM d, yyyy", timeZone: "America/Los_Angeles", locale: "en_US")
    let date = try transform.value(from: "August 27, 2008", codingPath: [])
    // Midnight in Los Angeles (daylight saving time, UTC-7) is 07:00 UTC.
    #expect(date == Date(timeIntervalSince1970: 1_219_820_400))
    #expect(transform.json(from: date) == "August 27, 2008")
    let french = JSONSupport.DateFormatterTransform(pattern: "d MMMM yyyy", locale: "fr_FR")
    #expect(french.json(from: try french.value(from: "27 août 2008", codingPath: [])) == "27 août 2008")
    #expect(JSONSupport.DateFormatterTransform(pattern: "MMMM d, yyyy").json(from: date) == "August 27, 2008")
  }

  @Test("date formatter patterns read and write in UTC with the POSIX locale")
  func dateFormatter() throws {
    let transform = JSONSupport.DateFormatterTransform(pattern: "dd/MM/yyyy HH:mm")
    let date = try transform.value(from: "01/05/2024 10:30", codingPath: [])
    #expect(date == Date(timeIntervalSince1970: 1_714_559_400))
    #expect(transform.json(from: date) == "01/05/2024 10:30")
    #expect(throws: DecodingError.self) { try transform.value(from: "2024-05-01", codingPath: []) }
  }

  @Test("UUIDs are written back in lower case")
  func lowercaseUUID() throws {
    let transform = JSONSupport.LowercaseUUIDTransform()
    let text = "0f8fad5b-d9cb-469f-a165-70867728950e"
    #expect(transform.json(from: try transform.value(from: text, codingPath: [])) == text)
    #expect(throws: DecodingError.self) { try transform.value(from: "not-a-uuid", codingPath: []) }
  }

  @Test(
    "URLs are read strictly: text that URL(string:) would percent-encode fails, valid URLs are written back as read",
    arguments: ["not a valid URL", "https://example.com/a b", "http://[::1"])
  func strictURLRejects(text: String) {
    #expect(throws: DecodingError.self) { try JSONSupport.URLTransform().value(from: text, codingPath: []) }
  }

  @Test("a valid URL is written back as read", arguments: ["https://example.com/a?b=1#c", "mailto:a@example.com", "a/b"])
  func strictURLRoundTrips(text: String) throws {
    let transform = JSONSupport.URLTransform()
    #expect(transform.json(from: try transform.value(from: text, codingPath: [])) == text)
  }

  @Test("one or many accepts a single value for an array and writes an array")
  func oneOrMany() throws {
    let transform = JSONSupport.OneOrManyTransform(JSONSupport.LenientTransform<Int>())
    #expect(try transform.value(from: .one(.string("4")), codingPath: []) == [4])
    #expect(try transform.value(from: .many([.integer(1), .string("2")]), codingPath: []) == [1, 2])
    let decoded = try JSONDecoder().decode(JSONSupport.OneOrMany<String>.self, from: Data(#""x""#.utf8))
    guard case .one("x") = decoded else {
      Issue.record("expected .one, got \(decoded)")
      return
    }
  }

  @Test("an empty array stands for a missing object")
  func emptyArrayAsNil() throws {
    struct Point: Codable, Equatable { var x: Int }
    let transform = JSONSupport.EmptyArrayAsNilTransform<Point>()
    let empty = try JSONDecoder().decode(JSONSupport.ObjectOrEmptyArray<Point>.self, from: Data("[]".utf8))
    #expect(transform.value(from: empty, codingPath: []) == nil)
    let object = try JSONDecoder().decode(JSONSupport.ObjectOrEmptyArray<Point>.self, from: Data(#"{"x":1}"#.utf8))
    #expect(transform.value(from: object, codingPath: []) == Point(x: 1))
    #expect(try JSONEncoder().encode(transform.json(from: nil)) == Data("[]".utf8))
  }

  @Test("first element reads the head of an array and writes a one-element array")
  func firstElement() throws {
    let transform = JSONSupport.FirstElementTransform<String>()
    #expect(try transform.value(from: ["a", "b"], codingPath: []) == "a")
    #expect(transform.json(from: "a") == ["a"])
    #expect(throws: DecodingError.self) { try transform.value(from: [], codingPath: []) }
  }

  @Test("JSONValue decodes and re-encodes any JSON")
  func jsonValue() throws {
    let text = #"{"a":[1,2.5,"x",true,null,{"b":{}}]}"#
    let value = try JSONDecoder().decode(JSONSupport.JSONValue.self, from: Data(text.utf8))
    guard case .object(let members) = value, case .array(let items)? = members["a"] else {
      Issue.record("not an object with an array: \(value)")
      return
    }
    #expect(items[0] == .integer(1) && items[1] == .double(2.5) && items[4] == .null)
    let again = try JSONDecoder().decode(JSONSupport.JSONValue.self, from: JSONEncoder().encode(value))
    #expect(again == value)
  }
}
