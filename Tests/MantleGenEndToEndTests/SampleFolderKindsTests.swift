import Foundation
import Testing

/// A folder of samples of unrelated kinds (`users.json`, `orders.json`) gives a root type per kind,
/// each named after its first file, instead of one type of optional properties.
@Suite("Sample folders of several kinds")
struct SampleFolderKindsTests {
  /// A folder with users, two orders files (one kind) and a subfolder; returns the folder and the
  /// samples folder.
  private func makeSamples() throws -> (folder: URL, samples: URL) {
    let folder = try TestPaths.scratchFolder("kinds")
    let samples = folder.appendingPathComponent("data")
    try FileManager.default.createDirectory(
      at: samples.appendingPathComponent("old"), withIntermediateDirectories: true)
    try Data(#"[{"id": 1, "name": "Ann", "verified": true}, {"id": 2, "name": "Bo", "verified": false}]"#.utf8)
      .write(to: samples.appendingPathComponent("users.json"))
    try Data(#"{"order_id": "A1", "total": 12.5, "items": [{"sku": "x", "qty": 1}]}"#.utf8)
      .write(to: samples.appendingPathComponent("orders.json"))
    try Data(#"{"order_id": "A2", "total": 3, "items": []}"#.utf8)
      .write(to: samples.appendingPathComponent("orders-2.json"))
    try Data(#"{"legacy": true}"#.utf8).write(to: samples.appendingPathComponent("old/x.json"))
    return (folder, samples)
  }

  private func run(_ arguments: [String]) async throws -> ProcessResult {
    try await ProcessRunner.run(TestPaths.mantlegen, arguments)
  }

  @Test(
    "each kind is its own output: <output>/<Root>/ and <schema-out>/<Root>.json, with required properties; the kinds are named in a note and a subfolder is reported"
  )
  func kindsGetOutputsOfTheirOwn() async throws {
    let (folder, samples) = try makeSamples()
    defer { try? FileManager.default.removeItem(at: folder) }
    let models = folder.appendingPathComponent("Models")
    let schemas = folder.appendingPathComponent("Schemas")
    let result = try await run(["infer", samples.path, "-o", models.path, "--schema-out", schemas.path])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput == "\(models.path)/Orders: wrote 4 files\n\(models.path)/Users: wrote 4 files\n")
    #expect(result.standardError.contains("old: warning: a folder inside the samples folder"))
    #expect(
      result.standardError.contains(
        "note: the samples hold 2 kinds of document, each inferred on its own: orders-2.json, orders.json → Orders; users.json → Users"
      ), "\(result.standardError)")
    let users = try String(contentsOf: models.appendingPathComponent("Users/User.swift"), encoding: .utf8)
    #expect(users.contains("  public let name: String\n"), "required: every user has a name")
    #expect(!users.contains("orderID"))
    let orders = try String(contentsOf: models.appendingPathComponent("Orders/Orders.swift"), encoding: .utf8)
    #expect(orders.contains("  public let orderID: String\n"))
    let ordersSchema = try String(contentsOf: schemas.appendingPathComponent("Orders.json"), encoding: .utf8)
    #expect(ordersSchema.contains(#""sources": ["orders-2.json", "orders.json"]"#), "\(ordersSchema)")
    #expect(FileManager.default.fileExists(atPath: schemas.appendingPathComponent("Users.json").path))

    // Each kind's schema regenerates and checks its own samples.
    let check = try await run([
      "check", schemas.appendingPathComponent("Users.json").path, samples.appendingPathComponent("users.json").path,
      "--generated", models.appendingPathComponent("Users").path,
    ])
    #expect(check.status == 0, "\(check.standardOutput)\(check.standardError)")

    // Given the folder, check and update read the files of the schema's kind, a new one included.
    try Data(#"[{"id": 3, "name": "Cy", "verified": true, "age": 40}]"#.utf8)
      .write(to: samples.appendingPathComponent("users-3.json"))
    let folderCheck = try await run(["check", schemas.appendingPathComponent("Users.json").path, samples.path])
    #expect(folderCheck.status == 0, "\(folderCheck.standardOutput)\(folderCheck.standardError)")
    #expect(
      folderCheck.standardOutput.contains("users-3.json:1:"), "the new user file is read: \(folderCheck.standardOutput)"
    )
    #expect(folderCheck.standardOutput.contains("1 warning in 2 samples."), "\(folderCheck.standardOutput)")
    #expect(
      folderCheck.standardError.contains(
        "reading those of the schema's kind (users-3.json, users.json), not orders-2.json, orders.json"),
      "\(folderCheck.standardError)")
    let ordersCheck = try await run(["check", schemas.appendingPathComponent("Orders.json").path, samples.path])
    #expect(ordersCheck.status == 0 && ordersCheck.standardOutput.contains("0 warnings in 2 samples."))
    let update = try await run(["update", schemas.appendingPathComponent("Orders.json").path, samples.path])
    #expect(
      update.status == 0 && update.standardError.contains("nothing new in the samples"), "\(update.standardError)")
  }

  @Test("--name names one root: the kinds are read as one, with the warning; standard output prints each kind")
  func nameKeepsOneRoot() async throws {
    let (folder, samples) = try makeSamples()
    defer { try? FileManager.default.removeItem(at: folder) }
    let named = try await run(["infer", samples.path, "--name", "Record"])
    #expect(named.status == 0, "\(named.standardError)")
    #expect(named.standardError.contains("warning: the samples hold 2 kinds of document that share few keys"))
    #expect(named.standardOutput.contains("public enum Record: Codable"), "one root for both: \(named.standardOutput)")

    let printed = try await run(["infer", samples.path])
    #expect(printed.status == 0, "\(printed.standardError)")
    #expect(printed.standardOutput.contains("public struct Orders: Codable"))
    #expect(printed.standardOutput.contains("public typealias Users = [User]"))
  }

  @Test("options that name one file are an input error with several kinds, and nothing is written")
  func oneFileOptionsAreErrors() async throws {
    let (folder, samples) = try makeSamples()
    defer { try? FileManager.default.removeItem(at: folder) }
    let models = folder.appendingPathComponent("Models")
    let result = try await run([
      "infer", samples.path, "-o", models.path, "--json-schema-out", folder.appendingPathComponent("s.json").path,
    ])
    #expect(result.status == 2)
    #expect(result.standardError.contains("'--json-schema-out' names one file"), "\(result.standardError)")
    #expect(!FileManager.default.fileExists(atPath: models.path))
  }
}
