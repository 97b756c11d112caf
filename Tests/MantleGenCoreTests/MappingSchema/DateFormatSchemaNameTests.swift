import Foundation
import Testing

@testable import MantleGenCore

@Suite("DateFormat in schemas and generated code")
struct DateFormatSchemaNameTests {
  @Test(
    "schema names round-trip",
    arguments: [
      (DateFormat.iso8601(fractionDigits: 0, zone: "Z"), "iso8601"),
      (.iso8601(fractionDigits: 3, zone: "Z"), "iso8601(fraction: 3)"),
      (.iso8601(fractionDigits: 0, zone: "+02:00"), "iso8601(zone: +02:00)"),
      (.iso8601(fractionDigits: 6, zone: "-0530"), "iso8601(fraction: 6, zone: -0530)"),
      (.iso8601(fractionDigits: 0, zone: ""), "iso8601(zone: none)"),
      (.iso8601(fractionDigits: 3, zone: ""), "iso8601(fraction: 3, zone: none)"),
      (.iso8601Minutes(zone: "Z"), "iso8601(seconds: none)"),
      (.iso8601Minutes(zone: ""), "iso8601(seconds: none, zone: none)"),
      (.iso8601Minutes(zone: "+02:00"), "iso8601(seconds: none, zone: +02:00)"),
      (.date, "yyyy-MM-dd"),
      (.dateTime, "yyyy-MM-dd HH:mm:ss"),
    ])
  func schemaNames(format: DateFormat, name: String) {
    #expect(format.schemaName == name)
    #expect(DateFormat(schemaName: name) == format)
  }

  @Test("schema name parsing accepts explicit defaults and any spacing")
  func schemaNameParsing() {
    #expect(
      DateFormat(schemaName: "iso8601(fraction: 0, zone: Z)")
        == .iso8601(fractionDigits: 0, zone: "Z"))
    #expect(
      DateFormat(schemaName: " iso8601(zone:+01,fraction:2) ")
        == .iso8601(fractionDigits: 2, zone: "+01"))
  }

  @Test(
    "schema name parsing rejects invalid names",
    arguments: [
      "", "ISO8601", "iso8601()", "iso8601(fraction: 7)", "iso8601(fraction: -1)",
      "iso8601(zone: EST)", "iso8601(zone: z)", "iso8601(zone: )", "iso8601(zone: none, zone: Z)",
      "iso8601(seconds: none, fraction: 3)", "iso8601(seconds: 0)", "iso8601(seconds: none, seconds: none)", "iso8601(fraction: 3, fraction: 3)",
      "iso8601(precision: 3)", "iso8601(fraction 3)", "yyyy/MM/dd", "rfc2822",
    ])
  func invalidSchemaNames(name: String) {
    #expect(DateFormat(schemaName: name) == nil)
  }

  @Test("expressions construct the format in generated code")
  func expressions() {
    func expression(_ format: DateFormat) -> String {
      var builder = TransformExpressionBuilder(namespace: "S") { TypeExpression.text(of: $0) }
      return DateFormatDefinition(format: format).swiftExpression(for: .date, in: &builder).text
    }
    #expect(expression(.date) == "S.DateFormat.date")
    #expect(expression(.dateTime) == "S.DateFormat.dateTime")
    #expect(expression(.iso8601(fractionDigits: 3, zone: "Z")) == #"S.DateFormat.iso8601(fractionDigits: 3, zone: "Z")"#)
    #expect(
      expression(.iso8601(fractionDigits: 0, zone: "+02:00"))
        == #"S.DateFormat.iso8601(fractionDigits: 0, zone: "+02:00")"#)
  }
}
