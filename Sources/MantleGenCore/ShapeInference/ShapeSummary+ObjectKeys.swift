/// The keys an object had beside each string value of its members (``StringSummary/objectKeysByValue``),
/// gathered as the object is read: the members holding a string their place remembers are listed
/// through the members themselves, and at the end of the object each is told the object's keys.
extension ShapeSummary {
  /// Notes that this member held remembered string `value` in the object being read, adding it to
  /// the object's `list` of such members (see ``noteKeys(ofObject:toPendingStrings:)``, which must
  /// follow). The list holds its members (retained): a place that becomes a dictionary in the middle
  /// of an object lets go of its members.
  @inline(__always)
  func notePendingString(_ value: Int, in list: inout Unmanaged<ShapeSummary>?) {
    if pendingString < 0 {
      nextPendingString = list
      list = Unmanaged.passRetained(self)
    }
    pendingString = value
  }

  /// At the end of the object numbered `serial` read at this place: tells each member of `list`
  /// (see ``notePendingString(_:in:)``) which keys the object had beside its string
  /// (``StringSummary/noteObjectKeys(_:ofValue:)``). The keys are gathered only then, for an
  /// object that had such a string.
  @inline(__always)
  func noteKeys(ofObject serial: Int, toPendingStrings list: Unmanaged<ShapeSummary>?) {
    guard list != nil else { return }
    var keys = KeyBits.none
    members.withUnsafeBufferPointer { members in
      for index in members.indices where members[index].summary.lastObjectSerial == serial {
        keys |= members[index].summary.keyBits
      }
    }
    var next = list
    while let member = next {
      let field = member.takeRetainedValue()
      field.strings.noteObjectKeys(keys, ofValue: field.pendingString)
      field.pendingString = -1
      next = field.nextPendingString
      field.nextPendingString = nil
    }
  }
}
