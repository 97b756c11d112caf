/// The objects seen at one place that had one value under a key (`"type": "PushEvent"`), summarised
/// apart from the others: what a class cluster's case would decode.
struct VariantPartition {
  /// The key's value in every object of the partition.
  let value: String
  /// The summary of those objects (and only those).
  let summary: ShapeSummary
  /// The number of the batch the first of them was read in (0 when the bytes are read whole).
  var firstBatch = 0
}

/// A tree of the object places whose objects are read again split by the values of some of their
/// keys (``candidateKeys``), and of the places that lead to them. Reading a sample with
/// ``split(_:allowsMultipleDocuments:)`` fills ``partitions``.
///
/// A ``ShapeSummary`` keeps which keys the objects had beside each value of a string key
/// (``StringSummary/objectKeysByValue``), not the shape of each kind's members. The places where a
/// key's values choose the keys are found from it (`ClusterDetection.placesToReadAgain(in:)`); only
/// those are split, to type each kind from its own objects.
final class VariantPlace {
  /// The JSON path of the place, as ``ObjectGrouping`` writes it (`$[]`, `$.items[].block`).
  let path: String
  /// The keys whose values may choose the kind of object here; empty on places that only lead to
  /// others.
  let candidateKeys: [String]
  /// The places under the values of keys of the objects here.
  var members: [String: VariantPlace] = [:]
  /// The place of every value of the objects here, when they are read as a dictionary.
  var dictionaryValues: VariantPlace?
  /// The place of the elements of arrays here.
  var elements: VariantPlace?
  /// For each candidate key, the objects read here split by its value, in the order the values
  /// were first seen.
  private(set) var partitions: [String: [VariantPartition]] = [:]
  private var partitionIndex: [String: [String: Int]] = [:]

  init(path: String, candidateKeys: [String]) {
    self.path = path
    self.candidateKeys = candidateKeys
  }

  /// Whether objects read here are split into ``partitions``.
  var splitsObjects: Bool { !candidateKeys.isEmpty }

  /// The place of the value of `key` in an object here, if it leads anywhere.
  func member(_ key: String) -> VariantPlace? {
    members[key] ?? dictionaryValues
  }

  /// The summary of the objects here whose `key` holds `value`, created on first use (in batch
  /// number `batch`).
  func partition(key: String, value: String, batch: Int = 0) -> ShapeSummary {
    if let index = partitionIndex[key]?[value] { return partitions[key]![index].summary }
    let summary = ShapeSummary()
    partitionIndex[key, default: [:]][value] = partitions[key, default: []].count
    partitions[key, default: []].append(VariantPartition(value: value, summary: summary, firstBatch: batch))
    return summary
  }

  /// The same tree, with no partitions.
  func emptyCopy() -> VariantPlace {
    let place = VariantPlace(path: path, candidateKeys: candidateKeys)
    place.members = members.mapValues { $0.emptyCopy() }
    place.dictionaryValues = dictionaryValues?.emptyCopy()
    place.elements = elements?.emptyCopy()
    return place
  }

  /// Takes the partitions of `copies` (``emptyCopy()``s of this tree, each split on some batches of
  /// a file) at every place: one partition per value, its objects merged by stamps, the values in
  /// the order the file shows them first (by batch, and in a batch as its copy saw them).
  func mergePartitions(of copies: [VariantPlace]) {
    for key in candidateKeys {
      // A batch is read into one copy only: no two partitions were first seen at the same place.
      let seen = copies.flatMap { ($0.partitions[key] ?? []).enumerated() }
        .sorted { ($0.element.firstBatch, $0.offset) < ($1.element.firstBatch, $1.offset) }.map(\.element)
      for part in seen {
        partition(key: key, value: part.value, batch: part.firstBatch).merge(part.summary, orderedByStamps: true)
      }
    }
    for (key, member) in members { member.mergePartitions(of: copies.compactMap { $0.members[key] }) }
    dictionaryValues?.mergePartitions(of: copies.compactMap(\.dictionaryValues))
    elements?.mergePartitions(of: copies.compactMap(\.elements))
  }

  /// Reads the documents in `bytes` (every whitespace-separated one with `allowsMultipleDocuments`,
  /// as in JSON Lines) and splits the objects at the places of this tree.
  /// - Throws: when the bytes are not JSON (the first reading reports where).
  func split(_ bytes: UnsafeBufferPointer<UInt8>, allowsMultipleDocuments: Bool) throws(StrictCursor.Rejected) {
    var splitter = VariantSplitter(cursor: StrictCursor(bytes, skipsByteOrderMark: true), topLevel: self, batch: 0)
    _ = try splitter.readWhole(allowsMultipleDocuments: allowsMultipleDocuments)
  }

  /// Reads a batch of a streamed file (see ``StreamingSummarizer``), documents or elements of the
  /// top-level array, and splits the objects at the places of this tree. The batches read into one
  /// tree come in file order; `number` is the batch's, for stamps and first-seen order.
  func split(
    batch bytes: UnsafeBufferPointer<UInt8>, content: StrictBatchContent, number: Int
  ) throws(StrictCursor.Rejected) {
    let isArray = if case .arrayElements = content { true } else { false }
    var splitter = VariantSplitter(
      cursor: StrictCursor(bytes, skipsByteOrderMark: content.isFirst), topLevel: isArray ? elements : self,
      batch: number)
    _ = try splitter.readBatch(content)
  }

  /// Forgets every partition of the tree, for a reading that starts again.
  func removePartitions() {
    var stack = [self]
    while let place = stack.popLast() {
      place.partitions = [:]
      place.partitionIndex = [:]
      stack += Array(place.members.values) + [place.dictionaryValues, place.elements].compactMap { $0 }
    }
  }

  /// The partitions of every place in the tree, by path.
  var allPartitions: [String: [String: [VariantPartition]]] {
    var result: [String: [String: [VariantPartition]]] = [:]
    var stack = [self]
    while let place = stack.popLast() {
      if !place.partitions.isEmpty { result[place.path] = place.partitions }
      stack += place.members.values.sorted { $0.path < $1.path }
      stack += [place.dictionaryValues, place.elements].compactMap { $0 }
    }
    return result
  }
}

/// Walks documents along a tree of ``VariantPlace``s with the fast reader: values off the tree are
/// skipped; an object at a splitting place is scanned for its candidate keys' values, then read
/// again, whole, into the partition of each (``FastShapeBuilder/absorbValue(at:into:)``).
private struct VariantSplitter: StrictDocumentReader {
  var cursor: StrictCursor
  /// The place of the documents, or of the elements of a top-level array read in batches.
  let topLevel: VariantPlace?
  /// The number of the batch read, for the stamps.
  let batch: Int

  mutating func readTopLevelValue() throws(StrictCursor.Rejected) {
    try walk(topLevel)
  }

  func topLevelArrayOpened(at offset: Int) {}

  private mutating func walk(_ place: VariantPlace?) throws(StrictCursor.Rejected) {
    guard let place else { return try cursor.skipValue() }
    switch try cursor.peek() {
    case UInt8(ascii: "{"):
      let start = cursor
      var values: [(key: String, value: String)] = []
      // Without places below, the scan stops at the last candidate key: the reading into the
      // partition goes past the object.
      let leadsFurther = !place.members.isEmpty || place.dictionaryValues != nil
      guard try cursor.enterContainer() else { return }
      repeat {
        guard try cursor.peek() == UInt8(ascii: "\"") else { throw StrictCursor.Rejected() }
        let key = String(decoding: try cursor.string(), as: UTF8.self)
        try cursor.skipColon()
        if place.candidateKeys.contains(key), try cursor.peek() == UInt8(ascii: "\"") {
          values.append((key, String(decoding: try cursor.string(), as: UTF8.self)))
          if !leadsFurther, values.count == place.candidateKeys.count { break }
        } else {
          try walk(place.member(key))
        }
      } while try cursor.next(closing: UInt8(ascii: "}"))
      // Past the object now, or at a candidate key of it when the scan stopped early: reading it
      // into a partition ends past it.
      for (key, value) in values {
        var objectCursor = start
        try FastShapeBuilder.absorbValue(
          at: &objectCursor, into: place.partition(key: key, value: value, batch: batch), batch: batch)
        cursor = objectCursor
      }
    case UInt8(ascii: "["):
      guard try cursor.enterContainer() else { return }
      repeat { try walk(place.elements) } while try cursor.next(closing: UInt8(ascii: "]"))
    default:
      try cursor.skipValue()
    }
  }
}
