/// Decides which objects are dictionaries (`[String: T]`) rather than models, from the evidence
/// of their keys and values across all samples (``MapEvidence``).
///
/// An object place is a map when its keys are data (ids, numbers, dates, symbols), or when its
/// values share one shape and one of these holds: there are many of them and they are records
/// (objects or arrays); the keys are codes or names; the keys vary between the objects seen at
/// the place; or a sibling with the same role (`fooNames` beside `barNames`) is a map whose values
/// have the same shape. Keys that read as field names and values of different shapes keep a model.
///
/// The decisions come back as a new tree when any place is a map (``folded(_:)``); the summary
/// inference was given is only read, so that one summary can be inferred from again, compared or
/// merged with more samples.
enum DictionaryDetection {
  /// `summary` with every object place that looks like a dictionary made one: its fields folded
  /// into one summary of values (``ShapeSummary/overflowValues``). `summary` is only read: when a
  /// place is folded, the result is a copy that shares no summary with it; when none is, it is
  /// `summary` itself.
  static func folded(_ summary: ShapeSummary) -> ShapeSummary {
    guard visitMaps(in: summary, folding: false) else { return summary }
    let copy = summary.copy()
    visitMaps(in: copy, folding: true)
    return copy
  }

  /// A copy of `summary` (objects of a place, or some of them) with its places folded as those of
  /// `reference` (the place's objects, all of them, as inference folded them) are: maps where it
  /// has maps, the same keys as entries beside fixed ones; so that each place under it has the path
  /// of the place of `reference` it is part of.
  static func folded(_ summary: ShapeSummary, like reference: ShapeSummary) -> ShapeSummary {
    let copy = summary.copy()
    var stack = [(copy, reference)]
    while let (current, model) = stack.popLast() {
      if let values = model.overflowValues {
        if current.overflowValues == nil, !current.members.isEmpty { current.foldFieldsIntoDictionaryValues() }
        if let own = current.overflowValues { stack.append((own, values)) }
      } else if let others = model.otherKeyValues {
        let fixed = Set(model.keyOrder)
        let keys = Set(current.keyOrder.filter { !fixed.contains($0) })
        if !keys.isEmpty { current.foldMembersIntoOtherKeyValues(keys) }
        if let own = current.otherKeyValues { stack.append((own, others)) }
      }
      for member in current.members {
        if let field = model.field(named: member.key) { stack.append((member.summary, field)) }
      }
      if let elements = current.elements, let modelElements = model.elements { stack.append((elements, modelElements)) }
    }
    return copy
  }

  /// Finds the object places under `summary` that look like dictionaries: parents before their
  /// fields, and the fields of one object together, so that siblings can lend each other evidence.
  /// A place is decided on the evidence of what is below it, which is still as read: nothing below
  /// a place is folded before it. With `folding`, each is folded (in `summary`, a tree of this
  /// stage's own) and the walk goes on into its values; without, the walk stops at the first.
  /// Returns whether there is one.
  @discardableResult
  private static func visitMaps(in summary: ShapeSummary, folding: Bool) -> Bool {
    var foundOne = false
    /// Records (and when folding, folds) `maps`; whether the walk goes on.
    func found(_ maps: [ShapeSummary]) -> Bool {
      guard !maps.isEmpty else { return true }
      foundOne = true
      guard folding else { return false }
      for map in maps { map.foldFieldsIntoDictionaryValues() }
      return true
    }
    func isMap(_ place: ShapeSummary) -> Bool { isUnfoldedObject(place) && isDictionaryLike(place) }
    guard found(isMap(summary) ? [summary] : []) else { return true }
    var stack = [summary]
    while let current = stack.popLast() {
      // Data keys beside fixed ones: the fixed keys stay, the others become one map (decided
      // before the fields, which are then only the fixed ones).
      if isUnfoldedObject(current), let keys = MapEvidence.unknownKeys(of: current) {
        foundOne = true
        guard folding else { return true }
        current.foldMembersIntoOtherKeyValues(keys)
      }
      guard found(mapFields(of: current)) else { return true }
      if let others = current.otherKeyValues {
        guard found(isMap(others) ? [others] : []) else { return true }
        stack.append(others)
      }
      if let values = current.overflowValues {
        guard found(isMap(values) ? [values] : []) else { return true }
        stack.append(values)
      }
      stack.append(contentsOf: valuesOf(current))
      if let elements = current.elements {
        guard found(isMap(elements) ? [elements] : []) else { return true }
        stack.append(elements)
      }
    }
    return foundOne
  }

  /// The fields of `parent` that are maps, on their own evidence or their siblings'.
  private static func mapFields(of parent: ShapeSummary) -> [ShapeSummary] {
    let candidates = parent.members.map { (key: $0.key, summary: $0.summary) }
      .filter { isUnfoldedObject($0.summary) }
    guard !candidates.isEmpty else { return [] }
    var isMap = candidates.map { isDictionaryLike($0.summary) }
    let roles = candidates.map { MapEvidence.role(ofKey: $0.key) }
    for (index, candidate) in candidates.enumerated()
    where !isMap[index] && roles[index] != nil && MapEvidence.unknownKeys(of: candidate.summary) == nil {
      let values = valuesOf(candidate.summary)
      guard MapEvidence.valuesShareOneShape(values) else { continue }
      let hasMapSibling = candidates.indices.contains { other in
        other != index && isMap[other] && roles[other] == roles[index]
          && MapEvidence.valuesShareOneShape(values + valuesOf(candidates[other].summary))
      }
      if hasMapSibling { isMap[index] = true }
    }
    return candidates.indices.filter { isMap[$0] }.map { candidates[$0].summary }
  }

  /// Whether `summary` holds objects that are still models (not yet folded).
  private static func isUnfoldedObject(_ summary: ShapeSummary) -> Bool {
    summary.objectCount > 0 && summary.overflowValues == nil && !summary.members.isEmpty
  }

  private static func valuesOf(_ summary: ShapeSummary) -> [ShapeSummary] {
    summary.members.map(\.summary)
  }

  /// Whether an object place is a map on its own evidence.
  static func isDictionaryLike(_ summary: ShapeSummary) -> Bool {
    let keys = summary.keyOrder
    // Data keys beside fixed ones are a model with a map of the others, not a map of all.
    guard !keys.isEmpty, MapEvidence.unknownKeys(of: summary) == nil else { return false }
    if keys.allSatisfy(MapEvidence.isDataLikeKey) || MapEvidence.keysAreIDsOfOnePattern(keys) { return true }
    let values = valuesOf(summary)
    guard MapEvidence.valuesShareOneShape(values) else { return false }
    if keys.count >= MapEvidence.manyRecordKeys, MapEvidence.valuesAreRecords(values) { return true }
    if MapEvidence.keysAreCodesOrNames(keys) || MapEvidence.keysAreOpaqueIDs(keys) { return true }
    if MapEvidence.keysAreMostlyData(keys) { return true }
    return MapEvidence.keysVaryBetweenObjects(summary) && !keys.allSatisfy(MapEvidence.isDescriptiveFieldName)
  }
}
