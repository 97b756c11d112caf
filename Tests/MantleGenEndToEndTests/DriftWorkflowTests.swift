import Foundation
#if canImport(FoundationXML)
  import FoundationXML
#endif
import Testing

/// The repository workflow through the built tool: infer a schema, `check` samples against it
/// (exit 0/1/2 and the findings), `update` it with new samples keeping a rename, and catch stale
/// generated files.
@Suite("Drift check and update")
struct DriftWorkflowTests {
  private let drift = TestPaths.samples.appendingPathComponent("drift")

  private func inferOrdersSchema(into folder: URL) async throws -> URL {
    let schema = folder.appendingPathComponent("orders.json")
    let infer = try await ProcessRunner.run(
      TestPaths.mantlegen,
      ["infer", drift.appendingPathComponent("orders_v1.json").path, "--name", "Orders", "--schema-out", schema.path])
    try #require(infer.status == 0, "\(infer.standardError)")
    return schema
  }

  @Test("a schema checked against its own sample has no findings and exits 0")
  func checkPasses() async throws {
    let folder = try TestPaths.scratchFolder("drift")
    defer { try? FileManager.default.removeItem(at: folder) }
    let schema = try await inferOrdersSchema(into: folder)
    let check = try await ProcessRunner.run(TestPaths.mantlegen, ["check", schema.path, drift.appendingPathComponent("orders_v1.json").path])
    #expect(check.status == 0)
    #expect(check.standardOutput == "0 breaking changes, 0 warnings in 1 sample.\n")
  }

  @Test("the second version of the API drifts: type change, missing and null properties, new keys; exit 1")
  func checkFindsDrift() async throws {
    let folder = try TestPaths.scratchFolder("drift")
    defer { try? FileManager.default.removeItem(at: folder) }
    let schema = try await inferOrdersSchema(into: folder)
    let sample = drift.appendingPathComponent("orders_v2.json").path
    let check = try await ProcessRunner.run(TestPaths.mantlegen, ["check", schema.path, sample])
    #expect(check.status == 1)
    let lines = check.standardOutput.split(separator: "\n").map(String.init)
    #expect(
      lines == [
        "\(sample):2:17: error: $[].order_id: type changed: Int in schema, String in sample",
        "\(sample):2:110: error: $[].customer.email: required property missing: 'email' (String) is missing",
        "\(sample):3:67: error: $[].placed_at: now null: Date in schema, null in sample",
        "\(sample):2:168: warning: $[].items[].gift: new key: not in the schema (Bool)",
        "\(sample):2:188: warning: $[].coupon: new key: not in the schema (null)",
        "3 breaking changes, 2 warnings in 1 sample.",
      ])
    let json = try await ProcessRunner.run(TestPaths.mantlegen, ["check", schema.path, sample, "--format", "json"])
    #expect(json.status == 1)
    #expect(json.standardOutput.contains("\"breaking\" : 3"))
    #expect(json.standardOutput.contains("\"path\" : \"$[].customer.email\""))
    let github = try await ProcessRunner.run(TestPaths.mantlegen, ["check", schema.path, sample, "--format", "github"])
    #expect(github.status == 1)
    let file = sample.replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    // An array typed apart from `#expect`: inside the macro, its interpolations take seconds to type-check.
    let annotations: [String] = [
      "::error file=\(file),line=2,col=17::$[].order_id: type changed: Int in schema, String in sample",
      "::error file=\(file),line=2,col=110::$[].customer.email: required property missing: 'email' (String) is missing",
      "::error file=\(file),line=3,col=67::$[].placed_at: now null: Date in schema, null in sample",
      "::warning file=\(file),line=2,col=168::$[].items[].gift: new key: not in the schema (Bool)",
      "::warning file=\(file),line=2,col=188::$[].coupon: new key: not in the schema (null)",
      "3 breaking changes, 2 warnings in 1 sample.",
    ]
    #expect(github.standardOutput.split(separator: "\n").map(String.init) == annotations)
    let clean = drift.appendingPathComponent("orders_v1.json").path
    let junit = try await ProcessRunner.run(
      TestPaths.mantlegen, ["check", schema.path, clean, sample, "--format", "junit"])
    #expect(junit.status == 1)
    let elements = try XMLElementCounter.count(junit.standardOutput)
    #expect(elements["testsuites"] == 1 && elements["testsuite"] == 2)
    #expect(elements["testcase"] == 6 && elements["failure"] == 3 && elements["system-out"] == 2)
    #expect(junit.standardOutput.contains(#"<testsuites name="mantlegen check" tests="6" failures="3" errors="0">"#))
    #expect(junit.standardOutput.contains(#"<testcase classname="\#(clean)" name="fits the schema"/>"#))
  }

  @Test("new keys are warnings that fail only with --strict")
  func strictFailsOnWarnings() async throws {
    let folder = try TestPaths.scratchFolder("drift")
    defer { try? FileManager.default.removeItem(at: folder) }
    let schema = try await inferOrdersSchema(into: folder)
    let sample = folder.appendingPathComponent("extra.json")
    try Data(#"[{"order_id": 1, "status": "paid", "total": 1, "placed_at": "2024-05-01T10:00:00Z", "customer": {"id": 1, "email": "x"}, "items": [], "note": "hi"}]"#.utf8).write(to: sample)
    let lax = try await ProcessRunner.run(TestPaths.mantlegen, ["check", schema.path, sample.path])
    #expect(lax.status == 0)
    #expect(lax.standardOutput.contains("warning: $[].note: new key"))
    let strict = try await ProcessRunner.run(TestPaths.mantlegen, ["check", schema.path, sample.path, "--strict"])
    #expect(strict.status == 1)
  }

  @Test("bad samples and bad schemas exit 2")
  func checkInputErrors() async throws {
    let folder = try TestPaths.scratchFolder("drift")
    defer { try? FileManager.default.removeItem(at: folder) }
    let schema = try await inferOrdersSchema(into: folder)
    let bad = folder.appendingPathComponent("bad.json")
    try Data("[{\"order_id\": }]".utf8).write(to: bad)
    let badSample = try await ProcessRunner.run(TestPaths.mantlegen, ["check", schema.path, bad.path])
    #expect(badSample.status == 2)
    #expect(badSample.standardError == "\(bad.path):1:15: error: unexpected '}'; expected a value\n")
    let badSchema = try await ProcessRunner.run(TestPaths.mantlegen, ["check", bad.path, bad.path])
    #expect(badSchema.status == 2)
  }

  @Test("--generated fails on a stale or hand-edited model and names the file")
  func staleGeneratedFiles() async throws {
    let folder = try TestPaths.scratchFolder("drift")
    defer { try? FileManager.default.removeItem(at: folder) }
    let schema = try await inferOrdersSchema(into: folder)
    let models = folder.appendingPathComponent("Models")
    let generate = try await ProcessRunner.run(TestPaths.mantlegen, ["generate", schema.path, "-o", models.path])
    try #require(generate.status == 0)
    let sample = drift.appendingPathComponent("orders_v1.json").path
    let fresh = try await ProcessRunner.run(TestPaths.mantlegen, ["check", schema.path, sample, "--generated", models.path])
    #expect(fresh.status == 0)
    let order = models.appendingPathComponent("Order.swift")
    try (String(contentsOf: order, encoding: .utf8) + "// edited\n").write(to: order, atomically: true, encoding: .utf8)
    let stale = try await ProcessRunner.run(TestPaths.mantlegen, ["check", schema.path, sample, "--generated", models.path])
    #expect(stale.status == 1)
    #expect(stale.standardOutput.contains("\(order.path):1:1: error: generated file out of date"))
  }

  @Test("update keeps a renamed property, adds the new keys, widens, and both the old and the new samples check and round-trip, compiled")
  func updateKeepsRename() async throws {
    let folder = try TestPaths.scratchFolder("drift")
    defer { try? FileManager.default.removeItem(at: folder) }
    let schema = try await inferOrdersSchema(into: folder)
    let text = try String(contentsOf: schema, encoding: .utf8)
    try #require(text.contains(#""name": "orderID""#))
    try text.replacingOccurrences(of: #""name": "orderID""#, with: #""name": "number""#)
      .write(to: schema, atomically: true, encoding: .utf8)
    let update = try await ProcessRunner.run(
      TestPaths.mantlegen, ["update", schema.path, drift.appendingPathComponent("orders_v2.json").path])
    #expect(update.status == 0)
    #expect(update.standardError.contains("\(schema.path): note: Order: added 'coupon' for coupon (String, optional)\n"))
    #expect(update.standardError.contains("\(schema.path): note: Item: added 'gift' for gift (Bool, optional)\n"))
    let updated = try String(contentsOf: schema, encoding: .utf8)
    #expect(updated.contains(#""name": "number", "key": "order_id""#))
    #expect(!updated.contains("orderID"))
    let swift = try await ProcessRunner.run(TestPaths.mantlegen, ["generate", schema.path])
    #expect(swift.standardOutput.contains("public let number: OrdersSupport.IntOrString"))
    #expect(updated.contains(#""sources": ["orders_v1.json", "orders_v2.json"]"#))
    #expect(swift.standardOutput.contains("Generated by mantlegen (root type `Orders`)."))
    #expect(swift.standardOutput.contains("public let coupon: String?"))
    #expect(swift.standardOutput.contains("public let gift: Bool?"))
    // The updated models, compiled, decode and write back both the earlier and the new sample.
    let models = folder.appendingPathComponent("Models")
    let generate = try await ProcessRunner.run(TestPaths.mantlegen, ["generate", schema.path, "-o", models.path])
    try #require(generate.status == 0, "\(generate.standardError)")
    let main = RoundTripChecker.mainSource.replacingOccurrences(of: "Root.self", with: "Orders.self")
    let checker = try await RoundTripChecker.build(models: models, in: folder, main: main)
    for sample in ["orders_v1.json", "orders_v2.json"] {
      let recheck = try await ProcessRunner.run(
        TestPaths.mantlegen, ["check", schema.path, drift.appendingPathComponent(sample).path])
      #expect(recheck.status == 0, "\(sample): \(recheck.standardOutput)")
      let file = drift.appendingPathComponent(sample)
      let run = try await ProcessRunner.run(checker, [file.path])
      try #require(run.status == 0, "\(sample): \(run.standardError)")
      let original = try JSONTree.parse([UInt8](try Data(contentsOf: file)))
      let difference = original.firstDifference(from: try JSONTree.parse(Array(run.standardOutput.utf8)))
      #expect(difference == nil, "\(sample): \(difference ?? "")")
    }
  }

  @Test("update --dry-run prints a diff and leaves the schema as it was")
  func updateDryRun() async throws {
    let folder = try TestPaths.scratchFolder("drift")
    defer { try? FileManager.default.removeItem(at: folder) }
    let schema = try await inferOrdersSchema(into: folder)
    let before = try Data(contentsOf: schema)
    let update = try await ProcessRunner.run(
      TestPaths.mantlegen, ["update", schema.path, drift.appendingPathComponent("orders_v2.json").path, "--dry-run"])
    #expect(update.status == 0)
    #expect(update.standardOutput.contains("+        { \"name\": \"coupon\""))
    #expect(try Data(contentsOf: schema) == before)
  }

  @Test("a malformed sample in the middle of a batch leaves the schema unchanged")
  func updateWithBadSampleChangesNothing() async throws {
    let folder = try TestPaths.scratchFolder("drift")
    defer { try? FileManager.default.removeItem(at: folder) }
    let schema = try await inferOrdersSchema(into: folder)
    let before = try Data(contentsOf: schema)
    let bad = folder.appendingPathComponent("bad.json")
    try Data("[{\"order_id\": 1,]".utf8).write(to: bad)
    let update = try await ProcessRunner.run(
      TestPaths.mantlegen,
      ["update", schema.path, drift.appendingPathComponent("orders_v2.json").path, bad.path,
       drift.appendingPathComponent("orders_v1.json").path])
    #expect(update.status == 2)
    #expect(try Data(contentsOf: schema) == before)
  }
}

/// Counts the elements of an XML document by name, and fails on a document that is not well-formed.
final class XMLElementCounter: NSObject, XMLParserDelegate {
  private var counts: [String: Int] = [:]

  static func count(_ text: String) throws -> [String: Int] {
    let counter = XMLElementCounter()
    let parser = XMLParser(data: Data(text.utf8))
    parser.delegate = counter
    try #require(parser.parse(), "not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "")\n\(text)")
    return counter.counts
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    counts[elementName, default: 0] += 1
  }
}
