/// Scalars to JSON values, by the YAML 1.2 core schema (the JSON schema's values in their YAML
/// spellings) and the explicit tags `!!str`, `!!int`, `!!float`, `!!bool`, `!!null`, `!!map`, `!!seq`.
///
/// A plain scalar is null (`null`, `Null`, `NULL`, `~`, nothing), a boolean (`true`, `True`,
/// `TRUE`, `false`, …), an integer (`12`, `+12`, `012` is 12, `0o14`, `0xC`), a float (`1.5`,
/// `.5`, `1e3`, `1.`) or else a string. Numbers are written as JSON numbers (`0xC` is `12`, `.5`
/// is `0.5`, `+1.` is `1.0`); `.inf`, `-.inf` and `.nan` have no JSON number, so they stay the
/// strings they are written as. Quoted and block scalars are strings. Any other tag (`!`,
/// `!local`, `!!binary`, `!!timestamp`) leaves a scalar its text.
enum YAMLScalars {
  /// The prefix of the standard tags: `!!int` is `tag:yaml.org,2002:int`.
  static let coreTagPrefix = "tag:yaml.org,2002:"
  /// Octal and hexadecimal integers longer than this are refused (their conversion is quadratic).
  static let maximumRadixDigits = 4096

  /// The value of the scalar `text`, written in `style` with the full `tag` (if any), at `location`.
  /// - Throws: when a tag does not fit the text (`!!int abc`) or a number is too long to convert.
  static func resolve(_ text: String, style: YAMLScalarStyle, tag: String?, at location: SourceLocation)
    throws(Diagnostic) -> LocatedJSON.Value
  {
    guard let tag else { return style == .plain ? try resolvePlain(text, at: location) : .string(text) }
    guard tag.hasPrefix(coreTagPrefix) else { return .string(text) }
    let name = tag.dropFirst(coreTagPrefix.count)
    func mismatch(_ kind: String) -> Diagnostic {
      Diagnostic(.error, "'\(text)' is not \(kind), as its tag !!\(name) requires", at: location)
    }
    switch name {
    case "str":
      return .string(text)
    case "null":
      guard isNull(text) else { throw mismatch("null") }
      return .null
    case "bool":
      guard let flag = boolean(text) else { throw mismatch("a boolean (true or false)") }
      return .bool(flag)
    case "int":
      guard let number = try integer(text, at: location) else { throw mismatch("an integer") }
      return .number(number)
    case "float":
      if isSpecialFloat(text) { return .string(text) }
      guard let number = float(text) else { throw mismatch("a number") }
      return .number(number)
    case "map", "seq":
      throw Diagnostic(.error, "the tag !!\(name) cannot tag a scalar", at: location)
    default:
      return .string(text)
    }
  }

  /// Checks the standard tag of a collection: `!!map` on a mapping, `!!seq` on a sequence.
  static func checkCollectionTag(_ tag: String, of node: LocatedJSON, file: String) throws(Diagnostic) {
    guard tag.hasPrefix(coreTagPrefix) else { return }
    let name = tag.dropFirst(coreTagPrefix.count)
    let kind: String
    switch node.value {
    case .object: kind = "map"
    case .array: kind = "seq"
    default: return
    }
    guard name == kind || !["map", "seq", "str", "int", "float", "bool", "null"].contains(name) else {
      throw Diagnostic(
        .error, "the tag !!\(name) cannot tag a \(kind == "map" ? "mapping" : "sequence")", at: node.location)
    }
  }

  /// A plain scalar's value by the core schema.
  static func resolvePlain(_ text: String, at location: SourceLocation) throws(Diagnostic) -> LocatedJSON.Value {
    guard let first = text.utf8.first else { return .null }
    switch first {
    case UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "~"):
      return isNull(text) ? .null : .string(text)
    case UInt8(ascii: "t"), UInt8(ascii: "T"), UInt8(ascii: "f"), UInt8(ascii: "F"):
      return boolean(text).map { .bool($0) } ?? .string(text)
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."):
      if let number = try integer(text, at: location) ?? float(text) { return .number(number) }
      return .string(text)
    default:
      return .string(text)
    }
  }

  static func isNull(_ text: String) -> Bool {
    text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL"
  }

  static func boolean(_ text: String) -> Bool? {
    switch text {
    case "true", "True", "TRUE": true
    case "false", "False", "FALSE": false
    default: nil
    }
  }

  /// `.inf`, `-.inf`, `+.inf` (any of the three spellings) and `.nan`: floats JSON has no number for.
  static func isSpecialFloat(_ text: String) -> Bool {
    let unsigned = text.hasPrefix("-") || text.hasPrefix("+") ? text.dropFirst() : Substring(text)
    if [".inf", ".Inf", ".INF"].contains(unsigned) { return true }
    return [".nan", ".NaN", ".NAN"].contains(text)
  }

  /// `[-+]?[0-9]+`, `0o[0-7]+` or `0x[0-9a-fA-F]+` as a JSON integer.
  /// - Throws: for an octal or hexadecimal integer of more than ``maximumRadixDigits`` digits.
  static func integer(_ text: String, at location: SourceLocation) throws(Diagnostic) -> JSONNumber? {
    let bytes = Array(text.utf8)
    if bytes.count > 2, bytes[0] == UInt8(ascii: "0"), bytes[1] == UInt8(ascii: "o") || bytes[1] == UInt8(ascii: "x") {
      let radix: UInt64 = bytes[1] == UInt8(ascii: "o") ? 8 : 16
      let digits = bytes[2...]
      guard digits.allSatisfy({ YAMLByte.hexValue($0).map { UInt64($0) < radix } ?? false }) else { return nil }
      guard digits.count <= maximumRadixDigits else {
        throw Diagnostic(
          .error,
          "an integer of more than \(maximumRadixDigits) \(radix == 8 ? "octal" : "hexadecimal") digits "
            + "is not supported", at: location)
      }
      return JSONNumber(text: decimalText(of: digits, radix: radix), isInteger: true)
    }
    var digits = bytes[...]
    let isNegative = digits.first == UInt8(ascii: "-")
    if isNegative || digits.first == UInt8(ascii: "+") { digits = digits.dropFirst() }
    guard !digits.isEmpty, digits.allSatisfy(YAMLByte.isDigit) else { return nil }
    let significant = digits.drop { $0 == UInt8(ascii: "0") }
    let magnitude = significant.isEmpty ? "0" : String(decoding: significant, as: UTF8.self)
    return JSONNumber(text: (isNegative ? "-" : "") + magnitude, isInteger: true)
  }

  /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?` as a JSON number with a fraction or an
  /// exponent (`1` is `1.0`, `.5` is `0.5`, `1.e3` is `1e3`); a JSON number keeps its text.
  static func float(_ text: String) -> JSONNumber? {
    var rest = Array(text.utf8)[...]
    let isNegative = rest.first == UInt8(ascii: "-")
    if isNegative || rest.first == UInt8(ascii: "+") { rest = rest.dropFirst() }
    let whole = rest.prefix(while: YAMLByte.isDigit)
    rest = rest.dropFirst(whole.count)
    var fraction: ArraySlice<UInt8> = []
    if rest.first == UInt8(ascii: ".") {
      rest = rest.dropFirst()
      fraction = rest.prefix(while: YAMLByte.isDigit)
      rest = rest.dropFirst(fraction.count)
    }
    guard !whole.isEmpty || !fraction.isEmpty else { return nil }
    var exponent = ""
    if let letter = rest.first, letter == UInt8(ascii: "e") || letter == UInt8(ascii: "E") {
      rest = rest.dropFirst()
      var sign = ""
      if rest.first == UInt8(ascii: "-") || rest.first == UInt8(ascii: "+") {
        sign = rest.first == UInt8(ascii: "-") ? "-" : "+"
        rest = rest.dropFirst()
      }
      let digits = rest.prefix(while: YAMLByte.isDigit)
      guard !digits.isEmpty else { return nil }
      rest = rest.dropFirst(digits.count)
      exponent = String(UnicodeScalar(letter)) + sign + String(decoding: digits, as: UTF8.self)
    }
    guard rest.isEmpty else { return nil }
    let significant = whole.drop { $0 == UInt8(ascii: "0") }
    var number = (isNegative ? "-" : "") + (significant.isEmpty ? "0" : String(decoding: significant, as: UTF8.self))
    if !fraction.isEmpty {
      number += "." + String(decoding: fraction, as: UTF8.self)
    } else if exponent.isEmpty {
      number += ".0"
    }
    return JSONNumber(text: number + exponent, isInteger: false)
  }

  /// The decimal digits of the number written with `digits` in `radix` (8 or 16).
  private static func decimalText(of digits: ArraySlice<UInt8>, radix: UInt64) -> String {
    let base: UInt64 = 1_000_000_000
    var limbs: [UInt64] = [0]  // base 10^9, least significant first
    for digit in digits {
      var carry = UInt64(YAMLByte.hexValue(digit) ?? 0)
      for position in limbs.indices {
        let value = limbs[position] * radix + carry
        limbs[position] = value % base
        carry = value / base
      }
      while carry > 0 {
        limbs.append(carry % base)
        carry /= base
      }
    }
    while limbs.count > 1, limbs.last == 0 { limbs.removeLast() }
    var text = String(limbs[limbs.count - 1])
    for limb in limbs.dropLast().reversed() {
      let part = String(limb)
      text += String(repeating: "0", count: 9 - part.count) + part
    }
    return text
  }
}
