import Testing

@testable import MantleGenCore

/// Names of imported types are identities: declared names (OpenAPI component keys, `$defs` keys)
/// are taken before any inline type is named, `title` is documentation, two declarations of one
/// shape keep both names, and adding components renames nothing.
@Suite("Names of imported types")
struct ImportedNameTests {
  private static func importing(_ text: String) throws -> MappingSchema {
    try JSONSchemaImporter.importSchema(Array(text.utf8), file: "api.json", diagnostics: DiagnosticList())
  }

  /// An OpenAPI document whose components are `components` (JSON members, comma-separated).
  private static func openAPI(_ components: [String]) -> String {
    #"{"openapi": "3.0.3", "info": {"title": "T", "version": "1"}, "paths": {}, "components": {"schemas": {"#
      + components.joined(separator: ",\n") + "}}}"
  }

  /// The components of the fixture, in order: an inline `status` enum comes before the `status`
  /// component, titles differ from keys, two requests and two enums share a shape, and a
  /// repository refers to `user` plainly and through OpenAPI 3.0's nullable `allOf`.
  static let components: [String] = [
    #""pages-build": {"type": "object", "properties": {"status": {"type": "string", "enum": ["built", "building", "errored"]}, "url": {"type": "string"}}}"#,
    #""status": {"type": "object", "title": "Commit Status", "properties": {"state": {"type": "string"}, "context": {"type": "string"}}}"#,
    #""git-ref": {"type": "object", "title": "Git Reference", "properties": {"ref": {"type": "string"}}}"#,
    #""hook": {"type": "object", "title": "Webook", "properties": {"id": {"type": "integer"}}}"#,
    #""CreateUserRequest": {"type": "object", "properties": {"name": {"type": "string"}}}"#,
    #""UpdateUserRequest": {"type": "object", "properties": {"name": {"type": "string"}}}"#,
    #""AccountState": {"type": "string", "enum": ["open", "closed"]}"#,
    #""LedgerState": {"type": "string", "enum": ["open", "closed"]}"#,
    #""user": {"type": "object", "title": "Owner", "properties": {"login": {"type": "string"}}}"#,
    ##""repository": {"type": "object", "properties": {"owner": {"allOf": [{"$ref": "#/components/schemas/user"}], "nullable": true, "description": "The owner."}, "author": {"$ref": "#/components/schemas/user"}}}"##,
  ]

  @Test("every component keeps its key's name; inline types take their parent's name instead of a declared one")
  func componentsKeepTheirKeys() throws {
    let schema = try Self.importing(Self.openAPI(Self.components))
    #expect(
      Set(schema.models.map(\.name)) == [
        "PagesBuild", "Status", "GitRef", "Hook", "CreateUserRequest", "UpdateUserRequest", "User", "Repository",
      ])
    #expect(Set(schema.enums.map(\.name)) == ["PagesBuildStatus", "AccountState", "LedgerState"])
    let pagesBuild = try #require(schema.model(named: "PagesBuild"))
    #expect(pagesBuild.properties.first?.type == .enumeration("PagesBuildStatus"))
  }

  @Test("array, map and scalar components are type aliases under their keys' names, kept by the schema file")
  func nonObjectComponentsAreAliases() throws {
    let extra: [String] = [
      #""content-directory": {"type": "array", "items": {"type": "object", "properties": {"path": {"type": "string"}}}}"#,
      #""language": {"type": "object", "additionalProperties": {"type": "integer"}}"#,
      ##""user-list": {"type": "array", "items": {"$ref": "#/components/schemas/user"}}"##,
      #""login": {"type": "string", "description": "A user's login."}"#,
    ]
    let schema = try Self.importing(Self.openAPI(Self.components + extra))
    #expect(
      schema.aliases == [
        TypeAlias(name: "ContentDirectory", type: .array(.model("ContentDirectoryElement"))),
        TypeAlias(name: "Language", type: .dictionary(.int)),
        TypeAlias(name: "UserList", type: .array(.model("User"))),
        TypeAlias(name: "Login", type: .string, documentation: "A user's login."),
      ])
    let reread = try SchemaFile.read(Array(SchemaFile.text(of: schema).utf8), file: "api.mantlegen.json")
    #expect(reread.aliases == schema.aliases)
  }

  @Test("inline request and response bodies of operations are types named from operationId; a $ref body adds none")
  func operationBodies() throws {
    let schema = try Self.importing(
      ##"""
      {"openapi": "3.0.3", "info": {"title": "T", "version": "1"}, "components": {"schemas": {"status": {"type": "string", "enum": ["a", "b"]}}},
       "paths": {
        "/": {"get": {"operationId": "meta/root", "responses": {"200": {"description": "", "content": {"application/json": {"schema": {"type": "object", "properties": {"status": {"type": "string", "enum": ["up", "down"]}}}}}}}}},
        "/items": {"post": {"operationId": "createItem",
          "requestBody": {"content": {"application/json": {"schema": {"type": "object", "properties": {"name": {"type": "string"}}}}}},
          "responses": {"201": {"description": "", "content": {"application/json": {"schema": {"type": "array", "items": {"type": "object", "properties": {"id": {"type": "integer"}}}}}}},
                        "202": {"description": "", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/status"}}}}}}}
       }}
      """##)
    #expect(Set(schema.models.map(\.name)) == ["MetaRootResponse", "CreateItemRequest", "CreateItemResponseElement"])
    #expect(schema.aliases.map(\.name) == ["CreateItemResponse"])
    #expect(Set(schema.enums.map(\.name)) == ["Status", "MetaRootResponseStatus"])
  }

  @Test("an integer enum is an open enum of its values, one type for every place with the same values")
  func integerEnums() throws {
    let schema = try Self.importing(
      Self.openAPI([
        #""order": {"type": "object", "properties": {"priority": {"type": "integer", "enum": [1, 2, -1]}, "rank": {"enum": [1, 2, -1]}}}"#
      ]))
    let priority = try #require(schema.enums.first)
    #expect(schema.enums.count == 1)
    #expect(priority.cases.map(\.name) == ["_1", "_2", "minus1"])
    #expect(priority.cases.map(\.value) == [.number("1"), .number("2"), .number("-1")])
    #expect(priority.isOpen)
    #expect(
      schema.model(named: "Order")?.properties.map(\.type).prefix(2) == [
        .enumeration("Priority"), .enumeration("Priority"),
      ])
  }

  @Test("a nullable allOf of one reference is that type, optional, under the component's own name")
  func nullableReferenceIsOptional() throws {
    let schema = try Self.importing(Self.openAPI(Self.components))
    let repository = try #require(schema.model(named: "Repository"))
    let owner = try #require(repository.properties.first { $0.swiftName == "owner" })
    #expect(owner.type == .model("User"))
    #expect(owner.isOptional)
    let author = try #require(repository.properties.first { $0.swiftName == "author" })
    #expect(author.type == .model("User"))
    // A description in an allOf part of its own (as Box's API writes it) adds no type either.
    let described = try Self.importing(
      Self.openAPI([
        #""user": {"type": "object", "properties": {"login": {"type": "string"}}}"#,
        ##""repo": {"type": "object", "properties": {"owner": {"allOf": [{"$ref": "#/components/schemas/user"}, {"description": "The owner."}], "nullable": true}}}"##,
      ]))
    #expect(described.models.map(\.name) == ["User", "Repo"])
    #expect(described.model(named: "Repo")?.properties.first?.type == .model("User"))
  }

  @Test("adding components renames no type of the smaller document")
  func supersetKeepsEveryName() throws {
    let subset = try Self.importing(Self.openAPI(Array(Self.components[1...])))
    for extra in [
      #""a-first": {"type": "object", "properties": {"user": {"type": "object", "properties": {"login": {"type": "string"}}}, "status": {"type": "object", "properties": {"state": {"type": "string"}, "context": {"type": "string"}}}}}"#,
      #""zz-last": {"type": "object", "properties": {"hook": {"type": "object", "properties": {"x": {"type": "integer"}}}}}"#,
    ] {
      let superset = try Self.importing(Self.openAPI([extra] + Self.components))
      let names = Set(superset.models.map(\.name) + superset.enums.map(\.name) + superset.unions.map(\.name))
      for name in subset.models.map(\.name) + subset.enums.map(\.name) + subset.unions.map(\.name) {
        #expect(names.contains(name), "\(name) is gone after adding \(extra.prefix(12))")
      }
      // The declared type of each name is still the one it names.
      #expect(superset.model(named: "Status")?.properties.map(\.swiftName).prefix(2) == ["state", "context"])
    }
  }

  @Test("$defs names are reserved before inline objects are named; a title names nothing")
  func definitionNamesComeFirst() throws {
    let schema = try Self.importing(
      #"""
      {
        "title": "Order",
        "type": "object",
        "properties": {
          "customer": { "type": "object", "title": "Buyer", "properties": { "nickname": { "type": "string" } } },
          "account": { "$ref": "#/$defs/customer" }
        },
        "$defs": {
          "customer": { "type": "object", "title": "Client", "properties": { "id": { "type": "integer" } } }
        }
      }
      """#)
    #expect(Set(schema.models.map(\.name)) == ["Order", "Customer", "OrderCustomer"])
    let order = try #require(schema.model(named: "Order"))
    #expect(order.properties.map(\.type).prefix(2) == [.model("OrderCustomer"), .model("Customer")])
  }

  @Test(
    "inline types of one name and different shapes take their parents' names (or Payload after their own), not numbers; one shape is one type"
  )
  func inlineClashesAreQualified() throws {
    let schema = try Self.importing(
      Self.openAPI([
        #""keyword-card": {"type": "object", "properties": {"entries": {"type": "array", "items": {"type": "object", "properties": {"text": {"type": "string"}}}}}}"#,
        #""timeline-card": {"type": "object", "properties": {"entries": {"type": "array", "items": {"type": "object", "properties": {"start": {"type": "number"}}}}}}"#,
        #""search": {"type": "object", "properties": {"direction": {"type": "string", "enum": ["asc", "desc"]}}}"#,
        #""event": {"type": "object", "properties": {"direction": {"type": "string", "enum": ["inbound", "outbound"]}}}"#,
        #""listing": {"type": "object", "properties": {"direction": {"type": "string", "enum": ["asc", "desc"]}}}"#,
        #""watermark": {"type": "object", "properties": {"watermark": {"type": "object", "properties": {"created_at": {"type": "string"}}}}}"#,
      ]))
    #expect(
      Set(schema.models.map(\.name)) == [
        "KeywordCard", "Entry", "TimelineCard", "TimelineCardEntry", "Search", "Event", "Listing", "Watermark",
        "WatermarkPayload",
      ])
    #expect(Set(schema.enums.map(\.name)) == ["Direction", "EventDirection"])
    #expect(schema.model(named: "Listing")?.properties.first?.type == .enumeration("Direction"))
    #expect(!schema.declaredTypeNames.contains { $0.last?.isNumber == true })
  }

  @Test("one oneOf written inline in two places is one cluster, not a numbered second")
  func identicalInlineClustersAreOne() throws {
    let item = ##"{"oneOf": [{"$ref": "#/components/schemas/file"}, {"$ref": "#/components/schemas/folder"}]}"##
    let schema = try Self.importing(
      Self.openAPI([
        #""file": {"type": "object", "required": ["type"], "properties": {"type": {"type": "string", "enum": ["file"]}, "size": {"type": "integer"}}}"#,
        #""folder": {"type": "object", "required": ["type"], "properties": {"type": {"type": "string", "enum": ["folder"]}, "count": {"type": "integer"}}}"#,
        #""collaboration": {"type": "object", "properties": {"item": \#(item)}}"#,
        #""invite": {"type": "object", "properties": {"item": \#(item)}}"#,
      ]))
    #expect(schema.clusters.map(\.name) == ["Item"])
    #expect(schema.model(named: "Invite")?.properties.first?.type == .cluster("Item"))
  }

  @Test("a union whose cases' names are too long to join is named after its place, and its schema reads back")
  func unionOfLongNamesReadsBack() throws {
    let key = String(repeating: "a", count: 120) + "pair"
    let object = #"{"type": "object", "properties": {"a": {"type": "integer"}}}"#
    let strict =
      #"{"type": "object", "required": ["a"], "properties": {"a": {"type": "integer"}}, "additionalProperties": false}"#
    let schema = try Self.importing(
      #"{"type": "object", "properties": {"\#(key)": {"anyOf": [\#(object), \#(strict)]}}}"#)
    #expect(schema.declaredTypeNames.allSatisfy { $0.count <= SwiftNaming.maxNameLength + "Object".count })
    #expect(schema.unions.allSatisfy { $0.name.count <= SwiftNaming.maxNameLength })
    let text = SchemaFile.text(of: schema)
    #expect(SchemaFile.text(of: try SchemaFile.read(Array(text.utf8), file: "schema.json")) == text)
  }

  @Test(
    "references that only lead to each other are JSONValue, also at the root; the first component that is a type is the root"
  )
  func referenceCyclesAreJSONValue() throws {
    let selfReference = try JSONSchemaImporter.importSchema(
      Array(##"{"$ref": "#/$defs/Node", "$defs": {"Node": {"$ref": "#"}}}"##.utf8), file: "s.json",
      diagnostics: DiagnosticList())
    #expect(selfReference.rootType == .jsonValue)
    let components = try Self.importing(
      Self.openAPI([
        ##""a": {"$ref": "#/components/schemas/b"}"##, ##""b": {"$ref": "#/components/schemas/a"}"##,
        ##""c": {"type": "object", "properties": {"a": {"$ref": "#/components/schemas/a"}}}"##,
      ]))
    #expect(components.rootType == .model("C"))
    #expect(components.model(named: "C")?.properties.first?.type.leaf == .jsonValue)
    for schema in [selfReference, components] {
      let text = SchemaFile.text(of: schema)
      #expect(SchemaFile.text(of: try SchemaFile.read(Array(text.utf8), file: "schema.json")) == text)
    }
  }
}
