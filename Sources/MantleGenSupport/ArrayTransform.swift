// mantlegen:support uses=Transform,IndexKey
import Foundation

extension JSONSupport {
  /// Applies a transform to every element of an array.
  public struct ArrayTransform<Element: Transform>: Transform {
    public let element: Element

    public init(_ element: Element) {
      self.element = element
    }

    public func value(
      from json: [Element.JSONRepresentation], codingPath: [any CodingKey]
    ) throws -> [Element.Value] {
      try json.enumerated().map { index, item in
        try element.value(from: item, codingPath: codingPath + [IndexKey(intValue: index)])
      }
    }

    public func json(from value: [Element.Value]) throws -> [Element.JSONRepresentation] {
      try value.map { try element.json(from: $0) }
    }
  }
}
