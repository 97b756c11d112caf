// mantlegen:support uses=Transform
import Foundation

extension JSONSupport {
  /// Reads and writes dates as Unix timestamps (seconds or milliseconds since 1970).
  public struct UnixTimeTransform: Transform {
    /// The unit of the timestamps.
    public enum Unit: Sendable {
      case seconds
      case milliseconds
    }

    public let unit: Unit

    public init(_ unit: Unit) {
      self.unit = unit
    }

    public func value(from json: Double, codingPath: [any CodingKey]) -> Date {
      Date(timeIntervalSince1970: unit == .seconds ? json : json / 1000)
    }

    public func json(from value: Date) -> Double {
      let seconds = value.timeIntervalSince1970
      guard unit == .milliseconds else { return seconds }
      let milliseconds = seconds * 1000
      let whole = milliseconds.rounded()
      return abs(milliseconds - whole) < 0.001 ? whole : milliseconds
    }
  }
}
