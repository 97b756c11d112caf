// mantlegen:support uses=Transform,IndexKey
import Foundation

extension JSONSupport {
  /// Applies a transform to every value of a dictionary.
  public struct DictionaryTransform<Element: Transform>: Transform {
    public let element: Element

    public init(_ element: Element) {
      self.element = element
    }

    public func value(
      from json: [String: Element.JSONRepresentation], codingPath: [any CodingKey]
    ) throws -> [String: Element.Value] {
      var result: [String: Element.Value] = [:]
      for (key, item) in json {
        let path = codingPath + [IndexKey(stringValue: key)]
        result[key] = try element.value(from: item, codingPath: path)
      }
      return result
    }

    public func json(
      from value: [String: Element.Value]
    ) throws -> [String: Element.JSONRepresentation] {
      try value.mapValues { try element.json(from: $0) }
    }
  }
}
