// mantlegen:support uses=Transform,DateFormat
import Foundation

extension JSONSupport {
  /// Reads and writes dates as text in one fixed format, reproducing the original text exactly.
  public struct DateTransform: Transform {
    public let format: DateFormat

    public init(_ format: DateFormat) {
      self.format = format
    }

    public func value(from json: String, codingPath: [any CodingKey]) throws -> Date {
      guard let date = format.date(from: json) else {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: codingPath,
            debugDescription: "Expected a date in the format \(format), found \"\(json)\"."))
      }
      return date
    }

    public func json(from value: Date) -> String {
      format.string(from: value)
    }
  }
}
