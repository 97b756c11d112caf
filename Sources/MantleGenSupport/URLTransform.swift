// mantlegen:support uses=Transform
import Foundation

extension JSONSupport {
  /// Reads URLs strictly, as Mantle's URL transformer does: text that is not a valid URL (`"not a
  /// valid URL"`) fails to decode on every platform, where `URL`'s own decoding percent-encodes it
  /// on Linux and on newer Apple systems.
  public struct URLTransform: Transform {
    public init() {}

    public func value(from json: String, codingPath: [any CodingKey]) throws -> URL {
      guard let url = Self.url(json) else {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: codingPath, debugDescription: "Expected a URL, found \"\(json)\"."))
      }
      return url
    }

    public func json(from value: URL) -> String {
      value.absoluteString
    }

    /// The URL `text` writes, without percent-encoding any of it; `nil` when it is not a URL.
    static func url(_ text: String) -> URL? {
      if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) {
        return URL(string: text, encodingInvalidCharacters: false)
      }
      return URL(string: text)
    }
  }
}
