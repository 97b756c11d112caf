import Foundation
import Testing

@testable import MantleGenCore

/// Schemas generated into one module: the names they declare at the top level, and clashes
/// reported at the schema with the fix.
@Suite("Module name check")
struct ModuleNameCheckTests {
  private func schema(_ json: String, root: String, nested: Bool = false) throws -> MappingSchema {
    let inferred = try GeneratorPipeline.inferSchema(
      from: [SampleInput(name: "\(root).json", bytes: Array(json.utf8), isJSONLines: false)], rootName: root,
      options: InferenceOptions(schemaOptions: SchemaOptions(nestsTypes: nested)), diagnostics: DiagnosticList())
    // Read back from its file, so that declarations have locations.
    return try SchemaFile.read(Array(SchemaFile.text(of: inferred).utf8), file: "\(root.lowercased()).mantlegen.json")
  }

  static let gist = #"{"id": "g1", "owner": {"login": "ann"}, "files": [{"name": "a.swift"}]}"#
  static let repos = #"[{"id": 1, "owner": {"id": 2, "site_admin": false}, "address": {"city": "Oslo"}}]"#

  @Test("nested types leave only the root (or the element type of an array root) and the namespace at the top level")
  func topLevelNames() throws {
    #expect(ModuleNameCheck.topLevelNames(of: try schema(Self.gist, root: "Gist")) == ["Gist", "GistSupport", "Owner", "File"])
    #expect(ModuleNameCheck.topLevelNames(of: try schema(Self.gist, root: "Gist", nested: true)) == ["Gist", "GistSupport"])
    #expect(
      ModuleNameCheck.topLevelNames(of: try schema(Self.repos, root: "Repos", nested: true))
        == ["Repos", "ReposSupport", "Repo"])
  }

  static let numbersOrText = #"[{"id": 1, "v": 1}, {"id": 2, "v": "x"}]"#
  static let tags = #"{"name": "n", "tags": [1, "t"]}"#

  @Test("unions of plain types live in each output's namespace, so two schemas that both hold one do not clash")
  func plainUnionsDoNotClash() throws {
    let alpha = try schema(Self.numbersOrText, root: "Alpha")
    let beta = try schema(Self.tags, root: "Beta")
    #expect(alpha.unions.map(\.name) == ["IntOrString"] && beta.unions.map(\.name) == ["IntOrString"])
    #expect(ModuleNameCheck.clashes(of: alpha, schemaFile: "alpha.mantlegen.json", with: [("beta.mantlegen.json", beta)]).isEmpty)
    #expect(ModuleNameCheck.clashes(of: beta, schemaFile: "beta.mantlegen.json", with: [("alpha.mantlegen.json", alpha)]).isEmpty)
  }

  @Test(
    "the names checked are the ones the generated files declare at the top level",
    arguments: [(gist, "Gist", false), (gist, "Gist", true), (repos, "Repos", true), (numbersOrText, "Alpha", false), (tags, "Beta", false)])
  func topLevelNamesAreTheGeneratedOnes(json: String, root: String, nested: Bool) throws {
    let schema = try schema(json, root: root, nested: nested)
    let files = SwiftTranslator(schema: ResolvedSchema(schema)).files()
    var generated: Set<String> = []
    for declaration in files.flatMap(\.declarations) {
      switch declaration {
      case .type(let type): generated.insert(type.name)
      case .typeAlias(_, _, let name, _): generated.insert(name)
      default: break
      }
    }
    // The namespace is reserved even by an output that needs no support code.
    #expect(generated.subtracting(ModuleNameCheck.topLevelNames(of: schema)).isEmpty)
    #expect(ModuleNameCheck.topLevelNames(of: schema).subtracting(generated).subtracting([SwiftNaming.supportNamespace(forRoot: root)]).isEmpty)
  }

  @Test("a type two schemas declare is an error at its declaration naming the other schema and the fix")
  func clashIsLocated() throws {
    let gist = try schema(Self.gist, root: "Gist")
    let repos = try schema(Self.repos, root: "Repos")
    let found = ModuleNameCheck.clashes(of: gist, schemaFile: "gist.mantlegen.json", with: [("Sources/App/repos.mantlegen.json", repos)])
    #expect(found.count == 1)
    let message = try #require(found.first?.description)
    #expect(message.hasPrefix("gist.mantlegen.json:"), "\(message)")
    #expect(message.contains("error: the type 'Owner' is also declared by repos.mantlegen.json, generated into the same module"))
    #expect(message.contains(#"add "nested": true to the options of one of them (types are then declared inside its root, as Gist.Owner)"#))
    // Nesting one of them is enough.
    let nestedGist = try schema(Self.gist, root: "Gist", nested: true)
    #expect(ModuleNameCheck.clashes(of: nestedGist, schemaFile: "gist.mantlegen.json", with: [("repos.mantlegen.json", repos)]).isEmpty)
    #expect(ModuleNameCheck.clashes(of: repos, schemaFile: "repos.mantlegen.json", with: [("gist.mantlegen.json", nestedGist)]).isEmpty)
  }

  @Test("two schemas with one root name clash even when nested, and the fix is another root name")
  func rootsClash() throws {
    let first = try schema(Self.gist, root: "Gist", nested: true)
    let second = try schema(#"{"url": "https://example.com"}"#, root: "Gist", nested: true)
    let found = ModuleNameCheck.clashes(of: first, schemaFile: "a.mantlegen.json", with: [("b.mantlegen.json", second)])
    #expect(found.map(\.message).allSatisfy { $0.contains("give one of the schemas another root name") })
    #expect(found.count == 2, "the root and its namespace")
  }

  @Test("nested types are declared in extensions of the root, in files named after both")
  func nestedFiles() throws {
    let files = GeneratorPipeline.outputFiles(for: ResolvedSchema(try schema(Self.gist, root: "Gist", nested: true)), singleFile: false)
    let owner = try #require(files.first { $0.name == "Gist+Owner.swift" })
    #expect(owner.contents.contains("extension Gist {\n  /// "), "\(owner.contents)")
    #expect(owner.contents.contains("  public struct Owner: Codable, Hashable, Sendable {"))
    #expect(files.contains { $0.name == "Gist.swift" })
  }
}
