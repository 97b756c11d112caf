import Testing

@testable import MantleGenCore

/// Model names from meaning: what merged places have in common, their parent's role, and
/// parent-qualified names instead of numbers.
@Suite("Model naming")
struct ModelNamingTests {
  private func infer(_ documents: String...) throws -> MappingSchema {
    let samples = documents.enumerated().map { index, text in
      SampleInput(name: "\(index).json", bytes: Array(text.utf8), isJSONLines: false)
    }
    return try GeneratorPipeline.inferSchema(from: samples, rootName: "Root", options: InferenceOptions(), diagnostics: DiagnosticList())
  }

  private func type(of name: String, in schema: MappingSchema, model: String) -> TypeReference? {
    schema.model(named: model)?.properties.first { $0.swiftName == name }?.type
  }

  @Test("a model inside that wants the root's name is nested, not numbered")
  func keyNamedLikeTheRoot() throws {
    let schema = try infer(#"{"root": {"a": 1}, "items": [{"root": {"a": 2}}]}"#)
    #expect(type(of: "root", in: schema, model: "Root") == .model("NestedRoot"))
    #expect(!schema.models.contains { $0.name.last?.isNumber == true })
  }

  @Test("a model inside a parent of its own name is its Payload; the nearer one keeps the name, nothing is numbered")
  func modelInsideItsNamesake() throws {
    let schema = try infer(
      #"{"support": {"support": {"z": 1}}, "elements": [{"elements": [{"x": 1, "detail": {"detail": {"q": 1}}}], "detail": {"a": 1}}]}"#)
    #expect(type(of: "support", in: schema, model: "Root") == .model("Support"))
    #expect(type(of: "support", in: schema, model: "Support") == .model("SupportPayload"))
    #expect(type(of: "elements", in: schema, model: "Root") == .array(.model("Element")))
    #expect(type(of: "elements", in: schema, model: "Element") == .array(.model("ElementPayload")))
    #expect(type(of: "detail", in: schema, model: "Element") == .model("Detail"))
    #expect(type(of: "detail", in: schema, model: "ElementPayload") == .model("ElementDetail"))
    #expect(type(of: "detail", in: schema, model: "ElementDetail") == .model("DetailPayload"))
    #expect(!schema.models.contains { $0.name.last?.isNumber == true })
  }

  @Test("an enum named like the model that holds it is its Payload, not numbered (legality in Legality)")
  func enumNamedLikeItsModel() throws {
    let values = Array(repeating: ["Legal", "Banned", "Restricted", "Legal"], count: 3).flatMap { $0 }
    let legalities = values.enumerated().map { #"{"format": "f\#($0.offset)", "legality": "\#($0.element)"}"# }
    let schema = try infer(#"{"legalities": [\#(legalities.joined(separator: ", "))]}"#)
    #expect(type(of: "legality", in: schema, model: "Legality") == .enumeration("LegalityPayload"))
    #expect(!schema.enums.contains { $0.name.last?.isNumber == true })
  }

  @Test("elements of elements take the elements' name, and a key naming its elements gets no second suffix")
  func nestedArraysAndElementKeys() throws {
    let schema = try infer(
      #"{"element": [[{"x": 1}]], "rows": [[{"y": 1}]], "mixed": [{"z": 1}, [{"w": 2}]], "list_element": [{"q": 1}]}"#)
    #expect(type(of: "element", in: schema, model: "Root") == .array(.array(.model("Element"))))
    #expect(type(of: "rows", in: schema, model: "Root") == .array(.array(.model("Row"))))
    #expect(type(of: "listElement", in: schema, model: "Root") == .array(.model("ListElement")))
    // Where objects among the elements have the name, arrays among them name theirs apart.
    #expect(schema.model(named: "MixedElementObject") != nil && schema.model(named: "MixedElementItem") != nil)
  }

  @Test("one shape under several keys of a plural parent is named for the parent's role")
  func demonymsAndMediaSizes() throws {
    let schema = try infer(
      #"{"demonyms": {"eng": {"f": "Dutch", "m": "Dutch"}, "fra": {"f": "Néerlandaise", "m": "Néerlandais"}},"#
        + #" "media": [{"sizes": {"small": {"w": 340, "h": 226}, "thumb": {"w": 150, "h": 150},"#
        + #" "large": {"w": 1024, "h": 683}, "medium": {"w": 600, "h": 400}}}]}"#)
    #expect(type(of: "eng", in: schema, model: "Demonyms") == .model("Demonym"))
    #expect(type(of: "fra", in: schema, model: "Demonyms") == .model("Demonym"))
    for key in ["small", "thumb", "large", "medium"] {
      #expect(type(of: key, in: schema, model: "Sizes") == .model("Size"))
    }
    #expect(!schema.models.map(\.name).contains("Eng"))
    #expect(!schema.models.map(\.name).contains("Medium"))
  }

  @Test("one shape under several keys of plural parents with one key, in different models, is named for that key; the parent nearest the root keeps its plain name")
  func halLinks() throws {
    let schema = try infer(
      #"{"_links": {"self": {"href": "/orders"}, "next": {"href": "/orders?page=2"}},"#
        + #" "orders": [{"total": 3, "_links": {"self": {"href": "/orders/1"}, "basket": {"href": "/baskets/9"}}}]}"#)
    #expect(type(of: "selfValue", in: schema, model: "Links") == .model("Link"))
    #expect(type(of: "next", in: schema, model: "Links") == .model("Link"))
    #expect(type(of: "basket", in: schema, model: "OrderLinks") == .model("Link"))
  }

  @Test("one shape under keys sharing their last words, or numbered keys, is named by those words")
  func sharedWords() throws {
    let schema = try infer(
      #"{"home_address": {"street": "a", "city": "b"}, "work_address": {"street": "c", "city": "d"},"#
        + #" "team1": {"name": "x", "score": 1}, "team2": {"name": "y", "score": 2}}"#)
    #expect(type(of: "homeAddress", in: schema, model: "Root") == .model("Address"))
    #expect(type(of: "workAddress", in: schema, model: "Root") == .model("Address"))
    #expect(type(of: "team1", in: schema, model: "Root") == .model("Team"))
    #expect(type(of: "team2", in: schema, model: "Root") == .model("Team"))
  }

  @Test("different shapes with one name under different parents: the first read keeps it, the others get their parents' names")
  func parentQualifiedNames() throws {
    let schema = try infer(
      #"{"cart": {"total": 3, "items": [{"sku": "a-1", "quantity": 2}]},"#
        + #" "order": {"id": 7, "items": [{"product_id": 3, "price": 2.5}]},"#
        + #" "product": {"name": "Towel", "description": {"text": "Soft", "lang": "en"}},"#
        + #" "error": {"status": 404, "description": {"code": 4, "detail": "missing"}}}"#)
    let names = Set(schema.models.map(\.name))
    #expect(names.isSuperset(of: ["Item", "OrderItem", "Description", "ErrorDescription"]))
    #expect(!names.contains { $0.last?.isNumber == true })
  }

  @Test("keys that differ only in letter case: the first keeps the plain name, the other its parent's, no number")
  func letterCaseClashIsQualified() throws {
    let schema = try infer(#"{"item": {"a": 1}, "Item": {"b": true}}"#)
    #expect(Set(schema.models.map(\.name)) == ["Root", "Item", "RootItem"])
  }

  @Test("a root named after its file leaves that name to a model inside and becomes its response")
  func rootNamedAfterFileYieldsToInnerModel() throws {
    let document = #"{"user": {"id": 1, "name": "Ada"}, "status": "ok"}"#
    let sample = SampleInput(name: "user.json", bytes: Array(document.utf8), isJSONLines: false)
    let fromFile = try GeneratorPipeline.inferSchema(
      from: [sample], rootName: "User", options: InferenceOptions(rootNameIsFromFileName: true), diagnostics: DiagnosticList())
    #expect(fromFile.rootName == "UserResponse")
    #expect(Set(fromFile.models.map(\.name)) == ["UserResponse", "User"])
    #expect(type(of: "user", in: fromFile, model: "UserResponse") == .model("User"))

    // A name the user chose stays the root's.
    let chosen = try GeneratorPipeline.inferSchema(from: [sample], rootName: "User", options: InferenceOptions(), diagnostics: DiagnosticList())
    #expect(chosen.rootName == "User")
    // Without a model of that name inside, the file's name stays the root's.
    let other = SampleInput(name: "user.json", bytes: Array(#"{"profile": {"id": 1}}"#.utf8), isJSONLines: false)
    let plain = try GeneratorPipeline.inferSchema(
      from: [other], rootName: "User", options: InferenceOptions(rootNameIsFromFileName: true), diagnostics: DiagnosticList())
    #expect(Set(plain.models.map(\.name)) == ["User", "Profile"])
  }

  @Test("an enum whose name a model has takes its model's name in front")
  func enumQualifiedByOwner() throws {
    let statuses = (0..<12).map { #"{"status": "\#(["open", "closed"][$0 % 2])"}"# }.joined(separator: ", ")
    let schema = try infer(#"{"status": {"code": 1, "text": "ok"}, "orders": [\#(statuses)]}"#)
    #expect(type(of: "status", in: schema, model: "Order") == .enumeration("OrderStatus"))
    #expect(type(of: "status", in: schema, model: "Root") == .model("Status"))
  }

  @Test("common words: shared endings, numbered stems, none")
  func commonWords() {
    #expect(ModelNaming.commonWords(of: ["HomeAddress", "WorkAddress"]) == "Address")
    #expect(ModelNaming.commonWords(of: ["Team1", "Team2"]) == "Team")
    #expect(ModelNaming.commonWords(of: ["Small", "Thumb"]) == nil)
    #expect(ModelNaming.commonWords(of: ["RootData", "ChildData"]) == nil)
    #expect(ModelNaming.commonWords(of: ["SBlock", "SSteal"]) == nil)
    #expect(ModelNaming.commonWords(of: ["CerographElementObject", "FuzzyElementObject"]) == nil)
  }

  @Test(
    "adding samples with places of the same name renames no type: the place nearest the root, then the first read, keeps the name",
    arguments: [
      (
        #"[{"payload": {"pull_request": {"id": 1, "merged": false}}}, {"payload": {"issue": {"id": 2}}}]"#,
        #"[{"payload": {"issue": {"id": 3, "pull_request": {"url": "u", "diff_url": "d"}}}}]"#
      ),
      (
        #"{"repo": {"id": 1, "name": "a"}, "events": [{"id": 2}]}"#,
        #"{"repo": {"id": 1, "name": "a"}, "events": [{"id": 2, "head": {"repo": {"url": "u", "forks": 2}}}]}"#
      ),
      (
        #"{"user": {"login": "a", "id": 1}}"#,
        #"{"user": {"login": "a", "id": 1}, "orgs": [{"name": "o", "owner": {"user": {"email": "e"}}}]}"#
      ),
      (
        #"{"cart": {"total": 3, "items": [{"sku": "a-1", "quantity": 2}]}}"#,
        #"{"order": {"id": 7, "items": [{"product_id": 3, "price": 2.5}]}}"#
      ),
      (
        #"{"product": {"name": "Towel", "description": {"text": "Soft", "lang": "en"}}}"#,
        #"{"product": {"name": "Mug"}, "error": {"status": 404, "description": {"code": 4, "detail": "missing"}}}"#
      ),
    ])
  func namesOfASubsetStay(subset: String, extra: String) throws {
    let small = try infer(subset)
    let large = try infer(subset, extra)
    let largeNames = Set(large.declaredTypeNames)
    for name in small.declaredTypeNames {
      #expect(largeNames.contains(name), "\(name) is renamed when \(extra) is added: \(large.declaredTypeNames)")
    }
  }
}
