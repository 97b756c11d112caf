// mantlegen:support uses=Transform
import Foundation

extension JSONSupport {
  /// Reads the first element of a JSON array and writes the value back as a one-element array.
  public struct FirstElementTransform<Element: Codable & Sendable>: Transform {
    public init() {}

    public func value(from json: [Element], codingPath: [any CodingKey]) throws -> Element {
      guard let first = json.first else {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: codingPath, debugDescription: "Expected a non-empty array."))
      }
      return first
    }

    public func json(from value: Element) -> [Element] {
      [value]
    }
  }
}
