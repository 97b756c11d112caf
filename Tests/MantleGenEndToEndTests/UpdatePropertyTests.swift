import Foundation
import Testing

@testable import MantleGenCore
@testable import mantlegen_bench

/// Property-based, in process: `update` keeps any valid schema valid, whatever the new samples
/// hold. Random documents give a schema, random defaults are added to it as a person would, and a
/// second random document drifts from the first (keys missing, other kinds, nulls).
@Suite("Update keeps random schemas valid")
struct UpdatePropertyTests {
  static let caseCount = 240

  @Test("random schemas with defaults, updated with random drifting samples, read back without a problem")
  func updatedSchemasValidate() throws {
    var generator = RandomJSON(seed: 0x7570_6461_7465)
    var random = SeededRandom(seed: 0x6465_6661_756c)
    var failures: [String] = []
    for index in 0..<Self.caseCount {
      let first = generator.document()
      let second = generator.document()
      let inferred = try BatchRoundTrip.inferSchema(first, index: index)
      var existing = try SchemaFile.read(Array(SchemaFile.text(of: inferred).utf8), file: "s.json")
      for modelIndex in existing.models.indices {
        for propertyIndex in existing.models[modelIndex].properties.indices where random.below(2) == 0 {
          let property = existing.models[modelIndex].properties[propertyIndex]
          guard property.transform == nil, !property.keyPath.isEmpty else { continue }
          let value: JSONLiteral? =
            switch property.type {
            case .int: .number("0")
            case .double: .number("0.5")
            case .string: .string("x")
            case .bool: .bool(false)
            default: nil
            }
          existing.models[modelIndex].properties[propertyIndex].defaultValue = value
        }
      }
      // The edited schema is valid, as a person's edit would be.
      guard let valid = try? SchemaFile.read(Array(SchemaFile.text(of: existing).utf8), file: "s.json") else {
        continue
      }
      let drifted = try GeneratorPipeline.inferSchema(
        from: [SampleInput(name: "\(index)b.json", bytes: Array(second.utf8), isJSONLines: false)],
        rootName: valid.rootName, diagnostics: DiagnosticList()
      ).prefixingTypeNames(with: "Doc\(index)")
      let update = SchemaUpdate(existing: valid, inferred: drifted)
      do {
        _ = try update.validatedText(file: "s.json")
      } catch {
        failures.append("case \(index): \(error.diagnostics.map(\.description))\n\(first)\n\(second)")
      }
    }
    #expect(failures.isEmpty, "\(failures.count) of \(Self.caseCount):\n\(failures.prefix(3).joined(separator: "\n"))")
  }
}
