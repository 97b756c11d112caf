import Testing

@testable import MantleGenCore

/// The boundary scanner reads 64-byte blocks with bit masks and notes its state every few
/// kilobytes; it must find exactly the cuts a plain byte-by-byte walk finds, on any bytes and
/// however the input arrives.
@Suite("Boundary scanner")
struct BoundaryScannerTests {
  /// The two ways of cutting, with the separator and the depth at which it separates values.
  enum Mode: CaseIterable, Sendable {
    case arrayElements, documents

    var separator: UInt8 { self == .arrayElements ? UInt8(ascii: ",") : 0x0A }
    var depth: Int { self == .arrayElements ? 1 : 0 }

    func scanner() -> BoundaryScanner {
      self == .arrayElements ? .arrayElements() : .documents()
    }
  }

  /// Every offset just after a separator at the mode's depth, outside strings, found byte by
  /// byte: a backslash escapes the next byte inside a string and means nothing outside one.
  private func referenceCuts(in bytes: [UInt8], mode: Mode) -> [Int] {
    var (depth, isInString, isEscaped) = (0, false, false)
    var cuts: [Int] = []
    for (index, byte) in bytes.enumerated() {
      if isEscaped {
        isEscaped = false
      } else if isInString {
        if byte == UInt8(ascii: "\\") { isEscaped = true } else if byte == UInt8(ascii: "\"") { isInString = false }
      } else if byte == UInt8(ascii: "\"") {
        isInString = true
      } else if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
        depth += 1
      } else if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
        depth -= 1
      } else if byte == mode.separator, depth == mode.depth {
        cuts.append(index + 1)
      }
    }
    return cuts
  }

  /// Feeds `bytes` to the scanner in pieces of the given lengths, as the batch reader does with
  /// chunks: each piece once, in order, prescanned on its own (before the state at its start is
  /// known) when `prescanning`. The last cut in each piece, as offsets in `bytes`.
  private func scannedCuts(in bytes: [UInt8], mode: Mode, pieces: [Int], prescanning: Bool = false) -> [Int] {
    var scanner = mode.scanner()
    var start = 0
    var cuts: [Int] = []
    for piece in pieces where start < bytes.count {
      let end = min(bytes.count, start + piece)
      let cut = bytes[start..<end].withUnsafeBufferPointer { chunk in
        scanner.lastCut(in: chunk, prescan: prescanning ? BoundaryScanner.prescan(chunk) : nil)
      }
      if let cut { cuts.append(start + cut) }
      start = end
    }
    return cuts
  }

  /// The reference's cuts as the feeding in `pieces` sees them: the last one in each piece.
  private func expectedCuts(_ all: [Int], pieces: [Int], count: Int) -> [Int] {
    var (start, end) = (0, 0)
    var cuts: [Int] = []
    for piece in pieces where end < count {
      end = min(count, end + piece)
      if let last = all.last(where: { $0 > start && $0 <= end }) {
        cuts.append(last)
      }
      start = end
    }
    return cuts
  }

  /// Random bytes, mostly quotes, backslashes, brackets and separators, so that strings, escapes
  /// and depth change often and cross block boundaries.
  private func noise(count: Int, using random: inout SeededGenerator) -> [UInt8] {
    let alphabet = Array("\"\\{}[],\n a".utf8)
    return (0..<count).map { _ in alphabet.randomElement(using: &random)! }
  }

  /// Valid JSON: an array of objects whose strings hold escaped quotes, backslash runs and
  /// brackets, with nested objects and arrays that keep the depth high for kilobytes.
  private func elements(count: Int, using random: inout SeededGenerator) -> [UInt8] {
    let strings = [#""a\"b""#, #""\\\\""#, #""x\\\"y""#, #""[{,\n}]""#, #""\\""#, #""""#, #""},{""#]
    var text = "[\n"
    for element in 0..<count {
      text += element == 0 ? "" : ",\n"
      text += "{\"id\": \(element), \"s\": \(strings.randomElement(using: &random)!)"
      let nesting = Int.random(in: 0..<6, using: &random)
      let length = Int.random(in: 0..<(element % 7 == 0 ? 1500 : 20), using: &random)
      text += ", \"n\": " + String(repeating: "[{\"k\": ", count: nesting)
      text += "[" + (0..<length).map { _ in strings.randomElement(using: &random)! }.joined(separator: ", ") + "]"
      text += String(repeating: "}]", count: nesting) + "}"
    }
    return Array((text + "\n]\n").utf8)
  }

  /// Piece lengths from one byte to several segments.
  private func pieces(using random: inout SeededGenerator) -> [Int] {
    (0..<4000).map { _ in
      [1, 7, 63, 64, 65, 200, 4096, 9000].randomElement(using: &random)! + Int.random(in: 0..<3, using: &random)
    }
  }

  @Test("random bytes: the same cuts as a byte-by-byte walk, however they are fed", arguments: Mode.allCases)
  func randomBytes(mode: Mode) {
    var random = SeededGenerator(state: 42)
    for round in 0..<200 {
      let bytes = noise(count: round < 100 ? Int.random(in: 0..<300, using: &random) : 20_000, using: &random)
      let pieces = pieces(using: &random)
      let expected = expectedCuts(referenceCuts(in: bytes, mode: mode), pieces: pieces, count: bytes.count)
      #expect(scannedCuts(in: bytes, mode: mode, pieces: pieces) == expected, "round \(round)")
      #expect(scannedCuts(in: bytes, mode: mode, pieces: pieces, prescanning: true) == expected, "round \(round)")
    }
  }

  @Test("a last element longer than several segments: the cut before it is found, segments back")
  func longLastElement() {
    // Small elements of 63 bytes and a comma, placed so that every 64-byte block starts inside one
    // (at depth 2), then one of about 30 KB, deeply nested: numbers first, then strings that hold
    // closing brackets (which must not count).
    let element = #"{"a": [1, {"b": ""# + String(repeating: "x", count: 32) + #""}], "c": "y"}"#
    let small = Array(repeating: element, count: 200).joined(separator: ",")
    let numbers = Array(repeating: "2", count: 4000).joined(separator: ", ")
    let strings = Array(repeating: #""}]}],""#, count: 2400).joined(separator: ", ")
    let long = #"{"big": [[["# + numbers + ", " + strings + "]]]}"
    let bytes = Array(("[" + String(repeating: " ", count: 10) + small + "," + long + "]").utf8)
    #expect(element.utf8.count == 63)
    let all = referenceCuts(in: bytes, mode: .arrayElements)
    #expect(all.count == 200)
    #expect(bytes.count - all[all.count - 1] > 4 * BoundaryScanner.segmentLength)
    #expect(scannedCuts(in: bytes, mode: .arrayElements, pieces: [bytes.count]) == [all[all.count - 1]])
    #expect(
      scannedCuts(in: bytes, mode: .arrayElements, pieces: [bytes.count], prescanning: true) == [all[all.count - 1]])
  }

  @Test("well-formed arrays with escapes and deep nesting: the same cuts as a byte-by-byte walk")
  func wellFormedArrays() {
    var random = SeededGenerator(state: 7)
    for round in 0..<12 {
      let bytes = elements(count: 200, using: &random)
      let pieces = pieces(using: &random)
      let all = referenceCuts(in: bytes, mode: .arrayElements)
      #expect(all.count == 199)
      let expected = expectedCuts(all, pieces: pieces, count: bytes.count)
      #expect(scannedCuts(in: bytes, mode: .arrayElements, pieces: pieces) == expected, "round \(round)")
      #expect(
        scannedCuts(in: bytes, mode: .arrayElements, pieces: pieces, prescanning: true) == expected, "round \(round)")
      // Fed whole, the last cut is before the last element.
      #expect(scannedCuts(in: bytes, mode: .arrayElements, pieces: [bytes.count]) == [all[all.count - 1]])
    }
  }
}

extension BoundaryScannerTests {
  @Test("a prescan serves a well-formed chunk whether it starts inside a string or not, unless escaped")
  func prescanServesEitherStart() {
    // Two 64-byte blocks and a bit: the chunk starts in the middle of a string that holds an
    // escaped quote and brackets, and goes on to the next elements.
    let chunk = Array(
      (#"tail of a string \" with [{ brackets", "next": [1, 2]}, {"k": "v\\"}, "#
        + String(repeating: " ", count: 80)).utf8)
    let prescan = chunk.withUnsafeBufferPointer { BoundaryScanner.prescan($0) }
    #expect(prescan.isUsable(from: .init(depth: 2, isInString: true, isEscaped: false)))
    #expect(!prescan.isUsable(from: .init(depth: 2, isInString: true, isEscaped: true)))
    // From outside a string, the escaped quote's backslash would be outside one: not served.
    #expect(!prescan.isUsable(from: .init(depth: 2, isInString: false, isEscaped: false)))
    let plain = Array((#"{"a": [1, 2], "b": {"c": "d"}}, "# + String(repeating: " ", count: 100)).utf8)
    let plainPrescan = plain.withUnsafeBufferPointer { BoundaryScanner.prescan($0) }
    #expect(plainPrescan.isUsable(from: .init(depth: 1, isInString: false, isEscaped: false)))
    #expect(plainPrescan.isUsable(from: .init(depth: 1, isInString: true, isEscaped: false)))
  }
}
