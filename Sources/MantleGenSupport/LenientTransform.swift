// mantlegen:support uses=Transform,Scalar,LenientCoercion
import Foundation

extension JSONSupport {
  /// Accepts numbers given as strings, booleans given as `"true"`/`"1"`/`1`, and strings given as
  /// numbers (see `LenientCoercion`).
  public struct LenientTransform<Value: Codable & Sendable>: Transform {
    private let coerce: @Sendable (Scalar) -> Value?
    private let scalar: @Sendable (Value) -> Scalar

    private init(
      coerce: @escaping @Sendable (Scalar) -> Value?, scalar: @escaping @Sendable (Value) -> Scalar
    ) {
      self.coerce = coerce
      self.scalar = scalar
    }

    public func value(from json: Scalar, codingPath: [any CodingKey]) throws -> Value {
      guard let value = coerce(json) else {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: codingPath, debugDescription: "Expected \(Value.self), found \(json)."))
      }
      return value
    }

    public func json(from value: Value) -> Scalar {
      scalar(value)
    }
  }
}

extension JSONSupport.LenientTransform where Value == Int {
  public init() {
    self.init(coerce: { JSONSupport.LenientCoercion.int(from: $0) }, scalar: { .integer($0) })
  }
}

extension JSONSupport.LenientTransform where Value == Double {
  public init() {
    self.init(coerce: { JSONSupport.LenientCoercion.double(from: $0) }, scalar: { .double($0) })
  }
}

extension JSONSupport.LenientTransform where Value == Bool {
  public init() {
    self.init(coerce: { JSONSupport.LenientCoercion.bool(from: $0) }, scalar: { .bool($0) })
  }
}

extension JSONSupport.LenientTransform where Value == String {
  public init() {
    self.init(coerce: { JSONSupport.LenientCoercion.string(from: $0) }, scalar: { .string($0) })
  }
}
