// mantlegen:support uses=Transform
import Foundation

extension JSONSupport {
  /// Reads UUIDs and writes them back in lower case (`JSONEncoder` alone writes upper case).
  public struct LowercaseUUIDTransform: Transform {
    public init() {}

    public func value(from json: String, codingPath: [any CodingKey]) throws -> UUID {
      guard let uuid = UUID(uuidString: json) else {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: codingPath, debugDescription: "Expected a UUID, found \"\(json)\"."))
      }
      return uuid
    }

    public func json(from value: UUID) -> String {
      value.uuidString.lowercased()
    }
  }
}
