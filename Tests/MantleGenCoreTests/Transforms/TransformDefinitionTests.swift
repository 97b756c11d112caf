import Foundation
import Testing

@testable import MantleGenCore

/// The transforms, each from its one home: names, resolution of schema-wide options, and what
/// every stage makes of a transform (Swift, drift check, JSON Schema, update).
@Suite("Transform definitions")
struct TransformDefinitionTests {
  /// A schema whose root model `Root` has `properties`.
  private static func schema(_ properties: [Property], options: SchemaOptions = SchemaOptions()) -> MappingSchema {
    MappingSchema(
      rootName: "Root", rootType: .model("Root"),
      models: [Model(name: "Root", properties: properties, sourcePaths: ["$"])], sources: ["root.json"],
      options: options)
  }

  private static func property(
    _ name: String, _ type: TypeReference, key: [String]? = nil, optional: Bool = false, default value: JSONLiteral? = nil,
    transform: Transform? = nil
  ) -> Property {
    Property(
      swiftName: name, keyPath: key ?? [name], type: type, isOptional: optional, defaultValue: value,
      transform: transform)
  }

  private static func numberString(_ fractionDigits: Int?) -> Transform {
    Transform(NumberStringDefinition(fractionDigits: fractionDigits))
  }

  /// Whether `definition` reads `name` as one of its own.
  private static func claims<Definition: TransformDefinition>(_ definition: Definition.Type, _ name: String) -> Bool {
    definition.parse(name) != nil
  }

  @Test("every name a kind lists in messages reads back as a transform of that kind, with the same name")
  func nameFormsReadBackAsTheirKind() throws {
    for definition in Transform.definitions {
      for name in definition.nameForms where !name.contains("<") {
        let transform = try #require(try Transform.named(name)?.get(), "\(name)")
        #expect(type(of: transform.definition) == definition, "\(name)")
        #expect(try Transform.named(transform.schemaName)?.get() == transform, "\(name)")
      }
    }
  }

  @Test("no two kinds claim one name")
  func kindsDoNotShareNames() {
    let forms = Transform.nameForms
    #expect(Set(forms).count == forms.count)
    for name in forms where !name.contains("<") {
      var claimants = 0
      for definition in Transform.definitions where Self.claims(definition, name) { claimants += 1 }
      #expect(claimants == 1, "\(name)")
    }
  }

  @Test("a schema-wide lenient option gives the lenient transform to scalars in the JSON without one, only there")
  func lenientOptionResolvesOnce() {
    let schema = Self.schema(
      [
        Self.property("count", .int), Self.property("tags", .array(.string)),
        Self.property("at", .date, transform: .unixTime(.seconds)), Self.property("link", .url),
        Self.property("flag", .bool, key: [], default: .bool(false)), Self.property("child", .model("Root"), optional: true),
      ], options: SchemaOptions(isLenient: true))
    let resolved = ResolvedSchema(schema).schema.models[0].properties.map(\.transform)
    #expect(resolved == [.lenient, .lenient, .unixTime(.seconds), nil, nil, nil])
    // Without the option, nothing changes.
    var plain = schema
    plain.options.isLenient = false
    #expect(ResolvedSchema(plain).schema.models[0].properties.map(\.transform) == plain.models[0].properties.map(\.transform))
  }

  @Test("the mapping tables show the transform that a schema-wide option gives, as the Swift applies it")
  func lenientOptionInMappingTables() throws {
    let schema = Self.schema([Self.property("n", .int)], options: SchemaOptions(isLenient: true))
    let files = GeneratorPipeline.outputFiles(for: ResolvedSchema(schema))
    let markdown = try #require(files.first { $0.name == MappingTableRenderer.markdownFileName }?.contents)
    #expect(markdown.contains("| `n` | `Int` | `n` | lenient | required |"))
    let swift = try #require(files.first { $0.name == "Root.swift" }?.contents)
    #expect(swift.contains("RootSupport.LenientTransform<Int>()"))
    #expect(swift.contains("/// JSON `n`, lenient."))
  }

  @Test("the Swift of a transform names the support parts it calls, through arrays, dictionaries and optionals")
  func swiftExpressionsCarryTheirParts() throws {
    let property = Self.property(
      "prices", .dictionary(.array(.optional(.decimal))), transform: Self.numberString(2))
    let expression = try #require(
      TransformExpression(for: property, namespace: "S") { TypeExpression.text(of: $0) })
    #expect(
      expression.expression.text
        == "S.DictionaryTransform(S.ArrayTransform(S.OptionalTransform(S.NumberStringTransform<Decimal>(fractionDigits: 2))))")
    #expect(
      expression.expression.supportParts
        == Set(
          [SupportPartID.dictionaryTransform, .arrayTransform, .optionalTransform, .numberStringTransform].map(\.rawValue)))
  }

  @Test("update keeps a type whose transform reads what the new samples hold")
  func updateKeepsTransformedTypes() {
    // An array where the schema reads its first element.
    #expect(TypeCompatibility.accepts(.int, .array(.int), transform: .firstElement))
    #expect(!TypeCompatibility.accepts(.int, .array(.string), transform: .firstElement))
    #expect(!TypeCompatibility.accepts(.int, .array(.int), transform: nil))
    // Numbers where the schema reads Unix time; strings where it reads numbers written as strings.
    #expect(TypeCompatibility.accepts(.date, .int, transform: .unixTime(.seconds)))
    #expect(!TypeCompatibility.accepts(.date, .int, transform: .date(.date)))
    #expect(TypeCompatibility.accepts(.decimal, .string, transform: Self.numberString(2)))
    #expect(!TypeCompatibility.accepts(.decimal, .bool, transform: Self.numberString(2)))
    // Any scalar where the schema converts leniently.
    #expect(TypeCompatibility.accepts(.int, .string, transform: .lenient))
    #expect(!TypeCompatibility.accepts(.model("A"), .string, transform: .lenient))
  }

  @Test("the JSON Schema of a first element is an array of what the whole type decodes from")
  func firstElementSchema() {
    let document = JSONSchemaExporter.typeSchema(.dictionary(.int), transform: .firstElement)
    #expect(
      document
        == .object([
          "type": .string("array"),
          "items": .object(["type": .string("object"), "additionalProperties": .object(["type": .string("integer")])]),
        ]))
  }

  @Test("numbers written as strings: text that is no number is an error, text written back otherwise a warning")
  func numberStringDrift() throws {
    let schema = Self.schema([
      Self.property("count", .int, transform: Self.numberString(nil)),
      Self.property("price", .decimal, transform: Self.numberString(2)),
      Self.property("sizes", .array(.double), transform: Self.numberString(nil)),
    ])
    var checker = DriftChecker(schema: ResolvedSchema(schema))
    let json = #"{"count": "05", "price": "12.5", "sizes": ["1.5", "x", 2]}"#
    try checker.check(Array(json.utf8), file: "s.json", allowsMultipleDocuments: false)
    #expect(
      checker.report.findings.map(\.description).sorted() == [
        #"s.json:1:11: warning: $.count: format changed: "05" decodes, but re-encodes as "5""#,
        #"s.json:1:26: warning: $.price: format changed: "12.5" decodes, but re-encodes as "12.50""#,
        #"s.json:1:51: error: $.sizes[]: format changed: "x" is not a number (Double written as a string)"#,
        "s.json:1:56: error: $.sizes[]: type changed: Double in schema, Int in sample",
      ])
  }
}
