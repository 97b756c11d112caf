import Foundation
import Testing

@testable import MantleGenCore

/// Patterns for sample paths, expanded by mantlegen: one component's wildcards, and trees with `**`.
@Suite("Glob patterns")
struct GlobPatternTests {
  @Test(
    "one component: * any run, ? one character, [...] a set, range or negated set; an unclosed [ is itself",
    arguments: [
      ("*.json", "a.json", true), ("*.json", "a.jsonl", false), ("*", "", true), ("a*b*c", "axxbyyc", true),
      ("a*b*c", "axxbyy", false), ("?.json", "ab.json", false), ("??.json", "ab.json", true),
      ("[ab].json", "b.json", true), ("[ab].json", "c.json", false), ("[a-c]x", "bx", true), ("[!a-c]x", "bx", false),
      ("[^a-c]x", "dx", true), ("[]]", "]", true), ("[abc", "[abc", true), ("*[0-9]", "event7", true),
      ("day-*.jsonl", "day-2024-01-02.jsonl", true), ("*.*", "noextension", false),
    ])
  func componentMatching(pattern: String, name: String, expected: Bool) {
    #expect(GlobPattern.matches(name, pattern) == expected)
  }

  @Test("** matches any number of folders, none included; hidden names and links to folders are left out")
  func treeExpansion() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("glob-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    for file in ["top.json", "a/one.json", "a/b/two.json", "a/b/note.txt", ".hidden/h.json", "a/.h.json"] {
      let path = root + "/" + file
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try Data("{}".utf8).write(to: URL(fileURLWithPath: path))
    }
    // A link back up the tree would be a cycle.
    try FileManager.default.createSymbolicLink(atPath: root + "/a/b/loop", withDestinationPath: root + "/a")
    #expect(
      GlobPattern(root + "/**/*.json").matchingFiles() == [
        root + "/a/b/two.json", root + "/a/one.json", root + "/top.json",
      ])
    #expect(GlobPattern(root + "/a/*/*.txt").matchingFiles() == [root + "/a/b/note.txt"])
    #expect(GlobPattern(root + "/a/.*.json").matchingFiles() == [root + "/a/.h.json"])
    #expect(GlobPattern(root + "/*.xml").matchingFiles().isEmpty)
    #expect(GlobPattern.isPattern("fixtures/**/*.json") && !GlobPattern.isPattern("fixtures/a.json"))
  }
}
