import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `$ref`s into other local files (`./schemas/pet.json#/Pet`, `common.json`, `pet.yaml`): each
/// file is read once (as YAML when ``YAMLReader/isYAML(_:file:)`` says so, else as JSON), its own
/// references made relative to it, and placed under one member of the document
/// (``member``), so that every reference becomes one inside the document and the model builder
/// follows them, cycles included, as it follows local ones.
///
/// A reference is read relative to the file it is written in; one that leads outside the folder
/// of the document (`../secrets.json`, an absolute path, a link out of the folder) is an error and
/// nothing is read from there. Remote references (`https://…`) are left as they are (the builder
/// warns and types them `JSONValue`).
enum ExternalReferences {
  /// The member of the document that holds the other files, by path relative to its folder.
  static let member = "x-mantlegen-files"

  /// `document`, read from `file`, with the files its references reach placed under ``member``
  /// and every reference into them rewritten to point there.
  /// - Throws: a located ``Diagnostic`` for a reference outside the document's folder, or into a
  ///   file that cannot be read or is neither JSON nor YAML.
  static func inline(_ document: LocatedJSON, file: String) throws(Diagnostic) -> LocatedJSON {
    var reader = Reader(file: file)
    let main = try reader.rewrite(document, in: nil)
    var files: [LocatedJSON.Member] = []
    var next = 0
    while next < reader.order.count {
      let path = reader.order[next]
      next += 1
      guard let loaded = reader.loaded[path] else { continue }
      files.append(
        LocatedJSON.Member(key: path, keyLocation: loaded.location, value: try reader.rewrite(loaded, in: path)))
    }
    guard !files.isEmpty, case .object(var members) = main.value else { return main }
    members.append(
      LocatedJSON.Member(
        key: member, keyLocation: main.location, value: LocatedJSON(value: .object(files), location: main.location)))
    return LocatedJSON(value: .object(members), location: main.location)
  }

  /// The name a reference to a whole file (`pet.json`) gives its type: the file's name without
  /// its extension; `nil` for any other pointer.
  static func fileTypeKey(ofPointer pointer: String) -> String? {
    let prefix = "#/" + member + "/"
    guard pointer.hasPrefix(prefix) else { return nil }
    let token = pointer.dropFirst(prefix.count)
    guard !token.contains("/") else { return nil }
    let path = JSONSchemaModelBuilder.unescape(String(token))
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return name.split(separator: ".").first.map(String.init) ?? name
  }

  /// `pointer` as the user wrote its place: `schemas/pet.json#/$defs/Tag` for a place in another
  /// file, else unchanged.
  static func display(_ pointer: String) -> String {
    let prefix = "#/" + member + "/"
    guard pointer.hasPrefix(prefix) else { return pointer }
    let rest = pointer.dropFirst(prefix.count)
    let token = rest.prefix { $0 != "/" }
    return JSONSchemaModelBuilder.unescape(String(token)) + "#" + rest.dropFirst(token.count)
  }

  private struct Reader {
    /// The document's folder, and the same with links resolved.
    let folder: String
    let realFolder: String?
    let file: String
    /// The files read, by path relative to `folder`, in the order they were first referenced.
    var loaded: [String: LocatedJSON] = [:]
    var order: [String] = []

    init(file: String) {
      self.file = file
      let folder = Self.folder(of: file)
      self.folder = folder.isEmpty ? "." : folder
      realFolder = Self.realPath(self.folder)
    }

    /// `node` of the file at `path` (relative to the folder; `nil`: the document itself) with its
    /// references made references into the document; files they reach are read.
    mutating func rewrite(_ node: LocatedJSON, in path: String?) throws(Diagnostic) -> LocatedJSON {
      switch node.value {
      case .array(let elements):
        var rewritten: [LocatedJSON] = []
        for element in elements { rewritten.append(try rewrite(element, in: path)) }
        return LocatedJSON(value: .array(rewritten), location: node.location)
      case .object(let members):
        var rewritten: [LocatedJSON.Member] = []
        for var member in members {
          if member.key == "$ref", case .string(let reference) = member.value.value {
            member.value.value = .string(try localPointer(for: reference, at: member.value, in: path))
          } else {
            member.value = try rewrite(member.value, in: path)
          }
          rewritten.append(member)
        }
        return LocatedJSON(value: .object(rewritten), location: node.location)
      default:
        return node
      }
    }

    /// The pointer inside the document for `reference`, written in the file at `path`.
    private mutating func localPointer(for reference: String, at node: LocatedJSON, in path: String?)
      throws(Diagnostic) -> String
    {
      let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
      let target = String(parts[0])
      let fragment = parts.count > 1 ? String(parts[1]) : ""
      if target.isEmpty {
        // Inside the file it is written in.
        guard let path else { return reference }
        return "#/" + ExternalReferences.member + "/" + JSONSchemaModelBuilder.escape(path) + fragment
      }
      if target.contains("://") { return reference }
      guard file != "-", !file.hasPrefix("/dev/") else {
        throw Diagnostic(
          .error, "'$ref' '\(reference)' points into another file, which needs the document read from a file",
          at: node.location)
      }
      let relative = try normalized(target, from: path, reference: reference, at: node)
      if loaded[relative] == nil {
        let full = folder == "." ? relative : folder + "/" + relative
        // Only regular files: a FIFO or a device could block or never end.
        var status = stat()
        guard stat(full, &status) != 0 || status.st_mode & S_IFMT == S_IFREG else {
          throw Diagnostic(.error, "'$ref' '\(reference)': \(full) is not a regular file", at: node.location)
        }
        let bytes: [UInt8]
        switch InputReader.read(full) {
        case .success(let read): bytes = read
        case .failure(let problem):
          throw Diagnostic(.error, "'$ref' '\(reference)': \(full): \(problem.message)", at: node.location)
        }
        loaded[relative] = try LocatedJSON.parseJSONOrYAML(bytes, file: full)
        order.append(relative)
      }
      return "#/" + ExternalReferences.member + "/" + JSONSchemaModelBuilder.escape(relative) + fragment
    }

    /// `target` (written in the file at `path`) as a path relative to the document's folder, with
    /// `.` and `..` resolved.
    /// - Throws: when it leads outside the folder.
    private func normalized(_ target: String, from path: String?, reference: String, at node: LocatedJSON)
      throws(Diagnostic) -> String
    {
      let outside = Diagnostic(
        .error,
        "'$ref' '\(reference)' points outside the folder of \(file); only files in that folder are read, and nothing was",
        at: node.location)
      let decoded = target.removingPercentEncoding ?? target
      guard !decoded.hasPrefix("/") else { throw outside }
      var components = Self.folder(of: path ?? "").split(separator: "/").map(String.init)
      for component in decoded.split(separator: "/") {
        switch component {
        case ".": continue
        case "..":
          guard !components.isEmpty else { throw outside }
          components.removeLast()
        default: components.append(String(component))
        }
      }
      let relative = components.joined(separator: "/")
      // A link inside the folder that leads out of it is outside too.
      if let realFolder, let real = Self.realPath(folder + "/" + relative),
        !(real == realFolder || real.hasPrefix(realFolder + "/"))
      {
        throw outside
      }
      return relative
    }

    /// The folder part of `path` (before its last `/`), empty when it has none. (Foundation's
    /// `deletingLastPathComponent` traps on some paths on Linux, such as `-`.)
    static func folder(of path: String) -> String {
      guard let slash = path.lastIndex(of: "/") else { return "" }
      return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func realPath(_ path: String) -> String? {
      guard let resolved = realpath(path, nil) else { return nil }
      defer { free(resolved) }
      return String(cString: resolved)
    }
  }
}
