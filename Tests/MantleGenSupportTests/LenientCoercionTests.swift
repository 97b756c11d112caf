import Foundation
import Testing

@testable import MantleGenSupport

private typealias Coercion = JSONSupport.LenientCoercion

@Suite("Lenient coercion")
struct LenientCoercionTests {
  @Test(
    "integers come from integers, integral doubles within ±9e18 and integer strings",
    arguments: [
      (JSONSupport.Scalar.integer(3), 3), (.double(4), 4), (.double(-9e17), -900_000_000_000_000_000),
      (.string("12"), 12), (.string("-5"), -5), (.double(1e19), nil), (.double(1.5), nil),
      (.string("1.5"), nil), (.string("abc"), nil), (.bool(true), nil),
    ] as [(JSONSupport.Scalar, Int?)])
  func integers(scalar: JSONSupport.Scalar, expected: Int?) {
    #expect(Coercion.int(from: scalar) == expected)
  }

  @Test(
    "doubles come from any number and finite numeric strings",
    arguments: [
      (JSONSupport.Scalar.integer(3), 3.0), (.double(1.5), 1.5), (.string("10.5"), 10.5),
      (.string("1e3"), 1000), (.string("inf"), nil), (.string("nan"), nil), (.string("x"), nil),
      (.bool(false), nil),
    ] as [(JSONSupport.Scalar, Double?)])
  func doubles(scalar: JSONSupport.Scalar, expected: Double?) {
    #expect(Coercion.double(from: scalar) == expected)
  }

  @Test(
    "booleans come from booleans, 0 and 1, and true/false/yes/no/1/0 words in any case",
    arguments: [
      (JSONSupport.Scalar.bool(true), true), (.integer(0), false), (.integer(1), true),
      (.string("TRUE"), true), (.string("no"), false), (.string("1"), true), (.integer(2), nil),
      (.string("maybe"), nil), (.double(1), nil),
    ] as [(JSONSupport.Scalar, Bool?)])
  func booleans(scalar: JSONSupport.Scalar, expected: Bool?) {
    #expect(Coercion.bool(from: scalar) == expected)
  }

  @Test("strings come from any scalar")
  func strings() {
    #expect(Coercion.string(from: .integer(7)) == "7")
    #expect(Coercion.string(from: .double(1.5)) == "1.5")
    #expect(Coercion.string(from: .bool(false)) == "false")
    #expect(Coercion.string(from: .string("x")) == "x")
  }

  @Test(
    "number text becomes the scalar JSONDecoder reads",
    arguments: [
      ("12", JSONSupport.Scalar.integer(12)), ("1.0", .integer(1)), ("1e2", .integer(100)),
      ("1.5", .double(1.5)), ("1e19", .double(1e19)), ("-0.25", .double(-0.25)),
    ])
  func numberText(text: String, expected: JSONSupport.Scalar) {
    #expect(JSONSupport.Scalar(numberText: text) == expected)
  }

  @Test("the lenient transform decodes what the coercion accepts and rejects the rest with its path")
  func lenientTransform() throws {
    let json = #"[1, "2", 3.0, 1e19]"#
    let scalars = try JSONDecoder().decode([JSONSupport.Scalar].self, from: Data(json.utf8))
    let transform = JSONSupport.LenientTransform<Int>()
    #expect(try scalars.prefix(3).map { try transform.value(from: $0, codingPath: []) } == [1, 2, 3])
    #expect(throws: DecodingError.self) { try transform.value(from: scalars[3], codingPath: []) }
    #expect(transform.json(from: 5) == .integer(5))
    #expect(try JSONSupport.LenientTransform<Bool>().value(from: .string("yes"), codingPath: []))
    #expect(try JSONSupport.LenientTransform<String>().value(from: .integer(9), codingPath: []) == "9")
    #expect(try JSONSupport.LenientTransform<Double>().value(from: .string("2.5"), codingPath: []) == 2.5)
  }
}
