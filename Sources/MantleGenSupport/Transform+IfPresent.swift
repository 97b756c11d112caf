// mantlegen:support uses=Transform
import Foundation

extension JSONSupport.Transform {
  /// Decodes the value for `key` of `container` through this transform, or `nil` when the
  /// container, the key or its value is missing or `null`.
  public func decodeIfPresent<Key: CodingKey>(
    from container: KeyedDecodingContainer<Key>?, forKey key: Key
  ) throws -> Value? {
    guard let container,
      let json = try container.decodeIfPresent(JSONRepresentation.self, forKey: key)
    else { return nil }
    return try value(from: json, codingPath: container.codingPath + [key])
  }

  /// Encodes `value` for `key` of `container` through this transform, or nothing when it is `nil`.
  public func encodeIfPresent<Key: CodingKey>(
    _ value: Value?, to container: inout KeyedEncodingContainer<Key>, forKey key: Key
  ) throws {
    guard let value else { return }
    try container.encode(json(from: value), forKey: key)
  }
}
