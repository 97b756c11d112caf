// mantlegen:support uses=Transform
import Foundation

extension JSONSupport {
  /// Applies a transform to a value that may be `null`.
  public struct OptionalTransform<Wrapped: Transform>: Transform {
    public let wrapped: Wrapped

    public init(_ wrapped: Wrapped) {
      self.wrapped = wrapped
    }

    public func value(
      from json: Wrapped.JSONRepresentation?, codingPath: [any CodingKey]
    ) throws -> Wrapped.Value? {
      try json.map { try wrapped.value(from: $0, codingPath: codingPath) }
    }

    public func json(from value: Wrapped.Value?) throws -> Wrapped.JSONRepresentation? {
      try value.map { try wrapped.json(from: $0) }
    }
  }
}
