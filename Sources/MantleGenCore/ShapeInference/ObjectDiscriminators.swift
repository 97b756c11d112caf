import Foundation

/// The values of the keys that name each object's kind by convention (`"type": "PushEvent"`), for
/// every object in a run of JSON bytes (a batch, or a whole input), found by one scan before the
/// bytes are summarised: ``FastShapeBuilder`` then reads each object with such values straight into
/// the summary of its kind (``ShapeSummary/pendingPartition(_:stamp:)``), wherever the key stands
/// in the object, so that class clusters are found in the one reading of the samples.
///
/// Objects are numbered as they open, from 1, in the order any reader of the bytes meets them.
/// The scan does not check the JSON: the reading that follows rejects what is malformed.
struct ObjectDiscriminators {
  /// The distinct kinds seen (``ObjectPartitions/kind(of:)`` reads one back).
  private var kinds: [String] = []
  private var kindIndex: [String: Int32] = [:]
  /// For object `n`, the index of its kind in ``kinds`` at `n - 1`; -1 for an object with none.
  private var kindOfObject: [Int32] = []

  /// The kind of object number `ordinal` (from 1): its conventional discriminators with their
  /// values, in the object's order, as ``ObjectPartitions`` files them; `nil` when it has none.
  @inline(__always)
  func kind(ofObject ordinal: Int) -> String? {
    guard ordinal <= kindOfObject.count else { return nil }
    let index = kindOfObject[ordinal - 1]
    return index < 0 ? nil : kinds[Int(index)]
  }

  /// A container open during the scan: the object's number, or 0 for an array; and where its
  /// discriminators start in the scan's list of them.
  private typealias Frame = (ordinal: Int, partsStart: Int)

  /// The discriminators of every object in `bytes` (documents, array elements, or part of an
  /// array's elements); `nil` when no object has one.
  static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> ObjectDiscriminators? {
    var result = ObjectDiscriminators()
    var kindOfObject: [Int32] = []
    var frames: [Frame] = []
    // The innermost open container's number (0 for an array or none), and whether a string read
    // next in it is a key.
    var ordinal = 0
    var expectsKey = false
    // Discriminators of the open objects, innermost last, each `key\0value`.
    var parts: [String] = []
    // A conventional key just read, until its value.
    var pendingKey: String?
    var index = 0
    let count = bytes.count
    while index < count {
      switch bytes[index] {
      case UInt8(ascii: "\""):
        let end = endOfString(startingAt: index + 1, in: bytes)
        if ordinal > 0, end < count {
          let text = UnsafeBufferPointer(rebasing: bytes[(index + 1)..<end])
          if expectsKey {
            pendingKey = DiscriminatorNames.isConventional(utf8: text) ? String(decoding: text, as: UTF8.self) : nil
          } else if let key = pendingKey {
            if DiscriminatorNames.isIdentifierLike(utf8: text) {
              parts.append(key + "\0" + String(decoding: text, as: UTF8.self))
            }
            pendingKey = nil
          }
        }
        index = end + 1
      case UInt8(ascii: "{"):
        kindOfObject.append(-1)
        frames.append((ordinal, parts.count))
        ordinal = kindOfObject.count
        expectsKey = true
        pendingKey = nil
        index += 1
      case UInt8(ascii: "["):
        frames.append((ordinal, parts.count))
        ordinal = 0
        pendingKey = nil
        index += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        if let parent = frames.popLast() {
          // The closed container's discriminators start where its parent's ended.
          if ordinal > 0, parts.count > parent.partsStart {
            kindOfObject[ordinal - 1] = result.index(ofKind: parts[parent.partsStart...].joined(separator: "\0"))
            parts.removeSubrange(parent.partsStart...)
          }
          ordinal = parent.ordinal
        }
        expectsKey = false
        pendingKey = nil
        index += 1
      case UInt8(ascii: ":"):
        expectsKey = false
        index += 1
      case UInt8(ascii: ","):
        expectsKey = ordinal > 0
        pendingKey = nil
        index += 1
      default:
        index += 1
      }
    }
    guard !result.kinds.isEmpty else { return nil }
    result.kindOfObject = kindOfObject
    return result
  }

  /// The index of `kind` in ``kinds``, added when new.
  private mutating func index(ofKind kind: String) -> Int32 {
    if let index = kindIndex[kind] { return index }
    let index = Int32(kinds.count)
    kinds.append(kind)
    kindIndex[kind] = index
    return index
  }

  /// The position of the quote that ends the string whose text starts at `start` (`bytes.count`
  /// when none does).
  @inline(__always)
  private static func endOfString(startingAt start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    guard let base = bytes.baseAddress else { return bytes.count }
    var end = start
    while end < bytes.count {
      guard let quote = memchr(base + end, Int32(UInt8(ascii: "\"")), bytes.count - end) else { return bytes.count }
      end = base.distance(to: quote.assumingMemoryBound(to: UInt8.self))
      // A quote after an odd number of backslashes is part of the text.
      var backslashes = 0
      while end - backslashes > start, base[end - backslashes - 1] == UInt8(ascii: "\\") { backslashes += 1 }
      if backslashes % 2 == 0 { return end }
      end += 1
    }
    return bytes.count
  }
}

/// What makes a key a conventional discriminator and a value a kind: the names that inference
/// (``ClusterDetection``) trusts on little evidence and that the reading files objects by.
enum DiscriminatorNames {
  /// Names of keys that hold the kind of their object by convention, lowercased.
  static let conventional: Set<String> = [
    "type", "kind", "object", "_type", "@type", "$type", "__typename", "discriminator",
  ]

  /// The longest value a discriminator may have.
  static let longestValue = 40

  /// Whether `key` names its object's kind by convention: one of ``conventional`` (in any ASCII
  /// letter case), or a name ending in `_type` or, after a lowercase first letter, `Type`
  /// (`block_type`, `eventType`).
  static func isConventional(_ key: String) -> Bool {
    var key = key
    return key.withUTF8 { isConventional(utf8: $0) }
  }

  /// ``isConventional(_:)`` for a key's UTF-8 (with no escapes).
  static func isConventional(utf8 key: UnsafeBufferPointer<UInt8>) -> Bool {
    // Every such name ends in the last letter of `type`, `kind`, `object` or `discriminator`.
    guard key.count >= 4, let first = key.first, let last = key.last,
      [UInt8(ascii: "e"), UInt8(ascii: "d"), UInt8(ascii: "t"), UInt8(ascii: "r")].contains(last | 0x20)
    else { return false }
    if key.count <= longestConventional {
      var lowercased = (0, 0)
      withUnsafeMutableBytes(of: &lowercased) { buffer in
        for (index, byte) in key.enumerated() {
          buffer[index] = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
        }
      }
      if conventionalUTF8.contains(where: { $0 == lowercased }) { return true }
    }
    return endsWith("_type", key) || ((UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first) && endsWith("Type", key))
  }

  /// Whether `key` ends with `suffix`.
  private static func endsWith(_ suffix: StaticString, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
    let count = suffix.utf8CodeUnitCount
    guard key.count >= count else { return false }
    return (0..<count).allSatisfy { key[key.count - count + $0] == suffix.utf8Start[$0] }
  }

  /// The longest of ``conventional``, in bytes.
  private static let longestConventional = 16

  /// ``conventional``, each name's bytes zero-padded to ``longestConventional``.
  private static let conventionalUTF8: [(Int, Int)] = conventional.map { name in
    var padded = (0, 0)
    withUnsafeMutableBytes(of: &padded) { buffer in
      for (index, byte) in name.utf8.enumerated() { buffer[index] = byte }
    }
    return padded
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
