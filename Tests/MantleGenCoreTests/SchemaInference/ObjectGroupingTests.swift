import Testing

@testable import MantleGenCore

/// Which object places of the samples become one model: identical shapes, near-identical ones,
/// the values one model must decode, and recursive structures. The groupings are read by JSON
/// path; the schemas show what the grouping means for the generated models.
@Suite("Object grouping")
struct ObjectGroupingTests {
  private func samples(_ documents: [String]) -> [SampleInput] {
    documents.enumerated().map { index, text in
      SampleInput(name: "\(index).json", bytes: Array(text.utf8), isJSONLines: false)
    }
  }

  /// The grouping of the object places of `documents`, read as samples of one root type.
  private func grouping(_ documents: String...) throws -> ObjectGrouping {
    let summary = try GeneratorPipeline.summarize(samples(documents))
    return ObjectGrouping(root: summary, rootObjectName: "Root", rootElementName: "RootElement")
  }

  /// Every group as the JSON paths of its places, in registration order; groups by first place.
  private func pathGroups(_ grouping: ObjectGrouping) -> [[String]] {
    grouping.groups().sorted { $0.key < $1.key }.map { _, members in members.map { grouping.nodes[$0].path } }
  }

  private func infer(_ documents: String...) throws -> MappingSchema {
    try GeneratorPipeline.inferSchema(from: samples(documents), rootName: "Root", diagnostics: DiagnosticList())
  }

  private func property(_ name: String, of model: String, in schema: MappingSchema) -> Property? {
    schema.model(named: model)?.properties.first { $0.swiftName == name }
  }

  /// The model a property's type names, through optionals and arrays.
  private func modelName(of type: TypeReference?) -> String? {
    switch type {
    case .model(let name): name
    case .optional(let wrapped), .array(let wrapped): modelName(of: wrapped)
    default: nil
    }
  }

  // MARK: Identical shapes

  @Test("identical shapes at two keys are one group and one model")
  func identicalShapesAtTwoKeys() throws {
    let document = #"{"author": {"id": 1, "name": "Ann"}, "editor": {"id": 2, "name": "Bob"}}"#
    #expect(pathGroups(try grouping(document)) == [["$"], ["$.author", "$.editor"]])
    let schema = try infer(document)
    let author = modelName(of: property("author", of: "Root", in: schema)?.type)
    #expect(author != nil)
    #expect(author == modelName(of: property("editor", of: "Root", in: schema)?.type))
    #expect(schema.models.count == 2)
  }

  @Test("identical shapes as the elements of two arrays are one group")
  func identicalArrayElements() throws {
    let grouping = try grouping(#"{"items": [{"sku": "a", "count": 1}], "extras": [{"sku": "b", "count": 2}]}"#)
    #expect(pathGroups(grouping) == [["$"], ["$.items[]", "$.extras[]"]])
  }

  @Test("the same keys with other kinds of values are different shapes")
  func sameKeysOtherKinds() throws {
    let document = #"{"price": {"amount": 1, "currency": "EUR"}, "tax": {"amount": "1.5", "currency": "EUR"}}"#
    #expect(pathGroups(try grouping(document)) == [["$"], ["$.price"], ["$.tax"]])
    let schema = try infer(document)
    #expect(property("amount", of: "Price", in: schema)?.type == .int)
    #expect(property("amount", of: "Tax", in: schema)?.type == .string)
  }

  @Test("different shapes stay apart")
  func differentShapesStayApart() throws {
    let document = #"{"author": {"id": 1, "name": "Ann"}, "location": {"lat": 52.1, "lng": 4.3}}"#
    #expect(pathGroups(try grouping(document)) == [["$"], ["$.author"], ["$.location"]])
    let schema = try infer(document)
    #expect(Set(schema.models.map(\.name)) == ["Root", "Author", "Location"])
  }

  // MARK: Near-identical shapes

  @Test("a shape with one extra key, the others in common, joins the other; the extra key is optional")
  func oneExtraKeyAtAnotherName() throws {
    let document = """
      {"home": {"street": "a", "city": "b", "zip": "1", "country": "NL"},
       "work": {"street": "c", "city": "d", "zip": "2", "country": "NL", "floor": 3}}
      """
    #expect(pathGroups(try grouping(document)) == [["$"], ["$.home", "$.work"]])
    let schema = try infer(document)
    let home = try #require(modelName(of: property("home", of: "Root", in: schema)?.type))
    #expect(modelName(of: property("work", of: "Root", in: schema)?.type) == home)
    let model = try #require(schema.model(named: home))
    #expect(model.properties.map(\.swiftName) == ["street", "city", "zip", "country", "floor"])
    #expect(model.properties.filter(\.isOptional).map(\.swiftName) == ["floor"])
  }

  @Test("places with the same name join when half their keys agree; keys of one only are optional")
  func sameNameHalfTheKeys() throws {
    let document = #"{"owner": {"id": 1, "login": "ann"}, "repo": {"owner": {"id": 2, "login": "bob", "admin": true}}}"#
    #expect(pathGroups(try grouping(document)) == [["$"], ["$.owner", "$.repo.owner"], ["$.repo"]])
    let schema = try infer(document)
    #expect(property("admin", of: "Owner", in: schema)?.isOptional == true)
    #expect(property("login", of: "Owner", in: schema)?.isOptional == false)
  }

  @Test("places with other names and a few keys in common stay apart")
  func fewCommonKeysStayApart() throws {
    let grouping = try grouping(#"{"user": {"id": 1, "name": "a"}, "team": {"id": 2, "name": "b", "size": 3}}"#)
    #expect(pathGroups(grouping) == [["$"], ["$.user"], ["$.team"]])
  }

  @Test("near-identical places whose common keys hold other kinds of values stay apart")
  func nearIdenticalWithOtherKinds() throws {
    let grouping = try grouping(
      #"{"owner": {"id": 1, "login": "a"}, "repo": {"owner": {"id": "x", "login": "b", "admin": true}}}"#)
    #expect(pathGroups(grouping) == [["$"], ["$.owner"], ["$.repo"], ["$.repo.owner"]])
  }

  // MARK: What one model decodes

  @Test("the values of one key across a group are one model, even when their shapes differ")
  func valuesOfOneKeyAcrossAGroup() throws {
    let document = """
      {"author": {"id": 1, "avatar": {"url": "https://a.example/1.png"}},
       "editor": {"id": 2, "avatar": {"url": "https://a.example/2.png", "width": 64, "height": 64}}}
      """
    #expect(
      pathGroups(try grouping(document)) == [["$"], ["$.author", "$.editor"], ["$.author.avatar", "$.editor.avatar"]])
    let schema = try infer(document)
    let avatar = try #require(schema.model(named: "Avatar"))
    #expect(avatar.properties.map(\.swiftName) == ["url", "width", "height"])
    #expect(avatar.properties.map(\.isOptional) == [false, true, true])
  }

  @Test("places are not joined when that would join objects with no key in common under one of their keys")
  func childrenWithoutCommonKeysKeepParentsApart() throws {
    let document = """
      {"order": {"item": {"sku": "x"}}, "cart": {"item": {"qty": 1}},
       "author": {"id": 1, "avatar": {"url": "https://a.example/1.png"}},
       "editor": {"id": 2, "avatar": {"width": 64, "height": 64}}}
      """
    #expect(
      pathGroups(try grouping(document)) == [
        ["$"], ["$.order"], ["$.cart"], ["$.author"], ["$.editor"], ["$.order.item"], ["$.cart.item"],
        ["$.author.avatar"], ["$.editor.avatar"],
      ])
    let schema = try infer(document)
    #expect(Set(schema.models.map(\.name)).isSuperset(of: ["Item", "CartItem"]))
  }

  @Test("places that only held {} are no model, and no type is named after one of them")
  func emptyObjectsAreNoModel() throws {
    let schema = try infer(#"{"metadata": {}, "shipping": {}, "list": [{}], "a": {"x": {}, "y": 1}}"#)
    #expect(schema.models.map(\.name) == ["Root", "A"])
    let root = try #require(schema.model(named: "Root"))
    #expect(root.properties.map(\.type).prefix(3) == [.dictionary(.jsonValue), .dictionary(.jsonValue), .array(.dictionary(.jsonValue))])
    // An empty object where one type must also decode objects with keys joins that type.
    let recursive = try infer(#"{"node": {"child": {"child": {}, "id": 1}, "id": 0}}"#)
    #expect(recursive.models.count == 2)
  }

  // MARK: Recursive structures

  @Test("a linked list is one model whose 'next' is an optional reference to itself")
  func linkedList() throws {
    let document = #"{"value": 1, "next": {"value": 2, "next": {"value": 3, "next": null}}}"#
    #expect(pathGroups(try grouping(document)) == [["$", "$.next", "$.next.next"]])
    let schema = try infer(document)
    #expect(schema.models.map(\.name) == ["Root"])
    let next = try #require(property("next", of: "Root", in: schema))
    #expect(modelName(of: next.type) == "Root")
    #expect(next.isOptional)
  }

  @Test("a tree is one model whose children are an array of itself")
  func tree() throws {
    let document = #"{"id": 1, "children": [{"id": 2, "children": [{"id": 3, "children": []}]}]}"#
    #expect(pathGroups(try grouping(document)) == [["$", "$.children[]", "$.children[].children[]"]])
    let schema = try infer(document)
    #expect(schema.models.map(\.name) == ["Root"])
    #expect(property("children", of: "Root", in: schema)?.type == .array(.model("Root")))
  }

  // MARK: Places, names and order

  @Test("places are registered shallow first, in key order, with their parent, key and the name they would like")
  func shallowFirstPlaces() throws {
    let grouping = try grouping(#"{"order": {"customer": {"id": 1}}, "lines": [{"sku": "a"}], "note": "x"}"#)
    #expect(grouping.nodes.map(\.path) == ["$", "$.order", "$.order.customer", "$.lines[]"])
    #expect(grouping.nodes.map(\.preferredName) == ["Root", "Order", "Customer", "Line"])
    #expect(grouping.nodes.map(\.key) == [nil, "order", "customer", "lines"])
    #expect(grouping.nodes.map(\.isField) == [false, true, true, false])
    #expect(grouping.nodes.map(\.parent) == [nil, 0, 1, 0])
  }

  @Test("a place holding objects and other values asks for a name of its own, apart from the union's")
  func mixedPlaceName() throws {
    let grouping = try grouping(#"{"value": {"id": 1}}"#, #"{"value": 3}"#)
    #expect(grouping.nodes.map(\.preferredName) == ["Root", "ValueObject"])
  }

  @Test("a group is represented by its shallowest place, and the same samples give the same grouping")
  func representativesAndDeterminism() throws {
    let document = """
      {"a": {"x": {"id": 1, "name": "n"}}, "b": {"y": {"id": 2, "name": "m"}}, "c": {"id": 3, "name": "o"}}
      """
    let first = try grouping(document)
    let groups = pathGroups(first)
    #expect(groups.contains(["$.c", "$.a.x", "$.b.y"]))
    let deepest = try #require(first.nodes.firstIndex { $0.path == "$.b.y" })
    #expect(first.nodes[first.group(of: deepest)].path == "$.c")
    #expect(pathGroups(try grouping(document)) == groups)
    #expect(SchemaFile.text(of: try infer(document)) == SchemaFile.text(of: try infer(document)))
  }
}
