import Foundation

/// A shell-style file pattern such as `fixtures/**/*.json`, expanded by mantlegen itself, so that
/// a quoted pattern works the same from any shell, a Makefile or Windows.
///
/// In one path component, `*` matches any run of characters, `?` one character and `[…]` one of
/// the characters listed (ranges `a-z`; `[!…]` or `[^…]` negates); a component that is exactly `**`
/// matches any number of folders, none included. As in shells, a wildcard does not match a name's
/// leading `.` (hidden files and folders), and `**` does not follow links to folders (no cycles).
public struct GlobPattern: Sendable {
  /// The pattern as written.
  public let text: String
  private let components: [String]
  private let isAbsolute: Bool

  public init(_ text: String) {
    self.text = text
    isAbsolute = text.hasPrefix("/")
    components = text.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
  }

  /// Whether `path` holds a wildcard (`*`, `?` or `[`), so that it is a pattern to expand rather
  /// than a file name.
  public static func isPattern(_ path: String) -> Bool {
    path.contains { $0 == "*" || $0 == "?" || $0 == "[" }
  }

  /// The files the pattern matches (folders are not listed), sorted by path, each once.
  public func matchingFiles() -> [String] {
    var found: Set<String> = []
    expand(folder: isAbsolute ? "/" : "", remaining: components[...], into: &found)
    return found.sorted()
  }

  private func expand(folder: String, remaining: ArraySlice<String>, into found: inout Set<String>) {
    guard let component = remaining.first else {
      if Self.isFile(folder) { found.insert(folder) }
      return
    }
    let rest = remaining.dropFirst()
    if component == "**" {
      expand(folder: folder, remaining: rest, into: &found)
      for name in Self.names(in: folder) where !name.hasPrefix(".") {
        let path = Self.joined(folder, name)
        if Self.isFolderNotLink(path) { expand(folder: path, remaining: remaining, into: &found) }
      }
    } else if !Self.isPattern(component) {
      expand(folder: Self.joined(folder, component), remaining: rest, into: &found)
    } else {
      for name in Self.names(in: folder) where !name.hasPrefix(".") || component.hasPrefix(".") {
        if Self.matches(name, component) { expand(folder: Self.joined(folder, name), remaining: rest, into: &found) }
      }
    }
  }

  /// Whether the file or folder name `name` matches one component of a pattern.
  static func matches(_ name: String, _ component: String) -> Bool {
    let name = Array(name)
    let pattern = Array(component)
    var (n, p) = (0, 0)
    // Where the last `*` was and how far it had matched, to retry with one character more.
    var star: (pattern: Int, name: Int)?
    while n < name.count {
      if p < pattern.count, pattern[p] == "*" {
        star = (p, n)
        p += 1
      } else if p < pattern.count, case (true, let next) = matchOne(name[n], pattern, at: p) {
        n += 1
        p = next
      } else if let last = star {
        star = (last.pattern, last.name + 1)
        (p, n) = (last.pattern + 1, last.name + 1)
      } else {
        return false
      }
    }
    while p < pattern.count, pattern[p] == "*" { p += 1 }
    return p == pattern.count
  }

  /// Whether `character` matches the pattern element at `index` (`?`, a `[…]` set or itself), and
  /// where the next element starts.
  private static func matchOne(_ character: Character, _ pattern: [Character], at index: Int) -> (Bool, Int) {
    switch pattern[index] {
    case "?": return (true, index + 1)
    case "[":
      var i = index + 1
      let negated = i < pattern.count && (pattern[i] == "!" || pattern[i] == "^")
      if negated { i += 1 }
      var isMember = false
      var first = true
      while i < pattern.count, pattern[i] != "]" || first {
        first = false
        if i + 2 < pattern.count, pattern[i + 1] == "-", pattern[i + 2] != "]" {
          if pattern[i] <= character && character <= pattern[i + 2] { isMember = true }
          i += 3
        } else {
          if pattern[i] == character { isMember = true }
          i += 1
        }
      }
      // An unclosed `[` is itself.
      guard i < pattern.count else { return (character == "[", index + 1) }
      return (isMember != negated, i + 1)
    default: return (pattern[index] == character, index + 1)
    }
  }

  private static func joined(_ folder: String, _ name: String) -> String {
    folder.isEmpty ? name : folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }

  private static func names(in folder: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []).sorted()
  }

  private static func isFile(_ path: String) -> Bool {
    var isFolder: ObjCBool = false
    return !path.isEmpty && FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
  }

  private static func isFolderNotLink(_ path: String) -> Bool {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return false }
    return attributes[.type] as? FileAttributeType == .typeDirectory
  }
}
