import Foundation

// Writes `SupportLibrary+Parts.swift` (the first argument) from the support library's files (the
// other arguments): one `SupportPart` per file, with the parts it uses and its source, and the
// `SupportPartID` enum. Run by the SupportEmbedding build plugin; a malformed part file is a
// `file:line: error:` build error.

/// One support source file: its part name (the file name without `+` and `.swift`), what its
/// marker line says, and its text after `import Foundation`.
struct Part {
  var path: String
  var name: String
  var uses: [String]
  var isAPI: Bool
  var isLibraryOnly: Bool
  var body: String
}

struct EmbeddingError: Error {
  var file: String
  var line: Int
  var message: String
}

let marker = "// mantlegen:support"

func part(at path: String) throws -> Part? {
  let file = URL(fileURLWithPath: path)
  // The namespace itself is declared by each output.
  guard file.lastPathComponent != "JSONSupport.swift" else { return nil }
  let text = try String(contentsOf: file, encoding: .utf8)
  let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
  guard let first = lines.first, first.hasPrefix(marker), lines.count > 2, lines[1] == "import Foundation",
    lines[2].isEmpty
  else {
    throw EmbeddingError(
      file: path, line: 1, message: "a support part must start with '\(marker) …', 'import Foundation' and a blank line"
    )
  }
  let words = first.dropFirst(marker.count).split(separator: " ")
  let uses = words.first { $0.hasPrefix("uses=") }.map { $0.dropFirst(5).split(separator: ",").map(String.init) } ?? []
  for (index, line) in lines.enumerated() {
    // Emitted copies drop `public` by removing it from the start of lines.
    let code = line.drop { $0 == " " }
    if (code.hasPrefix("public ") ? code.dropFirst(7) : code).contains("public") {
      throw EmbeddingError(file: path, line: index + 1, message: "'public' may only start a line")
    }
    // The part is embedded in a `#"""` raw string.
    if line.contains("\"\"\"#") || line.contains("\\#(") {
      throw EmbeddingError(file: path, line: index + 1, message: "'\"\"\"#' and '\\#(' cannot be embedded")
    }
  }
  return Part(
    path: path,
    name: String(file.deletingPathExtension().lastPathComponent).replacingOccurrences(of: "+", with: ""),
    uses: uses, isAPI: words.contains("api"), isLibraryOnly: words.contains("library-only"),
    body: lines.dropFirst(3).joined(separator: "\n").trimmingCharacters(in: .newlines))
}

/// `IndexKey` → `indexKey`, `JSONValue` → `jsonValue`.
func lowerFirst(_ name: String) -> String {
  let capitals = name.prefix { $0.isUppercase }.count
  let lowered = capitals <= 1 || capitals == name.count ? capitals : capitals - 1
  return name.prefix(lowered).lowercased() + name.dropFirst(lowered)
}

func embeddedFile(_ parts: [Part]) -> String {
  var text = """
    // Generated at build time from Sources/MantleGenSupport by the SupportEmbedding plugin.

    extension SupportLibrary {
      /// Every part generated code may use, in the order they are emitted.
      static let parts: [SupportPart] = [

    """
  for part in parts {
    let uses = part.uses.map { ".\(lowerFirst($0))" }.joined(separator: ", ")
    text += "    SupportPart(\n"
    text += "      id: .\(lowerFirst(part.name)), uses: [\(uses)], isAPI: \(part.isAPI),\n"
    text += "      source: #\"\"\"\n"
    for line in part.body.split(separator: "\n", omittingEmptySubsequences: false) {
      text += line.isEmpty ? "\n" : "        " + line + "\n"
    }
    text += "        \"\"\"#),\n"
  }
  text += "  ]\n}\n\n/// The name of each support part (a file of `Sources/MantleGenSupport`).\n"
  text += "enum SupportPartID: String, CaseIterable, Comparable, Sendable {\n"
  for part in parts { text += "  case \(lowerFirst(part.name)) = \"\(part.name)\"\n" }
  text += "\n  static func < (lhs: Self, rhs: Self) -> Bool {\n"
  text += "    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!\n  }\n}\n"
  return text
}

let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first else {
  FileHandle.standardError.write(Data("usage: mantlegen-embed-support OUTPUT SUPPORT_FILE...\n".utf8))
  exit(2)
}
do {
  let parts = try arguments.dropFirst().sorted().compactMap(part(at:)).filter { !$0.isLibraryOnly }
  let names = Set(parts.map(\.name))
  for part in parts {
    for used in part.uses where !names.contains(used) {
      throw EmbeddingError(file: part.path, line: 1, message: "uses the unknown part \(used)")
    }
  }
  let text = embeddedFile(parts)
  // Unchanged text is not rewritten, so the library is not compiled again.
  if (try? String(contentsOfFile: output, encoding: .utf8)) != text {
    try text.write(toFile: output, atomically: true, encoding: .utf8)
  }
} catch let error as EmbeddingError {
  FileHandle.standardError.write(Data("\(error.file):\(error.line): error: \(error.message)\n".utf8))
  exit(1)
}
