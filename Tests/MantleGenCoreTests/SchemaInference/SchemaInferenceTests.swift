import Foundation
import Testing

@testable import MantleGenCore

/// The inference rules, from JSON text to the mapping schema.
@Suite("Schema inference")
struct SchemaInferenceTests {
  private func infer(
    _ documents: String..., lenient: Bool = false, rootName: String = "Root",
    diagnostics: DiagnosticList = DiagnosticList()
  ) throws -> MappingSchema {
    let samples = documents.enumerated().map { index, text in
      SampleInput(name: "\(index).json", bytes: Array(text.utf8), isJSONLines: false)
    }
    return try GeneratorPipeline.inferSchema(
      from: samples, rootName: rootName, options: InferenceOptions(isLenient: lenient), diagnostics: diagnostics)
  }

  private func property(_ name: String, in schema: MappingSchema, model: String = "Root") -> Property? {
    schema.model(named: model)?.properties.first { $0.swiftName == name }
  }

  @Test("nil is written as null where the key is always present and sometimes null, not where it is missing")
  func writesNullWhereTheKeyIsAlwaysPresent() throws {
    let schema = try infer(
      #"[{"a": null, "b": 1, "c": 2, "userId": 1}, {"a": 1, "b": null, "user_id": null}, {"a": 2, "b": 3, "c": 3}]"#)
    #expect(property("a", in: schema, model: "RootElement")?.writesNull == true)
    #expect(property("b", in: schema, model: "RootElement")?.writesNull == true)
    #expect(property("c", in: schema, model: "RootElement")?.writesNull == false, "missing in one object")
    let userID = try #require(property("userID", in: schema, model: "RootElement"))
    #expect(userID.isOptional && !userID.writesNull, "two spellings: which one to write null under is unknown")
    #expect(property("a", in: try infer(#"[{"a": 1}, {"a": 2}]"#), model: "RootElement")?.writesNull == false)
  }

  @Test("integers and decimals together are Double; integers alone Int; huge integers Decimal")
  func numbers() throws {
    let schema = try infer(
      #"[{"a": 1, "b": 1, "c": 12345678901234567890, "d": 9007199254740993}, {"a": 1.5, "b": 2, "c": 1, "d": 0.5}]"#)
    #expect(property("a", in: schema, model: "RootElement")?.type == .double)
    #expect(property("b", in: schema, model: "RootElement")?.type == .int)
    #expect(property("c", in: schema, model: "RootElement")?.type == .decimal)
    #expect(property("d", in: schema, model: "RootElement")?.type == .decimal)
  }

  @Test(
    "more digits than Double holds make Decimal only where Decimal reads every value; elsewhere Double, with a warning"
  )
  func numbersBeyondDecimal() throws {
    let diagnostics = DiagnosticList()
    let text =
      #"{"a": [1e-130, 0.1000000000000000000001], "b": 1.2345678901234567891e150, "c": [1e-128, 0.1000000000000000000001]}"#
    let schema = try infer(text, diagnostics: diagnostics)
    #expect(property("a", in: schema)?.type == .array(.double), "Decimal does not read 1e-130")
    #expect(property("b", in: schema)?.type == .double)
    #expect(property("c", in: schema)?.type == .array(.decimal))
    let lossy = diagnostics.diagnostics.filter { $0.message.contains("decode as Double and lose digits") }
    #expect(lossy.map { $0.message.prefix(5) } == ["$.a[]", "$.b: "])
    #expect(!JSONNumber.holdsExactlyAsDouble("1.2345678901234567891e150"))
    #expect(JSONNumber.holdsExactlyAsDouble("1.2345678901234567e150"))
    #expect(JSONNumber.holdsExactlyAsDouble("100.000e-2"))
    // `Decimal(string:)`, thousands of instructions a number, is asked only where a number may not fit.
    var asked = 0
    for text in ["2.379646e+02", "5E-3", "123456789012345678901234567890.5", "-1e-99", "0.1000000000000000000001"] {
      #expect(
        !JSONNumber.isBeyondDecimal(utf8: text.utf8) {
          asked += 1
          return text
        })
    }
    #expect(asked == 0)
    for text in ["1e-130", "5e-324", "1e128", "1.2345678901234567891e150", "1e0128"] {
      #expect(JSONNumber.isBeyondDecimal(utf8: text.utf8) { text }, "\(text)")
    }
  }

  @Test("a key missing somewhere or null somewhere is optional; only null is an optional JSON value")
  func optionality() throws {
    let schema = try infer(#"{"a": 1, "b": 1, "c": null}"#, #"{"a": 2, "b": null, "c": null}"#, #"{"b": 3, "c": null}"#)
    #expect(property("a", in: schema)?.isOptional == true)
    #expect(property("b", in: schema)?.isOptional == true)
    #expect(property("c", in: schema)?.type == .jsonValue)
    #expect(property("c", in: schema)?.isOptional == true)
  }

  @Test("a duplicate key counts once when deciding optionality, and is named in a warning once")
  func duplicateKeys() throws {
    let diagnostics = DiagnosticList()
    let text = #"[{"a": 1, "a": 2}, {"b": 1}, {"a": 3, "b": 2, "a": 4}]"#
    let schema = try infer(text, diagnostics: diagnostics)
    #expect(property("a", in: schema, model: "RootElement")?.isOptional == true)
    let twice = "an object holds this key twice (or two keys Swift takes as one, such as é and e + U+0301)"
    #expect(diagnostics.diagnostics.map(\.message) == ["$[].a: \(twice); decoding keeps one value"])
    // `é` written as one scalar and as `e` and a combining accent: one key to `String` and `JSONDecoder`.
    let equivalent = DiagnosticList()
    let keys = "{\"Caf\u{E9}\": 1, \"Cafe\u{301}\": 2}"
    _ = try infer(keys, diagnostics: equivalent)
    #expect(equivalent.diagnostics.map(\.message).first?.contains(twice) == true)
  }

  @Test("a warning about one path in several variants of a cluster is given once")
  func warningsOncePerPath() throws {
    let diagnostics = DiagnosticList()
    let text = #"""
      [{"object": "customer", "id": "cus_1", "email": "a@example.com", "metadata": {}},
       {"object": "invoice", "id": "in_1", "amount_due": 5, "metadata": {"k": "v"}},
       {"object": "charge", "id": "ch_1", "amount": 3, "metadata": {}}]
      """#
    let schema = try infer(text, diagnostics: diagnostics)
    #expect(schema.clusters.count == 1, "one object per kind, told apart by `object`")
    #expect(
      diagnostics.diagnostics.map(\.message) == [
        "$[].metadata: only empty objects seen; the values are typed JSONValue"
      ])
  }

  @Test(
    "two spellings of a key are one property with a fallback only when no object has both, required when every object has one"
  )
  func fallbackSpellingsCoverEveryObject() throws {
    // Partitioned: one spelling each.
    let partitioned = try infer(#"[{"user_id": 1}, {"userId": 2}, {"user_id": 3}]"#)
    #expect(property("userID", in: partitioned, model: "RootElement")?.fallbackKeys == ["userId"])
    #expect(property("userID", in: partitioned, model: "RootElement")?.isOptional == false)
    // The presence counts add up to the object count, but one object has both (with different
    // values, which one property could not write back) and one neither: two optional properties.
    let together = try infer(#"[{"user_id": 1, "userId": 2, "x": 1}, {"x": 2}]"#)
    let keys = together.model(named: "RootElement")?.properties.map { ($0.keyPath, $0.fallbackKeys, $0.isOptional) }
    #expect(keys?.count == 3)
    #expect(keys?.first { $0.0 == ["user_id"] }.map { $0.1.isEmpty && $0.2 } == true)
    #expect(keys?.first { $0.0 == ["userId"] }.map { $0.1.isEmpty && $0.2 } == true)
    // The same across documents.
    let documents = try infer(#"{"is_vip": true, "is[vip": false}"#, #"{"a": 1}"#, #"{"is_vip": false}"#)
    #expect(property("isVip", in: documents)?.isOptional == true)
    // And in a file streamed in small chunks on two workers: the object with both spellings is
    // read into another summary than most objects, and merged.
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("spellings-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: url) }
    let plain = String(repeating: #"{"user_id": 1, "name": "a long enough line to fill the chunks"}"# + "\n", count: 60)
    let text = plain + #"{"user_id": 1, "userId": 2, "name": "b"}"# + "\n" + plain + #"{"name": "c"}"# + "\n"
    try Data(text.utf8).write(to: url)
    let summary = ShapeSummary()
    try StreamingSummarizer(chunkSize: 1 << 10, workerCount: 2).summarize(
      path: url.path, name: "s.jsonl", isJSONLines: true, into: summary)
    let streamed = SchemaInference.infer(from: summary, rootName: "Root", sources: [])
    #expect(property("userID", in: streamed)?.fallbackKeys == [])
    #expect(streamed.model(named: "Root")?.properties.contains { $0.keyPath == ["userId"] } == true)
  }

  @Test("empty arrays take their element type from other samples")
  func emptyArrays() throws {
    let typed = try infer(#"{"tags": []}"#, #"{"tags": ["x"]}"#)
    #expect(property("tags", in: typed)?.type == .array(.string))
    let unknown = try infer(#"{"tags": []}"#)
    #expect(property("tags", in: unknown)?.type == .array(.jsonValue))
  }

  @Test("values of several kinds become a union named after its cases")
  func unions() throws {
    let schema = try infer(#"[{"a": 123}, {"a": "foo"}, {}]"#)
    #expect(property("a", in: schema, model: "RootElement")?.type == .union("IntOrString"))
    #expect(schema.unions.first?.cases.map(\.name) == ["integer", "string"])
  }

  @Test("dates, days, URLs and UUIDs are detected when every value is one; differing ISO formats give iso8601(any)")
  func stringFormats() throws {
    let schema = try infer(
      #"{"d": "2015-04-24T01:46:50.459583Z", "day": "2013-02-27", "u": "https://a.com/x", "id": "F5165FDB-F5AD-4F6E-8552-799B1C62B387", "lower": "7b1f2a6e-6d0c-4f35-9a4a-2f0a3c7f1f10", "mixed": "2015-04-24T01:46:50Z", "text": "2015-04-24T01:46:50Z"}"#,
      #"{"d": "2016-01-01T00:00:00.000001Z", "day": "2014-01-01", "u": "https://b.org/", "id": "0D3E2B1C-8A77-4F1E-B2D5-6A9C4E0F3B21", "lower": "0d3e2b1c-8a77-4f1e-b2d5-6a9c4e0f3b21", "mixed": "2015-04-24", "text": "soon"}"#
    )
    #expect(property("d", in: schema)?.transform == .date(.iso8601(fractionDigits: 6, zone: "Z")))
    // A day is a type, not an instant behind a transform.
    #expect(property("day", in: schema)?.type == .day)
    #expect(property("day", in: schema)?.transform == nil)
    #expect(property("u", in: schema)?.type == .url)
    #expect(property("id", in: schema)?.type == .uuid)
    #expect(property("lower", in: schema)?.transform == .lowercaseUUID)
    #expect(property("mixed", in: schema)?.transform == .date(.anyISO8601))
    #expect(property("text", in: schema)?.type == .string)
  }

  @Test(
    "ISO 8601 dates in a layout that no exact format keeps (lower-case t, a space without seconds) give iso8601(any), whichever value comes first"
  )
  func inexactISODates() throws {
    let values = ["2021-06-01t10:00:00z", "2021-07-01 10:00+05:30", "2021-01-01T10:00Z", "2021-01-01T10:00:00Z"]
    for permutation in [values, values.reversed(), [values[3], values[0]], [values[0]]] {
      let schema = try infer("[" + permutation.map { #"{"t": "\#($0)"}"# }.joined(separator: ", ") + "]")
      #expect(property("t", in: schema, model: "RootElement")?.transform == .date(.anyISO8601), "\(permutation)")
    }
    // Streamed in batches of any grouping, the place agrees.
    let lines = values.map { #"{"t": "\#($0)"}"# }.joined(separator: "\n")
    let summary = ShapeSummary()
    for (number, line) in lines.split(separator: "\n").enumerated() {
      let part = ShapeSummary()
      _ = try Array(line.utf8).withUnsafeBufferPointer { buffer in
        try FastShapeBuilder.absorb(buffer, content: .documents(isFirst: number == 0), batch: number, into: part)
      }
      summary.merge(part, orderedByStamps: true)
    }
    #expect(summary.field(named: "t")?.strings.dateFormat == .all(.anyISO8601))
  }

  @Test("Unix timestamps need a time-like key and a plausible range")
  func unixTimestamps() throws {
    let schema = try infer(
      #"{"created_at": 1416974400, "updated_ms": 1361993732000, "count": 1416974400, "sent_at": 12}"#)
    #expect(property("createdAt", in: schema)?.transform == .unixTime(.seconds))
    #expect(property("updatedMs", in: schema)?.transform == .unixTime(.milliseconds))
    #expect(property("count", in: schema)?.type == .int)
    #expect(property("sentAt", in: schema)?.type == .int)
  }

  @Test("objects whose keys are data become dictionaries")
  func dictionaries() throws {
    let schema = try infer(#"{"foo": {"^$#$%#@": 123, "$%@##%": 123.3}, "ids": {"1": {"x": 1}, "2": {"x": 2}}}"#)
    #expect(property("foo", in: schema)?.type == .dictionary(.double))
    #expect(property("ids", in: schema)?.type == .dictionary(.model("ID")))
  }

  @Test("identical shapes at different places become one model; recursive ones a class-worthy model")
  func sharedAndRecursiveModels() throws {
    let shared = try infer(#"{"author": {"login": "a", "id": 1}, "committer": {"login": "b", "id": 2}}"#)
    #expect(property("committer", in: shared)?.type == .model("Author"))
    let list = try infer(#"{"data": 123, "next": {"data": 234, "next": {"data": 3456, "next": null}}}"#)
    #expect(property("next", in: list)?.type == .model("Root"))
    #expect(property("next", in: list)?.isOptional == true)
    #expect(RecursionAnalysis.modelsNeedingReferenceSemantics(in: list) == ["Root"])
  }

  @Test("string enums need a small set of values each seen repeatedly")
  func enums() throws {
    let values = (0..<12).map { #"{"state": "\#($0 % 3 == 0 ? "open" : "closed")", "name": "n\#($0)"}"# }
    let schema = try infer("[" + values.joined(separator: ",") + "]")
    #expect(property("state", in: schema, model: "RootElement")?.type == .enumeration("State"))
    #expect(schema.enums.first?.cases.map(\.value) == ["closed", "open"])
    #expect(property("name", in: schema, model: "RootElement")?.type == .string)
  }

  @Test("string values equal as Swift strings but not in UTF-8 count as one enum value, never a crash")
  func canonicallyEquivalentValues() throws {
    // "\u00e9" and "e\u0301" are both "é" to Swift's String.
    let values = (0..<12).map { #"{"accent": "\#(["\\u00e9", "e\\u0301", "a"][$0 % 3])"}"# }
    let schema = try infer("[" + values.joined(separator: ",") + "]")
    #expect(property("accent", in: schema, model: "RootElement")?.type == .enumeration("Accent"))
    #expect(schema.enums.first?.cases.map(\.value) == ["a", "\u{E9}"])
  }

  @Test("names seen once each, and short standard codes, stay strings")
  func freeTextIsNotAnEnum() throws {
    let zones = ["Tokyo", "London", "Hawaii", "Quito", "Berlin", "Paris", "Sydney", "Lima"]
    let values = (0..<12).map { index in
      #"{"zone": "\#(zones[index % 8])", "lang": "\#(index % 2 == 0 ? "ja" : "zh")", "kind": "\#(index % 2 == 0 ? "post" : "reply")"}"#
    }
    let schema = try infer("[" + values.joined(separator: ",") + "]")
    #expect(property("zone", in: schema, model: "RootElement")?.type == .string, "four zones seen only once")
    #expect(property("lang", in: schema, model: "RootElement")?.type == .string, "language codes")
    #expect(property("kind", in: schema, model: "RootElement")?.type == .enumeration("Kind"))
  }

  @Test("names and titles, in mixed letter case or of more than two words, are no enum; words of one style are")
  func namesAreNotAnEnum() throws {
    let artists = ["Muse", "PARTYNEXTDOOR", "The Wood Brothers"]
    let titles = ["The Long Way Home", "A Day In The Life", "Let It Be"]
    let kinds = ["PushEvent", "CreateEvent", "WatchEvent"]
    let values = (0..<12).map { index in
      #"{"artist": "\#(artists[index % 3])", "title": "\#(titles[index % 3])", "kind": "\#(kinds[index % 3])"}"#
    }
    let schema = try infer("[" + values.joined(separator: ",") + "]")
    #expect(property("artist", in: schema, model: "RootElement")?.type == .string)
    #expect(property("title", in: schema, model: "RootElement")?.type == .string)
    #expect(property("kind", in: schema, model: "RootElement")?.type == .enumeration("Kind"))
  }

  @Test("lenient inference picks the majority type and marks the property lenient")
  func lenient() throws {
    let schema = try infer(
      #"[{"id": 1, "flag": true}, {"id": "2", "flag": "false"}, {"id": 3, "flag": 1}]"#, lenient: true)
    #expect(property("id", in: schema, model: "RootElement")?.type == .int)
    #expect(property("id", in: schema, model: "RootElement")?.transform == .lenient)
    #expect(property("flag", in: schema, model: "RootElement")?.type == .bool)
  }

  @Test("names follow Swift conventions and array elements are singular")
  func naming() throws {
    let schema = try infer(#"{"user_id": 1, "html_url": "x", "photos": [{"url": "y"}], "class": 1}"#)
    #expect(schema.model(named: "Root")?.properties.map(\.swiftName) == ["userID", "htmlURL", "photos", "class"])
    #expect(property("photos", in: schema)?.type == .array(.model("Photo")))
  }

  private func summarize(_ document: String) throws -> ShapeSummary {
    try GeneratorPipeline.summarize([SampleInput(name: "s.json", bytes: Array(document.utf8), isJSONLines: false)])
  }

  /// Everything a summary holds, its private state and every child included (`dump` reflects
  /// stored properties), to tell whether anything in the tree changed.
  private func dumped(_ summary: ShapeSummary) -> String {
    var text = ""
    dump(summary, to: &text)
    return text
  }

  @Test("inference only reads the summary: folding maps leaves it as it was, and inferring again gives the same schema")
  func summaryIsOnlyRead() throws {
    let manyKeys = (0..<1200).map { #""k\#($0)": {"name": "n\#($0)", "rates": {"USD": 1, "EUR": 2, "GBP": 3}}"# }
    let documents = [
      #"{"users": {"u1": {"n": 1}, "u2": {"n": 2}, "u3": {"n": 3}}}"#,
      #"{"ids": {"1": {"x": 1}, "2": {"x": 2}}, "rates": {"USD": 1.5, "EUR": 0.9, "GBP": 0.8}}"#,
      #"[{"fooNames": {"X_Y": "x"}, "barNames": {"A_B": "a", "C_D": "c", "E_F": "e"}}]"#,
      "{\"big\": {" + manyKeys.joined(separator: ", ") + "}}",
    ]
    for document in documents {
      let summary = try summarize(document)
      let before = dumped(summary)
      let first = SchemaInference.infer(from: summary, rootName: "Root", sources: [])
      #expect(dumped(summary) == before, "\(document.prefix(80))")
      let hasMap = first.models.flatMap(\.properties).contains { TypeExpression.text(of: $0.type).contains("[String:") }
      #expect(hasMap == (document != documents[0]), "\(document.prefix(80))")
      let second = SchemaInference.infer(from: summary, rootName: "Root", sources: [])
      #expect(SchemaFile.text(of: second) == SchemaFile.text(of: first), "\(document.prefix(80))")
    }
  }

  @Test("a copy of a summary is equal to it and shares no summary with it")
  func summaryCopy() throws {
    let document = #"{"a": [{"b": 1, "c": {"1": true}}], "d": null, "e": "2024-05-01", "f": [[1.5]]}"#
    let summary = try summarize(document)
    let copy = summary.copy()
    #expect(dumped(copy) == dumped(summary))
    #expect(copy.field(named: "a") !== summary.field(named: "a"))
    #expect(copy.field(named: "a")?.elements !== summary.field(named: "a")?.elements)
    #expect(
      copy.field(named: "a")?.elements?.field(named: "c")?.field(named: "1")
        !== summary.field(named: "a")?.elements?.field(named: "c")?.field(named: "1"))
  }

  @Test("examples are quoted as JSON strings: plain text whole, quotes, backslashes and controls escaped")
  func jsonQuoting() {
    #expect(JSONText.quoted("Ada Lovelace, née Byron 🚀") == #""Ada Lovelace, née Byron 🚀""#)
    #expect(JSONText.quoted(#"say "hi" \ bye"#) == #""say \"hi\" \\ bye""#)
    #expect(JSONText.quoted("a\nb\tc\u{1}") == #""a\nb\tc\u0001""#)
    #expect(JSONText.quoted("") == #""""#)
  }
}
