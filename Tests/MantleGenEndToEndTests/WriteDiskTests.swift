import Foundation
import Testing

/// A small tmpfs to fill or make read-only; needs root (or a machine that lets the tests mount).
enum ScratchMount {
  /// Whether a tmpfs can be mounted here (checked once by mounting one).
  static let isAvailable: Bool = {
    guard geteuid() == 0, let folder = try? TestPaths.scratchFolder("mount-probe") else { return false }
    defer { try? FileManager.default.removeItem(at: folder) }
    guard run("/bin/mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", folder.path]) else { return false }
    _ = run("/bin/umount", [folder.path])
    return true
  }()

  /// Mounts a tmpfs of `size` at `folder`.
  static func mount(_ folder: URL, size: String) -> Bool {
    run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(size)", "tmpfs", folder.path])
  }

  static func remountReadOnly(_ folder: URL) -> Bool { run("/bin/mount", ["-o", "remount,ro", folder.path]) }

  static func unmount(_ folder: URL) { _ = run("/bin/umount", [folder.path]) }

  @discardableResult
  static func run(_ executable: String, _ arguments: [String]) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }
}

/// A full disk and a read-only folder: the run exits 2 with the system's reason, the old output
/// (folder and schema) stays exactly as it was, and no temporary file is left.
@Suite("Write transaction: disk full and read-only", .serialized)
struct WriteDiskTests {
  /// Samples outside, output and schema inside a fresh tmpfs mounted at `folder/disk`.
  private func mounted(_ label: String, size: String) throws -> (samples: URL, disk: URL) {
    let samples = try WriteSamples.folder(label)
    let disk = samples.appendingPathComponent("disk")
    try FileManager.default.createDirectory(at: disk, withIntermediateDirectories: true)
    try #require(ScratchMount.mount(disk, size: size), "mounting a tmpfs failed")
    return (samples, disk)
  }

  private func infer(_ sample: String, samples: URL, disk: URL) -> [String] {
    [
      "infer", samples.appendingPathComponent(sample).path, "--name", "Login", "-o", disk.appendingPathComponent("Models").path,
      "--schema-out", disk.appendingPathComponent("schema/login.json").path,
    ]
  }

  private func state(_ disk: URL) throws -> WriteState {
    try WriteState(folder: disk.appendingPathComponent("Models"), schema: disk.appendingPathComponent("schema/login.json"))
  }

  @Test(
    "disk full: infer -o with --schema-out and update exit 2 saying so, change nothing, leave nothing",
    .enabled(if: ScratchMount.isAvailable, "skipped: mounting a small tmpfs needs root on this machine"))
  func diskFull() throws {
    let (samples, disk) = try mounted("full", size: "256k")
    defer {
      ScratchMount.unmount(disk)
      try? FileManager.default.removeItem(at: samples)
    }
    try #require(try HookedRunner.run(infer("old.json", samples: samples, disk: disk)).status == 0)
    let old = try state(disk)
    let filler = disk.appendingPathComponent("filler")
    ScratchMount.run("/bin/dd", ["if=/dev/zero", "of=\(filler.path)", "bs=4k"])
    for _ in 0..<3 {
      let end = try HookedRunner.run(infer("new.json", samples: samples, disk: disk))
      #expect(end.status == 2)
      #expect(end.standardError.contains("No space left on device"), "\(end)")
      #expect(try state(disk) == old)
      let update = try HookedRunner.run([
        "update", disk.appendingPathComponent("schema/login.json").path, samples.appendingPathComponent("new.json").path,
      ])
      #expect(update.status == 2, "\(update)")
      #expect(try state(disk) == old)
    }
    try FileManager.default.removeItem(at: filler)
    let end = try HookedRunner.run(infer("new.json", samples: samples, disk: disk))
    #expect(end.status == 0, "\(end)")
    #expect(try state(disk).hidden.isEmpty)
    #expect(try state(disk).files.keys.contains("LoginData.swift"))
  }

  @Test(
    "read-only: infer -o with --schema-out and update exit 2 saying so, and change nothing",
    .enabled(if: ScratchMount.isAvailable, "skipped: mounting a read-only tmpfs needs root on this machine"))
  func readOnly() throws {
    let (samples, disk) = try mounted("read-only", size: "1m")
    defer {
      ScratchMount.unmount(disk)
      try? FileManager.default.removeItem(at: samples)
    }
    try #require(try HookedRunner.run(infer("old.json", samples: samples, disk: disk)).status == 0)
    let old = try state(disk)
    try #require(ScratchMount.remountReadOnly(disk))
    let schema = disk.appendingPathComponent("schema/login.json").path
    let runs = [infer("new.json", samples: samples, disk: disk), ["update", schema, samples.appendingPathComponent("new.json").path]]
    for arguments in runs {
      let end = try HookedRunner.run(arguments)
      #expect(end.status == 2)
      #expect(end.standardError.contains("Read-only file system"), "\(end)")
      #expect(try state(disk) == old)
    }
    // The folder and the schema are one transaction: a schema that cannot be written keeps a
    // writable output folder from being written (and from being created).
    let elsewhere = samples.appendingPathComponent("Elsewhere")
    let end = try HookedRunner.run([
      "infer", samples.appendingPathComponent("new.json").path, "-o", elsewhere.path, "--schema-out", schema,
    ])
    #expect(end.status == 2, "\(end)")
    #expect(!FileManager.default.fileExists(atPath: elsewhere.path))
  }
}
