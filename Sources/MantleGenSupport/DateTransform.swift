// mantlegen:support uses=Transform,DateFormat
import Foundation

/// A date format transforms dates written in it: any ISO 8601 layout is read, this one written, so
/// that a date read in it writes back the same text.
extension JSONSupport.DateFormat: JSONSupport.Transform {
  public func value(from json: String, codingPath: [any CodingKey]) throws -> Date {
    guard let date = date(from: json) else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: codingPath,
          debugDescription: "Expected a date in the format \(self), found \"\(json)\"."))
    }
    return date
  }

  public func json(from value: Date) -> String { string(from: value) }
}
