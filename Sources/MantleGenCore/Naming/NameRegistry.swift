/// Hands out unique names within one scope (one model's properties, all top-level types, one
/// enum's cases), deterministically: the first claim of a name gets it, later claims get `name2`,
/// `name3`, …
///
/// Uniqueness is case-insensitive (two files `User.swift` and `user.swift` must not collide on
/// case-insensitive file systems). Names are plain (a keyword such as `class` without backticks,
/// see `SwiftNaming.escaped(_:)`).
struct NameRegistry: Sendable {
  /// The names taken so far, in comparison form (see `comparisonKey(_:)`).
  private var taken: Set<String>

  /// A registry in which the `reserved` names (compared the same way) are already taken, for
  /// names the generated code uses itself, such as `CodingKeys`.
  init(reserved: Set<String> = []) {
    taken = Set(reserved.map(Self.comparisonKey))
  }

  /// Takes `preferred` if it is free, else the first free name among `preferred2`,
  /// `preferred3`, … (cut at the end when the number would make it longer than
  /// `SwiftNaming.maxNameLength`). Returns the name taken.
  mutating func claim(_ preferred: String) -> String {
    let stem = preferred.isEmpty ? "unnamed" : preferred
    if taken.insert(Self.comparisonKey(stem)).inserted { return stem }
    var number = 2
    while true {
      let suffix = String(number)
      let room = max(SwiftNaming.maxNameLength - suffix.count, 1)
      let candidate =
        (stem.count + suffix.count > SwiftNaming.maxNameLength ? String(stem.prefix(room)) : stem) + suffix
      if taken.insert(Self.comparisonKey(candidate)).inserted { return candidate }
      number += 1
    }
  }

  /// Gives `name` back, for a type that turned out not to be needed.
  mutating func release(_ name: String) {
    taken.remove(Self.comparisonKey(name))
  }

  /// Whether `name` (or a name differing only in case) is taken.
  func isTaken(_ name: String) -> Bool {
    taken.contains(Self.comparisonKey(name))
  }

  /// The form in which names are compared: lowercased.
  private static func comparisonKey(_ name: String) -> String {
    name.lowercased()
  }
}
