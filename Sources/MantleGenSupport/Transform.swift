// mantlegen:support uses=
import Foundation

extension JSONSupport {
  /// Converts between a value's JSON representation and its Swift type where plain `Codable` does
  /// not.
  public protocol Transform: Sendable {
    associatedtype Value
    associatedtype JSONRepresentation: Codable

    /// The Swift value for `json`, found at `codingPath` (used in errors).
    func value(from json: JSONRepresentation, codingPath: [any CodingKey]) throws -> Value

    /// The JSON representation of `value`.
    func json(from value: Value) throws -> JSONRepresentation
  }
}

extension JSONSupport.Transform {
  /// Decodes the value for `key` of `container` through this transform.
  public func decode<Key: CodingKey>(
    from container: KeyedDecodingContainer<Key>, forKey key: Key
  ) throws -> Value {
    let json = try container.decode(JSONRepresentation.self, forKey: key)
    return try value(from: json, codingPath: container.codingPath + [key])
  }

  /// Encodes `value` for `key` of `container` through this transform.
  public func encode<Key: CodingKey>(
    _ value: Value, to container: inout KeyedEncodingContainer<Key>, forKey key: Key
  ) throws {
    try container.encode(json(from: value), forKey: key)
  }
}
