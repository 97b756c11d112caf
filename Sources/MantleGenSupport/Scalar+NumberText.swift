// mantlegen:support library-only
import Foundation

extension JSONSupport.Scalar {
  /// The scalar that decoding the JSON number `text` gives: an integer when `JSONDecoder` reads it
  /// as `Int` (an integer literal in range, or a number with an integral value in range), else a
  /// double; `nil` when `text` is not a finite number.
  public init?(numberText text: String) {
    if let value = Int(text) {
      self = .integer(value)
      return
    }
    guard let value = Double(text), value.isFinite else { return nil }
    if value.rounded() == value, abs(value) < 9.0e18 {
      self = .integer(Int(value))
    } else {
      self = .double(value)
    }
  }
}
