/// Decides which objects are dictionaries (`[String: T]`) rather than models, from the evidence
/// of their keys and values across all samples (``MapEvidence``).
///
/// An object place is a map when its keys are data (ids, numbers, dates, symbols), or when its
/// values share one shape and one of these holds: there are many of them and they are records
/// (objects or arrays); the keys are codes or names; the keys vary between the objects seen at
/// the place; or a sibling with the same role (`fooNames` beside `barNames`) is a map whose values
/// have the same shape. Keys that read as field names and values of different shapes keep a model.
///
/// The decisions come back as a new tree (``folded(_:)``); the summary inference was given is only
/// read, so that one summary can be inferred from again, compared or merged with more samples.
enum DictionaryDetection {
  /// A copy of `summary` in which every object place that looks like a dictionary is one: its
  /// fields folded into one summary of values (``ShapeSummary/overflowValues``). `summary` is only
  /// read, and the copy shares no summary with it.
  static func folded(_ summary: ShapeSummary) -> ShapeSummary {
    let copy = summary.copy()
    foldDictionaries(in: copy)
    return copy
  }

  /// Turns every object place under `summary`, a tree of this stage's own, that looks like a
  /// dictionary into one. Parents are decided before their fields, and the fields of one object
  /// together, so that siblings can lend each other evidence. A place is decided on the evidence
  /// of what is below it, which is still as read: nothing below a place is folded before it.
  private static func foldDictionaries(in summary: ShapeSummary) {
    if isUnfoldedObject(summary), isDictionaryLike(summary) { summary.foldFieldsIntoDictionaryValues() }
    var stack = [summary]
    while let current = stack.popLast() {
      foldFields(of: current)
      if let values = current.overflowValues {
        if isUnfoldedObject(values), isDictionaryLike(values) { values.foldFieldsIntoDictionaryValues() }
        stack.append(values)
      }
      stack.append(contentsOf: current.keyOrder.compactMap { current.field(named: $0) })
      if let elements = current.elements {
        if isUnfoldedObject(elements), isDictionaryLike(elements) { elements.foldFieldsIntoDictionaryValues() }
        stack.append(elements)
      }
    }
  }

  /// Folds the fields of `parent` that are maps, on their own evidence or their siblings'.
  private static func foldFields(of parent: ShapeSummary) {
    let candidates = parent.keyOrder.compactMap { key in parent.field(named: key).map { (key: key, summary: $0) } }
      .filter { isUnfoldedObject($0.summary) }
    guard !candidates.isEmpty else { return }
    var isMap = candidates.map { isDictionaryLike($0.summary) }
    let roles = candidates.map { MapEvidence.role(ofKey: $0.key) }
    for (index, candidate) in candidates.enumerated() where !isMap[index] && roles[index] != nil {
      let values = valuesOf(candidate.summary)
      guard MapEvidence.valuesShareOneShape(values) else { continue }
      let hasMapSibling = candidates.indices.contains { other in
        other != index && isMap[other] && roles[other] == roles[index]
          && MapEvidence.valuesShareOneShape(values + valuesOf(candidates[other].summary))
      }
      if hasMapSibling { isMap[index] = true }
    }
    for (index, candidate) in candidates.enumerated() where isMap[index] {
      candidate.summary.foldFieldsIntoDictionaryValues()
    }
  }

  /// Whether `summary` holds objects that are still models (not yet folded).
  private static func isUnfoldedObject(_ summary: ShapeSummary) -> Bool {
    summary.objectCount > 0 && summary.overflowValues == nil && !summary.keyOrder.isEmpty
  }

  private static func valuesOf(_ summary: ShapeSummary) -> [ShapeSummary] {
    summary.keyOrder.compactMap { summary.field(named: $0) }
  }

  /// Whether an object place is a map on its own evidence.
  static func isDictionaryLike(_ summary: ShapeSummary) -> Bool {
    let keys = summary.keyOrder
    guard !keys.isEmpty else { return false }
    if keys.allSatisfy(isDataLikeKey) { return true }
    let values = valuesOf(summary)
    guard MapEvidence.valuesShareOneShape(values) else { return false }
    if keys.count >= MapEvidence.manyRecordKeys, MapEvidence.valuesAreRecords(values) { return true }
    if MapEvidence.keysAreCodesOrNames(keys) { return true }
    return MapEvidence.keysVaryBetweenObjects(summary) && !keys.allSatisfy(MapEvidence.isDescriptiveFieldName)
  }

  /// A key that is data: has no letters (`"123"`, `"2024-05-01"`, `"^$#"`), or is a UUID or a long
  /// hexadecimal id.
  static func isDataLikeKey(_ key: String) -> Bool {
    guard !key.isEmpty else { return false }
    if !key.contains(where: \.isLetter) { return true }
    if StringFormats.uuidCase(of: key) != .mixed { return true }
    let isHex =
      key.utf8.count >= 16
      && key.utf8.allSatisfy { byte in
        (byte >= 48 && byte <= 57) || (byte >= 97 && byte <= 102) || (byte >= 65 && byte <= 70)
      }
    return isHex
  }
}
