#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A failed file operation: what was attempted, on which path, and the system's reason.
struct FileSystemError: Error {
  var operation: String
  var path: String
  var code: Int32

  init(operation: String, path: String, code: Int32 = errno) {
    self.operation = operation
    self.path = path
    self.code = code
  }

  /// The reason in words, e.g. "No space left on device".
  var reason: String { String(cString: strerror(code)) }

  var diagnostic: Diagnostic {
    Diagnostic(.error, "cannot \(operation): \(reason)", at: SourceLocation(file: path))
  }
}

/// Runs file operations, turning a failure into its located diagnostic.
func diagnosing<T>(_ operation: () throws(FileSystemError) -> T) throws(Diagnostic) -> T {
  do {
    return try operation()
  } catch {
    throw error.diagnostic
  }
}
