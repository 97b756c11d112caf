import Testing

@testable import MantleGenCore

/// The options that `ResolvedSchema` resolves into each property: the invalid-value policy (the
/// closest setting wins) and optionality.
@Suite("Resolved options")
struct ResolvedOptionsTests {
  private static func property(
    _ name: String, optional: Bool = false, default value: JSONLiteral? = nil, onInvalid: InvalidValuePolicy? = nil,
    key: [String]? = nil
  ) -> Property {
    Property(
      swiftName: name, keyPath: key ?? [name], type: .int, isOptional: optional, defaultValue: value,
      onInvalid: onInvalid)
  }

  private static func schema(models: [Model], options: SchemaOptions) -> MappingSchema {
    MappingSchema(rootName: "A", rootType: .model("A"), models: models, sources: [], options: options)
  }

  @Test("the invalid-value policy of a property is its own, else its model's, else the schema's")
  func closestPolicyWins() {
    let models = [
      Model(
        name: "A", properties: [Self.property("own", onInvalid: .fail), Self.property("inherited")], sourcePaths: [],
        onInvalid: .replace),
      Model(name: "B", properties: [Self.property("own", onInvalid: .replace), Self.property("inherited")], sourcePaths: []),
    ]
    for schemaPolicy in InvalidValuePolicy.allCases {
      let resolved = ResolvedSchema(Self.schema(models: models, options: SchemaOptions(onInvalid: schemaPolicy)))
      let policies = resolved.schema.models.map { $0.properties.map(\.onInvalid) }
      #expect(policies == [[.fail, .replace], [.replace, schemaPolicy]])
    }
  }

  @Test("replace makes a property without a default optional (nil is its replacement); one with a default keeps it")
  func replaceMakesPropertiesWithoutDefaultOptional() {
    let model = Model(
      name: "A",
      properties: [
        Self.property("plain"), Self.property("counted", default: .number("0")),
        Self.property("nullDefault", default: .null), Self.property("constant", default: .number("1"), key: []),
      ], sourcePaths: [])
    let resolved = ResolvedSchema(Self.schema(models: [model], options: SchemaOptions(onInvalid: .replace)))
    let properties = resolved.schema.models[0].properties
    #expect(properties.map(\.isOptional) == [true, false, true, false])
    // A property that is not in the JSON decodes nothing: no policy applies to it.
    #expect(properties.map(\.onInvalid) == [.replace, .replace, .replace, nil])
  }

  @Test("all-optional makes every property in the JSON without a default optional; without it nothing changes")
  func allOptional() {
    let model = Model(
      name: "A",
      properties: [
        Self.property("plain"), Self.property("counted", default: .number("0")), Self.property("maybe", optional: true),
      ], sourcePaths: [])
    let resolved = ResolvedSchema(Self.schema(models: [model], options: SchemaOptions(makesAllOptional: true)))
    #expect(resolved.schema.models[0].properties.map(\.isOptional) == [true, false, true])
    let plain = ResolvedSchema(Self.schema(models: [model], options: SchemaOptions()))
    #expect(plain.schema.models[0].properties.map(\.isOptional) == [false, false, true])
  }

  @Test("an unknown policy and a policy on a property not in the JSON are located errors")
  func policyErrors() {
    expectProblems(
      fileWithProperty(#"{ "name": "p", "key": "p", "type": "Int", "onInvalid": "ignore" }"#),
      [("s.json:6:62: error: unknown 'onInvalid' policy 'ignore'; expected 'fail' or 'replace'", #""ignore""#)])
    expectProblems(
      fileWithProperty(#"{ "name": "p", "key": null, "type": "Int", "default": 1, "onInvalid": "replace" }"#),
      [
        (
          "s.json:6:77: error: a property that is not in the JSON (key null) decodes no value to be invalid",
          #""replace""#
        )
      ])
  }
}
