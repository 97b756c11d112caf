/// The second reading, for keys whose name does not say they are discriminators (`status`,
/// `layout`): the places where such a key may choose the kind of object are found from the summary,
/// and the objects there are read again split by its values (``VariantPlace``).
extension ClusterDetection {
  /// The places of `summary` (after dictionaries are folded, as inference sees it) where some key
  /// may choose the kind of object, with the places leading to them; `nil` when there is none.
  static func candidatePlaces(in summary: ShapeSummary) -> VariantPlace? {
    candidatePlace(DictionaryDetection.folded(summary), path: "$") { _ in true }
  }

  /// The places of `folded` (the samples' summary, its dictionaries folded) where a key whose name
  /// does not say it is a discriminator may choose the kind of object, with the places leading to
  /// them: the objects there are read again, split by that key. (The reading kept the objects by
  /// the keys named for their kind already, ``partitionsRead(in:)``.)
  static func placesToReadAgain(in folded: ShapeSummary) -> VariantPlace? {
    candidatePlace(folded, path: "$") { !DiscriminatorNames.isConventional($0) }
  }

  private static func candidatePlace(
    _ summary: ShapeSummary, path: String, keeps: (String) -> Bool
  ) -> VariantPlace? {
    let place = VariantPlace(
      path: path, candidateKeys: candidateKeys(of: summary).filter(keeps), objectCount: summary.objectCount)
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

  /// The places of `places`, split on a part of the samples, whose split already makes a cluster
  /// there (and, when there are such, the small places, ``smallPlace``, which may be part of one
  /// with other places), with the places leading to them: the ones worth splitting on all the
  /// samples; `nil` when none is.
  static func promisingPlaces(in places: VariantPlace) -> VariantPlace? {
    func showsCluster(_ place: VariantPlace, _ key: String) -> Bool {
      guard place.objectCount > smallPlace, let split = place.partitions[key] else { return false }
      let objects = ShapeSummary()
      for partition in split { objects.merge(partition.summary.copy()) }
      return plan(for: objects, partitions: [key: split]) != nil
    }
    // Small places only matter beside a place that shows a cluster.
    guard places.keeping(showsCluster) != nil else { return nil }
    return places.keeping { place, key in place.objectCount <= smallPlace || showsCluster(place, key) }
  }
}
