import Foundation
import Testing

@testable import MantleGenCore

/// Which keys and values count as credentials or personal data, and the example policies.
@Suite("Sensitive data")
struct SensitiveDataTests {
  @Test(
    "keys naming credentials or personal data are sensitive, as whole words or credential endings",
    arguments: [
      "access_token", "refreshToken", "client_secret", "password", "X-Api-Key", "apikey", "Authorization",
      "oauth_verifier", "session_id", "Set-Cookie", "signature", "card_fingerprint", "email", "billingEmail",
      "phone_number", "mobile", "ssn", "iban", "date_of_birth", "first_name", "familyName", "surname", "ip",
      "street", "postcode", "githubtoken", "privatekey",
    ])
  func sensitiveKeys(key: String) {
    #expect(SensitiveData.keyLooksSensitive(key))
  }

  @Test(
    "ordinary field names are not sensitive (author is not auth, monkey is not key)",
    arguments: [
      "author", "title", "name", "keyboard_layout", "monkey", "html_url", "created_at", "tokenizer_version",
      "zipball_url", "description", "count", "private", "pinned", "mailbox_size",
    ])
  func ordinaryKeys(key: String) {
    #expect(!SensitiveData.keyLooksSensitive(key))
  }

  @Test(
    "values that look like credentials or personal data are sensitive",
    arguments: [
      "jenny.rosen@example.com", "mailto:a@b.io", "write to jo@corp.example.com today",
      "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abc", "sk_live_51Hx0000FAKE", "sk_test_4eC39HqLyjWDarjtT1zdp7dc",
      "ghp_0123456789abcdefghij", "xoxb-1234-5678-abcdefgh", "AKIAIOSFODNN7EXAMPLE", "AIzaSyA-1234567890abcdef",
      "4242 4242 4242 4242", "4111111111111111", "5555-5555-5555-4444", "+1 415 555 0100", "+44 20 7946 0958",
      "(555) 555-0100", "555-555-0100", "203.0.113.7", "rcpt_JDzfOjHn8KiTGZsy8EwDYmpb5EfGdJ8",
      "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b", "550e8400-e29b-41d4-a716-446655440000",
      "https://pay.example.com/receipts/rcpt_JDzfOjHn8KiTGZsy8EwD", "https://x.example.com/a?access_token=abc",
      "https://x.example.com/a?sig=Zm9v", "https://user:pw@example.com/", "Bearer eyJhbGciOiJIUzI1NiJ9.e30.sig",
    ])
  func sensitiveValues(value: String) {
    #expect(SensitiveData.valueLooksSensitive(value))
  }

  @Test(
    "ordinary values are not sensitive",
    arguments: [
      "charge", "usd", "Hello world", "https://github.com/octocat/Hello-World", "2011-01-26T19:01:12Z",
      "2024-05-01", "1.2.3", "4242", "4242424242424241", "created_at_timestamp", "HelloWorldController2",
      "https://api.example.com/v1/users/12345?page=2", "12345678", "v2.14.1-beta.3", "en_US", "@octocat",
      "10.5", "1234 Main",
    ])
  func ordinaryValues(value: String) {
    #expect(!SensitiveData.valueLooksSensitive(value))
  }

  @Test("a name is personal data inside an object that describes a person, not inside a product")
  func personalNames() {
    #expect(SensitiveData.namesAPerson("name", ownerKey: "billing_details"))
    #expect(SensitiveData.namesAPerson("display_name", ownerKey: "users"))
    #expect(!SensitiveData.namesAPerson("name", ownerKey: "product"))
    #expect(!SensitiveData.namesAPerson("login", ownerKey: "owner"))
  }

  private func examples(_ json: String, policy: ExamplePolicy) throws -> [String: String?] {
    let schema = try GeneratorPipeline.inferSchema(
      from: [SampleInput(name: "s.json", bytes: Array(json.utf8), isJSONLines: false)], rootName: "Root",
      options: InferenceOptions(schemaOptions: SchemaOptions(examples: policy)), diagnostics: DiagnosticList())
    let properties = schema.models.flatMap(\.properties)
    return Dictionary(uniqueKeysWithValues: properties.map { ($0.keyPath.joined(separator: "."), $0.example) })
  }

  @Test("the policy decides which first values become examples; Booleans are always safe")
  func examplePolicies() throws {
    let json =
      #"{"email": "a@b.io", "title": "Plan", "interval": "month", "email_verified": true, "token": 12345, "note": "call +1 415 555 0100"}"#
    let safe = try examples(json, policy: .safe)
    // A title is free text whatever it holds; a code is copied.
    #expect(safe["title"] == .some(nil))
    #expect(safe["interval"] == #""month""#)
    #expect(safe["email_verified"] == "true")
    #expect(safe["email"] == .some(nil))
    #expect(safe["token"] == .some(nil))
    #expect(safe["note"] == .some(nil))
    let all = try examples(json, policy: .all)
    #expect(all["email"] == #""a@b.io""#)
    #expect(all["token"] == "12345")
    #expect(try examples(json, policy: .none).values.allSatisfy { $0 == nil })
  }

  @Test("values that look like personal data are never enum cases, and such keys are map keys")
  func enumsAndKeys() throws {
    let emails = (0..<9).map { #"{"owner": "\#(["a@b.io", "c@d.io", "e@f.io"][$0 % 3])"}"# }.joined(separator: ",")
    let schema = try GeneratorPipeline.inferSchema(
      from: [SampleInput(name: "s.json", bytes: Array("[\(emails)]".utf8), isJSONLines: false)], rootName: "Root",
      options: InferenceOptions(), diagnostics: DiagnosticList())
    #expect(schema.enums.isEmpty)
    #expect(MapEvidence.isDataLikeKey("ops@example.com"))
    #expect(!MapEvidence.isDataLikeKey("operations"))
  }

  @Test("the policy is read from and written to the schema's options; unknown policies are located errors")
  func schemaOption() throws {
    let schema = MappingSchema(
      rootName: "Root", rootType: .model("Root"),
      models: [Model(name: "Root", properties: [], sourcePaths: ["$"])], sources: [],
      options: SchemaOptions(examples: .none))
    let text = SchemaFile.text(of: schema)
    #expect(text.contains(#""examples": "none""#))
    #expect(try SchemaFile.read(Array(text.utf8), file: "s.json").options.examples == .none)
    let wrong = text.replacingOccurrences(of: #""examples": "none""#, with: #""examples": "some""#)
    let error = #expect(throws: SchemaFileError.self) { try SchemaFile.read(Array(wrong.utf8), file: "s.json") }
    let messages = error?.diagnostics.map(\.message) ?? []
    #expect(messages.contains { $0.contains("unknown example policy 'some'") }, "\(messages)")
  }
}
