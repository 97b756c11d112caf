import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder opened once and then used only through its descriptor (`openat`, `renameat`,
/// `unlinkat`), so every name stays inside it even if a path component is swapped for a link
/// during a run. Files are never opened through a symbolic link.
final class FolderHandle {
  /// The folder's path as the user named it, for messages.
  let path: String
  let descriptor: Int32
  /// The device and inode, which identify the folder whatever path names it.
  let identity: FileIdentity

  /// Opens the folder at `path` (a link to a folder is followed: the user named it).
  init(path: String) throws(FileSystemError) {
    let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { throw FileSystemError(operation: "open this folder", path: path) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      let error = FileSystemError(operation: "open this folder", path: path)
      close(descriptor)
      throw error
    }
    self.path = path
    self.descriptor = descriptor
    self.identity = FileIdentity(device: UInt64(truncatingIfNeeded: status.st_dev), inode: UInt64(status.st_ino))
  }

  deinit { close(descriptor) }

  /// The path of the entry `name` inside the folder, for messages.
  func path(of name: String) -> String {
    path.hasSuffix("/") ? path + name : path + "/" + name
  }

  /// Waits for an exclusive lock on the folder (released when the process ends, however it ends);
  /// `onWait` runs first when another process holds it.
  func lock(onWait: () -> Void) throws(FileSystemError) {
    if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return }
    guard errno == EWOULDBLOCK else { throw FileSystemError(operation: "lock this folder", path: path) }
    onWait()
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else { throw FileSystemError(operation: "lock this folder", path: path) }
    }
  }

  /// What is at `name`, without following a link; `nil` when nothing is.
  func status(of name: String) throws(FileSystemError) -> stat? {
    var status = stat()
    if fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 { return status }
    if errno == ENOENT { return nil }
    throw FileSystemError(operation: "inspect this file", path: path(of: name))
  }

  /// The names in the folder (without `.` and `..`), sorted.
  func names() throws(FileSystemError) -> [String] {
    let copy = dup(descriptor)
    guard copy >= 0, let stream = fdopendir(copy) else {
      throw FileSystemError(operation: "list this folder", path: path)
    }
    defer { closedir(stream) }
    rewinddir(stream)
    var names: [String] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
  }

  /// The contents of the regular file `name`, read without following a link; at most `limit` bytes.
  func read(_ name: String, limit: Int = .max) throws(FileSystemError) -> [UInt8] {
    let file = openat(descriptor, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
    guard file >= 0 else { throw FileSystemError(operation: "read this file", path: path(of: name)) }
    defer { close(file) }
    return try FileDescriptorIO.readAll(file, limit: limit, path: path(of: name))
  }

  /// Creates `name` exclusively (never through a link, never over an existing entry) and returns
  /// its descriptor; `mode` is filtered by the umask.
  func createExclusively(_ name: String, mode: mode_t) throws(FileSystemError) -> Int32 {
    let file = openat(descriptor, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
    guard file >= 0 else { throw FileSystemError(operation: "create a temporary file in this folder", path: path) }
    return file
  }

  /// Renames `from` to `to` inside the folder; an entry at `to` (a file or a link) is replaced atomically.
  func rename(_ from: String, to: String) throws(FileSystemError) {
    guard renameat(descriptor, from, descriptor, to) == 0 else {
      throw FileSystemError(operation: "move the new file into place", path: path(of: to))
    }
  }

  /// Removes the entry `name` (a link itself, never its destination); nothing there is fine.
  func remove(_ name: String) throws(FileSystemError) {
    guard unlinkat(descriptor, name, 0) == 0 || errno == ENOENT else {
      throw FileSystemError(operation: "remove this file", path: path(of: name))
    }
  }

  /// Makes the folder's entries (creations, renames, removals) durable.
  func synchronize() throws(FileSystemError) {
    guard fsync(descriptor) == 0 || errno == EINVAL || errno == EROFS else {
      throw FileSystemError(operation: "flush this folder to disk", path: path)
    }
  }
}

/// A file's device and inode.
struct FileIdentity: Hashable, Comparable {
  var device: UInt64
  var inode: UInt64

  static func < (lhs: FileIdentity, rhs: FileIdentity) -> Bool {
    (lhs.device, lhs.inode) < (rhs.device, rhs.inode)
  }
}
