import Foundation
import Testing

@testable import MantleGenSupport

@Suite("Numbers written as strings")
struct NumberStringTransformTests {
  @Test("integers read from and write back their digits")
  func integers() throws {
    let transform = JSONSupport.NumberStringTransform<Int>()
    #expect(try transform.value(from: "5", codingPath: []) == 5)
    #expect(try transform.value(from: "-12", codingPath: []) == -12)
    #expect(transform.json(from: 42) == "42")
    // Leading zeros read, and are written back without.
    #expect(try transform.value(from: "05", codingPath: []) == 5)
    for text in ["", "5.0", "1e3", " 5", "five", "0x10", "99999999999999999999"] {
      #expect(throws: DecodingError.self, "\(text)") { try transform.value(from: text, codingPath: []) }
    }
  }

  @Test("doubles write the shortest text that reads back, or a fixed number of digits after the point")
  func doubles() throws {
    let shortest = JSONSupport.NumberStringTransform<Double>()
    #expect(try shortest.value(from: "12.5", codingPath: []) == 12.5)
    #expect(try shortest.value(from: "1e3", codingPath: []) == 1000)
    #expect(shortest.json(from: 12.5) == "12.5")
    #expect(shortest.json(from: 5) == "5")
    #expect(shortest.json(from: -0.25) == "-0.25")
    let cents = JSONSupport.NumberStringTransform<Double>(fractionDigits: 2)
    #expect(cents.json(from: try cents.value(from: "12.50", codingPath: [])) == "12.50")
    #expect(cents.json(from: 3) == "3.00")
    for text in ["inf", "nan", "0x1p3", "1.", ".5", "1e", "+", "1 "] {
      #expect(throws: DecodingError.self, "\(text)") { try shortest.value(from: text, codingPath: []) }
    }
  }

  @Test("decimals keep every digit and pad to the digits after the point")
  func decimals() throws {
    let exact = JSONSupport.NumberStringTransform<Decimal>()
    let big = try exact.value(from: "12345678901234567890.123", codingPath: [])
    #expect(exact.json(from: big) == "12345678901234567890.123")
    let cents = JSONSupport.NumberStringTransform<Decimal>(fractionDigits: 2)
    #expect(cents.json(from: try cents.value(from: "0.10", codingPath: [])) == "0.10")
    #expect(cents.json(from: try cents.value(from: "7", codingPath: [])) == "7.00")
    #expect(cents.json(from: try cents.value(from: "2.345", codingPath: [])) == "2.35")
    #expect(throws: DecodingError.self) { try cents.value(from: "12abc", codingPath: []) }
  }

  @Test("a decoding error names the path and the text")
  func errorsNameThePath() {
    struct Key: CodingKey {
      var stringValue: String
      var intValue: Int? { nil }
      init(stringValue: String) { self.stringValue = stringValue }
      init?(intValue: Int) { nil }
    }
    do {
      _ = try JSONSupport.NumberStringTransform<Int>().value(from: "x", codingPath: [Key(stringValue: "count")])
      Issue.record("expected an error")
    } catch DecodingError.dataCorrupted(let context) {
      #expect(context.codingPath.map(\.stringValue) == ["count"])
      #expect(context.debugDescription == #"Expected a Int written as a string, found "x"."#)
    } catch {
      Issue.record("unexpected \(error)")
    }
  }
}
