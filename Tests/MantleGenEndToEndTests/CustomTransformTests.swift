import Foundation
import Testing

/// `custom(Type)`: a transform the user writes in Swift against the generated support code's
/// `Transform` protocol (Mantle's `+<key>JSONTransformer` blocks), called both ways by generated
/// code, checked by `check` for the JSON kind the schema declares, shown in the tables and kept by
/// `update`.
@Suite("Custom transforms")
struct CustomTransformTests {
  static let schema = """
    { "mantlegen": 1, "root": "Item", "rootType": "Item", "sources": ["item.json"],
      "options": { "access": "public", "merge": false },
      "models": [ { "name": "Item", "jsonPaths": ["$"], "properties": [
        { "name": "price", "key": "price", "type": "Decimal", "transform": "custom(PriceTransform, json: string)" },
        { "name": "history", "key": "history", "type": "[Decimal]", "optional": true,
          "transform": "custom(PriceTransform)" } ] } ] }
    """

  /// The user's transform: prices written as `"$12.5"`.
  static let main = """
    import Foundation

    struct PriceTransform: ItemSupport.Transform {
      func value(from json: String, codingPath: [any CodingKey]) throws -> Decimal {
        guard json.hasPrefix("$"), let value = Decimal(string: String(json.dropFirst())) else {
          throw DecodingError.dataCorrupted(
            DecodingError.Context(codingPath: codingPath, debugDescription: "Expected a price like $12.5, found \\(json)"))
        }
        return value
      }

      func json(from value: Decimal) -> String { "$\\(value)" }
    }

    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    for path in CommandLine.arguments.dropFirst() {
      do {
        let value = try JSONDecoder().decode(Item.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        print(value.price, value.history ?? [])
        print(String(decoding: try encoder.encode(value), as: UTF8.self))
      } catch let DecodingError.dataCorrupted(context) {
        print("error:", context.codingPath.map(\\.stringValue), context.debugDescription)
      }
    }

    """

  @Test("generated code calls the user's transform both ways, for a value and for each element of an array")
  func callsTheUsersTransform() async throws {
    let folder = try TestPaths.scratchFolder("custom-transform")
    defer { try? FileManager.default.removeItem(at: folder) }
    let (schema, checker) = try await RoundTripChecker.build(schema: Self.schema, in: folder, main: Self.main)
    func sample(_ name: String, _ json: String) throws -> String {
      try SchemaFixtures.sample(name, json, in: folder)
    }
    let good = try sample("good.json", #"{"price": "$12.5", "history": ["$3", "$2.25"]}"#)
    let bad = try sample("bad.json", #"{"price": "12 EUR"}"#)
    let run = try await ProcessRunner.run(checker, [good, bad])
    try #require(run.status == 0, "\(run.standardError)")
    #expect(
      run.standardOutput == """
        12.5 [3, 2.25]
        {"history":["$3","$2.25"],"price":"$12.5"}
        error: ["price"] Expected a price like $12.5, found 12 EUR

        """)

    let clean = try await ProcessRunner.run(TestPaths.mantlegen, ["check", schema.path, good])
    #expect(clean.status == 0, "\(clean.standardOutput)")
    let number = try sample("number.json", #"{"price": 12.5, "history": [1, true]}"#)
    let drifted = try await ProcessRunner.run(TestPaths.mantlegen, ["check", schema.path, number])
    #expect(drifted.status == 1)
    #expect(
      drifted.standardOutput.contains("$.price: type changed: Decimal in schema, Double in sample"),
      "\(drifted.standardOutput)")
    // Without `json:` the transform's JSON is not checked.
    #expect(!drifted.standardOutput.contains("$.history"), "\(drifted.standardOutput)")

    let output = folder.appendingPathComponent("out")
    let generated = try await ProcessRunner.run(TestPaths.mantlegen, ["generate", schema.path, "-o", output.path])
    #expect(generated.status == 0, "\(generated.standardError)")
    let tables = try String(contentsOf: output.appendingPathComponent("MappingTables.md"), encoding: .utf8)
    #expect(tables.contains("custom: PriceTransform"), "\(tables)")
    let export = try await ProcessRunner.run(TestPaths.mantlegen, ["export", schema.path])
    let exported = try JSONSerialization.jsonObject(with: Data(export.standardOutput.utf8)) as? [String: Any]
    let item = (exported?["$defs"] as? [String: [String: Any]])?["Item"]
    let properties = item?["properties"] as? [String: [String: Any]]
    #expect(properties?["price"]?["type"] as? String == "string", "\(export.standardOutput)")

    let update = try await ProcessRunner.run(TestPaths.mantlegen, ["update", schema.path, good])
    #expect(update.status == 0, "\(update.standardError)")
    let updated = try String(contentsOf: schema, encoding: .utf8)
    #expect(updated.contains(#""type": "Decimal", "transform": "custom(PriceTransform, json: string)""#), "\(updated)")
    #expect(updated.contains(#""transform": "custom(PriceTransform)""#), "\(updated)")
  }

  @Test("a type name that is not an identifier and an unknown JSON kind are located schema errors")
  func schemaErrors() async throws {
    let transforms = ["custom(12Price)", "custom(Price Transform)", "custom(Price, json: date)", "custom()"]
    try await SchemaFixtures.expectLocatedErrors(
      transforms.map {
        (
          SchemaFixtures.oneProperty(#""key": "n", "type": "Double", "transform": "\#($0)""#),
          "takes the name of a Swift type conforming to"
        )
      }, line: 2, label: "custom-transform-errors")
  }
}
