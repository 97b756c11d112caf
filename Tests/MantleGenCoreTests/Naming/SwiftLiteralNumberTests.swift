import Testing

@testable import MantleGenCore

@Test(
  "integers of more than six digits are grouped by threes, as swift-format wants; other numbers stay as written",
  arguments: [
    ("123456", "123456"), ("1234567", "1_234_567"), ("10485760", "10_485_760"), ("-1416974400", "-1_416_974_400"),
    ("12345678.5", "12345678.5"), ("1e10", "1e10"), ("0", "0"), ("-", "-"),
  ])
func numberLiterals(text: String, expected: String) {
  #expect(SwiftLiteral.number(text) == expected)
}

@Test("a scalar is a string literal, a grouped number or its JSON text")
func scalarLiterals() {
  #expect(SwiftLiteral.scalar(.string("a\"b")) == #""a\"b""#)
  #expect(SwiftLiteral.scalar(.number("2147483648")) == "2_147_483_648")
  #expect(SwiftLiteral.scalar(.bool(true)) == "true")
}
