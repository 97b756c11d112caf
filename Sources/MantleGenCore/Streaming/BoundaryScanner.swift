/// Finds where a stream can be cut between values, outside strings: after a comma at depth one
/// for the elements of a top-level array, or after a newline at depth zero between documents (a
/// document of JSON Lines may itself span lines). It remembers its state between chunks.
struct BoundaryScanner {
  private var depth = 0
  private var isInString = false
  private var isEscaped = false
  /// Offset in the pending buffer up to which bytes were scanned.
  private var scanned: Int
  private let separator: UInt8
  private let separatorDepth: Int

  /// Cuts between the elements of the array whose `[` is at `openingBracket`.
  static func arrayElements(openingBracket: Int) -> BoundaryScanner {
    BoundaryScanner(scanned: openingBracket, separator: UInt8(ascii: ","), separatorDepth: 1)
  }

  /// Cuts between whitespace-separated documents, at line ends.
  static func documents() -> BoundaryScanner {
    BoundaryScanner(scanned: 0, separator: 0x0A, separatorDepth: 0)
  }

  private init(scanned: Int, separator: UInt8, separatorDepth: Int) {
    self.scanned = scanned
    self.separator = separator
    self.separatorDepth = separatorDepth
  }

  /// The length of the longest scanned prefix of `bytes` that ends just after a separator.
  mutating func lastCut(in buffer: UnsafeBufferPointer<UInt8>) -> Int? {
    var cut: Int?
    var index = scanned
    var (depth, isInString, isEscaped) = (self.depth, self.isInString, self.isEscaped)
    let count = buffer.count
    while index < count {
      if isInString {
        // Skip to the next quote or backslash, eight bytes at a time where possible.
        while index + 8 <= count, !isEscaped {
          let word = UnsafeRawPointer(buffer.baseAddress! + index).loadUnaligned(as: UInt64.self)
          let quote = word ^ 0x2222_2222_2222_2222
          let backslash = word ^ 0x5C5C_5C5C_5C5C_5C5C
          let ones: UInt64 = 0x0101_0101_0101_0101
          let found = (((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash)) & 0x8080_8080_8080_8080
          if found != 0 { break }
          index += 8
        }
        guard index < count else { break }
        let byte = buffer[index]
        if isEscaped {
          isEscaped = false
        } else if byte == UInt8(ascii: "\\") {
          isEscaped = true
        } else if byte == UInt8(ascii: "\"") {
          isInString = false
        }
      } else {
        switch buffer[index] {
        case UInt8(ascii: "\""): isInString = true
        case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
        case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
        case separator: if depth == separatorDepth { cut = index + 1 }
        default: break
        }
      }
      index += 1
    }
    (self.depth, self.isInString, self.isEscaped) = (depth, isInString, isEscaped)
    scanned = index
    return cut
  }

  /// The first `length` bytes were handed out; offsets move down.
  mutating func didCut(at length: Int) {
    scanned -= length
  }
}
