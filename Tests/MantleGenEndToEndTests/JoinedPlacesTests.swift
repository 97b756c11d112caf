import Foundation
import Testing

@testable import MantleGenCore
@testable import mantlegen_bench

/// Places of one shape that inference joins into one type, where one side holds an id-keyed map
/// and the other a model (or a map whose values are richer): the joined type must decode every
/// value of every place, so nothing is dropped.
@Suite("Joined places")
struct JoinedPlacesTests {
  /// A chat API's file shares: channel ids as keys, one place with three ids (a map), the other
  /// with two (which alone would stay a model), and richer messages on the second side.
  static let shares = #"""
    {"matches": [{"shares": {"public": {"C0AAAAAA1": [{"ts": "1", "team": "T1"}], "C0AAAAAA2": [{"ts": "2", "team": "T2"}],
                                        "C0AAAAAA3": [{"ts": "3", "team": "T3"}]}}}],
     "blocks": [{"file": {"shares": {"public": {"C03E94MKU": [{"ts": "1", "team": "T1", "thread_ts": "9", "latest_reply": "8"}],
                                                "C03E94MKU_": [{"ts": "2", "team": "T2", "thread_ts": "7", "latest_reply": "6"}]}}}}]}
    """#

  @Test("a map joined with a model types its values from both places, so no key is dropped")
  func mapJoinedWithModelKeepsEveryKey() throws {
    let schema = try BatchRoundTrip.inferSchema(Self.shares, index: 0)
    let shares = try #require(schema.model(named: "Doc0Shares"))
    var publicType = try #require(shares.properties.first { $0.keyPath == ["public"] }?.type)
    if case .optional(let wrapped) = publicType { publicType = wrapped }
    guard case .dictionary(.array(.model(let element))) = publicType else {
      Issue.record("public is \(publicType)")
      return
    }
    let keys = try #require(schema.model(named: element)).properties.map(\.keyPath)
    #expect(keys == [["ts"], ["team"], ["thread_ts"], ["latest_reply"]])
    #expect(try Self.driftFindings(schema, Self.shares).isEmpty)
  }

  @Test("the example and random places joined where one side is an id-keyed map: checked in process, then compiled and round-tripped together")
  func randomJoinedPlacesRoundTrip() async throws {
    var generator = JoinedPlacesJSON(seed: 0x6a6f_696e)
    let documents = [Self.shares] + (0..<60).map { _ in generator.document() }
    var schemas: [MappingSchema] = []
    for (index, document) in documents.enumerated() {
      let schema = try BatchRoundTrip.inferSchema(document, index: index)
      // The inferred schema accepts its own sample: every key is read by a property.
      #expect(try Self.driftFindings(schema, document).isEmpty, "document \(index): \(document)")
      schemas.append(schema)
    }
    try await BatchRoundTrip.check(documents: documents, schemas: schemas, folderName: "joined")
  }

  /// What the drift check finds in `document` against `schema`.
  static func driftFindings(_ schema: MappingSchema, _ document: String) throws -> [String] {
    var checker = DriftChecker(schema: ResolvedSchema(schema))
    try checker.check(Array(document.utf8), file: "sample.json", allowsMultipleDocuments: false)
    return checker.report.findings.map(\.description)
  }
}

/// Documents with two places of one shape, `shares.public`, under different parents: one side
/// an id-keyed map, the other a model with a few field-like or id-like keys, or another map; the
/// objects under the sides have different optional members.
struct JoinedPlacesJSON {
  private var random: SeededRandom

  init(seed: UInt64) {
    random = SeededRandom(seed: seed)
  }

  enum Side: CaseIterable { case idMap, model, fieldModel, richMap }

  mutating func document() -> String {
    let other = Side.allCases[random.below(Side.allCases.count)]
    var sides = [side(.idMap, prefix: "C0AAAAAA"), side(other, prefix: "D9X4K2Q")]
    if random.below(2) == 0 { sides.reverse() }
    return #"{"matches": [{"shares": {"public": \#(sides[0])}}], "blocks": [{"file": {"shares": {"public": \#(sides[1])}}}]}"#
  }

  private mutating func side(_ kind: Side, prefix: String) -> String {
    let keys: [String]
    switch kind {
    case .idMap, .richMap: keys = (1...(3 + random.below(3))).map { "\(prefix)\($0)" }
    case .model: keys = ["C03E94MKU", "C03E94MKU_"]
    case .fieldModel: keys = ["name", "title"]
    }
    let asArrays = random.below(2) == 0
    let members = keys.enumerated().map { index, key in
      let value = message(index, rich: kind != .idMap)
      return JSONText.quoted(key) + ": " + (asArrays ? "[\(value)]" : value)
    }
    return "{" + members.joined(separator: ", ") + "}"
  }

  private mutating func message(_ index: Int, rich: Bool) -> String {
    var members = [#""ts": "\#(index)""#, #""team": "T\#(index)""#]
    let optional = [
      #""thread_ts": "9""#, #""latest_reply": "8""#, #""reply_count": \#(index)"#,
      #""user": {"id": \#(index)\#(random.below(2) == 0 ? #", "name": "x""# : "")}"#,
    ]
    for member in optional where random.below(rich ? 2 : 4) == 0 { members.append(member) }
    return "{" + members.joined(separator: ", ") + "}"
  }
}
