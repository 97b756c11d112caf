// mantlegen:support uses=Transform,Scalar
import Foundation

extension JSONSupport {
  /// An object, or an empty array standing for no object.
  public enum ObjectOrEmptyArray<Object: Codable & Sendable>: Codable, Sendable {
    case object(Object)
    case emptyArray

    public init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if let array = try? container.decode([Scalar].self), array.isEmpty {
        self = .emptyArray
      } else {
        self = .object(try container.decode(Object.self))
      }
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      switch self {
      case .object(let object): try container.encode(object)
      case .emptyArray: try container.encode([Scalar]())
      }
    }
  }

  /// Reads an empty array where an object is expected as `nil`.
  public struct EmptyArrayAsNilTransform<Object: Codable & Sendable>: Transform {
    public init() {}

    public func value(
      from json: ObjectOrEmptyArray<Object>, codingPath: [any CodingKey]
    ) -> Object? {
      if case .object(let object) = json { return object }
      return nil
    }

    public func json(from value: Object?) -> ObjectOrEmptyArray<Object> {
      value.map { .object($0) } ?? .emptyArray
    }
  }
}
