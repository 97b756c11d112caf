#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads inputs named on the command line: a path, `-` for standard input, or a descriptor name
/// (`/dev/fd/N`, `/dev/stdin`) as a shell's `<(…)` gives, which can be read only once.
package enum InputReader {
  /// Whether `path` is read as a stream (standard input, a pipe, a FIFO, a device) rather than a
  /// regular file that can be read in chunks more than once.
  package static func isStream(_ path: String) -> Bool {
    if path == "-" { return true }
    var status = stat()
    guard stat(path, &status) == 0 else { return false }
    let type = status.st_mode & S_IFMT
    return type != S_IFREG && type != S_IFDIR
  }

  /// A descriptor for reading the stream at `path` (see ``isStream(_:)``), to be closed by the caller.
  package static func openStream(_ path: String) throws(Diagnostic) -> Int32 {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      let error = FileSystemError(operation: "read this file", path: path)
      throw Diagnostic(.error, "cannot read it: \(error.reason)", at: SourceLocation(file: path))
    }
    return descriptor
  }

  /// The whole contents of `path` (`-` is standard input); `nil` with the reason when it cannot be read.
  package static func read(_ path: String) -> Result<[UInt8], Diagnostic> {
    do throws(FileSystemError) {
      if path == "-" { return .success(try FileDescriptorIO.readAll(STDIN_FILENO, path: path)) }
      var status = stat()
      if stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
        return .failure(
          Diagnostic(.error, "cannot read it: it is a folder, not a file", at: SourceLocation(file: path)))
      }
      let descriptor = open(path, O_RDONLY | O_CLOEXEC)
      guard descriptor >= 0 else { throw FileSystemError(operation: "read this file", path: path) }
      defer { close(descriptor) }
      return .success(try FileDescriptorIO.readAll(descriptor, path: path))
    } catch {
      let reason = error.code == ENOENT ? "no such file" : error.reason
      return .failure(Diagnostic(.error, "cannot read it: \(reason)", at: SourceLocation(file: path)))
    }
  }
}
