// mantlegen:support uses=
import Foundation

extension JSONSupport {
  /// The elements of a JSON array that decode, skipping those that do not (for feeds where one
  /// bad element must not lose the page), and how many were skipped.
  public struct LossyArray<Element: Decodable>: Decodable {
    public var elements: [Element]
    public var skippedCount: Int

    public init(from decoder: any Decoder) throws {
      var container = try decoder.unkeyedContainer()
      var elements: [Element] = []
      var skippedCount = 0
      while !container.isAtEnd {
        if let element = try? container.decode(Element.self) {
          elements.append(element)
        } else {
          _ = try container.decode(Skipped.self)
          skippedCount += 1
        }
      }
      self.elements = elements
      self.skippedCount = skippedCount
    }

    /// Decodes any value without reading it, to step over an element that did not decode.
    private struct Skipped: Decodable {
      init(from decoder: any Decoder) throws {}
    }
  }
}
