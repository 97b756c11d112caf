import Foundation

/// What the benchmark measures and where, from the command line.
struct BenchmarkOptions: Sendable {
  static let usage = """
    USAGE: mantlegen-bench [options]

    Generates GitHub-event-like inputs, times `mantlegen infer` on them (one core and all cores),
    times the peer genson on the same inputs, measures start-up and compares decoding with the
    generated models against a hand-written Codable struct. Run it from the package root.

    OPTIONS:
      --sizes LIST          input sizes in MB (10^6 bytes), comma-separated (default: 10,100,1000)
      --runs N              timed runs per command; the median is reported (default: 3)
      --startup-runs N      runs on the ~1 KB sample for the start-up figure (default: 20)
      --peer-max-size MB    skip genson (Python) on inputs larger than this (default: 100);
                            genson-rs's engine runs on every size
      --no-peer             do not run genson
      --no-decode           skip the decoding comparison
      --readme PATH         rewrite the block between <!-- bench:begin --> and <!-- bench:end -->
      --smoke               1 MB, one run each, no peer, no decoding, no README (for tests)
      --mantlegen PATH      the mantlegen binary (default: the one beside this program)
      --scratch DIR         folder for inputs and build products (default: .bench)
      --package DIR         the package root with the corpus and Tests/Benchmark (default: .)
      --seed N              seed of the input generator (default: 42)
      -h, --help            show this help
    """

  var sizes = [10, 100, 1000]
  var runs = 3
  var startupRuns = 20
  var peerMaxSize = 100
  var runsPeer = true
  var runsDecode = true
  var readme: String?
  var isSmoke = false
  var mantlegen: String?
  var scratch = ".bench"
  var packageRoot = "."
  var seed: UInt64 = 42

  /// The options of `arguments` (program name excluded), or `nil` when help was asked for.
  static func parse(_ arguments: [String]) throws -> BenchmarkOptions? {
    var options = BenchmarkOptions()
    var remaining = arguments[...]
    func value(of option: String) throws -> String {
      guard let value = remaining.popFirst() else { throw BenchmarkError("\(option) needs a value") }
      return value
    }
    func number(of option: String) throws -> Int {
      let text = try value(of: option)
      guard let number = Int(text), number > 0 else {
        throw BenchmarkError("\(option) expects a positive whole number, got '\(text)'")
      }
      return number
    }
    while let argument = remaining.popFirst() {
      switch argument {
      case "-h", "--help": return nil
      case "--sizes":
        let text = try value(of: argument)
        let sizes = text.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard !sizes.isEmpty, sizes.allSatisfy({ $0 > 0 }) else {
          throw BenchmarkError("--sizes expects sizes in MB such as 10,100,1000, got '\(text)'")
        }
        options.sizes = sizes
      case "--runs": options.runs = try number(of: argument)
      case "--startup-runs": options.startupRuns = try number(of: argument)
      case "--peer-max-size": options.peerMaxSize = try number(of: argument)
      case "--no-peer": options.runsPeer = false
      case "--no-decode": options.runsDecode = false
      case "--readme": options.readme = try value(of: argument)
      case "--smoke": options.isSmoke = true
      case "--mantlegen": options.mantlegen = try value(of: argument)
      case "--scratch": options.scratch = try value(of: argument)
      case "--package": options.packageRoot = try value(of: argument)
      case "--seed":
        let text = try value(of: argument)
        guard let seed = UInt64(text) else { throw BenchmarkError("--seed expects a number, got '\(text)'") }
        options.seed = seed
      default:
        throw BenchmarkError("unknown argument '\(argument)'; see --help")
      }
    }
    if options.isSmoke {
      options.sizes = [1]
      options.runs = 1
      options.startupRuns = 3
      options.runsPeer = false
      options.runsDecode = false
      options.readme = nil
    }
    return options
  }
}
