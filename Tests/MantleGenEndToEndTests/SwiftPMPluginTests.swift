import Foundation
import Testing

/// The build-tool plugin and the command plugin in a fresh package that depends on this checkout
/// by path. The package lives under `.build/plugin-test` so that later runs build incrementally. A
/// slow integration test: `make integration` runs it (CI's separate step, `.ci/integration`).
@Suite(
  "SwiftPM plugins",
  .enabled(
    if: ProcessInfo.processInfo.environment["MANTLEGEN_INTEGRATION"] == "1",
    "builds this package again inside another one: run by `make integration`"))
struct SwiftPMPluginTests {
  static let folder = TestPaths.packageRoot.appendingPathComponent(".build/plugin-test")
  /// SwiftPM names a path dependency after its folder.
  static var identity: String { TestPaths.packageRoot.lastPathComponent.lowercased() }

  static func write(_ text: String, to path: String) throws {
    let url = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
  }

  static func main(nameProperty: String) -> String {
    """
    import Foundation

    func load<T: Decodable>(_ type: T.Type, _ index: Int) throws -> T {
      try JSONDecoder().decode(T.self, from: Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[index])))
    }
    let user = try load(User.self, 1)
    let orders = try load(Orders.self, 2)
    let gist = try load(Gist.self, 3)
    let owner: Gist.Owner = gist.owner
    let alpha = try load(Alpha.self, 4)
    let beta = try load(Beta.self, 5)
    print(
      user.\(nameProperty), user.id, orders.map(\\.orderID).joined(separator: ","), orders[0].total, owner.login,
      gist.items.count, orders[0].owner.id, alpha.count, beta.tags.count)

    """
  }

  func build() async throws -> ProcessResult {
    try await ProcessRunner.run(TestPaths.swift, ["build", "-Xswiftc", "-warnings-as-errors"], in: Self.folder)
  }

  @Test(
    "five schemas in one target, two sharing model names, fail at the schema until nested, then build with the plugin (two others both holding number-or-string unions); the app decodes every sample, a schema edit is picked up, and the command plugin checks drift"
  )
  func buildPluginAndCommandPlugin() async throws {
    let user = #"{"id": 7, "name": "Ann", "created_at": "2024-05-01T10:00:00Z"}"#
    let orders = #"""
      [{"order_id": "a1", "total": 9.5, "status": "paid", "owner": {"id": 1}, "items": [{"sku": "x"}], "address": {"street": "Main"}},
       {"order_id": "b2", "total": 3, "status": "open", "owner": {"id": 2}, "items": [], "address": {"street": "High"}}]
      """#
    let gist = #"{"id": "g1", "owner": {"login": "ann"}, "items": [{"name": "a.swift"}], "address": {"city": "Oslo"}}"#
    try Self.write(user, to: "Fixtures/user.json")
    try Self.write(orders, to: "Fixtures/orders.json")
    try Self.write(gist, to: "Fixtures/gist.json")
    // Both declare `IntOrString`, in each output's own namespace.
    try Self.write(#"[{"id": 1, "v": 1}, {"id": 2, "v": "x"}]"#, to: "Fixtures/alpha.json")
    try Self.write(#"{"name": "n", "tags": [1, "t"]}"#, to: "Fixtures/beta.json")
    try Self.write(#"{"id": "seven", "name": "Ann", "created_at": "2024-05-01T10:00:00Z"}"#, to: "Fixtures/user-drift.json")
    try Self.write(
      """
      // swift-tools-version: 6.0
      import PackageDescription

      let package = Package(
        name: "PluginApp",
        dependencies: [.package(path: "\(TestPaths.packageRoot.path)")],
        targets: [
          .executableTarget(name: "App", plugins: [.plugin(name: "MantleGenPlugin", package: "\(Self.identity)")])
        ]
      )

      """, to: "Package.swift")
    func infer(_ root: String, _ name: String, _ options: [String] = []) async throws {
      let infer = try await ProcessRunner.run(
        TestPaths.mantlegen,
        ["infer", "Fixtures/\(name).json", "--name", root, "--schema-out", "Sources/App/\(name).mantlegen.json"]
          + options, in: Self.folder)
      try #require(infer.status == 0, "\(infer.standardError)")
    }
    try await infer("User", "user")
    try await infer("Orders", "orders")
    try await infer("Gist", "gist")
    try await infer("Alpha", "alpha")
    try await infer("Beta", "beta")
    try Self.write(Self.main(nameProperty: "name"), to: "Sources/App/main.swift")
    let app = Self.folder.appendingPathComponent(".build/debug/App")
    let samples = ["user", "orders", "gist", "alpha", "beta"].map { "Fixtures/\($0).json" }.map {
      Self.folder.appendingPathComponent($0).path
    }

    // `Owner`, `Item` and `Address` in both orders and gist: an error at each schema, not in Swift.
    let clashing = try await build()
    let clashOutput = clashing.standardOutput + clashing.standardError
    #expect(clashing.status != 0)
    // Whichever of the two schemas the build generates first reports the clash at its declarations.
    for name in ["Owner", "Item", "Address"] {
      let atOrders = "orders.mantlegen.json:"
      let reported = clashOutput.split(separator: "\n").contains { line in
        line.contains("error: the type '\(name)' is also declared by ")
          && (line.contains(atOrders) ? line.contains("by gist.mantlegen.json") : line.contains("by orders.mantlegen.json"))
      }
      #expect(reported, "\(name): \(clashOutput)")
    }
    #expect(!clashOutput.contains("ambiguous"), "\(clashOutput)")

    try await infer("Gist", "gist", ["--nested"])
    let first = try await build()
    try #require(first.status == 0, "swift build failed:\n\(first.standardOutput)\n\(first.standardError)")
    let run = try await ProcessRunner.run(app, samples)
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput == "Ann 7 a1,b2 9.5 ann 1 1 2 2\n")

    // Rename a property in the schema: the next build regenerates the models.
    let schemaPath = Self.folder.appendingPathComponent("Sources/App/user.mantlegen.json")
    let schema = try String(contentsOf: schemaPath, encoding: .utf8)
    try schema.replacingOccurrences(of: #""name": "name", "key": "name""#, with: #""name": "fullName", "key": "name""#)
      .write(to: schemaPath, atomically: true, encoding: .utf8)
    try Self.write(Self.main(nameProperty: "fullName"), to: "Sources/App/main.swift")
    let second = try await build()
    try #require(second.status == 0, "swift build after the edit failed:\n\(second.standardOutput)\n\(second.standardError)")
    #expect(try await ProcessRunner.run(app, samples).standardOutput == "Ann 7 a1,b2 9.5 ann 1 1 2 2\n")

    // A problem in a schema is a build error at its line and column.
    try schema.replacingOccurrences(of: #""type": "Int""#, with: #""type": "Integer""#)
      .write(to: schemaPath, atomically: true, encoding: .utf8)
    let broken = try await build()
    #expect(broken.status != 0)
    #expect((broken.standardOutput + broken.standardError).contains("user.mantlegen.json:12:47: error: unknown type 'Integer'"))
    try schema.write(to: schemaPath, atomically: true, encoding: .utf8)

    // The command plugin runs the tool with paths relative to the package.
    let plugin = ["package", "--allow-writing-to-package-directory", "mantlegen", "check", "Sources/App/user.mantlegen.json"]
    let clean = try await ProcessRunner.run(TestPaths.swift, plugin + ["Fixtures/user.json"], in: Self.folder)
    #expect(clean.status == 0, "\(clean.standardOutput)\n\(clean.standardError)")
    #expect(clean.standardOutput.contains("0 breaking changes"))
    let drift = try await ProcessRunner.run(TestPaths.swift, plugin + ["Fixtures/user-drift.json"], in: Self.folder)
    #expect(drift.status != 0)
    #expect(drift.standardOutput.contains("user-drift.json"), "\(drift.standardOutput)\n\(drift.standardError)")
  }
}
