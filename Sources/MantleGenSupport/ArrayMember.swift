// mantlegen:support uses=IndexKey
import Foundation

extension JSONSupport {
  /// Reads and writes one member of each object of a JSON array, for a property whose key path
  /// goes through the array (`users[].name` → `["a", "b"]`).
  public enum ArrayMember {
    /// The member `member` of each object of the array at `key`.
    public static func decode<Value: Decodable, Key: CodingKey>(
      _ type: Value.Type, member: String, forKey key: Key, in container: KeyedDecodingContainer<Key>
    ) throws -> [Value] {
      var elements = try container.nestedUnkeyedContainer(forKey: key)
      var values: [Value] = []
      while !elements.isAtEnd {
        let element = try elements.nestedContainer(keyedBy: IndexKey.self)
        values.append(try element.decode(Value.self, forKey: IndexKey(stringValue: member)))
      }
      return values
    }

    /// ``decode(_:member:forKey:in:)``, or `nil` when the container or the key is missing or the
    /// value is `null`.
    public static func decodeIfPresent<Value: Decodable, Key: CodingKey>(
      _ type: Value.Type, member: String, forKey key: Key,
      in container: KeyedDecodingContainer<Key>?
    ) throws -> [Value]? {
      guard let container, container.contains(key), try !container.decodeNil(forKey: key) else {
        return nil
      }
      return try decode(type, member: member, forKey: key, in: container)
    }

    /// Writes each value as the member `member` of one object of an array at `key`.
    public static func encode<Value: Encodable, Key: CodingKey>(
      _ values: [Value], member: String, forKey key: Key,
      in container: inout KeyedEncodingContainer<Key>
    ) throws {
      var elements = container.nestedUnkeyedContainer(forKey: key)
      for value in values {
        var element = elements.nestedContainer(keyedBy: IndexKey.self)
        try element.encode(value, forKey: IndexKey(stringValue: member))
      }
    }
  }
}
