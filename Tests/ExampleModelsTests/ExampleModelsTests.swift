import Foundation
import GroupProfileModels
import GroupProfilesModels
import LoginResultModels
import OrdersModels
import Testing

/// The models this repository generates from its own schemas (`make models`) decode its samples.
@Suite("Example models generated from Schemas/")
struct ExampleModelsTests {
  static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Samples")

  private func sample(_ name: String) throws -> Data {
    try Data(contentsOf: Self.samples.appendingPathComponent(name))
  }

  /// The identifiers of `values`, which SwiftUI's `ForEach` would use.
  private func identifiers<Value: Identifiable>(_ values: [Value]) -> [Value.ID] { values.map(\.id) }

  @Test("models with an id are Identifiable")
  func identifiable() throws {
    let orders = try JSONDecoder().decode(Orders.self, from: sample("drift/orders_v1.json"))
    #expect(identifiers(orders.map(\.customer)) == orders.map(\.customer.id))
  }

  @Test("GroupProfile decodes with the default level and the flattened owner id")
  func groupProfile() throws {
    let profile = try JSONDecoder().decode(GroupProfileModels.GroupProfile.self, from: sample("group_profile.json"))
    #expect(profile.level == -1)
    #expect(profile.ownerID == 42)
    #expect(profile.createDate == Date(timeIntervalSince1970: 1416974400))
  }

  @Test("GroupProfiles picks the cluster case of each element")
  func groupProfiles() throws {
    let profiles = try JSONDecoder().decode(GroupProfiles.self, from: sample("group_profiles_cluster.json"))
    let names = profiles.map { profile -> String in
      switch profile {
      case .plain: "plain"
      case .vip: "vip"
      case .superVip: "superVip"
      case .game: "game"
      }
    }
    #expect(names == ["plain", "vip", "superVip", "game"])
  }

  @Test("LoginResult reads result.access_token and result.user_id")
  func loginResult() throws {
    let login = try JSONDecoder().decode(LoginResult.self, from: sample("login_result.json"))
    #expect(login.accessToken == "m_xxxxxxx")
    #expect(login.userID == 1111)
  }

  @Test("Orders decodes the first version of the orders API")
  func orders() throws {
    let orders = try JSONDecoder().decode(Orders.self, from: sample("drift/orders_v1.json"))
    #expect(orders.map(\.orderID) == [100, 101])
    #expect(orders[1].items.isEmpty)
  }
}
