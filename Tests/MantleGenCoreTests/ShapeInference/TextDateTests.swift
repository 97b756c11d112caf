import Foundation
import MantleGenSupport
import Testing

@testable import MantleGenCore

/// Non-ISO date layouts: which pattern a place's values fit, never a guessed order, and patterns
/// that the generated `DateFormatter` transform writes back exactly.
@Suite("Text dates")
struct TextDateTests {
  /// The pattern all `values` fit together, `nil` when none (or an ambiguous order).
  private func pattern(_ values: String...) -> String? {
    var agreed: TextDate?
    for value in values {
      var text = value
      guard let observed = text.withUTF8({ TextDate.observe(utf8: $0) }) else { return nil }
      guard let combined = Self.combining(agreed, observed) else { return nil }
      agreed = combined
    }
    return agreed?.pattern
  }

  /// What a place knows after `observed`: `observed` first, then what both fit.
  private static func combining(_ agreed: TextDate?, _ observed: TextDate) -> TextDate? {
    guard let agreed else { return observed }
    return agreed.combined(with: observed)
  }

  @Test("HTTP and RFC 2822 dates, with or without the weekday, in GMT, UTC or +0000")
  func httpDates() {
    #expect(pattern("Wed, 21 Oct 2015 07:28:00 GMT") == "EEE, dd MMM yyyy HH:mm:ss 'GMT'")
    #expect(pattern("Wed, 21 Oct 2015 07:28:00 GMT", "Thu, 1 Oct 2015 07:28:00 GMT") == "EEE, d MMM yyyy HH:mm:ss 'GMT'")
    #expect(pattern("Thu, 01 Oct 2015 07:28:00 +0000") == "EEE, dd MMM yyyy HH:mm:ss Z")
    #expect(pattern("21 Oct 2015 07:28:00 UTC") == "dd MMM yyyy HH:mm:ss 'UTC'")
    #expect(pattern("Mon, 21 Oct 2015 07:28:00 GMT") == nil, "21 October 2015 was a Wednesday")
    #expect(pattern("Wed, 21 Oct 2015 07:28:00 +0200") == nil, "UTC writes +0000: the text would change")
    #expect(pattern("Wed, 21 Oct 2015 07:28:00 GMT", "Thu, 22 Oct 2015 07:28:00 +0000") == nil, "two zones")
  }

  @Test("the ctime form with a zone and month names")
  func namedForms() {
    #expect(pattern("Wed Aug 27 13:08:45 +0000 2008") == "EEE MMM dd HH:mm:ss Z yyyy")
    #expect(pattern("Aug 27, 2008", "Sep 1, 2008") == "MMM d, yyyy")
    #expect(pattern("August 27, 2008", "May 5, 2008") == "MMMM d, yyyy")
    #expect(pattern("May 5, 2008", "Jun 5, 2008") == "MMM d, yyyy")
    #expect(pattern("August 27, 2008", "Sep 1, 2008") == nil, "long and short month names")
  }

  @Test("numeric dates: the order only when a day above 12 decides it, never guessed")
  func numericOrders() {
    #expect(pattern("27/08/2008") == "dd/MM/yyyy")
    #expect(pattern("05/03/2020", "25/12/2020") == "dd/MM/yyyy")
    #expect(pattern("08/27/2008", "03/05/2020") == "MM/dd/yyyy")
    #expect(pattern("05/03/2020", "04/01/2021") == nil, "no day above 12: day-first and month-first both fit")
    #expect(pattern("27/08/2008", "08/27/2008") == nil, "both orders seen")
    #expect(pattern("27.8.2008", "1.12.2008") == "d.M.yyyy")
    #expect(pattern("27-08-2008 13:05") == "dd-MM-yyyy HH:mm")
    #expect(pattern("27/08/2008 13:05:09") == "dd/MM/yyyy HH:mm:ss")
    #expect(pattern("2008/08/27", "2008/12/01") == "yyyy/MM/dd")
    #expect(pattern("31/02/2020") == nil, "no such day")
    #expect(pattern("2008-8-27") == nil, "dashes with the year first are ISO 8601's")
    #expect(pattern("1.5") == nil)
    #expect(pattern("27/08/2008", "5/8/2008") == nil, "padded and unpadded days")
  }

  @Test("every inferred pattern reads its values and writes them back exactly with the generated transform")
  func roundTripsWithTheSupportTransform() throws {
    let samples = [
      ["Wed, 21 Oct 2015 07:28:00 GMT", "Thu, 01 Jan 1970 00:00:00 GMT", "Sat, 29 Feb 2020 23:59:59 GMT"],
      ["Wed, 21 Oct 2015 07:28:00 +0000", "Tue, 3 Mar 2015 10:00:00 +0000"],
      ["21 Oct 2015 07:28:00 UTC"],
      ["Wed Aug 27 13:08:45 +0000 2008", "Thu Apr 06 15:24:15 +0000 2017"],
      ["Aug 27, 2008", "Sep 1, 2008", "May 5, 2008"],
      ["August 27, 2008", "May 5, 2008", "December 31, 1999"],
      ["27/08/2008", "05/03/2020", "29/02/2000"],
      ["08/27/2008", "12/31/1999"],
      ["27.8.2008", "1.12.2008"],
      ["27-08-2008 13:05", "01-01-2001 00:00"],
      ["13/08/2008 23:59:59"],
      ["2008/08/27", "1999/12/31"],
    ]
    for values in samples {
      var agreed: TextDate?
      for value in values {
        var text = value
        let observed = try #require(text.withUTF8 { TextDate.observe(utf8: $0) }, "\(value)")
        let combined: TextDate = try #require(Self.combining(agreed, observed), "\(values)")
        agreed = combined
      }
      let pattern = try #require(agreed?.pattern, "\(values)")
      #expect(TextDate.knownPatterns.contains(pattern))
      let transform = JSONSupport.DateFormatterTransform(pattern: pattern)
      for value in values {
        let date = try transform.value(from: value, codingPath: [])
        #expect(transform.json(from: date) == value, "\(pattern)")
        var text = value
        #expect(text.withUTF8 { TextDate.fits($0, pattern: pattern) })
      }
    }
  }

  @Test("dates the transform writes for any instant fit the pattern they were written in")
  func writtenDatesFit() throws {
    var generator = SeededGenerator(state: 7)
    let patterns = TextDate.knownPatterns.filter { !$0.contains("'UTC'") }.sorted()
    for pattern in patterns {
      let transform = JSONSupport.DateFormatterTransform(pattern: pattern)
      for _ in 0..<20 {
        let seconds = Double(Int.random(in: -2_000_000_000...4_000_000_000, using: &generator))
        var text = transform.json(from: Date(timeIntervalSince1970: seconds))
        #expect(text.withUTF8 { TextDate.fits($0, pattern: pattern) }, "\(text) does not fit \(pattern)")
      }
    }
  }

  @Test("inference types a place of such dates Date with a date-format transform; an ambiguous place stays String")
  func inference() throws {
    let json = #"""
      [{"modified": "Wed, 21 Oct 2015 07:28:00 GMT", "day": "25/12/2020", "either": "05/03/2020", "label": "Aug 27, 2008"},
       {"modified": "Thu, 22 Oct 2015 08:00:00 GMT", "day": "05/03/2020", "either": "04/01/2021", "label": "soon"}]
      """#
    let schema = try GeneratorPipeline.inferSchema(
      from: [SampleInput(name: "s.json", bytes: Array(json.utf8), isJSONLines: false)], rootName: "Root",
      options: InferenceOptions(), diagnostics: DiagnosticList())
    let properties = try #require(schema.model(named: "RootElement")).properties
    func property(_ name: String) -> Property? { properties.first { $0.swiftName == name } }
    #expect(property("modified")?.type == .date)
    #expect(property("modified")?.transform == .dateFormatter("EEE, dd MMM yyyy HH:mm:ss 'GMT'"))
    #expect(property("day")?.transform == .dateFormatter("dd/MM/yyyy"))
    #expect(property("either")?.type == .string, "the order is not guessed")
    #expect(property("label")?.type == .string)
  }
}
