import Foundation
import Testing

/// Builds generated code as the modules of a package would be, with `swiftc` alone: a library is a
/// static library with its module interface, an app links libraries and imports their modules.
/// What `swift build` does for such targets, without its manifest and planning (about a fifth of a
/// small build's time). Any error or warning fails the test.
enum SwiftModules {
  /// Builds `sources` into the module `name` (`lib<name>.a` and `<name>.swiftmodule` in `folder`).
  static func library(
    _ name: String, sources: [URL], in folder: URL, packageName: String? = nil
  ) async throws {
    let package = packageName.map { ["-package-name", $0] } ?? []
    let result = try await ProcessRunner.run(
      TestPaths.swiftc,
      TestPaths.compilerFlags + ["-parse-as-library", "-emit-library", "-static", "-emit-module", "-module-name", name]
        + package + ["-wmo", "-o", folder.appendingPathComponent("lib\(name).a").path] + sources.map(\.path),
      in: folder)
    try #require(result.status == 0 && result.standardError.isEmpty, "\(name): \(result.standardError)")
  }

  /// Builds the program `main` (Swift source), which may import the `libraries` built in `folder`,
  /// into `folder/<name>` and returns it.
  static func app(
    _ name: String, main: String, libraries: [String], in folder: URL, packageName: String? = nil
  ) async throws -> URL {
    let mainFile = folder.appendingPathComponent("\(name).swift")
    try main.write(to: mainFile, atomically: true, encoding: .utf8)
    let executable = folder.appendingPathComponent(name)
    let package = packageName.map { ["-package-name", $0] } ?? []
    let result = try await ProcessRunner.run(
      TestPaths.swiftc,
      TestPaths.compilerFlags + package + ["-I", folder.path, "-L", folder.path] + libraries.map { "-l\($0)" }
        + [mainFile.path, "-o", executable.path],
      in: folder)
    try #require(result.status == 0 && result.standardError.isEmpty, "\(name): \(result.standardError)")
    return executable
  }
}
