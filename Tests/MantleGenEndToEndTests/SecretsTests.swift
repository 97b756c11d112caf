import Foundation
import Testing

/// Sample values that look like credentials or personal data never reach a written file by
/// default: not the Swift, the mapping tables, the schema or the JSON Schema.
@Suite("Secrets and personal data")
struct SecretsTests {
  static let sample = TestPaths.fixtures.appendingPathComponent("secrets/payment.json").path

  /// Every sensitive value in the sample (long ones by a prefix that any copy or cut example keeps).
  static let secrets = [
    "jenny.rosen@example.com", "rcpt_JDzfOjHn8KiT", "sig=Zm9vYmFy", "Jenny Rosen", "+1 415 555 0100",
    "Evergreen Terrace", "Springfield", "4242 4242 4242 4242", "Xt5EWLLDS7FJjR1c", "(555) 555-0100",
    "jenny.r@mail.example.org", "203.0.113.7", "at-abc-123", "rt-xyz-789", "cs_8f2Kq0Lw", "hunter2", "s%3A8fJk2",
    "key-0a1b2c", "eyJhbGciOiJIUzI1NiJ9", "sk_live_51Hx0000", "ghp_0123456789", "AKIAIOSFODNN7EXAMPLE",
    "9f86d081884c7d659a2f", "4111111111111111", "ops@example.com",
  ]

  /// `infer` with every output; the text of every file written.
  func writtenText(_ options: [String], label: String) async throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mantlegen-secrets-\(label)-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try await ProcessRunner.run(
      TestPaths.mantlegen,
      [
        "infer", Self.sample, "-o", folder.appendingPathComponent("Models").path, "--schema-out",
        folder.appendingPathComponent("payment.mantlegen.json").path, "--json-schema-out",
        folder.appendingPathComponent("payment.schema.json").path,
      ] + options)
    #expect(result.status == 0, "\(result.standardError)")
    let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
    #expect(files.count > 5, "\(files)")
    return files.sorted().compactMap { name in
      let url = folder.appendingPathComponent(name)
      return try? String(contentsOf: url, encoding: .utf8)
    }.joined(separator: "\n")
  }

  @Test("by default no credential or personal value from the sample is in any written file; harmless examples stay")
  func safeByDefault() async throws {
    let text = try await writtenText([], label: "safe")
    for secret in Self.secrets {
      #expect(!text.contains(secret), "\(secret) was written")
    }
    // Free text is never copied, a code is.
    #expect(!text.contains(#"for example `"Annual plan"`"#))
    #expect(text.contains(#"for example `"visa"`"#))
    #expect(!text.contains(#""examples":"#), "the default policy is not written into the schema")
  }

  @Test("--examples all copies every first value and records the choice; --examples none copies none")
  func policies() async throws {
    let all = try await writtenText(["--examples", "all"], label: "all")
    for secret in ["jenny.rosen@example.com", "hunter2", "eyJhbGciOiJIUzI1NiJ9", "Jenny Rosen"] {
      #expect(all.contains(secret), "\(secret) is a first value; 'all' copies it")
    }
    #expect(all.contains(#""examples": "all""#))
    let none = try await writtenText(["--examples", "none"], label: "none")
    #expect(!none.contains("for example"))
    #expect(!none.contains("Annual plan"))
    #expect(none.contains(#""examples": "none""#))
  }
}
