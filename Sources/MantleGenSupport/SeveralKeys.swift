// mantlegen:support uses=IndexKey
import Foundation

extension JSONSupport {
  /// The model read from `keys` of the object that `decoder` holds, or `nil` when none of those
  /// keys is there (or each holds `null`): an optional property read from several keys.
  public static func decodeIfAnyKey<Value: Decodable>(
    _ type: Value.Type, keys: [String], from decoder: any Decoder
  ) throws -> Value? {
    let container = try decoder.container(keyedBy: IndexKey.self)
    for key in keys.map(IndexKey.init(stringValue:)) where container.contains(key) {
      if try !container.decodeNil(forKey: key) { return try Value(from: decoder) }
    }
    return nil
  }

  /// `decodeIfAnyKey(_:keys:from:)` for the object at `key` of `container`; `nil` also when that
  /// object is missing or `null`.
  public static func decodeIfAnyKey<Value: Decodable, Key: CodingKey>(
    _ type: Value.Type, keys: [String], at key: Key, in container: KeyedDecodingContainer<Key>
  ) throws -> Value? {
    guard container.contains(key), try !container.decodeNil(forKey: key) else { return nil }
    return try decodeIfAnyKey(type, keys: keys, from: container.superDecoder(forKey: key))
  }
}
