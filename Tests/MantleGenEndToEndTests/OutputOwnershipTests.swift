import Foundation
import Testing

/// An output folder belongs to one schema (its mapping tables name the root type).
@Suite("Output folder ownership")
struct OutputOwnershipTests {
  @Test("a second root written into a folder is an error naming both, and nothing of either output changes")
  func secondRootIsRefused() async throws {
    let folder = try TestPaths.scratchFolder("ownership")
    defer { try? FileManager.default.removeItem(at: folder) }
    let timeline = folder.appendingPathComponent("timeline.json")
    try Data(#"{"id": 1, "text": "a", "user": {"name": "x"}}"#.utf8).write(to: timeline)
    let geo = folder.appendingPathComponent("geo.json")
    try Data(#"{"lat": 1.5, "lon": 2.5, "place": {"name": "y"}}"#.utf8).write(to: geo)
    let shared = folder.appendingPathComponent("Shared")
    let first = try await ProcessRunner.run(
      TestPaths.mantlegen, ["infer", timeline.path, "--name", "Timeline", "-o", shared.path])
    try #require(first.status == 0, "\(first.standardError)")
    let before = try FolderSnapshot(shared)
    let second = try await ProcessRunner.run(
      TestPaths.mantlegen, ["infer", geo.path, "--name", "Geo", "-o", shared.path])
    #expect(second.status == 2)
    #expect(
      second.standardError.contains(
        "MappingTables.json: error: the folder holds the models of the root type 'Timeline'; the models of 'Geo' are not written into it"
      ), "\(second.standardError)")
    #expect(try FolderSnapshot(shared) == before)
    // The same root again is an ordinary regeneration.
    let again = try await ProcessRunner.run(
      TestPaths.mantlegen, ["infer", timeline.path, "--name", "Timeline", "-o", shared.path])
    #expect(again.status == 0 && again.standardOutput.hasSuffix("4 files, all up to date\n"), "\(again.standardOutput)")
  }
}
