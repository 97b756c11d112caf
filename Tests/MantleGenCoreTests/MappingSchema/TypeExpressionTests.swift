import Testing

@testable import MantleGenCore

/// Type expressions as schema files write them (`[String: [Int]]?`): spacing and located errors.
@Suite("Type expressions")
struct TypeExpressionTests {
  @Test("type expressions may have spaces around their parts")
  func spacedTypeExpressions() throws {
    #expect(try TypeExpression.parse(" [ String :[Int ] ] ? ", lookup: { _ in nil }).get() == .optional(.dictionary(.array(.int))))
  }

  @Test(
    "malformed type expressions are rejected at the right character",
    arguments: [
      ("[Int", "expected ']' to close the collection type", 4),
      ("[Int: String]", "dictionary keys must be String, not Int: write '[String: T]'", 1),
      ("[ [String]: Int]", "dictionary keys must be String, not [String]: write '[String: T]'", 2),
      ("Int??", "a type can be made optional only once: 'Int??' would be a double optional", 4),
      ("[Int]? ?", "a type can be made optional only once: '[Int]??' would be a double optional", 7),
      ("Int]", "unexpected ']' in type 'Int]'", 3),
      ("Int String", "unexpected 'S' in type 'Int String'", 4),
      ("", "expected a type name", 0),
      ("[]", "expected a type name", 1),
      ("[String:]", "expected a type name", 8),
      ("?", "expected a type name", 0),
      ("string", "unknown type 'string'; did you mean 'String'?", 0),
      ("[Strin]", "unknown type 'Strin'; expected a built-in type (Bool, CalendarDay, Data, Date, DateTime, Decimal, Double, Int, Int32, Int64, JSONValue, String, URL, UUID) or a model, enum, union or cluster of this schema", 1),
    ])
  func malformedTypeExpressions(text: String, message: String, offset: Int) {
    #expect(throws: TypeExpressionError(message: message, offset: offset)) {
      try TypeExpression.parse(text, lookup: { _ in nil }).get()
    }
  }
}
