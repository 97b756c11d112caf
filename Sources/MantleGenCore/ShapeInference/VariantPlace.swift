/// The objects seen at one place that had one value under a key (`"type": "PushEvent"`), summarised
/// apart from the others: what a class cluster's case would decode.
struct VariantPartition {
  /// The key's value in every object of the partition.
  let value: String
  /// The summary of those objects (and only those).
  let summary: ShapeSummary
}

/// A tree of the object places whose objects are read again split by the values of some of their
/// keys (``candidateKeys``), and of the places that lead to them. Reading a sample with
/// ``ShapeBuilder/absorbValue(from:into:objectSerial:variants:)`` fills ``partitions``.
///
/// A class cluster cannot be seen in a ``ShapeSummary``, which keeps what the objects at a place
/// have in common but not which keys occurred together. The places worth splitting are found from
/// the summary first (see `ClusterDetection.candidatePlaces(in:)`); only those are split.
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

  /// Whether objects read here are summarised one at a time and recorded (``record(_:)``).
  var splitsObjects: Bool { !candidateKeys.isEmpty }

  /// The place of the value of `key` in an object here, if it leads anywhere.
  func member(_ key: String) -> VariantPlace? {
    members[key] ?? dictionaryValues
  }

  /// Adds `object`, the summary of one object read here, to the partition of each candidate key's
  /// value. `object` itself is left to the caller; partitions keep copies.
  func record(_ object: ShapeSummary) {
    for key in candidateKeys {
      guard let field = object.field(named: key), field.strings.count == 1, field.count == 1,
        let value = field.strings.distinctValues.first?.key
      else { continue }
      if let index = partitionIndex[key]?[value] {
        partitions[key]![index].summary.merge(object.copy())
      } else {
        partitionIndex[key, default: [:]][value] = partitions[key, default: []].count
        partitions[key, default: []].append(VariantPartition(value: value, summary: object.copy()))
      }
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
