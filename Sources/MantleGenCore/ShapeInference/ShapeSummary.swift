/// A mergeable summary of every value seen at one place in one or more JSON documents: which kinds
/// occurred and how often, what the strings and numbers looked like, the keys of objects with the
/// summary of each key's values, and the summary of array elements.
///
/// Summaries are built in place while reading (``ShapeBuilder``) and combined with ``merge(_:)``, which
/// is what lets many samples, JSON Lines and chunks of one input be inferred separately. Memory stays
/// bounded: an object with more than ``maximumFieldCount`` distinct keys is summarised as a dictionary.
final class ShapeSummary {
  /// Distinct keys remembered per object place before the place is treated as a dictionary.
  static let maximumFieldCount = 1000

  /// A key of the objects seen at this place, with the summary of its values.
  struct Member {
    /// The key as it appears in the JSON.
    let key: String
    /// The key's UTF-8, to match keys read from bytes without building a `String`.
    let utf8: [UInt8]
    /// The summary of the key's values.
    let summary: ShapeSummary
    /// When the key was first seen (see ``Stamp``), to order keys when summaries of batches read
    /// out of order are merged.
    var firstSeen: Stamp
    /// Whether JSON writes the key as it is, with no escapes (no quote, backslash or control character).
    let isVerbatim: Bool

    init(key: String, summary: ShapeSummary, firstSeen: Stamp) {
      self.key = key
      utf8 = Array(key.utf8)
      self.summary = summary
      self.firstSeen = firstSeen
      isVerbatim = StrictCursor.isVerbatim(utf8)
      summary.keyBits = KeyBits(key: utf8)
    }
  }

  /// Where in a streamed file a value or key was read: the batch number in the high bits, the
  /// serial number of the last value read in the low bits; smaller is earlier, and two keys of one
  /// object differ. Summaries of one batch (or one whole input) use one batch number, so their
  /// order is the order of reading.
  typealias Stamp = Int

  /// The stamp of what is read in batch `batch` after the value with serial number `serial`.
  static func stamp(batch: Int, serial: Int) -> Stamp { batch << 40 | serial }

  // The stored properties are `@exclusivity(unchecked)`: a summary is only ever mutated by the one
  // thread that builds it, and the dynamic checks would cost more than the counting itself.

  /// Values seen here, of any kind.
  @exclusivity(unchecked) var count = 0
  /// In how many objects the key of this place was present (a duplicate key counts once), for a
  /// place that is an object member.
  @exclusivity(unchecked) var presenceCount = 0
  /// The serial number of the last object that had this key, to count duplicates once.
  @exclusivity(unchecked) var lastObjectSerial = -1
  /// For a place that is an object member: some object held its key twice (`JSONDecoder` keeps
  /// one of the values).
  @exclusivity(unchecked) var isRepeatedInAnObject = false
  /// For a place that is an object member: the bits that stand for its key.
  @exclusivity(unchecked) var keyBits = KeyBits.none
  /// While an object is read (``notePendingString(_:in:)``): the position among this place's
  /// remembered strings of the value its key holds there, `-1` when none.
  @exclusivity(unchecked) var pendingString = -1
  /// While an object is read: the next member of the object that holds a remembered string.
  @exclusivity(unchecked) var nextPendingString: Unmanaged<ShapeSummary>?
  /// On the root summary: the last serial number given to a value read into this tree.
  @exclusivity(unchecked) var objectSerialCounter = 0
  /// The keys of the objects seen here, in the order they were first seen, each with its summary.
  @exclusivity(unchecked) private(set) var members: [Member] = []
  /// The position of each key in ``members``.
  @exclusivity(unchecked) private var memberIndex: [String: Int] = [:]
  /// The position of most keys in ``members``, by their UTF-8.
  @exclusivity(unchecked) private var keyBytesIndex = KeyBytesIndex()
  @exclusivity(unchecked) var nullCount = 0
  @exclusivity(unchecked) var boolCount = 0
  /// The first boolean seen, for documentation.
  @exclusivity(unchecked) var boolExample: Bool?
  @exclusivity(unchecked) private var boolExampleStamp: Stamp = 0
  @exclusivity(unchecked) var numbers = NumberSummary()
  @exclusivity(unchecked) var strings = StringSummary()
  @exclusivity(unchecked) var objectCount = 0
  /// The summary of all values of an object place that had too many distinct keys to be a model.
  @exclusivity(unchecked) var overflowValues: ShapeSummary?
  /// For an object place whose objects have a few fixed keys and otherwise keys that are data (a
  /// node with `__compat` beside sub-features named by data), the summary of the values of the
  /// data keys, which are no longer ``members``. Set only in inference's own copy of a tree
  /// (``foldMembersIntoOtherKeyValues(_:)``), never while reading.
  @exclusivity(unchecked) private(set) var otherKeyValues: ShapeSummary?
  @exclusivity(unchecked) var arrayCount = 0
  /// The summary of all elements of all arrays seen here.
  @exclusivity(unchecked) var elements: ShapeSummary?
  /// For an object place: the position in ``members`` of the first key of each spelling group
  /// (see ``spellingGroup(of:)``), by a hash of the group (``spellingHash(of:)``); a later key of
  /// the group marks both as spellings of one name (``sharedSpelling``), such as `user_id` and
  /// `userId`.
  @exclusivity(unchecked) private var firstMemberBySpelling: [UInt64: Int] = [:]
  /// The spelling groups of which two keys were seen in one object: neither key stands in for the
  /// other there.
  @exclusivity(unchecked) private(set) var spellingsSeenTogether: Set<String> = []
  /// For a place that is an object member: its key's spelling group, when a sibling key shares it.
  @exclusivity(unchecked) private var sharedSpelling: String?
  /// While a sample is read: the objects here that name their kind by convention, summarised by
  /// kind instead of in this summary (see ``ObjectDiscriminators``); ``settlePartitions()`` adds
  /// them to it at the end of the sample.
  @exclusivity(unchecked) var pendingPartitions: ObjectPartitions?
  /// The objects here that name their kind by convention, summarised by kind: settled, so also
  /// counted in this summary. Inference takes them as the evidence of class clusters.
  @exclusivity(unchecked) var partitions: ObjectPartitions?

  init() {}

  /// Keys in the order they were first seen.
  var keyOrder: [String] { members.map(\.key) }

  /// The summary of the values of `key` in objects at this place, if it was seen.
  func field(named key: String) -> ShapeSummary? {
    memberIndex[key].map { members[$0].summary }
  }

  /// Counts `field`, the summary of one of this place's keys, as present in the object numbered
  /// `serial` (once per object, whatever duplicate keys it has).
  @inline(__always)
  func notePresence(of field: ShapeSummary, inObject serial: Int) {
    guard field.lastObjectSerial != serial else {
      field.isRepeatedInAnObject = true
      return
    }
    field.lastObjectSerial = serial
    field.presenceCount += 1
    if field.sharedSpelling != nil { noteSharedSpelling(of: field, inObject: serial) }
  }

  /// Records the spelling group of `field` as seen together when another key of the group is
  /// present in the object numbered `serial` too.
  private func noteSharedSpelling(of field: ShapeSummary, inObject serial: Int) {
    guard let spelling = field.sharedSpelling, !spellingsSeenTogether.contains(spelling) else { return }
    var present = 0
    for member in members where member.summary.sharedSpelling == spelling && member.summary.lastObjectSerial == serial {
      present += 1
    }
    if present > 1 { spellingsSeenTogether.insert(spelling) }
  }

  /// Records a boolean value's example.
  func addBool(_ value: Bool, stamp: Stamp = 0) {
    boolCount += 1
    if boolExample == nil {
      boolExample = value
      boolExampleStamp = stamp
    }
  }

  /// The summary for `key` in objects at this place, created on first use.
  func field(_ key: String, stamp: Stamp = 0) -> ShapeSummary {
    if let overflowValues { return overflowValues }
    if let index = memberIndex[key] { return members[index].summary }
    if members.count >= Self.maximumFieldCount { return foldFieldsIntoDictionaryValues() }
    let field = ShapeSummary()
    append(Member(key: key, summary: field, firstSeen: stamp))
    return field
  }

  /// The summary for the key whose UTF-8 is `key`, trying first the key after the one matched
  /// last (`cursor`): objects at one place usually list their keys in the same order, so most
  /// keys are found without building a `String` or hashing.
  func field(utf8 key: UnsafeBufferPointer<UInt8>, cursor: inout Int, stamp: Stamp) -> ShapeSummary {
    if let overflowValues { return overflowValues }
    if cursor < members.count, ByteComparison.equal(members[cursor].utf8, key) {
      cursor += 1
      return members[cursor - 1].summary
    }
    if let index = keyBytesIndex.position(of: key, isKey: { ByteComparison.equal(members[$0].utf8, key) }) {
      cursor = index + 1
      return members[index].summary
    }
    let name = String(decoding: key, as: UTF8.self)
    if let index = memberIndex[name] {
      cursor = index + 1
      return members[index].summary
    }
    let field = field(name, stamp: stamp)
    cursor = members.count
    return field
  }

  /// The member after the one at `cursor - 1` in key order, when JSON writes its key verbatim, so
  /// that a reader can match the next key against its bytes (``StrictCursor/readKey(verbatim:)``).
  @inline(__always)
  func predictedMember(at cursor: Int) -> Member? {
    guard cursor < members.count, members[cursor].isVerbatim else { return nil }
    return members[cursor]
  }

  private func append(_ member: Member) {
    memberIndex[member.key] = members.count
    keyBytesIndex.insert(member.utf8, at: members.count)
    members.append(member)
    let hash = Self.spellingHash(of: member.utf8)
    guard let first = firstMemberBySpelling[hash] else {
      firstMemberBySpelling[hash] = members.count - 1
      return
    }
    // Another key of the group (or, rarely, of another group with the same hash).
    let spelling = Self.spellingGroup(of: member.key)
    guard Self.spellingGroup(of: members[first].key) == spelling else { return }
    members[first].summary.sharedSpelling = spelling
    member.summary.sharedSpelling = spelling
  }

  /// The summary for elements of arrays at this place, created on first use.
  func elementSummary() -> ShapeSummary {
    if let elements { return elements }
    let created = ShapeSummary()
    elements = created
    return created
  }

  /// Folds every field into one summary of values: the place is from now on a dictionary.
  @discardableResult
  func foldFieldsIntoDictionaryValues() -> ShapeSummary {
    if let overflowValues { return overflowValues }
    let values = ShapeSummary()
    for member in members { values.merge(member.summary) }
    members = []
    memberIndex = [:]
    keyBytesIndex.removeAll()
    firstMemberBySpelling = [:]
    overflowValues = values
    return values
  }

  /// Folds the fields of `keys` into one summary of values, ``otherKeyValues``; the other fields
  /// stay members.
  func foldMembersIntoOtherKeyValues(_ keys: Set<String>) {
    let values = otherKeyValues ?? ShapeSummary()
    for member in members where keys.contains(member.key) { values.merge(member.summary) }
    let kept = members.filter { !keys.contains($0.key) }
    members = []
    memberIndex = [:]
    keyBytesIndex.removeAll()
    firstMemberBySpelling = [:]
    for member in kept { append(member) }
    otherKeyValues = values
  }

  /// A deep copy: a summary equal to this one, down to every child, that shares no summary with it.
  /// A later stage changes its own copy (``DictionaryDetection`` folds maps in one) and leaves the
  /// summary it was given as it was. Copies every stored property; keep it in step with them.
  func copy() -> ShapeSummary {
    let copy = ShapeSummary()
    copy.count = count
    copy.presenceCount = presenceCount
    copy.lastObjectSerial = lastObjectSerial
    copy.isRepeatedInAnObject = isRepeatedInAnObject
    copy.keyBits = keyBits
    copy.objectSerialCounter = objectSerialCounter
    copy.members = members.map { member in
      Member(key: member.key, summary: member.summary.copy(), firstSeen: member.firstSeen)
    }
    copy.memberIndex = memberIndex
    copy.keyBytesIndex = keyBytesIndex
    copy.nullCount = nullCount
    copy.boolCount = boolCount
    copy.boolExample = boolExample
    copy.boolExampleStamp = boolExampleStamp
    copy.numbers = numbers
    copy.strings = strings
    copy.objectCount = objectCount
    copy.overflowValues = overflowValues?.copy()
    copy.otherKeyValues = otherKeyValues?.copy()
    copy.arrayCount = arrayCount
    copy.elements = elements?.copy()
    copy.firstMemberBySpelling = firstMemberBySpelling
    copy.spellingsSeenTogether = spellingsSeenTogether
    copy.sharedSpelling = sharedSpelling
    copy.pendingPartitions = pendingPartitions?.copy()
    copy.partitions = partitions?.copy()
    return copy
  }

  /// Adds everything `other` saw to this summary. `other`'s children may be adopted, so `other`
  /// must not be used afterwards.
  ///
  /// By default `other` was read after this summary: its new keys follow this summary's and its
  /// examples count only where this summary has none. With `orderedByStamps`, the two were read
  /// from interleaved batches of one file, and keys and examples are ordered by their stamps, so
  /// that the result does not depend on which batches each summary read.
  func merge(_ other: ShapeSummary) {
    merge(other, orderedByStamps: false)
  }

  func merge(_ other: ShapeSummary, orderedByStamps: Bool) {
    count += other.count
    presenceCount += other.presenceCount
    isRepeatedInAnObject = isRepeatedInAnObject || other.isRepeatedInAnObject
    nullCount += other.nullCount
    boolCount += other.boolCount
    if let otherExample = other.boolExample,
      boolExample == nil || (orderedByStamps && other.boolExampleStamp < boolExampleStamp)
    {
      boolExample = otherExample
      boolExampleStamp = other.boolExampleStamp
    }
    numbers.merge(other.numbers, orderedByStamps: orderedByStamps)
    strings.merge(other.strings, orderedByStamps: orderedByStamps)
    objectCount += other.objectCount
    arrayCount += other.arrayCount
    spellingsSeenTogether.formUnion(other.spellingsSeenTogether)
    if let otherOverflow = other.overflowValues {
      if overflowValues == nil { foldFieldsIntoDictionaryValues() }
      overflowValues?.merge(otherOverflow, orderedByStamps: orderedByStamps)
    }
    // Summaries of one place usually list the same keys in the same order: most are found at the
    // position after the last one, without hashing.
    var cursor = 0
    for member in other.members {
      if overflowValues == nil, let index = position(of: member, after: &cursor) {
        members[index].summary.merge(member.summary, orderedByStamps: orderedByStamps)
        members[index].firstSeen = min(members[index].firstSeen, member.firstSeen)
      } else if overflowValues == nil, members.count < Self.maximumFieldCount {
        append(member)
      } else {
        field(member.key).merge(member.summary, orderedByStamps: orderedByStamps)
      }
    }
    if orderedByStamps, !other.members.isEmpty, !isOrderedByFirstSeen {
      // A stable sort: keys first seen in one batch keep the order in which they were read.
      members = members.enumerated().sorted { ($0.element.firstSeen, $0.offset) < ($1.element.firstSeen, $1.offset) }
        .map(\.element)
      keyBytesIndex.removeAll()
      for (index, member) in members.enumerated() {
        memberIndex[member.key] = index
        keyBytesIndex.insert(member.utf8, at: index)
      }
    }
    if let otherValues = other.otherKeyValues {
      if let otherKeyValues {
        otherKeyValues.merge(otherValues, orderedByStamps: orderedByStamps)
      } else {
        otherKeyValues = otherValues
      }
    }
    if let otherElements = other.elements {
      if let elements {
        elements.merge(otherElements, orderedByStamps: orderedByStamps)
      } else {
        elements = otherElements
      }
    }
    ObjectPartitions.merge(other.pendingPartitions, into: &pendingPartitions, orderedByStamps: orderedByStamps)
    ObjectPartitions.merge(other.partitions, into: &partitions, orderedByStamps: orderedByStamps)
  }

  /// The position of the key of `member` among ``members``, if it is one, trying first the one at
  /// `cursor`, which is then moved past the key found.
  private func position(of member: Member, after cursor: inout Int) -> Int? {
    let index: Int?
    if cursor < members.count, ByteComparison.equal(members[cursor].utf8, member.utf8) {
      index = cursor
    } else {
      index = memberIndex[member.key]
    }
    if let index { cursor = index + 1 }
    return index
  }

  /// Whether ``members`` are in the order of their stamps (keys first seen at once in any order).
  private var isOrderedByFirstSeen: Bool {
    members.indices.dropFirst().allSatisfy { members[$0 - 1].firstSeen <= members[$0].firstSeen }
  }

  /// The kinds of non-null values seen here (integers and decimals count as one kind, numbers).
  var kinds: ValueKinds {
    var kinds: ValueKinds = []
    if boolCount > 0 { kinds.insert(.bool) }
    if numbers.count > 0 { kinds.insert(.number) }
    if strings.count > 0 { kinds.insert(.string) }
    if objectCount > 0 { kinds.insert(.object) }
    if arrayCount > 0 { kinds.insert(.array) }
    return kinds
  }
}
