import Foundation

/// The peer: genson, a Python JSON-schema inferrer, in a virtual environment of its own that is
/// created with `python3 -m venv` and `pip install genson` on first use.
struct Genson {
  /// The `genson` command of the virtual environment.
  var executable: String

  /// genson from `environment` (created when missing), or `nil` with a note on standard error
  /// when Python, the virtual environment or the package is not available.
  static func prepare(environment: String, timer: ProcessTimer) -> Genson? {
    let executable = "\(environment)/bin/genson"
    if FileManager.default.isExecutableFile(atPath: executable) { return Genson(executable: executable) }
    guard let python = executableOnPath("python3") else {
      log("note: python3 not found; the genson columns are skipped")
      return nil
    }
    do {
      log("installing genson into \(environment) (first use)")
      _ = try timer.run([python, "-m", "venv", environment])
      _ = try timer.run(["\(environment)/bin/python3", "-m", "pip", "install", "--quiet", "genson"])
    } catch {
      log("note: cannot install genson (\(error)); the genson columns are skipped")
      return nil
    }
    guard FileManager.default.isExecutableFile(atPath: executable) else {
      log("note: \(executable) missing after installing; the genson columns are skipped")
      return nil
    }
    return Genson(executable: executable)
  }

  /// The command line that infers a schema from `input`: one document per line for JSON Lines,
  /// one document (an array) otherwise. Without `--delimiter`, genson guesses document boundaries
  /// by splitting at `}{` even inside strings, which GitHub's URL templates contain
  /// (`{archive_format}{/ref}`); so the array is given a delimiter that valid JSON cannot contain
  /// (a raw control character, U+001E), and the whole file is one document.
  func command(for input: InputFile) -> [String] {
    switch input.format {
    case .jsonLines: [executable, "--encoding", "utf-8", "--delimiter", "newline", input.path]
    case .array: [executable, "--encoding", "utf-8", "--delimiter", "\u{1E}", input.path]
    }
  }
}
