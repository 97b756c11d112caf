/// Finds where a stream can be cut between values, outside strings: after a comma at depth one
/// for the elements of a top-level array, or after a newline at depth zero between documents (a
/// document of JSON Lines may itself span lines). The stream comes in chunks, each looked at once
/// and in order; the scanner carries its state from one chunk to the next.
///
/// A chunk is read in two passes. The first follows strings and depth 64 bytes at a time, with
/// bit masks of quotes, backslashes and brackets (as simdjson's first stage does), and notes the
/// state every ``segmentLength`` bytes. The second looks for the last separator at the separator's
/// depth byte by byte, from the last of those notes back, skipping segments whose depth never
/// comes down to it. A block in which a backslash is outside a string (malformed JSON) is read
/// byte by byte in the first pass too, so both passes treat every input exactly alike.
///
/// The first pass does not need the state at the chunk's start (``prescan(_:)``): the bit masks
/// are the same whatever it is, and whether the first byte is in a string only flips which bytes
/// are. So chunks are prescanned on all cores at once, and only the short second pass waits for
/// the chunks before.
struct BoundaryScanner: Sendable {
  /// Where the scan stands after some bytes: the depth in brackets, inside a string or not, and
  /// whether the next byte is escaped (after a backslash in a string).
  struct State: Sendable {
    var depth = 0
    var isInString = false
    var isEscaped = false
  }

  /// The state after the chunks scanned so far.
  private var state = State()
  private let separator: UInt8
  private let separatorDepth: Int

  /// Bytes between the notes of the first pass: the most the second pass reads again when the
  /// last cut is near the end.
  static let segmentLength = 4 << 10

  /// Cuts between the elements of a top-level array (the stream starts before its `[`).
  static func arrayElements() -> BoundaryScanner {
    BoundaryScanner(separator: UInt8(ascii: ","), separatorDepth: 1)
  }

  /// Cuts between whitespace-separated documents, at line ends.
  static func documents() -> BoundaryScanner {
    BoundaryScanner(separator: 0x0A, separatorDepth: 0)
  }

  private init(separator: UInt8, separatorDepth: Int) {
    self.separator = separator
    self.separatorDepth = separatorDepth
  }

  /// The length of the longest prefix of `chunk`, the next bytes of the stream, that ends just
  /// after a separator, if any. `prescan` is the chunk's ``prescan(_:)``, if it was made: it
  /// saves the first pass, unless it cannot tell the state (a chunk that starts just after a
  /// backslash in a string, or malformed bytes).
  mutating func lastCut(in chunk: UnsafeBufferPointer<UInt8>, prescan: Prescan? = nil) -> Int? {
    guard let base = chunk.baseAddress, !chunk.isEmpty else { return nil }
    let segments = prescan?.segments(from: state) ?? firstPass(base, count: chunk.count)
    // The last segment runs to the end of the chunk and gives the state there.
    var end = chunk.count
    var cut: Int?
    for index in segments.indices.reversed() {
      let segment = segments[index]
      let isLast = index == segments.count - 1
      if isLast || segment.lowestDepth <= separatorDepth {
        var state = segment.state
        cut = scan(base, from: segment.start, to: end, state: &state)
        if isLast { self.state = state }
        if cut != nil { break }
      }
      end = segment.start
    }
    return cut
  }

  /// Where a segment of a chunk starts, the state there, and a depth the segment never goes
  /// below: each closing bracket outside strings takes the depth down one (in a block read byte by
  /// byte, any closing bracket is counted).
  fileprivate struct Segment {
    var start: Int
    var state: State
    var lowestDepth: Int
  }

  /// Follows the whole 64-byte blocks of a chunk from the current state and notes a segment every
  /// ``segmentLength`` bytes; the bytes after the last whole block belong to the last segment.
  private func firstPass(_ base: UnsafePointer<UInt8>, count: Int) -> [Segment] {
    var state = self.state
    var segments = [Segment(start: 0, state: state, lowestDepth: state.depth)]
    segments.reserveCapacity(count / Self.segmentLength + 1)
    var index = 0
    while index + 64 <= count {
      if index - segments[segments.count - 1].start >= Self.segmentLength {
        segments.append(Segment(start: index, state: state, lowestDepth: state.depth))
      }
      let block = Block(UnsafeRawPointer(base + index))
      let depth = state.depth
      let lowest: Int
      if let inString = block.advance(&state) {
        lowest = depth - (block.closing & ~inString).nonzeroBitCount
      } else {
        lowest = depth - block.closing.nonzeroBitCount
        _ = scan(base, from: index, to: index + 64, state: &state)
      }
      segments[segments.count - 1].lowestDepth = min(segments[segments.count - 1].lowestDepth, lowest)
      index += 64
    }
    return segments
  }

  /// The first pass over a chunk, made before the state at its start is known, for both string
  /// states the chunk may start in (outside a string, or inside one and not escaped). Depths are
  /// counted from the chunk's start.
  struct Prescan: Sendable {
    /// A segment's start and the state there if the chunk starts outside a string; the depth
    /// there, and the lowest depth in the segment, for either start.
    fileprivate struct Note: Sendable {
      var start: Int
      var outside: State
      var insideDepth: Int
      var lowestOutside: Int
      var lowestInside: Int
    }

    fileprivate var notes: [Note]
    /// Whether every backslash of the whole blocks is in a string, for either start: when one is
    /// not, that start needs the byte-by-byte reading of the first pass.
    fileprivate var isUsableOutside = true
    fileprivate var isUsableInside = true

    /// Whether the prescan tells the first pass from `state`: unless the chunk starts just after a
    /// backslash, or has a backslash outside strings from there.
    func isUsable(from state: State) -> Bool {
      !state.isEscaped && (state.isInString ? isUsableInside : isUsableOutside)
    }

    /// The segments of the first pass from `state`, or `nil` when this prescan cannot tell them.
    fileprivate func segments(from state: State) -> [Segment]? {
      guard isUsable(from: state) else { return nil }
      // From inside a string, every byte's string state is the other one.
      let isInside = state.isInString
      return notes.map { note in
        Segment(
          start: note.start,
          state: State(
            depth: state.depth + (isInside ? note.insideDepth : note.outside.depth),
            isInString: note.outside.isInString != isInside, isEscaped: note.outside.isEscaped),
          lowestDepth: state.depth + (isInside ? note.lowestInside : note.lowestOutside))
      }
    }
  }

  /// The first pass over `chunk` for both string states at its start; any thread may make it.
  static func prescan(_ chunk: UnsafeBufferPointer<UInt8>) -> Prescan {
    var outside = State()
    var insideDepth = 0
    var note = Prescan.Note(start: 0, outside: outside, insideDepth: 0, lowestOutside: 0, lowestInside: 0)
    var prescan = Prescan(notes: [])
    prescan.notes.reserveCapacity(chunk.count / segmentLength + 1)
    var index = 0
    while index + 64 <= chunk.count, prescan.isUsableOutside || prescan.isUsableInside {
      if index - note.start >= segmentLength {
        prescan.notes.append(note)
        note = .init(
          start: index, outside: outside, insideDepth: insideDepth, lowestOutside: outside.depth,
          lowestInside: insideDepth)
      }
      let block = Block(UnsafeRawPointer(chunk.baseAddress! + index))
      // The bytes in strings if the chunk starts outside one; if it starts inside, the others.
      let (inString, escapesNextBlock) = block.strings(from: outside)
      if block.backslashes != 0 {
        prescan.isUsableOutside = prescan.isUsableOutside && block.backslashes & ~inString == 0
        prescan.isUsableInside = prescan.isUsableInside && block.backslashes & inString == 0
      }
      if block.opening | block.closing != 0 {
        let closingOutside = (block.closing & ~inString).nonzeroBitCount
        let closingInside = block.closing.nonzeroBitCount - closingOutside
        note.lowestOutside = min(note.lowestOutside, outside.depth - closingOutside)
        note.lowestInside = min(note.lowestInside, insideDepth - closingInside)
        let openingOutside = (block.opening & ~inString).nonzeroBitCount
        outside.depth += openingOutside - closingOutside
        insideDepth += block.opening.nonzeroBitCount - openingOutside - closingInside
      }
      outside.isInString = inString >> 63 != 0
      outside.isEscaped = escapesNextBlock
      index += 64
    }
    prescan.notes.append(note)
    return prescan
  }

  /// Scans `start..<end` byte by byte from `state`; the offset just after the last separator at
  /// the separator's depth, if any. Eight bytes are looked at a time: outside strings for the next
  /// quote, bracket or separator, inside strings for the next quote or backslash.
  private func scan(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int, state: inout State) -> Int? {
    var cut: Int?
    var index = start
    var (depth, isInString, isEscaped) = (state.depth, state.isInString, state.isEscaped)
    let separatorPattern = WordBytes.repeated(separator)
    while index < end {
      if isEscaped {
        isEscaped = false
        index += 1
        continue
      }
      if isInString {
        index = WordBytes.nextMatch(in: base, from: index, count: end) { word in
          WordBytes.matches(word, WordBytes.repeated(UInt8(ascii: "\"")))
            | WordBytes.matches(word, WordBytes.repeated(UInt8(ascii: "\\")))
        }
        guard index < end else { break }
        if base[index] == UInt8(ascii: "\\") { isEscaped = true } else { isInString = false }
        index += 1
        continue
      }
      index = WordBytes.nextMatch(in: base, from: index, count: end) { word in
        // `[` and `{` are `{` with the 0x20 bit set, `]` and `}` are `}`.
        let folded = word | WordBytes.repeated(0x20)
        return WordBytes.matches(word, WordBytes.repeated(UInt8(ascii: "\"")))
          | WordBytes.matches(word, separatorPattern)
          | WordBytes.matches(folded, WordBytes.repeated(UInt8(ascii: "{")))
          | WordBytes.matches(folded, WordBytes.repeated(UInt8(ascii: "}")))
      }
      guard index < end else { break }
      switch base[index] {
      case UInt8(ascii: "\""): isInString = true
      case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
      case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
      case separator: if depth == separatorDepth { cut = index + 1 }
      default: break
      }
      index += 1
    }
    state = State(depth: depth, isInString: isInString, isEscaped: isEscaped)
    return cut
  }
}

/// Bit masks of one 64-byte block: bit `i` stands for byte `i` (see ``LaneBits`` for how they are
/// computed).
private struct Block {
  let quotes: UInt64
  let backslashes: UInt64
  let opening: UInt64
  let closing: UInt64

  @inline(__always)
  init(_ bytes: UnsafeRawPointer) {
    let parts = (
      bytes.loadUnaligned(fromByteOffset: 0, as: SIMD16<UInt8>.self),
      bytes.loadUnaligned(fromByteOffset: 16, as: SIMD16<UInt8>.self),
      bytes.loadUnaligned(fromByteOffset: 32, as: SIMD16<UInt8>.self),
      bytes.loadUnaligned(fromByteOffset: 48, as: SIMD16<UInt8>.self)
    )
    quotes = Self.bits(parts) { $0 .== SIMD16(repeating: UInt8(ascii: "\"")) }
    // Backslashes and brackets are missing from many blocks: their lanes are gathered into bits
    // only when there are any.
    backslashes = Self.bitsIfAny(parts) { $0 .== SIMD16(repeating: UInt8(ascii: "\\")) }
    // `[` and `{` are `{` with the 0x20 bit set, `]` and `}` are `}`.
    let folded = (
      parts.0 | SIMD16(repeating: 0x20), parts.1 | SIMD16(repeating: 0x20), parts.2 | SIMD16(repeating: 0x20),
      parts.3 | SIMD16(repeating: 0x20)
    )
    opening = Self.bitsIfAny(folded) { $0 .== SIMD16(repeating: UInt8(ascii: "{")) }
    closing = Self.bitsIfAny(folded) { $0 .== SIMD16(repeating: UInt8(ascii: "}")) }
  }

  private typealias Parts = (SIMD16<UInt8>, SIMD16<UInt8>, SIMD16<UInt8>, SIMD16<UInt8>)

  /// Bit `16 × part + lane` set when `test` is true in that lane of that part.
  @inline(__always)
  private static func bits(_ parts: Parts, _ test: (SIMD16<UInt8>) -> SIMDMask<SIMD16<Int8>>) -> UInt64 {
    LaneBits.bits(test(parts.0)) | LaneBits.bits(test(parts.1)) << 16 | LaneBits.bits(test(parts.2)) << 32
      | LaneBits.bits(test(parts.3)) << 48
  }

  /// ``bits(_:_:)``, with a cheaper look first at whether `test` is true anywhere.
  @inline(__always)
  private static func bitsIfAny(_ parts: Parts, _ test: (SIMD16<UInt8>) -> SIMDMask<SIMD16<Int8>>) -> UInt64 {
    let lanes = (
      LaneBits.lanes(test(parts.0)), LaneBits.lanes(test(parts.1)), LaneBits.lanes(test(parts.2)),
      LaneBits.lanes(test(parts.3))
    )
    guard !LaneBits.isZero(lanes.0 | lanes.1 | lanes.2 | lanes.3) else { return 0 }
    return LaneBits.bits(of: lanes.0) | LaneBits.bits(of: lanes.1) << 16 | LaneBits.bits(of: lanes.2) << 32
      | LaneBits.bits(of: lanes.3) << 48
  }

  /// Moves `state` over the block and returns the bytes in strings (from an opening quote to the
  /// byte before the closing one); `nil`, leaving `state` as it was, when a backslash in the block
  /// is outside a string (malformed input, left to the byte-by-byte scan).
  @inline(__always)
  func advance(_ state: inout State) -> UInt64? {
    let (inString, escapesNextBlock) = strings(from: state)
    guard backslashes & ~inString == 0 else { return nil }
    state.depth += (opening & ~inString).nonzeroBitCount - (closing & ~inString).nonzeroBitCount
    state.isInString = inString >> 63 != 0
    state.isEscaped = escapesNextBlock
    return inString
  }

  /// The bytes in strings when the block starts in `state` (its depth aside), counting every
  /// backslash as escaping the byte after it; and whether the first byte of the next block is
  /// escaped.
  @inline(__always)
  func strings(from state: State) -> (inString: UInt64, escapesNextBlock: Bool) {
    var quotes = quotes
    var escapesNextBlock = false
    if backslashes != 0 || state.isEscaped {
      // A backslash that is not itself escaped escapes the byte after it.
      var escaped: UInt64 = state.isEscaped ? 1 : 0
      var escaping = backslashes & ~escaped
      while escaping != 0 {
        let index = escaping.trailingZeroBitCount
        guard index < 63 else {
          escapesNextBlock = true
          break
        }
        escaped |= 1 << (index + 1)
        escaping &= ~(3 << index)
      }
      quotes &= ~escaped
    }
    // Bit `i` of the prefix XOR of the quotes is set when byte `i` is after an odd number of them.
    var inString = quotes
    inString ^= inString << 1
    inString ^= inString << 2
    inString ^= inString << 4
    inString ^= inString << 8
    inString ^= inString << 16
    inString ^= inString << 32
    if state.isInString { inString = ~inString }
    return (inString, escapesNextBlock)
  }
}

private typealias State = BoundaryScanner.State
