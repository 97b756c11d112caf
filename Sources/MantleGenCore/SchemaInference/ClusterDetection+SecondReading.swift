/// The second reading, for keys whose name does not say they are discriminators (`status`,
/// `post_hint`): the one reading records, for each value such a key holds, which keys its objects
/// had (``StringSummary/objectKeysByValue``); where that already shows the value choosing the keys,
/// the objects there are read again split by its values (``VariantPlace``) to type each kind from
/// its own objects. What is read again depends on all of the samples, not on their size.
extension ClusterDetection {
  /// The places of `summary` (after dictionaries are folded, as inference sees it) where some key
  /// may choose the kind of object, with the places leading to them; `nil` when there is none.
  static func candidatePlaces(in summary: ShapeSummary) -> VariantPlace? {
    candidatePlace(DictionaryDetection.folded(summary), path: "$") { _, _ in true }
  }

  /// The places of `folded` (the samples' summary, its dictionaries folded) where a key whose name
  /// does not say it is a discriminator chooses which keys the objects have
  /// (``valuesChooseKeys(at:key:)``), with the places leading to them: the objects there are read
  /// again, split by that key. When there is such a place, the small places (``smallPlace``), which
  /// may make a cluster with others that one type decodes, are read again too. (The reading kept
  /// the objects by the keys named for their kind already, ``partitionsRead(in:)``.)
  static func placesToReadAgain(in folded: ShapeSummary) -> VariantPlace? {
    var choosesAnywhere = false
    let places = candidatePlace(folded, path: "$") { place, key in
      guard !DiscriminatorNames.isConventional(key) else { return false }
      guard place.objectCount > smallPlace else { return true }
      let chooses = valuesChooseKeys(at: place, key: key)
      choosesAnywhere = choosesAnywhere || chooses
      return chooses
    }
    return choosesAnywhere ? places : nil
  }

  /// Whether the values of `key` at `place` choose which keys its objects have, as the reading's
  /// record of each value's objects shows: a key some objects lack is in every object of one value
  /// and in none of another's. Keys are told apart by their bits (``KeyBits``); a bit that a key
  /// every object has shares says nothing.
  static func valuesChooseKeys(at place: ShapeSummary, key: String) -> Bool {
    guard let values = place.field(named: key)?.strings.objectKeysByValue.values, values.count >= 2 else {
      return false
    }
    var optional = KeyBits.none
    var everywhere = KeyBits.none
    for member in place.members {
      if member.summary.presenceCount < place.objectCount {
        optional |= member.summary.keyBits
      } else {
        everywhere |= member.summary.keyBits
      }
    }
    let inEveryObjectOfSomeValue = values.reduce(KeyBits.none) { $0 | $1.all }
    let inNoObjectOfSomeValue = values.reduce(KeyBits.none) { $0 | ~$1.any }
    return !(optional & ~everywhere & inEveryObjectOfSomeValue & inNoObjectOfSomeValue).isEmpty
  }

  private static func candidatePlace(
    _ summary: ShapeSummary, path: String, keeps: (ShapeSummary, String) -> Bool
  ) -> VariantPlace? {
    let place = VariantPlace(path: path, candidateKeys: candidateKeys(of: summary).filter { keeps(summary, $0) })
    var leadsAnywhere = place.splitsObjects
    for inner in innerPlaces(of: summary, path: path) {
      guard let found = candidatePlace(inner.summary, path: inner.path, keeps: keeps) else { continue }
      switch inner.place {
      case .dictionaryValues: place.dictionaryValues = found
      case .member(let key): place.members[key] = found
      case .elements: place.elements = found
      }
      leadsAnywhere = true
    }
    return leadsAnywhere ? place : nil
  }
}
