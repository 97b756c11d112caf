import Foundation
import Testing

/// Maps decided by evidence and names from meaning, through the whole tool: the generated types
/// are the ones a developer keeps, and they compile and round-trip the samples.
@Suite("Maps and names end to end")
struct MapsAndNamesTests {
  /// A catalog with every pattern: codes to names, plugins keyed by name, states to cities,
  /// sibling maps of which one has a single entry, demonyms, media sizes, and items under two
  /// different parents.
  static let catalog = """
    {
      "languages": {"nld": "Dutch", "pap": "Papiamento", "eng": "English", "fra": "French", "deu": "German",
                    "spa": "Spanish", "ita": "Italian", "por": "Portuguese", "jpn": "Japanese", "zho": "Chinese"},
      "plugins": {\(plugins)},
      "cities": {"Alabama": ["Birmingham", "Montgomery"], "New York": ["Albany", "Buffalo"], "Texas": ["Austin"]},
      "fooNames": {"X_Y": "x"},
      "barNames": {"A_B": "a", "C_D": "c", "E_F": "e"},
      "demonyms": {"eng": {"f": "Dutch", "m": "Dutch"}, "fra": {"f": "Néerlandaise", "m": "Néerlandais"}},
      "media": [{"sizes": {"small": {"w": 340, "h": 226, "resize": "fit"}, "thumb": {"w": 150, "h": 150, "resize": "crop"},
                           "large": {"w": 1024, "h": 683, "resize": "fit"}, "medium": {"w": 600, "h": 400, "resize": "fit"}}}],
      "cart": {"total": 5, "items": [{"sku": "a-1", "quantity": 2}]},
      "order": {"id": 7, "items": [{"product_id": 3, "price": 2.5, "shipped": true}]}
    }
    """

  /// 25 plugins of one shape keyed by name, a third of them with a homepage.
  static var plugins: String {
    let names = [
      "akismet", "jetpack", "cache-helper", "seo-tools", "backup", "contact-form", "gallery", "slider", "analytics",
      "forms", "shop", "newsletter", "security", "translate", "comments", "social-share", "sitemap", "redirects",
      "search", "maps", "events", "faq", "popups", "membership", "lightbox",
    ]
    return names.enumerated().map { index, name in
      let homepage = index % 3 == 0 ? #", "homepage": "https://example.com/\#(name)""# : ""
      return #""\#(name)": {"version": "1.\#(index)", "active": \#(index % 2 == 0)\#(homepage)}"#
    }.joined(separator: ", ")
  }

  @Test("the catalog gives maps where keys are data, role names, no numbers, and round-trips")
  func catalogRoundTrip() async throws {
    let folder = try TestPaths.scratchFolder("maps-and-names")
    defer { try? FileManager.default.removeItem(at: folder) }
    let sample = folder.appendingPathComponent("catalog.json")
    try Self.catalog.write(to: sample, atomically: true, encoding: .utf8)
    let models = folder.appendingPathComponent("Models")
    let infer = try await ProcessRunner.run(TestPaths.mantlegen, ["infer", sample.path, "--name", "Root", "-o", models.path])
    try #require(infer.status == 0, "infer failed: \(infer.standardError)")

    let files = try FileManager.default.contentsOfDirectory(atPath: models.path).filter { $0.hasSuffix(".swift") }
    let types = Set(files.map { String($0.dropLast(".swift".count)) }).subtracting(["JSONSupport"])
    #expect(types == ["Root", "Plugin", "Demonyms", "Demonym", "MediaElement", "Sizes", "Size", "Cart", "Item",
                      "Order", "OrderItem"])
    let root = try String(contentsOf: models.appendingPathComponent("Root.swift"), encoding: .utf8)
    for declaration in [
      "let languages: [String: String]", "let plugins: [String: Plugin]", "let cities: [String: [String]]",
      "let fooNames: [String: String]", "let barNames: [String: String]",
    ] {
      #expect(root.contains(declaration), "Root.swift lacks \(declaration)")
    }

    let checker = try await RoundTripChecker.build(models: models, in: folder)
    let run = try await ProcessRunner.run(checker, [sample.path])
    try #require(run.status == 0, "decoding failed: \(run.standardError)")
    let original = try JSONTree.parse([UInt8](Self.catalog.utf8))
    let reencoded = try JSONTree.parse([UInt8](run.standardOutput.utf8))
    let difference = original.firstDifference(from: reencoded)
    #expect(difference == nil, "re-encoded JSON differs at \(difference ?? "")")
  }

  /// A feature tree of browser-compatibility data: `__compat` at every node beside sub-features
  /// named by data, three levels deep; a day-by-day count beside its total; users keyed by id.
  static var featureTree: String {
    let names = ["abort", "signal", "size", "slice", "reason", "append", "remove", "clone", "close", "open", "read"]
    var state: UInt64 = 11
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    var counter = 0
    func node(depth: Int) -> String {
      counter += 1
      let compat = #""__compat": {"mdn_url": "https://example.com/\#(counter)", "tags": ["web-features:\#(counter)"]}"#
      guard depth < 3 else { return "{\(compat)}" }
      var children: [String] = []
      for _ in 0..<(depth == 0 ? 2 + next(2) : next(4)) {
        let name = names[next(names.count)]
        if !children.contains(name) { children.append(name) }
      }
      return "{" + ([compat] + children.map { #""\#($0)": \#(node(depth: depth + 1))"# }).joined(separator: ", ") + "}"
    }
    let interfaces = (0..<24).map { #""Interface\#($0)": \#(node(depth: 0))"# }
    return #"{"api": {\#(interfaces.joined(separator: ", "))},"#
      + #" "daily": {"total": 12, "2024-01-01": {"visits": 4}, "2024-01-02": {"visits": 5}, "2024-01-03": {"visits": 3}},"#
      + #" "users": {"U00000000": {"name": "ada"}, "U00000001": {"name": "bob", "admin": true}}}"#
  }

  @Test("known keys beside data keys compile as properties plus a map, recursive for a tree; id keys a map; all round-trip")
  func knownKeysBesideAMapRoundTrip() async throws {
    let folder = try TestPaths.scratchFolder("known-keys-beside-map")
    defer { try? FileManager.default.removeItem(at: folder) }
    let sample = folder.appendingPathComponent("tree.json")
    try Self.featureTree.write(to: sample, atomically: true, encoding: .utf8)
    let models = folder.appendingPathComponent("Models")
    let infer = try await ProcessRunner.run(TestPaths.mantlegen, ["infer", sample.path, "--name", "Root", "-o", models.path])
    try #require(infer.status == 0, "infer failed: \(infer.standardError)")
    let node = try String(contentsOf: models.appendingPathComponent("APIElement.swift"), encoding: .utf8)
    #expect(node.contains("let compat: Compat"), "\(node)")
    #expect(node.contains("let entries: [String: APIElement]"), "\(node)")
    let daily = try String(contentsOf: models.appendingPathComponent("Daily.swift"), encoding: .utf8)
    #expect(daily.contains("let total: Int") && daily.contains("let entries: [String: DailyEntry]"), "\(daily)")
    let root = try String(contentsOf: models.appendingPathComponent("Root.swift"), encoding: .utf8)
    #expect(root.contains("let users: [String: User]"), "ids of one pattern are keys of a map: \(root)")

    let checker = try await RoundTripChecker.build(models: models, in: folder)
    let run = try await ProcessRunner.run(checker, [sample.path])
    try #require(run.status == 0, "decoding failed: \(run.standardError)")
    let difference = try JSONTree.parse([UInt8](Self.featureTree.utf8))
      .firstDifference(from: JSONTree.parse([UInt8](run.standardOutput.utf8)))
    #expect(difference == nil, "re-encoded JSON differs at \(difference ?? "")")
  }

  @Test("a file named for the model it wraps gives that model its name and the root a response name")
  func wrapperNamedAfterItsFile() async throws {
    let folder = try TestPaths.scratchFolder("wrapper-named-after-file")
    defer { try? FileManager.default.removeItem(at: folder) }
    let sample = folder.appendingPathComponent("user.json")
    let document = #"{"user": {"id": 7, "login": "ada", "site_admin": false}, "rate_limit": 60}"#
    try document.write(to: sample, atomically: true, encoding: .utf8)
    let models = folder.appendingPathComponent("Models")
    let infer = try await ProcessRunner.run(TestPaths.mantlegen, ["infer", sample.path, "-o", models.path])
    try #require(infer.status == 0, "infer failed: \(infer.standardError)")

    let files = try FileManager.default.contentsOfDirectory(atPath: models.path).filter { $0.hasSuffix(".swift") }
    #expect(Set(files) == ["UserResponse.swift", "User.swift"])
    let root = try String(contentsOf: models.appendingPathComponent("UserResponse.swift"), encoding: .utf8)
    #expect(root.contains("let user: User"))

    let main = RoundTripChecker.mainSource.replacingOccurrences(of: "Root.self", with: "UserResponse.self")
    let checker = try await RoundTripChecker.build(models: models, in: folder, main: main)
    let run = try await ProcessRunner.run(checker, [sample.path])
    try #require(run.status == 0, "decoding failed: \(run.standardError)")
    let difference = try JSONTree.parse([UInt8](document.utf8))
      .firstDifference(from: JSONTree.parse([UInt8](run.standardOutput.utf8)))
    #expect(difference == nil, "re-encoded JSON differs at \(difference ?? "")")
  }
}
