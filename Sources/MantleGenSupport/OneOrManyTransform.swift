// mantlegen:support uses=Transform,ArrayTransform
import Foundation

extension JSONSupport {
  /// An array, or a single value standing for a one-element array.
  public enum OneOrMany<Element: Codable & Sendable>: Codable, Sendable {
    case many([Element])
    case one(Element)

    public init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if let many = try? container.decode([Element].self) {
        self = .many(many)
      } else {
        self = .one(try container.decode(Element.self))
      }
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      switch self {
      case .many(let elements): try container.encode(elements)
      case .one(let element): try container.encode(element)
      }
    }
  }

  /// Accepts a single value where an array is expected.
  public struct OneOrManyTransform<Element: Transform>: Transform
  where Element.JSONRepresentation: Sendable {
    public let element: Element

    public init(_ element: Element) {
      self.element = element
    }

    public func value(
      from json: OneOrMany<Element.JSONRepresentation>, codingPath: [any CodingKey]
    ) throws -> [Element.Value] {
      switch json {
      case .many(let items):
        try ArrayTransform(element).value(from: items, codingPath: codingPath)
      case .one(let item): [try element.value(from: item, codingPath: codingPath)]
      }
    }

    public func json(
      from value: [Element.Value]
    ) throws -> OneOrMany<Element.JSONRepresentation> {
      .many(try value.map { try element.json(from: $0) })
    }
  }
}
