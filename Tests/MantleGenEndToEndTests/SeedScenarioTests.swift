import Foundation
import Testing

/// The scenarios from the product's origin documents: shipped schemas (key paths, transforms,
/// defaults, class clusters) and inference features, compiled and exercised.
@Suite("Seed scenarios")
struct SeedScenarioTests {
  /// Generates from a schema or infers from a sample, compiles with `main`, runs it on the sample,
  /// and returns what it printed.
  private func run(_ arguments: [String], sample: String, main: String) async throws -> String {
    let folder = try TestPaths.scratchFolder("seed")
    defer { try? FileManager.default.removeItem(at: folder) }
    let models = folder.appendingPathComponent("Models")
    let generate = try await ProcessRunner.run(TestPaths.mantlegen, arguments + ["-o", models.path])
    try #require(generate.status == 0, "mantlegen failed: \(generate.standardError)")
    let checker = try await RoundTripChecker.build(models: models, in: folder, main: main)
    let result = try await ProcessRunner.run(checker, [TestPaths.samples.appendingPathComponent(sample).path])
    try #require(result.status == 0, "the checks failed: \(result.standardError)")
    return result.standardOutput
  }

  private func expectRoundTrip(_ output: String, sample: String) throws {
    let original = try JSONTree.parse([UInt8](try Data(contentsOf: TestPaths.samples.appendingPathComponent(sample))))
    let reencoded = try JSONTree.parse([UInt8](output.utf8))
    let difference = original.firstDifference(from: reencoded)
    #expect(difference == nil, "re-encoded JSON differs at \(difference ?? "")")
  }

  private static func main(decoding type: String, checks: String, printsJSON: Bool = true) -> String {
    """
    import Foundation

    let data = try Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1]))
    let value = try JSONDecoder().decode(\(type).self, from: data)
    func check(_ condition: Bool, _ message: String, line: Int = #line) {
      if !condition {
        FileHandle.standardError.write(Data("check failed on line \\(line): \\(message)\\n".utf8))
        exit(1)
      }
    }
    \(checks)
    \(printsJSON ? "FileHandle.standardOutput.write(try JSONEncoder().encode(value))" : "")

    """
  }

  @Test("group_profile: nested key path, Unix seconds, -1 for a null level, merge")
  func groupProfile() async throws {
    let checks = """
      check(value.level == -1, "level \\(value.level)")
      check(value.ownerID == 42, "ownerID \\(value.ownerID)")
      check(value.createDate == Date(timeIntervalSince1970: 1416974400), "createDate \\(value.createDate)")
      let photos: [URL] = value.photos
      check(photos.count == 2, "photos")
      check(value.isVip == false && value.gid == "g_10086" && value.memberCount == 118, "scalars")
      check(value.merging(value) == value, "merging with itself")
      """
    _ = try await run(
      ["generate", TestPaths.packageRoot.appendingPathComponent("Schemas/group_profile.json").path],
      sample: "group_profile.json", main: Self.main(decoding: "GroupProfile", checks: checks))
  }

  @Test("group_profiles: a class cluster picks plain, vip, superVip, game and encodes the sample back")
  func groupProfilesCluster() async throws {
    let checks = """
      let kinds = value.map { profile -> String in
        switch profile {
        case .plain: "plain"
        case .vip: "vip"
        case .superVip(let superVip): superVip.perks == ["badge", "banner"] && superVip.vipLevel == 9 ? "superVip" : "bad"
        case .game(let game): game.gameID == "g-77" && game.ranked ? "game" : "bad"
        }
      }
      check(kinds == ["plain", "vip", "superVip", "game"], "cases \\(kinds)")
      """
    let output = try await run(
      ["generate", TestPaths.packageRoot.appendingPathComponent("Schemas/group_profiles.json").path],
      sample: "group_profiles_cluster.json", main: Self.main(decoding: "GroupProfiles", checks: checks))
    try expectRoundTrip(output, sample: "group_profiles_cluster.json")
  }

  @Test("login_result: properties from result.* with no Result model, nested object encoded back")
  func loginResult() async throws {
    let checks = """
      check(value.accessToken == "m_xxxxxxx" && value.userID == 1111 && value.code == 1, "values")
      """
    let output = try await run(
      ["generate", TestPaths.packageRoot.appendingPathComponent("Schemas/login_result.json").path],
      sample: "login_result.json", main: Self.main(decoding: "LoginResult", checks: checks))
    try expectRoundTrip(output, sample: "login_result.json")
    let generated = try await ProcessRunner.run(
      TestPaths.mantlegen, ["generate", TestPaths.packageRoot.appendingPathComponent("Schemas/login_result.json").path])
    #expect(!generated.standardOutput.contains("struct Result"))
  }

  @Test("repo_release: three date-time formats and a day, Unix milliseconds, URL, UUID, Double, exact strings back")
  func repoRelease() async throws {
    let checks = """
      let dates: [Date] = [value.createdAt, value.publishedAt, value.updatedAt]
      check(dates[0] == Date(timeIntervalSince1970: 1361993732), "createdAt \\(dates[0])")
      // A day, not an instant: the same day in every time zone.
      check(value.releaseDate.description == "2013-02-27" && value.releaseDate.day == 27, "releaseDate")
      let updated: Date = value.assets[0].updatedMs
      check(updated == Date(timeIntervalSince1970: 1361993732), "updatedMs \\(updated)")
      let urls: [URL] = [value.htmlURL, value.author.avatarURL]
      let uuid: UUID = value.assets[0].uuid
      let size: Double = value.assets[1].size
      check(urls.count == 2 && size == 2048.5 && uuid.uuidString.hasPrefix("7B1F2A6E"), "types")
      """
    let output = try await run(
      ["infer", TestPaths.samples.appendingPathComponent("repo_release.json").path],
      sample: "repo_release.json", main: Self.main(decoding: "RepoRelease", checks: checks))
    try expectRoundTrip(output, sample: "repo_release.json")
  }

  @Test("messy_types with --lenient: every element decodes to the majority type")
  func messyTypesLenient() async throws {
    let checks = """
      check(value.map(\\.id) == [1, 2, 3], "id \\(value.map(\\.id))")
      check(value.map(\\.isOpen) == [true, true, true], "isOpen")
      check(value.map(\\.price) == [9.99, 10.5, 11], "price")
      check(value.map(\\.count) == [3, nil, 7], "count")
      check(value.map(\\.code) == ["A1", "200", "C3"], "code")
      check(value.map(\\.tags) == [["x"], ["y"], []], "tags")
      """
    _ = try await run(
      ["infer", "--lenient", TestPaths.samples.appendingPathComponent("messy_types.json").path],
      sample: "messy_types.json", main: Self.main(decoding: "MessyTypes", checks: checks, printsJSON: false))
  }
}
