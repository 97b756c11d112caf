import Foundation

/// Recognisers for strings that decode to richer Foundation types and encode back unchanged.
enum StringFormats {
  /// The characters RFC 3986 allows in a URL, which `URL` leaves unescaped, as bit masks for the
  /// bytes 0–63 and 64–127: `-._~:/?#[]@!$&'()*+,;=%`, letters and digits.
  private static let urlCharactersLow: UInt64 = 0xAFFF_FFFA_0000_0000
  private static let urlCharactersHigh: UInt64 = 0x47FF_FFFE_AFFF_FFFF

  @inline(__always)
  private static func isHexDigit(_ byte: UInt8) -> Bool {
    (byte >= 48 && byte <= 57) || (byte | 0x20 >= 97 && byte | 0x20 <= 102)
  }

  @inline(__always)
  private static func isURLCharacter(_ byte: UInt8) -> Bool {
    byte < 64
      ? (urlCharactersLow >> UInt64(byte)) & 1 == 1
      : byte < 128 && (urlCharactersHigh >> UInt64(byte - 64)) & 1 == 1
  }

  /// Classes of bytes in a URL, one lookup per byte: allowed after the host (`%` is checked on
  /// its own), allowed in the host (no user info `@`, no `%`), ends the host. `[` and `]` are
  /// neither: `URL` rejects them in a host (IP literals are left out) and escapes them elsewhere.
  static let allowedAfterHost: UInt8 = 1
  static let allowedInHost: UInt8 = 2
  static let endsHost: UInt8 = 4
  static let urlByteClasses: [UInt8] = (0...255).map { value in
    let byte = UInt8(value)
    guard isURLCharacter(byte) else { return 0 }
    if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") { return allowedAfterHost | endsHost }
    // `#` is allowed once after the host, which the loop checks on its own.
    if byte == UInt8(ascii: "#") { return endsHost }
    if byte == UInt8(ascii: "%") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]") { return 0 }
    if byte == UInt8(ascii: "@") { return allowedAfterHost }
    return allowedAfterHost | allowedInHost
  }

  /// Whether `bytes` are an absolute `http`/`https` URL made only of characters that `URL` keeps
  /// as they are, so that `JSONEncoder` writes the same text back on every platform (by these
  /// rules alone: ``foundationWritesBack(_:)`` asks `URL` itself, which is slower).
  static func isRoundTrippingURL(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard bytes.count >= 8, bytes.count <= 2048, bytes[0] == UInt8(ascii: "h"), bytes[1] == UInt8(ascii: "t"),
      bytes[2] == UInt8(ascii: "t"), bytes[3] == UInt8(ascii: "p")
    else { return false }
    let secure = bytes[4] == UInt8(ascii: "s")
    let schemeLength = secure ? 8 : 7
    let colon = secure ? 5 : 4
    guard bytes[colon] == UInt8(ascii: ":"), bytes[colon + 1] == UInt8(ascii: "/"),
      bytes[colon + 2] == UInt8(ascii: "/"),
      bytes.count > schemeLength
    else { return false }
    let base = bytes.baseAddress!
    /// How many bytes from `index` on are not flagged (``urlBytesFlagged(at:inHost:)``): 16 bytes
    /// at a time, and the last few in the block of the last 16 bytes.
    func unflaggedCount(from index: Int, inHost: Bool) -> Int {
      if index + 16 <= bytes.count {
        return (urlBytesFlagged(at: base + index, inHost: inHost) | 1 << 16).trailingZeroBitCount
      }
      guard bytes.count >= 16 else { return 0 }
      let skipped = index - (bytes.count - 16)
      let flagged = urlBytesFlagged(at: base + bytes.count - 16, inHost: inHost) >> UInt64(skipped)
      return (flagged | 1 << UInt64(16 - skipped)).trailingZeroBitCount
    }
    let isURL = urlByteClasses.withUnsafeBufferPointer { classes in
      // The host: no user info, no IP-literal brackets, not empty, not starting with a port.
      var index = schemeLength
      var portColon: Int?
      while index < bytes.count {
        index += unflaggedCount(from: index, inHost: true)
        guard index < bytes.count else { break }
        let byteClass = classes[Int(bytes[index])]
        if byteClass & Self.endsHost != 0 { break }
        guard byteClass & Self.allowedInHost != 0 else { return false }
        if portColon == nil, bytes[index] == UInt8(ascii: ":") { portColon = index }
        index += 1
      }
      guard index > schemeLength, portColon != schemeLength else { return false }
      // A port is digits only.
      if let portColon,
        !bytes[(portColon + 1)..<index].allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
      {
        return false
      }
      // The rest: allowed characters, one `#` at most (`URL` escapes a second), and percent signs
      // followed by two hexadecimal digits.
      var isInFragment = false
      while index < bytes.count {
        index += unflaggedCount(from: index, inHost: false)
        guard index < bytes.count else { break }
        if classes[Int(bytes[index])] & Self.allowedAfterHost != 0 {
          index += 1
          continue
        }
        if bytes[index] == UInt8(ascii: "#"), !isInFragment {
          isInFragment = true
          index += 1
          continue
        }
        guard bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count, isHexDigit(bytes[index + 1]),
          isHexDigit(bytes[index + 2])
        else { return false }
        index += 3
      }
      return true
    }
    return isURL
  }

  /// Whether Foundation's `URL` reads `string` and writes it back unchanged.
  static func foundationWritesBack(_ string: String) -> Bool {
    URL(string: string)?.absoluteString == string
  }

  /// Bit `i` set when byte `i` of the 16 at `start` is one the byte-by-byte rules must look at:
  /// after the host (`inHost` false), a byte ``urlByteClasses`` does not allow there (`#`, `%` and
  /// bytes never allowed); in the host, also a byte that ends it or is not allowed in it (`/`,
  /// `?`, `@`) and a `:` (the port's).
  @inline(__always)
  static func urlBytesFlagged(at start: UnsafePointer<UInt8>, inHost: Bool) -> UInt64 {
    let bytes = UnsafeRawPointer(start).loadUnaligned(as: SIMD16<UInt8>.self)
    // Outside `!`...`~`; `"` and `#`; `%`; `<` and `>`; `[`, `\`, `]` and `^`; a backquote; `{`, `|` and `}`.
    let outside = LaneBits.lanes(bytes &- 0x21 .> SIMD16(repeating: 0x7E - 0x21))
    let quoteOrHash = LaneBits.lanes(bytes &- 0x22 .< SIMD16(repeating: 2))
    let percent = LaneBits.lanes(bytes .== SIMD16(repeating: 0x25))
    let angle = LaneBits.lanes(bytes | SIMD16(repeating: 2) .== SIMD16(repeating: 0x3E))
    let bracketToCaret = LaneBits.lanes(bytes &- 0x5B .< SIMD16(repeating: 4))
    let backquote = LaneBits.lanes(bytes .== SIMD16(repeating: 0x60))
    let brace = LaneBits.lanes(bytes &- 0x7B .< SIMD16(repeating: 3))
    var flagged = outside | quoteOrHash | percent | angle | bracketToCaret | backquote | brace
    if inHost {
      // `/`; `:`; `?` and `@`.
      flagged |=
        LaneBits.lanes(bytes .== SIMD16(repeating: 0x2F)) | LaneBits.lanes(bytes .== SIMD16(repeating: 0x3A))
        | LaneBits.lanes(bytes &- 0x3F .< SIMD16(repeating: 2))
    }
    return LaneBits.bits(of: flagged)
  }

  /// The letter case of a canonical 8-4-4-4-12 UUID, or `.mixed` when `string` is not one (or mixes cases).
  static func uuidCase(of string: String) -> Agreement<UUIDLetterCase> {
    var string = string
    return string.withUTF8 { uuidCase(utf8: $0) }
  }

  /// `uuidCase` on UTF-8.
  static func uuidCase(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Agreement<UUIDLetterCase> {
    guard bytes.count == 36 else { return .mixed }
    var hasUpper = false
    var hasLower = false
    for (index, byte) in bytes.enumerated() {
      if index == 8 || index == 13 || index == 18 || index == 23 {
        guard byte == UInt8(ascii: "-") else { return .mixed }
      } else if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "F") {
        hasUpper = true
      } else if byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f") {
        hasLower = true
      } else if !(byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) {
        return .mixed
      }
    }
    switch (hasUpper, hasLower) {
    case (true, true): return .mixed
    case (false, true): return .all(.lower)
    case (true, false): return .all(.upper)
    case (false, false): return .undecided
    }
  }
}
