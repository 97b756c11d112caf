#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a single output file (the schema) goes: a descriptor or a device is written to as a
/// stream; anything else is a file in a folder, replaced as part of the write transaction.
enum FileDestination: Equatable {
  /// `-`, `/dev/stdout`, `/dev/stderr`, `/dev/fd/N` or `/proc/self/fd/N`: the process's own descriptor.
  case descriptor(Int32)
  /// An existing FIFO, character device or socket: opened (never through a link) and written to.
  case device(path: String)
  /// A file `name` in `folder`: a link there is replaced, never written through.
  case file(folder: String, name: String)

  init(path: String) throws(Diagnostic) {
    if let descriptor = Self.descriptor(named: path) {
      self = .descriptor(descriptor)
      return
    }
    var status = stat()
    if lstat(path, &status) == 0 {
      switch status.st_mode & S_IFMT {
      case S_IFDIR:
        throw Diagnostic(
          .error, "cannot write the file: it is a folder; give a file name", at: SourceLocation(file: path))
      case S_IFIFO, S_IFCHR, S_IFSOCK:
        self = .device(path: path)
        return
      default: break
      }
    }
    let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
    guard !name.isEmpty, name != ".", name != ".." else {
      throw Diagnostic(
        .error, "cannot write the file: the path names a folder; give a file name", at: SourceLocation(file: path))
    }
    let folder = String(path.dropLast(name.utf8.count))
    self = .file(folder: folder.isEmpty ? "." : folder, name: name)
  }

  /// The descriptor a path names, for the names of the process's own descriptors.
  private static func descriptor(named path: String) -> Int32? {
    switch path {
    case "-", "/dev/stdout": return STDOUT_FILENO
    case "/dev/stderr": return STDERR_FILENO
    default:
      for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
        return Int32(path.dropFirst(prefix.count)).flatMap { $0 >= 0 ? $0 : nil }
      }
      return nil
    }
  }

  /// Writes `bytes` to a descriptor or device destination.
  func stream(_ bytes: [UInt8], path: String) throws(Diagnostic) {
    do throws(FileSystemError) {
      switch self {
      case .descriptor(let descriptor):
        try FileDescriptorIO.writeAll(descriptor, bytes, path: path)
      case .device(let devicePath):
        let descriptor = open(devicePath, O_WRONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileSystemError(operation: "write this file", path: devicePath) }
        defer { close(descriptor) }
        try FileDescriptorIO.writeAll(descriptor, bytes, path: devicePath)
      case .file:
        break
      }
    } catch {
      throw error.diagnostic
    }
  }
}

/// Creating the folders an output needs, and removing them again when the run fails.
enum FolderCreation {
  /// Creates `path` and any missing parents; returns the folders created, outermost first.
  /// - Throws: a diagnostic naming the part of the path that is a file, or the system's reason.
  static func create(_ path: String, for destination: String) throws(Diagnostic) -> [String] {
    let absolute = path.hasPrefix("/")
    var components = path.split(separator: "/").map(String.init)
    if components.isEmpty { return [] }
    var prefix = absolute ? "" : "."
    var created: [String] = []
    while !components.isEmpty {
      prefix += "/" + components.removeFirst()
      let shown = absolute ? prefix : String(prefix.dropFirst(2))
      var status = stat()
      if stat(prefix, &status) == 0 {
        guard status.st_mode & S_IFMT == S_IFDIR else {
          remove(created)
          throw Diagnostic(
            .error, "cannot create the folder: '\(shown)' is a file, not a folder",
            at: SourceLocation(file: destination))
        }
        continue
      }
      guard mkdir(prefix, 0o777) == 0 || errno == EEXIST else {
        let error = FileSystemError(operation: "create the folder '\(shown)'", path: destination)
        remove(created)
        throw error.diagnostic
      }
      created.append(prefix)
    }
    return created
  }

  /// Removes folders this run created, innermost first, if they are still empty.
  static func remove(_ created: [String]) {
    for folder in created.reversed() { rmdir(folder) }
  }
}
