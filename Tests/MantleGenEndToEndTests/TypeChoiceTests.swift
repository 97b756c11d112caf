import Foundation
import Testing

/// Types a developer keeps, compiled and run: open enums, dates in any ISO 8601 variant, lenient
/// conversions that decode their own samples.
@Suite("Type choices, compiled")
struct TypeChoiceTests {
  /// Infers models from `samples` (with `options`), lets `editSchema` change the mapping schema's
  /// text (then generates from it), compiles the models with `main` and runs it.
  private func run(
    samples: [String], options: [String] = [], editSchema: ((String) -> String)? = nil, main: String
  ) async throws -> String {
    let folder = try TestPaths.scratchFolder("types")
    defer { try? FileManager.default.removeItem(at: folder) }
    var paths: [String] = []
    for (index, sample) in samples.enumerated() {
      let url = folder.appendingPathComponent("sample\(index).json")
      try Data(sample.utf8).write(to: url)
      paths.append(url.path)
    }
    let models = folder.appendingPathComponent("Models")
    let schema = folder.appendingPathComponent("schema.json")
    let infer = try await ProcessRunner.run(
      TestPaths.mantlegen, ["infer"] + paths + ["--name", "Root", "-o", models.path, "--schema-out", schema.path] + options)
    try #require(infer.status == 0, "infer failed: \(infer.standardError)")
    if let editSchema {
      let edited = editSchema(try String(contentsOf: schema, encoding: .utf8))
      try edited.write(to: schema, atomically: true, encoding: .utf8)
      let generate = try await ProcessRunner.run(TestPaths.mantlegen, ["generate", schema.path, "-o", models.path])
      try #require(generate.status == 0, "generate failed: \(generate.standardError)")
    }
    let program = "import Foundation\n\n" + main
    let checker = try await RoundTripChecker.build(models: models, in: folder, main: program)
    let result = try await ProcessRunner.run(checker, [])
    try #require(result.status == 0, "the program failed: \(result.standardError)")
    return result.standardOutput
  }

  @Test("an inferred enum is open: an unseen value decodes and re-encodes unchanged")
  func openEnums() async throws {
    let statuses = ["open", "closed", "pending"]
    let sample = "[" + (0..<12).map { #"{"status": "\#(statuses[$0 % 3])"}"# }.joined(separator: ",") + "]"
    let output = try await run(
      samples: [sample],
      main: #"""
        let json = #"[{"status": "archived"}, {"status": "open"}]"#
        let value = try JSONDecoder().decode(Root.self, from: Data(json.utf8))
        print(value[0].status == .unknown("archived"), value[1].status == .open)
        print(String(decoding: try JSONEncoder().encode(value), as: UTF8.self))
        """#)
    #expect(output == "true true\n[{\"status\":\"archived\"},{\"status\":\"open\"}]\n")
  }

  @Test("a key always present and sometimes null is written back as null; a key sometimes missing is left out")
  func nullWrittenBack() async throws {
    let sample = #"""
      [{"id": 1, "note": null, "closed_at": null, "tag": "a", "extra": {"x": 1}},
       {"id": 2, "note": "hi", "closed_at": "2024-05-01T10:00:00Z", "extra": {"x": null}}]
      """#
    for options in [[], ["--classes", "--merge"]] {
      let output = try await run(
        samples: [sample], options: options,
        main: #"""
          let json = #"[{"id": 3, "note": null, "closed_at": null, "extra": {"x": null}}]"#
          let value = try JSONDecoder().decode(Root.self, from: Data(json.utf8))
          let encoder = JSONEncoder()
          encoder.outputFormatting = .sortedKeys
          print(String(decoding: try encoder.encode(value), as: UTF8.self))
          """#)
      #expect(output == #"[{"closed_at":null,"extra":{"x":null},"id":3,"note":null}]"# + "\n", "\(options)")
    }
  }

  @Test("dates in several ISO formats at one place decode and round-trip by instant")
  func mixedISODates() async throws {
    let sample = #"""
      [{"at": "2024-01-01T00:00:00Z"}, {"at": "2024-01-01T00:00:00.123Z"},
       {"at": "2024-01-01T02:00:00.123456+02:00"}, {"at": "2024-01-02"}]
      """#
    let output = try await run(
      samples: [sample],
      main: #"""
        let json = #"[{"at": "2024-01-01T00:00:00Z"}, {"at": "2024-01-01T02:00:00.123456+02:00"}, {"at": "2024-01-02"}]"#
        let value = try JSONDecoder().decode(Root.self, from: Data(json.utf8))
        print(value.map { $0.at.timeIntervalSince1970 })
        print(String(decoding: try JSONEncoder().encode(value), as: UTF8.self))
        """#)
    let lines = output.split(separator: "\n")
    try #require(lines.count == 2)
    #expect(lines[0] == "[1704067200.0, 1704067200.123456, 1704153600.0]")
    #expect(
      lines[1] == #"[{"at":"2024-01-01T00:00:00Z"},{"at":"2024-01-01T00:00:00.123456Z"},{"at":"2024-01-02T00:00:00Z"}]"#)
  }

  @Test("a date in one format also decodes other ISO variants, and re-encodes in its format")
  func uniformDatesAcceptVariants() async throws {
    let output = try await run(
      samples: [#"[{"at": "2024-01-01T00:00:00Z"}, {"at": "2024-06-01T12:30:00Z"}]"#],
      main: #"""
        let json = #"[{"at": "2024-01-01T00:00:00+00:00"}, {"at": "2024-01-01T01:00:00.000+01:00"}]"#
        let value = try JSONDecoder().decode(Root.self, from: Data(json.utf8))
        print(String(decoding: try JSONEncoder().encode(value), as: UTF8.self))
        """#)
    #expect(output == #"[{"at":"2024-01-01T00:00:00Z"},{"at":"2024-01-01T00:00:00Z"}]"# + "\n")
  }

  @Test("local date-times (no zone) and date-times without seconds are dates written back exactly")
  func localDateTimes() async throws {
    let output = try await run(
      samples: [
        #"[{"at": "2024-01-01T10:00:00", "hour": "2024-01-01T10:00"}, {"at": "2024-06-01T12:30:00", "hour": "2024-06-01T12:30"}]"#
      ],
      main: #"""
        let json = #"[{"at": "2024-01-01T10:00:00", "hour": "2024-01-01T10:00"}, {"at": "2024-06-01T12:30:00Z", "hour": "2024-06-01T12:30"}]"#
        let value = try JSONDecoder().decode(Root.self, from: Data(json.utf8))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        print(value.map { $0.at.timeIntervalSince1970 })
        print(String(decoding: try encoder.encode(value), as: UTF8.self))
        """#)
    let lines = output.split(separator: "\n")
    try #require(lines.count == 2)
    #expect(lines[0] == "[1704103200.0, 1717245000.0]")
    #expect(
      lines[1] == #"[{"at":"2024-01-01T10:00:00","hour":"2024-01-01T10:00"},{"at":"2024-06-01T12:30:00","hour":"2024-06-01T12:30"}]"#)
  }

  @Test("numbers written as strings decode as numbers and are written back as the same strings")
  func numbersWrittenAsStrings() async throws {
    let sample = #"[{"count": "5", "price": "12.50", "sizes": ["1.0", "2.5"]}, {"count": "-12", "price": "0.10", "sizes": []}]"#
    let output = try await run(
      samples: [sample],
      editSchema: { schema in
        schema
          .replacingOccurrences(
            of: #""key": "count", "type": "String""#, with: #""key": "count", "type": "Int", "transform": "number-string""#)
          .replacingOccurrences(
            of: #""key": "price", "type": "String""#,
            with: #""key": "price", "type": "Decimal", "transform": "number-string(fraction: 2)""#)
          .replacingOccurrences(
            of: #""key": "sizes", "type": "[String]""#,
            with: #""key": "sizes", "type": "[Double]", "transform": "number-string(fraction: 1)""#)
      },
      main: #"""
        let json = #"[{"count": "5", "price": "12.50", "sizes": ["1.0", "2.5"]}, {"count": "-12", "price": "0.10", "sizes": []}]"#
        let value = try JSONDecoder().decode(Root.self, from: Data(json.utf8))
        print(value.map(\.count), value.map(\.price), value.map(\.sizes))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        print(String(decoding: try encoder.encode(value), as: UTF8.self))
        """#)
    #expect(
      output == """
        [5, -12] [12.5, 0.1] [[1.0, 2.5], []]
        [{"count":"5","price":"12.50","sizes":["1.0","2.5"]},{"count":"-12","price":"0.10","sizes":[]}]

        """)
  }

  @Test("fractions with more digits than Double holds are Decimal and written back as read; money amounts stay Double")
  func fractionsBeyondDouble() async throws {
    let sample = #"[{"a": 1.000000000000000001, "b": 0.12345678901234567890, "c": 0.30000000000000004, "price": 19.99}]"#
    let output = try await run(
      samples: [sample],
      main: #"""
        let json = #"\#(sample)"#
        let value = try JSONDecoder().decode(Root.self, from: Data(json.utf8))
        print(type(of: value[0].a), type(of: value[0].b), type(of: value[0].c), type(of: value[0].price))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        print(String(decoding: try encoder.encode(value), as: UTF8.self))
        """#)
    #expect(
      output == """
        Decimal Decimal Double Double
        [{"a":1.000000000000000001,"b":0.1234567890123456789,"c":0.30000000000000004,"price":19.99}]

        """)
  }

  @Test("with --lenient, the chosen type decodes every sample (an Int place with \"1.5\" is a Double)")
  func lenientDecodesItsSamples() async throws {
    let sample = #"[{"a": 1}, {"a": 2}, {"a": "1.5"}]"#
    let output = try await run(
      samples: [sample], options: ["--lenient"],
      main: #"""
        let json = #"[{"a": 1}, {"a": 2}, {"a": "1.5"}]"#
        let value = try JSONDecoder().decode(Root.self, from: Data(json.utf8))
        print(value.map(\.a))
        """#)
    #expect(output == "[1.0, 2.0, 1.5]\n")
  }

  @Test("a lossy array skips elements that fail to decode and counts them")
  func lossyArrays() async throws {
    let sample = #"{"items": [{"id": 1, "name": "a"}, {"id": 2, "name": "b"}], "tags": [["x"]]}"#
    let output = try await run(
      samples: [sample],
      editSchema: {
        $0.replacingOccurrences(of: #""type": "[Item]""#, with: #""type": "[Item]", "lossy": true"#)
          .replacingOccurrences(of: #""type": "[[String]]""#, with: #""type": "[[String]]", "optional": true, "lossy": true"#)
      },
      main: #"""
        let json = #"{"items": [{"id": 1, "name": "a"}, {"id": "x"}, 7, {"id": 3, "name": "c"}], "tags": [["y"], "bad"]}"#
        let value = try JSONDecoder().decode(Root.self, from: Data(json.utf8))
        print(value.items.map(\.id), value.itemsSkippedCount, value.tags ?? [], value.tagsSkippedCount)
        let empty = try JSONDecoder().decode(Root.self, from: Data(#"{"items": []}"#.utf8))
        print(empty.tags == nil, empty.tagsSkippedCount)
        print(String(decoding: try JSONEncoder().encode(empty), as: UTF8.self))
        """#)
    #expect(output == "[1, 3] 2 [[\"y\"]] 1\ntrue 0\n{\"items\":[]}\n")
  }

  @Test("two spellings of one key that never occur together become one property with a fallback key")
  func fallbackKeys() async throws {
    let sample = #"""
      [{"user_id": 1, "name": "a"}, {"userId": 2, "name": "b"}, {"user_id": 3, "name": "c"}]
      """#
    let output = try await run(
      samples: [sample],
      main: #"""
        let json = #"[{"user_id": 1, "name": "a"}, {"userId": 2, "name": "b"}]"#
        let value = try JSONDecoder().decode(Root.self, from: Data(json.utf8))
        print(value.map(\.userID))
        print(String(decoding: try JSONEncoder().encode(value[1]), as: UTF8.self).contains(#""user_id":2"#))
        do {
          _ = try JSONDecoder().decode(Root.self, from: Data(#"[{"name": "c"}]"#.utf8))
        } catch {
          print("missing both keys fails")
        }
        """#)
    #expect(output == "[1, 2]\ntrue\nmissing both keys fails\n")
  }

  @Test("choices that lose information are reported as located warnings naming the JSON path")
  func lossyChoicesWarn() async throws {
    let folder = try TestPaths.scratchFolder("warnings")
    defer { try? FileManager.default.removeItem(at: folder) }
    let sample = folder.appendingPathComponent("big.json")
    try Data(
      #"{"id": 123456789012345678901234567890, "huge": 1e400, "tiny": [1e-400], "long": 1\#(String(repeating: "0", count: 40)), "nothing": null, "none": []}"#
        .utf8
    ).write(to: sample)
    let infer = try await ProcessRunner.run(TestPaths.mantlegen, ["infer", sample.path])
    let beyondDouble =
      "numbers beyond the range of Double (such as 1e400 or 1e-400), which JSONDecoder refuses; "
      + "samples holding them do not decode"
    #expect(infer.status == 0)
    // An array typed apart from `#expect`: inside the macro, its interpolations take seconds to type-check.
    let warnings: [String] = [
      "\(sample.path): warning: $.id: numbers that neither Int nor Double hold exactly; they decode as Decimal",
      "\(sample.path): warning: $.huge: \(beyondDouble)",
      "\(sample.path): warning: $.tiny[]: \(beyondDouble)",
      "\(sample.path): warning: $.long: numbers too large for Int or Decimal decode as Double and lose digits",
      "\(sample.path): warning: $.nothing: only null seen; typed JSONValue",
      "\(sample.path): warning: $.none: only empty arrays seen; the elements are typed JSONValue",
    ]
    #expect(infer.standardError.split(separator: "\n").map(String.init) == warnings)
  }
}
