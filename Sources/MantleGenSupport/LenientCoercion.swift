// mantlegen:support uses=Scalar
import Foundation

extension JSONSupport {
  /// The lenient conversions: which scalars stand for an `Int`, a `Double`, a `Bool` or a
  /// `String`. Generated code, inference and the drift check all decide with these functions.
  public enum LenientCoercion {
    /// Words that stand for booleans (compared in lower case).
    public static let trueWords: Set<String> = ["true", "1", "yes"]
    public static let falseWords: Set<String> = ["false", "0", "no"]

    /// An integer, an integral double within ±9e18, or a string that `Int` parses.
    public static func int(from scalar: Scalar) -> Int? {
      switch scalar {
      case .integer(let value): value
      case .double(let value) where value.rounded() == value && abs(value) < 9.0e18: Int(value)
      case .string(let text): Int(text)
      case .bool, .double: nil
      }
    }

    /// Any number, or a string that `Double` parses to a finite value.
    public static func double(from scalar: Scalar) -> Double? {
      switch scalar {
      case .integer(let value): Double(value)
      case .double(let value): value
      case .string(let text): Double(text).flatMap { $0.isFinite ? $0 : nil }
      case .bool: nil
      }
    }

    /// A boolean, `0` or `1`, or one of `trueWords` / `falseWords` in any case.
    public static func bool(from scalar: Scalar) -> Bool? {
      switch scalar {
      case .bool(let value): value
      case .integer(let value) where value == 0 || value == 1: value == 1
      case .string(let text) where trueWords.contains(text.lowercased()): true
      case .string(let text) where falseWords.contains(text.lowercased()): false
      case .integer, .double, .string: nil
      }
    }

    /// Any scalar, numbers and booleans written as JSON writes them.
    public static func string(from scalar: Scalar) -> String {
      switch scalar {
      case .string(let value): value
      case .integer(let value): String(value)
      case .double(let value): String(value)
      case .bool(let value): value ? "true" : "false"
      }
    }
  }
}
