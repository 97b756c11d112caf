// mantlegen:support uses=IndexKey
import Foundation

extension JSONSupport {
  /// Reads and writes the members of a JSON object whose keys no property of the model reads: the
  /// keys an API added, or an object's data keys beside its fixed ones.
  public enum UnknownKeys {
    /// The members of the object `decoder` holds, each decoded as `Value`, except those whose keys
    /// `Known` (the model's coding keys) lists.
    public static func decode<Value: Decodable, Known: CodingKey>(
      _ type: Value.Type, from decoder: any Decoder, excluding known: Known.Type
    ) throws -> [String: Value] {
      let container = try decoder.container(keyedBy: IndexKey.self)
      var members: [String: Value] = [:]
      for key in container.allKeys where Known(stringValue: key.stringValue) == nil {
        members[key.stringValue] = try container.decode(Value.self, forKey: key)
      }
      return members
    }

    /// Every member of the object `decoder` holds, each decoded as `Value`.
    public static func decode<Value: Decodable>(
      _ type: Value.Type, from decoder: any Decoder
    ) throws -> [String: Value] {
      try decode(type, from: decoder, excluding: NoKey.self)
    }

    /// Writes `members` into the object `encoder` writes, in the order of their keys.
    public static func encode<Value: Encodable>(
      _ members: [String: Value], to encoder: any Encoder
    ) throws {
      var container = encoder.container(keyedBy: IndexKey.self)
      for (key, value) in members.sorted(by: { $0.key < $1.key }) {
        try container.encode(value, forKey: IndexKey(stringValue: key))
      }
    }

    /// A coding key type with no keys.
    private struct NoKey: CodingKey {
      var stringValue: String { "" }
      var intValue: Int? { nil }
      init?(stringValue: String) { nil }
      init?(intValue: Int) { nil }
    }
  }
}
