// mantlegen:support uses=
import Foundation

extension JSONSupport {
  /// A coding key for array indices and dictionary keys in error paths.
  public struct IndexKey: CodingKey {
    public let stringValue: String
    public let intValue: Int?

    public init(stringValue: String) {
      self.stringValue = stringValue
      self.intValue = nil
    }

    public init(intValue: Int) {
      self.stringValue = "Index \(intValue)"
      self.intValue = intValue
    }
  }
}
