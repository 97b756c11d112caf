// mantlegen:support api uses=
import Foundation

extension JSONSupport {
  /// The value of an optional property that tells a JSON `null` apart from a missing key: the
  /// property is `nil` when the key is missing, `.null` when it holds `null`, and each is written
  /// back as read. In a PATCH body, `nil` leaves a field as it is and `.null` clears it.
  public enum Nullable<Wrapped> {
    /// The key holds `null`.
    case null
    /// The key holds a value.
    case value(Wrapped)
  }
}

extension JSONSupport.Nullable: Equatable where Wrapped: Equatable {}
extension JSONSupport.Nullable: Hashable where Wrapped: Hashable {}
extension JSONSupport.Nullable: Sendable where Wrapped: Sendable {}

extension JSONSupport.Nullable: Decodable where Wrapped: Decodable {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    self = container.decodeNil() ? .null : .value(try container.decode(Wrapped.self))
  }
}

extension JSONSupport.Nullable: Encodable where Wrapped: Encodable {
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .value(let value): try container.encode(value)
    }
  }
}

extension KeyedDecodingContainer {
  /// `nil` when `key` is missing, `.null` when it holds `null`: the standard `decodeIfPresent`
  /// would give `nil` for both. Synthesized `Codable` and generated `init(from:)` call this one
  /// for a `Nullable` property because it is the more specific overload.
  public func decodeIfPresent<Wrapped: Decodable>(
    _ type: JSONSupport.Nullable<Wrapped>.Type, forKey key: Key
  ) throws -> JSONSupport.Nullable<Wrapped>? {
    contains(key) ? try decode(type, forKey: key) : nil
  }
}
