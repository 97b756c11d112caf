import Foundation

/// The result of running a process to completion.
struct ProcessResult: Sendable {
  var status: Int32
  var standardOutput: String
  var standardError: String
}

/// Runs processes for end-to-end tests, at most as many at once as the machine has cores.
enum ProcessRunner {
  /// Runs `executable` with `arguments` and optional standard input.
  static func run(_ executable: URL, _ arguments: [String], input: Data? = nil, in directory: URL? = nil) async throws
    -> ProcessResult
  {
    await ProcessSlots.shared.acquire()
    defer { Task { await ProcessSlots.shared.release() } }
    return try runNow(executable, arguments, input: input, in: directory)
  }

  private static func runNow(_ executable: URL, _ arguments: [String], input: Data?, in directory: URL?) throws
    -> ProcessResult
  {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("mantlegen-run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let outURL = scratch.appendingPathComponent("out")
    let errURL = scratch.appendingPathComponent("err")
    try Data().write(to: outURL)
    try Data().write(to: errURL)
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    process.standardOutput = out
    process.standardError = err
    if let input {
      let inURL = scratch.appendingPathComponent("in")
      try input.write(to: inURL)
      process.standardInput = try FileHandle(forReadingFrom: inURL)
    } else {
      process.standardInput = FileHandle.nullDevice
    }
    try process.run()
    process.waitUntilExit()
    try out.close()
    try err.close()
    return ProcessResult(
      status: process.terminationStatus,
      standardOutput: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
      standardError: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
  }
}

/// A counting semaphore for processes, sized to the machine's cores.
actor ProcessSlots {
  static let shared = ProcessSlots(limit: max(1, ProcessInfo.processInfo.activeProcessorCount))

  private var available: Int
  private var waiters: [CheckedContinuation<Void, Never>] = []

  init(limit: Int) {
    available = limit
  }

  func acquire() async {
    if available > 0 {
      available -= 1
      return
    }
    await withCheckedContinuation { waiters.append($0) }
  }

  func release() {
    if waiters.isEmpty {
      available += 1
    } else {
      waiters.removeFirst().resume()
    }
  }
}

/// Paths the end-to-end tests use.
enum TestPaths {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let fixtures = packageRoot.appendingPathComponent("Tests/MantleGenEndToEndTests/Fixtures")
  static let samples = packageRoot.appendingPathComponent("Samples")

  /// The built `mantlegen` executable, next to the test bundle.
  static var mantlegen: URL {
    #if os(macOS)
      for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        return bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("mantlegen")
      }
    #endif
    return Bundle.main.bundleURL.appendingPathComponent("mantlegen")
  }

  /// `swiftc` from the toolchain that runs the tests.
  static var swiftc: URL { tool("swiftc") }

  /// The flags every test program is compiled with: Swift 6 language mode, and without LLVM's
  /// verifier, which checks the compiler's own IR (not our code) and is about a tenth of a debug
  /// compile. Diagnostics, and the code that runs, are the same.
  static let compilerFlags = ["-swift-version", "6", "-Xfrontend", "-disable-llvm-verify"]

  /// ``compilerFlags`` as `swift build` passes them on.
  static var buildFlags: [String] { compilerFlags.flatMap { ["-Xswiftc", $0] } }

  /// `swift` (for `swift build`) from the toolchain that runs the tests.
  static var swift: URL { tool("swift") }

  private static func tool(_ name: String) -> URL {
    let environment = ProcessInfo.processInfo.environment
    for directory in (environment["PATH"] ?? "").split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return URL(fileURLWithPath: "/usr/bin/\(name)")
  }

  /// A new empty folder for one test.
  static func scratchFolder(_ label: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("mantlegen-\(label)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
