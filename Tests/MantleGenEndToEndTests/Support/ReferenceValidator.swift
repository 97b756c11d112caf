import Foundation

/// The reference JSON Schema validator, python `jsonschema`, in a dev-only virtual environment
/// under `.build` (created with `python3 -m venv` and `pip install jsonschema` on first use).
/// Every check runs in one python process.
enum ReferenceValidator {
  /// One instance file checked against one schema file, and whether it should be accepted.
  struct Check: Codable {
    var schema: String
    var instance: String
    var shouldBeValid: Bool
  }

  static let environment = TestPaths.packageRoot.appendingPathComponent(".build/jsonschema-venv")
  static var python: URL { environment.appendingPathComponent("bin/python") }

  /// Whether the validator is installed (installing it when python and the network allow).
  static let isAvailable: Bool = {
    if canImport() { return true }
    let setup = Process()
    setup.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    let script = "python3 -m venv '\(environment.path)' && '\(python.path)' -m pip install -q jsonschema"
    setup.arguments = ["sh", "-c", script]
    setup.standardOutput = FileHandle.nullDevice
    setup.standardError = FileHandle.nullDevice
    guard (try? setup.run()) != nil else { return false }
    setup.waitUntilExit()
    return setup.terminationStatus == 0 && canImport()
  }()

  private static func canImport() -> Bool {
    guard FileManager.default.isExecutableFile(atPath: python.path) else { return false }
    let probe = Process()
    probe.executableURL = python
    probe.arguments = ["-c", "import jsonschema"]
    probe.standardOutput = FileHandle.nullDevice
    probe.standardError = FileHandle.nullDevice
    guard (try? probe.run()) != nil else { return false }
    probe.waitUntilExit()
    return probe.terminationStatus == 0
  }

  /// Checks every schema against the meta-schema of its `$schema` draft (2020-12 when it names
  /// none) and every instance against its schema
  /// (formats checked where `jsonschema` can); returns one line per check whose outcome differs
  /// from `shouldBeValid`, or per invalid schema.
  static func failures(of checks: [Check], in folder: URL) async throws -> [String] {
    let manifest = folder.appendingPathComponent("checks.json")
    try JSONEncoder().encode(checks).write(to: manifest)
    let script = """
      import json, sys
      from jsonschema import Draft202012Validator
      from jsonschema.validators import validator_for
      failures = []
      schemas = {}
      for check in json.load(open(sys.argv[1])):
          path = check["schema"]
          if path not in schemas:
              schema = json.load(open(path))
              validator = validator_for(schema, default=Draft202012Validator)
              try:
                  validator.check_schema(schema)
              except Exception as error:
                  failures.append(f"{path}: not a valid schema of its draft: {error}")
              schemas[path] = validator(schema, format_checker=validator.FORMAT_CHECKER)
          instance = json.load(open(check["instance"]))
          errors = list(schemas[path].iter_errors(instance))
          if check["shouldBeValid"] and errors:
              failures.append(f"{check['instance']}: rejected: " + "; ".join(
                  f"{'/'.join(map(str, e.absolute_path))}: {e.message[:200]}" for e in errors[:3]))
          if not check["shouldBeValid"] and not errors:
              failures.append(f"{check['instance']}: accepted, but should be rejected")
      print("\\n".join(failures))
      """
    let result = try await ProcessRunner.run(python, ["-c", script, manifest.path])
    guard result.status == 0 else { return ["validator failed: \(result.standardError)"] }
    return result.standardOutput.split(separator: "\n").map(String.init)
  }
}
