// mantlegen:support uses=Transform
import Foundation

extension JSONSupport {
  /// Passes values through unchanged, for combining with transforms that change the structure.
  public struct IdentityTransform<Value: Codable & Sendable>: Transform {
    public init() {}

    public func value(from json: Value, codingPath: [any CodingKey]) -> Value {
      json
    }

    public func json(from value: Value) -> Value {
      value
    }
  }
}
