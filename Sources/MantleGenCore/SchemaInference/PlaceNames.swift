/// The names a place offers to types created for it, worked out only when a type needs one (most
/// places never do).
struct PlaceNames {
  /// What the names are made from.
  private indirect enum Source {
    /// The root of the documents, named by the user.
    case root(String)
    /// The value of a key in the model named `owner`.
    case key(String, owner: String)
    /// The elements of an array, or the values of a dictionary, at another place.
    case contents(of: Source)
  }

  private let source: Source
  let path: String
  /// The JSON key when the place is a property's value (not an array element), for key-name rules.
  var key: String? {
    if case .key(let key, _) = source { key } else { nil }
  }
  /// The model the place belongs to, whose name qualifies a type name that is taken (`OrderStatus`).
  var owner: String? { Self.owner(of: source) }

  /// The names of the root place, of the type named `rootName`.
  static func root(_ rootName: String) -> PlaceNames {
    PlaceNames(source: .root(rootName), path: "$")
  }

  /// The names of the value of `key` in the model named `owner`, at `path`.
  static func key(_ key: String, owner: String, path: String) -> PlaceNames {
    PlaceNames(source: .key(key, owner: owner), path: path)
  }

  /// The names of the elements or dictionary values of this place, at `path`.
  func contents(path: String) -> PlaceNames {
    PlaceNames(source: .contents(of: source), path: path)
  }

  /// For a union or enum at this place.
  var union: String { Self.union(of: source) }

  private static func union(of source: Source) -> String {
    switch source {
    case .root(let name): name
    case .key(let key, let owner): SwiftNaming.typeName(forKey: key, inside: owner)
    case .contents(let outer): element(of: outer)
    }
  }

  private static func owner(of source: Source) -> String? {
    switch source {
    case .root: nil
    case .key(_, let owner): owner
    case .contents(let outer): owner(of: outer)
    }
  }

  /// For a union among the elements of an array (or dictionary values) at this place.
  private static func element(of source: Source) -> String {
    switch source {
    case .root(let name): SwiftNaming.elementTypeName(forArrayKey: name)
    case .key(let key, let owner): SwiftNaming.elementTypeName(forArrayKey: key, inside: owner)
    case .contents(let outer): element(of: outer)
    }
  }
}
