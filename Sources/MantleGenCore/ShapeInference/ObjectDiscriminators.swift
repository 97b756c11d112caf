/// The values of the keys that name each object's kind by convention (`"type": "PushEvent"`), for
/// every object in a run of JSON bytes (a batch, or a whole input), found by one scan before the
/// bytes are summarised: ``FastShapeBuilder`` then reads each object with such values straight into
/// the summary of its kind (``ShapeSummary/pendingPartition(_:stamp:)``), wherever the key stands
/// in the object, so that class clusters are found in the one reading of the samples.
///
/// The scan looks for colons only, a word at a time: a colon after a string is a key's, and only
/// a key named for a kind (``DiscriminatorNames``) is looked at further: its value, and the `{` of
/// its object, found by walking back over the keys and values before it. It does not check the
/// JSON: the reading that follows rejects what is malformed.
final class ObjectDiscriminators {
  /// The distinct kinds seen (``ObjectPartitions/values(of:)`` reads one back).
  private var kinds: [String] = []
  /// The UTF-8 of each of ``kinds``.
  private var kindUTF8: [[UInt8]] = []
  /// The first kind of each hash of a kind's text, and for each kind the next of the same hash
  /// (-1 after the last).
  private var kindIndex: [UInt64: Int32] = [:]
  private var nextOfSameHash: [Int32] = []
  /// The objects that name their kind: the offset of each one's `{`, in increasing order, and the
  /// index of its kind in ``kinds``.
  private var objects: [(start: Int, kind: Int32)] = []

  /// The kind of the object whose `{` is at offset `start`: its conventional discriminators with
  /// their values, in the object's order, as ``ObjectPartitions`` files them; `nil` when it has
  /// none. A reader meets objects in the order of their offsets: `next`, 0 at first, keeps its
  /// place in ``objects``.
  @inline(__always)
  func kind(ofObjectAt start: Int, next: inout Int) -> String? {
    while next < objects.count, objects[next].start < start { next += 1 }
    guard next < objects.count, objects[next].start == start else { return nil }
    return kinds[Int(objects[next].kind)]
  }

  /// A discriminator found by the scan: where its key's and its value's text lie in the bytes.
  private typealias Part = (key: Range<Int>, value: Range<Int>)

  /// The discriminators of every object in `bytes` (documents, array elements, or part of an
  /// array's elements); `nil` when no object has one.
  static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> ObjectDiscriminators? {
    // Each discriminator with the offset of its object's `{`, in the order of the keys.
    var found: [(start: Int, part: Part)] = []
    let count = bytes.count
    var index = 0
    while true {
      let colon = WordBytes.next(UInt8(ascii: ":"), from: index, in: bytes)
      guard colon < count else { break }
      index = colon + 1
      // A key's colon follows its string's closing quote. A colon in a string follows an unescaped
      // quote only when it starts the string (`":"`), and the text before that quote is then
      // punctuation between two strings, never a name.
      var close = colon - 1
      while close > 0, StrictCursor.isWhitespace(bytes[close]) { close -= 1 }
      guard close > 4, bytes[close] == UInt8(ascii: "\""),
        DiscriminatorNames.mayEndConventional(bytes[close - 2], bytes[close - 1]),
        !isEscaped(close, in: bytes), let open = openingQuote(ofStringClosedAt: close, in: bytes)
      else { continue }
      let key = UnsafeBufferPointer(rebasing: bytes[(open + 1)..<close])
      guard DiscriminatorNames.isConventional(utf8: key) else { continue }
      let valueStart = skippingWhitespace(from: index, in: bytes)
      guard valueStart < count, bytes[valueStart] == UInt8(ascii: "\"") else { continue }
      let valueEnd = endOfString(startingAt: valueStart + 1, in: bytes)
      guard valueEnd < count else { break }
      index = valueEnd + 1
      let value = UnsafeBufferPointer(rebasing: bytes[(valueStart + 1)..<valueEnd])
      guard DiscriminatorNames.isIdentifierLike(utf8: value), let start = objectStart(beforeKeyAt: open, in: bytes)
      else { continue }
      found.append((start, ((open + 1)..<close, (valueStart + 1)..<valueEnd)))
    }
    guard !found.isEmpty else { return nil }
    // By object, and in an object in the order of its keys.
    let byObject = found.indices.sorted { (found[$0].start, $0) < (found[$1].start, $1) }
    let result = ObjectDiscriminators()
    var first = 0
    while first < byObject.count {
      var last = first
      while last + 1 < byObject.count, found[byObject[last + 1]].start == found[byObject[first]].start { last += 1 }
      let parts = byObject[first...last].map { found[$0].part }
      result.objects.append((found[byObject[first]].start, result.index(ofKind: parts[...], in: bytes)))
      first = last + 1
    }
    return result
  }

  /// Whether the quote at `position` is escaped: after an odd number of backslashes.
  @inline(__always)
  private static func isEscaped(_ position: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var backslashes = 0
    while position - backslashes > 0, bytes[position - backslashes - 1] == UInt8(ascii: "\\") { backslashes += 1 }
    return backslashes % 2 == 1
  }

  /// The position of the quote that opens the string whose closing quote is at `close`.
  @inline(__always)
  private static func openingQuote(ofStringClosedAt close: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var position = close
    while let quote = WordBytes.previous(UInt8(ascii: "\""), before: position, in: bytes) {
      if !isEscaped(quote, in: bytes) { return quote }
      position = quote
    }
    return nil
  }

  /// The offset of the `{` of the object whose key's opening quote is at `key`: walking back, over
  /// the strings and the containers before the key, to the first bracket that opens one.
  private static func objectStart(beforeKeyAt key: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var depth = 0
    var position = key - 1
    while position >= 0 {
      switch bytes[position] {
      case UInt8(ascii: "\""):
        // Outside strings, a quote closes one.
        guard let open = openingQuote(ofStringClosedAt: position, in: bytes) else { return nil }
        position = open
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        depth += 1
      case UInt8(ascii: "{"):
        if depth == 0 { return position }
        depth -= 1
      case UInt8(ascii: "["):
        if depth == 0 { return nil }
        depth -= 1
      default:
        break
      }
      position -= 1
    }
    return nil
  }

  /// The index in ``kinds`` of the kind that `parts` of `bytes` make, added when new.
  private func index(ofKind parts: ArraySlice<Part>, in bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
    // The kind's text is `key\0value`, joined by `\0`: its FNV-1a hash and its comparison with a
    // known kind are taken from the bytes, and its UTF-8 built only when it is new.
    func pieces(_ body: (UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
      let separator: [UInt8] = [0]
      return separator.withUnsafeBufferPointer { separator in
        for (position, part) in parts.enumerated() {
          guard position == 0 || body(separator), body(UnsafeBufferPointer(rebasing: bytes[part.key])),
            body(separator), body(UnsafeBufferPointer(rebasing: bytes[part.value]))
          else { return false }
        }
        return true
      }
    }
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    _ = pieces { piece in
      for byte in piece { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
      return true
    }
    var candidate = kindIndex[hash] ?? -1
    while candidate >= 0 {
      let known = kindUTF8[Int(candidate)]
      var offset = 0
      let isKnown =
        pieces { piece in
          guard offset + piece.count <= known.count, known[offset..<(offset + piece.count)].elementsEqual(piece)
          else { return false }
          offset += piece.count
          return true
        } && offset == known.count
      if isKnown { return candidate }
      candidate = nextOfSameHash[Int(candidate)]
    }
    var utf8: [UInt8] = []
    _ = pieces { piece in
      utf8 += piece
      return true
    }
    let index = Int32(kinds.count)
    kinds.append(String(decoding: utf8, as: UTF8.self))
    kindUTF8.append(utf8)
    nextOfSameHash.append(kindIndex[hash] ?? -1)
    kindIndex[hash] = index
    return index
  }

  /// The position of the quote that ends the string whose text starts at `start` (`bytes.count`
  /// when none does).
  @inline(__always)
  private static func endOfString(startingAt start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var end = start
    while true {
      end = WordBytes.next(UInt8(ascii: "\""), from: end, in: bytes)
      // An escaped quote is part of the text (the opening quote ends any run of backslashes).
      guard end < bytes.count, isEscaped(end, in: bytes) else { return end }
      end += 1
    }
  }

  /// The position of the first byte at or after `start` that is not JSON whitespace.
  @inline(__always)
  private static func skippingWhitespace(from start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var index = start
    while index < bytes.count, StrictCursor.isWhitespace(bytes[index]) { index += 1 }
    return index
  }
}

/// What makes a key a conventional discriminator and a value a kind: the names that inference
/// (``ClusterDetection``) trusts on little evidence and that the reading files objects by.
enum DiscriminatorNames {
  /// The longest value a discriminator may have.
  static let longestValue = 40

  /// Whether `key` names its object's kind by convention: `type`, `kind`, `object`, `_type`,
  /// `@type`, `$type`, `__typename` or `discriminator` in any ASCII letter case, or a name ending
  /// in `_type` or, after a lowercase first letter, `Type` (`block_type`, `eventType`).
  static func isConventional(_ key: String) -> Bool {
    var key = key
    return key.withUTF8 { isConventional(utf8: $0) }
  }

  /// ``isConventional(_:)`` for a key's UTF-8 (with no escapes).
  static func isConventional(utf8 key: UnsafeBufferPointer<UInt8>) -> Bool {
    guard key.count >= 4, let first = key.first, mayEndConventional(key[key.count - 2], key[key.count - 1]) else {
      return false
    }
    let isNamed =
      switch key.count {
      case 4: equalsIgnoringCase(key, "type") || equalsIgnoringCase(key, "kind")
      case 5: equalsIgnoringCase(key, "_type") || equalsIgnoringCase(key, "@type") || equalsIgnoringCase(key, "$type")
      case 6: equalsIgnoringCase(key, "object")
      case 10: equalsIgnoringCase(key, "__typename")
      case 13: equalsIgnoringCase(key, "discriminator")
      default: false
      }
    return isNamed || endsWith("_type", key)
      || ((UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first) && endsWith("Type", key))
  }

  /// Whether a key whose last two bytes are `secondToLast` and `last` may name its object's kind:
  /// every such name ends as `type`, `kind`, `object`, `__typename` or `discriminator` do, in any
  /// ASCII letter case (most keys are left out by these two bytes alone).
  @inline(__always)
  static func mayEndConventional(_ secondToLast: UInt8, _ last: UInt8) -> Bool {
    switch (secondToLast | 0x20, last | 0x20) {
    case (UInt8(ascii: "p"), UInt8(ascii: "e")), (UInt8(ascii: "n"), UInt8(ascii: "d")),
      (UInt8(ascii: "c"), UInt8(ascii: "t")), (UInt8(ascii: "m"), UInt8(ascii: "e")),
      (UInt8(ascii: "o"), UInt8(ascii: "r")):
      true
    default: false
    }
  }

  /// Whether `key` is `name` (lowercase) in any ASCII letter case.
  @inline(__always)
  private static func equalsIgnoringCase(_ key: UnsafeBufferPointer<UInt8>, _ name: StaticString) -> Bool {
    guard key.count == name.utf8CodeUnitCount else { return false }
    for index in 0..<key.count {
      let byte = key[index]
      let lowercased = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
      if lowercased != name.utf8Start[index] { return false }
    }
    return true
  }

  /// Whether `key` ends with `suffix`.
  @inline(__always)
  private static func endsWith(_ suffix: StaticString, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
    let count = suffix.utf8CodeUnitCount
    guard key.count >= count else { return false }
    return (0..<count).allSatisfy { key[key.count - count + $0] == suffix.utf8Start[$0] }
  }

  /// A code such as `PushEvent`, `image`, `t3`, `rich_text` or `user.created`: a letter first, then
  /// letters, digits, `_`, `-`, `.` or `:`, at most ``longestValue`` bytes.
  static func isIdentifierLike(_ value: String) -> Bool {
    var value = value
    return value.withUTF8 { isIdentifierLike(utf8: $0) }
  }

  /// ``isIdentifierLike(_:)`` for a value's UTF-8 (with no escapes).
  static func isIdentifierLike(utf8 value: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let first = value.first, value.count <= longestValue else { return false }
    guard value.allSatisfy({ $0 < 0x80 }) else {
      // Letters beyond ASCII.
      let text = String(decoding: value, as: UTF8.self)
      guard let first = text.unicodeScalars.first, first.properties.isAlphabetic else { return false }
      return text.unicodeScalars.allSatisfy { scalar in
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_-.:".unicodeScalars.contains(scalar)
      }
    }
    func isLetter(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) }
    return isLetter(first)
      && value.allSatisfy { byte in
        isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
          || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: ":")
      }
  }
}
