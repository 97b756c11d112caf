import Testing

@testable import MantleGenCore

/// The one meaning of a cluster rule, as the drift check applies it.
@Suite("Cluster rule matching")
struct ClusterRuleMatchingTests {
  static let type = ClusterRule(key: "type", value: .string("image"))
  static let code = ClusterRule(key: "code", condition: .oneOf([.number("1"), .number("2")]))
  static let vip = ClusterRule(key: "is_vip", value: .bool(true))
  static let present = ClusterRule(key: "image_url", condition: .present(true))
  static let absent = ClusterRule(key: "image_url", condition: .present(false))

  @Test(
    "values match by kind and value (numbers by value), presence means a value other than null",
    arguments: [
      (type, RuleInput.string("image"), true), (type, .string("Image"), false), (type, .missing, false),
      (type, .null, false), (type, .container, false), (type, .bool(true), false),
      (code, .number(1), true), (code, .number(2.0), true), (code, .number(3), false), (code, .string("1"), false),
      (vip, .bool(true), true), (vip, .bool(false), false), (vip, .string("true"), false),
      (present, .string(""), true), (present, .container, true), (present, .null, false), (present, .missing, false),
      (absent, .missing, true), (absent, .null, true), (absent, .bool(false), false),
    ] as [(ClusterRule, RuleInput, Bool)])
  func matching(rule: ClusterRule, input: RuleInput, expected: Bool) {
    #expect(rule.matches(input) == expected, "\(rule.description) for \(input)")
  }
}
