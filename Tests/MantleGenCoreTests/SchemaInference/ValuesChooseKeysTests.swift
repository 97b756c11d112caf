import Foundation
import Testing

@testable import MantleGenCore

/// The one reading records, for each value of a string key, which keys its objects had; a key not
/// named for the kind is read again only where its values choose keys.
@Suite("Keys chosen by a key's values")
struct ValuesChooseKeysTests {
  /// Blocks whose `layout` chooses keys (`image_url`, `text`) and whose `lang` does not.
  static let lines: [String] = (0..<90).map { index in
    switch index % 3 {
    case 0: #"{"layout": "image", "id": \#(index), "image_url": "u\#(index)", "lang": "en"}"#
    case 1: #"{"layout": "text", "id": \#(index), "text": "t", "lang": "\#(index % 2 == 0 ? "en" : "de")"}"#
    default: #"{"layout": "divider", "id": \#(index), "lang": "en"}"#
    }
  }
  static let text = lines.joined(separator: "\n") + "\n"

  private func summary(fast: Bool) throws -> ShapeSummary {
    let summary = ShapeSummary()
    _ = try Array(Self.text.utf8).withUnsafeBufferPointer { bytes in
      fast
        ? try ShapeBuilder.absorb(bytes, file: "t", allowsMultipleDocuments: true, into: summary)
        : try ShapeBuilder.absorbWithReader(bytes, file: "t", allowsMultipleDocuments: true, into: summary)
    }
    return summary
  }

  /// The keys recorded for each value of `key` at `place`, as key names: those every object of the
  /// value had, then those only some had.
  private func recorded(_ key: String, at place: ShapeSummary) -> [String: [[String]]] {
    let byValue = place.field(named: key)?.strings.objectKeysByValue ?? [:]
    func has(_ bits: KeyBits, _ key: String) -> Bool {
      bits & KeyBits(key: Array(key.utf8)) == KeyBits(key: Array(key.utf8))
    }
    return byValue.mapValues { keys in
      let every = place.keyOrder.filter { has(keys.all, $0) }
      let some = place.keyOrder.filter { has(keys.any, $0) }
      return [every, some.filter { !every.contains($0) }]
    }
  }

  @Test(
    "each value's objects' keys are recorded alike by the fast and the reference reader, and by batches read on several workers"
  )
  func recordedAlikeEveryWay() throws {
    let fast = try summary(fast: true)
    let layouts = recorded("layout", at: fast)
    #expect(layouts["image"] == [["layout", "id", "image_url", "lang"], []])
    #expect(layouts["text"] == [["layout", "id", "lang", "text"], []])
    #expect(recorded("lang", at: fast)["en"] == [["layout", "id", "lang"], ["image_url", "text"]])
    #expect(recorded("layout", at: try summary(fast: false)) == layouts)

    let file = FileManager.default.temporaryDirectory.appendingPathComponent("keys-\(UUID().uuidString).jsonl")
    try Self.text.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    for workers in [1, 3] {
      let streamed = ShapeSummary()
      try StreamingSummarizer(chunkSize: 512, workerCount: workers).summarize(
        path: file.path, name: "t", isJSONLines: true, into: streamed)
      #expect(recorded("layout", at: streamed) == layouts, "\(workers) workers")
      #expect(recorded("lang", at: streamed) == recorded("lang", at: fast), "\(workers) workers")
    }
  }

  @Test("a key whose values choose keys some objects lack is read again; one whose values do not is not")
  func onlyKeysChoosingKeysAreReadAgain() throws {
    let place = try summary(fast: true)
    #expect(ClusterDetection.valuesChooseKeys(at: place, key: "layout"))
    #expect(!ClusterDetection.valuesChooseKeys(at: place, key: "lang"))
    #expect(ClusterDetection.candidateKeys(of: place).contains("lang"), "a candidate, but its values choose nothing")
    let places = try #require(ClusterDetection.placesToReadAgain(in: DictionaryDetection.folded(place)))
    #expect(places.candidateKeys == ["layout"])

    // The same objects with the same keys under every value: nothing to read again.
    let alike = ShapeSummary()
    let same = (0..<30).map { #"{"layout": "\#(["a", "b", "c"][$0 % 3])", "id": \#($0)}"# }.joined(separator: "\n")
    _ = try Array(same.utf8).withUnsafeBufferPointer { bytes in
      try ShapeBuilder.absorb(bytes, file: "t", allowsMultipleDocuments: true, into: alike)
    }
    #expect(ClusterDetection.placesToReadAgain(in: DictionaryDetection.folded(alike)) == nil)
  }

  @Test(
    "a place that becomes a dictionary in the middle of an object, after members holding strings it remembers, is read whole"
  )
  func placeFoldedInTheMiddleOfAnObject() throws {
    // The members noted before the fold are let go of by their place: the object's list holds them.
    let members = (0...ShapeSummary.maximumFieldCount).map { #""k\#($0)": "\#(["a", "b"][$0 % 2])""# }
    let text = #"[{"outer": {\#(members.joined(separator: ", "))}, "n": 1}, {"outer": {"k1": "a"}, "n": 2}]"#
    for fast in [true, false] {
      let summary = ShapeSummary()
      _ = try Array(text.utf8).withUnsafeBufferPointer { bytes in
        fast
          ? try ShapeBuilder.absorb(bytes, file: "t", allowsMultipleDocuments: false, into: summary)
          : try ShapeBuilder.absorbWithReader(bytes, file: "t", allowsMultipleDocuments: false, into: summary)
      }
      let outer = try #require(summary.elements?.field(named: "outer"))
      #expect(outer.overflowValues?.strings.count == members.count + 1, "fast: \(fast)")
      #expect(outer.overflowValues?.strings.distinctValues == ["a": 502, "b": 500], "fast: \(fast)")
    }
  }
}
