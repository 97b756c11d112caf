import Foundation

/// What the drift check needs to know about the members of one model's objects (or of the object
/// at one step of some properties' key paths): the keys that are known, the properties read at this
/// level, and the keys whose values hold the rest of longer key paths. Immutable after `init`
/// (which is why the buffer it owns may be shared).
final class MemberPlan: @unchecked Sendable {
  /// A property whose key path ends at this level (a class: the check passes these around for
  /// every object, and one reference is cheaper to pass than the fields).
  final class Direct: Sendable {
    let expectation: Expectation
    /// The slots (see ``MemberPlan/slots``) of the key, then the fallback keys, in the order they
    /// are tried.
    let candidateSlots: [Int]
    /// The key as the end of a JSON path (`.key` or `["a key"]`).
    let pathSuffix: [UInt8]
    /// Whether a missing or `null` value is fine.
    let isTolerant: Bool
    /// Whether decoding replaces a value it cannot read (`onInvalid: replace`): what the value
    /// breaks is then a warning, since the models still decode it.
    let recoversInvalid: Bool
    let missingMessage: String
    /// The key, for rename hints.
    let key: String

    init(
      expectation: Expectation, candidateSlots: [Int], pathSuffix: [UInt8], isTolerant: Bool, recoversInvalid: Bool,
      missingMessage: String, key: String
    ) {
      self.recoversInvalid = recoversInvalid
      self.key = key
      self.expectation = expectation
      self.candidateSlots = candidateSlots
      self.pathSuffix = pathSuffix
      self.isTolerant = isTolerant
      self.missingMessage = missingMessage
    }
  }

  /// A key whose value holds the rest of some properties' key paths.
  final class Nested: Sendable {
    let slot: Int
    let pathSuffix: [UInt8]
    /// Whether a missing or `null` object is fine (every property below is).
    let isTolerant: Bool
    let missingMessage: String
    /// The index of the plan for the object below.
    let plan: Int

    init(slot: Int, pathSuffix: [UInt8], isTolerant: Bool, missingMessage: String, plan: Int) {
      self.slot = slot
      self.pathSuffix = pathSuffix
      self.isTolerant = isTolerant
      self.missingMessage = missingMessage
      self.plan = plan
    }
  }

  /// Who reads the value of a slot's key as the check meets it.
  enum Reader: Sendable {
    /// Nobody (a cluster's rule key): the value is skipped.
    case none
    /// The one direct property with this key (and no fallback keys).
    case direct(Int)
    /// The one nested key path entry with this key.
    case nested(Int)
    /// Several readers, or a property with fallback keys: the value is read after the object,
    /// from where the last member with this key starts.
    case afterObject

    /// Whether the value is checked as the walk meets it (by its one reader).
    var readsAsItComes: Bool {
      switch self {
      case .direct, .nested: true
      case .none, .afterObject: false
      }
    }
  }

  /// Keys that are not new at this level, each with a slot number (0, 1, …).
  let slots: [String: Int]
  /// Where the UTF-8 of each slot's key is in ``keyBytes``.
  private let keyRanges: [Range<Int>]
  /// Whether JSON writes each slot's key verbatim: a member whose key is the one after the
  /// previous member's is then found without hashing.
  private let isVerbatim: [Bool]
  /// The bytes of the keys, kept out of line so that reading them retains nothing.
  private let keyBytes: UnsafeMutableBufferPointer<UInt8>
  /// The slots of most keys by their bytes, for the others read from JSON.
  private let keyIndex: KeyBytesIndex
  let direct: [Direct]
  let nested: [Nested]
  /// Who reads each slot's value.
  let readers: [Reader]
  /// For each entry of ``direct`` and then of ``nested``: the slot whose offset says whether its
  /// key was met, and whether its value is checked as the walk meets it (by its one reader). After
  /// each object the check looks at every entry; these let it skip the entries it has read
  /// without touching them (and their reference counts).
  let entrySlots: [Int]
  let entryReadsAsItComes: [Bool]
  /// What the values of keys not in ``slots`` must be when a property holds them as typed other
  /// keys (`[String: T]` beside the fixed keys); `nil` when they are new keys (also when kept as
  /// `JSONValue`: they are still news about the API).
  let unknownKeys: Expectation?

  init(keys: [String], slots: [String: Int], direct: [Direct], nested: [Nested], unknownKeys: Expectation? = nil) {
    self.unknownKeys = unknownKeys
    self.slots = slots
    var bytes: [UInt8] = []
    var keyIndex = KeyBytesIndex()
    var keyRanges: [Range<Int>] = []
    var isVerbatim: [Bool] = []
    for (slot, key) in keys.enumerated() {
      let utf8 = Array(key.utf8)
      keyIndex.insert(utf8, at: slot)
      keyRanges.append(bytes.count..<(bytes.count + utf8.count))
      isVerbatim.append(StrictCursor.isVerbatim(utf8))
      bytes += utf8
    }
    (self.keyRanges, self.isVerbatim) = (keyRanges, isVerbatim)
    keyBytes = .allocate(capacity: bytes.count)
    _ = keyBytes.initialize(from: bytes)
    self.keyIndex = keyIndex
    self.direct = direct
    self.nested = nested
    var readers = [Reader](repeating: .none, count: keys.count)
    func add(_ reader: Reader, at slot: Int) {
      if case .none = readers[slot] { readers[slot] = reader } else { readers[slot] = .afterObject }
    }
    for (index, entry) in direct.enumerated() {
      if entry.candidateSlots.count == 1 {
        add(.direct(index), at: entry.candidateSlots[0])
      } else {
        for slot in entry.candidateSlots { readers[slot] = .afterObject }
      }
    }
    for (index, entry) in nested.enumerated() { add(.nested(index), at: entry.slot) }
    self.readers = readers
    entrySlots = direct.map { $0.candidateSlots[0] } + nested.map(\.slot)
    entryReadsAsItComes =
      direct.map { $0.candidateSlots.count == 1 && readers[$0.candidateSlots[0]].readsAsItComes }
      + nested.map { readers[$0.slot].readsAsItComes }
  }

  deinit {
    keyBytes.deallocate()
  }

  /// The verbatim UTF-8 of the key of `slot`, if JSON writes it verbatim.
  @inline(__always)
  func verbatimKey(_ slot: Int) -> UnsafeBufferPointer<UInt8>? {
    guard slot < isVerbatim.count, isVerbatim[slot] else { return nil }
    return UnsafeBufferPointer(rebasing: keyBytes[keyRanges[slot]])
  }

  /// The slot of the key whose UTF-8 is `key`, found by its bytes; `nil` when it is new or only
  /// ``slots`` can tell (see ``KeyBytesIndex``).
  @inline(__always)
  func slot(ofKeyBytes key: UnsafeBufferPointer<UInt8>) -> Int? {
    keyIndex.position(of: key) { ByteComparison.equal(UnsafeBufferPointer(rebasing: keyBytes[keyRanges[$0]]), key) }
  }

  /// `key` as the end of a JSON path.
  static func pathSuffix(_ key: String) -> [UInt8] {
    Array(JSONPath.appending(key: key, to: "").utf8)
  }

  /// Which plan: the model, and the cluster that chose it, if any (its rule keys are known).
  struct Key: Hashable, Sendable {
    var model: String
    var cluster: String?
  }
}
