import Foundation
import Testing

@testable import MantleGenCore

/// Support code lives in each output's namespace, but it refers to standard library and Foundation
/// types by name, and a model of the same module with such a name (`Collection`, a common
/// OpenAPI component) would shadow them. Every type name the support code spells unqualified must
/// be one it declares itself or one that models can never take (``SwiftReservedNames``); the others
/// are written `Swift.Collection`, `Foundation.NSLock`.
@Suite("Support code and model names")
struct SupportNameShadowingTests {
  @Test("support code names no standard type a model may take, except qualified by its module")
  func supportCodeQualifiesStandardNamesModelsMayTake() {
    let source = SupportLibrary.parts.map(\.source).joined(separator: "\n")
    let code = Self.codeWithoutCommentsAndLiterals(source)
    let declared = Self.declaredNames(in: code).union([SupportLibrary.libraryNamespace])
    let unqualified = Self.unqualifiedTypeNames(in: code)
    let shadowable = unqualified.subtracting(declared).subtracting(SwiftReservedNames.reservedTypeNames)
    #expect(shadowable.isEmpty, "qualify these names in Sources/MantleGenSupport: \(shadowable.sorted())")
  }

  @Test("the scan finds an unqualified standard name, skips qualified ones and generic parameters")
  func scanFindsUnqualifiedNames() {
    let code = Self.codeWithoutCommentsAndLiterals(
      """
      /// A `Sequence` in a comment.
      func f<Element: Hashable>(_ a: some Collection<UInt8>, _ b: Swift.Sequence, _ e: Element) -> String {
        "Dictionary"
      }
      """)
    let names = Self.unqualifiedTypeNames(in: code).subtracting(Self.declaredNames(in: code))
    #expect(names == ["Collection", "Hashable", "String", "Swift", "UInt8"])
  }

  /// `source` with comments and string literals blanked out.
  static func codeWithoutCommentsAndLiterals(_ source: String) -> String {
    var result = ""
    for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
      var inString = false
      var previous: Character = " "
      var kept = ""
      for character in line {
        if !inString && previous == "/" && character == "/" {
          kept.removeLast()
          break
        }
        if character == "\"" && previous != "\\" {
          inString.toggle()
        } else if !inString {
          kept.append(character)
        }
        previous = character
      }
      result += kept + "\n"
    }
    return result
  }

  /// Capitalized identifiers not written after a `.` (a member or a module-qualified name).
  static func unqualifiedTypeNames(in code: String) -> Set<String> {
    let characters = Array(code)
    var names: Set<String> = []
    var index = 0
    while index < characters.count {
      guard characters[index].isLetter || characters[index] == "_" else {
        index += 1
        continue
      }
      let start = index
      while index < characters.count, characters[index].isLetter || characters[index].isNumber || characters[index] == "_" {
        index += 1
      }
      let isQualified = start > 0 && characters[start - 1] == "."
      if characters[start].isUppercase && !isQualified { names.insert(String(characters[start..<index])) }
    }
    return names
  }

  /// Types, cases and generic parameters the code declares.
  static func declaredNames(in code: String) -> Set<String> {
    let words = code.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
    var names: Set<String> = []
    for (word, next) in zip(words, words.dropFirst())
    where ["struct", "enum", "class", "protocol", "typealias", "associatedtype"].contains(word) {
      names.insert(String(next))
    }
    // Generic parameter clauses: `func name<A: P, B>(`, `struct Name<A>`, `init<A>(`.
    var rest = Substring(code)
    while let open = rest.firstIndex(of: "<") {
      let head = rest[..<open].split(whereSeparator: { $0 == "\n" }).last ?? ""
      let declaresGenerics = ["func ", "struct ", "enum ", "class ", "init"].contains { head.contains($0) }
      guard let close = rest[open...].firstIndex(of: ">") else { break }
      if declaresGenerics && !head.contains("(") {
        for parameter in rest[rest.index(after: open)..<close].split(separator: ",") {
          let name = parameter.split(separator: ":").first?.trimmingCharacters(in: .whitespaces) ?? ""
          names.insert(name)
        }
      }
      rest = rest[rest.index(after: open)...]
    }
    return names
  }
}
