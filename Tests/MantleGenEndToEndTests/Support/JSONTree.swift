import Foundation
@testable import MantleGenCore
import MantleGenSupport

/// A parsed JSON document for comparing round trips: numbers by value, key order ignored, and a
/// `null` member equal to a missing one.
indirect enum JSONTree: Equatable {
  case null
  case bool(Bool)
  case number(JSONNumber)
  case string(String)
  case array([JSONTree])
  case object([String: JSONTree])

  static func parse(_ bytes: [UInt8]) throws -> JSONTree {
    try bytes.withUnsafeBufferPointer { buffer in
      var reader = JSONReader(bytes: buffer, file: "json")
      let tree = try read(&reader)
      try reader.expectEnd()
      return tree
    }
  }

  private static func read(_ reader: inout JSONReader) throws -> JSONTree {
    switch try reader.readValue() {
    case .null: return .null
    case .bool(let value): return .bool(value)
    case .number(let value): return .number(value)
    case .string(let value): return .string(value)
    case .beginArray:
      var elements: [JSONTree] = []
      var isFirst = true
      while try reader.hasNextElement(isFirst: isFirst) {
        isFirst = false
        elements.append(try read(&reader))
      }
      return .array(elements)
    case .beginObject:
      var members: [String: JSONTree] = [:]
      var isFirst = true
      while let key = try reader.nextKey(isFirst: isFirst) {
        isFirst = false
        members[key] = try read(&reader)
      }
      return .object(members)
    }
  }

  /// The JSON path of the first difference between `self` and `other`, or `nil` when they are equal.
  /// With `datesByInstant`, two ISO 8601 date strings that stand for the same instant are equal.
  func firstDifference(from other: JSONTree, path: String = "$", datesByInstant: Bool = false) -> String? {
    switch (self, other) {
    case (.null, .null): return nil
    case (.bool(let a), .bool(let b)): return a == b ? nil : "\(path): \(a) vs \(b)"
    case (.string(let a), .string(let b)):
      if a == b { return nil }
      let format = JSONSupport.DateFormat.anyISO8601
      if datesByInstant, let first = format.date(from: a), let second = format.date(from: b),
        abs(first.timeIntervalSince(second)) < 1e-6
      {
        return nil
      }
      return "\(path): \(a.debugDescription) vs \(b.debugDescription)"
    case (.number(let a), .number(let b)): return Self.sameNumber(a, b) ? nil : "\(path): \(a) vs \(b)"
    case (.array(let a), .array(let b)):
      guard a.count == b.count else { return "\(path): \(a.count) elements vs \(b.count)" }
      for (index, pair) in zip(a, b).enumerated() {
        if let difference = pair.0.firstDifference(from: pair.1, path: "\(path)[\(index)]", datesByInstant: datesByInstant) { return difference }
      }
      return nil
    case (.object(let a), .object(let b)):
      for key in Set(a.keys).union(b.keys).sorted() {
        if let difference = (a[key] ?? .null).firstDifference(
          from: b[key] ?? .null, path: "\(path).\(key)", datesByInstant: datesByInstant) {
          return difference
        }
      }
      return nil
    default:
      return "\(path): \(self) vs \(other)"
    }
  }

  /// Integers by their digits; other numbers by value, exactly (as `Decimal`s) where both are short
  /// enough for `Decimal`, so that `1.000000000000000001` written back as `1` is a difference.
  private static func sameNumber(_ a: JSONNumber, _ b: JSONNumber) -> Bool {
    if a.isInteger && b.isInteger { return normalizedInteger(a.text) == normalizedInteger(b.text) }
    guard a.doubleValue != nil, a.doubleValue == b.doubleValue else { return false }
    guard a.text.count <= 38, b.text.count <= 38, let x = Decimal(string: a.text), let y = Decimal(string: b.text)
    else { return true }
    return x == y
  }

  private static func normalizedInteger(_ text: String) -> String {
    let negative = text.hasPrefix("-")
    let digits = text.drop { $0 == "-" }.drop { $0 == "0" }
    return digits.isEmpty ? "0" : (negative ? "-" : "") + digits
  }
}
