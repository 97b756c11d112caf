import Testing

@testable import MantleGenCore

/// Maps (`[String: T]`) versus models, decided by the evidence of keys and value shapes.
@Suite("Map detection")
struct MapDetectionTests {
  private func infer(_ documents: String...) throws -> MappingSchema {
    let samples = documents.enumerated().map { index, text in
      SampleInput(name: "\(index).json", bytes: Array(text.utf8), isJSONLines: false)
    }
    return try GeneratorPipeline.inferSchema(from: samples, rootName: "Root", options: InferenceOptions(), diagnostics: DiagnosticList())
  }

  private func type(of name: String, in schema: MappingSchema, model: String = "Root") -> TypeReference? {
    schema.model(named: model)?.properties.first { $0.swiftName == name }?.type
  }

  /// `{"k0": value, "k1": value, …}` from keys and one value text.
  private func object(_ keys: [String], value: (Int) -> String) -> String {
    "{" + keys.enumerated().map { "\"\($1)\": \(value($0))" }.joined(separator: ", ") + "}"
  }

  @Test("language codes to names are a map of strings")
  func languageCodes() throws {
    let codes = ["nld", "pap", "eng", "fra", "deu", "spa", "ita", "por", "jpn", "zho"]
    let schema = try infer(#"{"languages": \#(object(codes) { "\"Language \($0)\"" })}"#)
    #expect(type(of: "languages", in: schema) == .dictionary(.string))
  }

  /// A feature tree: every node has `__compat`, and sub-features named by data (the same names
  /// recur at other nodes, each node has a few of them).
  static let featureTree: String = {
    let names = [
      "abort", "signal", "size", "slice", "reason", "append", "remove", "clone", "close", "open", "read", "write",
      "lock", "cancel", "status", "headers",
    ]
    var random = SeededGenerator(state: 7)
    var counter = 0
    func node(depth: Int) -> String {
      counter += 1
      let compat = #""__compat": {"mdn_url": "https://example.com/\#(counter)", "version_added": "\#(counter % 90)"}"#
      guard depth < 3 else { return "{\(compat)}" }
      let children = names.shuffled(using: &random).prefix(Int.random(in: (depth == 0 ? 2 : 0)...3, using: &random))
      return "{" + ([compat] + children.map { #""\#($0)": \#(node(depth: depth + 1))"# }).joined(separator: ", ") + "}"
    }
    let interfaces = (0..<24).map { #""Interface\#($0)": \#(node(depth: 0))"# }
    return #"{"api": {\#(interfaces.joined(separator: ", "))}}"#
  }()

  @Test("known keys beside data keys: the fixed keys stay properties, the others one map, recursive where the values are nodes")
  func knownKeysBesideAMap() throws {
    let tree = try infer(Self.featureTree)
    let node = try #require(tree.model(named: "APIElement"))
    #expect(type(of: "api", in: tree) == .dictionary(.model("APIElement")))
    #expect(node.properties.map(\.swiftName) == ["compat", "entries"])
    #expect(node.properties.last?.holdsUnknownKeys == true)
    #expect(node.properties.last?.type == .dictionary(.model("APIElement")), "sub-features are nodes")

    // Dates beside a total: the total stays, the dates are a map.
    let daily = try infer(
      #"{"daily": {"total": 12, "2024-01-01": {"visits": 4}, "2024-01-02": {"visits": 5}, "2024-01-03": {"visits": 3}}}"#)
    let model = try #require(daily.model(named: "Daily"))
    #expect(model.properties.map(\.swiftName) == ["total", "entries"])
    #expect(model.properties.last?.type == .dictionary(.model("DailyEntry")))

    // Optional fields of one shape are fields, not data keys.
    let addresses = try infer(
      #"[{"id": 1, "home": {"city": "a"}}, {"id": 2, "work": {"city": "b"}}, {"id": 3, "other": {"city": "c"}}, {"id": 4}]"#)
    #expect(addresses.model(named: "RootElement")?.properties.map(\.swiftName) == ["id", "home", "work", "other"])
  }

  @Test("two keys are enough when both are ids of one pattern: a letter prefix and digits or base-62 of one length")
  func idKeys() throws {
    let schema = try infer(
      """
      {"users": {"U00000000": {"name": "a"}, "U00000001": {"name": "b"}},
       "channels": {"C03E94Mku": {"topic": "x"}, "C00000000": {"topic": "y"}},
       "files": {"Fn0000000000": {"size": 1}, "Fn0000000001": {"size": 2}},
       "timestamps": {"createdAt": 1, "updatedAt": 2},
       "versions": {"v1": "x", "v2": "y"}}
      """)
    #expect(type(of: "users", in: schema) == .dictionary(.model("User")))
    #expect(type(of: "channels", in: schema) == .dictionary(.model("Channel")))
    #expect(type(of: "files", in: schema) == .dictionary(.model("File")))
    #expect(type(of: "timestamps", in: schema) == .model("Timestamps"), "field names of one length are no ids")
    #expect(type(of: "versions", in: schema) == .model("Versions"), "too short to be ids")
    #expect(!MapEvidence.keysAreIDsOfOnePattern(["U00000000", "C00000000"]), "one prefix")
    #expect(!MapEvidence.keysAreIDsOfOnePattern(["U00000000"]))
  }

  @Test("many objects of one shape keyed by name are a map of one model named for the collection")
  func pluginsKeyedByName() throws {
    let names = (0..<25).map { "plugin-\(["alpha", "beta", "gamma", "delta", "omega"][$0 % 5])-\($0)" }
    let plugins = object(names) { index in
      index % 3 == 0
        ? #"{"version": "1.\#(index)", "active": true, "homepage": "https://example.com"}"#
        : #"{"version": "1.\#(index)", "active": false}"#
    }
    let schema = try infer(#"{"plugins": \#(plugins)}"#)
    #expect(type(of: "plugins", in: schema) == .dictionary(.model("Plugin")))
    #expect(schema.models.map(\.name) == ["Root", "Plugin"])
  }

  @Test("state names to arrays of cities are a map of string arrays")
  func statesToCities() throws {
    let schema = try infer(
      #"{"cities": {"Alabama": ["Birmingham", "Mobile"], "New York": ["Albany"], "Texas": ["Austin", "Dallas"]}}"#)
    #expect(type(of: "cities", in: schema) == .dictionary(.array(.string)))
    #expect(schema.models.count == 1)
  }

  @Test("a single-entry object beside a sibling map with the same role and value shape is a map")
  func singleEntrySiblingMap() throws {
    let schema = try infer(#"{"fooNames": {"X_Y": "x"}, "barNames": {"A_B": "a", "C_D": "c", "E_F": "e"}}"#)
    #expect(type(of: "fooNames", in: schema) == .dictionary(.string))
    #expect(type(of: "barNames", in: schema) == .dictionary(.string))
  }

  @Test("keys that vary between samples make a map")
  func keysVaryingBetweenSamples() throws {
    let schema = try infer(
      #"{"labels": {"en": "Hello"}}"#, #"{"labels": {"fr": "Bonjour"}}"#, #"{"labels": {"de": "Hallo"}}"#)
    #expect(type(of: "labels", in: schema) == .dictionary(.string))
  }

  @Test("25 descriptive field keys stay a model, whether their values share a type or not")
  func descriptiveFieldsStayAModel() throws {
    let fields = [
      "first_name", "last_name", "email", "phone", "street", "city", "postal_code", "country", "company", "title",
      "department", "manager", "website", "twitter", "github", "bio", "avatar_url", "locale", "time_zone",
      "currency", "language", "nickname", "pronouns", "status", "referrer",
    ]
    let strings = try infer(#"{"profile": \#(object(fields) { "\"value \($0)\"" })}"#)
    #expect(type(of: "profile", in: strings) == .model("Profile"))
    let mixed = try infer(#"{"profile": \#(object(fields) { $0 % 2 == 0 ? "\"v\"" : "\($0)" })}"#)
    #expect(type(of: "profile", in: mixed) == .model("Profile"))
  }

  @Test("short field names, values of different kinds and descriptive flags stay models")
  func fieldsStayModels() throws {
    let schema = try infer(
      #"{"point": {"x": 1, "y": 2, "z": 3}, "range": {"min": 1, "max": 5, "avg": 3},"#
        + #" "settings": {"dontMakeAMap": true, "A B": "x", "C D": "y", "E F": "z"}}"#)
    #expect(type(of: "point", in: schema) == .model("Point"))
    #expect(type(of: "range", in: schema) == .model("RootRange"))
    #expect(type(of: "settings", in: schema) == .model("Settings"))
    let flags = try infer(
      #"[{"flags": {"isExported": true}}, {"flags": {"isPublic": true}}, {"flags": {"isStatic": true}}]"#)
    #expect(type(of: "flags", in: flags, model: "RootElement") == .model("Flags"))
  }

  @Test("a lock file's packages are a map although the root package, one in ten, has another shape")
  func packagesWithOneOutlier() throws {
    var packages = [#""": {"name": "app", "version": "1.0.0", "dependencies": {"left-pad": "^1"}}"#]
    packages += (0..<20).map { index in
      let dependencies = index % 4 == 0 ? #", "dependencies": {"pkg\#(index + 1)": "^1", "pkg\#(index + 2)": "~2"}"# : ""
      return #""node_modules/pkg\#(index)": {"version": "1.\#(index).0", "resolved": "https://r.org/p\#(index).tgz","#
        + #" "integrity": "sha512-\#(index)"\#(dependencies)}"#
    }
    let schema = try infer(#"{"lockfileVersion": 3, "packages": {\#(packages.joined(separator: ", "))}}"#)
    #expect(type(of: "packages", in: schema) == .dictionary(.model("Package")))
    #expect(type(of: "dependencies", in: schema, model: "Package") == .dictionary(.string))
    // Three objects of other shapes among twenty are one too many: a model.
    var fields = (0..<17).map { #""field_\#($0)": {"a": 1, "b": 2, "c": 3}"# }
    fields += [#""other_one": {"x": 1}"#, #""other_two": {"y": 1}"#, #""other_three": {"z": 1}"#]
    let mixed = try infer(#"{"config": {\#(fields.joined(separator: ", "))}}"#)
    #expect(type(of: "config", in: mixed) == .model("Config"))
  }

  @Test("numbers are not words: keys such as pkg1 and item_2 are not descriptive field names")
  func numberedKeysAreNotDescriptive() {
    #expect(!MapEvidence.isDescriptiveFieldName("pkg1"))
    #expect(!MapEvidence.isDescriptiveFieldName("item_2"))
    #expect(MapEvidence.isDescriptiveFieldName("first_name"))
    #expect(MapEvidence.isDescriptiveFieldName("isExported2"))
  }

  @Test("upper-case codes and names with spaces are map keys from three entries")
  func codesAndNames() throws {
    let schema = try infer(#"{"rates": {"USD": 1.0, "EUR": 0.9, "GBP": 0.8}, "pair": {"x": 1.0, "y": 2.0}}"#)
    #expect(type(of: "rates", in: schema) == .dictionary(.double))
    #expect(type(of: "pair", in: schema) == .model("Pair"))
    #expect(MapEvidence.keysAreCodesOrNames(["en-US", "pt-BR", "fr-FR"]))
    #expect(!MapEvidence.keysAreCodesOrNames(["lat", "lng", "alt"]))
    #expect(!MapEvidence.keysAreCodesOrNames(["Name", "City", "Country"]))
    #expect(MapEvidence.keysAreCodesOrNames(["Name", "New York", "Country"]))
  }

  @Test("opaque ids of one length are map keys; field names with trailing numbers are not")
  func opaqueIDKeys() throws {
    let pushIDs = ["-NqA1b2c3d4e5f6g7h8i", "-NqA1b2c3d4e5f6g7h8j", "-NqB0x9y8z7w6v5u4t3s"]
    let users = try infer(
      #"{"users": \#(object(pushIDs) { #"{"name": "User \#($0)", "joined": 1700000000\#($0)}"# })}"#)
    #expect(type(of: "users", in: users) == .dictionary(.model("User")))
    let videos = try infer(#"{"videos": \#(object(["dQw4w9WgXcQ", "9bZkp7q19f0", "kJQP7kiw5Fk"]) { "\($0)" })}"#)
    #expect(type(of: "videos", in: videos) == .dictionary(.int))

    let address = try infer(#"{"address": \#(object(["address1", "address2", "address3"]) { "\"Line \($0)\"" })}"#)
    #expect(type(of: "address", in: address) == .model("Address"))
  }

  @Test("keys that are mostly versions beside a few words are a map; one version, or JSON-LD's @ keys, are not")
  func mostlyDataKeys() throws {
    let keys = ["created", "modified", "0.1.0", "0.2.0", "1.0.0", "1.1.0-beta.1"]
    let time = try infer(#"{"time": \#(object(keys) { "\"2016-01-1\($0)T10:00:00.000Z\"" })}"#)
    #expect(type(of: "time", in: time) == .dictionary(.date))
    let fewer = try infer(#"{"time": \#(object(["created", "modified", "1.0.0"]) { "\"2016-01-1\($0)T10:00:00.000Z\"" })}"#)
    #expect(type(of: "time", in: fewer) == .model("Time"))
    let linkedData = try infer(
      #"{"person": {"@context": "https://schema.org", "@type": "Person", "@id": "jane-1", "name": "Jane"}}"#)
    #expect(type(of: "person", in: linkedData) == .model("Person"))
  }

  @Test("folding maps never changes the summary it was given, and copies it only when there is a map")
  func foldingLeavesTheSummaryAsItWas() throws {
    func summary(_ text: String) throws -> ShapeSummary {
      let summary = ShapeSummary()
      _ = try Array(text.utf8).withUnsafeBufferPointer { buffer in
        try ShapeBuilder.absorb(buffer, file: "t.json", allowsMultipleDocuments: false, into: summary)
      }
      return summary
    }
    let codes = ["nld", "pap", "eng", "fra", "deu", "spa", "ita", "por", "jpn", "zho"]
    let withMap = try summary(#"{"names": \#(object(codes) { "\"Language \($0)\"" })}"#)
    let folded = DictionaryDetection.folded(withMap)
    #expect(folded !== withMap)
    #expect(folded.field(named: "names")?.overflowValues != nil)
    #expect(withMap.field(named: "names")?.overflowValues == nil)
    #expect(withMap.field(named: "names")?.keyOrder == codes)

    let withoutMap = try summary(#"{"user": {"id": 1, "name": "Ada"}, "tags": ["a"]}"#)
    #expect(DictionaryDetection.folded(withoutMap) === withoutMap)
  }
}
