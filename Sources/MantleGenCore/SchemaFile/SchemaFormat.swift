/// The mapping-schema file format in one place: the fields each object of a schema file may have
/// (the reader accepts exactly these) and, from them, the format's own JSON Schema (draft 2020-12),
/// which editors use to complete and validate `*.mantlegen.json` files (`mantlegen format-schema`).
public enum SchemaFormat {
  /// The fields of one kind of object: those it must have and those it may have, in file order.
  struct Fields: Sendable {
    var required: [String]
    var optional: [String]
    var all: [String] { required + optional }
  }

  static let document = Fields(
    required: ["mantlegen", "root", "rootType", "models"],
    optional: ["sources", "options", "enums", "unions", "clusters", "aliases", "endpoints", "$schema"])
  static let options = Fields(required: [], optional: SchemaOptions.fields.map(\.name))
  static let model = Fields(
    required: ["name", "properties"],
    optional: ["extends", "jsonPaths", "description", "onInvalid", "validates", "deprecated"])
  /// A property has `key`, or `unknownKeys: true` instead (the reader requires one of them).
  static let property = Fields(
    required: ["name", "type"],
    optional: [
      "optional", "writesNull", "keepsNull", "default", "transform", "example", "lossy", "fallbackKeys", "description",
      "onInvalid", "writesDefault", "constant", "unknownKeys", "key", "compares", "writes", "merge", "constraints",
      "deprecated",
    ])
  static let enumeration = Fields(required: ["name", "cases"], optional: ["fallback", "open"])
  static let enumCase = Fields(required: ["case", "value"], optional: [])
  static let union = Fields(required: ["name", "cases"], optional: ["jsonPaths"])
  static let unionCase = Fields(required: ["case", "type"], optional: [])
  static let cluster = Fields(required: ["name", "cases"], optional: ["open"])
  static let alias = Fields(required: ["name", "type"], optional: ["description"])
  static let endpoint = Fields(required: ["operation", "body", "type"], optional: [])
  static let clusterCase = Fields(required: ["case", "model"], optional: ["when"])
  static let rule = Fields(required: ["key"], optional: ["equals", "oneOf", "present"])

  /// The format's JSON Schema as file text.
  public static var jsonSchemaText: String { jsonSchema.text }

  /// The format's JSON Schema: every object closed to other fields, option values listed.
  static var jsonSchema: JSONDocument {
    var top = objectSchema(
      document,
      [
        "$schema": .object(["type": .string("string"), "description": .string("This JSON Schema, for editors.")]),
        "mantlegen": .object([
          "const": .number(String(SchemaFile.version)), "description": .string("The format version."),
        ]),
        "root": described(string, "The root type's name."),
        "rootType": described(string, "The type of a whole document: the root model, or e.g. `[Order]`."),
        "sources": described(strings, "The samples the schema was inferred from."),
        "options": reference("options"),
        "models": arrayOf("model"),
        "enums": arrayOf("enum"),
        "unions": arrayOf("union"),
        "clusters": arrayOf("cluster"),
        "aliases": arrayOf("alias"),
        "endpoints": arrayOf("endpoint"),
      ])
    top.insert(
      contentsOf: [
        .init("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
        .init("title", .string("mantlegen mapping schema")),
        .init(
          "description",
          .string("A mapping schema: the models, properties, key paths and transforms mantlegen generates Swift from.")),
      ], at: 0)
    let onInvalid = choice(
      InvalidValuePolicy.allCases.map(\.rawValue), "What decoding does with a value of the wrong type.")
    let deprecated = { (what: String) in
      JSONDocument.object([
        "type": .array([.string("boolean"), .string("string")]),
        "description": .string("The API deprecates the \(what): true, or the message to show."),
      ])
    }
    let definitions: [JSONDocument.Member] = [
      .init(
        "options",
        .object(
          objectSchema(
            options,
            Dictionary(
              uniqueKeysWithValues: SchemaOptions.fields.map { field in
                switch field.kind {
                case .flag: (field.name, described(boolean, field.description))
                case .choice(let values, _, _, _): (field.name, choice(values, field.description))
                case .text: (field.name, described(identifierStart, field.description))
                }
              })))),
      .init(
        "model",
        .object(
          objectSchema(
            model,
            [
              "name": described(string, "The model's Swift name."),
              "extends": described(string, "A model whose properties come first."),
              "jsonPaths": described(strings, "Where the model's objects are in the samples."),
              "description": described(string, "The doc comment."),
              "onInvalid": onInvalid,
              "validates": described(boolean, "Decoding ends by calling the model's validate() (Validating)."),
              "deprecated": deprecated("model"),
              "properties": arrayOf("property"),
            ]))),
      .init(
        "property",
        .object(
          objectSchema(
            property,
            [
              "name": described(string, "The Swift property name."),
              "key": .object([
                "type": .array([.string("string"), .string("null")]),
                "description": .string("The JSON key or dotted key path (`owner.id`); null when not in the JSON."),
              ]),
              "unknownKeys": described(boolean, "Instead of `key`: holds the object's keys no other property reads."),
              "type": described(string, "The Swift type: `String`, `Int`, `[Order]`, `[String: Date]`, a model, …"),
              "optional": described(boolean, "Whether the property is optional."),
              "writesNull": described(boolean, "Encode nil as null instead of leaving the key out."),
              "deprecated": deprecated("property"),
              "keepsNull": described(
                boolean, "Keep null apart from a missing key (Nullable.null vs nil), each written back as read."),
              "default": .object(["description": .string("The value used when the key is missing or null.")]),
              "transform": .object([
                "type": .string("string"),
                "description": .string("How the JSON value becomes the Swift value."),
                "examples": .array(Transform.nameForms.map(JSONDocument.string)),
              ]),
              "example": described(string, "An example value, as JSON text."),
              "lossy": described(boolean, "Drop array elements that do not decode."),
              "fallbackKeys": described(strings, "Other keys of the same object read when `key` is missing."),
              "description": described(string, "The doc comment."),
              "onInvalid": onInvalid,
              "writesDefault": described(boolean, "Whether the default is written back when the value equals it."),
              "constant": .object(["description": .string("A value the property always has.")]),
              "compares": described(boolean, "false: left out of == and hash(into:) (transitory state)."),
              "writes": described(boolean, "false: decoded, never encoded."),
              "constraints": described(
                .object([
                  "type": .string("object"), "additionalProperties": .bool(false),
                  "properties": .object(
                    (Constraints.numberFields.map { .init($0, .object(["type": .string("number")])) }
                      + (Constraints.textFields + Constraints.collectionFields).filter { $0 != "pattern" }.map {
                        .init($0, .object(["type": .string("integer"), "minimum": .number("0")]))
                      } + [.init("pattern", .object(["type": .string("string")]))])),
                ]), "Rules the decoded value must keep, checked when decoding and by check."),
              "merge": choice(MergeRule.allCases.map(\.rawValue), "How merging(_:) combines the property."),
            ],
            anyOf: [["key"], ["unknownKeys"]]))),
      .init(
        "enum",
        .object(
          objectSchema(
            enumeration,
            [
              "name": described(string, "The enum's Swift name."),
              "cases": .object([
                "type": .string("array"),
                "items": .object(
                  objectSchema(
                    enumCase,
                    [
                      "case": described(string, "The case name."),
                      "value": described(
                        .object(["type": .array(["string", "integer", "boolean", "null"].map(JSONDocument.string))]),
                        "The JSON value: a string, an integer or a boolean (all cases of one kind), or null."),
                    ])),
              ]),
              "fallback": described(string, "The case for values no other case has."),
              "open": described(boolean, "Keep unknown values (`unknown(value)`) instead of failing."),
            ]))),
      .init(
        "union",
        .object(
          objectSchema(
            union,
            [
              "name": described(string, "The union's Swift name."),
              "cases": .object([
                "type": .string("array"),
                "items": .object(
                  objectSchema(
                    unionCase,
                    ["case": described(string, "The case name."), "type": described(string, "The case's type.")])),
              ]),
              "jsonPaths": described(strings, "Where the union's values are in the samples."),
            ]))),
      .init(
        "cluster",
        .object(
          objectSchema(
            cluster,
            [
              "name": described(string, "The cluster's Swift name."),
              "cases": .object([
                "type": .string("array"),
                "items": .object(
                  objectSchema(
                    clusterCase,
                    [
                      "case": described(string, "The case name."),
                      "model": described(string, "The model of the case."),
                      "when": reference("rule"),
                    ])),
              ]),
              "open": described(boolean, "Keep objects no rule matches (`unknown`) instead of failing."),
            ]))),
      .init(
        "alias",
        .object(
          objectSchema(
            alias,
            [
              "name": described(string, "The alias's Swift name."),
              "type": described(string, "The type it stands for, e.g. `[Item]` or `[String: Int]`."),
              "description": described(string, "The doc comment."),
            ]))),
      .init(
        "endpoint",
        .object(
          objectSchema(
            endpoint,
            [
              "operation": described(string, "The method and path, e.g. `GET /pets/{petId}`."),
              "body": described(string, "`request`, or the response's status, e.g. `200`."),
              "type": described(string, "The type that decodes the body."),
            ]))),
      .init(
        "rule",
        .object(
          objectSchema(
            rule,
            [
              "key": described(string, "The key the rule looks at."),
              "equals": .object(["description": .string("The value the key has.")]),
              "oneOf": .object(["type": .string("array"), "description": .string("Values the key may have.")]),
              "present": described(boolean, "Whether the key is there and not null."),
            ],
            oneOf: [["equals"], ["oneOf"], ["present"]]))),
    ]
    top.append(.init("$defs", .object(definitions)))
    return .object(top)
  }

  private static let string = JSONDocument.object(["type": .string("string")])
  private static let boolean = JSONDocument.object(["type": .string("boolean")])
  /// Empty, or the start of a Swift type name (``SwiftNaming/isPlainIdentifier(_:)``).
  private static let identifierStart = JSONDocument.object([
    "type": .string("string"), "pattern": .string("^([A-Za-z_][A-Za-z0-9_]*)?$"),
  ])
  private static let strings = JSONDocument.object([
    "type": .string("array"), "items": .object(["type": .string("string")]),
  ])

  private static func described(_ schema: JSONDocument, _ description: String) -> JSONDocument {
    guard case .object(let members) = schema else { return schema }
    return .object(members + [.init("description", .string(description))])
  }

  private static func choice(_ values: [String], _ description: String) -> JSONDocument {
    .object(["enum": .array(values.map(JSONDocument.string)), "description": .string(description)])
  }

  private static func reference(_ name: String) -> JSONDocument {
    .object(["$ref": .string("#/$defs/\(name)")])
  }

  private static func arrayOf(_ name: String) -> JSONDocument {
    .object(["type": .string("array"), "items": reference(name)])
  }

  /// An object schema with `fields`' properties (each described in `properties`, in the fields'
  /// order), the required ones, no other fields, and optionally sets of fields of which one must
  /// be there (`anyOf`) or exactly one (`oneOf`).
  private static func objectSchema(
    _ fields: Fields, _ properties: [String: JSONDocument], anyOf: [[String]] = [], oneOf: [[String]] = []
  ) -> [JSONDocument.Member] {
    precondition(Set(properties.keys) == Set(fields.all), "every field is described")
    var members: [JSONDocument.Member] = [
      .init("type", .string("object")),
      .init("properties", .object(fields.all.map { .init($0, properties[$0]!) })),
    ]
    if !fields.required.isEmpty { members.append(.init("required", .array(fields.required.map(JSONDocument.string)))) }
    for (keyword, sets) in [("anyOf", anyOf), ("oneOf", oneOf)] where !sets.isEmpty {
      members.append(
        .init(keyword, .array(sets.map { .object(["required": .array($0.map(JSONDocument.string))]) })))
    }
    members.append(.init("additionalProperties", .bool(false)))
    return members
  }
}
