/// A unified diff of two texts, line by line, for `update --dry-run`.
package enum LineDiff {
  /// `--- old` / `+++ new` and hunks with three lines of context; empty when the texts are equal.
  package static func unified(old: String, new: String, oldName: String, newName: String) -> String {
    let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard a != b else { return "" }
    // Longest common subsequence table, from the end.
    var lengths = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    var lines: [(mark: Character, text: String)] = []
    var (i, j) = (0, 0)
    while i < a.count || j < b.count {
      if i < a.count, j < b.count, a[i] == b[j] {
        lines.append((" ", a[i]))
        i += 1
        j += 1
      } else if i < a.count, j == b.count || lengths[i + 1][j] >= lengths[i][j + 1] {
        lines.append(("-", a[i]))
        i += 1
      } else {
        lines.append(("+", b[j]))
        j += 1
      }
    }
    let context = 3
    let changed = lines.indices.filter { lines[$0].mark != " " }
    // One hunk per group of nearby changes.
    var groups: [ClosedRange<Int>] = []
    for position in changed {
      let range = max(0, position - context)...min(lines.count - 1, position + context)
      if let last = groups.last, range.lowerBound <= last.upperBound + 1 {
        groups[groups.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
      } else {
        groups.append(range)
      }
    }
    var output = ["--- \(oldName)", "+++ \(newName)"]
    for group in groups {
      let oldStart = lines[..<group.lowerBound].filter { $0.mark != "+" }.count + 1
      let newStart = lines[..<group.lowerBound].filter { $0.mark != "-" }.count + 1
      let oldCount = lines[group].filter { $0.mark != "+" }.count
      let newCount = lines[group].filter { $0.mark != "-" }.count
      output.append("@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@")
      output += lines[group].map { String($0.mark) + $0.text }
    }
    return output.joined(separator: "\n") + "\n"
  }
}
