// mantlegen:support uses=IndexKey
import Foundation

extension JSONSupport {
  /// Rules a decoded value must keep (JSON Schema's `minimum`, `maxLength`, `pattern`…; Mantle's
  /// `validate<Key>:error:`), checked after decoding: a value that breaks one fails decoding with
  /// an error at its JSON path that names the rule.
  public struct Constraints: Hashable, Sendable {
    public var minimum: Double?
    public var maximum: Double?
    public var minLength: Int?
    public var maxLength: Int?
    /// A regular expression (`NSRegularExpression`) that must match somewhere in the text; anchor
    /// it with `^…$` to match the whole.
    public var pattern: String?
    public var minItems: Int?
    public var maxItems: Int?

    public init(
      minimum: Double? = nil, maximum: Double? = nil, minLength: Int? = nil, maxLength: Int? = nil,
      pattern: String? = nil, minItems: Int? = nil, maxItems: Int? = nil
    ) {
      self.minimum = minimum
      self.maximum = maximum
      self.minLength = minLength
      self.maxLength = maxLength
      self.pattern = pattern
      self.minItems = minItems
      self.maxItems = maxItems
    }

    /// The rule `value` breaks, in words; `nil` when it keeps them.
    public func violation(ofNumber value: Double) -> String? {
      if let minimum, value < minimum {
        return "\(Self.text(value)) is less than the minimum \(Self.text(minimum))"
      }
      if let maximum, value > maximum {
        return "\(Self.text(value)) is more than the maximum \(Self.text(maximum))"
      }
      return nil
    }

    /// The rule `text` breaks, in words; `nil` when it keeps them. Lengths count characters.
    public func violation(ofText text: String) -> String? {
      let length = text.count
      if let minLength, length < minLength {
        return
          "\"\(text)\" is shorter than \(minLength) character\(minLength == 1 ? "" : "s") (minLength)"
      }
      if let maxLength, length > maxLength {
        return
          "\"\(text)\" is longer than \(maxLength) character\(maxLength == 1 ? "" : "s") (maxLength)"
      }
      if let pattern, text.range(of: pattern, options: .regularExpression) == nil {
        return "\"\(text)\" does not match the pattern \(pattern)"
      }
      return nil
    }

    /// The rule a collection of `count` elements breaks, in words; `nil` when it keeps them.
    public func violation(ofCount count: Int) -> String? {
      if let minItems, count < minItems {
        return "\(count) elements, fewer than \(minItems) (minItems)"
      }
      if let maxItems, count > maxItems {
        return "\(count) elements, more than \(maxItems) (maxItems)"
      }
      return nil
    }

    private static func text(_ number: Double) -> String {
      number.rounded() == number && abs(number) < 1e15 ? String(Int64(number)) : String(number)
    }

    /// Throws a `DecodingError.dataCorrupted` at `keyPath` (below the decoder's coding path, when
    /// decoding) that names the rule `violation` breaks.
    private func fail(_ violation: String?, at keyPath: [String], in decoder: (any Decoder)?) throws
    {
      guard let violation else { return }
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: (decoder?.codingPath ?? []) + keyPath.map(IndexKey.init(stringValue:)),
          debugDescription: violation + "."))
    }

    /// Throws when the text decoded from `keyPath` (of the object `decoder` reads; without a
    /// decoder, of a value made in code) breaks a rule.
    public func check(_ value: String?, at keyPath: [String], in decoder: (any Decoder)? = nil)
      throws
    {
      try fail(value.flatMap(violation(ofText:)), at: keyPath, in: decoder)
    }

    /// Throws when the integer decoded from `keyPath` breaks a rule.
    public func check<Number: Swift.BinaryInteger>(
      _ value: Number?, at keyPath: [String], in decoder: (any Decoder)? = nil
    ) throws {
      try fail(value.flatMap { violation(ofNumber: Double($0)) }, at: keyPath, in: decoder)
    }

    /// Throws when the number decoded from `keyPath` breaks a rule.
    public func check(_ value: Double?, at keyPath: [String], in decoder: (any Decoder)? = nil)
      throws
    {
      try fail(value.flatMap(violation(ofNumber:)), at: keyPath, in: decoder)
    }

    /// Throws when the number decoded from `keyPath` breaks a rule.
    public func check(_ value: Decimal?, at keyPath: [String], in decoder: (any Decoder)? = nil)
      throws
    {
      try fail(
        value.flatMap { violation(ofNumber: Foundation.NSDecimalNumber(decimal: $0).doubleValue) },
        at: keyPath, in: decoder)
    }

    /// Throws when the array decoded from `keyPath` has too few or too many elements.
    public func check<Element>(
      _ value: [Element]?, at keyPath: [String], in decoder: (any Decoder)? = nil
    ) throws {
      try fail(value.flatMap { violation(ofCount: $0.count) }, at: keyPath, in: decoder)
    }

    /// Throws when the dictionary decoded from `keyPath` has too few or too many members.
    public func check<Value>(
      _ value: [String: Value]?, at keyPath: [String], in decoder: (any Decoder)? = nil
    ) throws {
      try fail(value.flatMap { violation(ofCount: $0.count) }, at: keyPath, in: decoder)
    }
  }

  /// A model whose rules no schema can say: with `"validates": true` on the model, generated
  /// decoding calls ``validate()`` last. Declare it in an extension of the model in your own file;
  /// throw to reject the value (as Mantle's `validate:`), or fill in a value (with `var`
  /// properties).
  public protocol Validating {
    mutating func validate() throws
  }
}
