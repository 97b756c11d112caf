// mantlegen:support uses=
import Foundation

extension JSONSupport {
  /// `key`, or `converted` when the object has only that: the form `JSONDecoder`'s
  /// `.convertFromSnakeCase` strategy gives the object's keys (`html_url` → `htmlUrl`).
  public static func key<Key: CodingKey>(
    _ key: Key, or converted: Key, in container: KeyedDecodingContainer<Key>?
  ) -> Key {
    guard let container, !container.contains(key), container.contains(converted) else { return key }
    return converted
  }
}
