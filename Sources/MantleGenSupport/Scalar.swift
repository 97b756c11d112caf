// mantlegen:support uses=
import Foundation

extension JSONSupport {
  /// A JSON scalar of any kind, for lenient conversions.
  public enum Scalar: Codable, Hashable, Sendable {
    case bool(Bool)
    case integer(Int)
    case double(Double)
    case string(String)

    public init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if let value = try? container.decode(Bool.self) {
        self = .bool(value)
      } else if let value = try? container.decode(Int.self) {
        self = .integer(value)
      } else if let value = try? container.decode(Double.self) {
        self = .double(value)
      } else {
        self = .string(try container.decode(String.self))
      }
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      switch self {
      case .bool(let value): try container.encode(value)
      case .integer(let value): try container.encode(value)
      case .double(let value): try container.encode(value)
      case .string(let value): try container.encode(value)
      }
    }
  }
}
