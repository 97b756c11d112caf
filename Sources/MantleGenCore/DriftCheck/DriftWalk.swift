import Foundation

/// One pass of the drift check over JSON bytes: reads each value where it is with a
/// ``StrictCursor``, as the schema's ``CheckPlan`` expects it, and records findings in `checker`
/// at byte offsets (located afterwards, see ``DriftChecker/locateFindings(in:file:origin:)``).
///
/// An object's members are checked as they come. Generated models read the last of duplicate
/// keys and the first present of a property's fallback keys, so values that only the end of the
/// object decides are read again from where they start once the object is read; and when a key
/// turns out to be a duplicate, the object's findings are taken back and it is read again that way.
struct DriftWalk: StrictDocumentReader {
  var cursor: StrictCursor
  var checker: DriftChecker
  let plan: CheckPlan
  /// The JSON path of the value at the cursor, e.g. `$.orders[].id`.
  var path = ReusedStack<UInt8>(Array("$".utf8))
  /// For each object being read, two entries per slot of its plan: where the value of the last
  /// member with that key starts, and the same when that value is not `null` (-1: none).
  private var slotOffsets = ReusedStack<Int>([])
  /// Where findings are located instead of at the value read, while checking a stand-in value.
  var locationOverride: Int?
  /// While trying whether a value reads as a property (for rename hints): findings are not
  /// recorded, only whether one breaks decoding.
  var isProbing = false
  /// Whether a breaking finding came up while probing.
  var probeFailed = false
  /// How many values being checked decoding replaces when it cannot read them (see
  /// ``MemberPlan/Direct/recoversInvalid``).
  var recoveringDepth = 0
  /// How many objects deep the check is inside the innermost such value: a constraint broken at
  /// 0 is the property's own, which decoding checks after the replacement; deeper, it fails a
  /// nested model's decoding, which the replacement recovers from.
  var objectsInsideRecovered = 0

  /// A walk over `bytes` that records findings in `checker`, with `plan` (the checker's, or one
  /// built from the same schema).
  init(_ bytes: UnsafeBufferPointer<UInt8>, checker: DriftChecker, plan: CheckPlan, skipsByteOrderMark: Bool) {
    cursor = StrictCursor(bytes, skipsByteOrderMark: skipsByteOrderMark)
    self.checker = checker
    self.plan = plan
  }

  mutating func readTopLevelValue() throws(StrictCursor.Rejected) {
    if cursor.depth == 0 {
      try check(plan.root)
    } else if let element = plan.topLevelElement {
      try withPath("[]") { walk throws(StrictCursor.Rejected) in try walk.check(element) }
    } else {
      try cursor.skipValue()
    }
  }

  /// A top-level array read element by element is checked as a whole only when the root is not an
  /// array: as an empty array then, which gives the same findings as the whole array.
  mutating func topLevelArrayOpened(at offset: Int) {
    guard plan.topLevelElement == nil else { return }
    let emptyArray: StaticString = "[]"
    let saved = cursor
    cursor = StrictCursor(UnsafeBufferPointer(start: emptyArray.utf8Start, count: 2), skipsByteOrderMark: false)
    locationOverride = offset
    try? check(plan.root)
    locationOverride = nil
    cursor = saved
  }

  // MARK: - Values

  /// Reads the value at the cursor as `expectation` says.
  private mutating func check(_ expectation: Expectation) throws(StrictCursor.Rejected) {
    if let wrapped = expectation.wrappedValue {
      if try cursor.peek() == UInt8(ascii: "n") { return try cursor.null() }
      return try checkPresent(wrapped)
    }
    try checkPresent(expectation)
  }

  /// ``check(_:)`` for an expectation that is not optional.
  private mutating func checkPresent(_ expectation: Expectation) throws(StrictCursor.Rejected) {
    let offset = cursor.position
    let head = try ValueHead.read(&cursor)
    if case .null = head {
      if case .enumeration(let enumCheck?) = expectation.kind, enumCheck.acceptsNull { return }
      if expectation.type != .jsonValue {
        record(.nowNull, "\(TypeExpression.text(of: expectation.type)) in schema, null in sample", at: offset)
      }
      return
    }
    if expectation.isLenient, LenientAcceptance.accepts(head, as: expectation.type) {
      return try head.skipRest(&cursor)
    }
    if try check(head, at: offset, as: expectation) { return }
    record(
      .typeChanged, "\(TypeExpression.text(of: expectation.type)) in schema, \(head.kindName) in sample", at: offset)
    try head.skipRest(&cursor)
  }

  /// Checks the value whose head is `head`; `false` (with nothing more read) when it is of the
  /// wrong kind.
  private mutating func check(_ head: ValueHead, at offset: Int, as expectation: Expectation) throws(StrictCursor
    .Rejected) -> Bool
  {
    var elementCount: Int?
    switch (expectation.kind, head) {
    case (.any, _):
      try head.skipRest(&cursor)
    case (.bool, .bool), (.string, .string):
      break
    case (.number, .number(let number)):
      guard number.isWithinDoubleRange else { return false }
    case (.int, .number(let number)):
      guard number.decodesAsInt else { return false }
    case (.int32, .number(let number)):
      guard number.decodesAsInt32 else { return false }
    case (.url, .string(let bytes)):
      // Foundation's parser only for what the byte-level check (a stricter rule) does not accept.
      return StringFormats.isRoundTrippingURL(utf8: bytes)
        || URL(string: String(decoding: bytes, as: UTF8.self)) != nil
    case (.uuid, .string(let bytes)):
      return StringFormats.uuidCase(utf8: bytes) != .mixed
        || UUID(uuidString: String(decoding: bytes, as: UTF8.self)) != nil
    case (.text(let check), .string(let bytes)):
      switch check.read(bytes) {
      case .fits: break
      case .rewritten(let message): record(check.findingKind, breaking: false, message, at: offset)
      case .unreadable(let message): record(check.findingKind, message, at: offset)
      }
    case (.enumeration(nil), .string):
      break
    case (.enumeration(let enumCheck?), .string(let bytes)) where enumCheck.isOfValueKind(head):
      let text = String(decoding: bytes, as: UTF8.self)
      guard !enumCheck.strings.contains(text) else { break }
      recordUnknown("'\(text)'", of: enumCheck, at: offset)
    case (.enumeration(let enumCheck?), .number), (.enumeration(let enumCheck?), .bool):
      guard enumCheck.isOfValueKind(head) else { return false }
      if !enumCheck.contains(head) { recordUnknown(head.literalText ?? head.kindName, of: enumCheck, at: offset) }
    case (.array(let element), .array):
      elementCount = try checkElements(element)
    case (.firstElement(let element), .array(let isEmpty)):
      if isEmpty {
        record(
          .typeChanged, "\(TypeExpression.text(of: expectation.type)) in schema, empty Array in sample", at: offset)
      }
      try checkElements(element)
    case (.dictionary(let value), .object):
      var count = 0
      defer { elementCount = count }
      guard try cursor.enterContainer() else { break }
      try withPath(".*") { walk throws(StrictCursor.Rejected) in
        repeat {
          count += 1
          guard try walk.cursor.peek() == UInt8(ascii: "\"") else { throw StrictCursor.Rejected() }
          _ = try walk.cursor.string()
          try walk.cursor.skipColon()
          try walk.check(value)
        } while try walk.cursor.next(closing: UInt8(ascii: "}"))
      }
    case (.model(let index?), .object):
      try checkMembers(plan.memberPlans[index], objectOffset: offset)
    case (.union(let cases), _):
      guard cases.contains(where: { LenientAcceptance.sameKind(head, $0, unions: plan.unionCases) }) else {
        return false
      }
      try head.skipRest(&cursor)
    case (.cluster(let cluster), .object):
      if let cluster { try checkCluster(cluster, objectOffset: offset) } else { try cursor.skipValue() }
    default:
      return false
    }
    if let constraints = expectation.constraints {
      let violation: String? =
        switch head {
        case .string(let bytes): constraints.violation(ofText: String(decoding: bytes, as: UTF8.self))
        case .number(let number): Double(number.string).flatMap(constraints.violation(ofNumber:))
        default: elementCount.flatMap(constraints.violation(ofCount:))
        }
      if let violation { record(.constraintBroken, violation, at: offset) }
    }
    return true
  }

  /// Records `value`, which is not one of the enum's values.
  private mutating func recordUnknown(_ value: String, of enumCheck: EnumCheck, at offset: Int) {
    if enumCheck.acceptsUnknownValues {
      record(
        .newEnumValue, breaking: false, "\(value) is not \(enumCheck.name); it decodes as an unknown value", at: offset)
    } else {
      record(.newEnumValue, "\(value) is not \(enumCheck.name)", at: offset)
    }
  }

  /// Reads the array at the cursor, each element as `element` expects; returns how many there are.
  @discardableResult
  private mutating func checkElements(_ element: Expectation) throws(StrictCursor.Rejected) -> Int {
    guard try cursor.enterContainer() else { return 0 }
    var count = 0
    try withPath("[]") { walk throws(StrictCursor.Rejected) in
      repeat {
        count += 1
        try walk.check(element)
      } while try walk.cursor.next(closing: UInt8(ascii: "]"))
    }
    return count
  }

  /// Reads the members of the object at the cursor (at `objectOffset`) with `memberPlan`: new keys,
  /// then each property's value, missing properties, and the objects that key paths go through.
  /// With `readsAfterObject`, every known key's value is read after the object (see the type's
  /// comment).
  mutating func checkMembers(
    _ memberPlan: MemberPlan, objectOffset: Int, readsAfterObject: Bool = false
  ) throws(StrictCursor.Rejected) {
    let frame = slotOffsets.count
    slotOffsets.push(-1, times: 2 * memberPlan.readers.count)
    objectsInsideRecovered += 1
    defer {
      slotOffsets.truncate(to: frame)
      objectsInsideRecovered -= 1
    }
    let mark = checker.mark
    let depth = cursor.depth
    // Keys not in the schema and where their values start, for rename hints.
    var newKeys: [(key: String, offset: Int)] = []
    if try cursor.enterContainer() {
      var predicted = 0
      repeat {
        guard try cursor.peek() == UInt8(ascii: "\"") else { throw StrictCursor.Rejected() }
        var slot: Int?
        var newKey: String?
        if let key = memberPlan.verbatimKey(predicted), cursor.readKey(verbatim: key) {
          slot = predicted
        } else {
          let bytes = try cursor.string()
          slot = memberPlan.slot(ofKeyBytes: bytes)
          if slot == nil {
            let key = String(decoding: bytes, as: UTF8.self)
            slot = memberPlan.slots[key]
            if slot == nil { newKey = key }
          }
        }
        try cursor.skipColon()
        let valueOffset = cursor.position
        guard let slot else {
          if let unknownKeys = memberPlan.unknownKeys {
            try withPath(".*") { walk throws(StrictCursor.Rejected) in try walk.check(unknownKeys) }
            continue
          }
          let head = try ValueHead.read(&cursor)
          let suffix = JSONPath.appending(key: newKey!, to: "")
          record(.newKey, breaking: false, suffix: suffix, "not in the schema (\(head.kindName))", at: valueOffset)
          newKeys.append((newKey!, valueOffset))
          try head.skipRest(&cursor)
          continue
        }
        predicted = slot + 1
        let reader = readsAfterObject ? .afterObject : memberPlan.readers[slot]
        if slotOffsets[frame + 2 * slot] >= 0, reader.readsAsItComes {
          // A duplicate key: the last one counts. Read the object again, checking values after it.
          checker.rollBack(to: mark)
          cursor.position = objectOffset
          cursor.depth = depth
          return try checkMembers(memberPlan, objectOffset: objectOffset, readsAfterObject: true)
        }
        slotOffsets[frame + 2 * slot] = valueOffset
        slotOffsets[frame + 2 * slot + 1] = try cursor.peek() == UInt8(ascii: "n") ? -1 : valueOffset
        switch reader {
        case .direct(let index): try checkDirect(memberPlan.direct[index], objectOffset: objectOffset)
        case .nested(let index): try checkNested(memberPlan.nested[index], objectOffset: objectOffset)
        case .none, .afterObject: try cursor.skipValue()
        }
      } while try cursor.next(closing: UInt8(ascii: "}"))
    }
    let objectEnd = cursor.position
    // What was not read as it came: values of properties with fallback keys (the first candidate
    // whose last value is not null, else the key's last value) and of keys with several readers.
    let directCount = memberPlan.direct.count
    for index in memberPlan.entrySlots.indices {
      var offset = slotOffsets[frame + 2 * memberPlan.entrySlots[index]]
      if !readsAfterObject, memberPlan.entryReadsAsItComes[index] {
        // Read as it came; only its absence is left to report.
        guard offset < 0 else { continue }
        if index < directCount {
          missing(memberPlan.direct[index], objectOffset: objectOffset, newKeys: newKeys)
        } else {
          missing(memberPlan.nested[index - directCount], objectOffset: objectOffset)
        }
        continue
      }
      if index < directCount {
        let entry = memberPlan.direct[index]
        for slot in entry.candidateSlots where slotOffsets[frame + 2 * slot + 1] >= 0 {
          offset = slotOffsets[frame + 2 * slot + 1]
          break
        }
        if offset < 0 {
          missing(entry, objectOffset: objectOffset, newKeys: newKeys)
        } else {
          cursor.position = offset
          try checkDirect(entry, objectOffset: objectOffset)
        }
      } else {
        let entry = memberPlan.nested[index - directCount]
        if offset < 0 {
          missing(entry, objectOffset: objectOffset)
        } else {
          cursor.position = offset
          try checkNested(entry, objectOffset: objectOffset)
        }
      }
    }
    cursor.position = objectEnd
  }

  /// Checks the value at the cursor as the property of `entry`.
  private mutating func checkDirect(_ entry: MemberPlan.Direct, objectOffset: Int) throws(StrictCursor.Rejected) {
    if entry.isTolerant, try cursor.peek() == UInt8(ascii: "n") { return try cursor.null() }
    guard entry.recoversInvalid else {
      return try withPath(entry.pathSuffix) { walk throws(StrictCursor.Rejected) in try walk.check(entry.expectation) }
    }
    let saved = (recoveringDepth, objectsInsideRecovered)
    defer { (recoveringDepth, objectsInsideRecovered) = saved }
    recoveringDepth += 1
    objectsInsideRecovered = 0
    try withPath(entry.pathSuffix) { walk throws(StrictCursor.Rejected) in try walk.check(entry.expectation) }
  }

  /// Checks the value at the cursor as the object that `entry`'s key paths go through.
  private mutating func checkNested(_ entry: MemberPlan.Nested, objectOffset: Int) throws(StrictCursor.Rejected) {
    let offset = cursor.position
    if try cursor.peek() == UInt8(ascii: "n") {
      try cursor.null()
      return missing(entry, objectOffset: objectOffset)
    }
    try withPath(entry.pathSuffix) { walk throws(StrictCursor.Rejected) in
      guard try walk.cursor.peek() == UInt8(ascii: "{") else {
        let head = try ValueHead.read(&walk.cursor)
        walk.record(.notAnObject, "the key path expects an object, found \(head.kindName)", at: offset)
        return try head.skipRest(&walk.cursor)
      }
      try walk.checkMembers(walk.plan.memberPlans[entry.plan], objectOffset: offset)
    }
  }

  /// Reports `entry` missing from the object at `objectOffset` (an error unless it may be missing),
  /// with a rename hint when one of the object's `newKeys` is alike by name and has a value that
  /// reads as the property (an optional property missing is reported only with such a hint).
  private mutating func missing(
    _ entry: MemberPlan.Direct, objectOffset: Int, newKeys: [(key: String, offset: Int)] = []
  ) {
    var renamed: String?
    if !newKeys.isEmpty {
      let readable = newKeys.filter { reads($0.offset, as: entry) }.map(\.key)
      renamed = RenameHint.likeliest(for: entry.key, among: readable)
    }
    if entry.isTolerant {
      guard let renamed else { return }
      let message = "\(entry.missingMessage) and " + RenameHint.sentence(newKey: renamed)
      withPath(entry.pathSuffix) { walk in walk.record(.possibleRename, breaking: false, message, at: objectOffset) }
      return
    }
    let message = entry.missingMessage + (renamed.map { "; " + RenameHint.sentence(newKey: $0) } ?? "")
    withPath(entry.pathSuffix) { walk in walk.record(.requiredMissing, message, at: objectOffset) }
  }

  /// Whether the value at `offset` reads as `entry`'s property: checked without recording anything.
  private mutating func reads(_ offset: Int, as entry: MemberPlan.Direct) -> Bool {
    let saved = (cursor, isProbing, probeFailed)
    defer { (cursor, isProbing, probeFailed) = saved }
    cursor.position = offset
    isProbing = true
    probeFailed = false
    guard (try? checkDirect(entry, objectOffset: offset)) != nil else { return false }
    return !probeFailed
  }

  private mutating func missing(_ entry: MemberPlan.Nested, objectOffset: Int) {
    guard !entry.isTolerant else { return }
    withPath(entry.pathSuffix) { walk in walk.record(.requiredMissing, entry.missingMessage, at: objectOffset) }
  }
}
