import Foundation

extension DriftWalk {
  /// Reads the object at the cursor (at `objectOffset`) as the cluster's first case whose rule
  /// holds for it: the last member with its rule key has the rule's value.
  mutating func checkCluster(_ cluster: ClusterCheck, objectOffset: Int) throws(StrictCursor.Rejected) {
    // The rule keys' last members (as decoding reads them), wherever they are in the object.
    var ruleValues: [String: Int] = [:]
    if try cursor.enterContainer() {
      repeat {
        guard try cursor.peek() == UInt8(ascii: "\"") else { throw StrictCursor.Rejected() }
        let key = String(decoding: try cursor.string(), as: UTF8.self)
        try cursor.skipColon()
        if cluster.ruleKeys.contains(key) { ruleValues[key] = cursor.position }
        try cursor.skipValue()
      } while try cursor.next(closing: UInt8(ascii: "}"))
    }
    let objectEnd = cursor.position
    for (rule, index) in cluster.cases {
      if let rule {
        guard try holds(rule, valueAt: ruleValues[rule.key]) else { continue }
      }
      if let index {
        cursor.position = objectOffset
        try checkMembers(plan.memberPlans[index], objectOffset: objectOffset)
      }
      cursor.position = objectEnd
      return
    }
    // The value of the first rule key that has one, to say what is new.
    var seen = ""
    if let key = cluster.ruleKeys.first(where: { ruleValues[$0] != nil }), let offset = ruleValues[key] {
      cursor.position = offset
      let head = try ValueHead.read(&cursor)
      seen = " (\(JSONKeyPath.text(of: [key])) is \(head.literalText ?? head.kindName))"
    }
    if cluster.keepsUnknownObjects {
      record(
        .noClusterRule, breaking: false,
        "no rule of \(cluster.name) matches\(seen); it decodes as unknown, kept as JSON", at: objectOffset)
    } else {
      record(.noClusterRule, "no rule of \(cluster.name) matches\(seen) and it has no fallback case", at: objectOffset)
    }
    cursor.position = objectEnd
  }

  /// Whether `rule` holds for an object whose last member with the rule's key has its value at
  /// `offset` (`nil`: no such member), as generated decoding reads it.
  mutating func holds(_ rule: ClusterRule, valueAt offset: Int?) throws(StrictCursor.Rejected) -> Bool {
    guard let offset else { return rule.matches(.missing) }
    cursor.position = offset
    return rule.matches(RuleInput(try ValueHead.read(&cursor)))
  }

  // MARK: - Objects
}
