// mantlegen:support uses=
import Foundation

extension JSONSupport {
  /// The nested object at `key` of `container`, or `nil` when the container or the key is missing
  /// or the value is `null` (for key paths whose properties are all optional).
  public static func nestedContainerIfPresent<Key: CodingKey, NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type, forKey key: Key, in container: KeyedDecodingContainer<Key>?
  ) throws -> KeyedDecodingContainer<NestedKey>? {
    guard let container, container.contains(key), try !container.decodeNil(forKey: key) else {
      return nil
    }
    return try container.nestedContainer(keyedBy: type, forKey: key)
  }
}
